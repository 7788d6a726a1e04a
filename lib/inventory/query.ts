// An inventory entered on /fiyat-hesaplama ("Eşyalarımı tek tek gireyim") travels to the quote
// form in one text: `salon-1:uclu-koltuk*2,televizyon*1,~kucuk*1*Diki%C5%9F%20sepeti|koli:30`,
// a room's catalogue items (`id*count`) and free-text items (`~size*count*name`, the name
// percent-encoded, `*` too). The server reads it back against the catalogue (unknown items,
// sizes and rooms are dropped) and stores it with the quote request. Browser-safe.
import { ITEM_SIZES, itemsById, type InventoryCatalogue, type ItemSize } from './catalogue';
import {
  CUSTOM_NAME_MAX,
  MAX_BOXES,
  MAX_COUNT,
  MAX_CUSTOM_ITEMS,
  MAX_ROOMS,
  roomTypeOfKey,
  type CustomItem,
  type Inventory,
  type InventoryRoom,
} from './inventory';

/** The quote form's hidden field and the address parameter that carry the inventory. */
export const INVENTORY_PARAM = 'esya';
const MAX_LENGTH = 8_000;

const encodeName = (name: string) => encodeURIComponent(name).replace(/\*/g, '%2A');

export function encodeInventoryParam(inventory: Inventory): string {
  const rooms = inventory.rooms
    .map((room) => {
      const items = [
        ...Object.entries(room.counts)
          .filter(([, n]) => n > 0)
          .map(([id, n]) => `${id}*${n}`),
        ...room.custom.filter((c) => c.count > 0).map((c) => `~${c.size}*${c.count}*${encodeName(c.name)}`),
      ];
      return items.length ? `${room.key}:${items.join(',')}` : '';
    })
    .filter(Boolean);
  if (inventory.boxes !== null) rooms.push(`koli:${inventory.boxes}`);
  return rooms.join('|');
}

const readCount = (text: string) => (/^\d{1,2}$/.test(text) ? Number(text) : 0);

/** A free-text item of the text (`~orta*2*Ak%C3%A7a`), or null when it does not read. */
function decodeCustom(text: string): CustomItem | null {
  const match = /^~([a-z]+)\*(\d{1,2})\*([^*]+)$/.exec(text);
  if (!match || !(ITEM_SIZES as readonly string[]).includes(match[1]!)) return null;
  const count = readCount(match[2]!);
  let name: string;
  try {
    name = decodeURIComponent(match[3]!).replace(/\s+/g, ' ').trim();
  } catch {
    return null;
  }
  if (!name || name.length > CUSTOM_NAME_MAX || count <= 0 || count > MAX_COUNT) return null;
  return { name, size: match[1] as ItemSize, count };
}

/** The inventory of the text, or null when it lists nothing the catalogue knows. */
export function decodeInventoryParam(text: unknown, catalogue: InventoryCatalogue): Inventory | null {
  if (typeof text !== 'string' || text === '' || text.length > MAX_LENGTH) return null;
  const known = itemsById(catalogue);
  const rooms: InventoryRoom[] = [];
  let boxes: number | null = null;
  for (const segment of text.split('|')) {
    const [key = '', list = ''] = segment.split(':');
    if (key === 'koli') {
      const n = /^\d{1,3}$/.test(list) ? Number(list) : Number.NaN;
      if (n >= 0 && n <= MAX_BOXES) boxes = n;
      continue;
    }
    const type = roomTypeOfKey(key);
    if (!type || rooms.some((r) => r.key === key) || rooms.length >= MAX_ROOMS) continue;
    const counts: Record<string, number> = {};
    const custom: CustomItem[] = [];
    for (const entry of list.split(',')) {
      if (entry.startsWith('~')) {
        const item = decodeCustom(entry);
        if (item && custom.length < MAX_CUSTOM_ITEMS) custom.push(item);
        continue;
      }
      const [id = '', count = ''] = entry.split('*');
      const n = readCount(count);
      if (known.has(id) && n > 0 && n <= MAX_COUNT) counts[id] = n;
    }
    if (Object.keys(counts).length || custom.length) rooms.push({ key, type, counts, custom });
  }
  return rooms.length ? { rooms, boxes } : null;
}

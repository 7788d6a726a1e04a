// An inventory entered on /fiyat-hesaplama ("Eşyalarımı tek tek gireyim") travels to the quote
// form in one text: `salon-1:uclu-koltuk*2,televizyon*1|yatak-odasi-1:cift-kisilik-yatak*1|koli:30`.
// The server reads it back against the catalogue (unknown items and rooms are dropped) and
// stores it with the quote request. Browser-safe.
import { itemsById, type InventoryCatalogue } from './catalogue';
import { MAX_BOXES, MAX_COUNT, MAX_ROOMS, roomTypeOfKey, type Inventory, type InventoryRoom } from './inventory';

/** The quote form's hidden field and the address parameter that carry the inventory. */
export const INVENTORY_PARAM = 'esya';
const MAX_LENGTH = 4_000;

export function encodeInventoryParam(inventory: Inventory): string {
  const rooms = inventory.rooms
    .map((room) => {
      const items = Object.entries(room.counts)
        .filter(([, n]) => n > 0)
        .map(([id, n]) => `${id}*${n}`);
      return items.length ? `${room.key}:${items.join(',')}` : '';
    })
    .filter(Boolean);
  if (inventory.boxes !== null) rooms.push(`koli:${inventory.boxes}`);
  return rooms.join('|');
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
    for (const pair of list.split(',')) {
      const [id = '', count = ''] = pair.split('*');
      const n = /^\d{1,2}$/.test(count) ? Number(count) : 0;
      if (known.has(id) && n > 0 && n <= MAX_COUNT) counts[id] = n;
    }
    if (Object.keys(counts).length) rooms.push({ key, type, counts, custom: [] });
  }
  return rooms.length ? { rooms, boxes } : null;
}

// A customer's inventory (docs/decisions/038-inventory.md): rooms with counts of catalogue
// items and free-text items, and the boxes; what a room's form sends; the sums (volume per
// room and in total, items that are fragile, heavy or taken apart); the estimate on that volume
// is in estimate.ts. Pure and browser-safe: the live form adds up with the same functions.
import type { HomeSize } from '@/lib/estimate';
import {
  ITEM_SIZES,
  ITEM_SIZE_SHORT,
  ROOM_LABELS,
  isRoomType,
  itemsById,
  type CatalogueItem,
  type InventoryCatalogue,
  type ItemSize,
  type RoomType,
} from './catalogue';

export const MAX_COUNT = 99;
export const MAX_ROOMS = 20;
export const MAX_CUSTOM_ITEMS = 30;
export const MAX_BOXES = 500;
export const CUSTOM_NAME_MAX = 60;

export interface CustomItem {
  name: string;
  size: ItemSize;
  count: number;
}

export interface InventoryRoom {
  /** `salon-1`, `yatak-odasi-2`: the room's type and its number among rooms of that type. */
  key: string;
  type: RoomType;
  /** Catalogue item id → count (only counts above zero are kept). */
  counts: Record<string, number>;
  custom: CustomItem[];
}

export interface Inventory {
  rooms: InventoryRoom[];
  /** The boxes the customer set, or null for the estimate from the home size. */
  boxes: number | null;
}

/** The rooms a new inventory starts with; the customer adds the others (a room can be added twice). */
export const STARTING_ROOMS: readonly RoomType[] = ['salon', 'yatak-odasi', 'mutfak', 'banyo'];

export function startingInventory(): Inventory {
  return { rooms: STARTING_ROOMS.map((type) => ({ key: `${type}-1`, type, counts: {}, custom: [] })), boxes: null };
}

/** "Yatak odası", or "Yatak odası 2" for the second room of a type. */
export function roomLabel(room: Pick<InventoryRoom, 'key' | 'type'>): string {
  const n = Number(room.key.slice(room.type.length + 1));
  return n > 1 ? `${ROOM_LABELS[room.type]} ${n}` : ROOM_LABELS[room.type];
}

/** The inventory with one more room of the type, numbered after the last one of that type. */
export function addRoom(inventory: Inventory, type: RoomType): { inventory: Inventory; key: string } | null {
  if (inventory.rooms.length >= MAX_ROOMS) return null;
  const numbers = inventory.rooms.filter((r) => r.type === type).map((r) => Number(r.key.slice(type.length + 1)));
  const key = `${type}-${Math.max(0, ...numbers) + 1}`;
  return { inventory: { ...inventory, rooms: [...inventory.rooms, { key, type, counts: {}, custom: [] }] }, key };
}

export function removeRoom(inventory: Inventory, key: string): Inventory {
  return { ...inventory, rooms: inventory.rooms.filter((r) => r.key !== key) };
}

export function replaceRoom(inventory: Inventory, room: InventoryRoom): Inventory {
  const exists = inventory.rooms.some((r) => r.key === room.key);
  return {
    ...inventory,
    rooms: exists ? inventory.rooms.map((r) => (r.key === room.key ? room : r)) : [...inventory.rooms, room],
  };
}

/** The type of a room key (`yatak-odasi-2` → `yatak-odasi`), or null for a key that is not one. */
export function roomTypeOfKey(key: string): RoomType | null {
  const match = /^([a-z-]+)-(\d{1,2})$/.exec(key);
  return match && isRoomType(match[1]) && Number(match[2]) >= 1 ? match[1] : null;
}

// --- A room's form -----------------------------------------------------------------------

/** Field names of a room's form: `n.{itemId}` the count, `c.{i}.name|size|count` a free-text item. */
export const countField = (itemId: string) => `n.${itemId}`;
export const customField = (i: number, part: 'name' | 'size' | 'count') => `c.${i}.${part}`;

export type FormLike = { get(name: string): FormDataEntryValue | null; keys(): IterableIterator<string> };

/**
 * One room's fields of a form that holds several rooms (`salon-1.n.uclu-koltuk`, as on
 * /fiyat-hesaplama/esya), named as a room's own form names them (`n.uclu-koltuk`).
 */
export function roomScope(form: FormLike, key: string): FormLike {
  const prefix = `${key}.`;
  return {
    get: (name) => form.get(prefix + name),
    keys: () =>
      [...form.keys()]
        .filter((name) => name.startsWith(prefix))
        .map((name) => name.slice(prefix.length))
        .values(),
  };
}

export type RoomFormResult =
  { ok: true; room: InventoryRoom } | { ok: false; errors: Record<string, string>; room: InventoryRoom };

function readCount(value: FormDataEntryValue | null): number | 'invalid' {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return 0;
  if (!/^\d{1,3}$/.test(text)) return 'invalid';
  const n = Number(text);
  return n > MAX_COUNT ? 'invalid' : n;
}

/**
 * Reads one room's form as the browser sends it. Unknown item ids are ignored (the catalogue
 * may have changed since the page was loaded); a count must be a whole number from 0 to 99.
 * A free-text item needs a name when its count is above zero. On errors the room read so far
 * comes back too, so the page shows what was typed.
 */
export function parseRoomForm(form: FormLike, key: string, catalogue: InventoryCatalogue): RoomFormResult {
  const type = roomTypeOfKey(key);
  const room: InventoryRoom = { key, type: type ?? 'salon', counts: {}, custom: [] };
  const errors: Record<string, string> = {};
  if (!type) return { ok: false, errors: { room: 'Oda bulunamadı.' }, room };
  const known = itemsById(catalogue);
  for (const name of new Set(form.keys())) {
    if (!name.startsWith('n.')) continue;
    const id = name.slice(2);
    if (!known.has(id)) continue;
    const count = readCount(form.get(name));
    if (count === 'invalid') errors[name] = `${known.get(id)!.name}: 0 ile ${MAX_COUNT} arasında bir sayı yazın.`;
    else if (count > 0) room.counts[id] = count;
  }
  for (let i = 0; i < MAX_CUSTOM_ITEMS; i++) {
    const rawName = form.get(customField(i, 'name'));
    if (rawName === null) continue;
    const name = String(rawName).replace(/\s+/g, ' ').trim();
    const sizeValue = String(form.get(customField(i, 'size')) ?? 'orta');
    const size = (ITEM_SIZES as readonly string[]).includes(sizeValue) ? (sizeValue as ItemSize) : 'orta';
    const countText = String(form.get(customField(i, 'count')) ?? '').trim();
    const count = countText === '' ? (name ? 1 : 0) : readCount(countText);
    if (count === 'invalid') {
      errors[customField(i, 'count')] = `0 ile ${MAX_COUNT} arasında bir sayı yazın.`;
      continue;
    }
    if (name.length > CUSTOM_NAME_MAX) {
      errors[customField(i, 'name')] = `Eşyanın adı en çok ${CUSTOM_NAME_MAX} karakter olabilir.`;
      continue;
    }
    if (!name) {
      if (countText !== '' && count > 0) errors[customField(i, 'name')] = 'Eşyanın adını yazın.';
      continue;
    }
    if (count > 0) room.custom.push({ name, size, count });
  }
  return Object.keys(errors).length ? { ok: false, errors, room } : { ok: true, room };
}

/** Reads the boxes field: a whole number from 0 to 500, or empty for the estimate from the home size. */
export function parseBoxes(value: FormDataEntryValue | null): number | null | 'invalid' {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return null;
  if (!/^\d{1,3}$/.test(text)) return 'invalid';
  const n = Number(text);
  return n > MAX_BOXES ? 'invalid' : n;
}

/** A stored inventory read back; anything malformed is dropped, never trusted. */
export function readInventory(value: unknown): Inventory | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<Inventory>;
  if (!Array.isArray(v.rooms)) return null;
  const rooms: InventoryRoom[] = [];
  const seen = new Set<string>();
  for (const r of v.rooms.slice(0, MAX_ROOMS) as Partial<InventoryRoom>[]) {
    const type = typeof r?.key === 'string' ? roomTypeOfKey(r.key) : null;
    if (!type || seen.has(r.key!)) continue;
    seen.add(r.key!);
    const counts: Record<string, number> = {};
    for (const [id, n] of Object.entries(r.counts ?? {})) {
      if (Number.isInteger(n) && n > 0 && n <= MAX_COUNT) counts[id] = n;
    }
    const custom = (Array.isArray(r.custom) ? r.custom : [])
      .filter(
        (c): c is CustomItem =>
          typeof c?.name === 'string' &&
          c.name.length > 0 &&
          (ITEM_SIZES as readonly string[]).includes(c.size) &&
          Number.isInteger(c.count) &&
          c.count > 0 &&
          c.count <= MAX_COUNT,
      )
      .slice(0, MAX_CUSTOM_ITEMS);
    rooms.push({ key: r.key!, type, counts, custom });
  }
  const boxes = Number.isInteger(v.boxes) && v.boxes! >= 0 && v.boxes! <= MAX_BOXES ? v.boxes! : null;
  return { rooms, boxes };
}

// --- The sums ------------------------------------------------------------------------------

/** Up to the next tenth of a m³ (31,42 → 31,5), so the volume priced is never below the one counted. */
export const roundVolume = (m3: number) => Math.ceil(Math.round(m3 * 1000) / 100) / 10;

export interface ListedItem {
  room: string;
  name: string;
  count: number;
  m3: number;
}

export interface RoomSummary {
  key: string;
  label: string;
  /** Pieces: catalogue items and free-text items. */
  count: number;
  m3: number;
  lines: {
    name: string;
    count: number;
    m3: number;
    flags: Pick<CatalogueItem, 'fragile' | 'heavy' | 'takeApart'> | null;
  }[];
}

export interface InventorySummary {
  rooms: RoomSummary[];
  /** Pieces in all rooms, boxes not counted. */
  itemCount: number;
  boxes: number;
  /** Whether the boxes are the estimate from the home size (the customer did not set them). */
  boxesEstimated: boolean;
  boxesM3: number;
  /** The volume of everything, rounded up to a tenth of a m³. */
  totalM3: number;
  fragile: ListedItem[];
  heavy: ListedItem[];
  takeApart: ListedItem[];
}

/** The boxes of an inventory: what the customer set, else the home size's typical count (0 without one). */
export function boxesOf(inventory: Inventory, catalogue: InventoryCatalogue, homeSize: HomeSize | null): number {
  return inventory.boxes ?? (homeSize ? catalogue.boxesByHomeSize[homeSize] : 0);
}

/** Adds up an inventory with a catalogue's volumes. */
export function summarizeInventory(
  inventory: Inventory,
  catalogue: InventoryCatalogue,
  homeSize: HomeSize | null,
): InventorySummary {
  const known = itemsById(catalogue);
  const fragile: ListedItem[] = [];
  const heavy: ListedItem[] = [];
  const takeApart: ListedItem[] = [];
  let exact = 0;
  const rooms = inventory.rooms.map((room): RoomSummary => {
    const label = roomLabel(room);
    const lines: RoomSummary['lines'] = [];
    for (const [id, count] of Object.entries(room.counts)) {
      const item = known.get(id);
      if (!item || count <= 0) continue;
      const m3 = item.m3 * count;
      lines.push({
        name: item.name,
        count,
        m3,
        flags: { fragile: item.fragile, heavy: item.heavy, takeApart: item.takeApart },
      });
      const listed = { room: label, name: item.name, count, m3 };
      if (item.fragile) fragile.push(listed);
      if (item.heavy) heavy.push(listed);
      if (item.takeApart) takeApart.push(listed);
    }
    for (const c of room.custom) {
      lines.push({
        name: `${c.name} (${ITEM_SIZE_SHORT[c.size]})`,
        count: c.count,
        m3: catalogue.sizeM3[c.size] * c.count,
        flags: null,
      });
    }
    const m3 = lines.reduce((sum, line) => sum + line.m3, 0);
    exact += m3;
    return { key: room.key, label, count: lines.reduce((n, l) => n + l.count, 0), m3: roundVolume(m3), lines };
  });
  const boxes = boxesOf(inventory, catalogue, homeSize);
  const boxesM3 = boxes * catalogue.boxM3;
  return {
    rooms,
    itemCount: rooms.reduce((n, r) => n + r.count, 0),
    boxes,
    boxesEstimated: inventory.boxes === null,
    boxesM3: roundVolume(boxesM3),
    totalM3: roundVolume(exact + boxesM3),
    fragile,
    heavy,
    takeApart,
  };
}

/**
 * A room's pieces and volume straight from its form as the customer types (the live form):
 * the same reading as the server's (`parseRoomForm`), counts that do not read are left out.
 */
export function addUpRoomForm(
  form: FormLike,
  volumes: Readonly<Record<string, number>>,
  sizes: Readonly<Record<string, number>>,
): { count: number; m3: number } {
  let count = 0;
  let m3 = 0;
  for (const name of new Set(form.keys())) {
    if (name.startsWith('n.')) {
      const n = readCount(form.get(name));
      const volume = volumes[name.slice(2)];
      if (n !== 'invalid' && volume !== undefined) {
        count += n;
        m3 += n * volume;
      }
      continue;
    }
    const custom = /^c\.(\d+)\.name$/.exec(name);
    if (!custom) continue;
    const title = String(form.get(name) ?? '').trim();
    const countText = String(form.get(`c.${custom[1]}.count`) ?? '').trim();
    const n = countText === '' ? 1 : readCount(countText);
    const volume = sizes[String(form.get(`c.${custom[1]}.size`) ?? 'orta')];
    if (title && n !== 'invalid' && volume !== undefined) {
      count += n;
      m3 += n * volume;
    }
  }
  return { count, m3: roundVolume(m3) };
}

/** Whether an inventory lists anything at all (the staff list's badge, the estimate's "after"). */
export function hasItems(inventory: Inventory): boolean {
  return inventory.rooms.some((r) => Object.keys(r.counts).length > 0 || r.custom.length > 0);
}

const volumeFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
/** "31,5 m³", "0,45 m³". */
export const formatM3 = (m3: number) => `${volumeFormat.format(m3)} m³`;

/** The offer's assumption: "Eşya listesi: 34 kalem, 31,5 m³". */
export function inventoryAssumption(summary: Pick<InventorySummary, 'itemCount' | 'totalM3'>): string {
  return `Eşya listesi: ${summary.itemCount} kalem, ${formatM3(summary.totalM3)}`;
}

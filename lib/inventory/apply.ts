// One post of the inventory's forms on /talep/{token}, applied to the stored inventory: save a
// room (and go on to the next one), add a room, remove a room, set the boxes. Pure: the route
// reads and writes the database around it. Browser-safe.
import { isRoomType, type InventoryCatalogue } from './catalogue';
import type { InventoryFlash } from './flash';
import {
  MAX_ROOMS,
  addRoom,
  parseBoxes,
  parseRoomForm,
  removeRoom,
  replaceRoom,
  roomLabel,
  roomTypeOfKey,
  type Inventory,
} from './inventory';

type FormLike = Parameters<typeof parseRoomForm>[0];

export interface Applied {
  /** The inventory to store, or null when nothing changes. */
  inventory: Inventory | null;
  flash: InventoryFlash;
}

/** The room after `key` in the page's order, or null after the last one. */
function nextRoom(inventory: Inventory, key: string): string | null {
  const i = inventory.rooms.findIndex((r) => r.key === key);
  return inventory.rooms[i + 1]?.key ?? null;
}

export function applyInventoryForm(inventory: Inventory, form: FormLike, catalogue: InventoryCatalogue): Applied {
  const intent = String(form.get('intent') ?? 'room');
  const key = String(form.get('room') ?? '');
  if (intent === 'add') {
    const type = String(form.get('type') ?? '');
    if (!isRoomType(type))
      return { inventory: null, flash: { open: null, status: 'error', message: 'Bir oda seçin.' } };
    const added = addRoom(inventory, type);
    if (!added)
      return {
        inventory: null,
        flash: { open: null, status: 'error', message: `En çok ${MAX_ROOMS} oda eklenebilir.` },
      };
    const room = added.inventory.rooms.at(-1)!;
    return {
      inventory: added.inventory,
      flash: { open: added.key, status: 'saved', message: `${roomLabel(room)} eklendi.` },
    };
  }
  if (intent === 'boxes') {
    const boxes = parseBoxes(form.get('boxes'));
    if (boxes === 'invalid')
      return {
        inventory: null,
        flash: { open: null, status: 'error', message: 'Koli sayısı 0 ile 500 arasında bir tam sayı olmalıdır.' },
      };
    return {
      inventory: { ...inventory, boxes },
      flash: {
        open: null,
        status: 'saved',
        message: boxes === null ? 'Koli sayısı ev büyüklüğüne göre tahmin edilecek.' : 'Koli sayısı kaydedildi.',
      },
    };
  }
  const type = roomTypeOfKey(key);
  const existing = inventory.rooms.find((r) => r.key === key);
  if (!type) return { inventory: null, flash: { open: null, status: 'error', message: 'Oda bulunamadı.' } };
  const label = roomLabel({ key, type });
  if (intent === 'remove' || intent === 'remove-confirmed') {
    // A room with belongings is removed only after a second tap; what was typed is kept meanwhile.
    const typed = parseRoomForm(form, key, catalogue).room;
    const listed = Object.keys(typed.counts).length > 0 || typed.custom.length > 0;
    if (intent === 'remove' && listed) {
      return {
        inventory: replaceRoom(inventory, typed),
        flash: {
          open: key,
          status: 'error',
          message: `${label} içinde eşya var. Odayı listeden çıkarmak için “Evet, odayı çıkar”a dokunun.`,
          confirmRemove: key,
        },
      };
    }
    return {
      inventory: removeRoom(inventory, key),
      flash: { open: null, status: 'saved', message: `${label} listeden çıkarıldı.` },
    };
  }
  // A room saved from a page opened before it was removed elsewhere comes back: nothing typed is lost.
  if (!existing && inventory.rooms.length >= MAX_ROOMS) {
    return { inventory: null, flash: { open: null, status: 'error', message: `En çok ${MAX_ROOMS} oda eklenebilir.` } };
  }
  const parsed = parseRoomForm(form, key, catalogue);
  const next = replaceRoom(inventory, parsed.room);
  if (!parsed.ok) {
    return {
      inventory: next,
      flash: {
        open: key,
        status: 'error',
        message: `${label} kaydedildi, ancak bazı sayılar okunamadı: ${Object.values(parsed.errors)[0]}`,
      },
    };
  }
  const goOn = form.get('go') === 'next';
  const open = goOn ? nextRoom(next, key) : key;
  return {
    inventory: next,
    flash: {
      open,
      status: 'saved',
      message: goOn && !open ? `${label} kaydedildi. Bütün odalar tamam.` : `${label} kaydedildi.`,
    },
  };
}

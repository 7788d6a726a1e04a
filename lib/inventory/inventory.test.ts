import { describe, expect, it } from 'vitest';
import { estimateMove, type StartingPrices, DEFAULT_ESTIMATE_SETTINGS, type EstimateInput } from '@/lib/estimate';
import {
  DEFAULT_CATALOGUE,
  ROOM_TYPES,
  effectiveCatalogue,
  parseCatalogue,
  type InventoryCatalogue,
} from './catalogue';
import { estimateFromInventory } from './estimate';
import {
  addRoom,
  addUpRoomForm,
  hasItems,
  inventoryAssumption,
  parseBoxes,
  parseRoomForm,
  readInventory,
  roomLabel,
  roundVolume,
  startingInventory,
  summarizeInventory,
  type Inventory,
} from './inventory';

// A small catalogue with round volumes, so every sum below can be checked by hand.
const CATALOGUE: InventoryCatalogue = {
  ...DEFAULT_CATALOGUE,
  items: [
    { id: 'koltuk', name: 'Üçlü koltuk', room: 'salon', m3: 1.5, fragile: false, heavy: false, takeApart: false },
    { id: 'tv', name: 'Televizyon', room: 'salon', m3: 0.2, fragile: true, heavy: false, takeApart: false },
    {
      id: 'yatak',
      name: 'Çift kişilik yatak',
      room: 'yatak-odasi',
      m3: 2,
      fragile: false,
      heavy: false,
      takeApart: true,
    },
    { id: 'piyano', name: 'Piyano', room: 'salon', m3: 2, fragile: false, heavy: true, takeApart: false },
  ],
  sizeM3: { kucuk: 0.1, orta: 0.5, buyuk: 1.5 },
  boxM3: 0.05,
  boxesByHomeSize: { '1+0': 10, '1+1': 20, '2+1': 30, '3+1': 40, '4+1': 50, '5+1': 60 },
  rangeBelowPercent: 5,
  rangeAbovePercent: 5,
};

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};

const INVENTORY: Inventory = {
  rooms: [
    { key: 'salon-1', type: 'salon', counts: { koltuk: 2, tv: 1, piyano: 1 }, custom: [] },
    { key: 'yatak-odasi-1', type: 'yatak-odasi', counts: { yatak: 1 }, custom: [] },
    {
      key: 'yatak-odasi-2',
      type: 'yatak-odasi',
      counts: { yatak: 1 },
      custom: [{ name: 'Sandık', size: 'orta', count: 2 }],
    },
  ],
  boxes: null,
};

describe('inventory volume', () => {
  it('adds up each room and the boxes of the home size, rounded up to a tenth of a m³', () => {
    const summary = summarizeInventory(INVENTORY, CATALOGUE, '2+1');
    // Salon: 2 × 1,5 + 0,2 + 2 = 5,2; bedrooms 2 and 2 + 2 × 0,5 = 3; boxes 30 × 0,05 = 1,5.
    expect(summary.rooms.map((r) => [r.label, r.count, r.m3])).toEqual([
      ['Salon', 4, 5.2],
      ['Yatak odası', 1, 2],
      ['Yatak odası 2', 3, 3],
    ]);
    expect(summary.itemCount).toBe(8);
    expect(summary.boxes).toBe(30);
    expect(summary.boxesEstimated).toBe(true);
    expect(summary.totalM3).toBe(11.7);
    expect(inventoryAssumption(summary)).toBe('Eşya listesi: 8 kalem, 11,7 m³');
  });

  it('uses the boxes the customer set instead of the estimate, and none without a home size', () => {
    expect(summarizeInventory({ ...INVENTORY, boxes: 10 }, CATALOGUE, '2+1').totalM3).toBe(10.7);
    expect(summarizeInventory(INVENTORY, CATALOGUE, null).totalM3).toBe(10.2);
  });

  it('lists fragile, heavy and take-apart items with their room', () => {
    const summary = summarizeInventory(INVENTORY, CATALOGUE, null);
    expect(summary.fragile).toEqual([{ room: 'Salon', name: 'Televizyon', count: 1, m3: 0.2 }]);
    expect(summary.heavy.map((i) => i.name)).toEqual(['Piyano']);
    expect(summary.takeApart.map((i) => `${i.room}: ${i.name}`)).toEqual([
      'Yatak odası: Çift kişilik yatak',
      'Yatak odası 2: Çift kişilik yatak',
    ]);
  });

  it('rounds a volume up, never down, to a tenth', () => {
    expect(roundVolume(31.42)).toBe(31.5);
    expect(roundVolume(31.4)).toBe(31.4);
    expect(roundVolume(0.1 + 0.2)).toBe(0.3);
  });
});

describe("a room's form", () => {
  it('reads counts and free-text items, ignoring items no longer in the catalogue', () => {
    const result = parseRoomForm(
      form({
        'n.koltuk': '2',
        'n.tv': '',
        'n.silinmis': '4',
        'c.0.name': '  Eski   sandık ',
        'c.0.size': 'buyuk',
        'c.0.count': '1',
        'c.1.name': '',
        'c.1.size': 'orta',
        'c.1.count': '',
      }),
      'salon-1',
      CATALOGUE,
    );
    expect(result).toEqual({
      ok: true,
      room: {
        key: 'salon-1',
        type: 'salon',
        counts: { koltuk: 2 },
        custom: [{ name: 'Eski sandık', size: 'buyuk', count: 1 }],
      },
    });
  });

  it('refuses a count that is not a whole number from 0 to 99 and a free-text item without a name', () => {
    const result = parseRoomForm(
      form({ 'n.koltuk': '-1', 'n.tv': '100', 'c.0.name': '', 'c.0.count': '3' }),
      'salon-1',
      CATALOGUE,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['c.0.name', 'n.koltuk', 'n.tv']);
    expect(result.errors['n.tv']).toBe('Televizyon: 0 ile 99 arasında bir sayı yazın.');
  });

  it('adds up as the customer types, as the server will once the room is saved', () => {
    const typed = form({
      'n.koltuk': '2',
      'n.tv': '1',
      'n.piyano': 'x',
      'c.0.name': 'Sandık',
      'c.0.size': 'orta',
      'c.0.count': '',
      'c.1.name': '',
      'c.1.size': 'buyuk',
      'c.1.count': '3',
    });
    const volumes = Object.fromEntries(CATALOGUE.items.map((i) => [i.id, i.m3]));
    // 2 × 1,5 + 0,2 + one orta (0,5) = 3,7 m³; the unreadable count and the nameless item are left out.
    expect(addUpRoomForm(typed, volumes, CATALOGUE.sizeM3)).toEqual({ count: 4, m3: 3.7 });
    const saved = parseRoomForm(form({ 'n.koltuk': '2', 'n.tv': '1', 'c.0.name': 'Sandık' }), 'salon-1', CATALOGUE);
    const server = summarizeInventory({ rooms: [saved.room], boxes: 0 }, CATALOGUE, null).rooms[0]!;
    expect([server.count, server.m3]).toEqual([4, 3.7]);
  });

  it('refuses a room key that is not a room', () => {
    expect(parseRoomForm(form({}), 'mutfak-0', CATALOGUE).ok).toBe(false);
    expect(parseRoomForm(form({}), 'garaj-1', CATALOGUE).ok).toBe(false);
  });

  it('reads the boxes: empty for the estimate, a whole number up to 500', () => {
    expect(parseBoxes('')).toBeNull();
    expect(parseBoxes('25')).toBe(25);
    expect(parseBoxes('501')).toBe('invalid');
    expect(parseBoxes('2,5')).toBe('invalid');
  });
});

describe('rooms', () => {
  it('adds a room of a type twice, numbered, and names the second one', () => {
    const start = startingInventory();
    const first = addRoom(start, 'yatak-odasi')!;
    expect(first.key).toBe('yatak-odasi-2');
    expect(roomLabel(first.inventory.rooms.at(-1)!)).toBe('Yatak odası 2');
    expect(addRoom(first.inventory, 'yatak-odasi')!.key).toBe('yatak-odasi-3');
    expect(addRoom(start, 'balkon')!.key).toBe('balkon-1');
  });

  it('reads a stored inventory back, dropping what is malformed', () => {
    const stored = readInventory({
      rooms: [
        { key: 'salon-1', counts: { koltuk: 2, tv: 0, x: 1.5 }, custom: [{ name: 'Sandık', size: 'dev', count: 1 }] },
        { key: 'salon-1', counts: { koltuk: 9 } },
        { key: 'garaj-1', counts: { koltuk: 1 } },
      ],
      boxes: -3,
    });
    expect(stored).toEqual({
      rooms: [{ key: 'salon-1', type: 'salon', counts: { koltuk: 2 }, custom: [] }],
      boxes: null,
    });
    expect(hasItems(stored!)).toBe(true);
    expect(hasItems(startingInventory())).toBe(false);
  });
});

describe('the estimate from an inventory', () => {
  const input: EstimateInput = {
    origin: { province: 'istanbul', district: 'kadikoy', floor: 2, elevator: true, furnitureLift: false },
    destination: { province: 'istanbul', district: 'besiktas', floor: 3, elevator: true, furnitureLift: false },
    homeSize: '3+1',
    packing: true,
    assembly: false,
    insurance: false,
    date: null,
  };
  const prices: StartingPrices = {
    'sehir-ici-tasima': 15_000,
    'sehirlerarasi-tasima': 40_000,
    'asansorlu-tasimacilik': 20_000,
  };
  const context = { distanceKm: 0, startingPrices: prices };
  const settings = DEFAULT_ESTIMATE_SETTINGS;

  it('is the same model with the counted volume in place of the home size’s typical one', () => {
    const before = estimateMove(input, settings, context);
    const after = estimateFromInventory(input, settings, DEFAULT_CATALOGUE, context, 31.5);
    expect(before.volumeM3).toBe(36);
    expect(after.volumeM3).toBe(31.5);
    // 31,5 m³ × 350 TL labour and × 250 TL packing, whole TL; base fee and one truck as before.
    expect(after.lineItems.map((l) => [l.key, l.amount])).toEqual([
      ['base', 4_000],
      ['labour', 11_025],
      ['city-vehicles', 4_500],
      ['packing', 7_875],
    ]);
    expect(after.lineItems.find((l) => l.key === 'labour')!.detail).toBe('31,5 m³ × 350 TL');
    expect(after.total).toBe(27_400);
    // The model with the volume swapped and the inventory's range gives exactly the same.
    const same = estimateMove(
      input,
      { ...settings, rangeBelowPercent: 5, rangeAbovePercent: 7 },
      { ...context, volumeM3: 31.5 },
    );
    expect(after).toEqual(same);
  });

  it('has a narrower range than the home size’s estimate on the same total', () => {
    const volume = DEFAULT_ESTIMATE_SETTINGS.volumeM3['3+1'];
    const before = estimateMove(input, settings, context);
    const after = estimateFromInventory(input, settings, DEFAULT_CATALOGUE, context, volume);
    expect(after.total).toBe(before.total);
    expect(after.min).toBeGreaterThan(before.min);
    expect(after.max).toBeLessThan(before.max);
    // 5 % below and 7 % above 30.100 TL, rounded outwards to 500 TL.
    expect([after.min, after.max]).toEqual([28_500, 32_500]);
  });

  it('never widens the range beyond the home size’s, whatever the inventory setting says', () => {
    const wide = { ...DEFAULT_CATALOGUE, rangeBelowPercent: 40, rangeAbovePercent: 60 };
    const before = estimateMove(input, settings, context);
    const after = estimateFromInventory(input, settings, wide, context, 36);
    expect([after.min, after.max]).toEqual([before.min, before.max]);
  });
});

describe('the catalogue', () => {
  it('is seeded with at least 70 items in every room, each with a volume', () => {
    expect(DEFAULT_CATALOGUE.items.length).toBeGreaterThanOrEqual(70);
    for (const room of ROOM_TYPES) expect(DEFAULT_CATALOGUE.items.some((i) => i.room === room)).toBe(true);
    expect(parseCatalogue(DEFAULT_CATALOGUE).ok).toBe(true);
    expect(new Set(DEFAULT_CATALOGUE.items.map((i) => i.id)).size).toBe(DEFAULT_CATALOGUE.items.length);
  });

  it('refuses a volume of zero, more than two decimals, an unknown room, an empty name and a name twice', () => {
    const first = DEFAULT_CATALOGUE.items[0]!;
    const second = DEFAULT_CATALOGUE.items[1]!;
    const check = (items: unknown[]) => {
      const result = parseCatalogue({ ...DEFAULT_CATALOGUE, items });
      return result.ok ? {} : result.fieldErrors;
    };
    expect(check([{ ...first, m3: 0 }])['items.0.m3']).toBe('Eşyanın hacmi en az 0,01 m³ olmalıdır.');
    expect(check([{ ...first, m3: 1.234 }])['items.0.m3']).toBe(
      'Eşyanın hacmi en çok iki ondalık basamakla yazılmalıdır.',
    );
    expect(check([{ ...first, room: 'garaj' }])['items.0.room']).toBe('Listedeki odalardan birini seçin.');
    expect(check([{ ...first, name: ' ' }])['items.0.name']).toBe('Eşyanın adı en az 2 karakter olmalıdır.');
    expect(check([first, { ...second, room: first.room, name: first.name.toLocaleUpperCase('tr-TR') }])).toHaveProperty(
      'items.1.name',
    );
  });

  it('refuses sizes out of order', () => {
    const result = parseCatalogue({ ...DEFAULT_CATALOGUE, sizeM3: { kucuk: 1, orta: 0.5, buyuk: 2 } });
    expect(result.ok).toBe(false);
  });

  it('takes staff’s saved items by id, keeps seed items saved before they existed, and ignores a broken value', () => {
    const saved = { ...DEFAULT_CATALOGUE, items: [{ ...DEFAULT_CATALOGUE.items[0]!, m3: 1.8 }] };
    const effective = effectiveCatalogue(saved);
    expect(effective.items[0]!.m3).toBe(1.8);
    expect(effective.items).toHaveLength(DEFAULT_CATALOGUE.items.length);
    expect(effectiveCatalogue({ ...saved, boxM3: -1 })).toBe(DEFAULT_CATALOGUE);
    expect(effectiveCatalogue(undefined)).toBe(DEFAULT_CATALOGUE);
  });
});

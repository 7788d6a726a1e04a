import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE } from './catalogue';
import { decodeInventoryParam, encodeInventoryParam } from './query';
import { parseRoomForm, roomScope, summarizeInventory, type Inventory } from './inventory';

describe('belongings entered on /fiyat-hesaplama travel to the quote request', () => {
  const inventory: Inventory = {
    rooms: [
      { key: 'salon-1', type: 'salon', counts: { 'uclu-koltuk': 2, televizyon: 1 }, custom: [] },
      { key: 'yatak-odasi-2', type: 'yatak-odasi', counts: { 'cift-kisilik-yatak': 1 }, custom: [] },
      { key: 'mutfak-1', type: 'mutfak', counts: {}, custom: [] },
    ],
    boxes: 30,
  };

  it('in one short text, read back to the same rooms and counts (empty rooms left out)', () => {
    const text = encodeInventoryParam(inventory);
    expect(text).toBe('salon-1:uclu-koltuk*2,televizyon*1|yatak-odasi-2:cift-kisilik-yatak*1|koli:30');
    expect(decodeInventoryParam(text, DEFAULT_CATALOGUE)).toEqual({
      rooms: inventory.rooms.slice(0, 2),
      boxes: 30,
    });
  });

  it('drops what the catalogue does not know, counts out of range and rooms that are not rooms', () => {
    expect(
      decodeInventoryParam(
        'salon-1:uclu-koltuk*2,yok*3,televizyon*100|garaj-1:uclu-koltuk*1|koli:9999',
        DEFAULT_CATALOGUE,
      ),
    ).toEqual({ rooms: [{ key: 'salon-1', type: 'salon', counts: { 'uclu-koltuk': 2 }, custom: [] }], boxes: null });
    expect(decodeInventoryParam('garaj-1:uclu-koltuk*1', DEFAULT_CATALOGUE)).toBeNull();
    expect(decodeInventoryParam(undefined, DEFAULT_CATALOGUE)).toBeNull();
    expect(decodeInventoryParam('x'.repeat(5000), DEFAULT_CATALOGUE)).toBeNull();
  });

  it('carries free-text items with their size and count, whatever their names hold', () => {
    // As /fiyat-hesaplama/esya's GET form sends two rooms (empty rows and all).
    const form = new URLSearchParams(
      [
        'oda=salon-1',
        'salon-1.n.uclu-koltuk=1',
        'salon-1.n.televizyon=',
        'salon-1.c.0.name=%20Dikiş%20%20sepeti%20',
        'salon-1.c.0.size=kucuk',
        'salon-1.c.0.count=',
        'salon-1.c.1.name=Akvaryum*2%2C%20büyük%7C%3A%25',
        'salon-1.c.1.size=buyuk',
        'salon-1.c.1.count=2',
        'salon-1.c.2.name=',
        'salon-1.c.2.size=orta',
        'salon-1.c.2.count=',
        'oda=mutfak-1',
        'mutfak-1.n.buzdolabi=1',
        'mutfak-1.c.0.name=Ekmek%20makinesi',
        'mutfak-1.c.0.size=dev',
        'mutfak-1.c.0.count=1',
      ].join('&'),
    );
    const salon = parseRoomForm(roomScope(form, 'salon-1'), 'salon-1', DEFAULT_CATALOGUE);
    const kitchen = parseRoomForm(roomScope(form, 'mutfak-1'), 'mutfak-1', DEFAULT_CATALOGUE);
    expect(salon).toEqual({
      ok: true,
      room: {
        key: 'salon-1',
        type: 'salon',
        counts: { 'uclu-koltuk': 1 },
        custom: [
          { name: 'Dikiş sepeti', size: 'kucuk', count: 1 },
          { name: 'Akvaryum*2, büyük|:%', size: 'buyuk', count: 2 },
        ],
      },
    });
    // An unknown size is read as "orta", as on the customer's page.
    expect(kitchen.room.custom).toEqual([{ name: 'Ekmek makinesi', size: 'orta', count: 1 }]);

    const inventory: Inventory = { rooms: [salon.room, kitchen.room], boxes: null };
    const carried = decodeInventoryParam(encodeInventoryParam(inventory), DEFAULT_CATALOGUE);
    expect(carried).toEqual(inventory);
    // The volume counts them by size: what the quote request stores is what the visitor saw.
    expect(summarizeInventory(carried!, DEFAULT_CATALOGUE, '2+1').totalM3).toBe(
      summarizeInventory(inventory, DEFAULT_CATALOGUE, '2+1').totalM3,
    );
    // A room with free-text items only travels too.
    expect(
      decodeInventoryParam(
        encodeInventoryParam({ rooms: [{ ...kitchen.room, counts: {} }], boxes: 5 }),
        DEFAULT_CATALOGUE,
      ),
    ).toEqual({ rooms: [{ ...kitchen.room, counts: {} }], boxes: 5 });
  });

  it('drops free-text items that do not read: an unknown size, no name, a count out of range', () => {
    expect(
      decodeInventoryParam(
        'salon-1:~dev*1*Masa,~orta*0*Masa,~orta*100*Masa,~orta*1*,~orta*1*%E0%A4%A,~kucuk*3*Kutu',
        DEFAULT_CATALOGUE,
      ),
    ).toEqual({
      rooms: [{ key: 'salon-1', type: 'salon', counts: {}, custom: [{ name: 'Kutu', size: 'kucuk', count: 3 }] }],
      boxes: null,
    });
    expect(decodeInventoryParam(`salon-1:~orta*1*${'a'.repeat(61)}`, DEFAULT_CATALOGUE)).toBeNull();
  });
});

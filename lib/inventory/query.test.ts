import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE } from './catalogue';
import { decodeInventoryParam, encodeInventoryParam } from './query';
import type { Inventory } from './inventory';

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
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FLASH_PARTS,
  decodeFlashCookie,
  encodeFlashCookie,
  flashCookieParts,
  formProblemShape,
  readFlashCookie,
} from './flash-cookie';

const shape = z.object({ message: z.string(), ...formProblemShape });

describe('a flash cookie', () => {
  it('brings back what the form carried, Turkish letters included, in cookie-safe characters', () => {
    const flash = {
      message: 'Yorumunuzu göndermek için işaretli alanları tamamlayın.',
      fieldErrors: { rating: 'Bir puan seçin (1 ile 5 arası).' },
      values: { comment: 'Eşyalarımız çok özenle taşındı; "teşekkürler" Şişli’den!' },
    };
    const cookie = encodeFlashCookie(flash);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeFlashCookie(cookie, shape)).toEqual(flash);
  });

  it('spreads a long flash over cookies a browser keeps, and reads it back whole', () => {
    // A damage report at its longest: 3000 characters of description and 1000 of items.
    const description = 'Yemek masasının üst tablası çizildi, sandalyenin ayağı kırıldı. '.repeat(50).slice(0, 3000);
    const items = 'masa, 4 sandalye, ayna, 2 koli tabak; '.repeat(30).slice(0, 1000);
    const flash = { message: 'Eksik alan var.', fieldErrors: { date: 'Tarih seçin.' }, values: { description, items } };
    const parts = flashCookieParts('hn-hasar', encodeFlashCookie(flash));
    expect(parts.map((p) => p.name)).toEqual(['hn-hasar', 'hn-hasar-2', 'hn-hasar-3'].slice(0, FLASH_PARTS));
    for (const part of parts) expect(part.name.length + part.value.length).toBeLessThan(4000);
    expect(parts.filter((p) => p.value).length).toBeGreaterThan(1);
    const jar = new Map(parts.map((p) => [p.name, { value: p.value }]));
    expect(decodeFlashCookie(readFlashCookie(jar, 'hn-hasar'), shape)).toEqual(flash);
  });

  it('clears every part when the flash is gone, and reads nothing from empty parts', () => {
    const parts = flashCookieParts('hn-hasar', null);
    expect(parts.every((p) => p.value === '')).toBe(true);
    expect(readFlashCookie(new Map(), 'hn-hasar')).toBeUndefined();
  });

  it('reads nothing from a missing, garbled or foreign cookie', () => {
    expect(decodeFlashCookie(undefined, shape)).toBeNull();
    expect(decodeFlashCookie('%%%', shape)).toBeNull();
    expect(decodeFlashCookie(encodeFlashCookie('düz metin'), shape)).toBeNull();
    expect(decodeFlashCookie(encodeFlashCookie({ message: 1, fieldErrors: {}, values: {} }), shape)).toBeNull();
    expect(decodeFlashCookie(encodeFlashCookie({ message: 'x', fieldErrors: { a: 2 }, values: {} }), shape)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeFlashCookie, encodeFlashCookie, formProblemShape } from './flash-cookie';

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

  it('stays within a cookie for a long Turkish comment', () => {
    const comment = 'Taşıma ekibi çok özenliydi, şikâyetimiz yok. '.repeat(44).slice(0, 2000);
    const cookie = encodeFlashCookie({ message: 'x', fieldErrors: {}, values: { comment } });
    expect(cookie.length).toBeLessThan(4000);
  });

  it('reads nothing from a missing, garbled or foreign cookie', () => {
    expect(decodeFlashCookie(undefined, shape)).toBeNull();
    expect(decodeFlashCookie('%%%', shape)).toBeNull();
    expect(decodeFlashCookie(encodeFlashCookie('düz metin'), shape)).toBeNull();
    expect(decodeFlashCookie(encodeFlashCookie({ message: 1, fieldErrors: {}, values: {} }), shape)).toBeNull();
    expect(decodeFlashCookie(encodeFlashCookie({ message: 'x', fieldErrors: { a: 2 }, values: {} }), shape)).toBeNull();
  });
});

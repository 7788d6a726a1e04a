// Migrations are history (docs/decisions/051-every-engine-test-on-postgres.md): 008 and 011
// carry frozen copies of the functions they ran when they were written (classifySource at
// e383113, leadSearchText with foldForSearch and nationalDigits at 56f207e). These are the
// values those functions gave then; the copies must keep giving them, whatever the live
// functions in lib/leads become.
import { describe, expect, it } from 'vitest';
import { classifySource008 } from './008-lead-pipeline';
import { leadSearchText011 } from './011-leads';

describe('the frozen code of old migrations', () => {
  it("008 classifies a stored lead's attribution as it did when it ran", () => {
    const cases: [Record<string, string> | null, string][] = [
      [null, 'dogrudan'],
      [{}, 'dogrudan'],
      [{ gclid: 'abc' }, 'google-ads'],
      [{ utm_source: 'Google', utm_medium: 'CPC' }, 'google-ads'],
      [{ utm_source: 'google', utm_medium: 'organic' }, 'organik'],
      [{ utm_source: 'newsletter', utm_medium: 'email' }, 'diger'],
      [{ fbclid: 'x' }, 'sosyal'],
      [{ utm_source: 'ig' }, 'sosyal'],
      [{ utm_medium: 'paid_social' }, 'sosyal'],
      [{ referrer: 'https://www.google.com.tr/' }, 'organik'],
      [{ referrer: 'https://yandex.com.tr/search' }, 'organik'],
      [{ referrer: 'https://l.facebook.com/l.php' }, 'sosyal'],
      [{ referrer: 'https://t.co/abc' }, 'sosyal'],
      [{ referrer: 'https://example.org/blog' }, 'diger'],
      [{ referrer: 'not a url' }, 'dogrudan'],
    ];
    for (const [attribution, source] of cases)
      expect([attribution, classifySource008(attribution)]).toEqual([attribution, source]);
  });

  it("011 writes a lead's search column as it did when it ran", () => {
    expect(
      leadSearchText011({
        name: 'Şükrü ÇAĞLAYAN',
        email: 'Sukru@Example.com',
        reference: 'HN-2026-0042',
        phone: '+90 532 111 22 33',
        subject: null,
        fromLocation: 'İZMİR  Karşıyaka',
        toLocation: 'Iğdır',
      }),
    ).toBe('sukru caglayan | sukru@example.com | hn-2026-0042 | izmir karsiyaka | igdir | 5321112233');
    expect(
      leadSearchText011({
        name: 'Ayşe',
        email: 'a@b.co',
        reference: null,
        phone: '0 (212) 555 44 33',
        subject: 'Fiyat?',
        fromLocation: null,
        toLocation: null,
      }),
    ).toBe('ayse | a@b.co | fiyat? | 2125554433');
    expect(
      leadSearchText011({
        name: 'X',
        email: 'x@y.z',
        reference: null,
        phone: null,
        subject: null,
        fromLocation: null,
        toLocation: null,
      }),
    ).toBe('x | x@y.z');
  });
});

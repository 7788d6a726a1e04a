import { describe, expect, it } from 'vitest';
import { COVERAGE_PHRASES, SERVICE_LIST, featuredServices, fillTokens } from './services';
import { SERVICE_FACTS, SERVICE_ORDER, formatPrice } from '@/content/services';

describe('service content', () => {
  it('has all 12 services in the order of the specification, each complete', () => {
    expect(SERVICE_LIST.map((s) => s.id)).toEqual([...SERVICE_ORDER]);
    for (const s of SERVICE_LIST) {
      expect(s.features, s.id).toHaveLength(6);
      expect(s.steps, s.id).toHaveLength(4);
      expect(s.faq, s.id).toHaveLength(6);
      expect(s.detailedDescription.length, s.id).toBeGreaterThanOrEqual(3);
      expect(s.description.length, s.id).toBeLessThanOrEqual(160);
    }
  });

  it('features positions 0-4 and 10 on the home page', () => {
    expect(featuredServices(SERVICE_LIST).map((s) => s.id)).toEqual([
      'sehir-ici-tasima',
      'sehirlerarasi-tasima',
      'ofis-tasima',
      'parca-esya-tasima',
      'evden-eve-nakliyat',
      'fabrika-tasima',
    ]);
  });

  it('shares no FAQ answer or description paragraph between two service pages', () => {
    const seen = new Map<string, string>();
    for (const s of SERVICE_LIST) {
      for (const text of [s.description, ...s.detailedDescription, ...s.faq.map((f) => f.answer)]) {
        const key = text.trim().toLocaleLowerCase('tr-TR');
        expect(seen.get(key), `"${text.slice(0, 60)}…" on ${s.id}`).toBeUndefined();
        seen.set(key, s.id);
      }
    }
  });

  it('shows only prices that equal the price table', () => {
    for (const s of SERVICE_LIST) {
      expect(s.priceDisplay).toBe(formatPrice(SERVICE_FACTS[s.id].priceFrom));
      const all = [
        s.description,
        ...s.detailedDescription,
        ...s.faq.flatMap((f) => [f.question, f.answer]),
        ...s.features.map((f) => f.text),
      ].join('\n');
      const prices = [...all.matchAll(/(\d{1,3}(?:\.\d{3})+|\d+)\s*TL/g)].map((m) => m[0]);
      for (const p of prices) expect(p, s.id).toBe(s.priceDisplay);
      expect(all).not.toMatch(/\{(price|duration|coverage)\}/);
      // Every page states its own starting price at least once in the FAQ.
      expect(
        s.faq.some((f) => f.answer.includes(s.priceDisplay)),
        s.id,
      ).toBe(true);
    }
  });

  it('agrees with the fixed facts: 20 floors, 500 kg, 1 to 50 tons, 2 hours ahead', () => {
    const text = SERVICE_LIST.map((s) =>
      [...s.detailedDescription, ...s.faq.map((f) => f.answer), ...s.features.map((f) => f.text)].join(' '),
    ).join(' ');
    for (const m of text.matchAll(/(\d+)\.?\s*kat/g)) expect(Number(m[1])).toBeLessThanOrEqual(20);
    for (const m of text.matchAll(/(\d+)\s*kg/g)) expect(Number(m[1]), m[0]).toBeLessThanOrEqual(500);
    for (const m of text.matchAll(/(\d+)\s*ton/g)) expect(Number(m[1]), m[0]).toBeLessThanOrEqual(50);
    for (const m of text.matchAll(/en az (\d+) saat önce/g)) expect(m[1]).toBe('2');
  });

  it('fills the tokens from the table', () => {
    expect(fillTokens('{price} · {duration} · {coverage}', SERVICE_FACTS['koli-tasima'])).toBe(
      '8.000 TL · 1-2 saat · Şehir merkezi',
    );
  });

  it('says where a service is given in a sentence, never as a pasted label', () => {
    expect(fillTokens('Ofis taşımayı {coverageIn} yapıyoruz.', SERVICE_FACTS['ofis-tasima'])).toBe(
      "Ofis taşımayı tüm Türkiye'de yapıyoruz.",
    );
    for (const facts of Object.values(SERVICE_FACTS)) {
      if (facts.id !== 'sehirlerarasi-tasima') expect(COVERAGE_PHRASES[facts.coverage], facts.id).toBeDefined();
    }
    const answers = SERVICE_LIST.flatMap((s) => s.faq.map((q) => q.answer));
    for (const answer of answers) {
      expect(answer).not.toMatch(/(kapsam[ıi]mız|alanımız|kapsamı): /);
      expect(answer).not.toMatch(/\b(Tüm Türkiye|Tüm şehir|Şehir merkezi) (kapsamında|üzerinden)/);
    }
  });
});

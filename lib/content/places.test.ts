import { describe, expect, it } from 'vitest';
import { DISTRICTS, PROVINCES, getProvince, provincesOf } from './places';
import { REGION_TABLE } from '@/content/regions';

const words = (paragraphs: string[]) => paragraphs.join(' ').split(/\s+/).filter(Boolean).length;

describe('places', () => {
  it('has the official 7 regions with 81 provinces and 39 Istanbul districts', () => {
    expect(REGION_TABLE).toHaveLength(7);
    expect(PROVINCES).toHaveLength(81);
    expect(DISTRICTS).toHaveLength(39);
    expect(Object.fromEntries(REGION_TABLE.map((r) => [r.slug, provincesOf(r.slug).length]))).toEqual({
      marmara: 11,
      ege: 8,
      akdeniz: 8,
      'ic-anadolu': 13,
      karadeniz: 18,
      'dogu-anadolu': 14,
      'guneydogu-anadolu': 9,
    });
    for (const r of REGION_TABLE) expect(getProvince(r.mainCity)?.region.slug).toBe(r.slug);
  });

  it('gives every place its own about text and four features', () => {
    const paragraphs = new Map<string, string>();
    for (const place of [...PROVINCES, ...DISTRICTS]) {
      expect(place.ozellikler, place.slug).toHaveLength(4);
      // A province other than İstanbul is a route page: at least 250 words of its own (issue 15).
      const own = PROVINCES.some((p) => p.slug === place.slug) && place.slug !== 'istanbul' ? 250 : 100;
      expect(words(place.aciklama), place.slug).toBeGreaterThanOrEqual(own);
      for (const p of place.aciklama) {
        const key = p.trim().toLocaleLowerCase('tr-TR');
        expect(paragraphs.get(key), `${place.slug} repeats a paragraph of ${paragraphs.get(key)}`).toBeUndefined();
        paragraphs.set(key, place.slug);
      }
      expect(place.aciklama.join(' ')).not.toMatch(/\d[\d.]*\s*TL/);
    }
  });
});

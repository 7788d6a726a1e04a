import { describe, expect, it } from 'vitest';
import { REGION_TEXTS } from './region-texts';
import { REGION_TABLE } from './regions';

describe('region hub texts', () => {
  it('give every region its own descriptive paragraph without prices', () => {
    expect(Object.keys(REGION_TEXTS).sort()).toEqual(REGION_TABLE.map((r) => r.slug).sort());
    for (const region of REGION_TABLE) {
      const text = REGION_TEXTS[region.slug];
      expect(text.split(/\s+/).length, region.slug).toBeGreaterThanOrEqual(40);
      expect(text, region.slug).toContain(region.name.split(' ')[0]);
      expect(text).not.toMatch(/\d[\d.]*\s*TL/);
    }
    expect(new Set(Object.values(REGION_TEXTS)).size).toBe(REGION_TABLE.length);
  });
});

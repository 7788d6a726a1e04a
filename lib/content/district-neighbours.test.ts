import { describe, expect, it } from 'vitest';
import { DISTRICT_NEIGHBOURS, districtNeighbours } from '@/content/district-neighbours';
import { DISTRICTS } from './places';

describe('İstanbul district neighbours', () => {
  const slugs = DISTRICTS.map((d) => d.slug);

  it('lists exactly the 39 districts, each with at least three known neighbours and no repeats', () => {
    expect(Object.keys(DISTRICT_NEIGHBOURS).sort()).toEqual([...slugs].sort());
    for (const slug of slugs) {
      const neighbours = districtNeighbours(slug);
      expect(neighbours.length, slug).toBeGreaterThanOrEqual(3);
      expect(new Set(neighbours).size, slug).toBe(neighbours.length);
      expect(neighbours, slug).not.toContain(slug);
      for (const n of neighbours) expect(slugs, `${slug} → ${n}`).toContain(n);
    }
  });

  it('is symmetric', () => {
    for (const [a, neighbours] of Object.entries(DISTRICT_NEIGHBOURS)) {
      for (const b of neighbours) expect(districtNeighbours(b), `${b} should list ${a}`).toContain(a);
    }
  });

  it('gives no neighbours for an unknown district', () => {
    expect(districtNeighbours('istinye')).toEqual([]);
  });
});

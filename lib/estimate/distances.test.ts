import { describe, expect, it } from 'vitest';
import { PROVINCES } from '@/lib/content/places';
import { distanceTable, parseDistanceTable, roadDistanceKm } from './distances.server';

describe('road distances between provinces', () => {
  it('covers exactly the 81 provinces of the content table, under the same names', () => {
    const table = distanceTable();
    expect(table.slugs).toHaveLength(81);
    expect([...table.slugs].sort()).toEqual(PROVINCES.map((p) => p.slug).sort());
    for (const province of PROVINCES) expect(table.names.get(province.slug), province.slug).toBe(province.ad);
  });

  it('is symmetric, zero on the diagonal and positive elsewhere', () => {
    const slugs = PROVINCES.map((p) => p.slug);
    for (const a of slugs) {
      expect(roadDistanceKm(a, a), a).toBe(0);
      for (const b of slugs) {
        if (a === b) continue;
        const km = roadDistanceKm(a, b);
        expect(km, `${a}–${b}`).toBeGreaterThan(0);
        expect(roadDistanceKm(b, a), `${b}–${a}`).toBe(km);
      }
    }
  });

  it('gives the highways authority figures from İstanbul', () => {
    expect(roadDistanceKm('istanbul', 'ankara')).toBe(453);
    expect(roadDistanceKm('istanbul', 'van')).toBe(1641);
    expect(roadDistanceKm('izmir', 'istanbul')).toBe(566);
  });

  it('answers null for a place that is not a province', () => {
    expect(roadDistanceKm('istanbul', 'kadikoy')).toBeNull();
    expect(roadDistanceKm('atlantis', 'ankara')).toBeNull();
  });

  it('reads the file once', () => {
    expect(distanceTable()).toBe(distanceTable());
  });
});

describe('parseDistanceTable', () => {
  const good = 'il,slug,a,b,c\nA,a,0,5,7\nB,b,5,0,9\nC,c,7,9,0\n';

  it('parses a well-formed table, with a byte order mark and Windows line ends', () => {
    const table = parseDistanceTable(`\uFEFF${good.replace(/\n/g, '\r\n')}`);
    expect(table.slugs).toEqual(['a', 'b', 'c']);
    expect(table.km.get('c')?.get('b')).toBe(9);
    expect(table.names.get('b')).toBe('B');
  });

  it('refuses a table that would give a wrong distance', () => {
    expect(() => parseDistanceTable(good.replace('B,b,5,0,9', 'B,b,6,0,9'))).toThrow(/a–b is 5 but b–a is 6/);
    expect(() => parseDistanceTable(good.replace('C,c,7,9,0', 'C,c,7,9,1'))).toThrow(/c–c must be 0/);
    expect(() => parseDistanceTable(good.replace('B,b,5,0,9', 'B,b,5,0,x'))).toThrow(/not a whole number/);
    expect(() => parseDistanceTable(good.replace('B,b,5,0,9', 'B,b,5,0'))).toThrow(/has 2 distances/);
    expect(() => parseDistanceTable(good.replace('B,b,', 'B,x,'))).toThrow(/row 3 is x, expected b/);
    expect(() => parseDistanceTable(good.replace('C,c,7,9,0\n', ''))).toThrow(/3 provinces in the header but 2 rows/);
    expect(() => parseDistanceTable(good.replace('il,slug', 'name,id'))).toThrow(/header/);
    expect(() => parseDistanceTable('il,slug,a,b\nA,a,0,0\nB,b,0,0\n')).toThrow(/a–b is 0/);
  });
});

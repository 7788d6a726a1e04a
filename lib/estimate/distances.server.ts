// Road distances between the centres of Türkiye's 81 provinces, from the highways
// authority's table (Karayolları Genel Müdürlüğü, "İller Arası Mesafe Cetveli") kept in
// content/data/il-mesafeleri.csv. Read and checked once per process, then cached.
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface DistanceTable {
  /** Province slugs in the table's order. */
  slugs: string[];
  /** Province names with Turkish letters, by slug. */
  names: Map<string, string>;
  /** km between two provinces, by `from` then `to` slug. */
  km: Map<string, Map<string, number>>;
}

/** Where the table lives; the app reads it from its own tree, never from outside. */
export const DISTANCE_TABLE_PATH = path.join(process.cwd(), 'content', 'data', 'il-mesafeleri.csv');

/**
 * Parses the CSV: a header `il,slug,{slug}...`, then one row per province
 * `{name},{slug},{km}...` in the header's order. Throws, naming the row, on anything
 * that would make a distance wrong: a missing or extra cell, a non-number, a row out of
 * order, a non-zero diagonal or an asymmetric pair.
 */
export function parseDistanceTable(csv: string): DistanceTable {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const [header, ...rows] = lines.map((line) => line.split(',').map((cell) => cell.trim()));
  if (!header || header[0] !== 'il' || header[1] !== 'slug')
    throw new Error('Distance table: header must start il,slug');
  const slugs = header.slice(2);
  if (new Set(slugs).size !== slugs.length) throw new Error('Distance table: a province appears twice in the header');
  if (rows.length !== slugs.length) {
    throw new Error(`Distance table: ${slugs.length} provinces in the header but ${rows.length} rows`);
  }

  const names = new Map<string, string>();
  const km = new Map<string, Map<string, number>>();
  rows.forEach((row, i) => {
    const [name = '', slug = '', ...cells] = row;
    if (slug !== slugs[i]) throw new Error(`Distance table: row ${i + 2} is ${slug}, expected ${slugs[i]}`);
    if (cells.length !== slugs.length) {
      throw new Error(`Distance table: row ${slug} has ${cells.length} distances, expected ${slugs.length}`);
    }
    const distances = new Map<string, number>();
    cells.forEach((cell, j) => {
      if (!/^\d+$/.test(cell)) throw new Error(`Distance table: ${slug}–${slugs[j]} is not a whole number: "${cell}"`);
      distances.set(slugs[j]!, Number(cell));
    });
    names.set(slug, name);
    km.set(slug, distances);
  });

  for (const a of slugs) {
    if (km.get(a)!.get(a) !== 0) throw new Error(`Distance table: ${a}–${a} must be 0`);
    for (const b of slugs) {
      const there = km.get(a)!.get(b)!;
      const back = km.get(b)!.get(a)!;
      if (there !== back) throw new Error(`Distance table: ${a}–${b} is ${there} but ${b}–${a} is ${back}`);
      if (a !== b && there === 0) throw new Error(`Distance table: ${a}–${b} is 0`);
    }
  }
  return { slugs, names, km };
}

let cached: DistanceTable | undefined;

/** The table, read from disk on first use. */
export function distanceTable(): DistanceTable {
  cached ??= parseDistanceTable(readFileSync(DISTANCE_TABLE_PATH, 'utf8'));
  return cached;
}

/** Road distance in km between two provinces' centres (0 within one), or null for an unknown slug. */
export function roadDistanceKm(fromSlug: string, toSlug: string): number | null {
  return distanceTable().km.get(fromSlug)?.get(toSlug) ?? null;
}

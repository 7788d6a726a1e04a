// The estimate does not charge an extra that the service's price includes ("Fiyatlar" →
// "Hizmete dahil olanlar", lib/included/table.ts; docs/decisions/029-what-is-included.md).
import { describe, expect, it } from 'vitest';
import { DEFAULT_INCLUDED, effectiveIncluded, includedExtras } from '@/lib/included/index.server';
import { estimateMove, type IncludedExtras, type StartingPrices } from './model';
import { DEFAULT_ESTIMATE_SETTINGS } from './settings';
import type { EstimateInput } from './types';

const PRICES: StartingPrices = {
  'sehir-ici-tasima': 15_000,
  'sehirlerarasi-tasima': 40_000,
  'asansorlu-tasimacilik': 20_000,
};

const end = (province: string, district: string | null) => ({
  province,
  district,
  floor: 3,
  elevator: false,
  furnitureLift: true,
});

/** Kadıköy → Beşiktaş 3+1 with every extra ticked. */
const EVERYTHING: EstimateInput = {
  origin: end('istanbul', 'kadikoy'),
  destination: end('istanbul', 'besiktas'),
  homeSize: '3+1',
  packing: true,
  assembly: true,
  insurance: true,
  date: null,
};

function extrasOf(table: ReturnType<typeof effectiveIncluded>): IncludedExtras {
  return {
    'sehir-ici-tasima': includedExtras(table, 'sehir-ici-tasima'),
    'sehirlerarasi-tasima': includedExtras(table, 'sehirlerarasi-tasima'),
  };
}

const run = (included?: IncludedExtras, input = EVERYTHING) =>
  estimateMove(input, DEFAULT_ESTIMATE_SETTINGS, { distanceKm: 0, startingPrices: PRICES, includedExtras: included });
const keys = (estimate: ReturnType<typeof run>) => estimate.lineItems.map((l) => l.key);

describe('extras a service includes', () => {
  it('charges every ticked extra with the seed table, as without a table', () => {
    const seeded = run(extrasOf(DEFAULT_INCLUDED));
    expect(seeded).toEqual(run());
    expect(keys(seeded)).toEqual(
      expect.arrayContaining(['packing', 'assembly', 'lift-origin', 'lift-destination', 'insurance']),
    );
  });

  it.each([
    ['packing', ['packing']],
    ['assembly', ['assembly']],
    ['furnitureLift', ['lift-origin', 'lift-destination']],
    ['insurance', ['insurance']],
  ] as const)('does not charge %s once staff mark it included for the service', (item, lines) => {
    const charged = run();
    const table = effectiveIncluded({ 'sehir-ici-tasima': { [item]: 'included' } });
    const free = run(extrasOf(table));
    for (const line of lines) expect(keys(free)).not.toContain(line);
    const saved = charged.lineItems.filter((l) => (lines as readonly string[]).includes(l.key));
    expect(saved.length).toBeGreaterThan(0);
    // Nothing but those lines changes; the adjustments are percentages of the work, so compare before them.
    expect(free.total).toBeLessThan(charged.total);
    // The visitor reads it as included in the service.
    expect(free.included.some((text) => text.endsWith('hizmete dahil'))).toBe(true);
  });

  it('keeps charging an extra that another service includes', () => {
    const table = effectiveIncluded({ 'sehirlerarasi-tasima': { packing: 'included' } });
    expect(keys(run(extrasOf(table)))).toContain('packing');
  });

  it('lists an included extra as included even when the visitor did not tick it', () => {
    const table = effectiveIncluded({ 'sehir-ici-tasima': { assembly: 'included' } });
    const estimate = run(extrasOf(table), { ...EVERYTHING, assembly: false });
    expect(estimate.included).toContain('Mobilyaların sökülüp yeniden kurulması, hizmete dahil');
    expect(estimate.excluded).not.toContain('Mobilyaların sökülüp yeniden kurulması');
  });
});

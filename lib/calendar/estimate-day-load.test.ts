import { describe, expect, it } from 'vitest';
import { estimateMove, type StartingPrices, DEFAULT_ESTIMATE_SETTINGS, type EstimateInput } from '@/lib/estimate';

const PRICES: StartingPrices = {
  'sehir-ici-tasima': 1_000,
  'sehirlerarasi-tasima': 1_000,
  'asansorlu-tasimacilik': 1_000,
};
const end = (district: string) => ({ province: 'istanbul', district, floor: 0, elevator: true, furnitureLift: false });
// A Wednesday outside the peak months and the month's turn of the default settings.
const input = (date: string | null): EstimateInput => ({
  origin: end('kadikoy'),
  destination: end('bagcilar'),
  homeSize: '3+1',
  packing: false,
  assembly: false,
  insurance: false,
  date,
});
const run = (date: string | null, dayLoad?: 'busy' | 'full' | null) =>
  estimateMove(input(date), DEFAULT_ESTIMATE_SETTINGS, { distanceKm: 0, startingPrices: PRICES, dayLoad });

describe('the estimate reads the calendar’s busy and full days', () => {
  it('prices a busy or full day with the peak factor, once, and a quiet day without', () => {
    const quiet = run('2027-03-17');
    expect(quiet.peak).toBe(false);
    expect(quiet.lineItems.find((l) => l.key === 'peak')).toBeUndefined();
    for (const load of ['busy', 'full'] as const) {
      const busy = run('2027-03-17', load);
      expect(busy).toMatchObject({ peak: true, dayLoad: load });
      const peak = busy.lineItems.filter((l) => l.key === 'peak');
      expect(peak).toHaveLength(1);
      expect(peak[0]!.label).toBe('Yoğun gün farkı');
      expect(busy.total).toBeGreaterThan(quiet.total);
    }
  });

  it('keeps the season’s own label and adds nothing twice on a busy day in the season', () => {
    const season = DEFAULT_ESTIMATE_SETTINGS.peakMonths[0]!;
    const day = `2027-${String(season).padStart(2, '0')}-16`;
    const both = run(day, 'full');
    expect(both.lineItems.filter((l) => l.key === 'peak').map((l) => l.label)).toEqual(['Yoğun sezon farkı']);
    expect(both.total).toBe(run(day).total);
  });

  it('has no day load without a date', () => {
    expect(run(null, 'full')).toMatchObject({ peak: false, dayLoad: null });
  });
});

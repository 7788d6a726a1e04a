import { describe, expect, it } from 'vitest';
import { estimateMove, type StartingPrices, DEFAULT_ESTIMATE_SETTINGS, type EstimateInput } from '@/lib/estimate';
import { builtInIncluded, EXTRA_ITEM_LABELS } from '@/lib/included/index.server';
import { MINIMUM_LINE_LABEL, TRUCK_DISTANCE_ASSUMPTION, linesFromEstimate, prefillOffer } from './prefill';
import { offerContentSchema, offerTotal } from './types';

const end = (province: string, floor: number, elevator: boolean, furnitureLift = false) => ({
  province,
  district: null,
  floor,
  elevator,
  furnitureLift,
});
const move = (over: Partial<EstimateInput> = {}): EstimateInput => ({
  origin: end('istanbul', 3, false),
  destination: end('ankara', 0, true),
  homeSize: '3+1',
  packing: true,
  assembly: false,
  insurance: false,
  date: '2026-12-15',
  ...over,
});
const PRICES: StartingPrices = {
  'sehir-ici-tasima': 4000,
  'sehirlerarasi-tasima': 9000,
  'asansorlu-tasimacilik': 3000,
};
const run = (input: EstimateInput, prices = PRICES) =>
  estimateMove(input, DEFAULT_ESTIMATE_SETTINGS, { distanceKm: 450, startingPrices: prices });
const source = (input: EstimateInput, prices = PRICES) => ({
  estimate: { input, result: run(input, prices) },
  serviceTitle: 'Evden Eve Nakliyat',
  startingPrice: 5000,
  included: builtInIncluded(),
  vat: { included: true, ratePercent: 20 },
  today: '2026-11-27',
});

describe('staff open the offer editor of a quote request with an estimate', () => {
  it('carries every line item of the estimate with its label, and the lines add up to its total', () => {
    const input = move();
    const estimate = run(input);
    const offer = prefillOffer(source(input));
    expect(offer.lines.map((l) => l.label)).toEqual(estimate.lineItems.map((item) => item.label));
    expect(offerTotal(offer.lines)).toBe(estimate.total);
    expect(offer.lines.some((l) => l.label === MINIMUM_LINE_LABEL)).toBe(false);
    expect(offerContentSchema.safeParse(offer).success).toBe(true);
  });

  it('adds an honest line up to the minimum price when the minimum held the range up', () => {
    const input = move({ destination: end('istanbul', 1, true), homeSize: '1+0', packing: false, date: null });
    const high: StartingPrices = { ...PRICES, 'sehir-ici-tasima': 60_000 };
    const estimate = run(input, high);
    expect(estimate.floorPrice.applied).toBe(true);
    const lines = linesFromEstimate(estimate);
    expect(lines.at(-1)).toEqual({ label: MINIMUM_LINE_LABEL, amount: estimate.floorPrice.amount - estimate.total });
    expect(offerTotal(lines)).toBe(estimate.floorPrice.amount);
    expect(offerTotal(lines)).toBe(estimate.min);
  });

  it('states the assumptions from the inputs, the date, the volume and the extras the estimate priced as included', () => {
    const input = move({ destination: end('ankara', 0, true, true) });
    const offer = prefillOffer(source(input));
    expect(offer.assumptions.map((a) => a.label)).toEqual([
      'Yükleme adresi: 3. kat, bina asansörü yok',
      'Boşaltma adresi: giriş katı, bina asansörü var',
      'Dış cephe asansörü boşaltma adresinde kullanılır',
      `Eşya hacmi yaklaşık ${DEFAULT_ESTIMATE_SETTINGS.volumeM3['3+1']} m³ (3+1 ev)`,
      TRUCK_DISTANCE_ASSUMPTION,
    ]);
    expect(offer.moveDate).toBe('2026-12-15');
    expect(offer.included).toContain(EXTRA_ITEM_LABELS.packing);
    expect(offer.included).toContain(EXTRA_ITEM_LABELS.furnitureLift);
    expect(offer.excluded).toEqual([EXTRA_ITEM_LABELS.assembly, EXTRA_ITEM_LABELS.insurance]);
    expect(offer.validityDays).toBe(7);
    expect(offer.paymentTerms).toBe('Ödeme taşıma günü, teslimattan sonra');
  });

  it('starts a request without an estimate from its service starting price, and today', () => {
    const offer = prefillOffer({ ...source(move()), estimate: null, serviceTitle: 'Ofis Taşıma' });
    expect(offer.lines).toEqual([{ label: 'Ofis Taşıma (başlangıç fiyatı)', amount: 5000 }]);
    expect(offer.moveDate).toBe('2026-11-27');
    expect(offer.assumptions).toEqual([{ label: TRUCK_DISTANCE_ASSUMPTION }]);
  });

  it('takes the inventory: its volume priced and its line in place of the home size’s volume', () => {
    const input = move();
    const withVolume = estimateMove(input, DEFAULT_ESTIMATE_SETTINGS, {
      distanceKm: 450,
      startingPrices: PRICES,
      volumeM3: 31.5,
    });
    const offer = prefillOffer({
      ...source(input),
      estimate: { input, result: withVolume },
      inventory: { assumption: 'Eşya listesi: 34 kalem, 31,5 m³' },
    });
    const labels = offer.assumptions.map((a) => a.label);
    expect(labels).toContain('Eşya listesi: 34 kalem, 31,5 m³');
    expect(labels.some((label) => label.startsWith('Eşya hacmi'))).toBe(false);
    expect(offer.lines.find((l) => l.label.startsWith('Yükleme ve boşaltma'))!.amount).toBe(
      Math.round(31.5 * DEFAULT_ESTIMATE_SETTINGS.labourPerM3),
    );
    const noEstimate = prefillOffer({
      ...source(input),
      estimate: null,
      inventory: { assumption: 'Eşya listesi: 3 kalem, 2,5 m³' },
    });
    expect(noEstimate.assumptions.map((a) => a.label)).toEqual([
      'Eşya listesi: 3 kalem, 2,5 m³',
      TRUCK_DISTANCE_ASSUMPTION,
    ]);
  });
});

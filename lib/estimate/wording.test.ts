// The estimate's texts a visitor reads or sends: no brackets inside brackets, whatever the move.
import { describe, expect, it } from 'vitest';
import { nestedBrackets } from '@/lib/text/brackets';
import { describeEstimateInput, estimateWhatsappText } from './describe.server';
import { estimateMove } from './model';
import { DEFAULT_ESTIMATE_SETTINGS } from './settings';
import { HOME_SIZES, type EstimateInput } from './types';

const PRICES = { 'sehir-ici-tasima': 15_000, 'sehirlerarasi-tasima': 40_000, 'asansorlu-tasimacilik': 20_000 };

function move(homeSize: EstimateInput['homeSize'], lift: boolean): EstimateInput {
  const end = (province: string, district: string | null) => ({
    province,
    district,
    floor: 4,
    elevator: false,
    furnitureLift: lift,
  });
  return {
    origin: end('istanbul', 'kadikoy'),
    destination: end('kocaeli', null),
    homeSize,
    packing: true,
    assembly: true,
    insurance: true,
    date: '2026-12-08',
  };
}

describe('brackets in what the estimate says', () => {
  it('finds doubled and nested brackets', () => {
    expect(nestedBrackets('fiyat (İstanbul · 1+0 (stüdyo))')).toHaveLength(1);
    expect(nestedBrackets('((')).toHaveLength(1);
    expect(nestedBrackets('1+0 (stüdyo) · kat (çıkış)')).toEqual([]);
  });

  for (const homeSize of HOME_SIZES) {
    for (const lift of [false, true]) {
      it(`has none for a ${homeSize} home${lift ? ' with the furniture lift' : ''}`, () => {
        const input = move(homeSize, lift);
        const estimate = estimateMove(input, DEFAULT_ESTIMATE_SETTINGS, { distanceKm: 111, startingPrices: PRICES });
        const texts = [
          describeEstimateInput(input),
          estimateWhatsappText(input, estimate, 'https://example.com/fiyat-hesaplama?x=1'),
          ...estimate.lineItems.map((l) => `${l.label} ${l.detail}`),
          ...estimate.included,
          ...estimate.excluded,
        ];
        for (const text of texts) expect(nestedBrackets(text), text).toEqual([]);
      });
    }
  }
});

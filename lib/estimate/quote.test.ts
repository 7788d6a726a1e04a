import { describe, expect, it } from 'vitest';
import { SERVICE_FACTS } from '@/content/services';
import { estimateQueryString } from './query';
import { QUOTE_ESTIMATE_FIELD, quoteEstimateFromForm, quotePageWithEstimate } from './quote.server';
import { estimateFromQuery, estimateMoveByRoad, getEstimateSettings } from './estimate.server';
import { DEFAULT_ESTIMATE_SETTINGS } from './settings';
import type { EstimateInput } from './types';

const NOW = new Date('2026-03-10T09:00:00Z');

const input: EstimateInput = {
  origin: { province: 'istanbul', district: 'kadikoy', floor: 4, elevator: false, furnitureLift: false },
  destination: { province: 'izmir', district: null, floor: 1, elevator: true, furnitureLift: false },
  homeSize: '3+1',
  packing: true,
  assembly: false,
  insurance: false,
  date: '2026-03-17',
};

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

describe('the estimate settings the pages read', () => {
  it('are the seed values, bounded by the service table starting prices', async () => {
    const { settings, startingPrices } = await getEstimateSettings();
    expect(settings).toEqual(DEFAULT_ESTIMATE_SETTINGS);
    expect(startingPrices).toEqual({
      'sehir-ici-tasima': SERVICE_FACTS['sehir-ici-tasima'].priceFrom,
      'sehirlerarasi-tasima': SERVICE_FACTS['sehirlerarasi-tasima'].priceFrom,
      'asansorlu-tasimacilik': SERVICE_FACTS['asansorlu-tasimacilik'].priceFrom,
    });
  });

  it('estimate a valid address and only a valid one', async () => {
    const valid = await estimateFromQuery(new URLSearchParams(estimateQueryString(input)), NOW);
    expect(valid.query.status).toBe('valid');
    expect(valid.today).toBe('2026-03-10');
    expect(valid.estimate?.intercity).toBe(true);
    const invalid = await estimateFromQuery({ nereden: 'atlantis', nereye: 'ankara', ev: '2+1' }, NOW);
    expect(invalid.query.status).toBe('invalid');
    expect(invalid.estimate).toBeNull();
  });
});

describe('a quote request made from an estimate', () => {
  it('computes the estimate on the server from the posted parameters', async () => {
    const { settings, startingPrices } = await getEstimateSettings();
    const expected = estimateMoveByRoad(input, settings, startingPrices);
    const stored = await quoteEstimateFromForm(form({ [QUOTE_ESTIMATE_FIELD]: estimateQueryString(input) }), NOW);
    expect(stored).toEqual({ min: expected.min, max: expected.max, inputs: input });
    expect(stored!.min).toBeGreaterThanOrEqual(SERVICE_FACTS['sehirlerarasi-tasima'].priceFrom);
  });

  it('never takes numbers from the browser', async () => {
    const query = `${estimateQueryString(input)}&estimate_min=1&estimate_max=2&min=1&max=2`;
    const stored = await quoteEstimateFromForm(
      form({ [QUOTE_ESTIMATE_FIELD]: query, estimate_min: '1', estimate_max: '2' }),
      NOW,
    );
    const { settings, startingPrices } = await getEstimateSettings();
    const expected = estimateMoveByRoad(input, settings, startingPrices);
    expect(stored).toEqual({ min: expected.min, max: expected.max, inputs: input });
  });

  it('stores no estimate without parameters, with bad ones, or with a date that has passed since', async () => {
    expect(await quoteEstimateFromForm(form({}), NOW)).toBeNull();
    expect(await quoteEstimateFromForm(form({ [QUOTE_ESTIMATE_FIELD]: '' }), NOW)).toBeNull();
    expect(
      await quoteEstimateFromForm(form({ [QUOTE_ESTIMATE_FIELD]: 'nereden=atlantis&nereye=ankara&ev=2%2B1' }), NOW),
    ).toBeNull();
    const later = new Date('2026-03-20T09:00:00Z');
    expect(await quoteEstimateFromForm(form({ [QUOTE_ESTIMATE_FIELD]: estimateQueryString(input) }), later)).toBeNull();
  });

  it('sends a form without JavaScript back to a page that carries the estimate the server read, whatever the page had', async () => {
    // A page whose address lost the estimate's parameters but the first, with other parameters of its own.
    const page = new URL('http://localhost/teklif-al?nereden=ankara&utm_source=google&hizmet=ofis-tasima');
    const stored = await quoteEstimateFromForm(form({ [QUOTE_ESTIMATE_FIELD]: estimateQueryString(input) }), NOW);
    const back = quotePageWithEstimate(page, stored);
    expect(back.pathname).toBe('/teklif-al');
    expect(back.search).toBe(`?${estimateQueryString(input)}&utm_source=google&hizmet=ofis-tasima`);
    // The page reads the same estimate from it again, and the form then carries it again.
    const again = await estimateFromQuery(back.searchParams, NOW);
    expect(again.query.status === 'valid' && again.query.input).toEqual(input);
    expect(await quoteEstimateFromForm(form({ [QUOTE_ESTIMATE_FIELD]: back.search.slice(1) }), NOW)).toEqual(stored);
    // Without an estimate (none, or one no longer valid) the page stays as it was.
    expect(quotePageWithEstimate(page, null)).toBe(page);
  });
});

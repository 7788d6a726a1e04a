import { describe, expect, it } from 'vitest';
import { SERVICE_FACTS } from '@/content/services';
import { estimateMove, type StartingPrices } from './model';
import { DEFAULT_ESTIMATE_SETTINGS, estimateSettingsSchema, parseEstimateSettings } from './settings';
import { HOME_SIZES, type EstimateInput, type MoveEnd } from './types';

const PRICES: StartingPrices = {
  'sehir-ici-tasima': SERVICE_FACTS['sehir-ici-tasima'].priceFrom,
  'sehirlerarasi-tasima': SERVICE_FACTS['sehirlerarasi-tasima'].priceFrom,
  'asansorlu-tasimacilik': SERVICE_FACTS['asansorlu-tasimacilik'].priceFrom,
};

const end = (province: string): MoveEnd => ({
  province,
  district: null,
  floor: 0,
  elevator: true,
  furnitureLift: false,
});
const typical = (homeSize: EstimateInput['homeSize'], to = 'istanbul'): EstimateInput => ({
  origin: end('istanbul'),
  destination: end(to),
  homeSize,
  packing: false,
  assembly: false,
  insurance: false,
  date: null,
});
const withDefaults = (input: EstimateInput, distanceKm = 0) =>
  estimateMove(input, DEFAULT_ESTIMATE_SETTINGS, { distanceKm, startingPrices: PRICES });

describe('estimate settings', () => {
  it('accepts the seed values as they are', () => {
    expect(estimateSettingsSchema.parse(DEFAULT_ESTIMATE_SETTINGS)).toEqual(DEFAULT_ESTIMATE_SETTINGS);
  });

  it('refuses out-of-range, fractional and missing numbers with Turkish messages per field', () => {
    const { baseFee: _omitted, ...withoutBaseFee } = DEFAULT_ESTIMATE_SETTINGS;
    expect(parseEstimateSettings(withoutBaseFee)).toEqual({
      ok: false,
      fieldErrors: { baseFee: 'Taban ücret için bir sayı girin.' },
    });
    expect(
      parseEstimateSettings({
        ...DEFAULT_ESTIMATE_SETTINGS,
        baseFee: -1,
        labourPerM3: 350.5,
        weekdayDiscountPercent: 60,
        roadKmPerDay: 50,
        cityDriveHours: 1.5,
      }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        baseFee: 'Taban ücret en az 0 TL olmalıdır.',
        labourPerM3: 'İşçilik (m³ başına) kuruşsuz, tam lira olmalıdır.',
        weekdayDiscountPercent: 'Hafta içi indirimi en çok %50 olabilir.',
        roadKmPerDay: 'Bir aracın günde gittiği yol en az 100 km olmalıdır.',
      },
    });
    expect(parseEstimateSettings({ ...DEFAULT_ESTIMATE_SETTINGS, furnitureLiftPerEnd: 250_000 })).toEqual({
      ok: false,
      fieldErrors: { furnitureLiftPerEnd: 'Asansörlü taşıma ücreti (adres başına) en çok 100.000 TL olabilir.' },
    });
  });

  it('still reads settings stored before the shared truck and the trip from the base, with the seed values', () => {
    const {
      emptyLegRatePerKm: _a,
      sharedMaxVolumeM3: _b,
      sharedNearMaxKm: _c,
      sharedMidMaxKm: _d,
      sharedNearPerM3: _e,
      sharedMidPerM3: _f,
      sharedFarPerM3: _g,
      sharedMinimum: _h,
      sharedDeliveryDays: _i,
      ...stored
    } = DEFAULT_ESTIMATE_SETTINGS;
    expect(parseEstimateSettings({ ...stored, baseFee: 4_500 })).toEqual({
      ok: true,
      settings: { ...DEFAULT_ESTIMATE_SETTINGS, baseFee: 4_500 },
    });
  });

  it('refuses shared-truck distance bands out of order', () => {
    expect(parseEstimateSettings({ ...DEFAULT_ESTIMATE_SETTINGS, sharedNearMaxKm: 900, sharedMidMaxKm: 800 })).toEqual({
      ok: false,
      fieldErrors: { sharedMidMaxKm: 'Paylaşılan aracın orta mesafe sınırı, yakın mesafe sınırından büyük olmalıdır.' },
    });
  });

  it('refuses a larger home with a smaller typical volume', () => {
    const result = parseEstimateSettings({
      ...DEFAULT_ESTIMATE_SETTINGS,
      volumeM3: { ...DEFAULT_ESTIMATE_SETTINGS.volumeM3, '3+1': 20 },
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { 'volumeM3.3+1': '3+1 evin tipik hacmi 2+1 evinkinden az olamaz.' },
    });
  });

  it('keeps each peak month once, in order, and refuses a month that does not exist', () => {
    const result = parseEstimateSettings({ ...DEFAULT_ESTIMATE_SETTINGS, peakMonths: [9, 6, 6, 7] });
    expect(result.ok && result.settings.peakMonths).toEqual([6, 7, 9]);
    expect(parseEstimateSettings({ ...DEFAULT_ESTIMATE_SETTINGS, peakMonths: [13] })).toEqual({
      ok: false,
      fieldErrors: { 'peakMonths.0': 'Yoğun sezon ayları 1 ile 12 arasında olmalıdır.' },
    });
  });
});

describe('seed values against the service table', () => {
  it('puts a typical 2+1 in-city move just above the in-city starting price', () => {
    const e = withDefaults(typical('2+1'));
    // 27 m³, 1 truck: 4.000 + 27 × 350 = 9.450 + 4.500 = 17.950
    // min floor500(16.155) = 16.000; max ceil500(20.642,5) = 21.000
    expect(e).toMatchObject({ total: 17_950, min: 16_000, max: 21_000, vehicles: 1, service: 'sehir-ici-tasima' });
    expect(e.min).toBeGreaterThan(SERVICE_FACTS['sehir-ici-tasima'].priceFrom);
    expect(e.duration).toEqual({ unit: 'hours', value: 6 }); // 27 / 6 = 4,5 h + 1 h → 6 hours
  });

  it('starts the smallest homes at the in-city starting price, not below it', () => {
    // 1+1: 4.000 + 18 × 350 = 6.300 + 4.500 = 14.800; min floor500(13.320) = 13.000 → 15.000; max 17.500
    expect(withDefaults(typical('1+1'))).toMatchObject({ total: 14_800, min: 15_000, max: 17_500 });
    for (const size of HOME_SIZES) {
      expect(withDefaults(typical(size)).min, size).toBeGreaterThanOrEqual(SERVICE_FACTS['sehir-ici-tasima'].priceFrom);
    }
  });

  it('puts a typical 2+1 to Ankara at the intercity starting price and to Van well above it', () => {
    // 4.000 + 9.450 + 8.000 + 453 × 45 = 20.385 → 41.835; min floor500(37.651,5) = 37.500 → 40.000; max 48.500
    expect(withDefaults(typical('2+1', 'ankara'), 453)).toMatchObject({ total: 41_835, min: 40_000, max: 48_500 });
    // 4.000 + 9.450 + 8.000 + 1.641 × 45 = 73.845 → 95.295; min floor500(85.765,5) = 85.500; max ceil500(109.589,25) = 110.000
    expect(withDefaults(typical('2+1', 'van'), 1641)).toMatchObject({
      total: 95_295,
      min: 85_500,
      max: 110_000,
      duration: { unit: 'days', value: 3 },
    });
  });

  it('gives a weekday discount, as the "İndirimli Nakliyat" badge promises', () => {
    expect(DEFAULT_ESTIMATE_SETTINGS.weekdayDiscountPercent).toBeGreaterThan(0);
    const weekday = withDefaults({ ...typical('3+1'), date: '2026-03-11' });
    const weekend = withDefaults({ ...typical('3+1'), date: '2026-03-14' });
    expect(weekday.total).toBeLessThan(weekend.total);
  });
});

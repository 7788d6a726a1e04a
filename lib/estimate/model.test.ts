import { describe, expect, it } from 'vitest';
import { classifyDate, estimateMove, type MoveEstimate, type StartingPrices } from './model';
import { estimateSettingsSchema, type EstimateSettings } from './settings';
import type { EstimateInput, MoveEnd } from './types';

// Round numbers, so that every case below can be checked with pen and paper. They are not
// the seed values (see settings.test.ts for those): the model must follow whatever staff set.
const SETTINGS: EstimateSettings = estimateSettingsSchema.parse({
  volumeM3: { '1+0': 10, '1+1': 15, '2+1': 25, '3+1': 35, '4+1': 45, '5+1': 60 },
  baseFee: 2_000,
  labourPerM3: 300,
  vehicleCapacityM3: 30,
  cityRatePerVehicle: 3_000,
  intercityFeePerVehicle: 5_000,
  roadRatePerKm: 40,
  floorSurchargePerFloor: 500,
  furnitureLiftPerEnd: 4_000,
  packingPerM3: 200,
  assemblyPerM3: 100,
  insurancePerM3: 50,
  weekdayDiscountPercent: 10,
  weekendSurchargePercent: 20,
  peakSurchargePercent: 10,
  peakMonths: [7, 8],
  monthTurnDays: 2,
  rangeBelowPercent: 10,
  rangeAbovePercent: 20,
  crewM3PerHour: 5,
  packingM3PerHour: 10,
  cityDriveHours: 1,
  roadKmPerDay: 500,
});

const PRICES: StartingPrices = {
  'sehir-ici-tasima': 15_000,
  'sehirlerarasi-tasima': 40_000,
  'asansorlu-tasimacilik': 20_000,
};

// Highways authority distances from İstanbul (content/data/il-mesafeleri.csv).
const KM = { ankara: 453, van: 1641 } as const;

function end(province: string, rest: Partial<MoveEnd> = {}): MoveEnd {
  return { province, district: null, floor: 0, elevator: true, furnitureLift: false, ...rest };
}

/** A 3+1 from Kadıköy to Bağcılar, elevators at both ends, no extras, no date. */
function move(rest: Partial<EstimateInput> = {}): EstimateInput {
  return {
    origin: end('istanbul', { district: 'kadikoy' }),
    destination: end('istanbul', { district: 'bagcilar' }),
    homeSize: '3+1',
    packing: false,
    assembly: false,
    insurance: false,
    date: null,
    ...rest,
  };
}

function run(input: EstimateInput, distanceKm = 0, prices: StartingPrices = PRICES): MoveEstimate {
  return estimateMove(input, SETTINGS, { distanceKm, startingPrices: prices });
}

const amounts = (e: MoveEstimate) => Object.fromEntries(e.lineItems.map((item) => [item.key, item.amount]));

describe('estimateMove', () => {
  it('prices a 3+1 within İstanbul from volume, vehicles and the city rate', () => {
    const e = run(move());
    // 35 m³ → ceil(35 / 30) = 2 vehicles
    // base 2.000 + labour 35 × 300 = 10.500 + city 2 × 3.000 = 6.000 → 18.500
    // min floor500(18.500 × 0,90 = 16.650) = 16.500; max ceil500(18.500 × 1,20 = 22.200) = 22.500
    expect(amounts(e)).toEqual({ base: 2_000, labour: 10_500, 'city-vehicles': 6_000 });
    expect(e).toMatchObject({
      total: 18_500,
      min: 16_500,
      max: 22_500,
      volumeM3: 35,
      vehicles: 2,
      intercity: false,
      distanceKm: 0,
      service: 'sehir-ici-tasima',
      floorPrice: { service: 'sehir-ici-tasima', amount: 15_000, applied: false },
      // each of the 2 crews moves 17,5 m³: 17,5 / 5 = 3,5 h + 1 h driving = 4,5 → 5 hours
      duration: { unit: 'hours', value: 5 },
      day: null,
      peak: false,
      adjustments: [],
    });
  });

  it('prices a 1+1 below a 3+1, and never below the in-city starting price', () => {
    const e = run(move({ homeSize: '1+1' }));
    // 15 m³ → 1 vehicle; 2.000 + 15 × 300 = 4.500 + 1 × 3.000 → 9.500
    // min floor500(8.550) = 8.500 → raised to the starting price 15.000
    // max ceil500(11.400) = 11.500 → never below the minimum: 15.000
    expect(e).toMatchObject({ total: 9_500, min: 15_000, max: 15_000, vehicles: 1 });
    expect(e.floorPrice).toEqual({ service: 'sehir-ici-tasima', amount: 15_000, applied: true });
    // 15 / 5 = 3 h + 1 h driving
    expect(e.duration).toEqual({ unit: 'hours', value: 4 });
    expect(e.total).toBeLessThan(run(move()).total);
  });

  it('follows a staff-edited starting price, rounded up to 500 TL', () => {
    const e = run(move({ homeSize: '1+1' }), 0, { ...PRICES, 'sehir-ici-tasima': 16_250 });
    expect(e).toMatchObject({ min: 16_500, max: 16_500, floorPrice: { amount: 16_500, applied: true } });
  });

  it('prices İstanbul–Ankara and İstanbul–Van on the road distance per vehicle', () => {
    const input = move({ destination: end('ankara') });
    const ankara = run(input, KM.ankara);
    // 3+1: 35 m³, 2 vehicles
    // base 2.000 + labour 10.500 + intercity fee 2 × 5.000 = 10.000 + road 453 × 40 × 2 = 36.240 → 58.740
    // min floor500(52.866) = 52.500; max ceil500(70.488) = 70.500
    expect(amounts(ankara)).toEqual({ base: 2_000, labour: 10_500, 'intercity-fee': 10_000, road: 36_240 });
    expect(ankara).toMatchObject({
      total: 58_740,
      min: 52_500,
      max: 70_500,
      intercity: true,
      distanceKm: 453,
      service: 'sehirlerarasi-tasima',
      floorPrice: { service: 'sehirlerarasi-tasima', amount: 40_000, applied: false },
      // ceil(453 / 500) = 1 day
      duration: { unit: 'days', value: 1 },
    });
    expect(ankara.lineItems.find((i) => i.key === 'road')?.detail).toBe('453 km × 40 TL × 2 araç');

    const van = run(move({ destination: end('van') }), KM.van);
    // road 1.641 × 40 × 2 = 131.280; 2.000 + 10.500 + 10.000 + 131.280 = 153.780
    // min floor500(138.402) = 138.000; max ceil500(184.536) = 185.000; ceil(1.641 / 500) = 4 days
    expect(van).toMatchObject({ total: 153_780, min: 138_000, max: 185_000, duration: { unit: 'days', value: 4 } });
  });

  it('never prices a move between provinces below the intercity starting price', () => {
    const e = run(move({ homeSize: '2+1', destination: end('ankara') }), KM.ankara);
    // 25 m³, 1 vehicle: 2.000 + 7.500 + 5.000 + 453 × 40 = 18.120 → 32.620
    // min floor500(29.358) = 29.000 → 40.000; max ceil500(39.144) = 39.500 → 40.000
    expect(e).toMatchObject({ total: 32_620, min: 40_000, max: 40_000 });
    expect(e.floorPrice).toEqual({ service: 'sehirlerarasi-tasima', amount: 40_000, applied: true });
  });

  it('ignores the distance within one province and refuses a missing one between two', () => {
    expect(run(move(), 999).total).toBe(18_500);
    expect(() => run(move({ destination: end('ankara') }), 0)).toThrow(/No road distance/);
  });

  it('charges each floor climbed by stairs at an end without an elevator', () => {
    const withElevator = run(move({ origin: end('istanbul', { floor: 5, elevator: true }) }));
    expect(withElevator.total).toBe(18_500);

    const noElevator = run(move({ origin: end('istanbul', { floor: 5, elevator: false }) }));
    // 18.500 + 5 floors × 500 = 2.500 → 21.000; min floor500(18.900) = 18.500; max ceil500(25.200) = 25.500
    expect(noElevator).toMatchObject({ total: 21_000, min: 18_500, max: 25_500 });
    expect(noElevator.lineItems.find((i) => i.key === 'floors-origin')).toEqual({
      key: 'floors-origin',
      label: 'Asansörsüz kat ücreti (çıkış)',
      detail: '5 kat × 500 TL',
      amount: 2_500,
    });

    const bothEnds = run(
      move({
        origin: end('istanbul', { floor: 5, elevator: false }),
        destination: end('istanbul', { floor: 5, elevator: false }),
      }),
    );
    // 18.500 + 2.500 + 2.500 = 23.500; min floor500(21.150) = 21.000; max ceil500(28.200) = 28.500
    expect(bothEnds).toMatchObject({ total: 23_500, min: 21_000, max: 28_500 });
  });

  it('charges the furniture lift per end instead of the stairs, never below the lift service price', () => {
    const lifted = run(move({ origin: end('istanbul', { floor: 5, elevator: false, furnitureLift: true }) }));
    // the lift carries the goods: no stairs; 18.500 + 4.000 = 22.500
    // min floor500(20.250) = 20.000 (= the lift service's 20.000, not raised); max 27.000
    expect(amounts(lifted)).toEqual({ base: 2_000, labour: 10_500, 'city-vehicles': 6_000, 'lift-origin': 4_000 });
    expect(lifted).toMatchObject({ total: 22_500, min: 20_000, max: 27_000 });
    expect(lifted.floorPrice).toEqual({ service: 'asansorlu-tasimacilik', amount: 20_000, applied: false });
    expect(lifted.included).toContain('Asansörlü taşıma (çıkış adresinde)');

    const small = run(
      move({
        homeSize: '1+1',
        origin: end('istanbul', { furnitureLift: true }),
        destination: end('istanbul', { furnitureLift: true }),
      }),
    );
    // 9.500 + 2 × 4.000 = 17.500; min floor500(15.750) = 15.500 → lift service 20.000; max ceil500(21.000) = 21.000
    expect(small).toMatchObject({ total: 17_500, min: 20_000, max: 21_000 });
    expect(small.floorPrice).toEqual({ service: 'asansorlu-tasimacilik', amount: 20_000, applied: true });
    expect(small.included).toContain('Asansörlü taşıma (çıkış ve varış adreslerinde)');
  });

  it('adds packing, assembly and insurance per m³ and says what is included', () => {
    const plain = run(move());
    expect(plain.excluded).toEqual(
      expect.arrayContaining([
        'Eşyaların paketlenmesi ve koli malzemesi',
        'Mobilyaların sökülüp yeniden kurulması',
        'Eşyanın tam değerini kapsayan genişletilmiş sigorta',
      ]),
    );

    const packed = run(move({ packing: true }));
    // 18.500 + 35 × 200 = 7.000 → 25.500; min floor500(22.950) = 22.500; max ceil500(30.600) = 31.000
    // per crew 17,5 m³: 17,5 / 5 = 3,5 h + 17,5 / 10 = 1,75 h packing + 1 h = 6,25 → 7 hours
    expect(packed).toMatchObject({ total: 25_500, min: 22_500, max: 31_000, duration: { unit: 'hours', value: 7 } });
    expect(packed.included).toContain('Eşyaların paketlenmesi ve koli malzemesi');
    expect(packed.excluded).not.toContain('Eşyaların paketlenmesi ve koli malzemesi');

    const full = run(move({ packing: true, assembly: true, insurance: true }));
    // 25.500 + assembly 35 × 100 = 3.500 + insurance 35 × 50 = 1.750 → 30.750
    expect(amounts(full)).toMatchObject({ packing: 7_000, assembly: 3_500, insurance: 1_750 });
    expect(full.total).toBe(30_750);
    expect(full.excluded).not.toContain('Eşyanın tam değerini kapsayan genişletilmiş sigorta');
  });

  it('gives the weekday discount and charges the weekend, on the work only', () => {
    // 3+1 with packing: work 25.500 (see above)
    const wednesday = run(move({ packing: true, date: '2026-03-11' }));
    // -10 % × 25.500 = -2.550 → 22.950; min floor500(20.655) = 20.500; max ceil500(27.540) = 28.000
    expect(wednesday).toMatchObject({ total: 22_950, min: 20_500, max: 28_000, day: 'weekday', peak: false });
    expect(wednesday.adjustments).toEqual([{ kind: 'weekday', percent: -10, amount: -2_550 }]);
    expect(wednesday.lineItems.at(-1)).toEqual({
      key: 'weekday',
      label: 'Hafta içi indirimi',
      detail: '-%10 × 25.500 TL',
      amount: -2_550,
    });

    const saturday = run(move({ packing: true, date: '2026-03-14' }));
    // +20 % × 25.500 = 5.100 → 30.600; min floor500(27.540) = 27.500; max ceil500(36.720) = 37.000
    expect(saturday).toMatchObject({ total: 30_600, min: 27_500, max: 37_000, day: 'weekend' });

    const sunday = run(move({ packing: true, date: '2026-03-15' }));
    expect(sunday).toMatchObject({ total: 30_600, day: 'weekend' });

    const insured = run(move({ packing: true, insurance: true, date: '2026-03-11' }));
    // the discount stays 10 % of the work (2.550), not of work + insurance: 25.500 - 2.550 + 1.750 = 24.700
    expect(insured.total).toBe(24_700);
  });

  it('adds the peak factor in the season and at the turn of a month', () => {
    const julySaturday = run(move({ packing: true, date: '2026-07-11' }));
    // 25.500 + 20 % (5.100) + 10 % (2.550) = 33.150; min floor500(29.835) = 29.500; max ceil500(39.780) = 40.000
    expect(julySaturday).toMatchObject({ total: 33_150, min: 29_500, max: 40_000, peak: true });
    expect(julySaturday.lineItems.at(-1)?.label).toBe('Yoğun sezon farkı');

    const monthEnd = run(move({ packing: true, date: '2026-03-30' }));
    // Monday 30 March, one of the last 2 days: -2.550 + 2.550 = 25.500
    expect(monthEnd.adjustments).toEqual([
      { kind: 'weekday', percent: -10, amount: -2_550 },
      { kind: 'peak', percent: 10, amount: 2_550 },
    ]);
    expect(monthEnd.total).toBe(25_500);
    expect(monthEnd.lineItems.at(-1)?.label).toBe('Ay dönümü yoğunluk farkı');
  });

  it('keeps every line item in whole TL and the total their sum', () => {
    const e = run(
      move({
        homeSize: '5+1',
        origin: end('istanbul', { floor: 3, elevator: false }),
        destination: end('van', { floor: 12, furnitureLift: true }),
        packing: true,
        assembly: true,
        insurance: true,
        date: '2026-08-01',
      }),
      KM.van,
    );
    for (const item of e.lineItems) expect(Number.isInteger(item.amount), item.key).toBe(true);
    expect(e.total).toBe(e.lineItems.reduce((sum, item) => sum + item.amount, 0));
    expect(e.min % 500).toBe(0);
    expect(e.max % 500).toBe(0);
    expect(e.min).toBeLessThanOrEqual(e.total);
    expect(e.max).toBeGreaterThanOrEqual(e.total);
  });
});

describe('classifyDate', () => {
  const season = { peakMonths: [7, 8], monthTurnDays: 2 };

  it('tells weekdays from weekends by the calendar day', () => {
    expect(classifyDate('2026-03-13', season).day).toBe('weekday'); // Friday
    expect(classifyDate('2026-03-14', season).day).toBe('weekend'); // Saturday
    expect(classifyDate('2026-03-16', season).day).toBe('weekday'); // Monday
  });

  it('marks the season months and the first and last days of a month', () => {
    expect(classifyDate('2026-07-15', season)).toMatchObject({ peak: true, season: true, monthTurn: false });
    expect(classifyDate('2026-03-03', season).peak).toBe(false);
    expect(classifyDate('2026-04-02', season)).toMatchObject({ peak: true, monthTurn: true });
    expect(classifyDate('2026-02-27', season).monthTurn).toBe(true); // February 2026 has 28 days
    expect(classifyDate('2026-02-26', season).monthTurn).toBe(false);
    expect(classifyDate('2026-03-30', { ...season, monthTurnDays: 0 }).peak).toBe(false);
  });
});

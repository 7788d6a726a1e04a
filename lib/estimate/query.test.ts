import { describe, expect, it } from 'vitest';
import {
  ESTIMATE_QUERY_MESSAGES as M,
  estimateQueryString,
  parseEstimateQuery,
  todayInIstanbul,
  type EstimatePlaces,
  type EstimateQueryOptions,
} from './query';
import { ESTIMATE_PLACES } from './estimate.server';
import type { EstimateInput } from './types';

const PLACES: EstimatePlaces = {
  provinces: ['istanbul', 'ankara', 'van', 'izmir'],
  istanbulDistricts: ['kadikoy', 'bagcilar'],
};
const OPTIONS: EstimateQueryOptions = { places: PLACES, today: '2026-03-10' };

const parse = (query: string, options = OPTIONS) => parseEstimateQuery(new URLSearchParams(query), options);
const base = 'nereden=istanbul&nereye=ankara&ev=2%2B1';

function errorsOf(query: string) {
  const result = parse(query);
  if (result.status !== 'invalid') throw new Error(`expected invalid, got ${result.status}`);
  return result.fieldErrors;
}

function inputOf(query: string): EstimateInput {
  const result = parse(query);
  if (result.status !== 'valid') throw new Error(`expected valid, got ${JSON.stringify(result)}`);
  return result.input;
}

describe('estimate query parameters', () => {
  it('reads a shared address with every parameter', () => {
    const input = inputOf(
      'nereden=istanbul/kadikoy&nereye=ankara&ev=3%2B1&kat-cikis=5&kat-varis=0&asansor-cikis=yok&asansor-varis=var' +
        '&asansorlu-tasima=varis&paketleme=evet&montaj=evet&sigorta=evet&tarih=2026-03-11',
    );
    expect(input).toEqual({
      origin: { province: 'istanbul', district: 'kadikoy', floor: 5, elevator: false, furnitureLift: false },
      destination: { province: 'ankara', district: null, floor: 0, elevator: true, furnitureLift: true },
      homeSize: '3+1',
      packing: true,
      assembly: true,
      insurance: true,
      date: '2026-03-11',
    });
  });

  it('shows an empty form without parameters, ignoring unrelated ones', () => {
    expect(parse('')).toEqual({ status: 'empty', values: {} });
    expect(parse('utm_source=google&nereden=')).toEqual({ status: 'empty', values: {} });
  });

  it('takes the ground floor, no elevator, no extras and no date when they are left out', () => {
    expect(inputOf(base)).toEqual({
      origin: { province: 'istanbul', district: null, floor: 0, elevator: false, furnitureLift: false },
      destination: { province: 'ankara', district: null, floor: 0, elevator: false, furnitureLift: false },
      homeSize: '2+1',
      packing: false,
      assembly: false,
      insurance: false,
      date: null,
    });
  });

  it('understands a "+" typed into the address, capitals and Next.js array values', () => {
    expect(inputOf('nereden=Istanbul/Kadikoy&nereye=ANKARA&ev=1+1&asansor-cikis=VAR').homeSize).toBe('1+1');
    expect(inputOf('nereden=Istanbul/Kadikoy&nereye=ANKARA&ev=1+1').origin.district).toBe('kadikoy');
    const result = parseEstimateQuery({ nereden: ['van', 'izmir'], nereye: 'izmir', ev: '1+0' }, OPTIONS);
    expect(result.status === 'valid' && result.input.origin.province).toBe('van');
  });

  it('asks for the required fields', () => {
    expect(errorsOf('tarih=2026-03-12')).toEqual({
      nereden: M.fromRequired,
      nereye: M.toRequired,
      ev: M.homeSizeRequired,
    });
  });

  it('names an unknown province or district next to its field', () => {
    expect(errorsOf('nereden=atlantis&nereye=ankara&ev=2%2B1')).toEqual({ nereden: M.unknownProvince });
    expect(errorsOf('nereden=istanbul&nereye=istanbul/narnia&ev=2%2B1')).toEqual({ nereye: M.unknownDistrict });
    expect(errorsOf('nereden=ankara/cankaya&nereye=van&ev=2%2B1')).toEqual({ nereden: M.districtOnlyIstanbul });
    expect(errorsOf('nereden=istanbul/kadikoy/moda&nereye=van&ev=2%2B1')).toEqual({ nereden: M.unknownProvince });
    expect(errorsOf('nereden=istanbul&nereye=van&ev=9%2B3')).toEqual({ ev: M.homeSizeUnknown });
  });

  it('refuses negative, fractional and absurd floors', () => {
    expect(errorsOf(`${base}&kat-cikis=-1`)).toEqual({ 'kat-cikis': M.floorNegative });
    expect(errorsOf(`${base}&kat-varis=61`)).toEqual({ 'kat-varis': M.floorTooHigh });
    expect(errorsOf(`${base}&kat-varis=2.5`)).toEqual({ 'kat-varis': M.floorNotWhole });
    expect(errorsOf(`${base}&kat-cikis=bes`)).toEqual({ 'kat-cikis': M.floorNotWhole });
    expect(inputOf(`${base}&kat-cikis=60&kat-varis=-0`)).toMatchObject({
      origin: { floor: 60 },
      destination: { floor: 0 },
    });
  });

  it('accepts only var/yok for elevators and cikis/varis/ikisi for the furniture lift', () => {
    expect(errorsOf(`${base}&asansor-cikis=belki`)).toEqual({ 'asansor-cikis': M.elevator });
    expect(errorsOf(`${base}&asansorlu-tasima=yukari`)).toEqual({ 'asansorlu-tasima': M.furnitureLift });
    const both = inputOf(`${base}&asansorlu-tasima=ikisi`);
    expect([both.origin.furnitureLift, both.destination.furnitureLift]).toEqual([true, true]);
    const origin = inputOf(`${base}&asansorlu-tasima=cikis`);
    expect([origin.origin.furnitureLift, origin.destination.furnitureLift]).toEqual([true, false]);
  });

  it('refuses the furniture lift above the 20th floor at the end where it is needed', () => {
    expect(errorsOf(`${base}&kat-cikis=21&asansorlu-tasima=cikis`)).toEqual({
      'asansorlu-tasima': M.furnitureLiftTooHigh,
    });
    expect(inputOf(`${base}&kat-cikis=21&kat-varis=20&asansorlu-tasima=varis`).destination.floor).toBe(20);
  });

  it('treats any answer but "evet" as an unticked box', () => {
    expect(inputOf(`${base}&paketleme=hayir&montaj=Evet`)).toMatchObject({ packing: false, assembly: true });
  });

  it('refuses a date in the past, an impossible date and one more than a year ahead', () => {
    expect(errorsOf(`${base}&tarih=2026-03-09`)).toEqual({ tarih: M.datePast });
    expect(errorsOf(`${base}&tarih=2026-02-30`)).toEqual({ tarih: M.dateInvalid });
    expect(errorsOf(`${base}&tarih=11.03.2026`)).toEqual({ tarih: M.dateInvalid });
    expect(errorsOf(`${base}&tarih=2027-03-11`)).toEqual({ tarih: M.dateTooFar });
    expect(inputOf(`${base}&tarih=2026-03-10`).date).toBe('2026-03-10'); // today
    expect(inputOf(`${base}&tarih=2027-03-10`).date).toBe('2027-03-10'); // 365 days ahead
    // the same date is fine once "today" is earlier
    expect(parse(`${base}&tarih=2026-03-09`, { ...OPTIONS, today: '2026-03-01' }).status).toBe('valid');
  });

  it('reports every bad field at once and keeps what was typed', () => {
    const result = parse('nereden=atlantis&nereye=ankara&ev=2%2B1&kat-cikis=-3&tarih=2020-01-01');
    expect(result).toEqual({
      status: 'invalid',
      fieldErrors: { nereden: M.unknownProvince, 'kat-cikis': M.floorNegative, tarih: M.datePast },
      values: { nereden: 'atlantis', nereye: 'ankara', ev: '2+1', 'kat-cikis': '-3', tarih: '2020-01-01' },
    });
  });

  it('accepts every province and İstanbul district of the content tables', () => {
    const options = { places: ESTIMATE_PLACES, today: '2026-03-10' };
    expect(ESTIMATE_PLACES.provinces).toHaveLength(81);
    expect(ESTIMATE_PLACES.istanbulDistricts).toHaveLength(39);
    for (const province of ESTIMATE_PLACES.provinces) {
      expect(parse(`nereden=istanbul&nereye=${province}&ev=1%2B1`, options).status, province).toBe('valid');
    }
    for (const district of ESTIMATE_PLACES.istanbulDistricts) {
      expect(parse(`nereden=istanbul/${district}&nereye=van&ev=1%2B1`, options).status, district).toBe('valid');
    }
  });
});

describe('estimateQueryString', () => {
  const input: EstimateInput = {
    origin: { province: 'istanbul', district: 'kadikoy', floor: 5, elevator: false, furnitureLift: true },
    destination: { province: 'ankara', district: null, floor: 2, elevator: true, furnitureLift: false },
    homeSize: '2+1',
    packing: true,
    assembly: false,
    insurance: false,
    date: '2026-03-11',
  };

  it('writes the parameters by their names, keeping the district slash readable', () => {
    expect(estimateQueryString(input)).toBe(
      'nereden=istanbul/kadikoy&nereye=ankara&ev=2%2B1&kat-cikis=5&kat-varis=2&asansor-cikis=yok&asansor-varis=var' +
        '&asansorlu-tasima=cikis&paketleme=evet&tarih=2026-03-11',
    );
  });

  it('reads back exactly what it wrote', () => {
    const variants: EstimateInput[] = [
      input,
      { ...input, date: null, packing: false, assembly: true, insurance: true },
      {
        ...input,
        homeSize: '5+1',
        origin: { ...input.origin, district: null, furnitureLift: false },
        destination: { ...input.destination, furnitureLift: true },
      },
      { ...input, destination: { ...input.destination, furnitureLift: true } },
    ];
    for (const variant of variants) expect(inputOf(estimateQueryString(variant))).toEqual(variant);
  });
});

describe('todayInIstanbul', () => {
  it('turns the day at midnight in İstanbul (UTC+3), not in UTC', () => {
    expect(todayInIstanbul(new Date('2026-03-10T20:59:00Z'))).toBe('2026-03-10');
    expect(todayInIstanbul(new Date('2026-03-10T21:00:00Z'))).toBe('2026-03-11');
  });
});

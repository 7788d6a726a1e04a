import { describe, expect, it } from 'vitest';
import {
  DISTRICT_OPTIONS,
  PROVINCE_OPTIONS,
  describeEstimateInput,
  estimateCsvCells,
  estimateWhatsappText,
  formatMoveDate,
  placeName,
} from './describe.server';
import type { EstimateInput } from './types';

const input: EstimateInput = {
  origin: { province: 'istanbul', district: 'bagcilar', floor: 3, elevator: false, furnitureLift: true },
  destination: { province: 'ankara', district: null, floor: 0, elevator: true, furnitureLift: false },
  homeSize: '2+1',
  packing: true,
  assembly: false,
  insurance: true,
  date: '2026-07-15',
};

describe('how an estimate reads', () => {
  it('lists the 81 provinces and 39 districts in Turkish alphabetical order', () => {
    expect(PROVINCE_OPTIONS).toHaveLength(81);
    expect(DISTRICT_OPTIONS).toHaveLength(39);
    const names = PROVINCE_OPTIONS.map((p) => p.name);
    // Ç after C, I before İ, Ş after S, Ü after U: Turkish collation, not code points.
    expect(names.indexOf('Çanakkale')).toBeGreaterThan(names.indexOf('Bursa'));
    expect(names.indexOf('Çanakkale')).toBeLessThan(names.indexOf('Denizli'));
    expect(names.indexOf('Isparta')).toBeLessThan(names.indexOf('İstanbul'));
    expect(names.indexOf('Şanlıurfa')).toBeGreaterThan(names.indexOf('Sivas'));
    expect(names.indexOf('Uşak')).toBeLessThan(names.indexOf('Van'));
    expect(names[0]).toBe('Adana');
    expect(names.at(-1)).toBe('Zonguldak');
    const districts = DISTRICT_OPTIONS.map((d) => d.name);
    expect(districts.indexOf('Çatalca')).toBeGreaterThan(districts.indexOf('Büyükçekmece'));
  });

  it('names places with their Turkish letters', () => {
    expect(placeName(input.origin)).toBe('İstanbul / Bağcılar');
    expect(placeName({ province: 'sanliurfa', district: null })).toBe('Şanlıurfa');
  });

  it('summarises the inputs on one line', () => {
    expect(formatMoveDate('2026-07-15')).toBe('15 Temmuz 2026 Çarşamba');
    expect(describeEstimateInput(input)).toBe(
      'İstanbul / Bağcılar → Ankara · 2+1 · çıkış: 3. kat, asansör yok · varış: giriş kat, asansör var · ' +
        'asansörlü taşıma çıkışta · paketleme, genişletilmiş sigorta · 15 Temmuz 2026 Çarşamba',
    );
    expect(
      describeEstimateInput({
        ...input,
        origin: { ...input.origin, furnitureLift: false },
        packing: false,
        insurance: false,
        date: null,
      }),
    ).toBe(
      'İstanbul / Bağcılar → Ankara · 2+1 · çıkış: 3. kat, asansör yok · varış: giriş kat, asansör var · tarih seçilmedi',
    );
  });

  it('writes the WhatsApp message with the range and the address of the result', () => {
    const text = estimateWhatsappText(input, { min: 45_000, max: 58_500 }, 'https://example.com/fiyat-hesaplama?x=1');
    expect(text).toContain('45.000 – 58.500 TL');
    expect(text).toContain('İstanbul / Bağcılar → Ankara');
    expect(text.endsWith('https://example.com/fiyat-hesaplama?x=1')).toBe(true);
  });

  it('gives the CSV cells of an estimate, empty without one', () => {
    expect(estimateCsvCells(null)).toEqual(['', '', '']);
    expect(estimateCsvCells({ min: 16_000, max: 21_000, inputs: input })).toEqual([
      '16000',
      '21000',
      describeEstimateInput(input),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  classifySource,
  dateToIstanbulLocal,
  formatMinutes,
  formatNationalPhone,
  istanbulDay,
  istanbulDayStart,
  istanbulLocalToDate,
  istanbulMonthStart,
  nationalDigits,
} from './pipeline';

describe('lead pipeline helpers', () => {
  it('classifies the source from the attribution captured with a lead', () => {
    expect(classifySource({ gclid: 'x', landingPage: '/' })).toBe('google-ads');
    expect(classifySource({ utm_source: 'google', utm_medium: 'cpc' })).toBe('google-ads');
    expect(classifySource({ fbclid: 'x' })).toBe('sosyal');
    expect(classifySource({ utm_source: 'instagram', utm_medium: 'story' })).toBe('sosyal');
    expect(classifySource({ referrer: 'https://www.google.com.tr/' })).toBe('organik');
    expect(classifySource({ referrer: 'https://l.facebook.com/' })).toBe('sosyal');
    expect(classifySource({ landingPage: '/teklif-al' })).toBe('dogrudan');
    expect(classifySource(null)).toBe('dogrudan');
    expect(classifySource({ referrer: 'https://forum.example.com/konu' })).toBe('diger');
    expect(classifySource({ utm_source: 'bulten', utm_medium: 'email' })).toBe('diger');
  });

  it('reads phones the same whatever their format', () => {
    expect(nationalDigits('+90 532 1234567')).toBe('5321234567');
    expect(nationalDigits('0532 123 45 67')).toBe('5321234567');
    expect(nationalDigits('(532) 123-45-67')).toBe('5321234567');
    expect(formatNationalPhone('+90 532 1234567')).toBe('0532 123 45 67');
    expect(formatNationalPhone('12345')).toBe('12345');
  });

  it('reads and writes follow-up times in Istanbul time', () => {
    expect(istanbulLocalToDate('2026-11-23T14:30')?.toISOString()).toBe('2026-11-23T11:30:00.000Z');
    expect(istanbulLocalToDate('23.11.2026 14:30')).toBeNull();
    expect(dateToIstanbulLocal('2026-11-23T11:30:00.000Z')).toBe('2026-11-23T14:30');
    // 22:30 UTC is already the next day in Istanbul.
    const late = new Date('2026-11-23T22:30:00.000Z');
    expect(istanbulDay(late)).toBe('2026-11-24');
    expect(istanbulDayStart(late).toISOString()).toBe('2026-11-23T21:00:00.000Z');
    expect(istanbulDayStart(late, 1).toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(istanbulMonthStart(new Date('2026-11-30T22:00:00.000Z')).toISOString()).toBe('2026-11-30T21:00:00.000Z');
  });

  it('writes durations briefly', () => {
    expect(formatMinutes(7.4)).toBe('7 dk');
    expect(formatMinutes(125)).toBe('2 sa 5 dk');
    expect(formatMinutes(60 * 27)).toBe('1 gün 3 sa');
  });
});

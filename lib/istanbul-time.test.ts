import { describe, expect, it } from 'vitest';
import { dateToIstanbulLocal, istanbulClock, istanbulLocalToDate } from './istanbul-time';

describe('İstanbul time without Intl', () => {
  it('tells the hour and minute in İstanbul as Intl with the time zone does', () => {
    const intl = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });
    for (const iso of [
      '2026-11-23T21:30:00Z',
      '2026-06-01T00:05:00Z',
      '2026-01-01T12:00:59Z',
      '2025-12-31T23:59:00Z',
    ]) {
      expect(istanbulClock(iso), iso).toBe(intl.format(new Date(iso)));
    }
  });

  it('turns a datetime-local value into the instant and back', () => {
    const at = istanbulLocalToDate('2026-11-23T14:30');
    expect(at?.toISOString()).toBe('2026-11-23T11:30:00.000Z');
    expect(dateToIstanbulLocal(at!.toISOString())).toBe('2026-11-23T14:30');
    expect(istanbulLocalToDate('23.11.2026 14:30')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, formatDayLong, formatDayMonth, formatDayShort, formatMonthYear, istanbulDayOf } from './days';

describe('days in İstanbul, in Turkish', () => {
  it('takes the İstanbul day of an instant, whatever the server zone', () => {
    expect(istanbulDayOf('2026-11-27T20:59:00Z')).toBe('2026-11-27');
    expect(istanbulDayOf('2026-11-27T21:00:00Z')).toBe('2026-11-28');
  });

  it('writes a day the same way on every page and e-mail', () => {
    expect(formatDayLong('2026-11-28')).toBe('28 Kasım 2026 Cumartesi');
    expect(formatDayMonth('2026-12-03')).toBe('3 Aralık Perşembe');
    expect(formatDayShort('2027-01-03')).toBe('Paz 3 Oca');
    expect(formatMonthYear('2026-08')).toBe('Ağustos 2026');
    expect(formatDayLong(addDays('2026-02-28', 1))).toBe('1 Mart 2026 Pazar');
  });
});

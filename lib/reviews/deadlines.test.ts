import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysBetween,
  damageDeadlines,
  deadlineLines,
  isBusinessDay,
  timelinessOn,
} from './deadlines';
import { HOLIDAYS_BY_YEAR, coversYear, isHoliday } from './holidays';

describe('business days for the damage deadlines', () => {
  it('skips weekends', () => {
    // Thursday 2026-11-26 → Fri 27, Mon 30, Tue 1 December.
    expect(addBusinessDays('2026-11-26', 3)).toBe('2026-12-01');
    expect(isBusinessDay('2026-11-28')).toBe(false);
    expect(isBusinessDay('2026-11-29')).toBe(false);
  });

  it('skips the fixed public holidays', () => {
    // Wednesday 28 October 2026 (a half day, a business day); 29 October is Cumhuriyet Bayramı.
    expect(isBusinessDay('2026-10-28')).toBe(true);
    expect(isHoliday('2026-10-29')).toBe(true);
    expect(addBusinessDays('2026-10-27', 3)).toBe('2026-11-02');
    // 1 January 2027 is a Friday.
    expect(addBusinessDays('2026-12-30', 3)).toBe('2027-01-05');
  });

  it('skips the religious holidays of 2026 and 2027', () => {
    // Kurban Bayramı 2026: Wed 27 – Sat 30 May; delivered on the eve (Tue 26 May).
    expect(addBusinessDays('2026-05-26', 3)).toBe('2026-06-03');
    // Ramazan Bayramı 2026: Fri 20 – Sun 22 March.
    expect(addBusinessDays('2026-03-19', 1)).toBe('2026-03-23');
    // Ramazan Bayramı 2027: Tue 9 – Thu 11 March.
    expect(addBusinessDays('2027-03-08', 3)).toBe('2027-03-16');
    // Kurban Bayramı 2027: Sun 16 – Wed 19 May; 19 May is also a fixed holiday.
    expect(addBusinessDays('2027-05-14', 3)).toBe('2027-05-24');
  });

  it('covers this year and the next in a table with its source', () => {
    expect(coversYear(2026)).toBe(true);
    expect(coversYear(2027)).toBe(true);
    for (const list of Object.values(HOLIDAYS_BY_YEAR)) expect(list.length).toBe(14);
  });

  it('counts the business days left, today included', () => {
    expect(businessDaysBetween('2026-11-27', '2026-12-01')).toBe(3);
    expect(businessDaysBetween('2026-12-02', '2026-12-01')).toBe(0);
  });
});

describe('the deadlines of a delivery', () => {
  const deadlines = damageDeadlines('2026-11-26');

  it('are 3 business days for visible damage and 14 days for the rest', () => {
    expect(deadlines).toEqual({ delivery: '2026-11-26', visible: '2026-12-01', hidden: '2026-12-10' });
  });

  it('mark a report late after each deadline', () => {
    expect(timelinessOn(deadlines, '2026-12-01')).toBe('on-time');
    expect(timelinessOn(deadlines, '2026-12-02')).toBe('late-visible');
    expect(timelinessOn(deadlines, '2026-12-10')).toBe('late-visible');
    expect(timelinessOn(deadlines, '2026-12-11')).toBe('late');
  });

  it('are said in plain Turkish as a countdown', () => {
    const [visible, hidden] = deadlineLines(deadlines, '2026-11-27');
    expect(visible!.left).toBe('Son gün 1 Aralık 2026 Salı: bugün dahil 3 iş günü kaldı.');
    expect(hidden!.left).toBe('Son gün 10 Aralık 2026 Perşembe: bugün dahil 14 gün kaldı.');
    expect(deadlineLines(deadlines, '2026-12-01')[0]!.left).toBe('Bugün son gün (1 Aralık 2026 Salı).');
    const late = deadlineLines(deadlines, '2026-12-11');
    expect(late.every((l) => l.passed)).toBe(true);
    expect(late[0]!.left).toBe('Süre 1 Aralık 2026 Salı günü doldu.');
  });
});

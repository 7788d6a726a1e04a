import { describe, expect, it } from 'vitest';
import { capacityLabel, dayCapacity } from './capacity';
import { addDays, formatDayLong, istanbulDayOf, istanbulInstant, isDay, weekStart } from './days';
import { districtOf } from './district';
import { effectiveCalendarSettings } from './settings';

describe('capacity per day', () => {
  const company = { vehicles: 3, crews: 2 };

  it('counts assigned vehicles and crews, and an unassigned move as one of each', () => {
    const day = dayCapacity(
      [
        { vehicles: 2, crews: 1 },
        { vehicles: 0, crews: 0 },
      ],
      { vehicles: 4, crews: 3 },
      75,
    );
    expect(day.vehicles).toEqual({ booked: 3, available: 4 });
    expect(day.crews).toEqual({ booked: 2, available: 3 });
    expect(day.share).toBe(0.75);
    expect(day).toMatchObject({ full: false, busy: true });
    expect(capacityLabel(day)).toBe('3 / 4 araç · 2 / 3 ekip');
  });

  it('is full when either vehicles or crews run out, and busy from the staff-set share', () => {
    expect(dayCapacity([], company, 75)).toMatchObject({ full: false, busy: false, share: 0 });
    expect(dayCapacity([{ vehicles: 1, crews: 1 }], company, 75)).toMatchObject({ full: false, busy: false });
    // One of two crews is half: busy at 50 %, not at 75 %.
    expect(dayCapacity([{ vehicles: 1, crews: 1 }], company, 50)).toMatchObject({ full: false, busy: true });
    // Two crews out of two: full although a vehicle is left.
    expect(
      dayCapacity(
        [
          { vehicles: 1, crews: 1 },
          { vehicles: 1, crews: 1 },
        ],
        company,
        75,
      ),
    ).toMatchObject({
      full: true,
      busy: true,
    });
    expect(dayCapacity([{ vehicles: 3, crews: 1 }], company, 100)).toMatchObject({ full: true, busy: true });
  });

  it('never calls a day full before the company entered its vehicles and crews', () => {
    expect(dayCapacity([{ vehicles: 0, crews: 0 }], { vehicles: 0, crews: 2 }, 75)).toMatchObject({
      full: false,
      busy: false,
      share: null,
    });
  });
});

describe('İstanbul days', () => {
  it('reads the day in İstanbul, not in the server’s time zone', () => {
    expect(istanbulDayOf('2026-11-27T20:59:00Z')).toBe('2026-11-27');
    expect(istanbulDayOf('2026-11-27T21:00:00Z')).toBe('2026-11-28');
    expect(istanbulInstant('2026-11-28', '09:30').toISOString()).toBe('2026-11-28T06:30:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(isDay('2026-02-30')).toBe(false);
    expect(formatDayLong('2026-11-28')).toBe('28 Kasım 2026 Cumartesi');
  });
});

describe('district in the feed', () => {
  it('keeps only a known district or province, never the street', () => {
    expect(districtOf('Caferağa Mah. Moda Cad. No 12 D 4, Kadıköy / İstanbul')).toBe('Kadıköy, İstanbul');
    expect(districtOf('İstanbul / Bağcılar')).toBe('Bağcılar, İstanbul');
    expect(districtOf('Ankara')).toBe('Ankara');
    expect(districtOf('Atatürk Sok. No 5')).toBeNull();
    expect(districtOf(null)).toBeNull();
  });
});

describe('calendar settings', () => {
  it('starts from the defaults and keeps what staff saved', () => {
    expect(effectiveCalendarSettings(undefined)).toEqual({
      reminderHour: 18,
      moveStartTime: '08:00',
      busySharePercent: 75,
    });
    expect(effectiveCalendarSettings({ reminderHour: 9 }).reminderHour).toBe(9);
    expect(effectiveCalendarSettings({ reminderHour: 99 }).reminderHour).toBe(18);
  });
});

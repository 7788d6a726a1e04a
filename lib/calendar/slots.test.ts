import { afterEach, describe, expect, it } from 'vitest';
import { dayLabel, freeSlots, hoursOn, lowestFreeSeat, slotLabel, slotsByDay, type BusyBooking } from './slots';
import { DEFAULT_SURVEY_HOURS, type SurveyHours } from './survey-hours';

// 2026-11-30 is a Monday. 06:00 UTC = 09:00 in İstanbul.
const MONDAY_EARLY = new Date('2026-11-30T04:00:00Z');
const hours = (over: Partial<SurveyHours> = {}): SurveyHours => ({ ...DEFAULT_SURVEY_HOURS, ...over });
const times = (slots: { time: string }[]) => slots.map((s) => s.time);

describe('survey slots', () => {
  it('a fresh install offers Monday to Saturday 09:00–18:00 in 60-minute slots, nothing on Sunday', () => {
    const slots = freeSlots({ hours: DEFAULT_SURVEY_HOURS, bookings: [], earliest: MONDAY_EARLY, days: 7 });
    const days = slotsByDay(slots);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(times(days[0]!.slots)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(days[0]!.slots[0]).toMatchObject({
      startsAt: '2026-11-30T06:00:00.000Z',
      endsAt: '2026-11-30T07:00:00.000Z',
    });
    expect(slots).toHaveLength(6 * 9);
  });

  it('cuts each day by the slot length, and a slot never runs past closing time', () => {
    const h = hours({
      slotMinutes: 90,
      weekly: [{ open: '09:30', close: '14:00' }, null, null, null, null, null, null],
    });
    const slots = freeSlots({ hours: h, bookings: [], earliest: MONDAY_EARLY, days: 7 });
    expect(times(slots)).toEqual(['09:30', '11:00', '12:30']);
  });

  it('an exception closes a day or gives it its own hours', () => {
    const h = hours({
      exceptions: [
        { date: '2026-11-30', hours: null },
        { date: '2026-12-06', hours: { open: '10:00', close: '12:00' } },
      ],
    });
    expect(hoursOn(h, '2026-11-30')).toBeNull();
    const days = slotsByDay(freeSlots({ hours: h, bookings: [], earliest: MONDAY_EARLY, days: 7 }));
    expect(days[0]!.date).toBe('2026-12-01');
    expect(days.at(-1)).toMatchObject({ date: '2026-12-06' });
    expect(times(days.at(-1)!.slots)).toEqual(['10:00', '11:00']);
  });

  it('a slot stays free until every surveyor is booked, and overlapping bookings count', () => {
    const booking = (startsAt: string, endsAt: string, seat: number): BusyBooking => ({ startsAt, endsAt, seat });
    const bookings = [
      booking('2026-11-30T06:00:00.000Z', '2026-11-30T07:00:00.000Z', 0),
      booking('2026-11-30T06:00:00.000Z', '2026-11-30T07:00:00.000Z', 1),
      // Booked under an earlier 90-minute slot length: it overlaps 10:00 and 11:00 on seat 0.
      booking('2026-11-30T07:30:00.000Z', '2026-11-30T09:00:00.000Z', 0),
    ];
    const slots = freeSlots({ hours: hours({ surveyors: 2 }), bookings, earliest: MONDAY_EARLY, days: 1 });
    expect(slots.find((s) => s.time === '09:00')).toBeUndefined();
    expect(slots.find((s) => s.time === '10:00')?.free).toBe(1);
    expect(slots.find((s) => s.time === '11:00')?.free).toBe(1);
    expect(slots.find((s) => s.time === '12:00')?.free).toBe(2);
    const tenStart = Date.parse('2026-11-30T07:00:00.000Z');
    expect(lowestFreeSeat(bookings, tenStart, tenStart + 3_600_000, 2)).toBe(1);
    expect(lowestFreeSeat(bookings, tenStart - 3_600_000, tenStart, 2)).toBeNull();
    // One surveyor: the booked slots are gone altogether.
    const one = freeSlots({ hours: hours(), bookings, earliest: MONDAY_EARLY, days: 1 });
    expect(times(one)).toEqual(['12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
  });

  it('never offers a slot that starts before the cut-off', () => {
    // 13:10 in İstanbul: 14:00 is the first slot; with a 3-hour notice, 17:00.
    const now = new Date('2026-11-30T10:10:00Z');
    expect(freeSlots({ hours: hours(), bookings: [], earliest: now, days: 1 }).map((s) => s.time)[0]).toBe('14:00');
    const notice = new Date(now.getTime() + 3 * 3_600_000);
    expect(times(freeSlots({ hours: hours(), bookings: [], earliest: notice, from: now, days: 1 }))).toEqual(['17:00']);
  });

  it('counts 14 days from the İstanbul day, also just before İstanbul midnight in UTC', () => {
    // 23:30 İstanbul on Sunday 29 Nov is 20:30 UTC: the list starts on that Sunday (closed), then Monday.
    const lateSunday = new Date('2026-11-29T20:30:00Z');
    const days = slotsByDay(freeSlots({ hours: hours(), bookings: [], earliest: lateSunday, days: 14 }));
    expect(days[0]!.date).toBe('2026-11-30');
    expect(days.at(-1)!.date).toBe('2026-12-12');
    expect(days).toHaveLength(12);
  });

  describe('never depends on the server time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });
    it.each(['UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Europe/Istanbul'])('TZ=%s', (tz) => {
      process.env.TZ = tz;
      const slots = freeSlots({ hours: hours(), bookings: [], earliest: new Date('2026-11-29T20:30:00Z'), days: 14 });
      expect(slots[0]).toMatchObject({ date: '2026-11-30', time: '09:00', startsAt: '2026-11-30T06:00:00.000Z' });
      expect(slots).toHaveLength(12 * 9);
      expect(slotLabel(slots[0]!.startsAt)).toBe('30 Kasım 2026 Pazartesi, 09:00');
    });
  });

  it('labels days in Turkish', () => {
    expect(dayLabel('2026-12-03')).toBe('3 Aralık Perşembe');
    expect(dayLabel('2027-01-03')).toBe('3 Ocak Pazar');
  });
});

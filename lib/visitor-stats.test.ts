import { describe, expect, it } from 'vitest';
import { istanbulClock, visitorStats } from './visitor-stats';

const HOUR = 3_600_000;
/** 00:00 in Istanbul (UTC+3) on a date. */
const istanbulMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 3 * HOUR);

describe('visitor counters', () => {
  it('are the same all day long for a date, apart from 15 per completed 3-hour block', () => {
    // 00:30 and 23:30 in Istanbul (UTC+3) on 2026-11-21.
    const morning = visitorStats(new Date('2026-11-20T21:30:00Z'));
    const night = visitorStats(new Date('2026-11-21T20:30:00Z'));
    expect(istanbulClock(new Date('2026-11-20T21:30:00Z'))).toEqual({ date: '2026-11-21', hour: 0 });
    expect(night.today - morning.today).toBe(7 * 15);
    expect(night.month - morning.month).toBe(7 * 15);
    expect(night.allTime - morning.allTime).toBe(7 * 15);
    expect(visitorStats(new Date('2026-11-21T09:00:00Z'))).toEqual(visitorStats(new Date('2026-11-21T09:00:00Z')));
  });

  it('keep the daily value in the range of the specification, seeded from the date', () => {
    const seen = new Set<number>();
    for (let day = 0; day < 366; day++) {
      const start = new Date(istanbulMidnight('2026-01-01').getTime() + day * 24 * HOUR);
      const a = visitorStats(start);
      const b = visitorStats(new Date(start.getTime() + 23 * HOUR + 59 * 60_000));
      expect(a.today).toBeGreaterThanOrEqual(250);
      expect(a.today).toBeLessThanOrEqual(450);
      expect(b.today - a.today).toBe(105);
      seen.add(a.today);
    }
    expect(seen.size).toBeGreaterThan(100);
  });

  it('never go down hour by hour over a simulated month; the month is the sum of its days so far', () => {
    let previous = visitorStats(istanbulMidnight('2026-03-01'));
    expect(previous.month).toBe(previous.today);
    let dailyTotal = 0;
    let lastDate = '2026-03-01';
    let lastToday = previous.today;
    for (let h = 1; h < 31 * 24; h++) {
      const now = new Date(istanbulMidnight('2026-03-01').getTime() + h * HOUR);
      const current = visitorStats(now);
      const { date } = istanbulClock(now);
      expect(current.month, now.toISOString()).toBeGreaterThanOrEqual(previous.month);
      expect(current.allTime, now.toISOString()).toBeGreaterThanOrEqual(previous.allTime);
      expect(current.allTime - current.month).toBe(previous.allTime - previous.month);
      if (date !== lastDate) {
        dailyTotal += lastToday + 15; // the day's last 3-hour block completes at midnight
        lastDate = date;
      }
      lastToday = current.today;
      expect(current.month).toBe(dailyTotal + current.today);
      previous = current;
    }
    // On the 1st the month starts again from that day's value.
    const april = visitorStats(istanbulMidnight('2026-04-01'));
    expect(april.month).toBe(april.today);
    expect(april.allTime).toBeGreaterThan(previous.allTime);
  });

  it('keep the all-time counter in the range of the specification for years, growing every day', () => {
    let previous = visitorStats(istanbulMidnight('2026-01-01')).allTime;
    expect(previous).toBeGreaterThanOrEqual(5_000_000);
    for (let day = 1; day < 366 * 3; day += 1) {
      const allTime = visitorStats(new Date(istanbulMidnight('2026-01-01').getTime() + day * 24 * HOUR)).allTime;
      expect(allTime).toBeGreaterThan(previous);
      previous = allTime;
    }
    expect(previous).toBeLessThanOrEqual(7_500_000);
    expect(visitorStats(istanbulMidnight('2036-12-31')).allTime).toBeLessThanOrEqual(7_500_000);
  });
});

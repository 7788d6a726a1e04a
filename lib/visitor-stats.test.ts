import { describe, expect, it } from 'vitest';
import { istanbulClock, visitorStats } from './visitor-stats';

describe('visitor counters', () => {
  it('are the same all day long for a date, apart from 15 per completed 3-hour block', () => {
    // 00:30 and 23:30 in Istanbul (UTC+3) on 2026-11-21.
    const morning = visitorStats(new Date('2026-11-20T21:30:00Z'));
    const night = visitorStats(new Date('2026-11-21T20:30:00Z'));
    expect(istanbulClock(new Date('2026-11-20T21:30:00Z'))).toEqual({ date: '2026-11-21', hour: 0 });
    expect(night.today - morning.today).toBe(7 * 15);
    expect(night.month).toBe(morning.month);
    expect(night.allTime).toBe(morning.allTime);
    expect(visitorStats(new Date('2026-11-21T09:00:00Z'))).toEqual(visitorStats(new Date('2026-11-21T09:00:00Z')));
  });

  it('stay inside the ranges of the specification over a year', () => {
    const seen = new Set<number>();
    for (let day = 0; day < 366; day++) {
      const start = new Date(Date.UTC(2026, 0, 1, 0, 0) + day * 86_400_000 - 3 * 3_600_000); // 00:00 Istanbul
      const end = new Date(start.getTime() + 23 * 3_600_000 + 59 * 60_000);
      const a = visitorStats(start);
      const b = visitorStats(end);
      expect(a.today).toBeGreaterThanOrEqual(250);
      expect(a.today).toBeLessThanOrEqual(450);
      expect(b.today - a.today).toBe(105);
      expect(a.month).toBeGreaterThanOrEqual(7500);
      expect(a.month).toBeLessThanOrEqual(10000);
      expect(a.allTime).toBeGreaterThanOrEqual(5_000_000);
      expect(a.allTime).toBeLessThanOrEqual(7_500_000);
      seen.add(a.today);
    }
    // Seeded from the date: the values vary from day to day.
    expect(seen.size).toBeGreaterThan(100);
  });
});

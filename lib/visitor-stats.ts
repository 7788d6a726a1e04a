// Simulated visitor counters, exactly as SPEC.md section 9 describes:
// daily 250-450 seeded from the date, plus 15 per completed 3-hour block of the
// day; monthly 7,500-10,000; all-time 5,000,000-7,500,000. Computed on the
// server in Europe/Istanbul, deterministic for a date.

export interface VisitorStats {
  today: number;
  month: number;
  allTime: number;
}

/** Deterministic 32-bit hash of a string (FNV-1a), mapped to [0, 1). */
function seeded(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // One round of avalanche so that neighbouring dates differ widely.
  h ^= h >>> 16;
  h = Math.imul(h, 0x45d9f3b);
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32;
}

function inRange(key: string, min: number, max: number): number {
  return min + Math.floor(seeded(key) * (max - min + 1));
}

/** Date (YYYY-MM-DD) and hour in Europe/Istanbul. */
export function istanbulClock(now: Date): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

export function visitorStats(now: Date = new Date()): VisitorStats {
  const { date, hour } = istanbulClock(now);
  const completedBlocks = Math.floor(hour / 3);
  return {
    today: inRange(`daily:${date}`, 250, 450) + 15 * completedBlocks,
    month: inRange(`monthly:${date}`, 7500, 10000),
    allTime: inRange(`all:${date}`, 5_000_000, 7_500_000),
  };
}

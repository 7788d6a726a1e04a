// Simulated visitor counters, seeded as SPEC.md section 9 describes: daily 250-450
// seeded from the date, plus 15 per completed 3-hour block of the day. The monthly and
// all-time counters are sums of those daily values, so they never go down while time
// moves on: "Bu ay" is the month's earlier days plus today (it starts again on the 1st,
// as a month's count does), all-time is a seeded starting count in the 5,000,000-7,500,000
// range of the specification plus every day since COUNTING_SINCE. Computed on the server
// in Europe/Istanbul, deterministic for a moment. See docs/decisions/012-route-pages.md.

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

const DAY_MS = 86_400_000;
/** Visitors added per completed 3-hour block of a day. */
const PER_BLOCK = 15;
/** The first day the all-time counter adds up (before the site went live). */
export const COUNTING_SINCE = '2026-01-01';
/** The all-time count on COUNTING_SINCE; leaves room for decades of days below 7,500,000. */
const ALL_TIME_START = inRange('all-time-start', 5_000_000, 5_500_000);

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The daily counter of a date after `completedBlocks` 3-hour blocks (8 for a whole day). */
function daily(date: string, completedBlocks: number): number {
  return inRange(`daily:${date}`, 250, 450) + PER_BLOCK * completedBlocks;
}

/** Whole-day values by day number, computed once per process (a few thousand at most). */
const wholeDays = new Map<number, number>();

/** Sum of the whole-day values of the days from `first` up to the day before `until`. */
function sumOfDays(first: number, until: number): number {
  let sum = 0;
  for (let day = first; day < until; day++) {
    let value = wholeDays.get(day);
    if (value === undefined) {
      value = daily(dateOf(day), 8);
      wholeDays.set(day, value);
    }
    sum += value;
  }
  return sum;
}

export function visitorStats(now: Date = new Date()): VisitorStats {
  const { date, hour } = istanbulClock(now);
  const today = daily(date, Math.floor(hour / 3));
  const day = dayNumber(date);
  const monthStart = dayNumber(`${date.slice(0, 8)}01`);
  return {
    today,
    month: sumOfDays(monthStart, day) + today,
    allTime: ALL_TIME_START + sumOfDays(Math.min(dayNumber(COUNTING_SINCE), day), day) + today,
  };
}

// Times in İstanbul without Intl: the first Intl time-zone formatter costs a phone
// its time-zone data, and these run in the browser too (the header's rate widget).
// Browser-safe.

/** İstanbul keeps UTC+3 all year (no daylight saving since 2016). */
export const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The value of a `datetime-local` input ("2026-11-23T14:30", Istanbul time) as an instant; null if invalid. */
export function istanbulLocalToDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi) - ISTANBUL_OFFSET_MS;
  const date = new Date(utc);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant as a `datetime-local` value in Istanbul time. */
export function dateToIstanbulLocal(iso: string): string {
  return new Date(new Date(iso).getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 16);
}

/** "14:05": the hour and minute of an instant in İstanbul. */
export function istanbulClock(iso: string): string {
  return dateToIstanbulLocal(iso).slice(11, 16);
}

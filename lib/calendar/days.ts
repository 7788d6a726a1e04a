// Calendar days in Europe/Istanbul ('YYYY-MM-DD'), computed without the server's time zone:
// İstanbul keeps UTC+3 all year. Browser-safe.
import { ISTANBUL_OFFSET_MS } from '@/lib/istanbul-time';

const DAY_MS = 24 * 3600_000;
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The İstanbul calendar day of an instant. */
export function istanbulDayOf(at: Date | string): string {
  return new Date(new Date(at).getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether a string is a real calendar day ('2026-02-30' is not). */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** The day `n` days after `day` (before, for negative `n`). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a day's clock time ("08:00") happens in İstanbul. */
export function istanbulInstant(day: string, clock = '00:00'): Date {
  return new Date(Date.parse(`${day}T${clock}:00Z`) - ISTANBUL_OFFSET_MS);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The Monday of the day's week. */
export function weekStart(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

const WEEKDAYS = ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'] as const;
const WEEKDAYS_SHORT = ['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz'] as const;
const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
] as const;

/** "28 Kasım 2026 Cumartesi". */
export function formatDayLong(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y} ${WEEKDAYS[weekdayIndex(day)]}`;
}

/** "3 Aralık Perşembe". */
export function formatDayMonth(day: string): string {
  const [, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${WEEKDAYS[weekdayIndex(day)]}`;
}

/** "Kasım 2026" of a 'YYYY-MM' or 'YYYY-MM-DD'. */
export function formatMonthYear(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return `${MONTHS[m - 1]} ${y}`;
}

/** "Cmt 28 Kas". */
export function formatDayShort(day: string): string {
  const [, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS_SHORT[weekdayIndex(day)]} ${d} ${MONTHS[m - 1]!.slice(0, 3)}`;
}

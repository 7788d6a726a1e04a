// The free survey slots (docs/decisions/040-survey-slots.md): from the survey hours, the
// live bookings and a "now" cut-off, the slots of the next days in Europe/Istanbul. Pure and
// browser-safe; all day arithmetic is done on UTC fields shifted by İstanbul's fixed offset,
// so the result never depends on the server's time zone.
import { ISTANBUL_OFFSET_MS } from '@/lib/istanbul-time';
import { formatDayMonth, istanbulDayOf, istanbulInstant, weekdayIndex } from './days';
import { minutesOf, type DayHours, type SurveyHours } from './survey-hours';

/** A live booking as the computation needs it. */
export interface BusyBooking {
  startsAt: string;
  endsAt: string;
  seat: number;
}

export interface Slot {
  startsAt: string;
  endsAt: string;
  /** 'YYYY-MM-DD' in İstanbul. */
  date: string;
  /** 'HH:MM' in İstanbul. */
  time: string;
  /** Seats still free (1 … surveyors). */
  free: number;
}

const DAY_MS = 24 * 60 * 60_000;

/** The hours of one İstanbul date: its exception if it has one, else its weekday's. */
export function hoursOn(hours: SurveyHours, date: string): DayHours | null {
  const exception = hours.exceptions.find((e) => e.date === date);
  if (exception) return exception.hours;
  return hours.weekly[weekdayIndex(date)] ?? null;
}

const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number) => aStart < bEnd && bStart < aEnd;

/** The seats the bookings overlapping [start, end) hold. */
export function seatsTaken(bookings: readonly BusyBooking[], start: number, end: number): Set<number> {
  const taken = new Set<number>();
  for (const b of bookings) if (overlaps(start, end, Date.parse(b.startsAt), Date.parse(b.endsAt))) taken.add(b.seat);
  return taken;
}

/** The lowest seat free over [start, end), or null when every surveyor is busy. */
export function lowestFreeSeat(
  bookings: readonly BusyBooking[],
  start: number,
  end: number,
  surveyors: number,
): number | null {
  const taken = seatsTaken(bookings, start, end);
  for (let seat = 0; seat < surveyors; seat++) if (!taken.has(seat)) return seat;
  return null;
}

export interface SlotQuery {
  hours: SurveyHours;
  bookings: readonly BusyBooking[];
  /** The first instant a slot may start at (now, or now plus the notice the customer needs). */
  earliest: Date;
  /** The İstanbul day the list starts on (defaults to the day of `earliest`). */
  from?: Date;
  /** How many İstanbul days, from the first. */
  days: number;
}

/**
 * Every slot with a free seat: per İstanbul day of the range, its hours (exception, else the
 * weekday's), cut into slots of `slotMinutes` that end by the closing time; a slot is free
 * while fewer bookings overlap it than there are surveyors, and it starts at or after `earliest`.
 */
export function freeSlots({ hours, bookings, earliest, from, days }: SlotQuery): Slot[] {
  const slots: Slot[] = [];
  const firstDay = istanbulInstant(istanbulDayOf(from ?? earliest)).getTime();
  const slotMs = hours.slotMinutes * 60_000;
  for (let d = 0; d < days; d++) {
    const date = istanbulDayOf(new Date(firstDay + d * DAY_MS));
    const day = hoursOn(hours, date);
    if (!day) continue;
    const midnight = istanbulInstant(date).getTime();
    const close = midnight + minutesOf(day.close) * 60_000;
    for (let start = midnight + minutesOf(day.open) * 60_000; start + slotMs <= close; start += slotMs) {
      if (start < earliest.getTime()) continue;
      const end = start + slotMs;
      const free = hours.surveyors - seatsTaken(bookings, start, end).size;
      if (free <= 0) continue;
      const startsAt = new Date(start).toISOString();
      slots.push({
        startsAt,
        endsAt: new Date(end).toISOString(),
        date,
        time: new Date(start + ISTANBUL_OFFSET_MS).toISOString().slice(11, 16),
        free,
      });
    }
  }
  return slots;
}

/** The slots grouped by İstanbul day, in order. */
export function slotsByDay(slots: readonly Slot[]): { date: string; slots: Slot[] }[] {
  const days: { date: string; slots: Slot[] }[] = [];
  for (const slot of slots) {
    const last = days.at(-1);
    if (last?.date === slot.date) last.slots.push(slot);
    else days.push({ date: slot.date, slots: [slot] });
  }
  return days;
}

/** "3 Aralık Perşembe" for an İstanbul date (no Intl: the same text on every server). */
export const dayLabel = formatDayMonth;

/** "3 Aralık 2026 Perşembe, 10:00" for a slot's start. */
export function slotLabel(startsAt: string): string {
  const date = istanbulDayOf(startsAt);
  const time = new Date(Date.parse(startsAt) + ISTANBUL_OFFSET_MS).toISOString().slice(11, 16);
  const [day, month, weekday] = dayLabel(date).split(' ');
  return `${day} ${month} ${date.slice(0, 4)} ${weekday}, ${time}`;
}

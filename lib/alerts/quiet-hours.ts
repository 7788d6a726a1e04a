// A staff member's quiet hours: a daily window in Europe/Istanbul ("22:00"–"08:00" spans
// midnight) in which their devices get no alerts. Pure; tested in quiet-hours.test.ts.
import { ISTANBUL_OFFSET_MS } from '@/lib/istanbul-time';

export interface QuietHours {
  from: string;
  until: string;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

/** Whether `now` falls in the window (from inclusive, until exclusive); no window or an empty one: never. */
export function isQuiet(now: Date, quiet: QuietHours | null): boolean {
  if (!quiet) return false;
  const from = minutesOf(quiet.from);
  const until = minutesOf(quiet.until);
  if (from === until) return false;
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  return from < until ? minute >= from && minute < until : minute >= from || minute < until;
}

/** "8:00", "08.00" or "08:00" → "08:00"; null for anything else. */
export function readClock(value: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

// The calendar's settings (Takvim → Ayarlar): when customers get their reminder, when a
// move starts, and from which share of a day's capacity the estimate counts it as busy.
// Browser-safe.
import { z } from 'zod';

export const CALENDAR_SETTING_KEY = 'calendar';

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Saat SS:DD biçiminde olmalı.');

export const calendarSettingsSchema = z.object({
  /** The hour (İstanbul, 0–23) of the day before a survey or move when the customer is reminded. */
  reminderHour: z.coerce
    .number()
    .int('Tam saat girin.')
    .min(0, '0 ile 23 arası bir saat girin.')
    .max(23, '0 ile 23 arası bir saat girin.'),
  /** When a move's crew arrives, as the reminder and calendar feed show it. */
  moveStartTime: clock,
  /** From this share (%) of the day's vehicles or crews booked, the estimate adds the peak factor. */
  busySharePercent: z.coerce
    .number()
    .int('Tam sayı girin.')
    .min(1, '1 ile 100 arası bir oran girin.')
    .max(100, '1 ile 100 arası bir oran girin.'),
});
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

export const DEFAULT_CALENDAR_SETTINGS: CalendarSettings = {
  reminderHour: 18,
  moveStartTime: '08:00',
  busySharePercent: 75,
};

/** The saved settings over the defaults; a saved value that no longer parses is ignored. */
export function effectiveCalendarSettings(saved: unknown): CalendarSettings {
  const parsed = calendarSettingsSchema.safeParse({ ...DEFAULT_CALENDAR_SETTINGS, ...(saved as object | undefined) });
  return parsed.success ? parsed.data : DEFAULT_CALENDAR_SETTINGS;
}

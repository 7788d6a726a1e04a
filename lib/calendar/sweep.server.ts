import 'server-only';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { configuredOutbox, triggerDelivery } from '@/lib/outbox/index.server';
import { startReminderSweep } from './reminders.server';

/** Starts the reminder sweep of this server process (only when e-mail is configured). */
export function startCalendarReminders(): void {
  startReminderSweep(
    { getDb, deliver: triggerDelivery, configured: configuredOutbox() !== null },
    env().CALENDAR_REMINDER_SWEEP_MS,
  );
}

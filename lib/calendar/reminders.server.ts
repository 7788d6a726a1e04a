import 'server-only';
import { atomically, type Db } from '@/lib/db/kysely.server';
import { toIso } from '@/lib/db/values';
import { enqueueLeadNotification } from '@/lib/outbox/index.server';
import { listMoves, listSurveys } from './calendar.server';
import { addDays, istanbulDayOf, istanbulInstant } from './days';
import { readCalendarSettings } from './resources.server';
import { ISTANBUL_OFFSET_MS } from '@/lib/istanbul-time';

/**
 * Queues the customers' reminders that are due at `now`: from the set hour (İstanbul) of the
 * day before a survey or move, each event once. The claim is the row in calendar_reminders
 * (its key: kind, event, start), inserted in the same transaction as the outbox e-mail, so
 * two instances sweeping at once queue one e-mail; the outbox then sends it as it sends all
 * others (claimed, retried). Returns how many were queued.
 */
export async function enqueueDueReminders(db: Db, now = new Date()): Promise<number> {
  const settings = await readCalendarSettings(db);
  const hour = new Date(now.getTime() + ISTANBUL_OFFSET_MS).getUTCHours();
  if (hour < settings.reminderHour) return 0;
  const tomorrow = addDays(istanbulDayOf(now), 1);
  const [surveys, moves] = await Promise.all([
    listSurveys(db, { from: istanbulInstant(tomorrow), to: istanbulInstant(addDays(tomorrow, 1)) }),
    listMoves(db, { from: tomorrow, to: tomorrow }),
  ]);
  const due = [
    ...surveys.map((s) => ({ kind: 'survey' as const, id: s.id, startsAt: s.startsAt, lead: s })),
    ...moves.map((m) => ({
      kind: 'move' as const,
      id: m.id,
      startsAt: toIso(istanbulInstant(m.moveDate, settings.moveStartTime)),
      lead: m,
    })),
  ];
  let queued = 0;
  for (const event of due) {
    const claimed = await atomically(db, async (trx) => {
      const inserted = await trx
        .insertInto('calendar_reminders')
        .values({
          kind: event.kind,
          target_id: event.id,
          starts_at: event.startsAt,
          lead_id: event.lead.leadId,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['kind', 'target_id', 'starts_at']).doNothing())
        .returning('kind')
        .executeTakeFirst();
      if (!inserted) return false;
      await enqueueLeadNotification(trx, event.lead.leadKind, event.lead.leadId, now, `${event.kind}-reminder`);
      return true;
    });
    if (claimed) queued++;
  }
  return queued;
}

let sweep: NodeJS.Timeout | undefined;

/**
 * Every `intervalMs` (CALENDAR_REMINDER_SWEEP_MS, a minute by default) queues the due reminders
 * and has the outbox send them; started once per server process, only with e-mail configured.
 */
export function startReminderSweep(
  run: { getDb: () => Promise<Db>; deliver: () => void; configured: boolean },
  intervalMs = 60_000,
): void {
  if (sweep || !run.configured) return;
  const tick = async () => {
    try {
      if ((await enqueueDueReminders(await run.getDb())) > 0) run.deliver();
    } catch (error) {
      console.error('[calendar] reminder sweep failed:', error instanceof Error ? error.message : error);
    }
  };
  sweep = setInterval(() => void tick(), intervalMs);
  sweep.unref();
  void tick();
}

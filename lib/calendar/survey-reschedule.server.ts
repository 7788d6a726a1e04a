import 'server-only';
import { atomically, type Db } from '@/lib/db/kysely.server';
import { toIso } from '@/lib/db/values';
import { enqueueLeadNotification } from '@/lib/leads/outbox-store.server';

/**
 * Moves a booked survey to another start (same length) and queues the customer's e-mail
 * about it (outbox recipient 'survey-rescheduled'). The survey slots own the booking rules
 * (hours, exceptions, how many surveyors): this only takes a free seat of the new start
 * among `seats` (the surveyors), with the same unique index that decides every booking, so
 * it never double-books a seat. False when the survey is not booked or every seat is taken.
 */
export async function rescheduleSurvey(
  db: Db,
  bookingId: string,
  startsAt: Date,
  { seats = 1, now = new Date() }: { seats?: number; now?: Date } = {},
): Promise<boolean> {
  const booking = await db
    .selectFrom('survey_bookings')
    .innerJoin('leads', 'leads.id', 'survey_bookings.lead_id')
    .select(['survey_bookings.starts_at', 'survey_bookings.ends_at', 'survey_bookings.lead_id', 'leads.kind'])
    .where('survey_bookings.id', '=', bookingId)
    .where('survey_bookings.status', '=', 'booked')
    .executeTakeFirst();
  if (!booking) return false;
  const start = Date.parse(toIso(booking.starts_at));
  if (start === startsAt.getTime()) return false;
  const endsAt = new Date(startsAt.getTime() + (Date.parse(toIso(booking.ends_at)) - start));
  for (let seat = 0; seat < seats; seat++) {
    try {
      const moved = await atomically(db, async (trx) => {
        const result = await trx
          .updateTable('survey_bookings')
          .set({ starts_at: startsAt, ends_at: endsAt, seat, updated_at: now })
          .where('id', '=', bookingId)
          .where('status', '=', 'booked')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        const kind = booking.kind === 'contact' ? 'contact' : 'quote';
        await enqueueLeadNotification(trx, kind, booking.lead_id, now, 'survey-rescheduled');
        return true;
      });
      return moved;
    } catch (error) {
      // The seat is taken at that start: try the next surveyor's.
      if (!/unique|duplicate/i.test(error instanceof Error ? error.message : '')) throw error;
    }
  }
  return false;
}

// Test data of the calendar stories (e2e/calendar*.spec.ts), written through the app's own
// repositories and Kysely (no SQL text), so they run on either engine.
import type { Db } from '@/lib/db/kysely.server';
import { addDays, istanbulDayOf, istanbulInstant } from '@/lib/calendar/days';
import { addCrew, addVehicle } from '@/lib/calendar/resources.server';
import { setLeadFollowUp } from '@/lib/leads/repository.server';
import { acceptOffer, saveOfferDraft, sendOffer } from '@/lib/offers/repository.server';
import { offerContent } from '@/test/offer-fixtures';
import { withDb } from './data';

/** A day of its own for a test: far enough ahead that no other test's move or survey shares it. */
export function ownDay(): string {
  return addDays(istanbulDayOf(new Date()), 400 + Math.floor(Math.random() * 3000));
}

/** A day within the staff feed's year ahead (lib/calendar/feed.server.ts FEED_AHEAD_DAYS). */
export function dayWithinAYear(): string {
  return addDays(istanbulDayOf(new Date()), 40 + Math.floor(Math.random() * 300));
}

/** A survey booked for a lead (as the survey slots store one). Returns its id. */
export async function bookSurvey(db: Db, leadId: string, day: string, clock: string, kind = 'ev'): Promise<string> {
  const id = crypto.randomUUID();
  const startsAt = istanbulInstant(day, clock);
  await db
    .insertInto('survey_bookings')
    .values({
      id,
      lead_id: leadId,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 3600_000),
      kind,
      address: 'Çınar Sokak No 12 Daire 5',
      seat: 0,
      created_by: 'customer',
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute();
  return id;
}

/** The lead's offer on `day`, sent and accepted (as the customer's page does). */
export async function acceptedOfferOn(db: Db, leadId: string, day: string): Promise<void> {
  const draft = await saveOfferDraft(db, leadId, offerContent({ moveDate: day }), 'ofis@example.com');
  await sendOffer(db, draft.id, { email: 'ofis@example.com' });
  const result = await acceptOffer(db, draft.id, {
    fullName: 'Test Müşteri',
    fromAddress: 'Çınar Sokak No 12 Daire 5, Bağcılar',
    toAddress: 'Gül Sokak No 3, Kadıköy',
    clientAddress: '203.0.113.9',
    userAgent: 'e2e',
    snapshot: {},
  });
  if (!result.ok) throw new Error('the offer was not accepted');
}

export const followUpOn = (db: Db, leadId: string, day: string, clock: string) =>
  setLeadFollowUp(db, 'quote', leadId, istanbulInstant(day, clock), { email: 'ofis@example.com' });

/** Vehicles and crews enough that the suite's other moves never fill a day. */
export const addFleet = (count: number) =>
  withDb(async (db) => {
    for (let i = 1; i <= count; i++) {
      await addVehicle(db, { name: `Test kamyonu ${i}`, capacityM3: 30 });
      await addCrew(db, { name: `Test ekibi ${i}`, size: 3 });
    }
  });

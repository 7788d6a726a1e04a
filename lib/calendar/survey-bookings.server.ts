import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '@/lib/db/kysely.server';
import type { SurveyBookingsTable } from '@/lib/db/schema';
import { toIso } from '@/lib/db/values';
import { enqueueLeadNotification } from '@/lib/outbox/index.server';
import { recordLeadAudit, setLeadStatus } from '@/lib/leads/index.server';
import type { LeadKind } from '@/lib/leads';
import { freeSlots, lowestFreeSeat, slotLabel, type BusyBooking, type Slot } from './slots';
import { BOOKING_DAYS, surveyKindLabel, type SurveyHours, type SurveyKind } from './survey-hours';
import { enqueueStaffAlert } from '@/lib/alerts/index.server';

// The survey bookings of table survey_bookings (migration 018; docs/decisions/040-survey-slots.md).
// A booking takes the lowest seat free over its time; the partial unique index on
// (starts_at, seat) of live bookings decides between two bookings of the last seat, even
// from two app instances: the loser's insert fails, it looks again, and finds none free.

export interface SurveyBooking {
  id: string;
  leadId: string;
  startsAt: string;
  endsAt: string;
  kind: SurveyKind;
  address: string | null;
  seat: number;
  status: 'booked' | 'cancelled';
  assignedTo: string | null;
  /** "customer", or the staff member's e-mail. */
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
}

/** A live booking with the lead it belongs to (the calendar's view). */
export interface ListedSurveyBooking extends SurveyBooking {
  lead: { kind: LeadKind; reference: string | null; name: string; deleted: boolean };
}

function toBooking(row: Selectable<SurveyBookingsTable>): SurveyBooking {
  return {
    id: row.id,
    leadId: row.lead_id,
    startsAt: toIso(row.starts_at),
    endsAt: toIso(row.ends_at),
    kind: row.kind === 'video' ? 'video' : 'ev',
    address: row.address,
    seat: row.seat,
    status: row.status === 'cancelled' ? 'cancelled' : 'booked',
    assignedTo: row.assigned_to,
    createdBy: row.created_by,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    cancelledAt: row.cancelled_at ? toIso(row.cancelled_at) : null,
  };
}

/**
 * The live survey bookings starting in [fromIso, toIso), earliest first, with their lead's
 * kind, reference and name: what the calendar, the reminders and the feed read.
 */
export async function listSurveyBookings(db: Db, fromIso: string, toIso_: string): Promise<ListedSurveyBooking[]> {
  const rows = await db
    .selectFrom('survey_bookings as b')
    .innerJoin('leads as l', 'l.id', 'b.lead_id')
    .selectAll('b')
    .select(['l.kind as lead_kind', 'l.reference as lead_reference', 'l.name as lead_name', 'l.deleted_at'])
    .where('b.status', '=', 'booked')
    .where('b.starts_at', '>=', new Date(fromIso))
    .where('b.starts_at', '<', new Date(toIso_))
    .orderBy('b.starts_at')
    .orderBy('b.seat')
    .execute();
  return rows.map(({ lead_kind, lead_reference, lead_name, deleted_at, ...row }) => ({
    ...toBooking(row),
    lead: {
      kind: lead_kind === 'contact' ? 'contact' : 'quote',
      reference: lead_reference,
      name: lead_name,
      deleted: deleted_at !== null,
    },
  }));
}

/** The lead's live booking, if it has one. */
export async function getLiveSurveyBooking(db: Db, leadId: string): Promise<SurveyBooking | null> {
  const row = await db
    .selectFrom('survey_bookings')
    .selectAll()
    .where('lead_id', '=', leadId)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return row ? toBooking(row) : null;
}

/** The lead's last cancelled booking (the cancellation e-mail's subject). */
export async function getLastCancelledSurveyBooking(db: Db, leadId: string): Promise<SurveyBooking | null> {
  const row = await db
    .selectFrom('survey_bookings')
    .selectAll()
    .where('lead_id', '=', leadId)
    .where('status', '=', 'cancelled')
    .orderBy('cancelled_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toBooking(row) : null;
}

/** The home-visit address the lead's latest booking kept (live or cancelled), to fill the form again. */
export async function lastSurveyAddress(db: Db, leadId: string): Promise<string | null> {
  const row = await db
    .selectFrom('survey_bookings')
    .select('address')
    .where('lead_id', '=', leadId)
    .where('address', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.address ?? null;
}

/** Live bookings overlapping [from, to), as the slot computation needs them (one booking left out when moving it). */
async function busyBookings(db: Db, from: Date, to: Date, exceptId?: string): Promise<BusyBooking[]> {
  let query = db
    .selectFrom('survey_bookings')
    .select(['id', 'starts_at', 'ends_at', 'seat'])
    .where('status', '=', 'booked')
    .where('starts_at', '<', to)
    .where('ends_at', '>', from);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const rows = await query.execute();
  return rows.map((r) => ({ startsAt: toIso(r.starts_at), endsAt: toIso(r.ends_at), seat: r.seat }));
}

/** Who books: the customer on their page, or a staff member on the lead page. */
export type BookingActor = { by: 'customer' } | { by: 'staff'; email: string };
export const CUSTOMER_BOOKING_ACTOR = 'Müşteri (kendi sayfasından)';
const actorEmail = (actor: BookingActor) => (actor.by === 'customer' ? CUSTOMER_BOOKING_ACTOR : actor.email);

/** The first instant a slot may start for this actor: the customer needs `changeHours` of notice. */
export function earliestStart(hours: SurveyHours, actor: BookingActor['by'], now: Date): Date {
  return actor === 'customer' ? new Date(now.getTime() + hours.changeHours * 3_600_000) : now;
}

/** The free slots of the next BOOKING_DAYS days for this actor (a lead's own booking left out, so it can move). */
export async function listFreeSlots(
  db: Db,
  hours: SurveyHours,
  actor: BookingActor['by'],
  now = new Date(),
  exceptBookingId?: string,
): Promise<Slot[]> {
  const to = new Date(now.getTime() + (BOOKING_DAYS + 1) * 24 * 3_600_000);
  const bookings = await busyBookings(db, now, to, exceptBookingId);
  return freeSlots({ hours, bookings, earliest: earliestStart(hours, actor, now), from: now, days: BOOKING_DAYS });
}

/** Whether the booking can still be moved or cancelled by the customer (until `changeHours` before it). */
export function customerCanChange(booking: Pick<SurveyBooking, 'startsAt'>, hours: SurveyHours, now = new Date()) {
  return Date.parse(booking.startsAt) - now.getTime() >= hours.changeHours * 3_600_000;
}

export interface BookingRequest {
  lead: { id: string; kind: LeadKind; status: string };
  startsAt: string;
  kind: SurveyKind;
  /** The street-level address of a home visit (null for a video call). */
  address: string | null;
  actor: BookingActor;
  hours: SurveyHours;
  /**
   * Staff only: a start outside the offered slots (a time agreed by phone, e.g. 19:30, or on a
   * day off). Still in the future, still on a free seat (never more surveys at once than
   * surveyors), with the slot length; the audit entry says it was outside the offered slots.
   */
  outsideSlots?: boolean;
  now?: Date;
}

export type BookingResult =
  | { ok: true; booking: SurveyBooking; moved: boolean }
  /**
   * `taken`: the slot filled meanwhile (or is not offered); `late`: the customer's change window
   * has passed; `past`: a start outside the slots that has already begun.
   */
  | { ok: false; reason: 'taken' | 'late' | 'kind' | 'past'; suggestions: Slot[] };

/** How the audit entry marks a booking staff placed outside the offered slots. */
export const OUTSIDE_SLOTS_NOTE = 'sunulan saatlerin dışında';

/** Statuses a booked survey moves the lead out of, to "Keşif planlandı". */
const BEFORE_SURVEY = new Set(['yeni', 'arandi']);

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(error instanceof Error ? error.message : '') ||
  (error as { code?: string } | null)?.code === '23505';

/** How many free slots a refused booking is shown. */
const SUGGESTIONS = 6;

/** How often a booking looks again after losing a seat to a concurrent one. */
const MAX_ATTEMPTS = 25;

/**
 * Books (or moves) the lead's survey into the slot starting at `startsAt`: checks the slot is
 * offered to this actor, then in one transaction cancels the lead's current booking (a move),
 * inserts the new one on the lowest free seat, moves the lead to "Keşif planlandı" (from
 * "Yeni" or "Arandı"), writes the audit entry with the date and queues the customer's e-mail.
 * It is the one way a survey is booked or moved: by the customer on their page, by staff on
 * the lead page and on the calendar's survey page (`outsideSlots` for a time agreed by phone).
 * When another booking took the seat meanwhile the unique index refuses the insert, the
 * transaction rolls back and the booking looks again; with no seat left the answer is
 * `taken`, with the next free slots.
 */
export async function bookSurvey(db: Db, request: BookingRequest): Promise<BookingResult> {
  const { lead, hours, actor } = request;
  const now = request.now ?? new Date();
  const outside = actor.by === 'staff' && request.outsideSlots === true;
  const start = Date.parse(request.startsAt);
  const end = start + hours.slotMinutes * 60_000;
  // The next free slots after the one asked for (else the first free ones).
  const suggest = async (exceptId?: string) => {
    const free = await listFreeSlots(db, hours, actor.by, now, exceptId);
    const after = free.filter((s) => Date.parse(s.startsAt) > start);
    return (after.length > 0 ? after : free).slice(0, SUGGESTIONS);
  };
  if (!hours.kinds.includes(request.kind)) return { ok: false, reason: 'kind', suggestions: await suggest() };
  if (outside && !(start > now.getTime())) return { ok: false, reason: 'past', suggestions: await suggest() };

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const current = await getLiveSurveyBooking(db, lead.id);
    if (current && actor.by === 'customer' && !customerCanChange(current, hours, now))
      return { ok: false, reason: 'late', suggestions: [] };
    // Outside the slots the seat check below is the only rule (staff's explicit choice).
    const offered =
      outside ||
      (await listFreeSlots(db, hours, actor.by, now, current?.id)).some((s) => Date.parse(s.startsAt) === start);
    if (!offered) return { ok: false, reason: 'taken', suggestions: await suggest(current?.id) };
    try {
      const booking = await db.transaction().execute(async (trx) => {
        const previous = await getLiveSurveyBooking(trx, lead.id);
        if (previous?.id !== current?.id) throw new RaceLost();
        const busy = await busyBookings(trx, new Date(start), new Date(end), previous?.id);
        const seat = lowestFreeSeat(busy, start, end, hours.surveyors);
        if (seat === null) return null;
        if (previous)
          await trx
            .updateTable('survey_bookings')
            .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
            .where('id', '=', previous.id)
            .where('status', '=', 'booked')
            .execute();
        const row = {
          id: randomUUID(),
          lead_id: lead.id,
          starts_at: new Date(start),
          ends_at: new Date(end),
          kind: request.kind,
          address: request.kind === 'ev' ? request.address : null,
          seat,
          status: 'booked',
          assigned_to: previous?.assignedTo ?? null,
          created_by: actor.by === 'customer' ? 'customer' : actor.email,
          created_at: now,
          updated_at: now,
        };
        await trx.insertInto('survey_bookings').values(row).execute();
        if (BEFORE_SURVEY.has(lead.status))
          await setLeadStatus(trx, lead.kind, lead.id, { status: 'kesif' }, { email: actorEmail(actor), now });
        const what = `${slotLabel(row.starts_at.toISOString())}, ${surveyKindLabel(request.kind)}${outside ? ` (${OUTSIDE_SLOTS_NOTE})` : ''}`;
        await recordLeadAudit(
          trx,
          lead.kind,
          lead.id,
          actorEmail(actor),
          'survey',
          previous ? `Taşındı: ${slotLabel(previous.startsAt)} → ${what}` : `Planlandı: ${what}`,
          now,
        );
        await enqueueLeadNotification(trx, lead.kind, lead.id, now, previous ? 'survey-moved' : 'survey-booked');
        // The customer booked or moved it: the lead's owner (or the staff on duty) hear of it on their phones.
        if (actor.by === 'customer') await enqueueStaffAlert(trx, { event: 'survey-booked', leadId: lead.id, now });
        return { booking: toBooking({ ...row, cancelled_at: null }), moved: Boolean(previous) };
      });
      if (!booking) return { ok: false, reason: 'taken', suggestions: await suggest(current?.id) };
      return { ok: true, ...booking };
    } catch (error) {
      // Lost a seat (or the lead's one live booking) to a concurrent booking: look again.
      if (!(error instanceof RaceLost) && !isUniqueViolation(error)) throw error;
    }
  }
  return { ok: false, reason: 'taken', suggestions: await suggest() };
}

class RaceLost extends Error {}

/**
 * Moves a live booking to another start (the calendar's survey page, which knows the booking,
 * not the lead): `bookSurvey` with the booking's lead, kind and address. Null when the booking
 * is no longer live (cancelled or moved meanwhile) or its lead was deleted.
 */
export async function moveSurveyBooking(
  db: Db,
  bookingId: string,
  request: Omit<BookingRequest, 'lead' | 'kind' | 'address'>,
): Promise<BookingResult | null> {
  const row = await db
    .selectFrom('survey_bookings as b')
    .innerJoin('leads as l', 'l.id', 'b.lead_id')
    .select(['b.kind', 'b.address', 'l.id as lead_id', 'l.kind as lead_kind', 'l.status as lead_status'])
    .where('b.id', '=', bookingId)
    .where('b.status', '=', 'booked')
    .where('l.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return bookSurvey(db, {
    ...request,
    lead: { id: row.lead_id, kind: row.lead_kind === 'contact' ? 'contact' : 'quote', status: row.lead_status },
    kind: row.kind === 'video' ? 'video' : 'ev',
    address: row.address,
  });
}

export type CancelResult = { ok: true; booking: SurveyBooking } | { ok: false; reason: 'none' | 'late' };

/**
 * Cancels the lead's live booking (the customer only until `changeHours` before it), with the
 * audit entry and the customer's e-mail. The lead keeps its status: staff decide what follows.
 */
export async function cancelSurveyBooking(
  db: Db,
  request: { lead: { id: string; kind: LeadKind }; actor: BookingActor; hours: SurveyHours; now?: Date },
): Promise<CancelResult> {
  const now = request.now ?? new Date();
  const { lead, actor } = request;
  return db.transaction().execute(async (trx): Promise<CancelResult> => {
    const current = await getLiveSurveyBooking(trx, lead.id);
    if (!current) return { ok: false, reason: 'none' };
    if (actor.by === 'customer' && !customerCanChange(current, request.hours, now))
      return { ok: false, reason: 'late' };
    const result = await trx
      .updateTable('survey_bookings')
      .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
      .where('id', '=', current.id)
      .where('status', '=', 'booked')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return { ok: false, reason: 'none' };
    await recordLeadAudit(
      trx,
      lead.kind,
      lead.id,
      actorEmail(actor),
      'survey',
      `İptal edildi: ${slotLabel(current.startsAt)}, ${surveyKindLabel(current.kind)}`,
      now,
    );
    await enqueueLeadNotification(trx, lead.kind, lead.id, now, 'survey-cancelled');
    return {
      ok: true,
      booking: { ...current, status: 'cancelled', cancelledAt: now.toISOString(), updatedAt: now.toISOString() },
    };
  });
}

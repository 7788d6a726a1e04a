import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { atomically, type Db } from '@/lib/db/kysely.server';
import type { LeadsTable } from '@/lib/db/schema';
import { toIso } from '@/lib/db/values';
import { enqueueLeadNotification } from '@/lib/outbox/index.server';
import { dayCapacity, type DayCapacity } from './capacity';
import { addDays, daysBetween, istanbulInstant, isDay } from './days';
import { readCalendarSettings } from './resources.server';

// Moves, and what the calendar shows for a range of days: surveys (table survey_bookings,
// written by the survey slots), moves and the pipeline's follow-ups, with each day's
// capacity (docs/decisions/041-calendar.md).

type LeadKind = 'contact' | 'quote';
const leadKind = (kind: string): LeadKind => (kind === 'contact' ? 'contact' : 'quote');

/** What every calendar entry says about its lead. */
export interface CalendarLead {
  leadId: string;
  leadKind: LeadKind;
  reference: string | null;
  name: string;
  /** Where the move starts / the survey is, as the customer typed it (staff only; the feed uses districtOf). */
  fromLocation: string | null;
  toLocation: string | null;
}

export interface CalendarSurvey extends CalendarLead {
  id: string;
  startsAt: string;
  endsAt: string;
  /** ev | video */
  kind: string;
  assignedTo: string | null;
}

export interface CalendarMove extends CalendarLead {
  id: string;
  offerId: string | null;
  moveDate: string;
  status: string;
  volumeM3: number | null;
  vehicleIds: string[];
  crewIds: string[];
  userIds: string[];
}

export interface CalendarFollowUp extends CalendarLead {
  at: string;
  status: string;
}

export interface CalendarRange {
  surveys: CalendarSurvey[];
  moves: CalendarMove[];
  followUps: CalendarFollowUp[];
  capacity: Map<string, DayCapacity>;
}

/**
 * Makes the accepted offer's move (on its date), in the acceptance's transaction. A lead has
 * one move: a later accepted offer moves it to its own date and plans it again. Safe to call
 * again for the same offer (nothing changes).
 */
export async function createMoveForAcceptedOffer(
  db: Db,
  offer: { id: string; leadId: string; moveDate: string },
  now = new Date(),
): Promise<void> {
  const existing = await db
    .selectFrom('moves')
    .select(['id', 'offer_id'])
    .where('lead_id', '=', offer.leadId)
    .executeTakeFirst();
  if (existing?.offer_id === offer.id) return;
  if (existing) {
    await db
      .updateTable('moves')
      .set({ offer_id: offer.id, move_date: offer.moveDate, status: 'planned', updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    return;
  }
  await db
    .insertInto('moves')
    .values({
      id: randomUUID(),
      lead_id: offer.leadId,
      offer_id: offer.id,
      move_date: offer.moveDate,
      status: 'planned',
      volume_m3: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('lead_id').doNothing())
    .execute();
}

const LEAD_COLUMNS = [
  'leads.id as lead_id',
  'leads.kind as lead_kind',
  'leads.reference',
  'leads.name',
  'leads.from_location',
  'leads.to_location',
] as const;

function toCalendarLead(
  row: Pick<Selectable<LeadsTable>, 'reference' | 'name' | 'from_location' | 'to_location'> & {
    /** `leads.id` and `leads.kind`, selected under these names (LEAD_COLUMNS). */
    lead_id: Selectable<LeadsTable>['id'];
    lead_kind: Selectable<LeadsTable>['kind'];
  },
): CalendarLead {
  return {
    leadId: row.lead_id,
    leadKind: leadKind(row.lead_kind),
    reference: row.reference,
    name: row.name,
    fromLocation: row.from_location,
    toLocation: row.to_location,
  };
}

/** Live moves (not cancelled) of leads not in "Silinenler", from `from` to `to` ('YYYY-MM-DD', both included). */
export async function listMoves(
  db: Db,
  range: { from: string; to: string } | { ids: string[] } | { userId: string; from: string },
): Promise<CalendarMove[]> {
  let query = db
    .selectFrom('moves')
    .innerJoin('leads', 'leads.id', 'moves.lead_id')
    .select([...LEAD_COLUMNS, 'moves.id', 'moves.offer_id', 'moves.move_date', 'moves.status', 'moves.volume_m3'])
    .where('leads.deleted_at', 'is', null);
  if ('ids' in range) {
    if (range.ids.length === 0) return [];
    query = query.where('moves.id', 'in', range.ids);
  } else {
    query = query.where('moves.status', '!=', 'cancelled').where('moves.move_date', '>=', range.from);
    if ('to' in range) query = query.where('moves.move_date', '<=', range.to);
    if ('userId' in range)
      query = query.where(
        'moves.id',
        'in',
        db.selectFrom('move_staff').select('move_id').where('user_id', '=', range.userId),
      );
  }
  const rows = await query.orderBy('moves.move_date').orderBy('leads.reference').execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [vehicles, crews, staff] = await Promise.all([
    db.selectFrom('move_vehicles').select(['move_id', 'vehicle_id as other']).where('move_id', 'in', ids).execute(),
    db.selectFrom('move_crews').select(['move_id', 'crew_id as other']).where('move_id', 'in', ids).execute(),
    db.selectFrom('move_staff').select(['move_id', 'user_id as other']).where('move_id', 'in', ids).execute(),
  ]);
  const of = (list: { move_id: string; other: string }[], id: string) =>
    list.filter((r) => r.move_id === id).map((r) => r.other);
  return rows.map((r) => ({
    ...toCalendarLead(r),
    id: r.id,
    offerId: r.offer_id,
    moveDate: r.move_date,
    status: r.status,
    volumeM3: r.volume_m3,
    vehicleIds: of(vehicles, r.id),
    crewIds: of(crews, r.id),
    userIds: of(staff, r.id),
  }));
}

export async function getMove(db: Db, id: string): Promise<CalendarMove | null> {
  return (await listMoves(db, { ids: [id] }))[0] ?? null;
}

/** The live move of a lead (the customer's page), or null. */
export async function getLeadMove(db: Db, leadId: string): Promise<{ id: string; moveDate: string } | null> {
  const row = await db
    .selectFrom('moves')
    .select(['id', 'move_date'])
    .where('lead_id', '=', leadId)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  return row ? { id: row.id, moveDate: row.move_date } : null;
}

/** Booked surveys starting in [from, to) (instants), of leads not in "Silinenler". */
export async function listSurveys(
  db: Db,
  range: { from: Date; to: Date; userId?: string } | { ids: string[] },
): Promise<CalendarSurvey[]> {
  let query = db
    .selectFrom('survey_bookings')
    .innerJoin('leads', 'leads.id', 'survey_bookings.lead_id')
    .select([
      ...LEAD_COLUMNS,
      'survey_bookings.id',
      'survey_bookings.starts_at',
      'survey_bookings.ends_at',
      'survey_bookings.kind',
      'survey_bookings.assigned_to',
    ])
    .where('leads.deleted_at', 'is', null)
    .where('survey_bookings.status', '=', 'booked');
  if ('ids' in range) {
    if (range.ids.length === 0) return [];
    query = query.where('survey_bookings.id', 'in', range.ids);
  } else {
    query = query
      .where('survey_bookings.starts_at', '>=', range.from)
      .where('survey_bookings.starts_at', '<', range.to);
    if (range.userId) query = query.where('survey_bookings.assigned_to', '=', range.userId);
  }
  const rows = await query.orderBy('survey_bookings.starts_at').orderBy('survey_bookings.id').execute();
  return rows.map((r) => ({
    ...toCalendarLead(r),
    id: r.id,
    startsAt: toIso(r.starts_at),
    endsAt: toIso(r.ends_at),
    kind: r.kind,
    assignedTo: r.assigned_to,
  }));
}

/** Follow-ups (leads.follow_up_at) in [from, to), of leads not in "Silinenler". */
export async function listFollowUps(db: Db, range: { from: Date; to: Date }): Promise<CalendarFollowUp[]> {
  const rows = await db
    .selectFrom('leads')
    .select([...LEAD_COLUMNS, 'leads.follow_up_at', 'leads.status'])
    .where('leads.deleted_at', 'is', null)
    .where('leads.follow_up_at', '>=', range.from)
    .where('leads.follow_up_at', '<', range.to)
    .orderBy('leads.follow_up_at')
    .orderBy('leads.id')
    .execute();
  return rows.map((r) => ({ ...toCalendarLead(r), at: toIso(r.follow_up_at!), status: r.status }));
}

/** The capacity of each day from `from` to `to` (both included): live moves against active vehicles and crews. */
export async function capacityByDay(
  db: Db,
  from: string,
  to: string,
  busySharePercent?: number,
): Promise<Map<string, DayCapacity>> {
  const share = busySharePercent ?? (await readCalendarSettings(db)).busySharePercent;
  const [vehicles, crews, moves] = await Promise.all([
    db
      .selectFrom('vehicles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('active', '=', true)
      .executeTakeFirst(),
    db
      .selectFrom('crews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('active', '=', true)
      .executeTakeFirst(),
    db
      .selectFrom('moves')
      .innerJoin('leads', 'leads.id', 'moves.lead_id')
      .select([
        'moves.move_date',
        (eb) =>
          eb
            .selectFrom('move_vehicles')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('move_vehicles.move_id', '=', 'moves.id')
            .as('vehicles'),
        (eb) =>
          eb
            .selectFrom('move_crews')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('move_crews.move_id', '=', 'moves.id')
            .as('crews'),
      ])
      .where('leads.deleted_at', 'is', null)
      .where('moves.status', '!=', 'cancelled')
      .where('moves.move_date', '>=', from)
      .where('moves.move_date', '<=', to)
      .execute(),
  ]);
  const resources = { vehicles: Number(vehicles?.n ?? 0), crews: Number(crews?.n ?? 0) };
  const result = new Map<string, DayCapacity>();
  for (const day of daysBetween(from, to)) {
    const loads = moves
      .filter((m) => m.move_date === day)
      .map((m) => ({ vehicles: Number(m.vehicles ?? 0), crews: Number(m.crews ?? 0) }));
    result.set(day, dayCapacity(loads, resources, share));
  }
  return result;
}

/** Everything the calendar shows from `from` to `to` (İstanbul days, both included). */
export async function calendarRange(db: Db, from: string, to: string): Promise<CalendarRange> {
  const start = istanbulInstant(from);
  const end = istanbulInstant(addDays(to, 1));
  const [surveys, moves, followUps, capacity] = await Promise.all([
    listSurveys(db, { from: start, to: end }),
    listMoves(db, { from, to }),
    listFollowUps(db, { from: start, to: end }),
    capacityByDay(db, from, to),
  ]);
  return { surveys, moves, followUps, capacity };
}

/**
 * Assigns vehicles, crews and staff to a move (replacing what was assigned). Ids of vehicles,
 * crews or people that no longer exist (a form opened before one was removed) are left out.
 */
export async function assignMove(
  db: Db,
  moveId: string,
  input: { vehicleIds: string[]; crewIds: string[]; userIds: string[] },
  now = new Date(),
): Promise<boolean> {
  return atomically(db, async (trx) => {
    const updated = await trx.updateTable('moves').set({ updated_at: now }).where('id', '=', moveId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await trx.deleteFrom('move_vehicles').where('move_id', '=', moveId).execute();
    await trx.deleteFrom('move_crews').where('move_id', '=', moveId).execute();
    await trx.deleteFrom('move_staff').where('move_id', '=', moveId).execute();
    const existing = async (table: 'vehicles' | 'crews' | 'user', ids: string[]) =>
      ids.length
        ? (
            await trx
              .selectFrom(table)
              .select('id')
              .where('id', 'in', [...new Set(ids)])
              .orderBy('id')
              .execute()
          ).map((r) => r.id)
        : [];
    const vehicles = await existing('vehicles', input.vehicleIds);
    const crews = await existing('crews', input.crewIds);
    const people = await existing('user', input.userIds);
    if (vehicles.length)
      await trx
        .insertInto('move_vehicles')
        .values(vehicles.map((vehicle_id) => ({ move_id: moveId, vehicle_id })))
        .execute();
    if (crews.length)
      await trx
        .insertInto('move_crews')
        .values(crews.map((crew_id) => ({ move_id: moveId, crew_id })))
        .execute();
    if (people.length)
      await trx
        .insertInto('move_staff')
        .values(people.map((user_id) => ({ move_id: moveId, user_id })))
        .execute();
    return true;
  });
}

/**
 * Moves a move to another day and queues the customer's e-mail about it (outbox recipient
 * 'move-rescheduled'); their page shows the new date. False when there is no such live move
 * or the day is the same.
 */
export async function rescheduleMove(db: Db, moveId: string, day: string, now = new Date()): Promise<boolean> {
  if (!isDay(day)) return false;
  return atomically(db, async (trx) => {
    const move = await trx
      .selectFrom('moves')
      .innerJoin('leads', 'leads.id', 'moves.lead_id')
      .select(['moves.id', 'moves.move_date', 'moves.lead_id', 'leads.kind'])
      .where('moves.id', '=', moveId)
      .where('moves.status', '!=', 'cancelled')
      .executeTakeFirst();
    if (!move || move.move_date === day) return false;
    await trx.updateTable('moves').set({ move_date: day, updated_at: now }).where('id', '=', moveId).execute();
    await enqueueLeadNotification(trx, leadKind(move.kind), move.lead_id, now, 'move-rescheduled');
    return true;
  });
}

import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { atomically, type Db } from '@/lib/db/kysely.server';
import type { DamageReportsTable, ReviewsTable } from '@/lib/db/schema';
import { toIso } from '@/lib/db/values';
import { enqueueLeadNotification } from '@/lib/outbox/index.server';
import type { LeadKind } from '@/lib/leads';
import { offerContentSchema } from '@/lib/offers';
import { istanbulDayOf } from '@/lib/calendar';
import { damageDeadlines, timelinessOn, type Timeliness } from './deadlines';
import {
  CLOSED_DAMAGE_STATUSES,
  authorLine,
  hideReasonOf,
  shortName,
  type DamageInput,
  type DamageStatus,
  type HideReason,
  type PublicReview,
  type ReviewInput,
  type ReviewStats,
} from './types';
import { enqueueStaffAlert } from '@/lib/alerts/index.server';

// All SQL on what comes after the move (issue 29): the follow-up consent given with an
// acceptance, the verified reviews and the damage reports (docs/decisions/045, 046).

const isoOrNull = (value: Date | string | null) => (value === null ? null : toIso(value));
/** Who the audit log names when the customer writes on their page. */
const CUSTOMER = 'Müşteri (kendi sayfasından)';

async function audit(db: Db, kind: LeadKind, leadId: string, actor: string, action: string, detail: string, now: Date) {
  await db
    .insertInto('lead_audit')
    .values({ id: randomUUID(), lead_kind: kind, lead_id: leadId, actor_email: actor, action, detail, created_at: now })
    .execute();
}

// --- The move -----------------------------------------------------------------------

/** A lead's move: from its `moves` row (takvim), else from the accepted offer's date. */
export interface MoveFacts {
  leadId: string;
  leadKind: LeadKind;
  offerId: string;
  /** 'YYYY-MM-DD' (İstanbul): the delivery date the damage deadlines run from. */
  date: string;
  cancelled: boolean;
  fromLocation: string;
  toLocation: string;
}

/** The lead's move, or null when no offer of it was accepted. */
export async function moveOfLead(db: Db, leadId: string): Promise<MoveFacts | null> {
  const offer = await db
    .selectFrom('offers')
    .innerJoin('leads', 'leads.id', 'offers.lead_id')
    .select(['offers.id', 'offers.content', 'leads.kind', 'leads.from_location', 'leads.to_location'])
    .where('offers.lead_id', '=', leadId)
    .where('offers.response', '=', 'accepted')
    .orderBy('offers.version', 'desc')
    .executeTakeFirst();
  if (!offer) return null;
  const move = await db
    .selectFrom('moves')
    .select(['move_date', 'status'])
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  const content = offerContentSchema.safeParse(JSON.parse(offer.content));
  const offerDate = content.success ? (content.data.moveDateEnd ?? content.data.moveDate) : null;
  const date = move?.move_date ?? offerDate;
  if (!date) return null;
  return {
    leadId,
    leadKind: offer.kind as LeadKind,
    offerId: offer.id,
    date,
    cancelled: move?.status === 'cancelled',
    fromLocation: offer.from_location ?? '',
    toLocation: offer.to_location ?? '',
  };
}

/** A move has happened (a review can be asked) once its day is over and it was not cancelled. */
export function moveHappened(move: MoveFacts | null, now = new Date()): move is MoveFacts {
  return !!move && !move.cancelled && move.date < istanbulDayOf(now);
}

/** Damage can be reported from the delivery day on. */
export function moveDelivered(move: MoveFacts | null, now = new Date()): move is MoveFacts {
  return !!move && !move.cancelled && move.date <= istanbulDayOf(now);
}

// --- The follow-up consent ----------------------------------------------------------

/** Records the consent given with an acceptance; call it in the acceptance's transaction. */
export async function recordFollowUpConsent(db: Db, offerId: string, leadId: string, now = new Date()) {
  await db.insertInto('follow_up_consents').values({ offer_id: offerId, lead_id: leadId, consented_at: now }).execute();
}

export async function hasFollowUpConsent(db: Db, leadId: string): Promise<boolean> {
  const row = await db
    .selectFrom('follow_up_consents')
    .select('offer_id')
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  return !!row;
}

/** What the outbox does with a queued review request now. */
export type ReviewRequestStep = { action: 'send'; move: MoveFacts } | { action: 'drop' } | { action: 'wait'; at: Date };

/**
 * The one review request: only with the consent, `days` days after the move (a later move
 * date waits), never for a cancelled move or a lead that has already reviewed.
 */
export async function reviewRequestStep(
  db: Db,
  leadId: string,
  days: number,
  now = new Date(),
): Promise<ReviewRequestStep> {
  const [move, consent, review] = await Promise.all([
    moveOfLead(db, leadId),
    hasFollowUpConsent(db, leadId),
    getLeadReview(db, leadId),
  ]);
  if (!move || move.cancelled || !consent || review) return { action: 'drop' };
  const due = reviewRequestDueAt(move.date, days);
  return due > now ? { action: 'wait', at: due } : { action: 'send', move };
}

/** 10:00 İstanbul time, `days` days after the move's day (at least the day after it). */
export function reviewRequestDueAt(moveDate: string, days: number): Date {
  const at = new Date(`${moveDate}T10:00:00+03:00`);
  at.setUTCDate(at.getUTCDate() + Math.max(1, days));
  return at;
}

// --- Reviews ------------------------------------------------------------------------

type ReviewRow = Omit<Selectable<ReviewsTable>, 'offer_id' | 'hidden_by' | 'replied_by'>;

export interface StoredReview extends PublicReview {
  leadId: string;
  hiddenAt: string | null;
  repliedAt: string | null;
}

function toReview(row: ReviewRow): StoredReview {
  const hidden = hideReasonOf(row.hidden_reason)?.id ?? null;
  return {
    id: row.id,
    leadId: row.lead_id,
    rating: row.rating,
    body: hidden ? null : row.body,
    author: authorLine(row.name_display, row.author_name, row.author_district),
    moveMonth: row.move_month,
    routeFrom: row.route_from,
    routeTo: row.route_to,
    hiddenReason: hidden,
    reply: row.reply,
    createdAt: toIso(row.created_at),
    hiddenAt: isoOrNull(row.hidden_at),
    repliedAt: isoOrNull(row.replied_at),
  };
}

const REVIEW_COLUMNS = [
  'id',
  'lead_id',
  'rating',
  'body',
  'name_display',
  'author_name',
  'author_district',
  'move_month',
  'route_from',
  'route_to',
  'created_at',
  'hidden_reason',
  'hidden_at',
  'reply',
  'replied_at',
] as const;

export async function getLeadReview(db: Db, leadId: string): Promise<StoredReview | null> {
  const row = await db.selectFrom('reviews').select(REVIEW_COLUMNS).where('lead_id', '=', leadId).executeTakeFirst();
  return row ? toReview(row) : null;
}

/** The text of a review, whatever its state (staff only). */
export async function reviewText(db: Db, id: string): Promise<string | null> {
  const row = await db.selectFrom('reviews').select('body').where('id', '=', id).executeTakeFirst();
  return row?.body ?? null;
}

export type CreateReviewResult =
  { ok: true; review: StoredReview; followUp: boolean } | { ok: false; reason: 'exists' };

/** A rating of this or less asks the managers to follow the customer up (the review stays public). */
export const FOLLOW_UP_AT_OR_BELOW = 3;

/**
 * Stores the one review of a move, published at once. A low rating sets the lead's
 * follow-up (now, unless an earlier one is set) and says why in the audit log.
 */
export async function createReview(
  db: Db,
  lead: { id: string; name: string },
  move: MoveFacts,
  input: ReviewInput,
  now = new Date(),
): Promise<CreateReviewResult> {
  const id = randomUUID();
  const followUp = input.rating <= FOLLOW_UP_AT_OR_BELOW;
  const stored = await atomically(db, async (trx) => {
    const exists = await trx.selectFrom('reviews').select('id').where('lead_id', '=', lead.id).executeTakeFirst();
    if (exists) return false;
    await trx
      .insertInto('reviews')
      .values({
        id,
        lead_id: lead.id,
        offer_id: move.offerId,
        rating: input.rating,
        body: input.body,
        name_display: input.nameDisplay,
        author_name: shortName(lead.name),
        author_district: move.fromLocation,
        move_month: move.date.slice(0, 7),
        route_from: move.fromLocation,
        route_to: move.toLocation,
        created_at: now,
      })
      .execute();
    await audit(
      trx,
      move.leadKind,
      lead.id,
      CUSTOMER,
      'review',
      `${input.rating}/5${followUp ? ' · düşük puan: yöneticiler müşteriyi arasın' : ''}`,
      now,
    );
    if (followUp)
      await trx
        .updateTable('leads')
        .set({ follow_up_at: now })
        .where('id', '=', lead.id)
        .where((eb) => eb.or([eb('follow_up_at', 'is', null), eb('follow_up_at', '>', now)]))
        .execute();
    return true;
  });
  if (!stored) return { ok: false, reason: 'exists' };
  return { ok: true, review: (await getLeadReview(db, lead.id))!, followUp };
}

/** Published reviews, newest first: shown ones, and hidden ones whose rating counts (as a stub). */
export async function listPublishedReviews(db: Db, limit = 500): Promise<StoredReview[]> {
  const rows = await db
    .selectFrom('reviews')
    .select(REVIEW_COLUMNS)
    .where((eb) => eb.or([eb('hidden_reason', 'is', null), eb('hidden_reason', '!=', 'ilgisiz')]))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toReview);
}

/** The latest shown reviews (with their text), for the home and service pages. */
export async function latestShownReviews(db: Db, limit = 3): Promise<StoredReview[]> {
  const rows = await db
    .selectFrom('reviews')
    .select(REVIEW_COLUMNS)
    .where('hidden_reason', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toReview);
}

/** The count and mean of the counted ratings: every review except those hidden as not about the company. */
export async function reviewStats(db: Db): Promise<ReviewStats> {
  const row = await db
    .selectFrom('reviews')
    .select([sql<number | string>`count(*)`.as('n'), sql<number | string | null>`avg(rating)`.as('mean')])
    .where((eb) => eb.or([eb('hidden_reason', 'is', null), eb('hidden_reason', '!=', 'ilgisiz')]))
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  return { count, mean: count > 0 && row.mean !== null ? Number(row.mean) : null };
}

/** Every review for staff, newest first, with its lead. */
export async function listReviewsForStaff(db: Db, limit = 200) {
  const rows = await db
    .selectFrom('reviews')
    .innerJoin('leads', 'leads.id', 'reviews.lead_id')
    .select([...REVIEW_COLUMNS.map((c) => `reviews.${c}` as const), 'leads.kind', 'leads.reference', 'leads.name'])
    .orderBy('reviews.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...toReview(row),
    text: row.body,
    leadKind: row.kind as LeadKind,
    reference: row.reference,
    leadName: row.name,
  }));
}

async function reviewLead(db: Db, id: string) {
  return db
    .selectFrom('reviews')
    .innerJoin('leads', 'leads.id', 'reviews.lead_id')
    .select(['reviews.lead_id', 'leads.kind', 'reviews.hidden_reason'])
    .where('reviews.id', '=', id)
    .executeTakeFirst();
}

/** Hides a review for one of the fixed reasons, with an audit entry. False when there is none (or already hidden). */
export async function hideReview(db: Db, id: string, reason: HideReason, actor: string, now = new Date()) {
  return atomically(db, async (trx) => {
    const found = await reviewLead(trx, id);
    if (!found || found.hidden_reason) return false;
    await trx
      .updateTable('reviews')
      .set({ hidden_reason: reason, hidden_at: now, hidden_by: actor })
      .where('id', '=', id)
      .execute();
    await audit(trx, found.kind as LeadKind, found.lead_id, actor, 'review-hidden', hideReasonOf(reason)!.label, now);
    return true;
  });
}

/** The company's public reply (replaces an earlier one; empty removes it), with an audit entry. */
export async function replyToReview(db: Db, id: string, text: string, actor: string, now = new Date()) {
  return atomically(db, async (trx) => {
    const found = await reviewLead(trx, id);
    if (!found) return false;
    const reply = text.trim() || null;
    await trx
      .updateTable('reviews')
      .set({ reply, replied_at: reply ? now : null, replied_by: reply ? actor : null })
      .where('id', '=', id)
      .execute();
    const detail = reply ? (reply.length > 80 ? `${reply.slice(0, 79)}…` : reply) : 'Yanıt kaldırıldı';
    await audit(trx, found.kind as LeadKind, found.lead_id, actor, 'review-reply', detail, now);
    return true;
  });
}

// --- Damage reports -----------------------------------------------------------------

export interface DamageReport {
  id: string;
  leadId: string;
  offerId: string | null;
  description: string;
  items: string;
  deliveryDate: string;
  timeliness: Timeliness;
  status: DamageStatus;
  rejectReason: string | null;
  staffNote: string | null;
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
}

type DamageRow = Selectable<DamageReportsTable>;

function toDamage(row: DamageRow): DamageReport {
  return {
    id: row.id,
    leadId: row.lead_id,
    offerId: row.offer_id,
    description: row.description,
    items: row.items,
    deliveryDate: row.delivery_date,
    timeliness: row.timeliness as Timeliness,
    status: row.status as DamageStatus,
    rejectReason: row.reject_reason,
    staffNote: row.staff_note,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    updatedBy: row.updated_by,
  };
}

/**
 * Stores a damage report (a late one too, marked late) with an audit entry and queues the
 * staff's e-mail in the same transaction. Returns the report.
 */
export async function createDamageReport(
  db: Db,
  move: MoveFacts,
  input: DamageInput,
  now = new Date(),
): Promise<DamageReport> {
  const id = randomUUID();
  const timeliness = timelinessOn(damageDeadlines(move.date), istanbulDayOf(now));
  await atomically(db, async (trx) => {
    await trx
      .insertInto('damage_reports')
      .values({
        id,
        lead_id: move.leadId,
        offer_id: move.offerId,
        description: input.description,
        items: input.items,
        delivery_date: move.date,
        timeliness,
        status: 'alindi',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await audit(
      trx,
      move.leadKind,
      move.leadId,
      CUSTOMER,
      'damage',
      timeliness === 'on-time' ? 'Süresinde' : 'Geç',
      now,
    );
    await enqueueLeadNotification(trx, move.leadKind, move.leadId, now, 'damage-report');
    // The lead's owner (or the staff on duty) hear of it on their phones too.
    await enqueueStaffAlert(trx, { event: 'damage-report', leadId: move.leadId, now });
  });
  return (await getDamageReport(db, id))!;
}

/** Whether the customer may still add photos to this report: one of the lead's reports, not closed. */
export async function damageReportTakesFiles(db: Db, leadId: string, reportId: string): Promise<boolean> {
  const row = await db
    .selectFrom('damage_reports')
    .select('status')
    .where('id', '=', reportId)
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  return row !== undefined && !CLOSED_DAMAGE_STATUSES.includes(row.status);
}

export async function getDamageReport(db: Db, id: string): Promise<DamageReport | null> {
  const row = await db.selectFrom('damage_reports').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toDamage(row) : null;
}

export async function listLeadDamageReports(db: Db, leadId: string): Promise<DamageReport[]> {
  const rows = await db
    .selectFrom('damage_reports')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(toDamage);
}

export interface StaffDamageReport extends DamageReport {
  leadKind: LeadKind;
  reference: string | null;
  customerName: string;
}

/** "Hasar bildirimleri": every report (or those of one status), newest first, with its lead. */
export async function listDamageReports(db: Db, status?: DamageStatus, limit = 200): Promise<StaffDamageReport[]> {
  let query = db
    .selectFrom('damage_reports')
    .innerJoin('leads', 'leads.id', 'damage_reports.lead_id')
    .selectAll('damage_reports')
    .select(['leads.kind', 'leads.reference', 'leads.name'])
    .where('leads.deleted_at', 'is', null)
    .orderBy('damage_reports.created_at', 'desc')
    .limit(limit);
  if (status) query = query.where('damage_reports.status', '=', status);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...toDamage(row),
    leadKind: row.kind as LeadKind,
    reference: row.reference,
    customerName: row.name,
  }));
}

export interface DamageUpdate {
  status: DamageStatus;
  rejectReason: string | null;
  staffNote: string | null;
}

/** Staff set the status (a rejection with its reason, shown to the customer) and the note, with an audit entry. */
export async function updateDamageReport(db: Db, id: string, change: DamageUpdate, actor: string, now = new Date()) {
  return atomically(db, async (trx) => {
    const found = await trx
      .selectFrom('damage_reports')
      .innerJoin('leads', 'leads.id', 'damage_reports.lead_id')
      .select(['damage_reports.lead_id', 'leads.kind'])
      .where('damage_reports.id', '=', id)
      .executeTakeFirst();
    if (!found) return false;
    await trx
      .updateTable('damage_reports')
      .set({
        status: change.status,
        reject_reason: change.status === 'reddedildi' ? change.rejectReason : null,
        staff_note: change.staffNote,
        updated_at: now,
        updated_by: actor,
      })
      .where('id', '=', id)
      .execute();
    await audit(trx, found.kind as LeadKind, found.lead_id, actor, 'damage', change.status, now);
    return true;
  });
}

/** The lead's latest damage report (the staff e-mail's subject). */
export async function latestDamageReport(db: Db, leadId: string): Promise<DamageReport | null> {
  return (await listLeadDamageReports(db, leadId))[0] ?? null;
}

/** A lead's files: the survey's (taken before the move) and those of each damage report. */
export interface LeadFileSummary {
  id: string;
  kind: string;
  room: string | null;
  originalName: string | null;
  damageReportId: string | null;
  createdAt: string;
}

export async function listLeadFileSummaries(db: Db, leadId: string): Promise<LeadFileSummary[]> {
  const rows = await db
    .selectFrom('lead_files')
    .select(['id', 'kind', 'room', 'original_name', 'damage_report_id', 'created_at'])
    .where('lead_id', '=', leadId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    room: r.room,
    originalName: r.original_name,
    damageReportId: r.damage_report_id,
    createdAt: toIso(r.created_at),
  }));
}

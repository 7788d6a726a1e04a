import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '@/lib/db/kysely';
import type { Database } from '@/lib/db/schema';
import { toIso } from '@/lib/db/values';
import { formatDateTime } from '@/lib/format';
import { LEAD_KIND_IDS, type Lead, type LeadKind } from '@/lib/leads/kinds';
import {
  AUDIT_ACTIONS,
  CLOSED_STATUSES,
  LEAD_SOURCES,
  LOST_REASONS,
  RESPONSE_TARGET_MINUTES,
  TRASH_DAYS,
  istanbulDay,
  istanbulDayStart,
  istanbulMonthStart,
  lostReasonLabel,
  nationalDigits,
  statusLabel,
  type AuditAction,
  type LeadSource,
  type LeadStatus,
  type LostReason,
} from '@/lib/leads/pipeline';
import { toContactMessage } from './contact-messages';
import { normalisePageQuery, type InboxTable, type Page, type ReadFilter } from './inbox';
import { toQuoteRequest } from './quote-requests';

const TABLE: Record<LeadKind, InboxTable> = { contact: 'contact_messages', quote: 'quote_requests' };
const DAY_MS = 24 * 60 * 60 * 1000;

function toLead(kind: LeadKind, row: unknown): Lead {
  return kind === 'contact'
    ? { kind, ...toContactMessage(row as Parameters<typeof toContactMessage>[0]) }
    : { kind, ...toQuoteRequest(row as Parameters<typeof toQuoteRequest>[0]) };
}

// ---------------------------------------------------------------------------
// Lists: the lead tabs, search, "Bugün" and "Silinenler"

/** Which leads a list shows: the inbox, those due for a follow-up by the end of today, or the deleted ones. */
export type LeadScope = 'active' | 'due' | 'deleted';

export interface LeadListQuery {
  kinds: readonly LeadKind[];
  scope?: LeadScope;
  filter?: ReadFilter;
  status?: LeadStatus;
  source?: LeadSource;
  /** Name, phone (any format), e-mail, reference or place. */
  search?: string;
  page?: number;
  pageSize?: number;
  now?: Date;
}

/** Characters LIKE would read as wildcards are dropped from what staff typed. */
const likeTerm = (text: string) => `%${text.replace(/[%_\\]/g, '')}%`;

/** `phone` with the separators people type removed, in SQL (the same on both engines). */
const phoneDigitsSql = (column: string) =>
  sql<string>`replace(replace(replace(replace(replace(replace(coalesce(${sql.ref(column)}, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', '')`;

type LeadEb = ExpressionBuilder<Database, 'contact_messages'>;

function searchCondition(eb: LeadEb, kind: LeadKind, search: string): Expression<SqlBool> {
  const term = search.trim();
  const lower = term.toLocaleLowerCase('tr-TR');
  const text = (column: string) =>
    eb.or([
      eb(sql.ref(column), 'like', likeTerm(term)),
      eb(sql`lower(${sql.ref(column)})`, 'like', likeTerm(lower)),
    ]);
  const columns = ['name', 'email', 'reference', ...(kind === 'quote' ? ['from_location', 'to_location'] : ['subject'])];
  const conditions = columns.map(text);
  // A phone in any format: "0532 123 45 67" finds "+90 532 1234567".
  if (/^[\d\s+().-]+$/.test(term)) {
    const digits = nationalDigits(term);
    if (digits.length >= 4) conditions.push(eb(phoneDigitsSql('phone'), 'like', likeTerm(digits)));
  }
  return eb.or(conditions);
}

function scoped(kind: LeadKind, db: Db, query: LeadListQuery, dayEnd: Date) {
  let base = db.selectFrom(TABLE[kind] as 'contact_messages');
  const scope = query.scope ?? 'active';
  base =
    scope === 'deleted' ? base.where('deleted_at', 'is not', null) : base.where('deleted_at', 'is', null);
  if (scope === 'due') {
    base = base
      .where('follow_up_at', 'is not', null)
      .where('follow_up_at', '<', dayEnd)
      .where('status', 'not in', [...CLOSED_STATUSES]);
  }
  if (query.filter && query.filter !== 'all') base = base.where('is_read', '=', query.filter === 'read');
  if (query.status) base = base.where('status', '=', query.status);
  if (query.source) base = base.where('source', '=', query.source);
  if (query.search?.trim()) base = base.where((eb) => searchCondition(eb, kind, query.search!));
  return base;
}

/**
 * One page of leads of one or both kinds. Each kind's table is read up to the end of the
 * page in the list's order, the two are merged, and the page is cut from the result.
 * Order: newest first; "Bugün" by follow-up time (overdue first); "Silinenler" by deletion.
 */
export async function listLeadPage(db: Db, query: LeadListQuery): Promise<Page<Lead>> {
  const { page, pageSize } = normalisePageQuery(query);
  const scope = query.scope ?? 'active';
  const dayEnd = istanbulDayStart(query.now ?? new Date(), 1);
  const sortColumn = scope === 'due' ? 'follow_up_at' : scope === 'deleted' ? 'deleted_at' : 'created_at';
  const direction = scope === 'due' ? 'asc' : 'desc';
  let total = 0;
  const rows: { key: string; id: string; lead: Lead }[] = [];
  for (const kind of query.kinds) {
    const base = scoped(kind, db, query, dayEnd);
    const { count } = await base
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .executeTakeFirstOrThrow();
    total += Number(count);
    const found = await base
      .selectAll()
      .orderBy(sortColumn, direction)
      .orderBy('id', direction)
      .limit(page * pageSize)
      .execute();
    for (const row of found) {
      const key = toIso(row[sortColumn] as Date | string);
      rows.push({ key, id: row.id, lead: toLead(kind, row) });
    }
  }
  rows.sort((a, b) => {
    const order = a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return direction === 'asc' ? order : -order;
  });
  return {
    items: rows.slice((page - 1) * pageSize, page * pageSize).map((r) => r.lead),
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

// ---------------------------------------------------------------------------
// Staff actions, each written to the audit log with the lead's change

interface Actor {
  email: string;
  now?: Date;
}

async function audit(
  db: Db,
  kind: LeadKind,
  id: string,
  actor: string,
  action: AuditAction,
  detail: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('lead_audit')
    .values({
      id: randomUUID(),
      lead_kind: kind,
      lead_id: id,
      actor_email: actor,
      action,
      detail,
      created_at: now,
    })
    .execute();
}

/** Marks the lead's first response (first status change or note) if it has none yet. */
async function markFirstResponse(db: Db, kind: LeadKind, id: string, now: Date): Promise<void> {
  await db
    .updateTable(TABLE[kind] as 'contact_messages')
    .set({ first_response_at: now })
    .where('id', '=', id)
    .where('first_response_at', 'is', null)
    .execute();
}

export type StatusChange = { status: Exclude<LeadStatus, 'kaybedildi'> } | { status: 'kaybedildi'; lostReason: LostReason };

/** Sets a lead's status ("Kaybedildi" with its reason). False when there is no such lead. */
export async function setLeadStatus(db: Db, kind: LeadKind, id: string, change: StatusChange, actor: Actor) {
  const now = actor.now ?? new Date();
  const lostReason = change.status === 'kaybedildi' ? change.lostReason : null;
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable(TABLE[kind] as 'contact_messages')
      .set({ status: change.status, lost_reason: lostReason, status_changed_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await markFirstResponse(trx, kind, id, now);
    const detail = lostReason
      ? `${statusLabel(change.status)} (${lostReasonLabel(lostReason)})`
      : statusLabel(change.status);
    await audit(trx, kind, id, actor.email, 'status', detail, now);
    return true;
  });
}

export const NOTE_MAX_LENGTH = 2000;

/** Adds a note to a lead. False when there is no such lead or the note is empty. */
export async function addLeadNote(db: Db, kind: LeadKind, id: string, body: string, actor: Actor) {
  const now = actor.now ?? new Date();
  const text = body.trim().slice(0, NOTE_MAX_LENGTH);
  if (!text) return false;
  return db.transaction().execute(async (trx) => {
    const exists = await trx
      .selectFrom(TABLE[kind] as 'contact_messages')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!exists) return false;
    await trx
      .insertInto('lead_notes')
      .values({ id: randomUUID(), lead_kind: kind, lead_id: id, author_email: actor.email, body: text, created_at: now })
      .execute();
    await markFirstResponse(trx, kind, id, now);
    await audit(trx, kind, id, actor.email, 'note', text.length > 80 ? `${text.slice(0, 79)}…` : text, now);
    return true;
  });
}

/** Sets (or, with null, clears) the lead's next follow-up. False when there is no such lead. */
export async function setLeadFollowUp(db: Db, kind: LeadKind, id: string, at: Date | null, actor: Actor) {
  const now = actor.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable(TABLE[kind] as 'contact_messages')
      .set({ follow_up_at: at })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await audit(trx, kind, id, actor.email, 'follow-up', at ? formatDateTime(at.toISOString()) : 'Kaldırıldı', now);
    return true;
  });
}

/** Moves a lead to "Silinenler" (kept TRASH_DAYS days). False when there is no such lead or it is there already. */
export async function trashLead(db: Db, kind: LeadKind, id: string, actor: Actor) {
  const now = actor.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable(TABLE[kind] as 'contact_messages')
      .set({ deleted_at: now })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await audit(trx, kind, id, actor.email, 'delete', '', now);
    return true;
  });
}

/** Brings a lead back from "Silinenler" with its notes. False when it is not there. */
export async function restoreLead(db: Db, kind: LeadKind, id: string, actor: Actor) {
  const now = actor.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable(TABLE[kind] as 'contact_messages')
      .set({ deleted_at: null })
      .where('id', '=', id)
      .where('deleted_at', 'is not', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await audit(trx, kind, id, actor.email, 'restore', '', now);
    return true;
  });
}

/** Removes for good the leads deleted more than TRASH_DAYS ago, with their notes, log and e-mails. Returns how many. */
export async function purgeTrashedLeads(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
  let purged = 0;
  for (const kind of LEAD_KIND_IDS) {
    const table = TABLE[kind] as 'contact_messages';
    const ids = (
      await db.selectFrom(table).select('id').where('deleted_at', 'is not', null).where('deleted_at', '<', cutoff).execute()
    ).map((r) => r.id);
    for (let i = 0; i < ids.length; i += 200) {
      const chunk = ids.slice(i, i + 200);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('lead_notes').where('lead_kind', '=', kind).where('lead_id', 'in', chunk).execute();
        await trx.deleteFrom('lead_audit').where('lead_kind', '=', kind).where('lead_id', 'in', chunk).execute();
        await trx
          .deleteFrom('lead_notifications')
          .where('lead_kind', '=', kind)
          .where('lead_id', 'in', chunk)
          .execute();
        const result = await trx.deleteFrom(table).where('id', 'in', chunk).executeTakeFirst();
        purged += Number(result.numDeletedRows);
      });
    }
  }
  return purged;
}

export interface LeadNote {
  id: string;
  authorEmail: string;
  body: string;
  createdAt: string;
}

export interface LeadAuditEntry {
  id: string;
  actorEmail: string;
  action: AuditAction;
  label: string;
  detail: string;
  createdAt: string;
}

/** A lead's notes, oldest first. */
export async function listLeadNotes(db: Db, kind: LeadKind, id: string): Promise<LeadNote[]> {
  const rows = await db
    .selectFrom('lead_notes')
    .selectAll()
    .where('lead_kind', '=', kind)
    .where('lead_id', '=', id)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((r) => ({ id: r.id, authorEmail: r.author_email, body: r.body, createdAt: toIso(r.created_at) }));
}

/** How many notes each of these leads has (the CSV export). */
export async function countLeadNotes(db: Db, kind: LeadKind, ids: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('lead_notes')
    .select(['lead_id', (eb) => eb.fn.countAll<number | string | bigint>().as('count')])
    .where('lead_kind', '=', kind)
    .where('lead_id', 'in', ids)
    .groupBy('lead_id')
    .execute();
  for (const row of rows) counts.set(row.lead_id, Number(row.count));
  return counts;
}

/** A lead's audit log, newest first. */
export async function listLeadAudit(db: Db, kind: LeadKind, id: string): Promise<LeadAuditEntry[]> {
  const rows = await db
    .selectFrom('lead_audit')
    .selectAll()
    .where('lead_kind', '=', kind)
    .where('lead_id', '=', id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => {
    const action = (r.action in AUDIT_ACTIONS ? r.action : 'note') as AuditAction;
    return {
      id: r.id,
      actorEmail: r.actor_email,
      action,
      label: AUDIT_ACTIONS[action],
      detail: r.detail,
      createdAt: toIso(r.created_at),
    };
  });
}

// ---------------------------------------------------------------------------
// Overview: speed-to-lead and results

export interface WaitingLead {
  kind: LeadKind;
  id: string;
  name: string;
  reference: string | null;
  createdAt: string;
  minutes: number;
}

export interface LeadOverview {
  newToday: number;
  /** Leads with no response yet, older than RESPONSE_TARGET_MINUTES, longest waiting first. */
  waiting: WaitingLead[];
  medianFirstResponseMinutes: number | null;
  respondedLast7Days: number;
  /** The last 30 Istanbul days, oldest first, with the leads of each source. */
  perDay: { day: string; counts: Record<LeadSource, number> }[];
  wonThisMonth: number;
  lostThisMonth: number;
  lostReasons: { reason: LostReason; label: string; count: number }[];
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The overview's figures over both kinds (leads in "Silinenler" are left out). */
export async function leadOverview(db: Db, now = new Date()): Promise<LeadOverview> {
  const todayStart = istanbulDayStart(now);
  const since30 = istanbulDayStart(now, -29);
  const since7 = new Date(now.getTime() - 7 * DAY_MS);
  const monthStart = istanbulMonthStart(now);
  const waitingBefore = new Date(now.getTime() - RESPONSE_TARGET_MINUTES * 60_000);

  const days = Array.from({ length: 30 }, (_, i) => istanbulDay(istanbulDayStart(now, i - 29)));
  const emptyCounts = () => Object.fromEntries(LEAD_SOURCES.map((s) => [s.id, 0])) as Record<LeadSource, number>;
  const perDay = new Map(days.map((day) => [day, emptyCounts()]));
  const waiting: WaitingLead[] = [];
  const responseMinutes: number[] = [];
  const reasons = new Map<LostReason, number>();
  let newToday = 0;
  let won = 0;
  let lost = 0;

  for (const kind of LEAD_KIND_IDS) {
    const table = TABLE[kind] as 'contact_messages';
    const recent = await db
      .selectFrom(table)
      .select(['created_at', 'source', 'first_response_at'])
      .where('deleted_at', 'is', null)
      .where('created_at', '>=', since30)
      .execute();
    for (const row of recent) {
      const created = new Date(toIso(row.created_at));
      if (created >= todayStart) newToday++;
      const counts = perDay.get(istanbulDay(created));
      if (counts) {
        const source = (row.source in counts ? row.source : 'diger') as LeadSource;
        counts[source]++;
      }
      if (created >= since7 && row.first_response_at) {
        const responded = new Date(toIso(row.first_response_at));
        responseMinutes.push((responded.getTime() - created.getTime()) / 60_000);
      }
    }

    const unanswered = await db
      .selectFrom(table)
      .select(['id', 'name', 'reference', 'created_at'])
      .where('deleted_at', 'is', null)
      .where('first_response_at', 'is', null)
      .where('status', '=', 'yeni')
      .where('created_at', '<', waitingBefore)
      .orderBy('created_at', 'asc')
      .limit(50)
      .execute();
    for (const row of unanswered) {
      const createdAt = toIso(row.created_at);
      waiting.push({
        kind,
        id: row.id,
        name: row.name,
        reference: row.reference,
        createdAt,
        minutes: (now.getTime() - new Date(createdAt).getTime()) / 60_000,
      });
    }

    const closed = await db
      .selectFrom(table)
      .select(['status', 'lost_reason'])
      .where('deleted_at', 'is', null)
      .where('status', 'in', [...CLOSED_STATUSES])
      .where('status_changed_at', '>=', monthStart)
      .execute();
    for (const row of closed) {
      if (row.status === 'kazanildi') won++;
      else {
        lost++;
        const reason = (LOST_REASONS.some((r) => r.id === row.lost_reason) ? row.lost_reason : 'diger') as LostReason;
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      }
    }
  }

  waiting.sort((a, b) => b.minutes - a.minutes);
  return {
    newToday,
    waiting,
    medianFirstResponseMinutes: median(responseMinutes),
    respondedLast7Days: responseMinutes.length,
    perDay: days.map((day) => ({ day, counts: perDay.get(day)! })),
    wonThisMonth: won,
    lostThisMonth: lost,
    lostReasons: LOST_REASONS.filter((r) => reasons.has(r.id)).map((r) => ({
      reason: r.id,
      label: r.label,
      count: reasons.get(r.id)!,
    })),
  };
}

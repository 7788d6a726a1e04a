import 'server-only';
import { AUTO_ASSIGN_ACTOR, nextOnDuty, takeRoundRobinTurn } from '@/lib/team/index.server';
import { randomUUID } from 'node:crypto';
import { sql, type Expression, type ExpressionBuilder, type Insertable, type Selectable, type SqlBool } from 'kysely';
import { atomically, engineOf, type Db } from '@/lib/db/kysely.server';
import type { Database, LeadsTable } from '@/lib/db/schema';
import { toBool, toIso } from '@/lib/db/values';
import type { EstimateInput } from '@/lib/estimate';
import { formatDateTime } from '@/lib/format';
import {
  AUDIT_ACTIONS,
  CLOSED_STATUSES,
  INITIAL_STATUS,
  LEAD_SOURCES,
  LOST_REASONS,
  RESPONSE_TARGET_MINUTES,
  TRASH_DAYS,
  classifySource,
  isLeadSource,
  isLeadStatus,
  isLostReason,
  istanbulDay,
  istanbulDayStart,
  istanbulMonthStart,
  lostReasonLabel,
  statusLabel,
  type AuditAction,
  type LeadSource,
  type LeadStatus,
  type LostReason,
} from './pipeline';
import { leadSearchText, searchTerms } from './search-text';
import {
  LEAD_KIND_IDS,
  type Lead,
  type LeadBase,
  type LeadKind,
  type LeadOf,
  type NewLead,
  type Page,
  type PageQuery,
  type QuoteEstimate,
  type ReadFilter,
} from './types';

// All SQL on leads, their notes and their audit log: one table (`leads`, migration 011)
// for both kinds, so every list, count, search and export is one query that the database
// orders and pages. Docs: docs/decisions/026-one-lead-table.md.

type LeadRow = Selectable<LeadsTable>;
type Eb = ExpressionBuilder<Database, 'leads'>;

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_PAGE_SIZE = 100;
export const NOTE_MAX_LENGTH = 2000;

// ---------------------------------------------------------------------------
// Rows and leads

function parseAttribution(value: string | null): Record<string, string> | null {
  if (!value) return null;
  try {
    return JSON.parse(value) as Record<string, string>;
  } catch {
    return null;
  }
}

function parseEstimate(row: LeadRow): QuoteEstimate | null {
  if (row.estimate_min === null || row.estimate_max === null || !row.estimate_inputs) return null;
  try {
    const inputs = JSON.parse(row.estimate_inputs) as EstimateInput;
    return { min: Number(row.estimate_min), max: Number(row.estimate_max), inputs };
  } catch {
    return null;
  }
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : toIso(value));

/** The columns only one kind fills, read into that kind's fields and written from a new lead. */
const KIND_COLUMNS: {
  [K in LeadKind]: {
    read(row: LeadRow): Omit<LeadOf<K>, keyof LeadBase | 'kind'>;
    write(input: Extract<NewLead, { kind: K }>): Partial<Insertable<LeadsTable>>;
  };
} = {
  contact: {
    read: (row) => ({ phone: row.phone, subject: row.subject ?? '' }),
    write: (input) => ({ phone: input.phone ?? null, subject: input.subject }),
  },
  quote: {
    read: (row) => ({
      phone: row.phone ?? '',
      fromLocation: row.from_location ?? '',
      toLocation: row.to_location ?? '',
      serviceType: row.service_type ?? '',
      estimate: parseEstimate(row),
    }),
    write: (input) => ({
      phone: input.phone,
      from_location: input.fromLocation,
      to_location: input.toLocation,
      service_type: input.serviceType,
      estimate_min: input.estimate?.min ?? null,
      estimate_max: input.estimate?.max ?? null,
      estimate_inputs: input.estimate ? JSON.stringify(input.estimate.inputs) : null,
    }),
  },
};

const isLeadKindValue = (value: string): value is LeadKind => LEAD_KIND_IDS.some((kind) => kind === value);

/** A row of `leads` as the lead of its kind. */
export function toLead(row: LeadRow): Lead {
  if (!isLeadKindValue(row.kind)) throw new Error(`lead ${row.id} has an unknown kind "${row.kind}"`);
  const base: LeadBase = {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    message: row.message,
    isRead: toBool(row.is_read),
    attribution: parseAttribution(row.attribution),
    createdAt: toIso(row.created_at),
    status: isLeadStatus(row.status) ? row.status : INITIAL_STATUS,
    lostReason: isLostReason(row.lost_reason) ? row.lost_reason : null,
    statusChangedAt: isoOrNull(row.status_changed_at),
    followUpAt: isoOrNull(row.follow_up_at),
    firstResponseAt: isoOrNull(row.first_response_at),
    assignedTo: row.assigned_to ?? null,
    deletedAt: isoOrNull(row.deleted_at),
    source: isLeadSource(row.source) ? row.source : 'diger',
  };
  return { kind: row.kind, ...base, ...KIND_COLUMNS[row.kind].read(row) } as Lead;
}

/** Stores a lead (unread, status "yeni", its source classified from its attribution) and returns it. */
export async function insertLead<K extends LeadKind>(
  db: Db,
  input: Extract<NewLead, { kind: K }>,
  now = new Date(),
): Promise<LeadOf<K>> {
  const own = (KIND_COLUMNS[input.kind] as (typeof KIND_COLUMNS)[K]).write(input);
  return atomically(db, async (trx) => {
    // New leads go round-robin to the ofis staff on duty (lib/team/assignment.server.ts), one
    // lead at a time, or stay unassigned; the log says who the turn chose.
    const automatic = input.assignedTo === undefined;
    if (automatic) await takeRoundRobinTurn(trx);
    const onDuty = automatic ? await nextOnDuty(trx) : null;
    const row = await trx
      .insertInto('leads')
      .values({
        id: randomUUID(),
        kind: input.kind,
        reference: input.reference ?? null,
        name: input.name,
        email: input.email,
        message: input.message ?? '',
        is_read: false,
        attribution: input.attribution ? JSON.stringify(input.attribution) : null,
        source: input.source ?? classifySource(input.attribution),
        submission_id: input.submissionId ?? null,
        search_text: leadSearchText({
          name: input.name,
          email: input.email,
          reference: input.reference ?? null,
          phone: own.phone ?? null,
          subject: own.subject,
          fromLocation: own.from_location,
          toLocation: own.to_location,
        }),
        created_at: now,
        assigned_to: automatic ? (onDuty?.id ?? null) : input.assignedTo,
        ...own,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (onDuty) await audit(trx, input.kind, row.id, AUTO_ASSIGN_ACTOR, 'assign', onDuty.name, now);
    return toLead(row) as unknown as LeadOf<K>;
  });
}

/** One lead of this kind, in "Silinenler" or not; null when there is none. */
export async function getLead<K extends LeadKind>(db: Db, kind: K, id: string): Promise<LeadOf<K> | null> {
  const row = await db.selectFrom('leads').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
  return row ? (toLead(row) as unknown as LeadOf<K>) : null;
}

/** A lead of either kind by its id (the customer's page, which knows the lead only by its link). */
export async function getLeadById(db: Db, id: string): Promise<Lead | null> {
  const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toLead(row) : null;
}

/** The lead a form with this submission id already stored (its reference "" for none), if any. */
export async function findSubmittedLead(
  db: Db,
  kind: LeadKind,
  submissionId: string,
): Promise<{ id: string; reference: string } | null> {
  const row = await db
    .selectFrom('leads')
    .select(['id', 'reference'])
    .where('submission_id', '=', submissionId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? { id: row.id, reference: row.reference ?? '' } : null;
}

/** Marks a message read or a quote request reviewed (one-way); false when there is no such lead. */
export async function markLeadRead(db: Db, kind: LeadKind, id: string): Promise<boolean> {
  const result = await db
    .updateTable('leads')
    .set({ is_read: true })
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countUnreadLeads(db: Db, kind: LeadKind): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('deleted_at', 'is', null)
    .where('kind', '=', kind)
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// ---------------------------------------------------------------------------
// Lists: the lead tabs, search, "Bugün" and "Silinenler"

/** Which leads a list shows: the inbox, those due for a follow-up by the end of today, or the deleted ones. */
export type LeadScope = 'active' | 'due' | 'deleted';

export interface LeadListQuery extends PageQuery {
  kinds: readonly LeadKind[];
  scope?: LeadScope;
  status?: LeadStatus;
  source?: LeadSource;
  /** Name, phone (any format), e-mail, reference, subject or place; Turkish letters or not, any case. */
  search?: string;
  /** Only these leads ("Benim taleplerim": lib/team/assignment.server.ts myLeadIds). */
  ids?: readonly string[];
  now?: Date;
}

export function normalisePageQuery(query: PageQuery): Required<PageQuery> {
  const pageSize = Math.min(Math.max(Math.trunc(query.pageSize ?? 20), 1), MAX_PAGE_SIZE);
  const page = Math.max(Math.trunc(query.page ?? 1), 1);
  return { filter: query.filter ?? 'all', page, pageSize };
}

/**
 * Every folded word (or the phone's digits) staff typed must be in the lead's search text.
 * The trigram index answers it: FTS5 on SQLite, pg_trgm on PostgreSQL (migration 011).
 */
function searchCondition(db: Db, eb: Eb, search: string): Expression<SqlBool> {
  const terms = searchTerms(search);
  if (terms.length === 0) return eb.lit(true) as unknown as Expression<SqlBool>;
  const postgres = engineOf(db) === 'postgres';
  return eb.and(
    terms.map((term) =>
      postgres
        ? eb('search_text', 'like', `%${term}%`)
        : eb('seq', 'in', sql<number>`(select rowid from leads_search where ${ftsSubstring(term)})`),
    ),
  );
}

/**
 * An FTS5 trigram condition for "contains `term`": a quoted phrase, which the index answers
 * from its trigrams alone (about ten times faster than LIKE, which re-reads every candidate);
 * a term under three characters has no trigram and is matched with LIKE.
 */
function ftsSubstring(term: string) {
  return term.length >= 3
    ? sql`leads_search match ${`"${term.replaceAll('"', '""')}"`}`
    : sql`search_text like ${`%${term}%`}`;
}

const ORDER: Record<LeadScope, { column: 'created_at' | 'follow_up_at' | 'deleted_at'; direction: 'asc' | 'desc' }> = {
  active: { column: 'created_at', direction: 'desc' },
  due: { column: 'follow_up_at', direction: 'asc' },
  deleted: { column: 'deleted_at', direction: 'desc' },
};

function listed(db: Db, query: LeadListQuery, filter: ReadFilter) {
  const scope = query.scope ?? 'active';
  let base = db.selectFrom('leads');
  base = scope === 'deleted' ? base.where('deleted_at', 'is not', null) : base.where('deleted_at', 'is', null);
  if (scope === 'due') {
    const dayEnd = istanbulDayStart(query.now ?? new Date(), 1);
    base = base
      .where('follow_up_at', 'is not', null)
      .where('follow_up_at', '<', dayEnd)
      .where('status', 'not in', [...CLOSED_STATUSES]);
  }
  const kinds = LEAD_KIND_IDS.filter((kind) => query.kinds.includes(kind));
  if (kinds.length < LEAD_KIND_IDS.length) base = base.where('kind', 'in', kinds.length ? kinds : ['']);
  if (filter !== 'all') base = base.where('is_read', '=', filter === 'read');
  if (query.status) base = base.where('status', '=', query.status);
  if (query.source) base = base.where('source', '=', query.source);
  if (query.search?.trim()) base = base.where((eb) => searchCondition(db, eb, query.search!));
  if (query.ids) base = base.where('id', 'in', query.ids.length ? [...query.ids] : ['']);
  return base;
}

/**
 * How many leads a list holds. A tab or "Silinenler" without a status, source or search
 * reads the counters the database keeps (migration 012) instead of counting every row;
 * other lists are counted over their (small or selective) matches.
 */
async function countListed(
  db: Db,
  query: LeadListQuery,
  filter: ReadFilter,
  base: ReturnType<typeof listed>,
): Promise<number> {
  const scope = query.scope ?? 'active';
  if (scope !== 'due' && !query.status && !query.source && !query.search?.trim() && !query.ids) {
    let counters = db
      .selectFrom('lead_counts')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string | bigint>('n'), eb.lit(0)).as('count'))
      .where('deleted', '=', scope === 'deleted')
      .where('kind', 'in', query.kinds.length ? [...query.kinds] : ['']);
    if (filter !== 'all') counters = counters.where('is_read', '=', filter === 'read');
    return Number((await counters.executeTakeFirstOrThrow()).count);
  }
  const row = await base
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One page of leads of one or both kinds, ordered and cut by the database: newest first;
 * "Bugün" by follow-up time (overdue first); "Silinenler" by deletion.
 */
export async function listLeadPage(db: Db, query: LeadListQuery): Promise<Page<Lead>> {
  const { filter, page, pageSize } = normalisePageQuery(query);
  const { column, direction } = ORDER[query.scope ?? 'active'];
  const base = listed(db, query, filter);
  const [count, rows] = await Promise.all([
    countListed(db, query, filter, base),
    base
      .selectAll()
      .orderBy(column, direction)
      .orderBy('id', direction)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const total = count;
  return {
    items: rows.map(toLead),
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** A lead with the number of its notes (the CSV export). */
export interface LeadWithNoteCount {
  lead: Lead;
  notes: number;
}

/**
 * Every lead of a kind that is not in "Silinenler", newest first, in batches read one after
 * another by keyset (no OFFSET, no count): each batch is one short query, and the caller
 * decides when to read the next, so memory stays flat and other requests run in between.
 */
export async function* streamLeads(db: Db, kind: LeadKind, batchSize = 500): AsyncGenerator<LeadWithNoteCount[]> {
  let after: { created_at: Date | string; id: string } | null = null;
  for (;;) {
    let query = db
      .selectFrom('leads')
      .selectAll('leads')
      .select((eb) =>
        eb
          .selectFrom('lead_notes')
          .select((n) => n.fn.countAll<number | string | bigint>().as('n'))
          .whereRef('lead_notes.lead_id', '=', 'leads.id')
          .as('note_count'),
      )
      .where('deleted_at', 'is', null)
      .where('kind', '=', kind);
    if (after) {
      const cursor: { created_at: Date | string; id: string } = after;
      // A row-value comparison: both engines read it as a range of the (kind, created_at, id) index.
      query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(cursor.created_at, cursor.id)));
    }
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(batchSize).execute();
    if (rows.length === 0) return;
    yield rows.map(({ note_count, ...row }) => ({ lead: toLead(row), notes: Number(note_count ?? 0) }));
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
  }
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
) {
  await db
    .insertInto('lead_audit')
    .values({ id: randomUUID(), lead_kind: kind, lead_id: id, actor_email: actor, action, detail, created_at: now })
    .execute();
}

/** An entry in the lead's audit log, written in the caller's transaction (e.g. a survey booking, lib/calendar). */
export const recordLeadAudit = audit;

/** Marks the lead's first response (first status change or note) if it has none yet. */
async function markFirstResponse(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('leads')
    .set({ first_response_at: now })
    .where('id', '=', id)
    .where('first_response_at', 'is', null)
    .execute();
}

/** An update of one lead of one kind, in the same transaction as its audit entry. */
const leadOf = (db: Db, kind: LeadKind, id: string) =>
  db.updateTable('leads').where('id', '=', id).where('kind', '=', kind);

export type StatusChange =
  { status: Exclude<LeadStatus, 'kaybedildi'> } | { status: 'kaybedildi'; lostReason: LostReason };

/** Sets a lead's status ("Kaybedildi" with its reason). False when there is no such lead. */
export async function setLeadStatus(db: Db, kind: LeadKind, id: string, change: StatusChange, actor: Actor) {
  const now = actor.now ?? new Date();
  const lostReason = change.status === 'kaybedildi' ? change.lostReason : null;
  return atomically(db, async (trx) => {
    const result = await leadOf(trx, kind, id)
      .set({ status: change.status, lost_reason: lostReason, status_changed_at: now })
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await markFirstResponse(trx, id, now);
    const detail = lostReason
      ? `${statusLabel(change.status)} (${lostReasonLabel(lostReason)})`
      : statusLabel(change.status);
    await audit(trx, kind, id, actor.email, 'status', detail, now);
    return true;
  });
}

/** Adds a note to a lead. False when there is no such lead or the note is empty. */
export async function addLeadNote(db: Db, kind: LeadKind, id: string, body: string, actor: Actor) {
  const now = actor.now ?? new Date();
  const text = body.trim().slice(0, NOTE_MAX_LENGTH);
  if (!text) return false;
  return atomically(db, async (trx) => {
    const exists = await trx
      .selectFrom('leads')
      .select('id')
      .where('id', '=', id)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (!exists) return false;
    await trx
      .insertInto('lead_notes')
      .values({
        id: randomUUID(),
        lead_kind: kind,
        lead_id: id,
        author_email: actor.email,
        body: text,
        created_at: now,
      })
      .execute();
    await markFirstResponse(trx, id, now);
    await audit(trx, kind, id, actor.email, 'note', text.length > 80 ? `${text.slice(0, 79)}…` : text, now);
    return true;
  });
}

/** Sets (or, with null, clears) the lead's next follow-up. False when there is no such lead. */
export async function setLeadFollowUp(db: Db, kind: LeadKind, id: string, at: Date | null, actor: Actor) {
  const now = actor.now ?? new Date();
  return atomically(db, async (trx) => {
    const result = await leadOf(trx, kind, id).set({ follow_up_at: at }).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await audit(trx, kind, id, actor.email, 'follow-up', at ? formatDateTime(at.toISOString()) : 'Kaldırıldı', now);
    return true;
  });
}

/** Moves a lead to "Silinenler" (kept TRASH_DAYS days). False when there is no such lead or it is there already. */
export async function trashLead(db: Db, kind: LeadKind, id: string, actor: Actor) {
  const now = actor.now ?? new Date();
  return atomically(db, async (trx) => {
    const result = await leadOf(trx, kind, id)
      .set({ deleted_at: now })
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
  return atomically(db, async (trx) => {
    const result = await leadOf(trx, kind, id)
      .set({ deleted_at: null })
      .where('deleted_at', 'is not', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await audit(trx, kind, id, actor.email, 'restore', '', now);
    return true;
  });
}

/**
 * Removes for good the leads deleted more than TRASH_DAYS ago: the only way a lead leaves the
 * database. It deletes the lead rows; the database's foreign keys remove every row that hangs
 * off them, from notes and log to offers, bookings, moves, alerts, reviews and file rows
 * (docs/decisions/048-database-cascades.md). The stored files of those file rows are queued in
 * the same transaction; the retention sweep removes them from the store. Returns how many.
 */
export async function purgeTrashedLeads(
  db: Db,
  now: Date,
  {
    beforeDelete,
  }: {
    /**
     * Runs in each chunk's transaction before its lead rows go: queues the stored files of the
     * leads' file rows for removal (lib/wiring passes lib/lead-files' queue). Required, so no
     * caller can purge a lead and leave its files in the store.
     */
    beforeDelete: (trx: Db, leadIds: readonly string[], now: Date) => Promise<void>;
  },
): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
  const ids = (
    await db
      .selectFrom('leads')
      .select('id')
      .where('deleted_at', 'is not', null)
      .where('deleted_at', '<', cutoff)
      .execute()
  ).map((r) => r.id);
  let purged = 0;
  for (let i = 0; i < ids.length; i += 200) {
    const chunk = ids.slice(i, i + 200);
    await db.transaction().execute(async (trx) => {
      await beforeDelete(trx, chunk, now);
      const result = await trx.deleteFrom('leads').where('id', 'in', chunk).executeTakeFirst();
      purged += Number(result.numDeletedRows);
    });
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
  const responseMinutes: number[] = [];
  const reasons = new Map<LostReason, number>();
  let newToday = 0;
  let won = 0;
  let lost = 0;

  const active = db.selectFrom('leads').where('deleted_at', 'is', null);
  const [recent, unanswered, closed] = await Promise.all([
    active.select(['created_at', 'source', 'first_response_at']).where('created_at', '>=', since30).execute(),
    active
      .select(['kind', 'id', 'name', 'reference', 'created_at'])
      .where('first_response_at', 'is', null)
      .where('status', '=', 'yeni')
      .where('created_at', '<', waitingBefore)
      .orderBy('created_at', 'asc')
      .limit(50)
      .execute(),
    active
      .select(['status', 'lost_reason'])
      .where('status', 'in', [...CLOSED_STATUSES])
      .where('status_changed_at', '>=', monthStart)
      .execute(),
  ]);

  for (const row of recent) {
    const created = new Date(toIso(row.created_at));
    if (created >= todayStart) newToday++;
    const counts = perDay.get(istanbulDay(created));
    if (counts) counts[isLeadSource(row.source) ? row.source : 'diger']++;
    if (created >= since7 && row.first_response_at) {
      const responded = new Date(toIso(row.first_response_at));
      responseMinutes.push((responded.getTime() - created.getTime()) / 60_000);
    }
  }
  const waiting: WaitingLead[] = unanswered
    .filter((row) => isLeadKindValue(row.kind))
    .map((row) => {
      const createdAt = toIso(row.created_at);
      return {
        kind: row.kind as LeadKind,
        id: row.id,
        name: row.name,
        reference: row.reference,
        createdAt,
        minutes: (now.getTime() - new Date(createdAt).getTime()) / 60_000,
      };
    });
  for (const row of closed) {
    if (row.status === 'kazanildi') won++;
    else {
      lost++;
      const reason = (LOST_REASONS.some((r) => r.id === row.lost_reason) ? row.lost_reason : 'diger') as LostReason;
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
  }

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

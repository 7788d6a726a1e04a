import 'server-only';
import type { Db } from '@/lib/db/kysely';
import { toIso } from '@/lib/db/values';
import {
  INITIAL_STATUS,
  isLeadSource,
  isLeadStatus,
  isLostReason,
  type LeadSource,
  type LeadStatus,
  type LostReason,
} from '@/lib/leads/pipeline';

/** Tables that hold leads: both have id, is_read and created_at with the same types. */
export type InboxTable = 'contact_messages' | 'quote_requests';
export type ReadFilter = 'all' | 'unread' | 'read';

export interface PageQuery {
  filter?: ReadFilter;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export const MAX_PAGE_SIZE = 100;

/** Reads the JSON attribution column (landing page, referrer, utm_*, gclid, fbclid). */
export function parseAttribution(value: string | null): Record<string, string> | null {
  if (!value) return null;
  try {
    return JSON.parse(value) as Record<string, string>;
  } catch {
    return null;
  }
}

/** What every lead has for the pipeline (migration 008). */
export interface PipelineFields {
  status: LeadStatus;
  lostReason: LostReason | null;
  statusChangedAt: string | null;
  followUpAt: string | null;
  firstResponseAt: string | null;
  /** Set while the lead is in "Silinenler". */
  deletedAt: string | null;
  source: LeadSource;
}

interface PipelineRow {
  status: string;
  lost_reason: string | null;
  status_changed_at: Date | string | null;
  follow_up_at: Date | string | null;
  first_response_at: Date | string | null;
  deleted_at: Date | string | null;
  source: string;
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : toIso(value));

export function toPipelineFields(row: PipelineRow): PipelineFields {
  return {
    status: isLeadStatus(row.status) ? row.status : INITIAL_STATUS,
    lostReason: isLostReason(row.lost_reason) ? row.lost_reason : null,
    statusChangedAt: isoOrNull(row.status_changed_at),
    followUpAt: isoOrNull(row.follow_up_at),
    firstResponseAt: isoOrNull(row.first_response_at),
    deletedAt: isoOrNull(row.deleted_at),
    source: isLeadSource(row.source) ? row.source : 'diger',
  };
}

export function normalisePageQuery(query: PageQuery): Required<PageQuery> {
  const pageSize = Math.min(Math.max(Math.trunc(query.pageSize ?? 20), 1), MAX_PAGE_SIZE);
  const page = Math.max(Math.trunc(query.page ?? 1), 1);
  return { filter: query.filter ?? 'all', page, pageSize };
}

/**
 * Newest-first page of an inbox table's leads (not those in "Silinenler"). The table name is narrowed to one
 * member of the union for the query builder; only columns both share are used
 * in the query itself.
 */
export async function listInboxPage<Row, T>(
  db: Db,
  table: InboxTable,
  query: PageQuery,
  map: (row: Row) => T,
): Promise<Page<T>> {
  const { filter, page, pageSize } = normalisePageQuery(query);
  const t = table as 'contact_messages';
  let base = db.selectFrom(t).where('deleted_at', 'is', null);
  if (filter !== 'all') base = base.where('is_read', '=', filter === 'read');
  const [{ count }] = (await base.select((eb) => eb.fn.countAll<number | string | bigint>().as('count')).execute()) as [
    { count: number | string | bigint },
  ];
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = Number(count);
  return {
    items: (rows as unknown as Row[]).map(map),
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** Marks one record read (one-way). Returns false when no such record exists. */
export async function markInboxRead(db: Db, table: InboxTable, id: string): Promise<boolean> {
  const result = await db
    .updateTable(table as 'contact_messages')
    .set({ is_read: true })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes one record for good (the trash purge). Returns false when no such record exists. */
export async function deleteInboxRecord(db: Db, table: InboxTable, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom(table as 'contact_messages')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countUnread(db: Db, table: InboxTable): Promise<number> {
  const row = await db
    .selectFrom(table as 'contact_messages')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('is_read', '=', false)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

import 'server-only';
import type { Selectable } from 'kysely';
import type { Db } from '@/lib/db/kysely.server';
import type { LeadFilesTable } from '@/lib/db/schema';
import { toIso } from '@/lib/db/values';
import type { LeadFileKind, LeadFileUsage } from '@/lib/lead-files/rules';

/** A lead's private file (migration 017): a survey photo or video, or one of a damage report. */
export interface LeadFile {
  id: string;
  leadId: string;
  kind: LeadFileKind;
  room: string | null;
  storageKey: string;
  contentType: string;
  bytes: number;
  sha256: string;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  originalName: string | null;
  damageReportId: string | null;
  uploadedBy: string;
  createdAt: string;
}

export type NewLeadFile = Omit<LeadFile, 'createdAt'> & { createdAt?: Date };

function toLeadFile(row: Selectable<LeadFilesTable>): LeadFile {
  return {
    id: row.id,
    leadId: row.lead_id,
    kind: row.kind === 'video' ? 'video' : 'photo',
    room: row.room,
    storageKey: row.storage_key,
    contentType: row.content_type,
    bytes: Number(row.bytes),
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    durationMs: row.duration_ms,
    originalName: row.original_name,
    damageReportId: row.damage_report_id,
    uploadedBy: row.uploaded_by,
    createdAt: toIso(row.created_at),
  };
}

export async function insertLeadFile(db: Db, file: NewLeadFile): Promise<void> {
  await db
    .insertInto('lead_files')
    .values({
      id: file.id,
      lead_id: file.leadId,
      kind: file.kind,
      room: file.room,
      storage_key: file.storageKey,
      content_type: file.contentType,
      bytes: file.bytes,
      sha256: file.sha256,
      width: file.width,
      height: file.height,
      duration_ms: file.durationMs,
      original_name: file.originalName,
      damage_report_id: file.damageReportId,
      uploaded_by: file.uploadedBy,
      created_at: file.createdAt ?? new Date(),
    })
    .execute();
}

/**
 * A lead's files in the order they were added: the survey's (no damage report) by default,
 * one damage report's with `damageReportId`, or all of them with `damageReportId: 'all'`.
 */
export async function listLeadFiles(
  db: Db,
  leadId: string,
  { damageReportId = null }: { damageReportId?: string | null | 'all' } = {},
): Promise<LeadFile[]> {
  let query = db.selectFrom('lead_files').selectAll().where('lead_id', '=', leadId);
  if (damageReportId !== 'all')
    query =
      damageReportId === null
        ? query.where('damage_report_id', 'is', null)
        : query.where('damage_report_id', '=', damageReportId);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map(toLeadFile);
}

export async function getLeadFile(db: Db, id: string): Promise<LeadFile | null> {
  const row = await db.selectFrom('lead_files').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toLeadFile(row) : null;
}

/** What a lead's files take of its quota (every file of the lead, damage reports included). */
export async function leadFileUsage(db: Db, leadId: string): Promise<LeadFileUsage> {
  const rows = await db
    .selectFrom('lead_files')
    .select(['kind', db.fn.countAll<number | string>().as('count'), db.fn.sum<number | string>('bytes').as('bytes')])
    .where('lead_id', '=', leadId)
    .groupBy('kind')
    .execute();
  const usage: LeadFileUsage = { photos: 0, videos: 0, bytes: 0 };
  for (const row of rows) {
    if (row.kind === 'video') usage.videos += Number(row.count);
    else usage.photos += Number(row.count);
    usage.bytes += Number(row.bytes ?? 0);
  }
  return usage;
}

/** Of the given leads, those with at least one survey photo or video (the list's badge). */
export async function leadsWithFiles(db: Db, leadIds: readonly string[]): Promise<Set<string>> {
  if (!leadIds.length) return new Set();
  const rows = await db
    .selectFrom('lead_files')
    .select('lead_id')
    .distinct()
    .where('lead_id', 'in', [...leadIds])
    .where('damage_report_id', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.lead_id));
}

/** Removes file rows by id; returns how many went. */
export async function deleteLeadFileRows(db: Db, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const result = await db
    .deleteFrom('lead_files')
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The files whose time is up: those of leads closed (won or lost) before `closedBefore`, and
 * those of leads in the trash since before `trashedBefore` (about to be purged).
 */
export async function listExpiredLeadFiles(
  db: Db,
  {
    closedStatuses,
    closedBefore,
    trashedBefore,
  }: { closedStatuses: readonly string[]; closedBefore: Date; trashedBefore: Date },
): Promise<{ id: string; storageKey: string }[]> {
  const rows = await db
    .selectFrom('lead_files')
    .innerJoin('leads', 'leads.id', 'lead_files.lead_id')
    .select(['lead_files.id as id', 'lead_files.storage_key as storageKey'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('leads.status', 'in', [...closedStatuses]),
          eb('leads.status_changed_at', 'is not', null),
          eb('leads.status_changed_at', '<', closedBefore),
        ]),
        eb.and([eb('leads.deleted_at', 'is not', null), eb('leads.deleted_at', '<', trashedBefore)]),
      ]),
    )
    .execute();
  return rows;
}

/**
 * Queues the stored files of leads about to be deleted (call it in the deleting transaction):
 * the database removes their rows with the leads (migration 028), the files stay known here
 * until the retention sweep has removed them from the store.
 */
export async function queueFileRemovalsOfLeads(db: Db, leadIds: readonly string[], now = new Date()): Promise<void> {
  if (!leadIds.length) return;
  const rows = await db
    .selectFrom('lead_files')
    .select('storage_key')
    .where('lead_id', 'in', [...leadIds])
    .execute();
  if (!rows.length) return;
  await db
    .insertInto('lead_file_removals')
    .values(rows.map((r) => ({ storage_key: r.storage_key, queued_at: now })))
    .onConflict((oc) => oc.column('storage_key').doNothing())
    .execute();
}

/** Stored files whose rows are gone, to remove from the store: a page of them in key order, after `after`. */
export async function listQueuedFileRemovals(db: Db, { after = '', limit = 500 } = {}): Promise<string[]> {
  const rows = await db
    .selectFrom('lead_file_removals')
    .select('storage_key')
    .where('storage_key', '>', after)
    .orderBy('storage_key')
    .limit(limit)
    .execute();
  return rows.map((r) => r.storage_key);
}

/** Forgets queued files once they are removed from the store; returns how many. */
export async function deleteQueuedFileRemovals(db: Db, storageKeys: readonly string[]): Promise<number> {
  if (!storageKeys.length) return 0;
  const result = await db
    .deleteFrom('lead_file_removals')
    .where('storage_key', 'in', [...storageKeys])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

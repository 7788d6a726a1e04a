import 'server-only';
import { deleteLeadFileRows, listExpiredLeadFiles, listOrphanLeadFiles } from '@/lib/data/lead-files.server';
import type { Db } from '@/lib/db/kysely.server';
import { CLOSED_STATUSES, TRASH_DAYS } from '@/lib/leads/pipeline';
import type { FileStore } from '@/lib/storage/storage.server';

const DAY_MS = 24 * 3600_000;

/**
 * Deletes the private files whose time is up (docs/decisions/039): those of leads closed (won or
 * lost) more than `days` ago, those of leads about to be purged from the trash, and any left by
 * a lead that is gone. The stored file goes first, then its row, so a failure leaves a row that
 * the next run deletes again, never a file nobody knows about. Returns how many went.
 */
export async function removeExpiredLeadFiles(
  db: Db,
  store: FileStore,
  { days, now = new Date() }: { days: number; now?: Date },
): Promise<number> {
  const expired = [
    ...(await listExpiredLeadFiles(db, {
      closedStatuses: CLOSED_STATUSES,
      closedBefore: new Date(now.getTime() - days * DAY_MS),
      trashedBefore: new Date(now.getTime() - TRASH_DAYS * DAY_MS),
    })),
    ...(await listOrphanLeadFiles(db)),
  ];
  const removed: string[] = [];
  for (const file of expired) {
    try {
      await store.remove(file.storageKey);
      removed.push(file.id);
    } catch (error) {
      console.error(`[lead-files] ${file.storageKey} not removed:`, error instanceof Error ? error.message : error);
    }
  }
  return deleteLeadFileRows(db, removed);
}

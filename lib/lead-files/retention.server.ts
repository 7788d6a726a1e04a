import 'server-only';
import {
  deleteLeadFileRows,
  deleteQueuedFileRemovals,
  listExpiredLeadFiles,
  listQueuedFileRemovals,
} from '@/lib/lead-files/repository.server';
import type { Db } from '@/lib/db/kysely.server';
import { CLOSED_STATUSES, TRASH_DAYS } from '@/lib/leads';
import type { FileStore } from '@/lib/storage/storage.server';

const DAY_MS = 24 * 3600_000;

/**
 * Deletes the private files whose time is up (docs/decisions/039): those of leads closed (won or
 * lost) more than `days` ago, those of leads about to be purged from the trash, and those of
 * leads already purged (queued in `lead_file_removals` by the purge, whose rows the database
 * removed with the lead: docs/decisions/048). The stored file goes first, then its row or queue
 * entry, so a failure leaves a row that the next run deletes again, never a file nobody knows
 * about. Returns how many went.
 */
export async function removeExpiredLeadFiles(
  db: Db,
  store: FileStore,
  { days, now = new Date() }: { days: number; now?: Date },
): Promise<number> {
  const expired = await listExpiredLeadFiles(db, {
    closedStatuses: CLOSED_STATUSES,
    closedBefore: new Date(now.getTime() - days * DAY_MS),
    trashedBefore: new Date(now.getTime() - TRASH_DAYS * DAY_MS),
  });
  const removed: string[] = [];
  for (const file of expired) if (await removeStored(store, file.storageKey)) removed.push(file.id);
  return (await deleteLeadFileRows(db, removed)) + (await removeQueuedLeadFiles(db, store));
}

/** Removes the queued files of purged leads from the store, then their queue entries; returns how many. */
async function removeQueuedLeadFiles(db: Db, store: FileStore): Promise<number> {
  let count = 0;
  for (let after = ''; ;) {
    const keys = await listQueuedFileRemovals(db, { after });
    if (!keys.length) return count;
    const removed: string[] = [];
    for (const key of keys) if (await removeStored(store, key)) removed.push(key);
    count += await deleteQueuedFileRemovals(db, removed);
    after = keys[keys.length - 1]!;
  }
}

async function removeStored(store: FileStore, key: string): Promise<boolean> {
  try {
    await store.remove(key);
    return true;
  } catch (error) {
    console.error(`[lead-files] ${key} not removed:`, error instanceof Error ? error.message : error);
    return false;
  }
}

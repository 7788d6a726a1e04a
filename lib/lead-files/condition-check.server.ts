import 'server-only';
import { createHash } from 'node:crypto';
import { listLeadFiles, type LeadFile } from '@/lib/lead-files/repository.server';
import type { Db } from '@/lib/db/kysely.server';
import type { ConditionCheck, SnapshotFile } from '@/lib/offers';
import type { FileStore } from '@/lib/storage/storage.server';

/** The SHA-256 of a stored file, read as a stream (a video is never held in memory), or null when it is gone. */
export async function storedSha256(store: FileStore, storageKey: string): Promise<string | null> {
  let stream;
  try {
    stream = await store.read(storageKey);
  } catch {
    return null;
  }
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export interface CheckedConditionRecord {
  /** One verdict per recorded file, in the snapshot's order. */
  checks: ConditionCheck[];
  /** The lead's survey files that are not in the record (added after the acceptance). */
  notRecorded: LeadFile[];
}

/**
 * Checks an accepted offer's condition record against the store (docs/decisions/039): each
 * recorded file is found by its id (older records: by the checksum its row was saved with), read
 * whole and hashed again. Still there and equal: "unchanged"; its row or bytes gone (deleted after
 * the retention period): "missing"; different bytes: "mismatch". Reads every recorded file, so it
 * runs only where staff look at an accepted offer (at most 22 files: the quota).
 */
export async function checkConditionRecord(
  db: Db,
  store: FileStore,
  leadId: string,
  recorded: readonly SnapshotFile[],
): Promise<CheckedConditionRecord> {
  const files = await listLeadFiles(db, leadId);
  const claimed = new Set<string>();
  const checks: ConditionCheck[] = [];
  for (const entry of recorded) {
    const file = entry.id
      ? files.find((f) => f.id === entry.id)
      : files.find((f) => !claimed.has(f.id) && f.sha256 === entry.sha256);
    if (!file) {
      checks.push('missing');
      continue;
    }
    claimed.add(file.id);
    const now = await storedSha256(store, file.storageKey);
    checks.push(now === null ? 'missing' : now === entry.sha256 ? 'unchanged' : 'mismatch');
  }
  return { checks, notRecorded: files.filter((f) => !claimed.has(f.id)) };
}

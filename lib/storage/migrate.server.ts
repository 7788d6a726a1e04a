import 'server-only';
import type { FileStore } from './storage.server';

export interface MigrationReport {
  /** Files copied in this run. */
  copied: { name: string; size: number }[];
  /** Files the target already held with the same size (copied by an earlier run). */
  skipped: number;
  /** Files that could not be copied, with the reason; a later run tries them again. */
  failed: { name: string; error: string }[];
}

/**
 * Copies every file of `from` (the local uploads) that `to` (the bucket) does
 * not hold with the same size, one at a time, streamed. Idempotent and
 * resumable: an object appears only once its upload is complete, so a run that
 * is stopped leaves nothing half-copied behind, and the next run copies what is
 * still missing. Files are only ever added, never removed from either side.
 */
export async function migrateMedia(
  from: FileStore,
  to: FileStore,
  { onCopied }: { onCopied?: (name: string, size: number) => void } = {},
): Promise<MigrationReport> {
  const present = new Map((await to.list()).map((f) => [f.name, f.size]));
  const report: MigrationReport = { copied: [], skipped: 0, failed: [] };
  for (const file of await from.list()) {
    if (present.get(file.name) === file.size) {
      report.skipped++;
      continue;
    }
    try {
      await to.write(file.name, await from.read(file.name));
      report.copied.push(file);
      onCopied?.(file.name, file.size);
    } catch (error) {
      report.failed.push({ name: file.name, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return report;
}

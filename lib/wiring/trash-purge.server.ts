import 'server-only';
import { purgeTrashedLeads } from '@/lib/leads/index.server';
import { getDb, type Db } from '@/lib/db/kysely.server';
import { queueFileRemovalsOfLeads, removeExpiredLeadFiles, leadFileStore } from '@/lib/lead-files/index.server';
import { env } from '@/lib/env';
import { TRASH_DAYS } from '@/lib/leads';
import { MEDIA_TRASH_DAYS, purgeTrashedMedia } from '@/lib/data/media-trash.server';
import { fileStore, type FileStore } from '@/lib/storage/storage.server';

let timer: NodeJS.Timeout | undefined;

/**
 * One run of the lead purge: the leads in "Silinenler" longer than TRASH_DAYS go (the database
 * removes every row that hangs off them, and their files are queued), then the stored files of
 * purged leads and of leads closed more than `filesDays` ago are removed from the store.
 */
export async function purgeLeadsAndFiles(
  db: Db,
  store: FileStore,
  { filesDays, now = new Date() }: { filesDays: number; now?: Date },
): Promise<{ leads: number; files: number }> {
  const leads = await purgeTrashedLeads(db, now, { beforeDelete: queueFileRemovalsOfLeads });
  const files = await removeExpiredLeadFiles(db, store, { days: filesDays, now });
  return { leads, files };
}

/**
 * Purges leads that have been in "Silinenler" longer than TRASH_DAYS, with their private files,
 * removes the files of leads closed more than LEAD_FILES_DAYS ago, and purges photos and videos
 * in their trash longer than MEDIA_TRASH_DAYS: now and every hour (once per server process).
 */
export function startTrashPurge(intervalMs = 60 * 60 * 1000): void {
  if (timer) return;
  const run = async () => {
    try {
      const { leads, files } = await purgeLeadsAndFiles(await getDb(), leadFileStore(), {
        filesDays: env().LEAD_FILES_DAYS,
      });
      if (leads > 0) console.info(`[leads] purged ${leads} lead(s) deleted more than ${TRASH_DAYS} days ago`);
      if (files > 0) console.info(`[leads] ${files} survey file(s) past their retention or of purged leads removed`);
    } catch (error) {
      console.error('[leads] trash purge failed:', error instanceof Error ? error.message : error);
    }
    try {
      const purged = await purgeTrashedMedia(await getDb(), fileStore());
      if (purged > 0)
        console.info(`[media] purged ${purged} photo(s)/video(s) deleted more than ${MEDIA_TRASH_DAYS} days ago`);
    } catch (error) {
      console.error('[media] trash purge failed:', error instanceof Error ? error.message : error);
    }
  };
  timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();
}

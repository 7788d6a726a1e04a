import 'server-only';
import { purgeTrashedLeads } from '@/lib/leads/repository.server';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { removeExpiredLeadFiles } from '@/lib/lead-files/retention.server';
import { leadFileStore } from '@/lib/lead-files/store.server';
import { TRASH_DAYS } from '@/lib/leads/pipeline';
import { MEDIA_TRASH_DAYS, purgeTrashedMedia } from '@/lib/data/media-trash.server';
import { fileStore } from '@/lib/storage/storage.server';

let timer: NodeJS.Timeout | undefined;

/**
 * Purges leads that have been in "Silinenler" longer than TRASH_DAYS, with their private files,
 * removes the files of leads closed more than LEAD_FILES_DAYS ago, and purges photos and videos
 * in their trash longer than MEDIA_TRASH_DAYS: now and every hour (once per server process).
 */
export function startTrashPurge(intervalMs = 60 * 60 * 1000): void {
  if (timer) return;
  const run = async () => {
    try {
      // Survey photos and videos first: those of leads closed LEAD_FILES_DAYS ago and of leads about to be purged.
      const files = await removeExpiredLeadFiles(await getDb(), leadFileStore(), { days: env().LEAD_FILES_DAYS });
      if (files > 0) console.info(`[leads] ${files} survey file(s) past their retention removed`);
      const purged = await purgeTrashedLeads(await getDb());
      if (purged > 0) console.info(`[leads] purged ${purged} lead(s) deleted more than ${TRASH_DAYS} days ago`);
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

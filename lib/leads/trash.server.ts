import 'server-only';
import { purgeTrashedLeads } from './repository.server';
import { getDb } from '@/lib/db/kysely.server';
import { TRASH_DAYS } from './pipeline';
import { MEDIA_TRASH_DAYS, purgeTrashedMedia } from '@/lib/data/media-trash.server';
import { fileStore } from '@/lib/storage/storage.server';

let timer: NodeJS.Timeout | undefined;

/** Purges leads in "Silinenler" longer than TRASH_DAYS, and photos and videos in their trash longer than MEDIA_TRASH_DAYS: now and every hour (once per server process). */
export function startTrashPurge(intervalMs = 60 * 60 * 1000): void {
  if (timer) return;
  const run = async () => {
    try {
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

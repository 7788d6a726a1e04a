import 'server-only';
import { purgeTrashedLeads } from './repository.server';
import { getDb } from '@/lib/db/kysely.server';
import { TRASH_DAYS } from './pipeline';

let timer: NodeJS.Timeout | undefined;

/** Purges leads that have been in "Silinenler" longer than TRASH_DAYS: now and every hour (once per server process). */
export function startTrashPurge(intervalMs = 60 * 60 * 1000): void {
  if (timer) return;
  const run = async () => {
    try {
      const purged = await purgeTrashedLeads(await getDb());
      if (purged > 0) console.info(`[leads] purged ${purged} lead(s) deleted more than ${TRASH_DAYS} days ago`);
    } catch (error) {
      console.error('[leads] trash purge failed:', error instanceof Error ? error.message : error);
    }
  };
  timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();
}

import 'server-only';
import { getDatabase } from './kysely.server';

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

/**
 * Opens and migrates the database at start, and keeps trying with growing pauses
 * (0.5 s, 1 s, 2 s … up to 30 s) while it is down or cannot be written. The server
 * meanwhile serves its pre-rendered pages, `/api/health` answers 503, and every
 * request that needs the database tries again itself: once the database is back,
 * the site recovers without a restart (docs/decisions/013-database-down-at-start.md).
 */
export async function connectWithBackoff(sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<void> {
  for (let attempt = 1, delay = FIRST_DELAY_MS; ; attempt++, delay = Math.min(delay * 2, MAX_DELAY_MS)) {
    try {
      await getDatabase();
      if (attempt > 1) console.log(`[db] database ready after ${attempt} attempts.`);
      return;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      console.error(`[db] database not ready (attempt ${attempt}): ${reason}; trying again in ${delay / 1000} s.`);
      await sleep(delay);
    }
  }
}

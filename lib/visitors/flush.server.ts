// Writes the page views this process counted (lib/visitors/page-views.ts) to the database
// every few seconds, or sooner when many wait: one upsert per day, whatever the traffic. A
// failed write is logged and its views wait for the next one; a visitor never waits on it.
import 'server-only';
import { addPageViews } from '@/lib/data/page-views.server';
import { getDb, type Db } from '@/lib/db/kysely.server';
import { FLUSH_EVERY_MS, pageViewTally, returnPageViews, takePageViews } from './page-views';

let writing: Promise<void> | null = null;

/** Writes what waits now (at most one write at a time; a second call waits for the first and goes on). */
export async function flushPageViews(db?: Db): Promise<void> {
  while (writing) await writing;
  const counts = takePageViews();
  if (counts.size === 0) return;
  writing = (async () => {
    try {
      await addPageViews(db ?? (await getDb()), counts);
    } catch (error) {
      returnPageViews(counts);
      console.error('[visitors] page views not written yet:', error instanceof Error ? error.message : error);
    }
  })();
  try {
    await writing;
  } finally {
    writing = null;
  }
}

let timer: NodeJS.Timeout | undefined;

/** Started once by instrumentation.ts. */
export function startPageViewFlush(): void {
  if (timer) return;
  const tally = pageViewTally();
  tally.onFull = () => void flushPageViews();
  tally.flush = () => flushPageViews();
  timer = setInterval(() => void flushPageViews(), FLUSH_EVERY_MS);
  timer.unref();
}

// Each instance follows the revalidation signals of the others (docs/decisions/019) and
// revalidates the same pages here. revalidatePath works only inside a request, so the
// listener asks its own server, with a token only this process knows.
import 'server-only';
import { getDatabase } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import type { RevalidationSignal } from '@/lib/data/revalidation-signals.server';
import { instanceState, REVALIDATE_TOKEN_HEADER } from './instance.server';
import { SignalFollower } from './signal-follower.server';

/** How often the database is asked for new signals (a staff change reaches the others within about this). */
export const SIGNAL_POLL_MS = 1000;
export const REVALIDATE_ROUTE = '/api/internal/revalidate';

let timer: NodeJS.Timeout | undefined;

async function revalidateHere(signals: RevalidationSignal[]): Promise<void> {
  const { token, selfUrl } = instanceState();
  const base = selfUrl ?? `http://127.0.0.1:${env().PORT}`;
  const response = await fetch(`${base}${REVALIDATE_ROUTE}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [REVALIDATE_TOKEN_HEADER]: token },
    body: JSON.stringify(signals.map(({ path, type }) => ({ path, type }))),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${REVALIDATE_ROUTE} answered ${response.status}`);
}

/**
 * Starts following the signals when the site runs on PostgreSQL (the only engine several
 * instances share; an SQLite data folder belongs to one process). While the database
 * cannot be reached, it tries again after growing pauses (up to 30 s) and logs each new error once.
 */
export function startRevalidationListener(intervalMs = SIGNAL_POLL_MS): void {
  if (timer || !env().DATABASE_URL) return;
  const follower = new SignalFollower(instanceState().id);
  let pending: RevalidationSignal[] = [];
  let busy = false;
  let failures = 0;
  let nextTryAt = 0;
  let lastError = '';
  const tick = async () => {
    if (busy || Date.now() < nextTryAt) return;
    busy = true;
    try {
      pending = [...pending, ...(await follower.poll((await getDatabase()).db))];
      if (pending.length > 0) {
        await revalidateHere(pending);
        pending = [];
      }
      if (failures > 0) console.log('[cache] revalidation signals are followed again.');
      failures = 0;
      lastError = '';
    } catch (error) {
      // Tried again later; what could not be revalidated yet is kept (the newest 50).
      if (pending.length > 50) pending = pending.slice(-50);
      failures++;
      nextTryAt = Date.now() + Math.min(intervalMs * 2 ** failures, 30_000);
      const message = error instanceof Error ? error.message : String(error);
      if (message !== lastError) console.error('[cache] revalidation signals could not be followed:', message);
      lastError = message;
    } finally {
      busy = false;
    }
  };
  timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
}

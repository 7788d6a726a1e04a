import 'server-only';
import type { Db } from '@/lib/db/kysely';
import { ping } from '@/lib/db/kysely';

export interface HealthReport {
  status: 'ok' | 'error';
  db: 'ok' | 'error';
}

/** Checks the database with a real round trip, within `timeoutMs`. */
export async function checkHealth(
  getDb: () => Promise<Db>,
  timeoutMs = 3000,
): Promise<{ code: 200 | 503; body: HealthReport }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      getDb().then(ping),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database timeout')), timeoutMs);
      }),
    ]);
    return { code: 200, body: { status: 'ok', db: 'ok' } };
  } catch (error) {
    console.error('[health] database check failed:', error instanceof Error ? error.message : error);
    return { code: 503, body: { status: 'error', db: 'error' } };
  } finally {
    clearTimeout(timer);
  }
}

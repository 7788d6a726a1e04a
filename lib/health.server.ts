import 'server-only';
import { writeState } from '@/lib/data/app-state.server';
import type { Db } from '@/lib/db/kysely.server';
import { ping } from '@/lib/db/kysely.server';

export interface HealthReport {
  status: 'ok' | 'error';
  /** A read round trip. */
  db: 'ok' | 'error';
  /** A small write (a heartbeat row): fails on a full disk, a read-only filesystem or a lost database file. */
  write: 'ok' | 'error';
}

export const HEARTBEAT_KEY = 'health:heartbeat';

/** Checks the database with a real read and a real write, within `timeoutMs`. */
export async function checkHealth(
  getDb: () => Promise<Db>,
  timeoutMs = 3000,
): Promise<{ code: 200 | 503; body: HealthReport }> {
  let timer: NodeJS.Timeout | undefined;
  const body: HealthReport = { status: 'error', db: 'error', write: 'error' };
  const check = async () => {
    const db = await getDb();
    await ping(db);
    body.db = 'ok';
    await writeState(db, HEARTBEAT_KEY, new Date().toISOString());
    body.write = 'ok';
  };
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database timeout')), timeoutMs);
      }),
    ]);
    return { code: 200, body: { ...body, status: 'ok' } };
  } catch (error) {
    const what = body.db === 'ok' ? 'write' : 'database';
    console.error(`[health] ${what} check failed:`, error instanceof Error ? error.message : error);
    return { code: 503, body: { ...body } };
  } finally {
    clearTimeout(timer);
  }
}

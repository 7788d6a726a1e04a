import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db/kysely';

/** Counts the events of `key` in `bucket` within the last `windowMs`. */
export async function countRecentEvents(db: Db, bucket: string, key: string, windowMs: number, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - windowMs);
  const row = await db
    .selectFrom('rate_events')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Records one event; events older than a day are swept now and then. */
export async function recordEvent(db: Db, bucket: string, key: string, now = new Date()): Promise<void> {
  await db.insertInto('rate_events').values({ id: randomUUID(), bucket, key, created_at: now }).execute();
  if (Math.random() < 0.02) {
    await db.deleteFrom('rate_events').where('created_at', '<', new Date(now.getTime() - 86_400_000)).execute();
  }
}

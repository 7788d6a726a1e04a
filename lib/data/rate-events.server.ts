import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db/kysely.server';
import { toIso } from '@/lib/db/values';

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

/** Records one event and returns its id; events older than a day are swept now and then. */
export async function recordEvent(db: Db, bucket: string, key: string, now = new Date()): Promise<string> {
  const id = randomUUID();
  await db.insertInto('rate_events').values({ id, bucket, key, created_at: now }).execute();
  if (Math.random() < 0.02) {
    await db.deleteFrom('rate_events').where('created_at', '<', new Date(now.getTime() - 86_400_000)).execute();
  }
  return id;
}

/** Removes the events with these ids (an attempt that turned out not to count). */
export async function deleteEvents(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('rate_events').where('id', 'in', ids).execute();
}

/** Removes every event of `key` in `bucket` (a count that starts again). */
export async function clearEvents(db: Db, bucket: string, key: string): Promise<void> {
  await db.deleteFrom('rate_events').where('bucket', '=', bucket).where('key', '=', key).execute();
}

/**
 * When fewer than `limit` events of `key` will be left within the window, or
 * null when that is already so: the moment the limit-th newest event leaves it.
 */
export async function limitLiftsAt(
  db: Db,
  bucket: string,
  key: string,
  limit: number,
  windowMs: number,
  now = new Date(),
): Promise<Date | null> {
  const row = await db
    .selectFrom('rate_events')
    .select('created_at')
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('created_at', '>', new Date(now.getTime() - windowMs))
    .orderBy('created_at', 'desc')
    .limit(1)
    .offset(Math.max(0, limit - 1))
    .executeTakeFirst();
  return row ? new Date(new Date(toIso(row.created_at)).getTime() + windowMs) : null;
}

/** When the newest event of `key` in `bucket` happened, or null when there is none. */
export async function latestEvent(db: Db, bucket: string, key: string): Promise<Date | null> {
  const row = await db
    .selectFrom('rate_events')
    .select('created_at')
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(toIso(row.created_at)) : null;
}

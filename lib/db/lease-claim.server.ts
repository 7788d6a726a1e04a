// The one way a durable queue hands out its due rows (the e-mail outbox, the staff alerts):
// read the due rows, then claim each with a conditional UPDATE that pushes its next attempt
// a lease into the future, only if nobody changed it since it was read. Two workers (sweeps,
// app instances) may read the same row; exactly one UPDATE matches, the other claims nothing.
// A worker that dies leaves its rows to be claimed again once the lease has run out.
import 'server-only';
import type { Kysely, Selectable, SelectType } from 'kysely';
import type { Db } from './kysely.server';
import type { Database, Timestamp } from './schema';

/** The columns a queue table needs: a row waits until `next_attempt_at`, retries count in `attempts`. */
interface QueueColumns {
  id: string;
  attempts: unknown;
  next_attempt_at: Timestamp;
  created_at: Timestamp;
}

/** The tables of the schema shaped as a queue. */
export type QueueTable = {
  [T in keyof Database]: Database[T] extends QueueColumns ? T : never;
}[keyof Database];

/** A column of `T` that may be empty: the one set when a row is finished (sent, done). */
type DoneColumn<T extends QueueTable> = {
  [C in keyof Database[T]]: null extends SelectType<Database[T][C]> ? C : never;
}[keyof Database[T]] &
  string;

export interface LeaseQueue<T extends QueueTable> {
  table: T;
  /** Set once a row is finished; such a row is never claimed again. */
  doneColumn: DoneColumn<T>;
}

export interface ClaimOptions {
  now: Date;
  /** How many rows at the most. */
  limit: number;
  /** How long a claimed row stays with this worker: longer than its slowest attempt. */
  leaseMs: number;
}

/** The shape the queries are written against (the table and done column are the caller's). */
interface Row {
  id: string;
  attempts: number;
  next_attempt_at: Date | string;
  created_at: Date | string;
  done: Date | string | null;
}

/**
 * Claims the due rows of a queue (unfinished, `next_attempt_at` reached), at most `limit`:
 * first attempts first, then newest first, so a fresh row is never queued behind a backlog
 * of retries. Each claimed row's `next_attempt_at` is moved `leaseMs` ahead; the caller
 * finishes it (done column), reschedules it, or lets the lease run out. Returns the claimed
 * rows with `columns`, in that order.
 */
export async function claimDueRows<T extends QueueTable, C extends keyof Selectable<Database[T]> & string>(
  db: Db,
  queue: LeaseQueue<T>,
  columns: readonly C[],
  { now, limit, leaseMs }: ClaimOptions,
): Promise<Pick<Selectable<Database[T]>, C>[]> {
  // Written once for every queue table: Kysely checks the names against the shape above,
  // the types at the call site check that `table` and `doneColumn` have that shape.
  const q = db as unknown as Kysely<Record<'queue', Row>>;
  const table = queue.table as unknown as 'queue';
  const done = queue.doneColumn as unknown as 'done';
  const wanted = [...new Set<string>([...columns, 'id', 'next_attempt_at'])] as (keyof Row)[];
  const due = await q
    .selectFrom(table)
    .select(wanted)
    .where(done, 'is', null)
    .where('next_attempt_at', '<=', now)
    .orderBy('attempts', 'asc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  const claimed: Pick<Selectable<Database[T]>, C>[] = [];
  for (const row of due) {
    const result = await q
      .updateTable(table)
      .set({ next_attempt_at: new Date(now.getTime() + leaseMs) })
      .where('id', '=', row.id)
      .where(done, 'is', null)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    // Only the columns asked for (`next_attempt_at` was read for the claim itself).
    const picked = Object.fromEntries(columns.map((c) => [c, (row as Record<string, unknown>)[c]]));
    claimed.push(picked as Pick<Selectable<Database[T]>, C>);
  }
  return claimed;
}

import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db/kysely.server';
import { toIso } from '@/lib/db/values';

/** revalidatePath's optional type; '' when none was given. */
export type RevalidationType = '' | 'page' | 'layout';

export interface RevalidationSignal {
  id: string;
  path: string;
  type: RevalidationType;
  /** The instance that wrote it (and revalidated already). */
  origin: string;
  createdAt: string;
}

const DAY_MS = 86_400_000;

/** Records that `origin` revalidated `path`; signals older than a day are swept now and then. */
export async function insertRevalidationSignal(
  db: Db,
  signal: { path: string; type: RevalidationType; origin: string },
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('revalidation_signals')
    .values({ id, path: signal.path, type: signal.type, origin: signal.origin, created_at: now })
    .execute();
  if (Math.random() < 0.05) {
    await db.deleteFrom('revalidation_signals').where('created_at', '<', new Date(now.getTime() - DAY_MS)).execute();
  }
  return id;
}

/** The signals written after `since` (all of them without it), oldest first. */
export async function listRevalidationSignals(db: Db, since: Date | null): Promise<RevalidationSignal[]> {
  let query = db.selectFrom('revalidation_signals').selectAll();
  if (since) query = query.where('created_at', '>', since);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    path: r.path,
    type: (r.type === 'page' || r.type === 'layout' ? r.type : '') as RevalidationType,
    origin: r.origin,
    createdAt: toIso(r.created_at),
  }));
}

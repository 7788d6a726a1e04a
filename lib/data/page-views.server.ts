import 'server-only';
import { sql } from 'kysely';
import type { Db } from '@/lib/db/kysely.server';

/** The home page's visitor figures (docs/decisions/030). */
export interface VisitorFigures {
  today: number;
  month: number;
  allTime: number;
  /** The first day counted ('YYYY-MM-DD'), or null before the first view. */
  since: string | null;
}

/**
 * Adds views to their days' rows: one upsert per day, so instances writing at once add up
 * instead of overwriting each other.
 */
export async function addPageViews(db: Db, counts: ReadonlyMap<string, number>): Promise<void> {
  for (const [day, views] of counts) {
    if (views <= 0) continue;
    await db
      .insertInto('page_views')
      .values({ day, views })
      .onConflict((c) => c.column('day').doUpdateSet({ views: sql<number>`page_views.views + excluded.views` }))
      .execute();
  }
}

/** Today's, this month's and all views, for `today` ('YYYY-MM-DD' in Europe/Istanbul). */
export async function readVisitorFigures(db: Db, today: string): Promise<VisitorFigures> {
  const monthStart = `${today.slice(0, 8)}01`;
  const row = await db
    .selectFrom('page_views')
    .select([
      sql<string | number | null>`sum(case when day = ${today} then views else 0 end)`.as('today'),
      sql<string | number | null>`sum(case when day >= ${monthStart} and day <= ${today} then views else 0 end)`.as(
        'month',
      ),
      sql<string | number | null>`sum(views)`.as('all_time'),
      sql<string | null>`min(day)`.as('since'),
    ])
    .executeTakeFirst();
  // PostgreSQL returns a bigint sum as a string.
  return {
    today: Number(row?.today ?? 0),
    month: Number(row?.month ?? 0),
    allTime: Number(row?.all_time ?? 0),
    since: row?.since ?? null,
  };
}

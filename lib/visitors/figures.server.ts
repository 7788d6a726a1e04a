import 'server-only';
import { readVisitorFigures, type VisitorFigures } from '@/lib/data/page-views.server';
import { getDb } from '@/lib/db/kysely.server';
import { istanbulDay } from './page-views';

export type { VisitorFigures };

/**
 * The home page's visitor figures, read when the page is rendered (at most once a minute:
 * its `revalidate`). A database failure is logged and the block says the figures are not
 * available, never an error page.
 */
export async function loadVisitorFigures(now: Date = new Date()): Promise<VisitorFigures | null> {
  try {
    return await readVisitorFigures(await getDb(), istanbulDay(now));
  } catch (error) {
    console.error('[visitors] figures could not be read:', error instanceof Error ? error.message : error);
    return null;
  }
}

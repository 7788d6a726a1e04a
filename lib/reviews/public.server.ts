import 'server-only';
import { cache } from 'react';
import { getDb } from '@/lib/db/kysely.server';
import { latestShownReviews, listPublishedReviews, reviewStats, type StoredReview } from './repository.server';
import type { ReviewStats } from './types';

// What the public pages read of the reviews, once per render. A database failure shows no
// reviews and no figure (never an error page, never a made-up figure).

export interface PublicReviews {
  stats: ReviewStats;
  latest: StoredReview[];
}

export const loadLatestReviews = cache(async (limit = 3): Promise<PublicReviews> => {
  try {
    const db = await getDb();
    const [stats, latest] = await Promise.all([reviewStats(db), latestShownReviews(db, limit)]);
    return { stats, latest };
  } catch (error) {
    console.error('[reviews] could not be read:', error instanceof Error ? error.message : error);
    return { stats: { count: 0, mean: null }, latest: [] };
  }
});

export const loadAllReviews = cache(async (): Promise<{ stats: ReviewStats; reviews: StoredReview[] }> => {
  try {
    const db = await getDb();
    const [stats, reviews] = await Promise.all([reviewStats(db), listPublishedReviews(db)]);
    return { stats, reviews };
  } catch (error) {
    console.error('[reviews] could not be read:', error instanceof Error ? error.message : error);
    return { stats: { count: 0, mean: null }, reviews: [] };
  }
});

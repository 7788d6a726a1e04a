import 'server-only';
import { randomUUID } from 'node:crypto';
import { unstable_cache, updateTag } from 'next/cache';
import { getDb } from '@/lib/db/kysely.server';
import { getActiveHeroImage } from '@/lib/data/hero-images.server';
import { srcSet } from '@/lib/media';
import { HERO_CACHE_TAG } from '@/lib/cache/instance.server';

export interface HeroPicture {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  /** True for the built-in artwork. */
  isDefault: boolean;
}

export const DEFAULT_HERO: HeroPicture = {
  src: '/images/hero-default.svg',
  width: 1920,
  height: 1080,
  isDefault: true,
};

/** The cache tag of the active hero (docs/decisions/018-operations-faults.md). */

/** Reads the active hero from the database; throws when the database fails. */
async function readHeroPicture(_process: string): Promise<HeroPicture> {
  const hero = await getActiveHeroImage(await getDb());
  if (!hero) return DEFAULT_HERO;
  return {
    src: hero.url,
    srcSet: srcSet(hero.variants.filter((v) => v.format === 'webp')),
    width: hero.width ?? 1920,
    height: hero.height ?? 1080,
    isDefault: false,
  };
}

/**
 * The home page is renewed once a minute (visitor figures, decision 030), but its hero changes
 * only when staff activate or delete one: it is read once and kept in Next.js's data cache until
 * `heroChanged()`; the hour is a safety net for changes made outside the dashboard. A
 * failed read is not cached.
 */
const cachedHeroPicture = unstable_cache(readHeroPicture, ['home-hero'], {
  tags: [HERO_CACHE_TAG],
  revalidate: 3600,
});

/**
 * Next.js keeps this cache on disk (`.next/cache`), where it outlives the process (a restart
 * after a restore must not show the old hero) and is seen by every server started from the
 * same build, whatever its database. So each process keeps entries of its own.
 */
const PROCESS_KEY = randomUUID();

/**
 * The home page's hero: the active uploaded image when there is one, else the
 * built-in artwork. A database failure is ignored (the default shows).
 */
export async function loadHeroPicture(): Promise<HeroPicture> {
  try {
    return await cachedHeroPicture(PROCESS_KEY);
  } catch (error) {
    console.error('[home] hero image could not be loaded:', error instanceof Error ? error.message : error);
    return DEFAULT_HERO;
  }
}

/** After staff change which hero is active (server actions only): the next home page reads it again. */
export function heroChanged(): void {
  updateTag(HERO_CACHE_TAG);
}

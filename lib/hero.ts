import 'server-only';
import { getDb } from '@/lib/db/kysely';
import { getActiveHeroImage } from '@/lib/data/hero-images';
import { srcSet } from '@/lib/media/url';

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

/**
 * The home page's hero: the active uploaded image when there is one, else the
 * built-in artwork. A database failure is ignored (the default shows).
 */
export async function loadHeroPicture(): Promise<HeroPicture> {
  try {
    const hero = await getActiveHeroImage(await getDb());
    if (!hero) return DEFAULT_HERO;
    return {
      src: hero.url,
      srcSet: srcSet(hero.variants.filter((v) => v.format === 'webp')),
      width: hero.width ?? 1920,
      height: hero.height ?? 1080,
      isDefault: false,
    };
  } catch (error) {
    console.error('[home] hero image could not be loaded:', error instanceof Error ? error.message : error);
    return DEFAULT_HERO;
  }
}

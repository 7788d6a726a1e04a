// Provinces and İstanbul districts as pages read them: the region table (content/regions.ts)
// joined with the texts written for each place (content/place-texts), each with its slug, its
// page's path and its company-fact tokens filled (lib/company-facts.ts). Every count shown on
// a page is computed from here.
import { DISTRICT_TEXTS, PROVINCE_TEXTS, genericPlaceText as genericText } from '@/content/place-texts';
import { ISTANBUL_DISTRICTS, REGION_TABLE, type RegionRow } from '@/content/regions';
import type { PlaceText, RegionSlug } from '@/content/types';
import { fillFacts } from '@/lib/company-facts';
import { provincePath } from '@/lib/routes';
import { slugify } from '@/lib/slug';

export interface Province extends PlaceText {
  slug: string;
  region: RegionRow;
  path: string;
}

export interface District extends PlaceText {
  slug: string;
  path: string;
}

/** A place text with its company-fact tokens filled (lib/company-facts.ts). */
function filled(text: PlaceText): PlaceText {
  return {
    ad: text.ad,
    aciklama: text.aciklama.map((p) => fillFacts(p)),
    ozellikler: text.ozellikler.map((f) => fillFacts(f)) as PlaceText['ozellikler'],
  };
}

export const PROVINCES: Province[] = REGION_TABLE.flatMap((region) =>
  region.provinces.map((name) => {
    const slug = slugify(name);
    const text = PROVINCE_TEXTS[slug];
    if (!text) throw new Error(`No text for province ${slug}`);
    return { ...filled(text), ad: name, slug, region, path: provincePath(region.slug, slug) };
  }),
);

export const ISTANBUL = PROVINCES.find((p) => p.slug === 'istanbul')!;

export const DISTRICTS: District[] = ISTANBUL_DISTRICTS.map((name) => {
  const slug = slugify(name);
  const text = DISTRICT_TEXTS[slug];
  if (!text) throw new Error(`No text for district ${slug}`);
  return { ...filled(text), ad: name, slug, path: `${ISTANBUL.path}/${slug}` };
});

export function getRegion(slug: string): RegionRow | undefined {
  return REGION_TABLE.find((r) => r.slug === slug);
}

export function getProvince(slug: string): Province | undefined {
  return PROVINCES.find((p) => p.slug === slug);
}

export function getDistrict(slug: string): District | undefined {
  return DISTRICTS.find((d) => d.slug === slug);
}

export function provincesOf(region: RegionSlug): Province[] {
  return PROVINCES.filter((p) => p.region.slug === region);
}

export function mainCityOf(region: RegionRow): Province {
  return getProvince(region.mainCity)!;
}

/** Text of the generic page for a place not in the tables (SPEC.md: no error, a generic page). */
export function genericPlaceText(name: string, regionName: string): PlaceText {
  return filled(genericText(name, regionName));
}

// Provinces and Istanbul districts: the region table joined with the texts
// written for each place. Every count shown on a page is computed from here.
import { fillFacts } from '@/lib/company-facts';
import { provincePath } from '@/lib/routes';
import { slugify } from '@/lib/slug';
import { centralNorthProvinceTexts } from './place-texts/central-north';
import { eastProvinceTexts } from './place-texts/east';
import { istanbulDistrictTexts } from './place-texts/istanbul-districts';
import { westProvinceTexts } from './place-texts/west';
import { ISTANBUL_DISTRICTS, REGION_TABLE, type RegionRow } from './regions';
import type { PlaceText, RegionSlug } from './types';

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

const PROVINCE_TEXTS: Record<string, PlaceText> = {
  ...westProvinceTexts,
  ...centralNorthProvinceTexts,
  ...eastProvinceTexts,
};

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
  const text = istanbulDistrictTexts[slug];
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
  return {
    ad: name,
    aciklama: [
      `${name} ve çevresinde evden eve nakliyat, ofis taşıma ve parça eşya taşıma hizmeti veriyoruz. Taşınmanızı ücretsiz ekspertizle planlıyor, eşyanızı sigortalı olarak ve söz verdiğimiz saatte yeni adresinize ulaştırıyoruz.`,
      `${regionName} Bölgesi'ndeki taşımalarımızı ${fillFacts('{city} {district:locative}ki')} merkezimizden yönetiyoruz. Adresinizi ve eşya durumunuzu paylaşmanız, size yazılı bir teklif hazırlamamız için yeterli.`,
    ],
    ozellikler: ['Ücretsiz ekspertiz', 'Sigortalı taşıma', 'Paketleme ve montaj', 'Yazılı fiyat teklifi'],
  };
}

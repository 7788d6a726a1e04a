// The statistics rows as pages show them: the figures staff enter in "Firma Bilgileri"
// (lib/settings/figures.ts; a cleared one is left out) with the years in business and the
// provinces, each saying since when ("2003'ten beri", "2024'ten beri"), so that "23 yıl"
// beside "81 il" never reads as 23 years in 81 provinces.
import { ALL_PROVINCES_SINCE, PROVINCE_COUNT, REGION_COUNT } from '@/content/company-stats';
import { FOUNDING_YEAR, yearsInBusiness } from '@/lib/facts';
import { type CompanySettings, countStats, qualityStats as qualityFigures, type Stat } from '@/lib/settings';
import { numberWithCase } from '@/lib/turkish';

/** "2024'ten beri", kept on one line (a no-break space). */
function since(year: number): string {
  return `${numberWithCase(year, 'ablative')}\u00a0beri`;
}

/** "81 il", all of them since 2024. */
export function provincesStat(): Stat {
  return { value: `${PROVINCE_COUNT} il`, label: `Tamamına ${since(ALL_PROVINCES_SINCE)}` };
}

/** "23 yıl", since the founding year. */
export function yearsStat(now: Date = new Date()): Stat {
  return { value: `${yearsInBusiness(now)} yıl`, label: `Tecrübe, ${since(FOUNDING_YEAR)}` };
}

/** "Rakamlarla biz": the counts staff entered, the years and the provinces. */
export function companyStats(company: CompanySettings, now: Date = new Date()): Stat[] {
  const [moves, ...others] = countStats(company);
  return [...(moves ? [moves] : []), yearsStat(now), provincesStat(), ...others];
}

/** The quality figures staff entered, and the regions served. */
export function qualityStats(company: CompanySettings): Stat[] {
  return [...qualityFigures(company), { value: `${PROVINCE_COUNT} il`, label: `${REGION_COUNT} bölgede hizmet` }];
}

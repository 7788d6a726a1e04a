// The company's counts that come from the content tables. The figures staff enter (moves,
// vehicles, shares…) are "Firma Bilgileri" fields (lib/settings/figures.ts); the statistics rows
// that put both together are lib/content/company-stats.ts.
import { PROVINCE_COUNT, REGION_COUNT } from './regions';

export { PROVINCE_COUNT, REGION_COUNT };

/**
 * The year from which the company moves to and from every province; the milestones
 * (content/corporate.ts) and every "{provinceCount} ilde" claim that names a year read it.
 * Before it, from 2008, the intercity moves went to the large cities.
 */
export const ALL_PROVINCES_SINCE = 2024;

// The company's claimed figures and counts. The statistics row that says them with the years
// in business ("23 yıl") and Turkish endings ("2024'ten beri") is lib/content/company-stats.ts.
import { PROVINCE_COUNT, REGION_COUNT } from './regions';

export { PROVINCE_COUNT, REGION_COUNT };

/**
 * The year from which the company moves to and from every province; the milestones
 * (content/corporate.ts) and every "{provinceCount} ilde" claim that names a year read it.
 * Before it, from 2008, the intercity moves went to the large cities.
 */
export const ALL_PROVINCES_SINCE = 2024;

/**
 * The company's claimed figures (SPEC.md section 9), one table so that no page counts
 * differently: moves are the one count (the "2000+ customers" beside "5000+ moves" read as a
 * contradiction and is gone). Years are computed from the founding year.
 */
export const COMPANY_FIGURES = {
  completedMoves: 5000,
  rating: '4,9',
  vehicles: 50,
  satisfactionPercent: 99,
} as const;

export function qualityStats() {
  return [
    { value: '%99,8', label: 'Hasarsız teslim' },
    { value: '%98', label: 'Zamanında teslim' },
    { value: '15 dk', label: 'Ortalama dönüş süresi' },
    { value: `${PROVINCE_COUNT} il`, label: `${REGION_COUNT} bölgede hizmet` },
  ];
}

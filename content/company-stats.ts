import { yearsInBusiness } from '@/lib/facts';
import { numberWithCase } from '@/lib/turkish';
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

export function companyStats(now: Date = new Date()) {
  const f = COMPANY_FIGURES;
  return [
    { value: `${f.completedMoves}+`, label: 'Tamamlanan taşıma' },
    { value: f.rating, label: 'Müşteri puanı' },
    { value: `${yearsInBusiness(now)} yıl`, label: 'Tecrübe' },
    { value: `${PROVINCE_COUNT} il`, label: `${numberWithCase(ALL_PROVINCES_SINCE, 'ablative')} beri hizmet verilen` },
    { value: `${f.vehicles}+`, label: 'Araç filosu' },
    { value: `%${f.satisfactionPercent}`, label: 'Memnuniyet' },
  ];
}

export function qualityStats() {
  return [
    { value: '%99,8', label: 'Hasarsız teslim' },
    { value: '%98', label: 'Zamanında teslim' },
    { value: '15 dk', label: 'Ortalama dönüş süresi' },
    { value: `${PROVINCE_COUNT} il`, label: `${REGION_COUNT} bölgede hizmet` },
  ];
}

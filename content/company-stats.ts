import { yearsInBusiness } from '@/lib/site';
import { REGION_TABLE } from './regions';

/** Provinces served, counted from the region table. */
export const PROVINCE_COUNT = REGION_TABLE.reduce((sum, r) => sum + r.provinces.length, 0);

/** The company's claimed figures (SPEC.md section 9); years are computed from 2003. */
export function companyStats(now: Date = new Date()) {
  return [
    { value: '2000+', label: 'Mutlu müşteri' },
    { value: '4,9', label: 'Müşteri puanı' },
    { value: `${yearsInBusiness(now)} yıl`, label: 'Tecrübe' },
    { value: '5000+', label: 'Tamamlanan taşıma' },
    { value: '50+', label: 'Araç filosu' },
    { value: '%99', label: 'Memnuniyet' },
  ];
}

export function qualityStats() {
  return [
    { value: '%99,8', label: 'Hasarsız teslim' },
    { value: '%98', label: 'Zamanında teslim' },
    { value: '15 dk', label: 'Ortalama dönüş süresi' },
    { value: `${PROVINCE_COUNT} il`, label: `${REGION_TABLE.length} bölgede hizmet` },
  ];
}

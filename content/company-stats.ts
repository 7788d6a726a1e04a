import { yearsInBusiness } from '@/lib/facts';
import { PROVINCE_COUNT, REGION_COUNT } from './regions';

export { PROVINCE_COUNT, REGION_COUNT };

/** The company's claimed figures (SPEC.md section 9); years are computed from the founding year. */
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
    { value: `${PROVINCE_COUNT} il`, label: `${REGION_COUNT} bölgede hizmet` },
  ];
}

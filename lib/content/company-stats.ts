// The statistics rows as pages show them: the figures of content/company-stats.ts with the
// years in business and the Turkish endings ("2024'ten beri") put in.
import { ALL_PROVINCES_SINCE, COMPANY_FIGURES, PROVINCE_COUNT } from '@/content/company-stats';
import { yearsInBusiness } from '@/lib/facts';
import { numberWithCase } from '@/lib/turkish';

export { qualityStats } from '@/content/company-stats';

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

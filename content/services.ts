// The one price, duration and coverage table (SPEC.md section 9, card prices).
// Cards, FAQ answers, the service modal and structured data all read it.
// Relative imports only: next.config.ts reads this file.
import { PROVINCE_COUNT } from './regions';

export const SERVICE_ORDER = [
  'sehir-ici-tasima',
  'sehirlerarasi-tasima',
  'ofis-tasima',
  'parca-esya-tasima',
  'evden-eve-nakliyat',
  'asansorlu-tasimacilik',
  'yuk-tasima',
  'ceyiz-tasima',
  'tekstil-tasima',
  'koli-tasima',
  'fabrika-tasima',
  'depolama-hizmeti',
] as const;

export type ServiceSlug = (typeof SERVICE_ORDER)[number];

export interface ServiceFacts {
  id: ServiceSlug;
  title: string;
  /** Starting price in Turkish lira. */
  priceFrom: number;
  duration: string;
  coverage: string;
}

export const SERVICE_FACTS: Record<ServiceSlug, ServiceFacts> = {
  'sehir-ici-tasima': {
    id: 'sehir-ici-tasima',
    title: 'Şehir İçi Taşıma',
    priceFrom: 15000,
    duration: '2-6 saat',
    coverage: 'Tüm şehir',
  },
  'sehirlerarasi-tasima': {
    id: 'sehirlerarasi-tasima',
    title: 'Şehirlerarası Taşıma',
    priceFrom: 40000,
    duration: '1-3 gün',
    coverage: `${PROVINCE_COUNT} il`,
  },
  'ofis-tasima': {
    id: 'ofis-tasima',
    title: 'Ofis Taşıma',
    priceFrom: 15000,
    duration: '4-12 saat',
    coverage: 'Tüm Türkiye',
  },
  'parca-esya-tasima': {
    id: 'parca-esya-tasima',
    title: 'Parça Eşya Taşıma',
    priceFrom: 10000,
    duration: '1-3 saat',
    coverage: 'Tüm şehir',
  },
  'evden-eve-nakliyat': {
    id: 'evden-eve-nakliyat',
    title: 'Evden Eve Nakliyat',
    priceFrom: 15000,
    duration: '6-10 saat',
    coverage: 'Tüm Türkiye',
  },
  'asansorlu-tasimacilik': {
    id: 'asansorlu-tasimacilik',
    title: 'Asansörlü Taşımacılık',
    priceFrom: 20000,
    duration: '4-8 saat',
    coverage: 'Tüm şehir',
  },
  'yuk-tasima': {
    id: 'yuk-tasima',
    title: 'Yük Taşıma',
    priceFrom: 10000,
    duration: '2-8 saat',
    coverage: 'Tüm şehir',
  },
  'ceyiz-tasima': {
    id: 'ceyiz-tasima',
    title: 'Çeyiz Taşıma',
    priceFrom: 12000,
    duration: '3-6 saat',
    coverage: 'Tüm şehir',
  },
  'tekstil-tasima': {
    id: 'tekstil-tasima',
    title: 'Tekstil Taşıma',
    priceFrom: 20000,
    duration: '1-4 saat',
    coverage: 'Şehir merkezi',
  },
  'koli-tasima': {
    id: 'koli-tasima',
    title: 'Koli Taşıma',
    priceFrom: 8000,
    duration: '1-2 saat',
    coverage: 'Şehir merkezi',
  },
  'fabrika-tasima': {
    id: 'fabrika-tasima',
    title: 'Fabrika Taşıma',
    priceFrom: 35000,
    duration: '8-24 saat',
    coverage: 'Tüm Türkiye',
  },
  'depolama-hizmeti': {
    id: 'depolama-hizmeti',
    title: 'Depolama Hizmeti',
    priceFrom: 30000,
    duration: 'Aylık (en az 1 ay)',
    coverage: 'İstanbul deposu',
  },
};

export const SERVICES: ServiceFacts[] = SERVICE_ORDER.map((id) => SERVICE_FACTS[id]);

/** The misspelt elevator slug of the old site; it redirects permanently to the canonical one. */
export const LEGACY_SERVICE_SLUGS: Record<string, ServiceSlug> = {
  'asansorlu-tasimacilk': 'asansorlu-tasimacilik',
};

export function isServiceSlug(value: string): value is ServiceSlug {
  return (SERVICE_ORDER as readonly string[]).includes(value);
}

/** "15.000 TL" in the Turkish locale. */
export function formatPrice(amount: number): string {
  return `${new Intl.NumberFormat('tr-TR').format(amount)} TL`;
}

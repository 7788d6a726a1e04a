// One page per search: the main searches of content/search-targets.ts and the one page that
// targets each (its title, description and keywords are written for that search; no other
// page's title claims it). docs/decisions/012-route-pages.md shows the table.
import type { ServiceSlug } from '@/content/services';
import { DISTRICTS, ISTANBUL, PROVINCES } from './places';

export { SERVICE_PAGE_TITLES } from '@/content/search-targets';

export interface SearchTarget {
  search: string;
  path: string;
}

const service = (slug: ServiceSlug) => `/hizmetlerimiz/${slug}`;
const bagcilar = DISTRICTS.find((d) => d.slug === 'bagcilar')!;

export const SEARCH_TARGETS: SearchTarget[] = [
  { search: 'evden eve nakliyat', path: service('evden-eve-nakliyat') },
  { search: `${ISTANBUL.ad} evden eve nakliyat`, path: ISTANBUL.path },
  { search: `${bagcilar.ad} nakliyat`, path: bagcilar.path },
  { search: 'şehirlerarası nakliyat fiyatları', path: service('sehirlerarasi-tasima') },
  { search: 'asansörlü nakliyat', path: service('asansorlu-tasimacilik') },
  { search: 'ofis taşıma', path: service('ofis-tasima') },
  { search: 'parça eşya taşıma', path: service('parca-esya-tasima') },
  { search: 'nakliyat fiyat hesaplama', path: '/fiyat-hesaplama' },
  ...PROVINCES.filter((p) => p.slug !== ISTANBUL.slug).map((p) => ({
    search: `${ISTANBUL.ad} ${p.ad} evden eve nakliyat`,
    path: p.path,
  })),
];

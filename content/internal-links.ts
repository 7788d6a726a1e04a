// The one table of internal links between service pages, place pages and blog posts.
// Service pages link to related services, the place pages that fit them and the posts
// about them; each blog post links in its text to at least two service or place pages.
// Targets are slugs; `resolveLink` (lib/content/internal-links.ts) turns them into paths and
// labels, and lib/content/internal-links.test.ts checks that every target exists.
import type { ServiceSlug } from './services';

export type LinkTarget =
  | { kind: 'service'; slug: ServiceSlug }
  /** A province's route page (İstanbul's own page for `istanbul`). */
  | { kind: 'province'; slug: string }
  | { kind: 'district'; slug: string }
  | { kind: 'post'; id: string }
  | { kind: 'estimate' };

const service = (slug: ServiceSlug): LinkTarget => ({ kind: 'service', slug });
const province = (slug: string): LinkTarget => ({ kind: 'province', slug });
const district = (slug: string): LinkTarget => ({ kind: 'district', slug });

export interface ServiceLinks {
  services: ServiceSlug[];
  /** Provinces (route pages, or İstanbul) and İstanbul districts, most relevant first. */
  places: LinkTarget[];
}

/**
 * Intercity services point to the most requested routes (the largest cities by moves
 * from İstanbul); in-city and home moves to İstanbul and its busiest districts.
 */
export const SERVICE_LINKS: Record<ServiceSlug, ServiceLinks> = {
  'sehir-ici-tasima': {
    services: ['evden-eve-nakliyat', 'asansorlu-tasimacilik', 'parca-esya-tasima'],
    places: [
      province('istanbul'),
      district('bagcilar'),
      district('kadikoy'),
      district('besiktas'),
      district('esenyurt'),
      district('uskudar'),
    ],
  },
  'sehirlerarasi-tasima': {
    services: ['evden-eve-nakliyat', 'depolama-hizmeti', 'asansorlu-tasimacilik'],
    places: [
      province('ankara'),
      province('izmir'),
      province('bursa'),
      province('antalya'),
      province('konya'),
      province('trabzon'),
    ],
  },
  'ofis-tasima': {
    services: ['koli-tasima', 'depolama-hizmeti', 'asansorlu-tasimacilik'],
    places: [province('istanbul'), district('sisli'), district('besiktas'), district('atasehir'), province('ankara')],
  },
  'parca-esya-tasima': {
    services: ['koli-tasima', 'sehir-ici-tasima', 'ceyiz-tasima'],
    places: [province('istanbul'), district('bagcilar'), district('kadikoy'), district('sisli')],
  },
  'evden-eve-nakliyat': {
    services: ['sehir-ici-tasima', 'sehirlerarasi-tasima', 'asansorlu-tasimacilik', 'depolama-hizmeti'],
    places: [
      province('istanbul'),
      district('bagcilar'),
      district('kadikoy'),
      district('uskudar'),
      province('ankara'),
      province('izmir'),
    ],
  },
  'asansorlu-tasimacilik': {
    services: ['evden-eve-nakliyat', 'ofis-tasima', 'sehir-ici-tasima'],
    places: [
      province('istanbul'),
      district('esenyurt'),
      district('atasehir'),
      district('basaksehir'),
      district('beylikduzu'),
    ],
  },
  'yuk-tasima': {
    services: ['fabrika-tasima', 'tekstil-tasima', 'sehirlerarasi-tasima'],
    places: [province('kocaeli'), province('bursa'), province('tekirdag'), province('ankara')],
  },
  'ceyiz-tasima': {
    services: ['evden-eve-nakliyat', 'parca-esya-tasima', 'asansorlu-tasimacilik'],
    places: [province('istanbul'), district('bagcilar'), province('ankara'), province('konya')],
  },
  'tekstil-tasima': {
    services: ['yuk-tasima', 'koli-tasima', 'depolama-hizmeti'],
    places: [district('bagcilar'), district('gungoren'), district('zeytinburnu'), district('esenler')],
  },
  'koli-tasima': {
    services: ['parca-esya-tasima', 'ofis-tasima', 'depolama-hizmeti'],
    places: [province('istanbul'), district('kadikoy'), district('besiktas'), district('sisli')],
  },
  'fabrika-tasima': {
    services: ['yuk-tasima', 'ofis-tasima', 'depolama-hizmeti'],
    places: [province('kocaeli'), province('tekirdag'), province('bursa'), district('basaksehir')],
  },
  'depolama-hizmeti': {
    services: ['evden-eve-nakliyat', 'ofis-tasima', 'sehirlerarasi-tasima'],
    places: [province('istanbul'), district('bagcilar'), province('ankara'), province('izmir')],
  },
};

/** The services a place page links to: a route page, İstanbul's page, a district page. */
export const PLACE_SERVICES: Record<'route' | 'inCity' | 'district', ServiceSlug[]> = {
  route: ['sehirlerarasi-tasima', 'evden-eve-nakliyat', 'asansorlu-tasimacilik', 'depolama-hizmeti'],
  inCity: [
    'evden-eve-nakliyat',
    'sehir-ici-tasima',
    'asansorlu-tasimacilik',
    'parca-esya-tasima',
    'ofis-tasima',
    'koli-tasima',
  ],
  district: ['evden-eve-nakliyat', 'sehir-ici-tasima', 'asansorlu-tasimacilik', 'parca-esya-tasima'],
};

/** The services and places each blog post links to in its closing paragraph. */
export const POST_LINKS: Record<string, LinkTarget[]> = {
  'haftalara-gore-tasinma-kontrol-listesi': [
    service('evden-eve-nakliyat'),
    service('sehir-ici-tasima'),
    service('depolama-hizmeti'),
  ],
  'is-gunu-kaybetmeden-ofis-tasima': [service('ofis-tasima'), service('koli-tasima'), district('sisli')],
  'nakliyat-sigortasi-kapsami-ve-hasar-bildirimi': [
    service('evden-eve-nakliyat'),
    service('sehirlerarasi-tasima'),
    service('asansorlu-tasimacilik'),
  ],
  'istanbuldan-baska-sehre-tasinma-plani': [
    service('sehirlerarasi-tasima'),
    province('ankara'),
    province('izmir'),
    service('depolama-hizmeti'),
  ],
  'nakliyat-fiyatini-belirleyen-etkenler-ve-tasarruf-yollari': [
    service('evden-eve-nakliyat'),
    service('asansorlu-tasimacilik'),
    { kind: 'estimate' },
  ],
  'oda-oda-paketleme-rehberi': [service('evden-eve-nakliyat'), service('koli-tasima'), service('parca-esya-tasima')],
};

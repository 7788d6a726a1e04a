// One page per search: the main searches and the one page that targets each (its title,
// description and keywords are written for that search; no other page's title claims it).
// docs/decisions/012-route-pages.md shows the table; lib/content/search-targets.ts lists the
// searches with their pages and lib/content/search-targets.test.ts checks them.
import type { ServiceSlug } from './services';

/**
 * The <title> of a service page, in the words people search ("Asansörlü Nakliyat",
 * "Şehirlerarası Nakliyat"); the page's heading and the cards keep the service's name.
 */
export const SERVICE_PAGE_TITLES: Partial<Record<ServiceSlug, string>> = {
  'sehirlerarasi-tasima': 'Şehirlerarası Nakliyat ve Fiyatları',
  'asansorlu-tasimacilik': 'Asansörlü Nakliyat',
  'sehir-ici-tasima': 'Şehir İçi Nakliyat',
};

import { BLOG_POSTS } from '@/lib/content/blog';
import { DISTRICTS, PROVINCES } from '@/lib/content/places';
import { REGION_TABLE } from '@/content/regions';
import { CONTENT_REVISED } from '@/content/revisions';
import { SERVICE_ORDER } from '@/content/services';
import { STATIC_PAGES, regionPath, servicePath } from '@/lib/routes';

export interface SitemapEntry {
  path: string;
  priority: number;
  /** When the page's content last changed (YYYY-MM-DD), when that is known. */
  lastModified?: string;
}

const latest = (dates: string[]) => dates.reduce((a, b) => (a > b ? a : b));

/** Fixed pages whose text has a revision date. */
const STATIC_REVISED: Record<string, string> = {
  '/hizmetlerimiz': CONTENT_REVISED.services,
  '/hizmet-bolgeleri': CONTENT_REVISED.places,
  '/kurumsal': CONTENT_REVISED.corporate,
  '/kurumsal/hakkimizda': CONTENT_REVISED.corporate,
  '/kurumsal/vizyonumuz': CONTENT_REVISED.corporate,
  '/kurumsal/misyonumuz': CONTENT_REVISED.corporate,
  '/blog': latest(BLOG_POSTS.map((p) => p.date)),
};

/** Every known public page, built from the route and content tables. */
export function sitemapEntries(): SitemapEntry[] {
  return [
    ...STATIC_PAGES.map((page) =>
      STATIC_REVISED[page.path] ? { ...page, lastModified: STATIC_REVISED[page.path] } : page,
    ),
    ...SERVICE_ORDER.map((id) => ({ path: servicePath(id), priority: 0.8, lastModified: CONTENT_REVISED.services })),
    ...REGION_TABLE.map((r) => ({ path: regionPath(r.slug), priority: 0.7, lastModified: CONTENT_REVISED.places })),
    ...PROVINCES.map((p) => ({ path: p.path, priority: 0.6, lastModified: CONTENT_REVISED.places })),
    ...DISTRICTS.map((d) => ({ path: d.path, priority: 0.6, lastModified: CONTENT_REVISED.places })),
    ...BLOG_POSTS.map((p) => ({ path: `/blog/${p.id}`, priority: 0.5, lastModified: p.date })),
  ];
}

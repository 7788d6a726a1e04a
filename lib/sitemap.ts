import { BLOG_POSTS } from '@/content/blog';
import { DISTRICTS, PROVINCES } from '@/content/places';
import { REGION_TABLE } from '@/content/regions';
import { SERVICE_ORDER } from '@/content/services';
import { STATIC_PAGES, regionPath, servicePath } from '@/lib/routes';

export interface SitemapEntry {
  path: string;
  priority: number;
}

/** Every known public page, built from the route and content tables. */
export function sitemapEntries(): SitemapEntry[] {
  return [
    ...STATIC_PAGES,
    ...SERVICE_ORDER.map((id) => ({ path: servicePath(id), priority: 0.8 })),
    ...REGION_TABLE.map((r) => ({ path: regionPath(r.slug), priority: 0.7 })),
    ...PROVINCES.map((p) => ({ path: p.path, priority: 0.6 })),
    ...DISTRICTS.map((d) => ({ path: d.path, priority: 0.6 })),
    ...BLOG_POSTS.map((p) => ({ path: `/blog/${p.id}`, priority: 0.5 })),
  ];
}

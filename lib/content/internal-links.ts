// Internal links as pages show them: the link tables of content/internal-links.ts resolved
// to the paths and labels of the pages they name.
import { POST_LINKS, SERVICE_LINKS, type LinkTarget } from '@/content/internal-links';
import { SERVICE_FACTS, type ServiceSlug } from '@/content/services';
import { BLOG_POSTS } from './blog';
import { getDistrict, getProvince } from './places';

export { PLACE_SERVICES, POST_LINKS, SERVICE_LINKS, type LinkTarget } from '@/content/internal-links';

export interface ResolvedLink {
  path: string;
  label: string;
}

const service = (slug: ServiceSlug): LinkTarget => ({ kind: 'service', slug });

/** Path and label of a link target, or undefined when it names nothing that exists. */
export function resolveLink(target: LinkTarget): ResolvedLink | undefined {
  switch (target.kind) {
    case 'service': {
      const facts = SERVICE_FACTS[target.slug];
      return facts ? { path: `/hizmetlerimiz/${facts.id}`, label: facts.title } : undefined;
    }
    case 'province': {
      const p = getProvince(target.slug);
      if (!p) return undefined;
      return { path: p.path, label: routeName(p.ad) };
    }
    case 'district': {
      const d = getDistrict(target.slug);
      return d ? { path: d.path, label: `${d.ad} Evden Eve Nakliyat` } : undefined;
    }
    case 'post': {
      const post = BLOG_POSTS.find((x) => x.id === target.id);
      return post ? { path: `/blog/${post.id}`, label: post.title } : undefined;
    }
    case 'estimate':
      return { path: '/fiyat-hesaplama', label: 'Nakliyat Fiyat Hesaplama' };
  }
}

/** The title of a province's page: "İstanbul Ankara Evden Eve Nakliyat", or "İstanbul Evden Eve Nakliyat". */
function routeName(provinceName: string): string {
  const istanbul = getProvince('istanbul')!.ad;
  return provinceName === istanbul
    ? `${istanbul} Evden Eve Nakliyat`
    : `${istanbul} ${provinceName} Evden Eve Nakliyat`;
}

const resolved = (targets: LinkTarget[]) => targets.map((t) => resolveLink(t)).filter((l) => l !== undefined);

/** The links of a service page: related services, places, and the blog posts that link to it. */
export function serviceLinks(slug: ServiceSlug): {
  services: ResolvedLink[];
  places: ResolvedLink[];
  posts: ResolvedLink[];
} {
  const row = SERVICE_LINKS[slug];
  const posts = Object.entries(POST_LINKS)
    .filter(([, targets]) => targets.some((t) => t.kind === 'service' && t.slug === slug))
    .map(([id]) => ({ kind: 'post', id }) as const);
  return { services: resolved(row.services.map(service)), places: resolved(row.places), posts: resolved(posts) };
}

/** The service and place links a blog post names in its text. */
export function postLinks(id: string): ResolvedLink[] {
  return resolved(POST_LINKS[id] ?? []);
}

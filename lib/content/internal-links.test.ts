import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from './blog';
import { POST_LINKS, SERVICE_LINKS, postLinks, resolveLink, serviceLinks, type LinkTarget } from './internal-links';
import { SERVICE_ORDER } from '@/content/services';

describe('internal links', () => {
  const all: [string, LinkTarget][] = [
    ...Object.entries(SERVICE_LINKS).flatMap(([slug, row]) => [
      ...row.services.map((s): [string, LinkTarget] => [slug, { kind: 'service', slug: s }]),
      ...row.places.map((t): [string, LinkTarget] => [slug, t]),
    ]),
    ...Object.entries(POST_LINKS).flatMap(([id, targets]) => targets.map((t): [string, LinkTarget] => [id, t])),
  ];

  it('point only to pages that exist', () => {
    for (const [from, target] of all) expect(resolveLink(target), `${from} → ${JSON.stringify(target)}`).toBeDefined();
    expect(resolveLink({ kind: 'province', slug: 'atlantis' })).toBeUndefined();
    expect(resolveLink({ kind: 'district', slug: 'istinye' })).toBeUndefined();
    expect(resolveLink({ kind: 'post', id: 'yok' })).toBeUndefined();
  });

  it('give every service page at least three related services and three places, none of them itself', () => {
    expect(Object.keys(SERVICE_LINKS).sort()).toEqual([...SERVICE_ORDER].sort());
    for (const slug of SERVICE_ORDER) {
      const links = serviceLinks(slug);
      expect(links.services.length, slug).toBeGreaterThanOrEqual(3);
      expect(links.places.length, slug).toBeGreaterThanOrEqual(3);
      expect(
        links.services.map((l) => l.path),
        slug,
      ).not.toContain(`/hizmetlerimiz/${slug}`);
      expect(new Set(links.places.map((l) => l.path)).size, slug).toBe(links.places.length);
    }
  });

  it('link every blog post to at least two service or place pages, and back from those services', () => {
    expect(Object.keys(POST_LINKS).sort()).toEqual(BLOG_POSTS.map((p) => p.id).sort());
    for (const post of BLOG_POSTS) {
      const pages = postLinks(post.id).filter((l) => /^\/(hizmetlerimiz|hizmet-bolgeleri)\//.test(l.path));
      expect(pages.length, post.id).toBeGreaterThanOrEqual(2);
      for (const target of POST_LINKS[post.id]!) {
        if (target.kind !== 'service') continue;
        expect(serviceLinks(target.slug).posts.map((l) => l.path)).toContain(`/blog/${post.id}`);
      }
    }
  });
});

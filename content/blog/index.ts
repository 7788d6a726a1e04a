import { fillFacts } from '@/lib/company-facts';
import { BLOG_CATEGORIES, type BlogBlock, type BlogCategoryId, type BlogPost } from '../types';
import { blogPostsPart1 } from './part-1';
import { blogPostsPart2 } from './part-2';

export { BLOG_CATEGORIES };

const fillBlock = (b: BlogBlock): BlogBlock =>
  b.type === 'ul' ? { ...b, items: b.items.map((i) => fillFacts(i)) } : { ...b, text: fillFacts(b.text) };

/** The six posts, newest first, with company-fact tokens filled (lib/company-facts.ts). */
export const BLOG_POSTS: BlogPost[] = [...blogPostsPart1, ...blogPostsPart2]
  .map((p) => ({ ...p, title: fillFacts(p.title), excerpt: fillFacts(p.excerpt), content: p.content.map(fillBlock) }))
  .sort((a, b) => b.date.localeCompare(a.date));

export function getPost(id: string): BlogPost | undefined {
  return BLOG_POSTS.find((p) => p.id === id);
}

export function isBlogCategory(value: string | undefined): value is BlogCategoryId {
  return BLOG_CATEGORIES.some((c) => c.id === value);
}

export function categoryLabel(id: BlogCategoryId): string {
  return BLOG_CATEGORIES.find((c) => c.id === id)!.label;
}

export function postImage(post: BlogPost): string {
  return `/images/blog/${post.category}.svg`;
}

/** Posts sharing the most tags with `post` (then the newest), excluding itself. */
export function relatedPosts(post: BlogPost, count = 3): BlogPost[] {
  const tags = new Set(post.tags.map((t) => t.toLocaleLowerCase('tr-TR')));
  return BLOG_POSTS.filter((p) => p.id !== post.id)
    .map((p) => ({ p, score: p.tags.filter((t) => tags.has(t.toLocaleLowerCase('tr-TR'))).length }))
    .sort((a, b) => b.score - a.score || b.p.date.localeCompare(a.p.date))
    .slice(0, count)
    .map(({ p }) => p);
}

/** Word count of a post's body, for the read-time check. */
export function wordCount(post: BlogPost): number {
  return post.content
    .flatMap((b) => (b.type === 'ul' ? b.items : [b.text]))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

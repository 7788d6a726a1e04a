// The blog as pages read it: the posts of content/blog with their company-fact tokens filled
// (lib/company-facts.ts), newest first. Staff-edited facts (hours, trade name) stay tokens
// here; the post page fills them when it renders (getEditedFacts()).
import { POSTS } from '@/content/blog';
import type { BlogBlock, BlogPost } from '@/content/types';
import { fillFacts } from '@/lib/company-facts';

export { BLOG_CATEGORIES, categoryLabel, isBlogCategory, postImage, wordCount } from '@/content/blog';

const fillBlock = (b: BlogBlock): BlogBlock =>
  b.type === 'ul' ? { ...b, items: b.items.map((i) => fillFacts(i)) } : { ...b, text: fillFacts(b.text) };

/** The six posts, newest first, with company-fact tokens filled (lib/company-facts.ts). */
export const BLOG_POSTS: BlogPost[] = POSTS.map((p) => ({
  ...p,
  title: fillFacts(p.title),
  excerpt: fillFacts(p.excerpt),
  content: p.content.map(fillBlock),
})).sort((a, b) => b.date.localeCompare(a.date));

export function getPost(id: string): BlogPost | undefined {
  return BLOG_POSTS.find((p) => p.id === id);
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

import { describe, expect, it } from 'vitest';
import { site } from '@/lib/site';
import { BLOG_CATEGORIES, BLOG_POSTS, relatedPosts, wordCount } from './blog';

describe('blog', () => {
  it('has six posts, one per category, with read times of 4 to 8 minutes that fit their length', () => {
    expect(BLOG_POSTS).toHaveLength(6);
    expect(new Set(BLOG_POSTS.map((p) => p.category))).toEqual(new Set(BLOG_CATEGORIES.map((c) => c.id)));
    for (const post of BLOG_POSTS) {
      expect(post.readTime).toBeGreaterThanOrEqual(4);
      expect(post.readTime).toBeLessThanOrEqual(8);
      expect(Math.abs(wordCount(post) / 200 - post.readTime), post.id).toBeLessThan(1.5);
      expect(post.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.excerpt.length).toBeLessThanOrEqual(160);
      expect(post.excerpt.length).toBeGreaterThanOrEqual(50);
      // The page title, with " | {brand}" after it, fits in 60 characters.
      expect(`${post.metaTitle ?? post.title} | ${site().name}`.length, post.id).toBeLessThanOrEqual(60);
      expect(Number.isNaN(Date.parse(post.date))).toBe(false);
    }
    expect(new Set(BLOG_POSTS.map((p) => p.id)).size).toBe(6);
  });

  it('lists posts newest first and relates a post to others, never itself', () => {
    const dates = BLOG_POSTS.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of BLOG_POSTS) {
      const related = relatedPosts(post);
      expect(related).toHaveLength(3);
      expect(related.map((p) => p.id)).not.toContain(post.id);
    }
  });
});

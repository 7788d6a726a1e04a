import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '@/lib/content/blog';
import { CONTENT_REVISED } from '@/content/revisions';
import { sitemapEntries } from './sitemap';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

describe('sitemap', () => {
  it('dates pages by their content: posts by their own date, the blog by the newest post', () => {
    const entries = new Map(sitemapEntries().map((e) => [e.path, e]));
    for (const post of BLOG_POSTS) expect(entries.get(`/blog/${post.id}`)?.lastModified).toBe(post.date);
    const newest = [...BLOG_POSTS].sort((a, b) => b.date.localeCompare(a.date))[0]!.date;
    expect(entries.get('/blog')?.lastModified).toBe(newest);
    expect(entries.get('/hizmet-bolgeleri/dogu-anadolu/van')?.lastModified).toBe(CONTENT_REVISED.places);
    expect(entries.get('/hizmetlerimiz/ofis-tasima')?.lastModified).toBe(CONTENT_REVISED.services);
    // Pages fed by forms and uploads get no guessed date.
    expect(entries.get('/teklif-al')?.lastModified).toBeUndefined();
    expect(entries.get('/galeri')?.lastModified).toBeUndefined();
  });

  it('uses real calendar days, none in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const entry of sitemapEntries()) {
      if (entry.lastModified === undefined) continue;
      expect(isDay(entry.lastModified), entry.path).toBe(true);
      expect(entry.lastModified <= today, `${entry.path}: ${entry.lastModified}`).toBe(true);
    }
  });
});

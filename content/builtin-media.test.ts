import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '@/content/blog';
import { BUILTIN_PHOTOS, photoSrc } from '@/content/gallery';
import { SERVICE_ORDER } from '@/content/services';
import { BUILTIN_VIDEOS } from '@/content/videos';

const ROOT = path.resolve(import.meta.dirname, '..');
const committed = (url: string) => existsSync(path.join(ROOT, 'public', url));

// The pictures and videos the site ships with are committed files in public/ (their
// generators are a separate package, tools/artwork; docs/decisions/005-built-in-artwork.md).
describe('built-in artwork', () => {
  it('has the generated files committed for every entry of the content tables', () => {
    const missing = [
      ...BUILTIN_PHOTOS.flatMap((p) => [photoSrc(p.n, 640), photoSrc(p.n, 1200)]),
      ...BUILTIN_VIDEOS.flatMap((v) => [v.video, v.thumbnail]),
      ...SERVICE_ORDER.map((id) => `/images/services/${id}.svg`),
      ...BLOG_CATEGORIES.map((c) => `/images/blog/${c.id}.svg`),
      '/images/hero-default.svg',
      '/og-image.png',
    ].filter((url) => !committed(url));
    expect(missing).toEqual([]);
  });
});

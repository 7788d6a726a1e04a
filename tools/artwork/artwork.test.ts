import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '@/content/blog';
import { BUILTIN_PHOTOS, photoSrc } from '@/content/gallery';
import { SERVICE_ORDER } from '@/content/services';
import { BUILTIN_VIDEOS } from '@/content/videos';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const committed = (url: string) => existsSync(path.join(ROOT, 'public', url));

describe('built-in artwork', () => {
  it('draws every picture and video the content tables list, and every drawing passes its checks', () => {
    // --check draws everything without writing: it fails when a gallery picture has no scene, a
    // video no storyboard, a storyboard's length differs from the table, or a drawing breaks a rule.
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'tools/artwork/run.mjs', '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(out).toContain('illustrations: checked');
    expect(out).toContain('gallery: checked');
    expect(out).toContain('videos: checked');
  }, 60_000);

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

import { describe, expect, it } from 'vitest';
import { mediaUrl, smallestUrl, srcSet, srcSetOf } from './url';

describe('media addresses', () => {
  it('serves a stored file under /media', () => {
    expect(mediaUrl('gallery_1_a-640.webp')).toBe('/media/gallery_1_a-640.webp');
  });

  it('lists the stored sizes of a picture narrowest first', () => {
    const sizes = [
      { filename: 'hero_1_a-1920.webp', width: 1920 },
      { filename: 'hero_1_a-640.webp', width: 640 },
    ];
    expect(srcSet(sizes)).toBe('/media/hero_1_a-640.webp 640w, /media/hero_1_a-1920.webp 1920w');
    expect(smallestUrl(sizes, '/media/x.webp')).toBe('/media/hero_1_a-640.webp');
  });

  it('has no srcset and falls back when a picture has no stored sizes', () => {
    expect(srcSet([])).toBeUndefined();
    expect(smallestUrl([], '/media/x.webp')).toBe('/media/x.webp');
  });

  it('builds a srcset for pictures that are not stored uploads', () => {
    expect(
      srcSetOf([
        { url: '/images/b-1200.webp', width: 1200 },
        { url: '/images/b-640.webp', width: 640 },
      ]),
    ).toBe('/images/b-640.webp 640w, /images/b-1200.webp 1200w');
  });
});

import { describe, expect, it } from 'vitest';
import { sniffType, storedFileName } from './rules';

const bytes = (...v: (number | string)[]) =>
  new Uint8Array(v.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])));

describe('upload rules', () => {
  it('names stored files {kind}_{timestamp}_{name} with only ASCII letters, digits and dots kept', () => {
    expect(storedFileName('gallery', 'Ofis taşıma (1).JPG', 1700000000000)).toBe('gallery_1700000000000_Ofis_ta__ma__1_.JPG');
    expect(storedFileName('hero', '../../etc/passwd', 1)).toBe('hero_1_.._.._etc_passwd');
  });

  it('recognises files by their content, not their name or declared type', () => {
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(sniffType(bytes(0, 0, 0, 0x20, 'ftypisom'))).toBe('video/mp4');
    expect(sniffType(bytes(0x1a, 0x45, 0xdf, 0xa3))).toBe('video/webm');
    expect(sniffType(bytes('OggS'))).toBe('video/ogg');
    expect(sniffType(bytes('<?php echo 1; ?>'))).toBeNull();
    expect(sniffType(bytes('GIF89a'))).toBeNull();
  });
});

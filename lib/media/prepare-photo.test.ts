import { describe, expect, it } from 'vitest';
import { acceptedAsIs, fitWithin, isHeif, preparedName } from './prepare-photo';

const box = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('photos prepared in the browser before upload', () => {
  it('recognises an iPhone HEIC photo by its ftyp box, but not AVIF, MP4 or JPEG', () => {
    expect(isHeif(box([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBe(true);
    expect(isHeif(box([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'mif1heic'))).toBe(true);
    expect(isHeif(box([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'))).toBe(false);
    expect(isHeif(box([0, 0, 0, 0x1c], 'ftypisom', [0, 0, 2, 0], 'isomiso2avc1'))).toBe(false);
    expect(isHeif(box([0xff, 0xd8, 0xff, 0xe0], 'JFIF', [0, 0, 0, 0]))).toBe(false);
    expect(isHeif(box('ftyp'))).toBe(false);
  });

  it('sends a photo as it is only when the server takes its type and size', () => {
    const MB = 1024 * 1024;
    expect(acceptedAsIs({ type: 'image/jpeg', size: 4 * MB })).toBe(true);
    expect(acceptedAsIs({ type: 'image/jpeg', size: 12 * MB })).toBe(false);
    expect(acceptedAsIs({ type: 'image/heic', size: 1 * MB })).toBe(false);
    expect(acceptedAsIs({ type: '', size: 1 * MB })).toBe(false);
  });

  it('keeps the long side at most 2560 px, the proportions, and never enlarges', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1920, height: 2560 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(12000, 10, 2560)).toEqual({ width: 2560, height: 2 });
  });

  it('names the redrawn file after the original with the new extension', () => {
    expect(preparedName('IMG_0001.HEIC', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(preparedName('ekran görüntüsü.png', 'image/webp')).toBe('ekran görüntüsü.webp');
    expect(preparedName('fotograf', 'image/jpeg')).toBe('fotograf.jpg');
  });
});

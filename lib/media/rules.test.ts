import { describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_PIXELS,
  UPLOAD_MESSAGES,
  deleteConsequence,
  readableFileName,
  storedFileName,
  uploadBatches,
} from './rules';

describe('upload rules', () => {
  it('names stored files {kind}_{timestamp}_{name} with only ASCII letters, digits and dots kept', () => {
    expect(storedFileName('gallery', 'Ofis taşıma (1).JPG', 'image/jpeg', 1700000000000)).toBe(
      'gallery_1700000000000_Ofis_ta__ma__1_.jpg',
    );
    expect(storedFileName('hero', '../../etc/passwd', 'image/png', 1)).toBe('hero_1_.._.._etc_passwd.png');
  });

  it('takes a stored file’s extension from the recognised type, never from the sender’s name', () => {
    expect(storedFileName('video', 'film.mp4', 'video/webm', 5)).toBe('video_5_film.webm');
    expect(storedFileName('video', 'kabuk.php', 'video/mp4', 5)).toBe('video_5_kabuk.mp4');
    expect(storedFileName('video', 'eski.ogg', 'video/ogg', 5)).toBe('video_5_eski.ogv');
    expect(storedFileName('gallery', 'resim.png.php', 'image/webp', 5)).toBe('gallery_5_resim.png.webp');
    expect(storedFileName('gallery', 'uzantısız', 'image/jpeg', 5)).toBe('gallery_5_uzant_s_z.jpg');
    expect(() => storedFileName('video', 'film.mov', 'video/quicktime', 5)).toThrow();
  });

  it('names the pixel limit in its message', () => {
    expect(IMAGE_MAX_PIXELS).toBe(50_000_000);
    expect(UPLOAD_MESSAGES.imagePixels).toBe('Görsel çözünürlüğü en fazla 50 megapiksel olmalıdır.');
  });

  it('splits a large gallery upload into requests within the per-request file and byte limits', () => {
    const files = Array.from({ length: 31 }, (_, i) => ({ name: `f${i}`, size: 1000 }));
    const batches = uploadBatches(files);
    expect(batches.map((b) => b.length)).toEqual([30, 1]);
    expect(batches.flat()).toEqual(files);
    const big = [{ size: 8 }, { size: 8 }, { size: 8 }, { size: 30 }, { size: 1 }];
    expect(uploadBatches(big, { maxFiles: 30, maxBytes: 16 }).map((b) => b.map((f) => f.size))).toEqual([
      [8, 8],
      [8],
      [30],
      [1],
    ]);
    expect(uploadBatches([])).toEqual([]);
  });

  it('says before a delete what visitors will see afterwards', () => {
    expect(deleteConsequence('hero', true)).toContain('varsayılan görseli görecek');
    expect(deleteConsequence('hero', false)).toContain('değiştirmez');
    expect(deleteConsequence('gallery')).toContain('Foto Galeri');
    expect(deleteConsequence('video')).toContain('Video Galeri');
  });

  it('shows staff a readable name instead of the stored file name', () => {
    expect(readableFileName('hero_1700000000000_kapak_resmi.png')).toBe('kapak resmi');
    expect(readableFileName('gallery_1_IMG_0001.jpg')).toBe('IMG 0001');
    expect(readableFileName('hero_1_.png')).toBe('hero_1_.png');
  });
});

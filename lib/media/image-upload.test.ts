import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { listGalleryImages } from '@/lib/data/gallery-images.server';
import { listHeroImages } from '@/lib/data/hero-images.server';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { localFileStore } from '@/lib/storage/storage.server';
import { imageUploadRules, saveImageUpload, type ImageUploadKind } from './image-upload.server';
import { IMAGE_CONCURRENCY, imageQueue } from './images.server';
import { GALLERY_TITLE_MAX_LENGTH, IMAGE_MAX_PIXELS, UPLOAD_MESSAGES } from './rules';
import { pngBomb } from './test-files';
import { receiveUpload } from './upload.server';

const root = mkdtempSync(path.join(os.tmpdir(), 'hn-image-upload-'));
const store = localFileStore(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const photo = (width: number) =>
  sharp({ create: { width, height: 400, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
/** Starts like a JPEG, so it passes the content check, but cannot be decoded. */
const brokenJpeg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(64).fill(7)]);

async function upload(
  kind: ImageUploadKind,
  files: [string, Uint8Array | Buffer][],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, bytes] of files)
    form.append(kind === 'gallery' ? 'files' : 'file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  return receiveUpload(
    new Request('http://localhost/upload', { method: 'POST', body: form }),
    imageUploadRules(kind),
    store,
  );
}

const tempFiles = () => readdirSync(path.join(root, '.tmp')).length;

describe.each(testEngines())('photo uploads on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  it('keeps the gallery photos that decode, names the one that does not, and titles them within the limit', async () => {
    const received = await upload(
      'gallery',
      [
        ['bir.jpg', await photo(700)],
        ['bozuk.jpg', brokenJpeg()],
        ['iki.jpg', await photo(800)],
      ],
      { title: `  ${'Ş'.repeat(GALLERY_TITLE_MAX_LENGTH + 20)}  ` },
    );
    const outcome = await saveImageUpload('gallery', received, { db, store });

    const refusal = `bozuk.jpg: ${UPLOAD_MESSAGES.imageType}`;
    expect(outcome).toEqual({
      status: 200,
      saved: 2,
      answer: { ok: false, message: `${UPLOAD_MESSAGES.galleryUploaded(2)} ${refusal}`, errors: [refusal] },
    });
    const images = await listGalleryImages(db);
    expect(images.map((i) => i.width).sort()).toEqual([700, 800]);
    expect(images.every((i) => i.title === 'Ş'.repeat(GALLERY_TITLE_MAX_LENGTH))).toBe(true);
    expect(tempFiles()).toBe(0);
  });

  it('keeps only the first photo of a hero upload and leaves no temporary file', async () => {
    const before = (await listHeroImages(db)).length;
    const received = await upload('hero', [
      ['ilk.jpg', await photo(900)],
      ['ikinci.jpg', await photo(600)],
    ]);
    const outcome = await saveImageUpload('hero', received, { db, store });

    expect(outcome).toEqual({
      status: 200,
      saved: 1,
      answer: { ok: true, message: UPLOAD_MESSAGES.heroUploaded, errors: [] },
    });
    const heroes = await listHeroImages(db);
    expect(heroes).toHaveLength(before + 1);
    // Found by name, not by position: rows written within one millisecond have no order.
    expect(heroes.find((h) => h.filename.includes('ilk'))).toMatchObject({ width: 900, isActive: false });
    expect(heroes.some((h) => h.filename.includes('ikinci'))).toBe(false);
    expect(tempFiles()).toBe(0);
  });

  it('refuses an upload with no photo kept, with the first refusal or the request to choose one', async () => {
    expect(await saveImageUpload('hero', await upload('hero', []), { db, store })).toEqual({
      status: 400,
      saved: 0,
      answer: { ok: false, message: UPLOAD_MESSAGES.imageRequired, errors: [] },
    });
    const onlyBroken = await upload('hero', [['bozuk.jpg', brokenJpeg()]]);
    expect(await saveImageUpload('hero', onlyBroken, { db, store })).toEqual({
      status: 400,
      saved: 0,
      answer: { ok: false, message: UPLOAD_MESSAGES.imageType, errors: [UPLOAD_MESSAGES.imageType] },
    });
    const notAnImage = await upload('gallery', [['kabuk.jpg', new TextEncoder().encode('<?php echo 1; ?>')]]);
    const refusal = `kabuk.jpg: ${UPLOAD_MESSAGES.imageType}`;
    expect(await saveImageUpload('gallery', notAnImage, { db, store })).toEqual({
      status: 400,
      saved: 0,
      answer: { ok: false, message: refusal, errors: [refusal] },
    });
    expect(tempFiles()).toBe(0);
  });

  it('refuses a photo above the pixel limit from its header, before decoding it, and keeps the others', async () => {
    const png = pngBomb(16_000);
    expect(png.length).toBeLessThan(64 * 1024);
    expect(16_000 * 16_000).toBeGreaterThan(IMAGE_MAX_PIXELS);
    const before = (await listGalleryImages(db)).length;
    const received = await upload('gallery', [
      ['bomba.png', png],
      ['normal.jpg', await photo(640)],
    ]);
    const started = performance.now();
    const outcome = await saveImageUpload('gallery', received, { db, store });
    const elapsed = performance.now() - started;

    const refusal = `bomba.png: ${UPLOAD_MESSAGES.imagePixels}`;
    expect(outcome).toEqual({
      status: 200,
      saved: 1,
      answer: { ok: false, message: `${UPLOAD_MESSAGES.galleryUploaded(1)} ${refusal}`, errors: [refusal] },
    });
    // Decoding it took 12 s and 230 MB; reading its header takes milliseconds.
    expect(elapsed).toBeLessThan(2000);
    expect((await listGalleryImages(db)).length).toBe(before + 1);
    expect(tempFiles()).toBe(0);
  });

  it('stores a photo under the extension of its content, whatever its name says', async () => {
    const received = await upload('hero', [['kapak.png', await photo(700)]]);
    expect((await saveImageUpload('hero', received, { db, store })).saved).toBe(1);
    const [newest] = await listHeroImages(db);
    expect(newest!.filename).toMatch(/^hero_\d+_kapak\.jpg$/);
  });

  it('decodes photos one at a time when several uploads arrive together', async () => {
    const uploads = await Promise.all(
      [0, 1, 2, 3].map(async (i) => upload('hero', [[`paralel-${i}.jpg`, await photo(1600 + i)]])),
    );
    let mostActive = 0;
    let mostWaiting = 0;
    const watch = setInterval(() => {
      mostActive = Math.max(mostActive, imageQueue.active);
      mostWaiting = Math.max(mostWaiting, imageQueue.waiting);
    }, 1);
    const outcomes = await Promise.all(uploads.map((u) => saveImageUpload('hero', u, { db, store })));
    clearInterval(watch);

    expect(outcomes.map((o) => o.saved)).toEqual([1, 1, 1, 1]);
    expect(mostActive).toBe(IMAGE_CONCURRENCY);
    expect(mostWaiting).toBeGreaterThanOrEqual(4 - IMAGE_CONCURRENCY - 1);
    expect(tempFiles()).toBe(0);
  });
});

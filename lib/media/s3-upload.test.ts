// Uploads with the media in a bucket (MEDIA_STORE=s3, against s3rver): the same
// upload flow and checks as on the disk, the kept files land in the bucket and
// nothing is left in the temporary folder; deleting a photo or a video removes
// its objects, and a delete the bucket refuses is logged, not thrown.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listGalleryImages } from '@/lib/data/gallery-images.server';
import { listVideos } from '@/lib/data/videos.server';
import { createDatabase, migrateToLatest, type Db } from '@/lib/db/kysely.server';
import { localTemp, type FileStore } from '@/lib/storage/storage.server';
import { s3FileStore } from '@/lib/storage/s3.server';
import { startTestS3, type TestS3 } from '@/test/s3';
import { imageUploadRules, saveImageUpload } from './image-upload.server';
import { removeVariants } from './images.server';
import { UPLOAD_MESSAGES, VIDEO_TITLES } from './rules';
import { isoFile } from './test-files';
import { receiveUpload, type FileRule } from './upload.server';
import { saveVideoUpload, VIDEO_UPLOAD_RULES } from './video-upload.server';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-s3-upload-'));
const tmp = path.join(dataDir, 'uploads', '.tmp');
let s3: TestS3;
let store: FileStore;
let db: Db;

beforeAll(async () => {
  s3 = await startTestS3();
  store = s3FileStore(s3.settings, localTemp(tmp));
  const handle = createDatabase({ dataDir });
  await migrateToLatest(handle);
  db = handle.db;
});
afterAll(async () => {
  await db.destroy();
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (rules: Record<string, FileRule>, parts: [string, Blob | string, string?][]) => {
  const form = new FormData();
  for (const [field, value, name] of parts)
    if (typeof value === 'string') form.set(field, value);
    else form.append(field, value, name);
  return receiveUpload(new Request('http://localhost/upload', { method: 'POST', body: form }), rules, store);
};
const names = async () => (await store.list()).map((f) => f.name);

describe('uploads into a bucket', { timeout: 60_000 }, () => {
  it('keeps the sizes of a gallery photo as objects, and removes them all when it is deleted', async () => {
    const jpeg = await sharp({ create: { width: 1400, height: 700, channels: 3, background: '#155a9a' } })
      .jpeg()
      .toBuffer();
    const received = await post(imageUploadRules('gallery'), [
      ['files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'kamyon.jpg'],
    ]);
    const outcome = await saveImageUpload('gallery', received, { db, store });
    expect(outcome.saved).toBe(1);
    const [image] = await listGalleryImages(db);
    const variants = image!.variants.map((v) => v.filename).sort();
    expect(variants).toHaveLength(3); // 640, 1280 and its own 1400
    expect(await names()).toEqual(variants);
    expect(readdirSync(tmp)).toEqual([]);

    await removeVariants(store, image!.variants);
    expect(await names()).toEqual([]);
  });

  it('refuses a file that is not a video with the same message as on the disk, and keeps nothing', async () => {
    const received = await post(VIDEO_UPLOAD_RULES, [
      ['title', VIDEO_TITLES[0]],
      ['file', new Blob(['bu bir video değil'], { type: 'video/mp4' }), 'sahte.mp4'],
    ]);
    const outcome = await saveVideoUpload(received, { db, store });
    expect(outcome.answer).toMatchObject({ ok: false, message: UPLOAD_MESSAGES.videoType });
    expect(await names()).toEqual([]);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('adopts a video into the bucket, byte for byte, and logs a delete the bucket cannot do', async () => {
    const video = isoFile('isom', ['vide', 'soun'], 200_000);
    const received = await post(VIDEO_UPLOAD_RULES, [
      ['title', VIDEO_TITLES[1]],
      ['file', new Blob([new Uint8Array(video)], { type: 'video/mp4' }), 'ofis.mp4'],
    ]);
    expect((await saveVideoUpload(received, { db, store })).saved).toBe(1);
    const [row] = (await listVideos(db)).filter((v) => v.filename?.startsWith('video_'));
    expect(await store.size(row!.filename!)).toBe(video.length);
    expect(readdirSync(tmp)).toEqual([]);

    const unreachable = s3FileStore({ ...s3.settings, endpoint: 'http://127.0.0.1:9' }, localTemp(tmp));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await removeVariants(unreachable, [], [row!.filename!]);
    expect(warn).toHaveBeenCalledWith(`[media] ${row!.filename} could not be removed:`, expect.any(String));
    warn.mockRestore();
    expect(await store.size(row!.filename!)).toBe(video.length);
  });
});

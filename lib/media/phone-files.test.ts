import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listGalleryImages } from '@/lib/data/gallery-images.server';
import { listVideos } from '@/lib/data/videos.server';
import type { Db } from '@/lib/db/kysely.server';
import { localFileStore } from '@/lib/storage/storage.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { imageUploadRules, saveImageUpload } from './image-upload.server';
import { UPLOAD_MESSAGES, VIDEO_TITLES } from './rules';
import { receiveUpload } from './upload.server';
import { saveVideoUpload, VIDEO_UPLOAD_RULES } from './video-upload.server';

// The gallery takes what an iPhone makes (docs/decisions/039): an HEIC photo the browser could
// not redraw is converted on the server, an H.264 .mov is kept as an MP4.
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../test/fixtures/phone', name));
const root = mkdtempSync(path.join(os.tmpdir(), 'hn-phone-files-'));
const store = localFileStore(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const post = (field: string, files: [string, Uint8Array][], fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, content] of files) form.append(field, new Blob([new Uint8Array(content)]), name);
  return new Request('http://localhost/upload', { method: 'POST', body: form });
};

describe.each(testEngines())('iPhone files in the gallery on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  it('converts a real HEIC photo on the server and names a broken one with the iPhone advice', async () => {
    const brokenHeic = new Uint8Array(fixture('salon.heic').subarray(0, 3000));
    const received = await receiveUpload(
      post('files', [
        ['IMG_0001.HEIC', fixture('salon.heic')],
        ['IMG_0002.HEIC', brokenHeic],
      ]),
      imageUploadRules('gallery'),
      store,
    );
    const outcome = await saveImageUpload('gallery', received, { db, store });
    expect(outcome.saved).toBe(1);
    expect(outcome.answer.errors).toEqual([`IMG_0002.HEIC: ${UPLOAD_MESSAGES.heicUnreadable}`]);
    const [image] = (await listGalleryImages(db)).filter((g) => g.filename.includes('IMG_0001'));
    expect(image).toMatchObject({ width: 1600, height: 1200 });
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });

  it('keeps an H.264 .mov as an MP4 and still refuses a file with no video track', async () => {
    const received = await receiveUpload(
      post('file', [['IMG_0003.MOV', fixture('oda.mov')]], { title: VIDEO_TITLES[0] }),
      VIDEO_UPLOAD_RULES,
      store,
    );
    const outcome = await saveVideoUpload(received, { db, store });
    expect(outcome.saved).toBe(1);
    const video = (await listVideos(db)).find((v) => v.filename.includes('IMG_0003'));
    expect(video?.filename).toMatch(/^video_\d+_IMG_0003\.mp4$/);
  });
});

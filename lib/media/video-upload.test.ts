import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { listVideos } from '@/lib/data/videos.server';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { localFileStore } from '@/lib/storage/storage.server';
import { BUILTIN_VIDEOS } from '@/content/videos';
import { THUMBNAIL_MAX_BYTES, UPLOAD_MESSAGES, VIDEO_DESCRIPTION_MAX_LENGTH, VIDEO_TITLES } from './rules';
import {
  OGG_PACKETS,
  box,
  bytes,
  ebmlHeader,
  ftyp,
  isoFile,
  mkvSegment,
  mkvTrack,
  oggPage,
  pngBomb,
} from './test-files';
import { receiveUpload } from './upload.server';
import { saveVideoUpload, VIDEO_UPLOAD_RULES } from './video-upload.server';

const root = mkdtempSync(path.join(os.tmpdir(), 'hn-video-upload-'));
const store = localFileStore(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Enough of an MP4 for the content check: its ftyp, media data, and a movie box with a video and a sound track. */
const mp4 = () => isoFile('isom', ['vide', 'soun']);
const poster = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 10, g: 60, b: 120 } } })
    .jpeg()
    .toBuffer();

async function upload(
  fields: Record<string, string>,
  files: { video?: Uint8Array; thumbnail?: Uint8Array | Buffer; name?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (files.video)
    form.set('file', new Blob([new Uint8Array(files.video)], { type: 'video/mp4' }), files.name ?? 'Ofis taşıma.mp4');
  if (files.thumbnail)
    form.set('thumbnail', new Blob([new Uint8Array(files.thumbnail)], { type: 'image/jpeg' }), 'Ofis taşıma.mp4.jpg');
  return receiveUpload(
    new Request('http://localhost/upload', { method: 'POST', body: form }),
    VIDEO_UPLOAD_RULES,
    store,
  );
}

const tempFiles = () => readdirSync(path.join(root, '.tmp')).length;
const storedFiles = () => readdirSync(root).filter((n) => n !== '.tmp');

describe.each(testEngines())('video uploads on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  it('keeps the video, its poster as a JPEG file next to it, and a description within the limit', async () => {
    const title = VIDEO_TITLES[1];
    const received = await upload(
      { title, description: `  ${'a'.repeat(VIDEO_DESCRIPTION_MAX_LENGTH + 50)} ` },
      { video: mp4(), thumbnail: await poster() },
    );
    const outcome = await saveVideoUpload(received, { db, store });

    expect(outcome).toEqual({
      status: 200,
      saved: 1,
      answer: { ok: true, message: UPLOAD_MESSAGES.videoUploaded, errors: [] },
    });
    const [video] = await listVideos(db);
    expect(video).toMatchObject({ title, description: 'a'.repeat(VIDEO_DESCRIPTION_MAX_LENGTH) });
    expect(video!.filename).toMatch(/^video_\d+_Ofis_ta__ma.mp4$/);
    expect(video!.thumbnailFilename).toMatch(/^thumb_\d+_Ofis_ta__ma.mp4.jpg$/);
    expect(existsSync(path.join(root, video!.filename))).toBe(true);
    const meta = await sharp(path.join(root, video!.thumbnailFilename!)).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 1280]);
    expect(tempFiles()).toBe(0);
  });

  it('refuses a title outside the list, a missing video or a refused poster, and keeps nothing', async () => {
    const before = { rows: (await listVideos(db)).length, files: storedFiles().length };
    const refused = async (fields: Record<string, string>, files: Parameters<typeof upload>[1]) =>
      (await saveVideoUpload(await upload(fields, files), { db, store })).answer;

    expect(await refused({ title: 'Uzay Taşıma' }, { video: mp4() })).toEqual({
      ok: false,
      message: UPLOAD_MESSAGES.videoRequired,
      errors: [],
    });
    expect(await refused({ title: VIDEO_TITLES[0] }, { thumbnail: await poster() })).toMatchObject({
      message: UPLOAD_MESSAGES.videoRequired,
    });
    const hugePoster = Buffer.alloc(THUMBNAIL_MAX_BYTES + 1, 0);
    hugePoster.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await refused({ title: VIDEO_TITLES[0] }, { video: mp4(), thumbnail: hugePoster })).toEqual({
      ok: false,
      message: UPLOAD_MESSAGES.imageSize,
      errors: [UPLOAD_MESSAGES.imageSize],
    });
    expect((await listVideos(db)).length).toBe(before.rows);
    expect(storedFiles()).toHaveLength(before.files);
    expect(tempFiles()).toBe(0);
  });

  it('tells photos, QuickTime movies and audio sent as MP4 from videos, and keeps none of them', async () => {
    const before = { rows: (await listVideos(db)).length, files: storedFiles().length };
    const { theora, vorbis, opus } = OGG_PACKETS;
    const notVideos: [string, Uint8Array][] = [
      ['HEIC photo', isoFile('heic', [])],
      ['AVIF photo', isoFile('avif', [])],
      ['QuickTime movie', isoFile('qt  ', ['vide', 'soun'])],
      ['M4A audio', isoFile('M4A ', ['soun'])],
      ['audio-only MP4', isoFile('isom', ['soun'])],
      ['MP4 without a movie box', bytes(ftyp('isom', 'isom'), box('mdat', new Uint8Array(4096)))],
      ['Matroska video', bytes(ebmlHeader('matroska'), mkvSegment(mkvTrack(1, 'V_VP9')))],
      ['audio-only WebM', bytes(ebmlHeader('webm'), mkvSegment(mkvTrack(2, 'A_OPUS')))],
      ['Ogg Vorbis', bytes(oggPage(true, 1, vorbis), oggPage(false, 1, new Uint8Array(4000)))],
      ['Ogg Opus', bytes(oggPage(true, 1, opus), oggPage(false, 1, new Uint8Array(4000)))],
    ];
    for (const [what, video] of notVideos) {
      const outcome = await saveVideoUpload(await upload({ title: VIDEO_TITLES[0] }, { video }), { db, store });
      expect(outcome.answer, what).toEqual({
        ok: false,
        message: UPLOAD_MESSAGES.videoType,
        errors: [UPLOAD_MESSAGES.videoType],
      });
    }
    // The same containers with a picture are videos.
    const theoraOgg = bytes(
      oggPage(true, 1, theora),
      oggPage(true, 2, vorbis),
      oggPage(false, 1, new Uint8Array(4000)),
    );
    const webm = bytes(ebmlHeader('webm'), mkvSegment(mkvTrack(1, 'V_VP9'), mkvTrack(2, 'A_OPUS')));
    for (const video of [theoraOgg, webm, isoFile('mp42', ['vide'])])
      expect((await saveVideoUpload(await upload({ title: VIDEO_TITLES[2] }, { video }), { db, store })).saved).toBe(1);
    expect((await listVideos(db)).length).toBe(before.rows + 3);
    expect(storedFiles()).toHaveLength(before.files + 3);
    expect(tempFiles()).toBe(0);
  });

  it('stores a video under the extension of its content, whatever its name says', async () => {
    const webm = bytes(ebmlHeader('webm'), mkvSegment(mkvTrack(1, 'V_VP9')));
    const theoraOgg = bytes(oggPage(true, 1, OGG_PACKETS.theora), oggPage(false, 1, new Uint8Array(100)));
    const cases: [Uint8Array, string, RegExp][] = [
      [webm, 'tasima.mp4', /^video_\d+_tasima\.webm$/],
      [theoraOgg, 'tasima.exe', /^video_\d+_tasima\.ogv$/],
      [mp4(), 'tasima', /^video_\d+_tasima\.mp4$/],
    ];
    for (const [video, name, stored] of cases) {
      await saveVideoUpload(await upload({ title: VIDEO_TITLES[3] }, { video, name, thumbnail: await poster() }), {
        db,
        store,
      });
      const [newest] = await listVideos(db);
      expect(newest!.filename).toMatch(stored);
      expect(newest!.thumbnailFilename).toBe(`${newest!.filename.replace(/^video_/, 'thumb_')}.jpg`);
    }
  });

  it('keeps a real MP4 whose movie box comes first', async () => {
    const real = readFileSync(path.join(import.meta.dirname, '..', '..', 'public', BUILTIN_VIDEOS[0]!.video));
    const outcome = await saveVideoUpload(await upload({ title: VIDEO_TITLES[4] }, { video: real }), { db, store });
    expect(outcome.saved).toBe(1);
  });

  it('refuses a poster above the pixel limit before decoding it, and then keeps the video neither', async () => {
    const before = { rows: (await listVideos(db)).length, files: storedFiles().length };
    const outcome = await saveVideoUpload(
      await upload({ title: VIDEO_TITLES[0] }, { video: mp4(), thumbnail: pngBomb(16_000) }),
      { db, store },
    );
    expect(outcome).toEqual({
      status: 400,
      saved: 0,
      answer: { ok: false, message: UPLOAD_MESSAGES.imagePixels, errors: [] },
    });
    expect((await listVideos(db)).length).toBe(before.rows);
    expect(storedFiles()).toHaveLength(before.files);
    expect(tempFiles()).toBe(0);
  });
});

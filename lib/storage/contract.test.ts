// The storage contract, run on both implementations: the local disk and an
// S3-compatible bucket (s3rver on a free port). What the site relies on: put
// (a buffer, a stream, an adopted temporary file), get, range, size, delete, list.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStore, localTemp, type FileStore } from './storage.server';
import { s3FileStore } from './s3.server';
import { startTestS3, type TestS3 } from '@/test/s3';

const root = mkdtempSync(path.join(os.tmpdir(), 'hn-contract-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Bytes that differ at every offset, so a wrong range or a lost part shows. */
function pattern(size: number, seed: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed + (i >> 8)) & 255;
  return bytes;
}

/** A stream of `bytes` in uneven chunks, as a request body arrives. */
const chunked = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 700_001) yield bytes.subarray(at, at + 700_001);
    })(),
  );

const stores: [string, () => Promise<{ store: FileStore; stop(): Promise<void> }>][] = [
  ['local disk', async () => ({ store: localFileStore(mkdtempSync(path.join(root, 'local-'))), stop: async () => {} })],
  [
    'S3-compatible bucket',
    async () => {
      const s3: TestS3 = await startTestS3();
      return { store: s3FileStore(s3.settings, localTemp(mkdtempSync(path.join(root, 's3-tmp-')))), stop: s3.stop };
    },
  ],
];

// Megabytes through a local S3 server: allow for a loaded machine.
describe.each(stores)('storage contract: %s', { timeout: 60_000 }, (_, open) => {
  let store: FileStore;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ store, stop } = await open());
    return () => stop();
  });

  it('keeps a buffer and gives it back whole, with its size', async () => {
    const bytes = pattern(10_000, 1);
    await store.write('photo_1-640.webp', bytes);
    expect(await store.size('photo_1-640.webp')).toBe(10_000);
    expect((await bytesOf(await store.read('photo_1-640.webp'))).equals(bytes)).toBe(true);
  });

  it('keeps a stream larger than several upload parts, byte for byte', async () => {
    const bytes = pattern(12 * 1024 * 1024 + 123, 2);
    await store.write('video_2_big.mp4', chunked(bytes));
    expect(await store.size('video_2_big.mp4')).toBe(bytes.length);
    expect((await bytesOf(await store.read('video_2_big.mp4'))).equals(bytes)).toBe(true);
  });

  it('reads only the asked range, inclusive at both ends, also across part boundaries', async () => {
    const bytes = pattern(6 * 1024 * 1024, 3);
    await store.write('video_3_range.webm', chunked(bytes));
    // (Not bytes=0-0: s3rver takes an end of 0 for "to the end", real S3 servers do not.)
    for (const [start, end] of [
      [0, 1],
      [100, 199],
      [5 * 1024 * 1024 - 10, 5 * 1024 * 1024 + 10],
      [bytes.length - 5, bytes.length - 1],
    ] as const) {
      const got = await bytesOf(await store.read('video_3_range.webm', { start, end }));
      expect(got.equals(bytes.subarray(start, end + 1))).toBe(true);
    }
  });

  it('adopts a finished temporary file under its name and removes the temporary file', async () => {
    const temp = await store.tempPath();
    const bytes = pattern(70_000, 4);
    await writeFile(temp, bytes);
    await store.adopt(temp, 'video_4_adopted.mp4');
    expect(existsSync(temp)).toBe(false);
    expect((await bytesOf(await store.read('video_4_adopted.mp4'))).equals(bytes)).toBe(true);
  });

  it('replaces a file written again under the same name', async () => {
    await store.write('hero_5-1280.webp', pattern(500, 5));
    await store.write('hero_5-1280.webp', pattern(300, 6));
    expect(await store.size('hero_5-1280.webp')).toBe(300);
    expect((await bytesOf(await store.read('hero_5-1280.webp'))).equals(pattern(300, 6))).toBe(true);
  });

  it('has no size for a missing file and rejects reading it', async () => {
    expect(await store.size('yok_6.webp')).toBeNull();
    await expect(store.read('yok_6.webp')).rejects.toThrow();
  });

  it('removes a file, and removing a missing one is no error', async () => {
    await store.write('gallery_7-640.webp', pattern(64, 7));
    await store.remove('gallery_7-640.webp');
    expect(await store.size('gallery_7-640.webp')).toBeNull();
    await expect(store.remove('gallery_7-640.webp')).resolves.toBeUndefined();
  });

  it('lists every stored file with its size, by name, without the temporary files', async () => {
    const temp = await store.tempPath();
    await writeFile(temp, 'not yet stored');
    const files = await store.list();
    expect(files).toEqual([
      { name: 'hero_5-1280.webp', size: 300 },
      { name: 'photo_1-640.webp', size: 10_000 },
      { name: 'video_2_big.mp4', size: 12 * 1024 * 1024 + 123 },
      { name: 'video_3_range.webm', size: 6 * 1024 * 1024 },
      { name: 'video_4_adopted.mp4', size: 70_000 },
    ]);
  });

  it('refuses names with folders or dots in front', async () => {
    for (const name of ['../site.db', 'a/b.webp', '.tmp'])
      await expect(store.write(name, Buffer.from('x'))).rejects.toThrow(/invalid stored file name/);
    expect(await store.size('../site.db')).toBeNull();
  });
});

// `npm run media:migrate` against an S3-compatible server (s3rver): it copies
// the local uploads to the bucket, a second run copies nothing, a run after an
// interruption copies only what is missing or incomplete, and the bucket ends
// up holding every file byte for byte.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTemp } from '@/lib/storage/storage.server';
import { s3FileStore } from '@/lib/storage/s3.server';
import { startTestS3, type TestS3 } from '@/test/s3';

const root = path.resolve(import.meta.dirname, '..');
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

let s3: TestS3;
const folder = mkdtempSync(path.join(os.tmpdir(), 'hn-migrate-'));
const uploads = path.join(folder, 'veri', 'uploads');
const files: Record<string, Buffer> = {
  'gallery_1_kamyon-640.webp': Buffer.alloc(40_000, 1),
  'gallery_1_kamyon-1280.webp': Buffer.alloc(90_000, 2),
  // Larger than one upload part: goes as a multipart upload.
  'video_2_tasima.mp4': Buffer.from(Array.from({ length: 6 * 1024 * 1024 + 17 }, (_, i) => (i * 13) & 255)),
};

/** Runs the tool; asynchronously, as the S3 server answers from this same process. */
function migrate(
  extra: Record<string, string> = {},
  args: string[] = [],
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=react-server', '--import', tsx, path.join(root, 'scripts', 'media-migrate.ts'), ...args],
      {
        cwd: folder,
        timeout: 60_000,
        env: {
          PATH: process.env.PATH,
          HOME: os.tmpdir(),
          TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json'),
          DATA_DIR: './veri',
          ...s3.env,
          // The site still runs on the local disk while its files are copied.
          MEDIA_STORE: 'local',
          ...extra,
        } as unknown as NodeJS.ProcessEnv,
        encoding: 'utf8',
      },
      (error, stdout, stderr) =>
        resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

const bucket = () => s3FileStore(s3.settings, localTemp(path.join(folder, 'tmp')));

async function bucketBytes(name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await bucket().read(name)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  s3 = await startTestS3();
  // Owner-only, as the site makes its data folder (an open one is warned about).
  mkdirSync(path.join(uploads, '.tmp'), { recursive: true, mode: 0o700 });
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(uploads, name), bytes);
  // An upload being received is no stored file: it is not copied.
  writeFileSync(path.join(uploads, '.tmp', '1732000000-yarim'), 'yarım');
});
afterAll(async () => {
  await s3.stop();
  rmSync(folder, { recursive: true, force: true });
});

// Each run starts a Node.js process with tsx: seconds on a loaded machine.
describe('npm run media:migrate', { timeout: 120_000 }, () => {
  it('says how it is used', async () => {
    const help = await migrate({}, ['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('npm run media:migrate');
  });

  it('names the missing bucket setting and copies nothing', async () => {
    const result = await migrate({ S3_BUCKET: '' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('S3_BUCKET: is required');
  });

  it('copies every file, then nothing on a second run, then only what an interrupted run left out', async () => {
    const first = await migrate();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('3 dosya kopyalandı, 0 dosya kovada zaten vardı.');
    expect(await bucket().list()).toEqual(
      Object.entries(files)
        .map(([name, bytes]) => ({ name, size: bytes.length }))
        .sort((a, b) => (a.name < b.name ? -1 : 1)),
    );
    for (const [name, bytes] of Object.entries(files)) expect((await bucketBytes(name)).equals(bytes)).toBe(true);

    const second = await migrate();
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('0 dosya kopyalandı, 3 dosya kovada zaten vardı.');

    // As an interrupted run leaves it: one file missing, one different (a wrong size).
    await bucket().remove('video_2_tasima.mp4');
    await bucket().write('gallery_1_kamyon-640.webp', Buffer.alloc(10, 9));
    const third = await migrate();
    expect(third.status).toBe(0);
    expect(third.stdout).toContain('2 dosya kopyalandı, 1 dosya kovada zaten vardı.');
    expect(third.stdout).toContain('video_2_tasima.mp4');
    for (const [name, bytes] of Object.entries(files)) expect((await bucketBytes(name)).equals(bytes)).toBe(true);
  });

  it('fails with one clear line when the bucket cannot be reached', async () => {
    const result = await migrate({ S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Kovaya ulaşılamadı \(http:\/\/127\.0\.0\.1:9 \/ media\): .+\n$/);
  });
});

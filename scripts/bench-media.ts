// `npm run bench:media`: the memory one video upload and its playback take with
// the media in a bucket (MEDIA_STORE=s3, against s3rver in another process).
// In a fresh process per case, since the peak only grows:
//   flow   a video posted to the real upload flow (the multipart reader and the
//          video upload the route handler calls), adopted into the store, then
//          read back whole and from the middle through the /media route
//   store  a file adopted by the store (a multipart upload) and read back whole:
//          the store alone, with files larger than an upload may be
// Prints the process's peak memory (`process.resourceUsage().maxRSS`) before and
// after: flat means the growth does not follow the size of the file. Figures,
// not assertions.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { box, bytes, ftyp, trak } from '@/lib/media/index.server';

const MB = 1024 * 1024;
/** The largest video an upload may carry, less a little for the form around it. */
const VIDEO_50MB = 50 * MB - 4096;
const CASES: { mode: Mode; store: 's3' | 'local'; size: number }[] = [
  { mode: 'flow', store: 's3', size: 10 * MB },
  { mode: 'flow', store: 's3', size: VIDEO_50MB },
  { mode: 'flow', store: 'local', size: VIDEO_50MB },
  { mode: 'store', store: 's3', size: VIDEO_50MB },
  { mode: 'store', store: 's3', size: 200 * MB },
];
type Mode = 'flow' | 'store';
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

interface Result {
  baselineMb: number;
  /** The peak once the file is stored (before it is read). */
  uploadedMb: number;
  peakMb: number;
  seconds: number;
  stored: number;
  served: number;
  ranged: number;
}

/** An MP4 the content check accepts, of `size` bytes, written in pieces (never whole in memory). */
function writeVideo(file: string, size: number) {
  const head = ftyp('isom', 'isom', 'mp42');
  const moov = box('moov', trak('vide'), trak('soun'));
  const data = size - head.length - moov.length - 8;
  const mdatHeader = bytes(
    [(data + 8) >>> 24, ((data + 8) >>> 16) & 255, ((data + 8) >>> 8) & 255, (data + 8) & 255],
    'mdat',
  );
  writeFileSync(file, head);
  const chunk = Buffer.alloc(MB, 0x5a);
  writeFileSync(file, mdatHeader, { flag: 'a' });
  for (let left = data; left > 0; left -= MB) writeFileSync(file, chunk.subarray(0, Math.min(MB, left)), { flag: 'a' });
  writeFileSync(file, moov, { flag: 'a' });
}

/** The upload flow and the /media route, in this process (the store and DATA_DIR come from the parent). */
async function runFlow(file: string): Promise<Result> {
  const [
    { createDatabase, migrateToLatest },
    { fileStore },
    { saveVideoUpload, VIDEO_UPLOAD_RULES },
    { receiveUpload },
    route,
  ] = await Promise.all([
    import('@/lib/db/kysely.server'),
    import('@/lib/storage/storage.server'),
    import('@/lib/media/index.server'),
    import('@/lib/media/index.server'),
    import('@/app/media/[name]/route'),
  ]);
  const { env } = await import('@/lib/env');
  const handle = createDatabase({ dataDir: env().dataDir });
  await migrateToLatest(handle);
  const store = fileStore();
  const post = async (video: Blob) => {
    const form = new FormData();
    form.set('title', 'Ofis Taşıma');
    form.set('file', video, 'tasima.mp4');
    const request = new Request('http://localhost/api/admin/uploads/video', { method: 'POST', body: form });
    const received = await receiveUpload(request, VIDEO_UPLOAD_RULES, store);
    const outcome = await saveVideoUpload(received, { db: handle.db, store });
    if (!outcome.answer.ok) throw new Error(outcome.answer.message);
    const names = (await store.list()).map((f) => f.name).filter((n) => n.startsWith('video_'));
    return names[names.length - 1]!;
  };
  const drain = async (response: Response) => {
    let n = 0;
    const reader = response.body!.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) n += r.value.length;
    return n;
  };
  const get = (name: string, headers: Record<string, string> = {}) =>
    route.GET(new Request(`http://localhost/m/${name}`, { headers }), { params: Promise.resolve({ name }) });

  // Warm up: modules, database and the SDK are loaded before the baseline.
  const small = path.join(path.dirname(file), 'isinma.mp4');
  writeVideo(small, 64 * 1024);
  const warm = await post(await openAsBlob(small, { type: 'video/mp4' }));
  await drain(await get(warm));
  await drain(await get(warm, { range: 'bytes=100-' }));

  const baselineMb = peakMb();
  const started = performance.now();
  const name = await post(await openAsBlob(file, { type: 'video/mp4' }));
  const uploadedMb = peakMb();
  const stored = (await store.size(name)) ?? 0;
  const served = await drain(await get(name));
  const ranged = await drain(await get(name, { range: `bytes=${Math.floor(stored / 2)}-` }));
  const seconds = (performance.now() - started) / 1000;
  await handle.db.destroy();
  return { baselineMb, uploadedMb, peakMb: peakMb(), seconds, stored, served, ranged };
}

/** The store alone: adopt a copy of `file`, read it back. */
async function runStore(file: string): Promise<Result> {
  const { fileStore } = await import('@/lib/storage/storage.server');
  const store = fileStore();
  const adopt = async (name: string, from: string) => {
    const temp = await store.tempPath();
    copyFileSync(from, temp);
    await store.adopt(temp, name);
  };
  const readAll = async (name: string) => {
    let n = 0;
    for await (const chunk of await store.read(name)) n += (chunk as Buffer).length;
    return n;
  };
  const small = path.join(path.dirname(file), 'isinma.mp4');
  writeVideo(small, 6 * MB);
  await adopt('video_0_isinma.mp4', small);
  await readAll('video_0_isinma.mp4');
  // The copy to the temporary file is made before the baseline.
  const temp = await store.tempPath();
  copyFileSync(file, temp);
  const baselineMb = peakMb();
  const started = performance.now();
  await store.adopt(temp, 'video_1_buyuk.mp4');
  const uploadedMb = peakMb();
  const served = await readAll('video_1_buyuk.mp4');
  const seconds = (performance.now() - started) / 1000;
  const stored = (await store.size('video_1_buyuk.mp4')) ?? 0;
  return { baselineMb, uploadedMb, peakMb: peakMb(), seconds, stored, served, ranged: 0 };
}

const [, , mode, file] = process.argv;
if (mode && file) {
  console.log(JSON.stringify(await (mode === 'flow' ? runFlow(file) : runStore(file))));
} else {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hn-bench-media-'));
  // The S3 server runs in its own process, so its memory is not counted.
  const s3 = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../test/s3.ts')], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const s3Env = await new Promise<Record<string, string>>((resolve, reject) => {
      s3.stdout.once('data', (d: Buffer) => resolve(JSON.parse(String(d)) as Record<string, string>));
      s3.once('exit', (code) => reject(new Error(`the S3 server exited (${code})`)));
    });
    console.log(`Peak memory of one file stored and read back (Node ${process.version})`);
    for (const { mode, store, size } of CASES) {
      const input = path.join(dir, `video-${size}.mp4`);
      writeVideo(input, size);
      const dataDir = mkdtempSync(path.join(dir, 'data-'));
      const child = spawnSync(
        process.execPath,
        ['--conditions=react-server', '--import', 'tsx', import.meta.filename, mode, input],
        {
          cwd: path.resolve(import.meta.dirname, '..'),
          encoding: 'utf8',
          env: {
            ...process.env,
            ...(store === 's3' ? s3Env : { MEDIA_STORE: 'local' }),
            DATA_DIR: dataDir,
            NODE_ENV: 'production',
          },
        },
      );
      rmSync(input, { force: true });
      rmSync(dataDir, { recursive: true, force: true });
      const label = `${mode === 'flow' ? 'upload flow + /media' : 'store adopt + read'}, ${store}, ${(size / MB).toFixed(1)} MB`;
      const line = child.stdout.trim().split('\n').pop() ?? '';
      if (child.status !== 0 || !line.startsWith('{')) {
        console.error(`${label}: failed\n${child.stderr}`);
        process.exitCode = 1;
        continue;
      }
      const r = JSON.parse(line) as Result;
      const ok =
        r.stored === size && r.served === size && (mode === 'store' || r.ranged === size - Math.floor(size / 2));
      console.log(
        `${label}: peak RSS ${r.peakMb} MB (${r.baselineMb} MB before; +${r.uploadedMb - r.baselineMb} MB ` +
          `once stored, +${r.peakMb - r.baselineMb} MB once read back), ${r.seconds.toFixed(1)} s` +
          (ok ? '' : '; SIZE MISMATCH'),
      );
      if (!ok) process.exitCode = 1;
    }
  } finally {
    s3.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

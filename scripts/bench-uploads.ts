// `npm run bench:uploads`: posts 4 worst-case photos at once to the real photo
// upload flow (the multipart reader and the gallery upload the route handler
// calls, on a throwaway SQLite database and uploads folder) and prints the
// process's peak memory (`process.resourceUsage().maxRSS`) before and after.
// Each case runs in a fresh process, since the peak only grows:
//   bomb   16000 × 16000 PNGs of about 31 KB each (256 megapixels: decompression bombs)
//   limit  7000 × 7000 PNGs (49 megapixels, just under the limit, so they are decoded)
//   wide   26000 × 1920 PNGs with transparency (49.9 megapixels, the most memory one photo can take)
// Figures, not assertions. BENCH_UPLOADS_PARALLEL sets how many at once (4).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { pngBomb } from '@/lib/media/test-files';

const PARALLEL = Number(process.env.BENCH_UPLOADS_PARALLEL ?? 4);
const CASES = {
  bomb: { label: '16000×16000 PNG (bomb)', make: async () => pngBomb(16_000) },
  limit: {
    label: '7000×7000 PNG (49 MP)',
    make: () =>
      sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#155a9a' } })
        .png()
        .toBuffer(),
  },
  wide: {
    label: '26000×1920 PNG with alpha (49.9 MP)',
    make: () =>
      sharp({ create: { width: 26_000, height: 1920, channels: 4, background: { r: 21, g: 90, b: 154, alpha: 0.5 } } })
        .png()
        .toBuffer(),
  },
} as const;
type CaseName = keyof typeof CASES;

const MB = 1024; // maxRSS is in kilobytes
const peakMb = () => Math.round(process.resourceUsage().maxRSS / MB);

interface Result {
  baselineMb: number;
  peakMb: number;
  seconds: number;
  outcomes: string[];
}

/** One case in this process: warm up, then the uploads at once. */
async function runCase(file: string): Promise<Result> {
  const [{ createDatabase, migrateToLatest }, { localFileStore }, { imageUploadRules, saveImageUpload }, upload] =
    await Promise.all([
      import('@/lib/db/kysely.server'),
      import('@/lib/storage/storage.server'),
      import('@/lib/media/image-upload.server'),
      import('@/lib/media/upload.server'),
    ]);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hn-bench-uploads-'));
  try {
    const handle = createDatabase({ dataDir: dir });
    await migrateToLatest(handle);
    const store = localFileStore(path.join(dir, 'uploads'));
    const bytes = readFileSync(file);
    const post = async (name: string, content: Uint8Array) => {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(content)], { type: 'image/png' }), name);
      const request = new Request('http://localhost/api/admin/uploads/gallery', { method: 'POST', body: form });
      const received = await upload.receiveUpload(request, imageUploadRules('gallery'), store);
      return saveImageUpload('gallery', received, { db: handle.db, store });
    };
    // Warm up: modules, database, sharp and libvips are loaded before the baseline.
    await post(
      'isinma.png',
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    const baselineMb = peakMb();
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => post(`buyuk-${i}.png`, bytes).then((o) => o.answer.message)),
    );
    const seconds = (performance.now() - started) / 1000;
    await handle.db.destroy();
    return { baselineMb, peakMb: peakMb(), seconds, outcomes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const [, , caseName, file] = process.argv;
if (caseName && file) {
  console.log(JSON.stringify(await runCase(file)));
} else {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hn-bench-inputs-'));
  try {
    console.log(`${PARALLEL} photos at once through the gallery upload flow (Node ${process.version})`);
    for (const name of Object.keys(CASES) as CaseName[]) {
      // The inputs are made here, so making them does not count in the measured process's peak.
      const input = path.join(dir, `${name}.png`);
      const content = await CASES[name].make();
      writeFileSync(input, content);
      const child = spawnSync(
        process.execPath,
        ['--conditions=react-server', '--import', 'tsx', import.meta.filename, name, input],
        { cwd: path.resolve(import.meta.dirname, '..'), encoding: 'utf8', env: process.env },
      );
      const line = child.stdout.trim().split('\n').pop() ?? '';
      if (child.status !== 0 || !line.startsWith('{')) {
        console.error(`${name}: failed\n${child.stderr}`);
        process.exitCode = 1;
        continue;
      }
      const r = JSON.parse(line) as Result;
      const messages = [...new Set(r.outcomes)].join(' | ');
      console.log(
        `${CASES[name].label}, ${Math.round(content.length / 1024)} KB each: peak RSS ${r.peakMb} MB ` +
          `(${r.baselineMb} MB before the uploads, +${r.peakMb - r.baselineMb} MB), ${r.seconds.toFixed(1)} s; ${messages}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

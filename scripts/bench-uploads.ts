// `npm run bench:uploads`: posts 4 worst-case photos at once to the real photo
// upload flow (the multipart reader and the gallery upload the route handler
// calls, on a throwaway SQLite database and uploads folder) and prints the
// process's peak memory (`process.resourceUsage().maxRSS`) before and after.
// Each case runs in a fresh process, since the peak only grows:
//   bomb   16000 × 16000 PNGs of about 31 KB each (256 megapixels: decompression bombs)
//   limit  7000 × 7000 PNGs (49 megapixels, just under the limit, so they are decoded)
//   wide   26000 × 1920 PNGs with transparency (49.9 megapixels, the most memory one photo can take)
// Figures, not assertions. BENCH_UPLOADS_PARALLEL sets how many at once (4).
// Then survey photos on a customer's page (lib/lead-files): 5 and 20 at once (BENCH_SURVEY_ROUNDS
// times each, 5, interleaved; the median and the spread are printed), each its own
// request as the uploader sends them, half of them 4032 × 3024 camera JPEGs the browser did not
// resize and half iPhone HEICs the server decodes (WebAssembly): the peak above the baseline
// should not grow with the count.
import { spawnSync } from 'node:child_process';
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { pngBomb } from '@/lib/media/index.server';

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
  const [
    { createDatabase, migrateToLatest },
    { localFileStore },
    { imageUploadRules, saveImageUpload },
    { receiveUpload },
  ] = await Promise.all([
    import('@/lib/db/kysely.server'),
    import('@/lib/storage/storage.server'),
    import('@/lib/media/index.server'),
    import('@/lib/media/index.server'),
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
      const received = await receiveUpload(request, imageUploadRules('gallery'), store);
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

const SURVEY_COUNTS = [5, 20];
const SURVEY_ROUNDS = Number(process.env.BENCH_SURVEY_ROUNDS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The measured process runs with the malloc setting `npm start` gives the server (scripts/start.mjs). */
const SERVER_ENV = { MALLOC_ARENA_MAX: '2', ...process.env };

/** `count` survey photos at once into one lead, each its own request (the uploader's way). */
async function runSurvey(count: number, jpegFile: string, heicFile: string): Promise<Result> {
  const [{ createDatabase, migrateToLatest }, { localFileStore }, { receiveLeadFile }, { insertLead }] =
    await Promise.all([
      import('@/lib/db/kysely.server'),
      import('@/lib/storage/storage.server'),
      import('@/lib/lead-files/index.server'),
      import('@/lib/leads/index.server'),
    ]);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hn-bench-survey-'));
  try {
    const handle = createDatabase({ dataDir: dir });
    await migrateToLatest(handle);
    const store = localFileStore(path.join(dir, 'lead-files'));
    const lead = async () =>
      (
        await insertLead(handle.db, {
          kind: 'quote',
          name: 'Bench Müşteri',
          email: 'bench@example.com',
          phone: '0532 111 22 33',
          fromLocation: 'Kadıköy',
          toLocation: 'Üsküdar',
          serviceType: 'Evden Eve Nakliyat',
        })
      ).id;
    // The photos arrive over HTTP on the loopback address, each its own request streamed from
    // its file as a phone sends it, so the figures are the server's and not a sender's copies.
    const server = http.createServer((req, res) => {
      const leadId = req.url?.slice(1) ?? '';
      const request = new Request(`http://127.0.0.1${req.url}`, {
        method: 'POST',
        headers: req.headers as Record<string, string>,
        body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
        duplex: 'half',
      } as RequestInit);
      void receiveLeadFile(request, {
        db: handle.db,
        store,
        leadId,
        uploadedBy: 'customer',
        fileUrl: (id) => id,
      }).then(({ status, answer }) => res.writeHead(status).end(answer.message));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const post = (leadId: string, name: string, file: string) =>
      new Promise<string>((resolve, reject) => {
        const boundary = `bench${Math.random().toString(16).slice(2)}`;
        const head = Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="room"\r\n\r\nsalon\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        );
        const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: `/${leadId}`,
            method: 'POST',
            headers: {
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': head.length + statSync(file).size + tail.length,
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve(text));
          },
        );
        req.on('error', reject);
        req.write(head);
        const body = createReadStream(file);
        body.pipe(req, { end: false });
        body.on('end', () => req.end(tail));
      });
    // Warm up: one of each kind, so libvips and the WebAssembly decoder are loaded before the baseline.
    const warm = await lead();
    await post(warm, 'isinma.jpg', jpegFile);
    await post(warm, 'isinma.heic', heicFile);
    const baselineMb = peakMb();
    const leadId = await lead();
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        i % 2 ? post(leadId, `IMG_${i}.HEIC`, heicFile) : post(leadId, `IMG_${i}.jpg`, jpegFile),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    server.close();
    await handle.db.destroy();
    return { baselineMb, peakMb: peakMb(), seconds, outcomes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const [, , caseName, file, second] = process.argv;
if (caseName?.startsWith('survey-') && file && second) {
  console.log(JSON.stringify(await runSurvey(Number(caseName.slice(7)), file, second)));
} else if (caseName && file) {
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
        { cwd: path.resolve(import.meta.dirname, '..'), encoding: 'utf8', env: SERVER_ENV },
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
    // Survey photos: a camera-size JPEG (made here) and the iPhone HEIC fixture.
    const jpeg = path.join(dir, 'kamera.jpg');
    writeFileSync(
      jpeg,
      await sharp({
        create: {
          width: 4032,
          height: 3024,
          channels: 3,
          background: '#777',
          noise: { type: 'gaussian', mean: 128, sigma: 12 },
        },
      })
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
    const heic = path.resolve(import.meta.dirname, '../test/fixtures/phone/salon.heic');
    console.log(
      `Survey photos on the customer page, each its own request: half 4032×3024 camera JPEGs ` +
        `(${Math.round(readFileSync(jpeg).length / 1024)} KB), half 1600×1200 iPhone HEICs (${Math.round(readFileSync(heic).length / 1024)} KB)`,
    );
    // The peak of one process is noisy (when the collector runs, what malloc keeps): each count runs
    // SURVEY_ROUNDS times, interleaved, and the median and the spread are printed.
    const rises = new Map<number, number[]>(SURVEY_COUNTS.map((count) => [count, []]));
    const seconds = new Map<number, number[]>(SURVEY_COUNTS.map((count) => [count, []]));
    const messages = new Set<string>();
    for (let round = 0; round < SURVEY_ROUNDS; round++) {
      for (const count of SURVEY_COUNTS) {
        const child = spawnSync(
          process.execPath,
          ['--conditions=react-server', '--import', 'tsx', import.meta.filename, `survey-${count}`, jpeg, heic],
          { cwd: path.resolve(import.meta.dirname, '..'), encoding: 'utf8', env: SERVER_ENV },
        );
        const line = child.stdout.trim().split('\n').pop() ?? '';
        if (child.status !== 0 || !line.startsWith('{')) {
          console.error(`survey-${count}: failed\n${child.stderr}`);
          process.exitCode = 1;
          continue;
        }
        const r = JSON.parse(line) as Result;
        r.outcomes.forEach((outcome) => messages.add(outcome));
        rises.get(count)!.push(r.peakMb - r.baselineMb);
        seconds.get(count)!.push(r.seconds);
      }
    }
    for (const count of SURVEY_COUNTS) {
      const mb = rises.get(count)!;
      if (!mb.length) continue;
      console.log(
        `${count} survey photos at once: peak RSS +${median(mb)} MB above the baseline (median of ${mb.length}; ` +
          `${Math.min(...mb)} to ${Math.max(...mb)}), ${median(seconds.get(count)!).toFixed(1)} s`,
      );
    }
    console.log(`Answers: ${[...messages].join(' | ')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

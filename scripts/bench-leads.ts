// `npm run bench:leads`: sends valid contact and quote submissions over HTTP to
// a production build, the way a browser sends them: as the server-action
// request of the page's JavaScript (most visitors) and as the plain form post
// of a browser without JavaScript (which re-renders the whole page), then
// counts the stored rows. Prints accepted, stored, lost (must be 0),
// throughput and p50/p99 latency. A second burst kills the server with SIGKILL
// half way and checks that every acknowledged lead is in the database.
// SQLite by default; set DATABASE_URL=postgres://... to run on PostgreSQL.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
// React's own encoder of server-action arguments, as the page's JavaScript uses it.
import { encodeReply } from 'next/dist/compiled/react-server-dom-turbopack/client.edge.js';
import { decodeEntities } from './lib/html-entities';

const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const TOTAL = Number(process.env.BENCH_LEADS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const databaseUrl = process.env.DATABASE_URL || undefined;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function start(dataDir: string): Promise<{ server: ChildProcess; base: string }> {
  const port = await freePort();
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LEAD_RATE_LIMIT: '0',
      LEAD_MIN_FILL_MS: '0',
      SMTP_URL: '',
      LEAD_NOTIFY_EMAIL: '',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { server, base };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

type Mode = 'js' | 'html';

interface FormInfo {
  /** The hidden fields React renders into the form for posting without JavaScript. */
  hidden: [string, string][];
  /** The server action's id. */
  actionId: string;
  /** The form's signed start time (the minimum fill time is 0 here, but the signature is checked). */
  startedAt: string;
}

async function formInfo(base: string, page: string): Promise<FormInfo> {
  const html = await (await fetch(base + page)).text();
  const hidden = [...html.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?\/>/g)].map(
    (m) => [m[1]!, decodeEntities(m[2] ?? '')] as [string, string],
  );
  const ref = hidden.find(([k]) => k.endsWith(':0'))?.[1] ?? '{}';
  const started = html.match(/<input[^>]*name="startedAt"[^>]*>/)?.[0].match(/value="([^"]*)"/)?.[1];
  if (!started) throw new Error(`no signed start time in the form of ${page}`);
  return { hidden, actionId: (JSON.parse(ref) as { id: string }).id, startedAt: decodeEntities(started) };
}

interface Result {
  ok: boolean;
  reference?: string;
  ms: number;
}

async function submit(base: string, mode: Mode, kind: 'quote' | 'contact', info: FormInfo, i: number): Promise<Result> {
  const form = new FormData();
  const common = {
    firstName: 'Yük',
    lastName: `Testi ${i}`,
    phone: '0532 123 45 67',
    email: `yuk${i}@example.com`,
    startedAt: info.startedAt,
  };
  const fields =
    kind === 'quote'
      ? { ...common, fromLocation: 'Bağcılar', toLocation: 'Çankaya', service: 'Ev Taşıma', message: '' }
      : { ...common, service: '', message: `Yük testi mesajı ${i}` };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const url = `${base}/${kind === 'quote' ? 'teklif-al' : 'iletisim'}`;
  const t0 = performance.now();
  try {
    if (mode === 'js') {
      const body = await encodeReply([{ status: 'idle' }, form]);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Next-Action': info.actionId, Accept: 'text/x-component' },
        body,
      });
      const text = await response.text();
      const reference = text.match(/"reference":"([TM]-[0-9A-Z]{6})"/)?.[1];
      return { ok: response.ok && !!reference, reference, ms: performance.now() - t0 };
    }
    for (const [k, v] of info.hidden) form.set(k, v);
    const response = await fetch(url, { method: 'POST', body: form });
    const html = await response.text();
    const reference = html.match(/data-testid="lead-reference">([TM]-[0-9A-Z]{6})</)?.[1];
    return { ok: response.ok && !!reference, reference, ms: performance.now() - t0 };
  } catch {
    return { ok: false, ms: performance.now() - t0 };
  }
}

async function burst(base: string, mode: Mode, total: number, onResult?: (done: number) => void): Promise<Result[]> {
  const info = { quote: await formInfo(base, '/teklif-al'), contact: await formInfo(base, '/iletisim') };
  const results: Result[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const kind = i % 2 ? 'contact' : 'quote';
      results.push(await submit(base, mode, kind, info[kind], i));
      onResult?.(results.length);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

async function storedReferences(dataDir: string, references: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ reference: string }>(
      'select reference from leads where reference = any($1)',
      [references],
    );
    for (const r of rows) found.add(r.reference);
    await client.end();
  } else {
    const db = new DatabaseSync(path.join(dataDir, 'site.db'));
    for (const r of db.prepare('select reference from leads').all() as { reference: string }[]) {
      if (references.includes(r.reference)) found.add(r.reference);
    }
    db.close();
  }
  return found;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

if (!existsSync(path.join(root, '.next', 'BUILD_ID')))
  spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' });
const engine = databaseUrl ? 'PostgreSQL' : 'SQLite';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-bench-leads-'));
try {
  // 1. Throughput and latency, both ways a browser sends a form.
  let { server, base } = await start(dataDir);
  const rows: Record<string, string | number>[] = [];
  let lost = 0;
  for (const mode of ['js', 'html'] as const) {
    await burst(base, mode, 20); // warm-up, not counted
    const t0 = performance.now();
    const results = await burst(base, mode, TOTAL);
    const seconds = (performance.now() - t0) / 1000;
    const acknowledged = results.filter((r) => r.ok).map((r) => r.reference!);
    const stored = await storedReferences(dataDir, acknowledged);
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    lost += acknowledged.length - stored.size;
    rows.push({
      request: mode === 'js' ? 'server action (JavaScript)' : 'form post (no JavaScript)',
      sent: TOTAL,
      accepted: acknowledged.length,
      stored: stored.size,
      lost: acknowledged.length - stored.size,
      'throughput /s': Number((TOTAL / seconds).toFixed(1)),
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p99 ms': Math.round(percentile(latencies, 99)),
    });
  }
  console.log(`leads on ${engine}: ${TOTAL} submissions per row, ${CONCURRENCY} at a time`);
  console.table(rows);

  // 2. SIGKILL in the middle of a burst.
  const killAfter = Math.floor(TOTAL / 4);
  let killed = false;
  const crash = await burst(base, 'js', Math.floor(TOTAL / 2), (done) => {
    if (!killed && done >= killAfter) {
      killed = true;
      server.kill('SIGKILL');
    }
  });
  const crashAcks = crash.filter((r) => r.ok).map((r) => r.reference!);
  const crashStored = await storedReferences(dataDir, crashAcks);
  console.log(
    `SIGKILL after ${killAfter} answers: acknowledged ${crashAcks.length}, of them stored ${crashStored.size}, lost ${crashAcks.length - crashStored.size}`,
  );
  // The restarted server serves the same data.
  ({ server, base } = await start(dataDir));
  console.log(`restarted: health ${(await fetch(`${base}/api/health`)).status}`);
  server.kill('SIGTERM');
  if (lost > 0 || crashAcks.length - crashStored.size > 0) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

// `npm run bench:leads-scale`: how the staff area answers with 1,000 and with 100,000
// leads (made by the demo generator, lib/demo/generate.ts), over HTTP on a production
// build served by scripts/server.ts, signed in as staff. Both sizes' servers run at once and
// each page is requested from them in turn; for each page: N=20 requests per size after 2
// warm-ups, median and p95 in ms. Then the full CSV export of the quote requests:
// its duration, the server's peak RSS while it runs (VmRSS every 100 ms) and how fast the
// home page answers during it compared with before. Prints a markdown table with the
// 100k/1k ratio of each row.
// SQLite in a temporary DATA_DIR always; PostgreSQL too when DATABASE_URL or
// TEST_DATABASE_URL names a server (`.ci/with-postgres bash -c 'npm run bench:leads-scale'`):
// each run gets a database of its own there, dropped at the end. Loopback only.
// BENCH_SIZES=1000,20000 measures other sizes; BENCH_ENGINES=postgres only that engine.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, migrateToLatest } from '@/lib/db/kysely.server';
import { generateDemoLeads } from '@/lib/demo/generate';
import { decodeEntities } from './lib/html-entities';
import { createThrowawayDatabase } from './lib/throwaway-database';

const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const N = 20;
const WARM_UPS = 2;
const ADMIN = { email: 'yonetici@demo.invalid', password: 'Olcum-Kestane-Kebap-2026' };
const pgServer = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const median = (values: number[]) => percentile(values, 50);

interface Target {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  databaseUrl?: string;
  cleanup(): Promise<void>;
}

async function target(engine: 'sqlite' | 'postgres'): Promise<Target> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-bench-scale-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', SMTP_URL: '' };
  delete env.DATABASE_URL;
  if (engine === 'sqlite')
    return { env, dataDir, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const database = await createThrowawayDatabase(pgServer!, 'hn_scale');
  env.DATABASE_URL = database.url;
  return {
    env,
    dataDir,
    databaseUrl: database.url,
    cleanup: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ server: ChildProcess; base: string }> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'server.ts'), '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: root,
      env,
      stdio: 'ignore',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { server, base };
    } catch {
      // starting
    }
    await sleep(250);
  }
  server.kill('SIGKILL');
  throw new Error('server did not start');
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Signs in through the login form as a browser without JavaScript posts it; returns the Cookie header. */
async function signIn(base: string): Promise<string> {
  const html = await (await fetch(`${base}/admin/login`)).text();
  const form = new FormData();
  for (const m of html.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?\/>/g))
    form.set(m[1]!, decodeEntities(m[2] ?? ''));
  form.set('email', ADMIN.email);
  form.set('password', ADMIN.password);
  const response = await fetch(`${base}/admin/login`, { method: 'POST', body: form, redirect: 'manual' });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  if (!cookie) throw new Error(`sign-in failed (${response.status})`);
  return cookie;
}

async function timedGet(url: string, cookie?: string): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  await response.arrayBuffer();
  const ms = performance.now() - t0;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return ms;
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

type Row = { label: string; median: number; p95: number | null; unit: string };

/** One size's database, filled, with its server running and a staff session. */
interface Run {
  size: number;
  rows: Row[];
  t: Target;
  server: ChildProcess;
  base: string;
  cookie: string;
  probe: { name: string; phone: string | null };
}

async function prepare(engine: 'sqlite' | 'postgres', size: number): Promise<Run> {
  const t = await target(engine);
  const rows: Row[] = [];
  try {
    const handle = createDatabase({ databaseUrl: t.databaseUrl, dataDir: t.dataDir });
    await migrateToLatest(handle);
    const t0 = performance.now();
    await generateDemoLeads(handle.db, { leads: size });
    const fillSeconds = (performance.now() - t0) / 1000;
    // What the server's maintenance does after a bulk load (PostgreSQL's autovacuum, within a
    // minute; SQLite's planner needs no statistics here): planner statistics and, on
    // PostgreSQL, the visibility map that index-only counts rely on. Measured without it,
    // a freshly loaded PostgreSQL counts and searches from the table (page 1: 74 ms, not 8).
    if (engine === 'postgres') await sql`vacuum analyze`.execute(handle.db);
    const probe = await handle.db
      .selectFrom('leads')
      .select(['name', 'phone'])
      .where('kind', '=', 'quote')
      .where('deleted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    await handle.db.destroy();
    console.error(`[${engine} ${size}] demo data written in ${fillSeconds.toFixed(1)} s`);
    rows.push({ label: 'demo data written (s)', median: fillSeconds, p95: null, unit: 's' });

    const admin = spawnSync('npm', ['run', '--silent', 'admin:create', '--', '--email', ADMIN.email], {
      cwd: root,
      env: t.env,
      encoding: 'utf8',
      input: `${ADMIN.password}\n`,
    });
    if (admin.status !== 0) throw new Error(`admin:create failed: ${admin.stderr || admin.stdout}`);
    const { server, base } = await startServer(t.env);
    try {
      return { size, rows, t, server, base, cookie: await signIn(base), probe };
    } catch (error) {
      await stopServer(server);
      throw error;
    }
  } catch (error) {
    await t.cleanup();
    throw error;
  }
}

/**
 * The staff pages, measured on every size's server in turn, request by request (A, B, A,
 * B, …): a busy moment of this shared machine then slows both sizes alike instead of
 * skewing their ratio.
 */
async function measurePages(runs: Run[]): Promise<void> {
  const pages = (run: Run): [string, string][] => {
    const surname = run.probe.name.split(' ').at(-1)!;
    return [
      ['overview', '/admin/dashboard'],
      ['Bugün', '/admin/dashboard?sekme=bugun'],
      ['teklifler page 1', '/admin/dashboard?sekme=teklifler'],
      ['teklifler page 200', '/admin/dashboard?sekme=teklifler&sayfa=200'],
      ['mesajlar page 1', '/admin/dashboard?sekme=mesajlar'],
      ['mesajlar page 200', '/admin/dashboard?sekme=mesajlar&sayfa=200'],
      ['search surname', `/admin/dashboard?sekme=teklifler&ara=${encodeURIComponent(surname)}`],
      ['search phone', `/admin/dashboard?sekme=teklifler&ara=${encodeURIComponent(run.probe.phone ?? '')}`],
    ];
  };
  const labels = pages(runs[0]!).map(([label]) => label);
  for (const [index, label] of labels.entries()) {
    const times = runs.map(() => [] as number[]);
    for (let i = 0; i < WARM_UPS + N; i++)
      for (const [r, run] of runs.entries()) {
        const ms = await timedGet(run.base + pages(run)[index]![1], run.cookie);
        if (i >= WARM_UPS) times[r]!.push(ms);
      }
    runs.forEach((run, r) =>
      run.rows.push({ label, median: median(times[r]!), p95: percentile(times[r]!, 95), unit: 'ms' }),
    );
  }
}

/** The CSV export, with the server's memory and the home page's answers while it runs. */
async function measureExport({ base, cookie, server, rows }: Run): Promise<void> {
  for (let i = 0; i < WARM_UPS; i++) await timedGet(`${base}/`);
  const homeBefore: number[] = [];
  for (let i = 0; i < 10; i++) homeBefore.push(await timedGet(`${base}/`));
  const pid = server.pid!;
  const rssBefore = rssKb(pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 100);
  let exporting = true;
  const exportStart = performance.now();
  const exportDone = (async () => {
    const response = await fetch(`${base}/admin/dashboard/export?tur=teklifler`, { headers: { cookie } });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`export answered ${response.status}`);
    return bytes;
  })().finally(() => (exporting = false));
  const homeDuring: number[] = [];
  await sleep(50);
  // Bounded: at most 2,000 requests to the home page while the export runs.
  while (exporting && homeDuring.length < 2000) homeDuring.push(await timedGet(`${base}/`));
  const bytes = await exportDone;
  const exportMs = performance.now() - exportStart;
  clearInterval(sampler);
  rows.push({ label: 'CSV export (teklifler)', median: exportMs, p95: null, unit: 'ms' });
  rows.push({ label: 'CSV size (MB)', median: bytes / 1e6, p95: null, unit: 'MB' });
  rows.push({ label: 'server RSS before export (MB)', median: rssBefore / 1024, p95: null, unit: 'MB' });
  rows.push({ label: 'server peak RSS during export (MB)', median: peak / 1024, p95: null, unit: 'MB' });
  rows.push({
    label: 'home page before export',
    median: median(homeBefore),
    p95: percentile(homeBefore, 95),
    unit: 'ms',
  });
  rows.push({
    label: `home page during export (n=${homeDuring.length})`,
    median: homeDuring.length ? median(homeDuring) : NaN,
    p95: homeDuring.length ? percentile(homeDuring, 95) : null,
    unit: 'ms',
  });
}

/** Every size of one engine: all servers up at once, pages interleaved, then each export alone. */
async function measure(engine: 'sqlite' | 'postgres'): Promise<Row[][]> {
  const runs: Run[] = [];
  try {
    for (const size of SIZES) runs.push(await prepare(engine, size));
    await measurePages(runs);
    for (const run of runs) await measureExport(run);
    return runs.map((run) => run.rows);
  } finally {
    for (const run of runs) {
      await stopServer(run.server);
      await run.t.cleanup();
    }
  }
}

const fmt = (n: number | null) => (n === null || Number.isNaN(n) ? '–' : n >= 100 ? n.toFixed(0) : n.toFixed(1));

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
const engines = (pgServer ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)).filter(
  (engine) => !process.env.BENCH_ENGINES || process.env.BENCH_ENGINES.split(',').includes(engine),
);
for (const engine of engines) {
  const results = await measure(engine);
  const [small, large] = [results[0]!, results.at(-1)!];
  const a = SIZES[0]!.toLocaleString('en'),
    b = SIZES.at(-1)!.toLocaleString('en');
  console.log(
    `\n### ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${a} vs ${b} leads (N=${N} after ${WARM_UPS} warm-ups)\n`,
  );
  console.log(`| measure | ${a}: median | ${a}: p95 | ${b}: median | ${b}: p95 | ratio ${b}/${a} (median) |`);
  console.log('|---|---:|---:|---:|---:|---:|');
  small.forEach((row, i) => {
    const other = large[i]!;
    const label = row.label.replace(/ \(n=\d+\)$/, '');
    const unit = row.unit === 'ms' ? ' (ms)' : '';
    const n = row.label.match(/\(n=(\d+)\)$/)
      ? ` (n=${row.label.match(/n=(\d+)/)![1]}/${other.label.match(/n=(\d+)/)?.[1]})`
      : '';
    console.log(
      `| ${label}${unit}${n} | ${fmt(row.median)} | ${fmt(row.p95)} | ${fmt(other.median)} | ${fmt(other.p95)} | ${fmt(other.median / row.median)}× |`,
    );
  });
  console.log(
    '\nPage 200 exists only when a list has 200 pages (20 leads a page): with fewer leads it is answered as an empty page.',
  );
}

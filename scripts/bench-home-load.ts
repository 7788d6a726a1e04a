// `npm run bench:home-load`: the home page and a pre-rendered province page under load. Starts
// the production build (built first when there is none) with scripts/server.ts on a fresh data
// folder, then for each page keeps CONCURRENCY (default 50) requests in flight for
// BENCH_SECONDS (default 15) over keep-alive connections, as browsers asking for compressed
// HTML, and prints pages per second, the latencies' p50 and p99 and the server's memory (RSS
// before, highest during, and after the run). BENCH_RUNS (default 3) runs per page, alternating
// pages; every column is the median of the runs. The home page must serve within 1.5× of the
// province page's rate (docs/decisions/030). Figures, not assertions.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, refuseHeldPort } from './lib/bench-setup';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3000);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const seconds = Math.max(1, Number(process.env.BENCH_SECONDS ?? 15));
const concurrency = Math.max(1, Number(process.env.CONCURRENCY ?? 50));
const PAGES = { home: '/', province: '/hizmet-bolgeleri/marmara/istanbul' } as const;
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

await refuseHeldPort(port);
ensureBuild();

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-bench-home-'));
const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.ts'), '-p', String(port)], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
  stdio: 'ignore',
});

/** The server's resident memory in MB (Linux). */
function rssMb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function get(pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        agent,
        headers: { 'user-agent': BROWSER, accept: 'text/html', 'accept-encoding': 'br, gzip' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

async function waitForServer(ms = 90_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}.`);
    if ((await get('/hizmetlerimiz').catch(() => 0)) === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not answer.');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface Run {
  'pages/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'RSS before MB': number;
  'RSS peak MB': number;
  'RSS after MB': number;
  errors: number;
}

async function load(pathname: string): Promise<Run> {
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 200);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        const status = await get(pathname).catch(() => 0);
        if (status === 200) latencies.push(performance.now() - t);
        else errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  // The memory a second after the load: what the server keeps.
  await new Promise((r) => setTimeout(r, 1000));
  latencies.sort((a, b) => a - b);
  return {
    'pages/s': latencies.length / elapsed,
    'p50 ms': percentile(latencies, 0.5),
    'p99 ms': percentile(latencies, 0.99),
    'RSS before MB': before,
    'RSS peak MB': Math.max(peak, rssMb()),
    'RSS after MB': rssMb(),
    errors,
  };
}

try {
  await waitForServer();
  // Warm-up: both pages rendered once and the code paths loaded.
  for (const pathname of Object.values(PAGES)) for (let i = 0; i < 20; i++) await get(pathname);
  const results: Record<keyof typeof PAGES, Run[]> = { home: [], province: [] };
  for (let run = 1; run <= runs; run++) {
    for (const name of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
      const result = await load(PAGES[name]);
      results[name].push(result);
      console.log(
        `run ${run} ${name.padEnd(8)} ${result['pages/s'].toFixed(0)} pages/s, p50 ${result['p50 ms'].toFixed(0)} ms, p99 ${result['p99 ms'].toFixed(0)} ms, RSS ${result['RSS before MB'].toFixed(0)} → ${result['RSS peak MB'].toFixed(0)} → ${result['RSS after MB'].toFixed(0)} MB`,
      );
    }
  }
  const table: Record<string, Record<string, string>> = {};
  for (const name of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
    const column = (key: keyof Run) => median(results[name].map((r) => r[key]));
    table[`${name} ${PAGES[name]}`] = {
      'pages/s': column('pages/s').toFixed(0),
      'p50 ms': column('p50 ms').toFixed(0),
      'p99 ms': column('p99 ms').toFixed(0),
      'RSS before→peak→after MB': `${column('RSS before MB').toFixed(0)} → ${column('RSS peak MB').toFixed(0)} → ${column('RSS after MB').toFixed(0)}`,
      errors: String(column('errors')),
    };
  }
  console.log(`\n${concurrency} concurrent, ${seconds} s per run, median of ${runs} runs:`);
  console.table(table);
  const ratio =
    median(results.province.map((r) => r['pages/s'])) / Math.max(1, median(results.home.map((r) => r['pages/s'])));
  console.log(`Province page / home page rate: ${ratio.toFixed(2)}× (the goal: at most 1.5×)`);
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}

// Builds the app, starts it on a free port with a fresh temporary DATA_DIR and
// waits until it is healthy. Returns the teardown.
import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { ADMIN as E2E_ADMIN } from './helpers';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');


/** What the stand-in rates source answers (the widget test reads these). */
export const E2E_RATES = {
  Update_Date: '2026-11-21 10:00:00',
  USD: { Buying: '41,1000', Selling: '41,2345', Type: 'Currency' },
  EUR: { Buying: '47,0000', Selling: '47,5678', Type: 'Currency' },
  GBP: { Buying: '54,0000', Selling: '54,9012', Type: 'Currency' },
  GRA: { Buying: '4.300,00', Selling: '4.321,97', Type: 'Gold' },
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: { exitCode: number | null }, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited with code ${server.exitCode} before it was ready.`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not become healthy at ${url} within ${timeoutMs} ms.`);
}

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return; // an already running app was given

  if (process.env.E2E_SKIP_BUILD !== '1') {
    console.log('[e2e] building the app (next build)...');
    const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('next build failed');
  }

  // A local stand-in for the public rates source (the machine has no Internet).
  const rates = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(E2E_RATES));
  });
  await new Promise<void>((r) => rates.listen(0, '127.0.0.1', r));
  const ratesUrl = `http://127.0.0.1:${(rates.address() as net.AddressInfo).port}/today.json`;

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Forms: a shorter minimum fill time keeps the suite quick; tests wait past it.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LEAD_MIN_FILL_MS: '1000',
    LEAD_RATE_LIMIT: '5',
    CURRENCY_RATES_URL: ratesUrl,
  };
  delete env.DATABASE_URL;

  const server: ChildProcessByStdio<null, Readable, Readable> = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d: Buffer) => process.env.E2E_VERBOSE && process.stdout.write(`[app] ${d}`));
  server.stderr?.on('data', (d: Buffer) => process.stderr.write(`[app] ${d}`));

  await waitForHealth(baseUrl, server);

  // The administrator, created with the command-line tool as an operator would.
  const admin = spawnSync('npm', ['run', '--silent', 'admin:create', '--', '--email', E2E_ADMIN.email, '--password', E2E_ADMIN.password], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (admin.status !== 0) throw new Error(`admin:create failed: ${admin.stderr || admin.stdout}`);
  console.log(`[e2e] app ready at ${baseUrl} (DATA_DIR ${dataDir})`);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    rates.close();
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

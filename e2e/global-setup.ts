// Builds the app, starts it on a free port with a fresh temporary DATA_DIR and
// waits until it is healthy. Returns the teardown.
// The app runs on SQLite in that DATA_DIR, or on PostgreSQL when E2E_DATABASE_URL (or
// TEST_DATABASE_URL, as `.ci/with-postgres` sets it) names a server: the run then gets a
// database of its own on that server, dropped at the end, so runs never see each other's data.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { readConfig } from '../scripts/lib/config';
import { BUILD_SOURCES, buildFreshness } from '../scripts/lib/build-freshness';
import { buildSettingsOf, runProductionBuild } from '../scripts/lib/build-settings';
import { createThrowawayDatabase } from '../scripts/lib/throwaway-database';
import { ADMIN as E2E_ADMIN, MIN_FILL_MS, createStaffAccount } from './helpers';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

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

/** For tests that start an instance of their own (extra-app.ts). */
export { createThrowawayDatabase, freePort, waitForHealth };

/** Stops the app: SIGTERM, then SIGKILL if it has not exited within a few seconds. */
async function stop(server: ChildProcessByStdio<null, Readable, Readable>): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return; // an already running app was given

  if (process.env.E2E_SKIP_BUILD !== '1') {
    // The build `npm run build` makes, with the fingerprint of its build-time settings: a plain
    // `next build` had none, so the next `npm start` rebuilt (2–4 minutes), and the build
    // `npm start` made was rebuilt by the next test run (docs/decisions/050-fresh-machine.md).
    // A build that is still fresh (the one `npm start` made or kept) is used as it is.
    const config = readConfig(root);
    if (buildFreshness(root, BUILD_SOURCES, buildSettingsOf(config)).fresh) {
      console.log('[e2e] the build is up to date: not rebuilding');
    } else {
      console.log('[e2e] building the app (npm run build)...');
      const started = Date.now();
      if (runProductionBuild(root, config) !== 0) throw new Error('next build failed');
      // CI's log reads this line for its table of where the time goes (decision 050).
      console.log(`[e2e] built in ${Math.round((Date.now() - started) / 1000)} s`);
    }
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
  const pgServer = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const database = pgServer ? await createThrowawayDatabase(pgServer) : undefined;
  const baseUrl = `http://127.0.0.1:${port}`;
  // Forms: a shorter minimum fill time keeps the suite quick; tests wait past it.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LEAD_MIN_FILL_MS: String(MIN_FILL_MS),
    LEAD_RATE_LIMIT: '5',
    CURRENCY_RATES_URL: ratesUrl,
    // The test runner stands in for a proxy on this machine, so that each test can
    // name an address of its own in X-Forwarded-For (helpers' ownAddress).
    TRUST_PROXY: 'loopback',
    // Apps of their own (extra-app.ts) use this build with other data: no app writes its
    // regenerated pages into the shared build folder (next.config.ts).
    NEXT_ISR_FLUSH_TO_DISK: '0',
  };
  if (database) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;

  const server: ChildProcessByStdio<null, Readable, Readable> = spawn(
    process.execPath,
    // The server entry of `npm start`, so the tests go through the real client-address path.
    [path.join(root, 'scripts', 'server.ts'), '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (d: Buffer) => process.env.E2E_VERBOSE && process.stdout.write(`[app] ${d}`));
  server.stderr?.on('data', (d: Buffer) => process.stderr.write(`[app] ${d}`));

  const teardown = async () => {
    rates.close();
    await stop(server);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  /** A start that fails leaves no app, database or folder behind. */
  const abort = async (error: unknown): Promise<never> => {
    await teardown();
    throw error;
  };

  await waitForHealth(baseUrl, server).catch(abort);

  // The administrator, created with the command-line tool as an operator would.
  try {
    createStaffAccount(env, E2E_ADMIN);
  } catch (error) {
    await abort(error);
  }
  const engine = database ? `PostgreSQL database ${new URL(database.url).pathname.slice(1)}` : 'SQLite';
  console.log(`[e2e] app ready at ${baseUrl} on ${engine} (DATA_DIR ${dataDir})`);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  if (database) process.env.E2E_APP_DATABASE_URL = database.url;
  else delete process.env.E2E_APP_DATABASE_URL;

  return teardown;
}

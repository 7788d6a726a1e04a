// A second instance of the app for tests that need other settings than the
// suite's (e.g. another TRUST_PROXY): the same build and server entry as the
// main instance, a fresh DATA_DIR and its own administrator.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHealth } from './global-setup';

/** Waits until the server answers a page, whatever the state of its database. */
async function waitForPage(url: string, server: { exitCode: number | null }, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited with code ${server.exitCode} before it answered.`);
    const answered = await fetch(`${url}/hizmetlerimiz`).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not answer at ${url} within ${timeoutMs} ms.`);
}
import { ADMIN, MIN_FILL_MS, createStaffAccount } from './helpers';

const root = path.resolve(import.meta.dirname, '..');
/** The user and group id of `nobody` (unprivileged option). */
export const NOBODY = 65534;

export interface ExtraApp {
  url: string;
  /** Its data folder (SQLite database and uploads). */
  dataDir: string;
  /** Settles with the exit code when the server process ends by itself or is stopped. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * `prepare` runs on the new data folder before the server starts; with `healthy: false`
 * the app is only waited for until it answers a page (its database may be down), and
 * no administrator is created. `dataDir` gives a folder of the caller's (shared by several
 * instances, left in place at stop); `createAdmin: false` skips the administrator (another
 * instance on the same database created it). The app runs on SQLite unless `settings`
 * names a DATABASE_URL.
 */
export async function startExtraApp(
  settings: Record<string, string>,
  {
    prepare,
    healthy = true,
    dataDir: sharedDataDir,
    createAdmin = true,
    unprivileged = false,
  }: {
    prepare?: (dataDir: string) => void;
    healthy?: boolean;
    dataDir?: string;
    createAdmin?: boolean;
    /**
     * Runs the server as an ordinary user (nobody, through setpriv) when the tests run as root,
     * who writes through any file permission: for a data folder that must not be writable.
     */
    unprivileged?: boolean;
  } = {},
): Promise<ExtraApp> {
  const port = await freePort();
  const dataDir = sharedDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'hn-e2e-extra-'));
  prepare?.(dataDir);
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, {
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    CURRENCY_RATES_URL: 'http://127.0.0.1:9/today.json', // nothing listens: the widget keeps its fallback
    // Same build, other data: pages regenerated here stay in this process (next.config.ts).
    NEXT_ISR_FLUSH_TO_DISK: '0',
    // The forms' minimum fill time the stories wait out (pastMinimumFillTime), as the suite's app has it.
    LEAD_MIN_FILL_MS: String(MIN_FILL_MS),
    ...settings,
  });
  const command = [process.execPath, path.join(root, 'scripts', 'server.ts'), '-p', String(port), '-H', '127.0.0.1'];
  if (unprivileged && process.getuid?.() === 0)
    command.unshift('setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups');
  const server = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  server.stderr.on('data', (d: Buffer) => process.env.E2E_VERBOSE && process.stderr.write(`[extra app] ${d}`));
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (server.exitCode === null) server.kill('SIGKILL');
    if (!sharedDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    if (!healthy) {
      await waitForPage(url, server);
      return { url, dataDir, exited, stop };
    }
    await waitForHealth(url, server);
    if (!createAdmin) return { url, dataDir, exited, stop };
    createStaffAccount(env, ADMIN);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, exited, stop };
}

// A PostgreSQL server for tests that need one whatever engine the suite runs on: the
// suite's server when there is one (`.ci/with-postgres` sets TEST_DATABASE_URL), otherwise
// a throwaway cluster started as `.ci/with-postgres` starts it. Either way the test gets a
// database of its own, dropped at the end.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createThrowawayDatabase, freePort } from './global-setup';

export interface TestPostgres {
  /** postgres:// URL of the test's own database. */
  url: string;
  stop(): Promise<void>;
}

/** The folder of initdb and pg_ctl, or null when PostgreSQL is not installed. */
function postgresBin(): string | null {
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const fromPath = which.status === 0 ? path.dirname(which.stdout.trim()) : null;
  for (const dir of [
    fromPath,
    '/usr/lib/postgresql/17/bin',
    '/usr/lib/postgresql/16/bin',
    '/usr/lib/postgresql/15/bin',
  ]) {
    if (dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

/** Why a PostgreSQL cannot be had here, or null when it can. */
export function postgresUnavailable(): string | null {
  if (process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL) return null;
  return postgresBin() ? null : 'PostgreSQL is not installed (no initdb/pg_ctl): apt-get install postgresql';
}

export async function startPostgres(): Promise<TestPostgres> {
  const given = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (given) {
    const database = await createThrowawayDatabase(given);
    return { url: database.url, stop: () => database.drop() };
  }
  const bin = postgresBin();
  if (!bin) throw new Error(postgresUnavailable()!);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hn-e2e-pg-'));
  chmodSync(dir, 0o755);
  const root = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster belongs to the postgres user then.
  const asPg = (command: string, args: string[]) =>
    root ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args]) : execFileSync(command, args);
  if (root) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  const data = path.join(dir, 'data');
  const stopCluster = () => {
    try {
      asPg(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asPg(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    asPg(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  } catch (error) {
    stopCluster();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop: async () => stopCluster() };
}

// A SQLite database whose folder cannot be written (issue 35): the process reads it, every
// write fails with SQLite's read-only error, and once the folder is writable again the next
// request after the retry interval gets the writable database. Root writes through file
// permissions, so under root the process that opens it runs as `nobody` (setpriv).
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { readState, writeState } from '@/lib/data/app-state.server';
import { createDatabase, migrateToLatest, openReadOnlyDatabase } from './kysely.server';
import { isReadOnlyError } from './node-sqlite';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;

let dataDir = '';
afterEach(() => {
  if (!dataDir) return;
  for (const file of [dataDir, ...readdirSync(dataDir).map((f) => path.join(dataDir, f))]) {
    if (asRoot) chownSync(file, 0, 0);
    chmodSync(file, statSync(file).mode | 0o700);
  }
  rmSync(dataDir, { recursive: true, force: true });
  dataDir = '';
});

/** A migrated database holding one row, closed (a clean close leaves no -wal file). */
async function migrated(): Promise<string> {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-salt-okunur-'));
  const handle = createDatabase({ dataDir });
  await migrateToLatest(handle);
  await writeState(handle.db, 'saved-before', 'kayıtlı değer');
  await handle.db.destroy();
  return dataDir;
}

describe('openReadOnlyDatabase', () => {
  it('reads a migrated database and refuses every write with the read-only error', async () => {
    const handle = await openReadOnlyDatabase({ dataDir: await migrated() });
    try {
      expect(handle.readOnly).toBe(true);
      expect((await readState(handle.db, 'saved-before'))?.value).toBe('kayıtlı değer');
      const refused = await writeState(handle.db, 'yeni', 'x').catch((error: unknown) => error);
      expect(isReadOnlyError(refused)).toBe(true);
    } finally {
      await handle.db.destroy();
    }
  });

  it('refuses a database that is not up to date: migrating it needs writing', async () => {
    const dir = await migrated();
    const handle = createDatabase({ dataDir: dir });
    await sql`delete from kysely_migration where name = ${'029-token-sender'}`.execute(handle.db);
    await handle.db.destroy();
    await expect(openReadOnlyDatabase({ dataDir: dir })).rejects.toThrow(/not up to date \(1 migrations/);
  });
});

describe('isReadOnlyError', () => {
  it('finds SQLite’s read-only code in the error or its causes', () => {
    const sqlite = Object.assign(new Error('attempt to write a readonly database'), { errcode: 1544 });
    expect(isReadOnlyError(sqlite)).toBe(true);
    expect(isReadOnlyError(new Error('The database cannot be written', { cause: sqlite }))).toBe(true);
    expect(isReadOnlyError(Object.assign(new Error('database is locked'), { errcode: 5 }))).toBe(false);
    expect(isReadOnlyError(new Error('ECONNREFUSED'))).toBe(false);
  });
});

// What the child process does: reads and writes through getDb() as the app's requests do.
const CHILD = `
import { chmodSync, readdirSync } from 'node:fs';
import path from 'node:path';
const { getReadableDatabase, RETRY_WRITABLE_MS } = await import(${JSON.stringify(path.join(root, 'lib/db/kysely.server.ts'))});
const { readState, writeState } = await import(${JSON.stringify(path.join(root, 'lib/data/app-state.server.ts'))});
const seen = {};
const readOnly = await getReadableDatabase();
seen.readOnly = readOnly.readOnly ?? false;
seen.read = (await readState(readOnly.db, 'saved-before'))?.value ?? null;
seen.write = await writeState(readOnly.db, 'yeni', 'x').then(() => 'ok', (e) => e.message);
seen.files = readdirSync(process.env.DATA_DIR).sort();
// The operator makes the folder writable again (this process owns it).
const dir = process.env.DATA_DIR;
for (const f of [dir, ...readdirSync(dir).map((f) => path.join(dir, f))]) chmodSync(f, 0o700);
seen.soon = (await getReadableDatabase()).readOnly ?? false;
const later = await getReadableDatabase(Date.now() + RETRY_WRITABLE_MS + 1);
seen.later = later.readOnly ?? false;
seen.laterWrite = await writeState(later.db, 'yeni', 'x').then(() => 'ok', (e) => e.message);
console.log(JSON.stringify(seen));
process.exit(0);
`;

describe('a data folder that cannot be written, as the app opens it', () => {
  it('is read, refuses writes, and is written again once the folder is writable', async () => {
    const dir = await migrated();
    for (const file of [dir, ...readdirSync(dir).map((f) => path.join(dir, f))]) {
      if (asRoot) chownSync(file, NOBODY, NOBODY);
      chmodSync(file, statSync(file).mode & ~0o222);
    }
    const script = path.join(os.tmpdir(), `hn-salt-okunur-${process.pid}.mjs`);
    writeFileSync(script, CHILD);
    const node = [process.execPath, '--conditions=react-server', '--import', tsx, script];
    const command = asRoot ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', ...node] : node;
    const child = spawnSync(command[0]!, command.slice(1), {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        PATH: process.env.PATH,
        HOME: os.tmpdir(),
        DATA_DIR: dir,
        TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json'),
      } as unknown as NodeJS.ProcessEnv,
    });
    rmSync(script, { force: true });
    expect(child.status, child.stderr).toBe(0);
    const seen = JSON.parse(child.stdout.trim().split('\n').at(-1)!);
    expect(seen).toEqual({
      readOnly: true,
      read: 'kayıtlı değer',
      write: 'attempt to write a readonly database',
      // Nothing was created beside the database (no -wal, no -shm: the folder is read-only).
      files: ['site.db'],
      // The writable database is tried again only after the retry interval.
      soon: true,
      later: false,
      laterWrite: 'ok',
    });
  }, 90_000);
});

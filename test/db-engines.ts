// Test helper: the database engines a repository test runs on.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. Each handle is
// isolated (its own temporary folder or its own PostgreSQL schema).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import {
  createDatabase,
  migrateToLatest,
  type DatabaseHandle,
  type DatabaseOptions,
  type Db,
} from '@/lib/db/kysely.server';

export interface TestEngine {
  name: 'sqlite' | 'postgres';
  /** A database of its own, migrated to the latest schema unless `migrate` is false. */
  open(options?: { migrate?: boolean }): Promise<DatabaseHandle & { close(): Promise<void> }>;
  /**
   * Two app instances on one database of its own: two Kysely instances (two SQLite
   * connections to one file, or two PostgreSQL pools on one schema), each with its own
   * transactions; migrated once.
   */
  openTwo(): Promise<{ dbs: readonly [Db, Db]; close(): Promise<void> }>;
}

/** An isolated place for a database: the options to open it with, and how to remove it. */
interface Place {
  options: DatabaseOptions;
  remove(): Promise<void>;
}

/** Opens `count` handles on one new place, migrated once; `close` destroys them and the place. */
async function openOn(place: Place, count: number, migrate: boolean) {
  const handles: DatabaseHandle[] = [];
  for (let i = 0; i < count; i++) {
    const handle = createDatabase(place.options);
    if (i === 0 && migrate) await migrateToLatest(handle);
    handles.push(handle);
  }
  return {
    handles,
    async close() {
      for (const handle of handles) await handle.db.destroy();
      await place.remove();
    },
  };
}

function engine(name: TestEngine['name'], newPlace: () => Promise<Place>): TestEngine {
  return {
    name,
    async open({ migrate = true } = {}) {
      const { handles, close } = await openOn(await newPlace(), 1, migrate);
      return { ...handles[0]!, close };
    },
    async openTwo() {
      const { handles, close } = await openOn(await newPlace(), 2, true);
      return { dbs: [handles[0]!.db, handles[1]!.db] as const, close };
    },
  };
}

const sqliteEngine = engine('sqlite', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-db-test-'));
  return { options: { dataDir }, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
});

async function onPostgres(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const postgresEngine = (url: string) =>
  engine('postgres', async () => {
    const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    await onPostgres(url, `create schema ${schema}`);
    return {
      options: { databaseUrl: url, dataDir: os.tmpdir(), pgSchema: schema },
      remove: () => onPostgres(url, `drop schema ${schema} cascade`),
    };
  });

/**
 * SQLite, and PostgreSQL when TEST_DATABASE_URL is set. TEST_ENGINES=postgres leaves SQLite
 * out: CI's PostgreSQL pass (`npm run test:db`, .ci/run) sets it, since the unit pass before
 * it has run every file on SQLite already.
 */
export function testEngines(): TestEngine[] {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_ENGINES === 'postgres') {
    if (!url) throw new Error('TEST_ENGINES=postgres needs TEST_DATABASE_URL (.ci/with-postgres sets it)');
    return [postgresEngine(url)];
  }
  return url ? [sqliteEngine, postgresEngine(url)] : [sqliteEngine];
}

/** Opens before the tests of the enclosing `describe` block, closes after them. */
function useOpened<T extends { close(): Promise<void> }>(open: () => Promise<T>, use: (opened: T) => void): void {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await open();
    close = () => opened.close();
    use(opened);
  });
  afterAll(async () => close?.());
}

/**
 * Opens `engine` before the tests of the enclosing `describe` block and closes it after
 * them; `use` receives the open database before the first test runs:
 *   let db: Db;
 *   useTestDatabase(engine, (opened) => (db = opened));
 */
export function useTestDatabase(engine: TestEngine, use: (db: Db) => void): void {
  useOpened(
    () => engine.open(),
    (handle) => use(handle.db),
  );
}

/**
 * As `useTestDatabase`, with two app instances on one database (`TestEngine.openTwo`):
 *   let db: Db, other: Db;
 *   useTwoInstances(engine, (a, b) => ([db, other] = [a, b]));
 */
export function useTwoInstances(engine: TestEngine, use: (a: Db, b: Db) => void): void {
  useOpened(
    () => engine.openTwo(),
    ({ dbs }) => use(...dbs),
  );
}

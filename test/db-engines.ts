// Test helper: the database engines a repository test runs on.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. Each handle is
// isolated (its own temporary folder or its own PostgreSQL schema).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, migrateToLatest, type DatabaseHandle, type Db } from '@/lib/db/kysely.server';

export interface TestEngine {
  name: 'sqlite' | 'postgres';
  /** A database of its own, migrated to the latest schema unless `migrate` is false. */
  open(options?: { migrate?: boolean }): Promise<DatabaseHandle & { close(): Promise<void> }>;
}

const sqliteEngine: TestEngine = {
  name: 'sqlite',
  async open({ migrate = true } = {}) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-db-test-'));
    const handle = createDatabase({ dataDir });
    if (migrate) await migrateToLatest(handle);
    return {
      ...handle,
      async close() {
        await handle.db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

function postgresEngine(url: string): TestEngine {
  return {
    name: 'postgres',
    async open({ migrate = true } = {}) {
      const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const handle = createDatabase({ databaseUrl: url, dataDir: os.tmpdir(), pgSchema: schema });
      if (migrate) await migrateToLatest(handle);
      return {
        ...handle,
        async close() {
          await handle.db.destroy();
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          await client.query(`drop schema ${schema} cascade`);
          await client.end();
        },
      };
    },
  };
}

export function testEngines(): TestEngine[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [sqliteEngine, postgresEngine(url)] : [sqliteEngine];
}

/**
 * Opens `engine` before the tests of the enclosing `describe` block and closes it after
 * them; `use` receives the open database before the first test runs:
 *   let db: Db;
 *   useTestDatabase(engine, (opened) => (db = opened));
 */
export function useTestDatabase(engine: TestEngine, use: (db: Db) => void): void {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const handle = await engine.open();
    close = handle.close;
    use(handle.db);
  });
  afterAll(async () => close?.());
}

/**
 * Two app instances on one database: two Kysely instances (two SQLite connections to one
 * file, or two PostgreSQL pools on one schema), each with its own transactions.
 */
export async function openTwoInstances(engine: 'sqlite' | 'postgres') {
  if (engine === 'sqlite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-two-instances-'));
    const a = createDatabase({ dataDir });
    await migrateToLatest(a);
    const b = createDatabase({ dataDir });
    return {
      dbs: [a.db, b.db] as const,
      async close() {
        await a.db.destroy();
        await b.db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_two_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const a = createDatabase({ databaseUrl: url, dataDir: os.tmpdir(), pgSchema: schema });
  await migrateToLatest(a);
  const b = createDatabase({ databaseUrl: url, dataDir: os.tmpdir(), pgSchema: schema });
  return {
    dbs: [a.db, b.db] as const,
    async close() {
      await a.db.destroy();
      await b.db.destroy();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

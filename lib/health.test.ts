import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { readState } from '@/lib/data/app-state.server';
import { createDatabase, migrateToLatest } from '@/lib/db/kysely.server';
import { checkHealth, HEARTBEAT_KEY } from './health.server';

async function sqliteSite() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-health-'));
  const handle = createDatabase({ dataDir, sqlite: { onLost: vi.fn() } });
  await migrateToLatest(handle);
  return {
    ...handle,
    file: path.join(dataDir, 'site.db'),
    [Symbol.asyncDispose]: async () => {
      await handle.db.destroy().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('health check', () => {
  it('answers ok after a real read and a heartbeat write', async () => {
    await using site = await sqliteSite();
    expect(await checkHealth(async () => site.db)).toEqual({
      code: 200,
      body: { status: 'ok', db: 'ok', write: 'ok' },
    });
    expect(await readState(site.db, HEARTBEAT_KEY)).not.toBeNull();
  });

  it('answers 503 when the database can be read but not written (a read-only file, a full disk)', async () => {
    await using site = await sqliteSite();
    await sql`pragma query_only = on`.execute(site.db);
    const report = await checkHealth(async () => site.db);
    expect(report.code).toBe(503);
    expect(report.body).toEqual({ status: 'error', db: 'ok', write: 'error' });
  });

  it('answers 503 when the database cannot be reached', async () => {
    // A closed port: the connection is refused.
    const handle = createDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: os.tmpdir() });
    expect(await checkHealth(async () => handle.db)).toEqual({
      code: 503,
      body: { status: 'error', db: 'error', write: 'error' },
    });
    await handle.db.destroy();
  });

  it('answers 503 when the database does not answer in time', async () => {
    const never = () => new Promise<never>(() => {});
    expect(await checkHealth(never, 50)).toEqual({ code: 503, body: { status: 'error', db: 'error', write: 'error' } });
  });
});

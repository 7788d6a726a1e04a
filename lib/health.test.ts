import { describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from '@/lib/db/kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkHealth } from './health';

describe('health check', () => {
  it('answers ok after a real database round trip', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-health-'));
    const handle = createDatabase({ dataDir });
    await migrateToLatest(handle);
    expect(await checkHealth(async () => handle.db)).toEqual({ code: 200, body: { status: 'ok', db: 'ok' } });
    await handle.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 when the database cannot be reached', async () => {
    // A closed port: the connection is refused.
    const handle = createDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: os.tmpdir() });
    expect(await checkHealth(async () => handle.db)).toEqual({ code: 503, body: { status: 'error', db: 'error' } });
    await handle.db.destroy();
  });

  it('answers 503 when the database does not answer in time', async () => {
    const never = () => new Promise<never>(() => {});
    expect(await checkHealth(never, 50)).toEqual({ code: 503, body: { status: 'error', db: 'error' } });
  });
});

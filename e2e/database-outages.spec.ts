// The database fails under a running site, or is not there when it starts: the
// site must say so honestly and come back by itself, never lose what it acknowledged.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startExtraApp } from './extra-app';
import { ONCE } from './once';

test.describe.configure({ mode: 'default' });

test(
  'a server whose database file was deleted answers 503 and exits so that it is restarted',
  ONCE,
  async ({ request }) => {
    test.setTimeout(90_000);
    const app = await startExtraApp({});
    try {
      const healthy = await request.get(`${app.url}/api/health`);
      expect(await healthy.json()).toMatchObject({ status: 'ok', db: 'ok', write: 'ok' });

      rmSync(path.join(app.dataDir, 'site.db'));

      const health = await request.get(`${app.url}/api/health`);
      expect(health.status()).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'error', write: 'error' });
      // It exits by itself (code 1) so that the service manager starts it on the real file.
      expect(await app.exited).toBe(1);
    } finally {
      await app.stop();
    }
  },
);

test(
  'a server started while its database cannot be opened serves its pages, answers 503, and recovers by itself',
  ONCE,
  async ({ request }) => {
    test.setTimeout(90_000);
    // A folder where the database file should be: SQLite cannot open it, as with a database that is down.
    const app = await startExtraApp({}, { healthy: false, prepare: (dir) => mkdirSync(path.join(dir, 'site.db')) });
    try {
      expect((await request.get(`${app.url}/hizmetlerimiz`)).status()).toBe(200);
      expect((await request.get(`${app.url}/api/health`)).status()).toBe(503);

      rmSync(path.join(app.dataDir, 'site.db'), { recursive: true });

      // No restart: the next checks find the database (the start-up retries too).
      await expect
        .poll(async () => (await request.get(`${app.url}/api/health`)).status(), { timeout: 30_000 })
        .toBe(200);
    } finally {
      await app.stop();
    }
  },
);

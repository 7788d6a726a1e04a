// An operator deletes the SQLite file under the running server (or restores one by
// `mv`): the server must not go on acknowledging leads into a file that is gone.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startExtraApp } from './extra-app';

test('a server whose database file was deleted answers 503 and exits so that it is restarted', async ({ request }) => {
  test.setTimeout(90_000);
  const app = await startExtraApp({});
  try {
    const healthy = await request.get(`${app.url}/api/health`);
    expect(await healthy.json()).toEqual({ status: 'ok', db: 'ok', write: 'ok' });

    rmSync(path.join(app.dataDir, 'site.db'));

    const health = await request.get(`${app.url}/api/health`);
    expect(health.status()).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'error', write: 'error' });
    // It exits by itself (code 1) so that the service manager starts it on the real file.
    expect(await app.exited).toBe(1);
  } finally {
    await app.stop();
  }
});

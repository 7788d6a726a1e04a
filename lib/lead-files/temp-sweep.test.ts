// A server killed during a customer upload leaves the half-received file in
// DATA_DIR/lead-files/.tmp: the start-up sweep removes it, as it does the media store's.
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TEMP_MAX_AGE_MS } from '@/lib/storage/storage.server';

vi.mock('server-only', () => ({}));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-lead-tmp-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the start-up sweep of temporary upload files', () => {
  it('removes a half-received lead file left in DATA_DIR/lead-files/.tmp and keeps one being received', async () => {
    const { startUploadTempSweep } = await import('./store.server');
    const old = new Date(Date.now() - TEMP_MAX_AGE_MS - 60_000);
    const files = ['lead-files', 'uploads'].map((folder) => {
      mkdirSync(path.join(dataDir, folder, '.tmp'), { recursive: true });
      const left = path.join(dataDir, folder, '.tmp', 'kesilen-yukleme');
      writeFileSync(left, 'yarım');
      utimesSync(left, old, old);
      return left;
    });
    const receiving = path.join(dataDir, 'lead-files', '.tmp', 'suren-yukleme');
    writeFileSync(receiving, 'sürüyor');
    const stop = startUploadTempSweep();
    try {
      await vi.waitFor(() => expect(files.map((f) => existsSync(f))).toEqual([false, false]));
      expect(existsSync(receiving)).toBe(true);
    } finally {
      stop();
    }
  });
});

import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  localFileStore,
  startTempSweep,
  TEMP_MAX_AGE_MS,
  TEMP_SWEEP_INTERVAL_MS,
  type FileStore,
} from './storage.server';

const root = mkdtempSync(path.join(os.tmpdir(), 'hn-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('temporary upload files', () => {
  afterEach(() => vi.useRealTimers());

  it('sweeps the ones not written to for an hour and keeps the ones being received', async () => {
    const store = localFileStore(root);
    const now = Date.now();
    const old = await store.tempPath();
    const fresh = await store.tempPath();
    const almost = await store.tempPath();
    for (const file of [old, fresh, almost]) writeFileSync(file, 'parça');
    const ago = (ms: number) => new Date(now - ms);
    utimesSync(old, ago(TEMP_MAX_AGE_MS + 60_000), ago(TEMP_MAX_AGE_MS + 60_000));
    utimesSync(almost, ago(TEMP_MAX_AGE_MS - 60_000), ago(TEMP_MAX_AGE_MS - 60_000));

    expect(await store.sweepTemp(TEMP_MAX_AGE_MS, now)).toBe(1);
    expect([old, fresh, almost].map((f) => existsSync(f))).toEqual([false, true, true]);
    // Stored files are never touched, only the temporary folder.
    writeFileSync(path.join(root, 'gallery_1_a-640.webp'), 'x');
    utimesSync(path.join(root, 'gallery_1_a-640.webp'), ago(10 * TEMP_MAX_AGE_MS), ago(10 * TEMP_MAX_AGE_MS));
    expect(await store.sweepTemp(TEMP_MAX_AGE_MS, now + 2 * TEMP_MAX_AGE_MS)).toBe(2);
    expect(existsSync(path.join(root, 'gallery_1_a-640.webp'))).toBe(true);
  });

  it('sweeps nothing, and fails nothing, before the first upload made the folder', async () => {
    expect(await localFileStore(path.join(root, 'bos')).sweepTemp(TEMP_MAX_AGE_MS)).toBe(0);
  });

  it('sweeps at start and then every 15 minutes until stopped', async () => {
    vi.useFakeTimers();
    const sweepTemp = vi.fn<FileStore['sweepTemp']>().mockResolvedValue(0);
    const stop = startTempSweep({ ...localFileStore(root), sweepTemp });
    expect(sweepTemp).toHaveBeenCalledTimes(1);
    expect(sweepTemp).toHaveBeenLastCalledWith(TEMP_MAX_AGE_MS);
    await vi.advanceTimersByTimeAsync(TEMP_SWEEP_INTERVAL_MS);
    expect(sweepTemp).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * TEMP_SWEEP_INTERVAL_MS);
    expect(sweepTemp).toHaveBeenCalledTimes(4);
    const timers = vi.getTimerCount();
    stop();
    expect(vi.getTimerCount()).toBe(timers - 1);
  });
});

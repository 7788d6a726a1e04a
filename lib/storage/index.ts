import 'server-only';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { env } from '@/lib/env';

/** Stored file names: letters, digits, dot, underscore and hyphen; no folders. */
export const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** The one small interface uploaded files live behind. */
export interface FileStore {
  /** Moves a finished temporary file into the store under `name`. */
  adopt(tempPath: string, name: string): Promise<void>;
  write(name: string, data: Readable | Buffer): Promise<void>;
  read(name: string, range?: { start: number; end: number }): Readable;
  size(name: string): Promise<number | null>;
  remove(name: string): Promise<void>;
  /** A new temporary path inside the store's folder (same disk, so adopting is a rename). */
  tempPath(): Promise<string>;
  /** Removes temporary files not written to for `maxAgeMs` (left by a crash); returns how many. */
  sweepTemp(maxAgeMs: number, now?: number): Promise<number>;
}

function checked(name: string): string {
  if (!STORED_NAME.test(name)) throw new Error(`invalid stored file name: ${name}`);
  return name;
}

export function localFileStore(root: string): FileStore {
  const file = (name: string) => path.join(root, checked(name));
  const tmp = path.join(root, '.tmp');
  return {
    async adopt(tempPath, name) {
      await mkdir(root, { recursive: true });
      await rename(tempPath, file(name));
    },
    async write(name, data) {
      await mkdir(root, { recursive: true });
      if (Buffer.isBuffer(data)) {
        const { writeFile } = await import('node:fs/promises');
        await writeFile(file(name), data);
      } else {
        await pipeline(data, createWriteStream(file(name)));
      }
    },
    read(name, range) {
      return createReadStream(file(name), range);
    },
    async size(name) {
      try {
        const s = await stat(file(name));
        return s.isFile() ? s.size : null;
      } catch {
        return null;
      }
    },
    async remove(name) {
      await rm(file(name), { force: true });
    },
    async tempPath() {
      await mkdir(tmp, { recursive: true });
      return path.join(tmp, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
    },
    async sweepTemp(maxAgeMs, now = Date.now()) {
      let names: string[];
      try {
        names = await readdir(tmp);
      } catch {
        return 0;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(tmp, name);
        try {
          // A file being received is written to all the time: only one left behind gets old.
          if (now - (await stat(file)).mtimeMs < maxAgeMs) continue;
          await rm(file, { force: true, recursive: true });
          removed++;
        } catch {
          // removed meanwhile
        }
      }
      return removed;
    },
  };
}

/** Temporary upload files older than this are left over from a crash or a lost request. */
export const TEMP_MAX_AGE_MS = 60 * 60 * 1000;
/** How often the leftovers are swept while the server runs. */
export const TEMP_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

const sweeps = globalThis as unknown as { __tempSweep?: NodeJS.Timeout };

/**
 * Sweeps the store's temporary files older than an hour now and every 15
 * minutes, on a timer that never keeps the process alive. Started once at
 * server start (instrumentation.ts); a second call does nothing. Returns what stops it.
 */
export function startTempSweep(store: FileStore = fileStore()): () => void {
  const stop = () => {
    clearInterval(sweeps.__tempSweep);
    sweeps.__tempSweep = undefined;
  };
  if (sweeps.__tempSweep) return stop;
  const sweep = () =>
    store.sweepTemp(TEMP_MAX_AGE_MS).then(
      (removed) => {
        if (removed) console.warn(`[storage] ${removed} leftover temporary upload file(s) removed`);
      },
      (error: unknown) =>
        console.error('[storage] temporary files not swept:', error instanceof Error ? error.message : error),
    );
  void sweep();
  sweeps.__tempSweep = setInterval(sweep, TEMP_SWEEP_INTERVAL_MS).unref();
  return stop;
}

let store: FileStore | undefined;

/** Uploaded files under DATA_DIR/uploads. */
export function fileStore(): FileStore {
  return (store ??= localFileStore(path.join(env().dataDir, 'uploads')));
}

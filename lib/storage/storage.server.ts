import 'server-only';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { env, s3Settings } from '@/lib/env';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '@/lib/private-files';
import { byName, checked, STORED_NAME } from './names';
import { s3FileStore } from './s3.server';

export { STORED_NAME } from './names';

/** A stored file and its size in bytes. */
export interface StoredFile {
  name: string;
  size: number;
}

/**
 * The one small interface uploaded files live behind: a folder on the local
 * disk (`localFileStore`) or an S3-compatible bucket (`s3FileStore`). Uploads
 * are received into temporary files on the local disk either way.
 */
export interface FileStore {
  /** Moves a finished temporary file into the store under `name` (the temporary file is gone after). */
  adopt(tempPath: string, name: string): Promise<void>;
  write(name: string, data: Readable | Buffer): Promise<void>;
  /** The file's bytes, or those from `start` to `end` (both included), streamed. Rejects when it is missing. */
  read(name: string, range?: { start: number; end: number }): Promise<Readable>;
  size(name: string): Promise<number | null>;
  /** Removes a file; a missing one is no error. */
  remove(name: string): Promise<void>;
  /** Every stored file (not the temporary ones), by name. */
  list(): Promise<StoredFile[]>;
  /** A new temporary path on the local disk (for the local store, the same disk, so adopting is a rename). */
  tempPath(): Promise<string>;
  /** Removes temporary files not written to for `maxAgeMs` (left by a crash); returns how many. */
  sweepTemp(maxAgeMs: number, now?: number): Promise<number>;
}

export function localFileStore(root: string): FileStore {
  const file = (name: string) => path.join(root, checked(name));
  const tmp = path.join(root, '.tmp');
  return {
    async adopt(tempPath, name) {
      await mkdir(root, { recursive: true, mode: PRIVATE_DIR_MODE });
      await rename(tempPath, file(name));
    },
    async write(name, data) {
      await mkdir(root, { recursive: true, mode: PRIVATE_DIR_MODE });
      if (Buffer.isBuffer(data)) {
        const { writeFile } = await import('node:fs/promises');
        await writeFile(file(name), data, { mode: PRIVATE_FILE_MODE });
      } else {
        await pipeline(data, createWriteStream(file(name), { mode: PRIVATE_FILE_MODE }));
      }
    },
    async read(name, range) {
      const stream = createReadStream(file(name), range);
      // Opened before it is handed out, so a missing file rejects here as it does in a bucket.
      await new Promise<void>((resolve, reject) => {
        stream.once('ready', () => resolve());
        stream.once('error', reject);
      });
      return stream;
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
    async list() {
      let entries;
      try {
        entries = await readdir(root, { withFileTypes: true });
      } catch {
        return [];
      }
      const files: StoredFile[] = [];
      for (const entry of entries) {
        if (!entry.isFile() || !STORED_NAME.test(entry.name)) continue;
        try {
          files.push({ name: entry.name, size: (await stat(file(entry.name))).size });
        } catch {
          // removed meanwhile
        }
      }
      return files.sort(byName);
    },
    ...localTemp(tmp),
  };
}

/** Temporary upload files in the folder `tmp` on the local disk, and their sweep. */
export function localTemp(tmp: string): Pick<FileStore, 'tempPath' | 'sweepTemp'> {
  return {
    async tempPath() {
      await mkdir(tmp, { recursive: true, mode: PRIVATE_DIR_MODE });
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
 * Sweeps the stores' temporary files older than an hour now and every 15 minutes, on a timer
 * that never keeps the process alive. Started once at server start (instrumentation.ts, for
 * the media store and the lead files' store); a second call does nothing. Returns what stops it.
 */
export function startTempSweep(stores: FileStore | FileStore[] = fileStore()): () => void {
  const stop = () => {
    clearInterval(sweeps.__tempSweep);
    sweeps.__tempSweep = undefined;
  };
  if (sweeps.__tempSweep) return stop;
  const all = Array.isArray(stores) ? stores : [stores];
  const sweep = () =>
    Promise.all(
      all.map((store) =>
        store.sweepTemp(TEMP_MAX_AGE_MS).then(
          (removed) => {
            if (removed) console.warn(`[storage] ${removed} leftover temporary upload file(s) removed`);
          },
          (error: unknown) =>
            console.error('[storage] temporary files not swept:', error instanceof Error ? error.message : error),
        ),
      ),
    );
  void sweep();
  sweeps.__tempSweep = setInterval(sweep, TEMP_SWEEP_INTERVAL_MS).unref();
  return stop;
}

let store: FileStore | undefined;

/**
 * The configured store: uploaded files under DATA_DIR/uploads, or in the bucket
 * when MEDIA_STORE=s3 (temporary upload files stay in DATA_DIR/uploads/.tmp).
 */
export function fileStore(): FileStore {
  if (store) return store;
  const e = env();
  const uploads = path.join(e.dataDir, 'uploads');
  const s3 = s3Settings(e);
  return (store = s3 ? s3FileStore(s3, localTemp(path.join(uploads, '.tmp'))) : localFileStore(uploads));
}

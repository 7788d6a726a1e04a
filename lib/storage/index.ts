import 'server-only';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
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
  };
}

let store: FileStore | undefined;

/** Uploaded files under DATA_DIR/uploads. */
export function fileStore(): FileStore {
  return (store ??= localFileStore(path.join(env().dataDir, 'uploads')));
}

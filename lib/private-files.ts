// The data folder holds the staff's password hashes and the customers' leads: what the
// site creates there (the folder, the SQLite database, uploads) and the backups are
// readable by their owner only, whatever the process's umask. Plain TypeScript with no
// alias imports: lib/env.ts, which `npm start` loads with Node's type stripping, uses it.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';

/** Mode of a folder the site creates: rwx for the owner, nothing for anyone else. */
export const PRIVATE_DIR_MODE = 0o700;
/** Mode of a file the site creates: rw for the owner, nothing for anyone else. */
export const PRIVATE_FILE_MODE = 0o600;

/** Creates a folder (and its missing parents) with owner-only access; an existing folder keeps its mode. */
export function makePrivateDir(dir: string): void {
  // One level at a time, from the deepest folder that exists: Node's `recursive: true` never
  // returns where mkdir answers ENOENT under an existing parent (`/proc/nope`: it retried for
  // 32 minutes on one core). Here that error is thrown, naming the folder.
  const missing: string[] = [];
  for (let at = path.resolve(dir); !existsSync(at); at = path.dirname(at)) {
    missing.unshift(at);
    if (path.dirname(at) === at) break;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder, { mode: PRIVATE_DIR_MODE });
    } catch (error) {
      // Another process made it in between: fine.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  // mkdir's mode is masked by the umask; an owner-only mode never loses anything to it.
}

/**
 * Creates an empty owner-only file unless it exists (an existing file keeps its mode).
 * SQLite gives its -wal and -shm files the mode of the database file, so creating
 * site.db this way before SQLite opens it keeps all three private.
 */
export function touchPrivateFile(file: string): void {
  try {
    // Exclusive create: an existing file is not opened at all (it may be read-only).
    closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** Makes an existing file owner-only (a file copied or written by another program). */
export function makePrivate(file: string): void {
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** Whether other local users can read or enter a file or folder (group or other permission bits). */
export function isSharedWithOthers(target: string): boolean {
  return (statSync(target).mode & 0o077) !== 0;
}

import 'server-only';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '@/lib/private-files';
import type { FileStore } from '@/lib/storage/storage.server';

/**
 * One-file backups of the site: a consistent snapshot of the database (SQLite's
 * online backup, safe while the site writes; `pg_dump` on PostgreSQL) and every
 * uploaded file (from DATA_DIR/uploads, or from the bucket with MEDIA_STORE=s3),
 * with a manifest of row counts and checksums, in a .tar.gz. The files sit in
 * the archive's uploads/ folder either way, so a backup of a site on the disk
 * restores into a bucket and the other way round.
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  engine: 'sqlite' | 'postgres';
  /** Rows per table in the snapshot (SQLite; on PostgreSQL, counted just before the dump). */
  tables: Record<string, number>;
  files: { path: string; bytes: number; sha256: string }[];
}

export interface SiteLocation {
  dataDir: string;
  databaseUrl?: string;
  /** The bucket the media live in (MEDIA_STORE=s3); without it, DATA_DIR/uploads. */
  media?: FileStore;
}

const SQLITE_FILE = 'site.db';
const PG_DUMP = 'database.pgdump';
const UPLOADS = 'uploads';
const MANIFEST = 'manifest.json';
/** Tables whose rows the manifest counts: what staff and visitors created. */
const COUNTED_TABLES = ['leads', 'hero_images', 'gallery_images', 'video_gallery'];

/** A restore that would overwrite data, or an archive that does not check out. */
export class RestoreRefusedError extends Error {
  name = 'RestoreRefusedError';
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += String(d)));
    child.on('error', (error) => reject(new Error(`${command}: ${error.message}`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim().split('\n')[0]}`)),
    );
  });
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `dir`, relative, without the in-progress uploads in `.tmp`. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name === '.tmp') continue;
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(path.join(dir, entry.name), relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found.sort();
}

function countRows(file: string): Record<string, number> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return Object.fromEntries(
      COUNTED_TABLES.map((t) => [t, Number((db.prepare(`select count(*) as n from ${t}`).get() as { n: number }).n)]),
    );
  } finally {
    db.close();
  }
}

async function countPostgresRows(databaseUrl: string): Promise<Record<string, number>> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    for (const t of COUNTED_TABLES)
      counts[t] = Number((await client.query(`select count(*) as n from ${t}`)).rows[0].n);
    return counts;
  } finally {
    await client.end();
  }
}

/** Writes the backup archive `out` and returns its manifest. */
export async function createBackup(site: SiteLocation, out: string): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'hn-backup-'));
  try {
    let engine: BackupManifest['engine'];
    let tables: Record<string, number>;
    if (site.databaseUrl) {
      engine = 'postgres';
      tables = await countPostgresRows(site.databaseUrl);
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-acl',
        `--file=${path.join(staging, PG_DUMP)}`,
        site.databaseUrl,
      ]);
    } else {
      engine = 'sqlite';
      const source = new DatabaseSync(path.join(site.dataDir, SQLITE_FILE));
      try {
        // All pages in one step: in WAL mode the site keeps writing meanwhile, and the copy is one snapshot.
        await backup(source, path.join(staging, SQLITE_FILE), { rate: 1_000_000 });
      } finally {
        source.close();
      }
      tables = countRows(path.join(staging, SQLITE_FILE));
    }
    const uploads = path.join(site.dataDir, UPLOADS);
    const files: BackupManifest['files'] = [];
    const media = site.media;
    // Objects are streamed from the bucket to the staging folder one at a time.
    const names = media ? (await media.list()).map((f) => f.name) : await listFiles(uploads);
    for (const relative of names) {
      const target = path.join(staging, UPLOADS, relative);
      await mkdir(path.dirname(target), { recursive: true });
      if (media) await pipeline(await media.read(relative), createWriteStream(target));
      else await copyFile(path.join(uploads, relative), target);
      files.push({
        path: path.join(UPLOADS, relative),
        bytes: (await stat(target)).size,
        sha256: await sha256(target),
      });
    }
    const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), engine, tables, files };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // The archive holds the password hashes and the leads: owner-only from its first byte
    // (created empty with that mode, or made so when a file of that name was there).
    await mkdir(path.dirname(path.resolve(out)), { recursive: true, mode: PRIVATE_DIR_MODE });
    await writeFile(path.resolve(out), '', { mode: PRIVATE_FILE_MODE });
    await chmod(path.resolve(out), PRIVATE_FILE_MODE);
    await run('tar', ['-czf', path.resolve(out), '-C', staging, '.']);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*) as n from information_schema.tables where table_schema = current_schema()`,
    );
    return Number(rows[0].n) > 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores an archive into the configured site. Refuses, unless `force`, when the
 * data folder (or the PostgreSQL database) already holds data; checks every file
 * against the manifest before anything is written.
 */
export async function restoreBackup(
  site: SiteLocation,
  archive: string,
  { force = false } = {},
): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'hn-restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(archive), '-C', staging]);
    const manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new RestoreRefusedError(`Bilinmeyen yedek biçimi: ${String(manifest.format)}`);
    for (const file of manifest.files) {
      if ((await sha256(path.join(staging, file.path))) !== file.sha256)
        throw new RestoreRefusedError(`Yedek bozuk: ${file.path} dosyasının sağlama toplamı tutmuyor.`);
    }
    const uploads = path.join(site.dataDir, UPLOADS);
    const sqliteFile = path.join(site.dataDir, SQLITE_FILE);
    if (manifest.engine === 'postgres' && !site.databaseUrl)
      throw new RestoreRefusedError('Bu yedek bir PostgreSQL veritabanının; geri yüklemek için DATABASE_URL verin.');
    if (manifest.engine === 'sqlite' && site.databaseUrl)
      throw new RestoreRefusedError("Bu yedek bir SQLite veritabanının; geri yüklemek için DATABASE_URL'i kaldırın.");
    if (!force) {
      const inBucket = site.media ? (await site.media.list()).length : 0;
      const hasData =
        inBucket > 0 ||
        (!site.media && (await listFiles(uploads)).length > 0) ||
        (manifest.engine === 'sqlite' ? existsSync(sqliteFile) : await postgresHasTables(site.databaseUrl!));
      if (hasData)
        throw new RestoreRefusedError(
          `Sitede zaten veri var${inBucket ? ` (kovada ${inBucket} dosya)` : ''}; geri yükleme üzerine yazar. ` +
            'Siteyi durdurup komutu --force ile yeniden çalıştırın.',
        );
    }
    await mkdir(site.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    if (manifest.engine === 'sqlite') {
      for (const suffix of ['', '-wal', '-shm']) await rm(`${sqliteFile}${suffix}`, { force: true });
      await copyFile(path.join(staging, SQLITE_FILE), sqliteFile);
      await chmod(sqliteFile, PRIVATE_FILE_MODE);
    } else {
      await run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-acl',
        `--dbname=${site.databaseUrl!}`,
        path.join(staging, PG_DUMP),
      ]);
    }
    for (const file of manifest.files) {
      if (site.media) {
        await site.media.write(path.relative(UPLOADS, file.path), createReadStream(path.join(staging, file.path)));
        continue;
      }
      const target = path.join(site.dataDir, file.path);
      await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      await copyFile(path.join(staging, file.path), target);
      await chmod(target, PRIVATE_FILE_MODE);
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

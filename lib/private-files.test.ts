// The data folder holds the staff's password hashes and the customers' leads: nothing
// the site creates there, and no backup, may be readable by another user of the machine.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, migrateToLatest } from '@/lib/db/kysely.server';
import { createBackup, restoreBackup } from '@/lib/ops/backup.server';
import { localFileStore } from '@/lib/storage/storage.server';
import { makePrivateDir, touchPrivateFile } from './private-files';

const work = mkdtempSync(path.join(os.tmpdir(), 'hn-private-'));
const mode = (target: string) => statSync(target).mode & 0o777;
let umask: number;

// A usual umask, under which Node and SQLite create 0755 folders and 0644 files.
beforeAll(() => {
  umask = process.umask(0o022);
});
afterAll(() => {
  process.umask(umask);
  rmSync(work, { recursive: true, force: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('files the site keeps are readable by their owner only', () => {
  it('DATA_DIR is created 0700 (with its missing parents), and an existing shared one is reported', async () => {
    const dataDir = path.join(work, 'srv', 'veri');
    vi.stubEnv('DATA_DIR', dataDir);
    vi.resetModules();
    const { env } = await import('./env');
    expect(env().dataDir).toBe(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.dirname(dataDir))).toBe(0o700);

    const shared = mkdtempSync(path.join(work, 'eski-'));
    (await import('node:fs')).chmodSync(shared, 0o755);
    vi.stubEnv('DATA_DIR', shared);
    vi.resetModules();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    (await import('./env')).env();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`chmod 700 ${shared}`));
    expect(mode(shared)).toBe(0o755); // left as the operator set it
  });

  it('the SQLite database and its -wal and -shm files are 0600', async () => {
    const dataDir = path.join(work, 'db');
    const handle = createDatabase({ dataDir });
    try {
      await migrateToLatest(handle);
      await sql`select 1`.execute(handle.db);
      expect(mode(dataDir)).toBe(0o700);
      for (const file of ['site.db', 'site.db-wal', 'site.db-shm'])
        expect(mode(path.join(dataDir, file)), file).toBe(0o600);
    } finally {
      await handle.db.destroy();
    }
  });

  it('uploads: the folder, the files being received and the files kept', async () => {
    const uploads = path.join(work, 'site', 'uploads');
    const store = localFileStore(uploads);
    const temp = await store.tempPath();
    writeFileSync(temp, 'x', { mode: 0o600 });
    await store.adopt(temp, 'gallery_1_a.webp');
    await store.write('gallery_1_a_640.webp', Buffer.from('küçük'));
    await store.write('video_2_b.mp4', Readable.from([Buffer.from('video')]));
    expect(mode(uploads)).toBe(0o700);
    expect(mode(path.join(uploads, '.tmp'))).toBe(0o700);
    for (const file of ['gallery_1_a.webp', 'gallery_1_a_640.webp', 'video_2_b.mp4'])
      expect(mode(path.join(uploads, file)), file).toBe(0o600);
  });

  it('a backup archive (also over an older readable one) and what a restore writes', async () => {
    const dataDir = path.join(work, 'yedeklenen');
    const handle = createDatabase({ dataDir });
    await migrateToLatest(handle);
    await handle.db.destroy();
    await localFileStore(path.join(dataDir, 'uploads')).write('gallery_1_a.webp', Buffer.from('foto'));

    const out = path.join(work, 'yedekler', 'site.tar.gz');
    await createBackup({ dataDir }, out);
    expect(mode(path.dirname(out))).toBe(0o700);
    expect(mode(out)).toBe(0o600);
    const older = path.join(work, 'yedekler', 'eski.tar.gz');
    writeFileSync(older, 'eski', { mode: 0o644 });
    await createBackup({ dataDir }, older);
    expect(mode(older)).toBe(0o600);

    const restored = path.join(work, 'geri');
    await restoreBackup({ dataDir: restored }, out);
    expect(mode(restored)).toBe(0o700);
    expect(mode(path.join(restored, 'site.db'))).toBe(0o600);
    expect(mode(path.join(restored, 'uploads'))).toBe(0o700);
    expect(mode(path.join(restored, 'uploads', 'gallery_1_a.webp'))).toBe(0o600);
  });

  it('creating the database file leaves an existing one as it is', () => {
    const file = path.join(work, 'var.db');
    writeFileSync(file, 'içerik', { mode: 0o640 });
    touchPrivateFile(file);
    expect(mode(file)).toBe(0o640);
    expect(statSync(file).size).toBe(Buffer.byteLength('içerik'));
  });

  it('the systemd units create files with umask 0077 (the backups, and the app)', () => {
    for (const unit of ['hafif-nakliyat-backup.service', 'hafif-nakliyat.service']) {
      const text = readFileSync(path.join(import.meta.dirname, '..', 'deploy', unit), 'utf8');
      expect(text, unit).toMatch(/^UMask=0077$/m);
    }
  });
});

describe('a folder that cannot be created', () => {
  it('throws at once, naming the cause, instead of retrying for ever (Node: mkdir recursive under /proc)', () => {
    const started = Date.now();
    expect(() => makePrivateDir('/proc/hn-yok/veri')).toThrow(/ENOENT/);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('still creates missing parents, owner-only', () => {
    const base = mkdtempSync(path.join(os.tmpdir(), 'hn-dir-'));
    try {
      makePrivateDir(path.join(base, 'a', 'b', 'c'));
      makePrivateDir(path.join(base, 'a', 'b', 'c')); // existing: nothing happens
      expect(statSync(path.join(base, 'a', 'b', 'c')).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(base, 'a')).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});

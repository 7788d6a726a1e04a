import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { insertLead } from '@/lib/leads/index.server';
import { createDatabase, migrateToLatest } from '@/lib/db/kysely.server';
import { localTemp, type FileStore } from '@/lib/storage/storage.server';
import { s3FileStore } from '@/lib/storage/s3.server';
import { startTestS3 } from '@/test/s3';
import { createBackup, restoreBackup, RestoreRefusedError } from './backup.server';

const work = mkdtempSync(path.join(os.tmpdir(), 'hn-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const folder = (name: string) => path.join(work, name);
const nextTick = () => new Promise((resolve) => setImmediate(resolve));

/** A site with a database and three uploaded files (and an upload still in progress). */
async function siteWithMedia(name: string) {
  const dataDir = folder(name);
  mkdirSync(dataDir);
  const handle = createDatabase({ dataDir });
  await migrateToLatest(handle);
  const media: Record<string, Buffer> = {
    'uploads/gallery_1_a.webp': randomBytes(40_000),
    'uploads/gallery_1_a_640.webp': randomBytes(9_000),
    'uploads/video_2_b.mp4': randomBytes(120_000),
  };
  mkdirSync(path.join(dataDir, 'uploads', '.tmp'), { recursive: true });
  for (const [file, bytes] of Object.entries(media)) writeFileSync(path.join(dataDir, file), bytes);
  writeFileSync(path.join(dataDir, 'uploads', '.tmp', 'yarim'), 'yarım kalmış yükleme');
  return { dataDir, db: handle.db, media };
}

describe('backup and restore on SQLite', () => {
  it('a backup taken during a burst of leads restores every lead acknowledged before it began, and every file', async () => {
    const site = await siteWithMedia('canli');
    const acknowledged: string[] = [];
    let stop = false;
    const burst = (async () => {
      for (let i = 0; !stop; i++) {
        const lead = await insertLead(site.db, {
          kind: 'contact',
          name: `Yoğun ${i}`,
          email: `yogun${i}@example.com`,
          subject: 'Genel',
          message: 'Yedek alınırken gelen talep.',
        });
        acknowledged.push(lead.id);
        await nextTick(); // other work (the backup) goes on between leads, as on a real server
      }
    })();
    while (acknowledged.length < 25) await nextTick();
    const beforeBackup = [...acknowledged];
    const archive = folder('yedek.tar.gz');
    const manifest = await createBackup({ dataDir: site.dataDir }, archive);
    stop = true;
    await burst;
    await site.db.destroy();

    expect(manifest.engine).toBe('sqlite');
    expect(manifest.tables.leads).toBeGreaterThanOrEqual(beforeBackup.length);
    expect(manifest.files.map((f) => f.path)).toEqual(Object.keys(site.media).sort());

    const restored = folder('geri');
    await restoreBackup({ dataDir: restored }, archive);
    const check = createDatabase({ dataDir: restored });
    const ids = (await check.db.selectFrom('leads').select('id').execute()).map((r) => r.id);
    await check.db.destroy();
    expect(ids).toEqual(expect.arrayContaining(beforeBackup));
    expect(ids).toHaveLength(manifest.tables.leads!);
    for (const [file, bytes] of Object.entries(site.media))
      expect(readFileSync(path.join(restored, file)).equals(bytes), file).toBe(true);

    // Never over existing data unless told to.
    await expect(restoreBackup({ dataDir: restored }, archive)).rejects.toThrow(RestoreRefusedError);
    await expect(restoreBackup({ dataDir: site.dataDir }, archive)).rejects.toThrow('Sitede zaten veri var');
    await expect(restoreBackup({ dataDir: restored }, archive, { force: true })).resolves.toMatchObject({
      engine: 'sqlite',
    });
  });

  it('refuses a damaged archive before writing anything', async () => {
    const site = await siteWithMedia('kaynak');
    await site.db.destroy();
    const archive = folder('saglam.tar.gz');
    await createBackup({ dataDir: site.dataDir }, archive);
    const unpacked = folder('acilmis');
    mkdirSync(unpacked);
    spawnSync('tar', ['-xzf', archive, '-C', unpacked]);
    writeFileSync(path.join(unpacked, 'uploads', 'video_2_b.mp4'), 'bozulmuş');
    const damaged = folder('bozuk.tar.gz');
    spawnSync('tar', ['-czf', damaged, '-C', unpacked, '.']);

    const target = folder('bos');
    await expect(restoreBackup({ dataDir: target }, damaged)).rejects.toThrow(
      'Yedek bozuk: uploads/video_2_b.mp4 dosyasının sağlama toplamı tutmuyor.',
    );
    expect(() => readFileSync(path.join(target, 'site.db'))).toThrow();
  });
});

describe('backup and restore with the media in a bucket (MEDIA_STORE=s3)', { timeout: 60_000 }, () => {
  const bytesOf = async (store: FileStore, name: string) => {
    const chunks: Buffer[] = [];
    for await (const chunk of await store.read(name)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  it('takes the files from the bucket and restores them into an empty bucket, or onto the disk', async () => {
    const [source, target] = await Promise.all([startTestS3(), startTestS3()]);
    try {
      const sourceStore = s3FileStore(source.settings, localTemp(folder('kova-tmp')));
      const targetStore = s3FileStore(target.settings, localTemp(folder('kova-tmp')));
      const dataDir = folder('kovali');
      mkdirSync(dataDir);
      const handle = createDatabase({ dataDir });
      await migrateToLatest(handle);
      const lead = await insertLead(handle.db, {
        kind: 'contact',
        name: 'Kovalı Site',
        email: 'kovali@example.com',
        subject: 'Genel',
        message: 'Dosyaları kovada olan sitenin talebi.',
      });
      await handle.db.destroy();
      const media: Record<string, Buffer> = {
        'gallery_3_kova-640.webp': randomBytes(30_000),
        // More than one upload part: read back and written again as streams.
        'video_4_kova.mp4': randomBytes(6 * 1024 * 1024 + 5),
      };
      for (const [name, bytes] of Object.entries(media)) await sourceStore.write(name, bytes);

      const archive = folder('kova-yedek.tar.gz');
      const manifest = await createBackup({ dataDir, media: sourceStore }, archive);
      expect(manifest.files.map((f) => f.path)).toEqual(Object.keys(media).map((name) => `uploads/${name}`));
      expect(manifest.files.map((f) => f.bytes)).toEqual(Object.values(media).map((b) => b.length));

      // Into a fresh data folder and an empty bucket: every file matches, the lead is there.
      const restored = folder('kova-geri');
      await restoreBackup({ dataDir: restored, media: targetStore }, archive);
      expect(await targetStore.list()).toEqual(
        manifest.files.map((f) => ({ name: path.basename(f.path), size: f.bytes })),
      );
      for (const [name, bytes] of Object.entries(media))
        expect((await bytesOf(targetStore, name)).equals(bytes)).toBe(true);
      const check = createDatabase({ dataDir: restored });
      const ids = (await check.db.selectFrom('leads').select('id').execute()).map((r) => r.id);
      await check.db.destroy();
      expect(ids).toEqual([lead.id]);

      // A bucket that holds files is not written over unless told to.
      await expect(restoreBackup({ dataDir: folder('kova-bos'), media: targetStore }, archive)).rejects.toThrow(
        'Sitede zaten veri var (kovada 2 dosya)',
      );

      // The same archive restores onto the local disk of a site without a bucket.
      const local = folder('kova-diske');
      await restoreBackup({ dataDir: local }, archive);
      for (const [name, bytes] of Object.entries(media))
        expect(readFileSync(path.join(local, 'uploads', name)).equals(bytes)).toBe(true);
    } finally {
      await Promise.all([source.stop(), target.stop()]);
    }
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
const pgTitle = pgUrl
  ? 'backup and restore on PostgreSQL'
  : 'backup and restore on PostgreSQL (skipped: TEST_DATABASE_URL is not set; run `.ci/with-postgres npm run test:db`)';

describe.skipIf(!pgUrl)(pgTitle, () => {
  /** A database of its own on the test server (pg_dump and pg_restore work on whole databases). */
  async function freshDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
    const { default: pg } = await import('pg');
    const name = `hn_${label}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(pgUrl!);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        const client = new pg.Client({ connectionString: pgUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }

  it('pg_dump during a burst of leads restores every lead acknowledged before it began, and every file', async () => {
    const source = await freshDatabase('kaynak');
    const target = await freshDatabase('hedef');
    try {
      const site = await siteWithMedia('pg-canli');
      await site.db.destroy();
      const handle = createDatabase({ dataDir: site.dataDir, databaseUrl: source.url });
      await migrateToLatest(handle);
      const acknowledged: string[] = [];
      let stop = false;
      const burst = (async () => {
        for (let i = 0; !stop; i++) {
          const lead = await insertLead(handle.db, {
            kind: 'contact',
            name: `PG Yoğun ${i}`,
            email: `pg${i}@example.com`,
            subject: 'Genel',
            message: 'Yedek alınırken gelen talep.',
          });
          acknowledged.push(lead.id);
        }
      })();
      while (acknowledged.length < 10) await nextTick();
      const beforeBackup = [...acknowledged];
      const archive = folder('pg-yedek.tar.gz');
      const manifest = await createBackup({ dataDir: site.dataDir, databaseUrl: source.url }, archive);
      stop = true;
      await burst;
      await handle.db.destroy();
      expect(manifest.engine).toBe('postgres');

      const restoredDir = folder('pg-geri');
      await restoreBackup({ dataDir: restoredDir, databaseUrl: target.url }, archive);
      const check = createDatabase({ dataDir: restoredDir, databaseUrl: target.url });
      const ids = (await check.db.selectFrom('leads').select('id').execute()).map((r) => r.id);
      await check.db.destroy();
      expect(ids).toEqual(expect.arrayContaining(beforeBackup));
      for (const [file, bytes] of Object.entries(site.media))
        expect(readFileSync(path.join(restoredDir, file)).equals(bytes), file).toBe(true);

      // The target now holds tables: never over them unless told to; a SQLite site refuses the archive.
      await expect(restoreBackup({ dataDir: folder('pg-bos'), databaseUrl: target.url }, archive)).rejects.toThrow(
        'Sitede zaten veri var',
      );
      await expect(restoreBackup({ dataDir: folder('pg-sqlite') }, archive)).rejects.toThrow('DATABASE_URL verin');
      await expect(
        restoreBackup({ dataDir: folder('pg-zorla'), databaseUrl: target.url }, archive, { force: true }),
      ).resolves.toMatchObject({ engine: 'postgres' });
    } finally {
      await source.drop();
      await target.drop();
    }
  }, 60_000);
});

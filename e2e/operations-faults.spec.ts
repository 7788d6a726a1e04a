// Faults an operator meets on a running site with SQLite: another process locking the
// database file, and a restore from a backup. Each test runs an app instance of its own.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { insertLead } from '@/lib/leads/repository.server';
import { activateHeroImage, deleteHeroImage, insertHeroImage } from '@/lib/data/hero-images.server';
import { createDatabase, type Db } from '@/lib/db/kysely.server';
import { startExtraApp, type ExtraApp } from './extra-app';
import { ADMIN, uniqueTag } from './helpers';

test.describe.configure({ mode: 'default' });

const root = path.resolve(import.meta.dirname, '..');

async function withAppDb<T>(app: ExtraApp, work: (db: Db) => Promise<T>): Promise<T> {
  const { db } = createDatabase({ dataDir: app.dataDir });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

async function signIn(page: Page, app: ExtraApp): Promise<void> {
  await page.goto(`${app.url}/admin/login`);
  await page.fill('#email', ADMIN.email);
  await page.fill('#password', ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(/\/admin\/dashboard/);
}

/** Another process takes the write lock on the database file (BEGIN EXCLUSIVE) until `release()`. */
async function foreignLock(file: string) {
  const code = `
    const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync(process.argv[1], { timeout: 10000 });
    db.exec('BEGIN EXCLUSIVE');
    process.stdout.write('locked\\n');
    process.stdin.once('data', () => { db.exec('COMMIT'); db.close(); process.exit(0); });`;
  const child = spawn(process.execPath, ['-e', code, file], { stdio: ['pipe', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  return {
    release: async () => {
      if (child.exitCode !== null) return;
      child.stdin.write('commit\n');
      await once(child, 'exit');
    },
  };
}

/** Runs an npm script of the app on a data folder, as an operator would. */
function npmRun(args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  const run = spawnSync('npm', ['run', '--silent', ...args], { cwd: root, env, encoding: 'utf8' });
  expect(run.status, `${args.join(' ')}: ${run.stderr}${run.stdout}`).toBe(0);
  return run.stdout;
}

test('a lock on the database file held by another process does not stop the site, and the home page hero is read once until staff change it @site-wide', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const app = await startExtraApp({});
  try {
    const tag = uniqueTag();
    const heroUrl = (name: string) => `/media/hero_1_${name}_${tag}-1920.webp`;
    const first = await withAppDb(app, async (db) => {
      const hero = await insertHeroImage(db, {
        url: heroUrl('ilk'),
        filename: `hero_1_ilk_${tag}.png`,
        width: 1920,
        height: 1080,
      });
      await activateHeroImage(db, hero.id);
      return hero.id;
    });
    // The home page is pre-rendered and renewed at most once a minute (docs/decisions/030): a hero
    // activated behind the app's back shows once the build's copy has been renewed.
    await expect
      .poll(async () => (await request.get(`${app.url}/`)).text(), { timeout: 75_000, intervals: [1_000] })
      .toContain(heroUrl('ilk'));
    await page.goto(`${app.url}/`);
    await expect(page.getByTestId('hero-image')).toHaveAttribute('src', heroUrl('ilk'));

    // Removed behind the app's back (not by staff): the home page keeps the hero it read,
    // so it does not query the database for it on every request.
    await withAppDb(app, (db) => deleteHeroImage(db, first));
    await page.goto(`${app.url}/`);
    await expect(page.getByTestId('hero-image')).toHaveAttribute('src', heroUrl('ilk'));

    // Another process holds the write lock: pages still answer, health says 503 (its heartbeat
    // write cannot be made) without waiting for the lock to go.
    const lock = await foreignLock(path.join(app.dataDir, 'site.db'));
    try {
      const answered: string[] = [];
      const health = request.get(`${app.url}/api/health`).then((r) => (answered.push('health'), r));
      const services = await request.get(`${app.url}/hizmetlerimiz`);
      answered.push('page');
      expect(services.status()).toBe(200);
      const home = await request.get(`${app.url}/`);
      expect(home.status()).toBe(200);
      expect(await home.text()).toContain(heroUrl('ilk'));
      const healthAnswer = await health;
      expect(healthAnswer.status()).toBe(503);
      expect(await healthAnswer.json()).toMatchObject({ status: 'error', db: 'ok', write: 'error' });
      expect(answered).toEqual(['page', 'health']);
    } finally {
      await lock.release();
    }
    await expect.poll(async () => (await request.get(`${app.url}/api/health`)).status(), { timeout: 30_000 }).toBe(200);

    // Staff activate another hero: the next home page shows it.
    await withAppDb(app, (db) =>
      insertHeroImage(db, { url: heroUrl('yeni'), filename: `hero_1_yeni_${tag}.png`, width: 1920, height: 1080 }),
    );
    await signIn(page, app);
    await page.goto(`${app.url}/admin/dashboard?sekme=anasayfa`);
    await page
      .getByTestId('media-item')
      .filter({ hasText: `yeni ${tag}` })
      .getByRole('button', { name: 'Aktif yap' })
      .click();
    await expect(page.getByTestId('admin-notice')).toHaveText('Anasayfada gösterilen fotoğraf değiştirildi.');
    await page.goto(`${app.url}/`);
    await expect(page.getByTestId('hero-image')).toHaveAttribute('src', heroUrl('yeni'));
  } finally {
    await app.stop();
  }
});

test('a backup taken while the site runs restores into a fresh data folder, and the restored site serves its leads and media @site-wide', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const work = mkdtempSync(path.join(os.tmpdir(), 'hn-e2e-restore-'));
  const tag = uniqueTag();
  const name = `Yedekten Dönen ${tag}`;
  const media = `gallery_1_yedek_${tag}.webp`;
  const bytes = randomBytes(50_000);
  const archive = path.join(work, 'yedek.tar.gz');
  let restored: ExtraApp | undefined;
  const original = await startExtraApp({});
  try {
    await withAppDb(original, (db) =>
      insertLead(db, {
        kind: 'contact',
        name,
        email: 'yedek@example.com',
        subject: 'Genel',
        message: 'Yedekle taşınan talep.',
      }),
    );
    mkdirSync(path.join(original.dataDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(original.dataDir, 'uploads', media), bytes);
    expect(npmRun(['backup', '--', '--out', archive], original.dataDir)).toContain('Yedek yazıldı');
  } finally {
    await original.stop();
  }
  try {
    restored = await startExtraApp({}, { prepare: (dir) => npmRun(['restore', '--', archive], dir) });
    const served = await request.get(`${restored.url}/media/${media}`);
    expect(served.status()).toBe(200);
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(sha(await served.body())).toBe(sha(bytes));

    await signIn(page, restored);
    await page.goto(`${restored.url}/admin/dashboard?sekme=mesajlar`);
    await expect(page.getByText(name)).toBeVisible();
  } finally {
    await restored?.stop();
    rmSync(work, { recursive: true, force: true });
  }
});

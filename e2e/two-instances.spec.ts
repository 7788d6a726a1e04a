// Two app instances behind nginx, one site: PostgreSQL and an S3 bucket (s3rver) shared by
// both, each with a data folder of its own, nginx configured from
// deploy/nginx-hafif-nakliyat.conf (round robin). A change made through one instance is
// seen on the other (docs/decisions/019).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { devices, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';
import sharp from 'sharp';
import { BUILTIN_VIDEOS } from '../content/videos';
import { LEAD_MESSAGES } from '../lib/validation/lead';
import { UPLOAD_MESSAGES } from '../lib/media/rules';
import { FLUSH_EVERY_MS, istanbulDay } from '../lib/visitors/page-views';
import { startTestS3, type TestS3 } from '../test/s3';
import { startExtraApp, type ExtraApp } from './extra-app';
import { freePort } from './global-setup';
import { ADMIN, ownAddress, pastMinimumFillTime, uniqueTag } from './helpers';
import { nginxUnavailable, startNginx, type TestNginx } from './nginx';
import { postgresUnavailable, startPostgres, type TestPostgres } from './postgres';
import { ONCE } from './once';

/** What the instances' lead limit is here: the test sends one more than this from one address. */
const RATE_LIMIT = 3;

let postgres: TestPostgres | undefined;
let s3: TestS3 | undefined;
let apps: ExtraApp[] = [];
let nginx: TestNginx | undefined;

const unavailable = postgresUnavailable() ?? nginxUnavailable();
if (unavailable && !process.env.TEST_WORKER_INDEX) {
  // Once, in the runner's own process, where it is seen among the results.
  const bar = '!'.repeat(78);
  console.warn(`\n${bar}\n!! e2e/two-instances.spec.ts did NOT run: ${unavailable}\n${bar}\n`);
}

test.beforeAll(async () => {
  if (unavailable) return;
  test.setTimeout(150_000); // two app starts on a loaded 2-core machine
  const started = Date.now();
  postgres = await startPostgres();
  s3 = await startTestS3();
  const nginxPort = await freePort();
  const settings = {
    DATABASE_URL: postgres.url,
    ...s3.env,
    // nginx on this machine forwards the visitor's address (helpers' ownAddress stands in for one).
    TRUST_PROXY: 'loopback',
    SITE_URL: `http://127.0.0.1:${nginxPort}`,
    LEAD_RATE_LIMIT: String(RATE_LIMIT),
  };
  // The first creates the schema and the administrator; the second then starts on both.
  apps.push(await startExtraApp(settings));
  apps.push(await startExtraApp(settings, { createAdmin: false }));
  nginx = await startNginx(
    apps.map((a) => Number(new URL(a.url).port)),
    nginxPort,
  );
  console.log(`[two-instances] PostgreSQL, s3rver, two instances and nginx ready in ${Date.now() - started} ms`);
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all(apps.map((a) => a.stop()));
  apps = [];
  await postgres?.stop();
  await s3?.stop();
});

async function siteContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: nginx!.url, locale: 'tr-TR' });
  const page = await context.newPage();
  await ownAddress(page);
  return { context, page };
}

/** The page's HTML as one instance answers it, without the browser. */
const htmlOf = (app: ExtraApp, pathname: string) => fetch(`${app.url}${pathname}`).then((r) => r.text());

async function sendContactMessage(page: Page, origin: string, lastName: string): Promise<void> {
  await page.goto(`${origin}/iletisim`);
  await page.locator('form[data-hydrated]').waitFor();
  await page.fill('form [name="firstName"]', 'İki');
  await page.fill('form [name="lastName"]', lastName);
  await page.fill('form [name="phone"]', '05321234567');
  await page.fill('form [name="email"]', 'iki-sunucu@example.com');
  await page.fill('form [name="message"]', 'İki sunucu denemesi.');
  await pastMinimumFillTime(page);
  await page.getByRole('button', { name: 'Gönder' }).click();
}

test.describe('two instances behind nginx', ONCE, () => {
  test.skip(!!unavailable, `two-instance test NOT run: ${unavailable}`);

  test('one site: a session, uploads, leads and the lead limit work whichever instance answers @site-wide', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const [a, b] = apps as [ExtraApp, ExtraApp];
    const { context, page } = await siteContext(browser);
    const tag = uniqueTag();

    // Both instances have the media pages cached before anything changes.
    for (const app of apps)
      for (const p of ['/galeri', '/video-galeri']) expect(await htmlOf(app, p)).not.toContain(tag);

    // Sign in through nginx; the session holds on every instance, through nginx and directly.
    await page.goto('/admin/login');
    await page.fill('#email', ADMIN.email);
    await page.fill('#password', ADMIN.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    // Requests in a row until both instances have answered one (round robin: the second does).
    const sessionChecks = '/admin/dashboard?oturum=';
    for (let i = 0; i < 20 && new Set(nginx!.upstreamsOf(sessionChecks)).size < 2; i++) {
      const answer = await page.request.get(`${sessionChecks}${i}`, { maxRedirects: 0 });
      expect(answer.status(), 'the dashboard, not a redirect to the sign-in page').toBe(200);
      expect(await answer.text()).toContain(ADMIN.email);
    }
    expect(new Set(nginx!.upstreamsOf(sessionChecks)).size, 'nginx sent the dashboard to both instances').toBe(2);
    for (const app of apps) {
      await page.goto(`${app.url}/admin/dashboard?sekme=galeri`);
      await expect(page.getByTestId('admin-email')).toHaveText(ADMIN.email);
    }

    // A gallery photo and a video, uploaded through nginx.
    await page.goto('/admin/dashboard?sekme=galeri');
    const gallery = page.locator('form[action="/api/admin/uploads/gallery"]');
    await gallery.and(page.locator('[data-hydrated]')).waitFor();
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f6f4f' } })
      .png()
      .toBuffer();
    await gallery
      .locator('input[name="files"]')
      .setInputFiles({ name: `iki-${tag}.png`, mimeType: 'image/png', buffer: photo });
    await gallery.locator('input[name="title"]').fill(`İki sunucu ${tag}`);
    await gallery.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByTestId('upload-result')).toHaveText(UPLOAD_MESSAGES.galleryUploaded(1));

    await page.goto('/admin/dashboard?sekme=video');
    const video = page.locator('form[action="/api/admin/uploads/video"]');
    await video.and(page.locator('[data-hydrated]')).waitFor();
    const clip = readFileSync(path.join(import.meta.dirname, '..', 'public', BUILTIN_VIDEOS[0]!.video));
    await video
      .locator('input[name="file"]')
      .setInputFiles({ name: `iki-${tag}.mp4`, mimeType: 'video/mp4', buffer: clip });
    await video.locator('select[name="title"]').selectOption({ index: 1 });
    await video.locator('textarea[name="description"]').fill(`İki sunucu videosu ${tag}`);
    await video.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByTestId('upload-result')).toHaveText(UPLOAD_MESSAGES.videoUploaded);

    // Within 10 s both instances show them, the one that did not take the upload too.
    const shown = (app: ExtraApp, pathname: string, text: string) =>
      expect
        .poll(async () => (await htmlOf(app, pathname)).includes(text), {
          timeout: 10_000,
          message: `${app.url}${pathname} shows "${text}" within 10 s`,
        })
        .toBe(true);
    await Promise.all(
      apps.flatMap((app) => [
        shown(app, '/galeri', `İki sunucu ${tag}`),
        shown(app, '/video-galeri', `İki sunucu videosu ${tag}`),
      ]),
    );
    // …and the files themselves from either instance (each has a data folder of its own: they come from the bucket).
    for (const pathname of ['/galeri', '/video-galeri']) {
      const src = (await htmlOf(b, pathname)).match(new RegExp(`/media/[^"\\\\\\s,]*iki_${tag}[^"\\\\\\s,]*`))?.[0];
      expect(src, `${pathname} links the upload`).toBeTruthy();
      for (const app of apps) expect((await fetch(`${app.url}${src}`)).status, `${app.url}${src}`).toBe(200);
    }

    // A company fact staff save through nginx is on every page of both instances within 10 s.
    // A number of this run's own: the instances share the build's page files with the suite's app.
    const digits = String(Date.now()).slice(-6);
    const phone = {
      shown: `0216 3${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`,
      link: `href="tel:+902163${digits}"`,
    };
    for (const app of apps) expect(await htmlOf(app, '/kurumsal')).not.toContain(phone.link);
    await page.goto('/admin/dashboard?sekme=firma');
    const firma = page.getByTestId('firma-form');
    await firma.and(page.locator('[data-hydrated]')).waitFor();
    await firma.getByLabel('Telefon 1 (ana hat)').fill(phone.shown);
    await firma.getByRole('button', { name: /Kaydet/ }).click();
    await expect(page.getByTestId('firma-message')).toContainText('Kaydedildi');
    await Promise.all(apps.map((app) => shown(app, '/kurumsal', phone.link)));

    // The instances' call to themselves is refused to anyone else.
    for (const origin of [nginx!.url, a.url]) {
      const forged = await fetch(`${origin}/api/internal/revalidate`, { method: 'POST', body: '[]' });
      expect(forged.status, `${origin}/api/internal/revalidate without the token`).toBe(404);
    }

    // A lead sent to one instance is in the other's dashboard.
    const lastName = `Sunucu ${tag}`;
    await sendContactMessage(page, a.url, lastName);
    await expect(page.getByTestId('lead-success')).toContainText(LEAD_MESSAGES.success);
    await page.goto(`${b.url}/admin/dashboard?sekme=mesajlar`);
    await expect(page.getByTestId('inbox-item').filter({ hasText: lastName })).toBeVisible();

    // The lead limit (3 here) counts the sends to both instances from one address: the
    // second through nginx (the form shown by one instance may be sent to the other), the
    // third to the other instance; the fourth, to the first again, is refused.
    expect(RATE_LIMIT).toBe(3);
    await sendContactMessage(page, nginx!.url, `${lastName} 1`);
    await expect(page.getByTestId('lead-success')).toContainText(LEAD_MESSAGES.success);
    await sendContactMessage(page, b.url, `${lastName} 2`);
    await expect(page.getByTestId('lead-success')).toContainText(LEAD_MESSAGES.success);
    await sendContactMessage(page, a.url, `${lastName} fazla`);
    await expect(page.getByTestId('lead-error')).toContainText(LEAD_MESSAGES.rateLimited);
    await page.goto(`${a.url}/admin/dashboard?sekme=mesajlar`);
    await expect(page.getByTestId('inbox-item').filter({ hasText: lastName })).toHaveCount(RATE_LIMIT);
    await context.close();
  });

  test("a page view raises today's visitor count by one on a second instance too @site-wide", async ({ browser }) => {
    // The home page is renewed at most once a minute: up to a minute and a half of waiting.
    test.setTimeout(180_000);
    const [a, b] = apps as [ExtraApp, ExtraApp];
    const day = istanbulDay(new Date());
    const stored = async () => {
      const client = new pg.Client({ connectionString: postgres!.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ views: number }>('select views from page_views where day = $1', [day]);
        return rows[0]?.views ?? 0;
      } finally {
        await client.end();
      }
    };
    /** Today's figure on an instance's home page, read as a crawler (which is not counted). */
    const todayOn = async (app: ExtraApp) => {
      const html = await fetch(`${app.url}/`, {
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
      }).then((r) => r.text());
      const shown = html.match(/>Bugün<\/dt><dd[^>]*>([\d.]+)<\/dd>/)?.[1];
      return shown === undefined ? null : Number(shown.replace(/\./g, ''));
    };

    // Views of earlier tests are written within FLUSH_EVERY_MS; the count stands still before this one.
    await new Promise((r) => setTimeout(r, FLUSH_EVERY_MS + 1_000));
    const before = await stored();

    // A crawler, a link checker and a prefetch on the first instance are not views.
    await fetch(`${a.url}/kurumsal`, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' } });
    await fetch(`${a.url}/kurumsal`, { method: 'HEAD' });
    await fetch(`${a.url}/kurumsal`, {
      headers: { 'user-agent': devices['Desktop Chrome'].userAgent, 'sec-purpose': 'prefetch' },
    });
    // One visitor opens one page on the first instance, with a browser of no automation.
    const context = await browser.newContext({ userAgent: devices['Desktop Chrome'].userAgent });
    const page = await context.newPage();
    const answer = await page.goto(`${a.url}/hizmetlerimiz`);
    expect(answer?.status()).toBe(200);
    await context.close();

    // Written to the one database within seconds; shown on both home pages within the minute of renewal.
    await expect
      .poll(stored, { timeout: 15_000, message: 'the view is written to the shared database' })
      .toBe(before + 1);
    for (const app of [b, a])
      await expect
        .poll(() => todayOn(app), { timeout: 100_000, intervals: [2_000], message: `${app.url}/ shows today's count` })
        .toBe(before + 1);
    // Once, not twice: the instance that served the page wrote it once, and nothing else counted.
    expect(await stored()).toBe(before + 1);
  });
});

// The built site with its media in a bucket (MEDIA_STORE=s3): an app instance of
// its own against s3rver (test/s3.ts). An administrator uploads a
// video in the dashboard; it lands in the bucket, not on the disk; /media
// serves it whole and by ranges from the bucket; the video gallery shows it;
// deleting it removes the objects.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { expect, test, type Page } from '@playwright/test';
import { startTestS3, type TestS3 } from '../test/s3';
import { BUILTIN_VIDEOS } from '../content/videos';
import { startExtraApp, type ExtraApp } from './extra-app';
import { ADMIN, uniqueTag } from './helpers';
import { ONCE } from './once';

let s3: TestS3;
let app: ExtraApp;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  s3 = await startTestS3();
  app = await startExtraApp(s3.env);
});
test.afterAll(async () => {
  await app?.stop();
  await s3?.stop();
});

async function objects(): Promise<string[]> {
  const client = new S3Client({
    endpoint: s3.settings.endpoint,
    region: s3.settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.settings.accessKeyId, secretAccessKey: s3.settings.secretAccessKey },
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listed.Contents ?? []).map((o) => o.Key!).sort();
  } finally {
    client.destroy();
  }
}

async function signIn(page: Page) {
  await page.goto(`${app.url}/admin/login`);
  await page.fill('#email', ADMIN.email);
  await page.fill('#password', ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(/\/admin\/dashboard/);
}

test(
  'a video uploaded with MEDIA_STORE=s3 is kept in the bucket, served by ranges from it, and stays there while in the trash @site-wide',
  ONCE,
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const file = readFileSync(path.join(import.meta.dirname, '..', 'public', BUILTIN_VIDEOS[0]!.video));
    await signIn(page);
    await page.goto(`${app.url}/admin/dashboard?sekme=video`);
    await page
      .locator('input[name="file"]')
      .setInputFiles({ name: `kova-${tag}.mp4`, mimeType: 'video/mp4', buffer: file });
    await page.locator('select[name="title"]').selectOption('Ofis Taşıma');
    await page.fill('textarea[name="description"]', `Kovadaki video ${tag}.`);
    await page.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByTestId('upload-result')).toHaveText('Video galeriye eklendi.');

    // In the bucket (the video and its poster), and nothing on the disk but the empty temporary folder.
    const stored = await objects();
    const video = stored.find((n) => n.endsWith(`_kova_${tag}.mp4`))!;
    expect(video).toMatch(new RegExp(`^video_\\d+_kova_${tag}\\.mp4$`));
    expect(stored).toContain(`${video.replace(/^video_/, 'thumb_')}.jpg`);
    const uploads = path.join(app.dataDir, 'uploads');
    expect(existsSync(uploads) ? readdirSync(uploads).filter((n) => n !== '.tmp') : []).toEqual([]);
    expect(existsSync(path.join(uploads, '.tmp')) ? readdirSync(path.join(uploads, '.tmp')) : []).toEqual([]);

    const whole = await request.get(`${app.url}/media/${video}`);
    expect(whole.status()).toBe(200);
    expect(whole.headers()['content-type']).toBe('video/mp4');
    expect(whole.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await whole.body()).equals(file)).toBe(true);
    const ranged = await request.get(`${app.url}/media/${video}`, { headers: { Range: 'bytes=1000-4999' } });
    expect(ranged.status()).toBe(206);
    expect(ranged.headers()['content-range']).toBe(`bytes 1000-4999/${file.length}`);
    expect((await ranged.body()).equals(file.subarray(1000, 5000))).toBe(true);

    await page.goto(`${app.url}/video-galeri`);
    const mine = page
      .getByTestId('video-grid')
      .locator('li')
      .filter({ hasText: `Kovadaki video ${tag}.` });
    await expect(mine).toContainText('Ofis Taşıma');
    const poster = await mine.locator('img').first().getAttribute('src');
    expect((await request.get(`${app.url}${poster}`)).headers()['content-type']).toBe('image/jpeg');

    await page.goto(`${app.url}/admin/dashboard?sekme=video`);
    const item = page.getByTestId('media-item').filter({ hasText: `Kovadaki video ${tag}.` });
    await item.getByRole('link', { name: 'Sil' }).click();
    await item.getByRole('button', { name: 'Evet, sil' }).click();
    await expect(page.getByTestId('media-item').filter({ hasText: `Kovadaki video ${tag}.` })).toHaveCount(0);
    // Deleted means in the trash for MEDIA_TRASH_DAYS (decision 044): gone from the site, its
    // files kept in the bucket so "Geri al" can bring it back; the purge removes them through the
    // same store interface (lib/storage/contract.test.ts deletes on both stores).
    await page.goto(`${app.url}/video-galeri`);
    await expect(
      page
        .getByTestId('video-grid')
        .locator('li')
        .filter({ hasText: `Kovadaki video ${tag}.` }),
    ).toHaveCount(0);
    expect((await objects()).filter((n) => n.includes(`_kova_${tag}.`)).sort()).toEqual(
      [video, `${video.replace(/^video_/, 'thumb_')}.jpg`].sort(),
    );
  },
);

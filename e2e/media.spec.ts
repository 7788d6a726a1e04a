import { existsSync, readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, openWithSession, test } from './fixtures';
import sharp from 'sharp';
import { BUILTIN_PHOTOS, ILLUSTRATION_LABEL } from '../content/gallery';
import { ANIMATION_LABEL, BUILTIN_VIDEOS, resolutionLabel, totalDuration } from '../content/videos';
import { galleryImages, heroImages, insertActiveHero, insertVideoRow, videos } from './data';
import { gotoHydrated, uniqueTag } from './helpers';

const uploads = () => path.join(process.env.E2E_DATA_DIR!, 'uploads');
const leftovers = () => (existsSync(path.join(uploads(), '.tmp')) ? readdirSync(path.join(uploads(), '.tmp')) : []);

async function png(width: number, height: number, color: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

test.describe('visitor browses the galleries', () => {
  test('the photo gallery lists the 20 built-in photos in a grid, with a lightbox usable by keyboard', async ({
    page,
  }) => {
    await gotoHydrated(page, '/galeri');
    const grid = page.getByTestId('gallery-grid');
    await expect(grid.locator('li')).toHaveCount(Number(await page.getByTestId('photo-count').textContent()));
    expect(BUILTIN_PHOTOS.map((p) => p.n)).toEqual(
      [...Array(22).keys()].map((i) => i + 1).filter((n) => n !== 7 && n !== 15),
    );
    const builtin = grid.locator('li').filter({ hasText: BUILTIN_PHOTOS[0]!.title });
    await expect(builtin).toContainText(`${BUILTIN_PHOTOS[0]!.title} · ${ILLUSTRATION_LABEL}`);
    await expect(builtin.locator('img')).toHaveAttribute('alt', `${ILLUSTRATION_LABEL}: ${BUILTIN_PHOTOS[0]!.alt}`);
    const captions = await grid.locator('li').filter({ hasText: ILLUSTRATION_LABEL }).allTextContents();
    expect(captions).toHaveLength(BUILTIN_PHOTOS.length);
    for (const caption of captions) expect(caption).not.toMatch(/\b(19|20)\d\d\b/);
    await expect(page.getByTestId('gallery-note')).toContainText('temsili');
    await expect(page.getByText('tamamladığımız taşımalardan')).toHaveCount(0);
    const gap = await grid.evaluate((e) => getComputedStyle(e).columnGap);
    expect(gap).toBe('32px');
    const first = grid.locator('a').nth(0);
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const counter = dialog.locator('#galeri-baslik');
    const total = await grid.locator('li').count();
    await expect(counter).toContainText(`(1/${total})`);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toContainText(`(${total}/${total})`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toContainText(`(2/${total})`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('the video gallery shows the built-in videos, loads nothing before play, and Space toggles autoplay', async ({
    page,
  }) => {
    await gotoHydrated(page, '/video-galeri');
    await expect(page.getByText(totalDuration(BUILTIN_VIDEOS), { exact: true })).toBeVisible();
    await expect(page.getByText(resolutionLabel(BUILTIN_VIDEOS), { exact: true })).toBeVisible();
    const grid = page.getByTestId('video-grid');
    const builtin = grid.locator('li').filter({ hasText: BUILTIN_VIDEOS[0]!.description });
    await expect(builtin).toContainText(BUILTIN_VIDEOS[0]!.title);
    await expect(builtin).toContainText(ANIMATION_LABEL);
    await expect(grid.locator('li').filter({ hasText: ANIMATION_LABEL })).toHaveCount(BUILTIN_VIDEOS.length);
    await expect(page.locator('video')).toHaveCount(0);
    await grid.locator('a').first().click();
    const video = page.getByTestId('lightbox-video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(page.getByTestId('autoplay-state')).toContainText('açık');
    await page.getByRole('dialog').locator('#video-baslik').click();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('autoplay-state')).toContainText('kapalı');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#video-baslik')).toContainText('(2/');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('built-in media stay small', async () => {
    const root = path.resolve(import.meta.dirname, '..', 'public');
    let total = 0;
    for (const p of BUILTIN_PHOTOS)
      total +=
        readFileSync(path.join(root, 'images', 'galeri', `${p.n}.webp`)).length +
        readFileSync(path.join(root, 'images', 'galeri', `${p.n}-640.webp`)).length;
    for (const v of BUILTIN_VIDEOS)
      total += readFileSync(path.join(root, v.video)).length + readFileSync(path.join(root, v.thumbnail)).length;
    expect(total).toBeLessThan(10 * 1024 * 1024);
  });
});

test.describe('administrator manages the media', () => {
  // Changes what every visitor sees (the active hero photo), so it runs after the desktop tests
  // (the `site-wide` project in playwright.config.ts).
  test('uploads a hero photo, activates it, and the home page shows it on the next load @site-wide', async ({
    adminPage: page,
    request,
  }) => {
    const tag = uniqueTag();
    await page.goto('/admin/dashboard?sekme=anasayfa');
    await page.locator('input[name="file"]').setInputFiles({
      name: `kapak resmi ${tag}.png`,
      mimeType: 'image/png',
      buffer: await png(2400, 1350, '#f97316'),
    });
    await page.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByTestId('upload-result')).toContainText('Anasayfa fotoğrafı yüklendi.');
    const item = page.getByTestId('media-item').filter({ hasText: `kapak resmi ${tag}` });
    await expect(item).toBeVisible();
    const row = (await heroImages()).find((h) => h.filename.endsWith(`_kapak_resmi_${tag}.png`));
    expect(row!.filename).toMatch(new RegExp(`^hero_\\d+_kapak_resmi_${tag}\\.png$`));
    expect(row!.isActive).toBe(false);
    expect(row!.variants.map((v) => v.width)).toEqual([640, 1280, 1920]);

    await item.getByRole('button', { name: 'Aktif yap' }).click();
    await expect(page.getByTestId('admin-notice')).toHaveText('Anasayfada gösterilen fotoğraf değiştirildi.');
    await page.goto('/');
    const hero = page.getByTestId('hero-image');
    await expect(hero).toHaveAttribute('src', new RegExp(`^/media/hero_\\d+_kapak_resmi_${tag}-1920\\.webp$`));
    await expect(hero).toHaveAttribute('srcset', /-640\.webp 640w/);
    const media = await request.get((await hero.getAttribute('src'))!);
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toBe('image/webp');
    expect(media.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a wrong file type or an oversized photo is refused with the messages of the specification', async ({
    adminPage: page,
  }) => {
    // Every refused file carries this test's tag: none of them may leave a row or a file behind.
    const tag = uniqueTag();
    await page.goto('/admin/dashboard?sekme=anasayfa');
    await page
      .locator('input[name="file"]')
      .setInputFiles({ name: `belge-${tag}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByTestId('upload-result')).toHaveText(
      'Lütfen sadece JPEG, PNG veya WebP formatında görsel yükleyin.',
    );
    await page.locator('input[name="file"]').setInputFiles({
      name: `kandirma-${tag}.jpg`,
      mimeType: 'image/jpeg',
      buffer: Buffer.from('bu bir resim değil, bir metin dosyası'),
    });
    await page.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByTestId('upload-result')).toHaveText(
      'Lütfen sadece JPEG, PNG veya WebP formatında görsel yükleyin.',
    );
    await page
      .locator('input[name="file"]')
      .setInputFiles({ name: `dev-${tag}.png`, mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await page.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByTestId('upload-result')).toHaveText("Görsel boyutu 5MB'dan küçük olmalıdır.");
    // The browser checks first; the server checks again by content and size, for a direct post too.
    const direct = await page.request.post('/api/admin/uploads/hero', {
      headers: { accept: 'application/json', origin: new URL(page.url()).origin },
      multipart: {
        file: {
          name: `dev-${tag}.jpg`,
          mimeType: 'image/jpeg',
          buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024)]),
        },
      },
    });
    expect(direct.status()).toBe(400);
    expect(await direct.json()).toMatchObject({ ok: false, message: "Görsel boyutu 5MB'dan küçük olmalıdır." });
    const renamed = await page.request.post('/api/admin/uploads/hero', {
      headers: { accept: 'application/json' },
      multipart: { file: { name: `not-${tag}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from('düz metin') } },
    });
    expect(await renamed.json()).toMatchObject({
      ok: false,
      message: 'Lütfen sadece JPEG, PNG veya WebP formatında görsel yükleyin.',
    });
    expect(readdirSync(uploads()).filter((f) => f.includes(tag))).toEqual([]);
    // Other tests' uploads may be streaming at this moment; once they are done, nothing is left behind.
    await expect.poll(leftovers).toEqual([]);
    expect((await heroImages()).filter((h) => h.filename.includes(tag))).toEqual([]);
  });

  test('uploads several gallery photos, names the refused one, shows the new ones first on /galeri, and deletes one', async ({
    adminPage: page,
  }) => {
    const tag = uniqueTag();
    await page.goto('/admin/dashboard?sekme=galeri');
    await page.locator('input[name="files"]').setInputFiles([
      { name: `depo-${tag}.png`, mimeType: 'image/png', buffer: await png(1600, 1067, '#155a9a') },
      { name: 'sahte.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('GIF89a sahte') },
    ]);
    await page.getByRole('button', { name: 'Yükle' }).click();
    // A partial success: the successes in green, each refusal once, in red.
    await expect(page.getByTestId('upload-success')).toHaveText('1 fotoğraf galeriye eklendi.');
    await expect(page.getByTestId('upload-errors')).toHaveText(
      'sahte.jpg: Lütfen sadece JPEG, PNG veya WebP formatında görsel yükleyin.',
    );
    const uploaded = (await galleryImages()).find((g) => g.filename.endsWith(`_depo_${tag}.png`))!;
    const thumbnail = `/media/${[...uploaded.variants].sort((a, b) => a.width - b.width)[0]!.filename}`;
    await expect(page.getByTestId('upload-result').getByText('sahte.jpg', { exact: false })).toHaveCount(1);
    await page.goto('/galeri');
    const grid = page.getByTestId('gallery-grid');
    const mine = grid.locator('li').filter({ has: page.locator(`img[src="${thumbnail}"]`) });
    await expect(mine).toContainText('Yeni');
    // New photos come before the built-in ones, and the count covers both.
    const sources = await grid.locator('li img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
    expect(sources.indexOf(thumbnail)).toBeGreaterThanOrEqual(0);
    expect(sources.indexOf(thumbnail)).toBeLessThan(sources.findIndex((s) => s.startsWith('/images/galeri/')));
    await expect(page.getByTestId('photo-count')).toHaveText(String(sources.length));

    await page.goto('/admin/dashboard?sekme=galeri');
    const files = uploaded.variants.map((v) => path.join(uploads(), v.filename));
    expect(files.every((f) => existsSync(f))).toBe(true);
    const item = page.getByTestId('media-item').filter({ has: page.locator(`img[src="${thumbnail}"]`) });
    await item.getByRole('link', { name: 'Sil' }).click();
    const confirmation = page.getByTestId('delete-confirmation');
    await expect(confirmation).toContainText('Foto Galeri sayfasından kaldırılacak');
    expect(files.every((f) => existsSync(f))).toBe(true);
    await confirmation.getByRole('button', { name: 'Evet, sil' }).click();
    await expect(page.getByTestId('admin-notice')).toContainText('Fotoğraf galeriden kaldırıldı');
    await expect(item).toHaveCount(0);
    // In the trash: its files stay until it is purged, so it can be brought back.
    await expect(page.getByTestId('media-trash')).toBeVisible();
    expect(files.every((f) => existsSync(f))).toBe(true);
    expect((await galleryImages()).map((g) => g.id)).not.toContain(uploaded.id);
    await page.goto('/galeri');
    await expect(grid.locator(`img[src="${thumbnail}"]`)).toHaveCount(0);
    await expect(page.getByTestId('photo-count')).toHaveText(String(await grid.locator('li').count()));
  });

  test('uploads a video with a title and a poster captured in the browser; it plays with HTTP ranges', async ({
    adminPage: page,
    request,
  }) => {
    const tag = uniqueTag();
    await page.goto('/admin/dashboard?sekme=video');
    const file = readFileSync(path.join(import.meta.dirname, '..', 'public', BUILTIN_VIDEOS[0]!.video));
    await page
      .locator('input[name="file"]')
      .setInputFiles({ name: `tasima-${tag}.mp4`, mimeType: 'video/mp4', buffer: file });
    await page.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByTestId('upload-result')).toHaveText('Lütfen video dosyası ve başlık seçiniz.');
    await page.locator('select[name="title"]').selectOption('Asansörlü Taşımacılık');
    await page.fill('textarea[name="description"]', 'Yirminci kattan indirme.');
    await page.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByTestId('upload-result')).toHaveText('Video galeriye eklendi.');
    const row = (await videos()).find((v) => v.filename.includes(`_tasima_${tag}.mp4`))!;
    expect(row.title).toBe('Asansörlü Taşımacılık');
    expect(row.thumbnailUrl).toMatch(new RegExp(`^/media/thumb_\\d+_tasima_${tag}\\.mp4\\.jpg$`));
    const poster = await request.get(row.thumbnailUrl);
    expect(poster.headers()['content-type']).toBe('image/jpeg');

    const ranged = await request.get(row.url, { headers: { Range: 'bytes=100-199' } });
    expect(ranged.status()).toBe(206);
    expect(ranged.headers()['content-range']).toBe(`bytes 100-199/${file.length}`);
    expect((await ranged.body()).equals(file.subarray(100, 200))).toBe(true);
    expect((await request.get(row.url, { headers: { Range: `bytes=${file.length + 5}-` } })).status()).toBe(416);

    await page.goto('/video-galeri');
    const mine = page
      .getByTestId('video-grid')
      .locator('li')
      .filter({ has: page.locator(`img[src="${row.thumbnailUrl}"]`) });
    await expect(mine).toContainText('Asansörlü Taşımacılık');
    await expect(mine).toContainText('Yirminci kattan indirme.');
    await expect(mine).toContainText('Yeni');
  });

  test('media addresses cannot reach outside the uploads folder, and uploads need a session', async ({ request }) => {
    for (const p of ['/media/..%2F..%2Fsite.db', '/media/%2e%2e%2fsite.db', '/media/site.db', '/media/.tmp']) {
      expect((await request.get(p)).status(), p).toBe(404);
    }
    const upload = await request.post('/api/admin/uploads/hero', {
      multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: await png(10, 10, '#000') } },
      headers: { accept: 'application/json' },
    });
    expect(upload.status()).toBe(401);
  });

  test.describe('administrator manages the media from a phone', () => {
    test('deleting the active homepage photo or a video asks first, says what visitors will see, and works without JavaScript @site-wide', async ({
      browser,
      staffSession,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await openWithSession(await context.newPage(), staffSession);
      const heroId = await insertActiveHero({
        url: '/media/hero_1_silinecek_kapak-640.webp',
        filename: 'hero_1_silinecek_kapak.png',
        width: 1920,
        height: 1080,
      });
      await page.goto('/admin/dashboard?sekme=anasayfa');
      const card = page.getByTestId('media-item').filter({ hasText: 'silinecek kapak' });
      await expect(card.getByText('Aktif', { exact: true })).toBeVisible();
      await card.getByRole('link', { name: 'Sil' }).click();
      const confirmation = card.getByRole('alertdialog');
      await expect(confirmation).toContainText(
        'Bu fotoğraf şu anda anasayfada gösteriliyor. Silerseniz ziyaretçiler anasayfada varsayılan görseli görecek. 30 gün içinde geri alabilirsiniz; geri alınan fotoğraf yeniden aktif yapılınca gösterilir. Silinsin mi?',
      );
      await confirmation.getByRole('link', { name: 'Vazgeç' }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      expect((await heroImages()).map((h) => h.id)).toContain(heroId);
      await card.getByRole('link', { name: 'Sil' }).click();
      await card.getByRole('button', { name: 'Evet, sil' }).click();
      await expect(page.getByTestId('admin-notice')).toContainText('Fotoğraf anasayfa fotoğraflarından kaldırıldı');
      // To the trash: off the staff list and the home page, listed under "Son silinenler" until the purge.
      expect((await heroImages()).map((h) => h.id)).not.toContain(heroId);
      await expect(page.getByTestId('media-trash')).toContainText('silinecek kapak');
      await page.goto('/');
      await expect(page.getByTestId('hero-image')).toHaveAttribute('src', '/images/hero-default.svg');

      const videoId = await insertVideoRow({
        url: '/media/video_1_silinecek.mp4',
        filename: 'video_1_silinecek.mp4',
        title: 'Koli Taşıma',
        description: 'Silinecek video',
      });
      await page.goto('/admin/dashboard?sekme=video');
      const video = page.getByTestId('media-item').filter({ hasText: 'Silinecek video' });
      await video.getByRole('link', { name: 'Sil' }).click();
      await expect(video.getByRole('alertdialog')).toContainText('Video Galeri sayfasından kaldırılacak');
      await video.getByRole('button', { name: 'Evet, sil' }).click();
      await expect(page.getByTestId('admin-notice')).toContainText('Video galeriden kaldırıldı');
      expect((await videos()).map((v) => v.id)).not.toContain(videoId);
      await context.close();
    });

    test('a phone photo over the size limit is made smaller in the browser, stays upright, and warns it will be cropped', async ({
      adminPage: page,
    }) => {
      test.setTimeout(90_000); // a 10 MB photo is decoded and redrawn on a shared machine
      // 4000×3000 pixels stored sideways with "rotate 90°" in its EXIF, as phones do.
      const photo = await largeNoiseJpeg(4000, 3000, 6);
      expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
      await page.goto('/admin/dashboard?sekme=anasayfa');
      await page
        .locator('input[name="file"]')
        .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.getByRole('button', { name: 'Yükle' }).click();
      await expect(page.getByTestId('upload-success')).toHaveText(/Anasayfa fotoğrafı yüklendi/, { timeout: 20_000 });
      const row = (await heroImages()).find((h) => h.filename.includes('IMG_2041'));
      // Upright: the portrait photo the phone took, at most 2560 px (stored up to 1920 wide).
      expect(row!.height!).toBeGreaterThan(row!.width!);
      expect(row!.width! / row!.height!).toBeCloseTo(3 / 4, 1);
      const card = page.getByTestId('media-item').filter({ hasText: 'IMG 2041' });
      await expect(card.getByTestId('portrait-warning')).toHaveText(
        'Dikey fotoğraf: anasayfadaki yatay alanda üstü ve altı kırpılarak gösterilir.',
      );
    });

    test('a HEIC photo neither the browser nor the server can open gets the iPhone advice, the others upload with their title, which staff can edit', async ({
      adminPage: page,
    }) => {
      await page.goto('/admin/dashboard?sekme=galeri');
      const title = `Ataşehir ofis taşıma ${Date.now()}`;
      await page.locator('input[name="files"]').setInputFiles([
        { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heicSample() },
        { name: 'ofis.png', mimeType: 'image/png', buffer: await png(900, 600, '#0f766e') },
      ]);
      await page.getByLabel('Başlık (isteğe bağlı)').fill(title);
      await page.getByRole('button', { name: 'Yükle' }).click();
      await expect(page.getByTestId('upload-success')).toHaveText('1 fotoğraf galeriye eklendi.');
      await expect(page.getByTestId('upload-errors')).toHaveText(
        "IMG_0001.HEIC: Bu HEIC fotoğrafı açılamadı. iPhone'da Ayarlar > Kamera > Biçimler > En Uyumlu'yu seçin; yeni fotoğraflar JPEG olarak kaydedilir.",
      );
      const card = page.getByTestId('media-item').filter({ hasText: title });
      await expect(card.getByTestId('media-title')).toHaveText(title);
      await expect(card).not.toContainText('gallery_');
      await expect(card.locator('img')).toHaveAttribute('alt', title);

      const edited = `Kadıköy'de 3+1 ev taşıma ${Date.now()}`;
      await card.getByLabel('Başlık').fill(edited);
      await card.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByTestId('admin-notice')).toHaveText('Fotoğraf başlığı kaydedildi.');
      await expect(page.getByTestId('media-item').filter({ hasText: edited }).getByTestId('media-title')).toHaveText(
        edited,
      );
      await page.goto('/galeri');
      await expect(page.getByTestId('gallery-grid').getByAltText(edited)).toHaveCount(1);
    });

    test('more photos than one request may carry are sent in several requests, and all are kept', async ({
      adminPage: page,
    }) => {
      test.setTimeout(90_000); // 31 photos are re-encoded by the server
      await page.goto('/admin/dashboard?sekme=galeri');
      const tag = uniqueTag();
      const files = await Promise.all(
        Array.from({ length: 31 }, async (_, i) => ({
          name: `toplu-${tag}-${i + 1}.png`,
          mimeType: 'image/png',
          buffer: await png(120, 80, `#${(0x102030 + i * 0x040404).toString(16)}`),
        })),
      );
      await page.locator('input[name="files"]').setInputFiles(files);
      await page.getByRole('button', { name: 'Yükle' }).click();
      await expect(page.getByTestId('upload-success')).toHaveText('31 fotoğraf galeriye eklendi.', { timeout: 20_000 });
      await expect(page.getByTestId('upload-errors')).toHaveCount(0);
      expect(
        (await galleryImages()).filter((g) => g.filename.includes(`toplu-${tag}-`.replace(/-/g, '_'))).length,
      ).toBe(31);
    });

    test('a video whose poster the browser cannot capture is uploaded without one, with a note, instead of hanging', async ({
      adminPage: page,
    }) => {
      test.setTimeout(90_000); // the poster capture waits for its timeout
      // A browser that never loads the video: the poster capture must give up on its own.
      await page.addInitScript(() => {
        Object.defineProperty(HTMLMediaElement.prototype, 'src', { configurable: true, get: () => '', set: () => {} });
        HTMLMediaElement.prototype.load = () => {};
      });
      await page.goto('/admin/dashboard?sekme=video');
      const file = readFileSync(path.join(import.meta.dirname, '..', 'public', BUILTIN_VIDEOS[0]!.video));
      await page
        .locator('input[name="file"]')
        .setInputFiles({ name: 'kapaksiz.mp4', mimeType: 'video/mp4', buffer: file });
      await page.locator('select[name="title"]').selectOption('Koli Taşıma');
      await page.getByRole('button', { name: 'Yükle' }).click();
      await expect(page.getByTestId('upload-progress')).toContainText('Kapak görseli hazırlanıyor...');
      await expect(page.getByTestId('upload-success')).toHaveText('Video galeriye eklendi.', { timeout: 20_000 });
      await expect(page.getByTestId('upload-note')).toHaveText(
        'Tarayıcı bu videodan kapak görseli alamadı; video kapak görseli olmadan yüklendi.',
      );
      await expect(page.getByTestId('upload-progress')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Yükle' })).toBeEnabled();
      const row = (await videos()).find((v) => v.filename.includes('kapaksiz'));
      expect(row!.thumbnailUrl).toBe('');
    });
  });
});

test.describe('a page of another origin', () => {
  test("cannot add a photo with the signed-in administrator's cookie, even from the same site", async ({
    adminPage: page,
  }) => {
    const target = new URL('/api/admin/uploads/hero', page.url()).href;
    const readable = new URL('/admin/dashboard/export?tur=mesajlar', page.url()).href;
    const before = (await heroImages()).length;
    const photo = (await png(40, 30, '#dc2626')).toString('base64');
    // Another port of the same host: another origin, but the same site, so the SameSite cookie goes along.
    const other = http.createServer((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><title>Kampanya</title><script>
        const bytes = Uint8Array.from(atob('${photo}'), (c) => c.charCodeAt(0));
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'image/png' }), 'baskin.png');
        fetch(${JSON.stringify(target)}, { method: 'POST', body: form, credentials: 'include', mode: 'no-cors' });
        fetch(${JSON.stringify(readable)}, { credentials: 'include', mode: 'no-cors' });
      </script>`);
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const upload = page.waitForResponse((r) => r.url() === target && r.request().method() === 'POST');
      const sessionCheck = page.waitForResponse((r) => r.url() === readable);
      await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
      const response = await upload;
      expect(response.status()).toBe(403);
      expect((await heroImages()).length).toBe(before);
      // The page's requests do carry the session (a read it may make answers 200, not 401):
      // only the origin check stands between it and the upload.
      expect((await sessionCheck).status()).toBe(200);
    } finally {
      other.close();
    }
  });
});

/** A phone-sized photo: noise compresses badly, so it is far over the 5 MB limit. */
async function largeNoiseJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: '#777777', noise: { type: 'gaussian', mean: 128, sigma: 70 } },
  }).jpeg({ quality: 92 });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

/** The first bytes of an iPhone photo (an ISO-BMFF "ftyp" box of brand heic), which Chromium cannot decode. */
const heicSample = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic'),
    Buffer.alloc(4000, 7),
  ]);

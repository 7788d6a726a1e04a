import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { BUILTIN_PHOTOS } from '../content/gallery';
import { BUILTIN_VIDEOS } from '../content/videos';
import { queryDb, signInAsAdmin } from './helpers';

const uploads = () => path.join(process.env.E2E_DATA_DIR!, 'uploads');
const leftovers = () => (existsSync(path.join(uploads(), '.tmp')) ? readdirSync(path.join(uploads(), '.tmp')) : []);

async function png(width: number, height: number, color: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

test.describe('visitor browses the galleries', () => {
  test('the photo gallery lists the 20 built-in photos in a grid, with a lightbox usable by keyboard', async ({ page }) => {
    await page.goto('/galeri');
    const grid = page.getByTestId('gallery-grid');
    await expect(grid.locator('li')).toHaveCount(Number(await page.getByTestId('photo-count').textContent()));
    expect(BUILTIN_PHOTOS.map((p) => p.n)).toEqual([...Array(22).keys()].map((i) => i + 1).filter((n) => n !== 7 && n !== 15));
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

  test('the video gallery shows the built-in videos, loads nothing before play, and Space toggles autoplay', async ({ page }) => {
    await page.goto('/video-galeri');
    await expect(page.getByText('10:30')).toBeVisible();
    await expect(page.getByText('1080p')).toBeVisible();
    const grid = page.getByTestId('video-grid');
    await expect(grid.locator('li').filter({ hasText: BUILTIN_VIDEOS[0]!.title })).toBeVisible();
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
    for (const p of BUILTIN_PHOTOS) total += readFileSync(path.join(root, 'images', 'galeri', `${p.n}.webp`)).length + readFileSync(path.join(root, 'images', 'galeri', `${p.n}-640.webp`)).length;
    for (const v of BUILTIN_VIDEOS) total += readFileSync(path.join(root, v.video)).length + readFileSync(path.join(root, v.thumbnail)).length;
    expect(total).toBeLessThan(10 * 1024 * 1024);
  });
});

test.describe('administrator manages the media', () => {
  test.describe.configure({ mode: 'serial' });

  test('uploads a hero photo, activates it, and the home page shows it on the next load', async ({ page, request }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard?sekme=anasayfa');
    await page.locator('input[name="file"]').setInputFiles({ name: 'kapak resmi.png', mimeType: 'image/png', buffer: await png(2400, 1350, '#f97316') });
    await page.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByTestId('upload-result')).toContainText('Anasayfa fotoğrafı yüklendi.');
    const item = page.getByTestId('media-item').filter({ hasText: 'kapak_resmi.png' }).first();
    await expect(item).toBeVisible();
    const [row] = queryDb<{ filename: string; variants: string; is_active: number }>('select filename, variants, is_active from hero_images order by created_at desc limit 1');
    expect(row!.filename).toMatch(/^hero_\d+_kapak_resmi\.png$/);
    expect(row!.is_active).toBe(0);
    expect(JSON.parse(row!.variants).map((v: { width: number }) => v.width)).toEqual([640, 1280, 1920]);

    await item.getByRole('button', { name: 'Aktif yap' }).click();
    await expect(page.getByTestId('admin-notice')).toHaveText('Aktif hero görseli değiştirildi!');
    await page.goto('/');
    const hero = page.getByTestId('hero-image');
    await expect(hero).toHaveAttribute('src', /^\/media\/hero_\d+_kapak_resmi-1920\.webp$/);
    await expect(hero).toHaveAttribute('srcset', /-640\.webp 640w/);
    const media = await request.get((await hero.getAttribute('src'))!);
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toBe('image/webp');
    expect(media.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a wrong file type or an oversized photo is refused with the messages of the specification', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard?sekme=anasayfa');
    const before = queryDb('select id from hero_images').length;
    await page.locator('input[name="file"]').setInputFiles({ name: 'belge.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByTestId('upload-result')).toHaveText('Lütfen sadece JPEG, PNG veya WebP formatında görsel yükleyin.');
    await page.locator('input[name="file"]').setInputFiles({ name: 'kandirma.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('bu bir resim değil, bir metin dosyası') });
    await page.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByTestId('upload-result')).toHaveText('Lütfen sadece JPEG, PNG veya WebP formatında görsel yükleyin.');
    await page.locator('input[name="file"]').setInputFiles({ name: 'dev.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await page.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByTestId('upload-result')).toHaveText("Görsel boyutu 5MB'dan küçük olmalıdır.");
    // The browser checks first; the server checks again by content and size, for a direct post too.
    const filesBefore = readdirSync(uploads()).length;
    const direct = await page.request.post('/api/admin/uploads/hero', {
      headers: { accept: 'application/json', origin: new URL(page.url()).origin },
      multipart: { file: { name: 'dev.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024)]) } },
    });
    expect(direct.status()).toBe(400);
    expect(await direct.json()).toMatchObject({ ok: false, message: "Görsel boyutu 5MB'dan küçük olmalıdır." });
    const renamed = await page.request.post('/api/admin/uploads/hero', {
      headers: { accept: 'application/json' },
      multipart: { file: { name: 'not.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('düz metin') } },
    });
    expect(await renamed.json()).toMatchObject({ ok: false, message: 'Lütfen sadece JPEG, PNG veya WebP formatında görsel yükleyin.' });
    expect(readdirSync(uploads()).length).toBe(filesBefore);
    expect(leftovers()).toEqual([]);
    expect(queryDb('select id from hero_images').length).toBe(before);
  });

  test('uploads several gallery photos, names the refused one, shows the new ones first on /galeri, and deletes one', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard?sekme=galeri');
    await page.locator('input[name="files"]').setInputFiles([
      { name: 'depo.png', mimeType: 'image/png', buffer: await png(1600, 1067, '#155a9a') },
      { name: 'sahte.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('GIF89a sahte') },
    ]);
    await page.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByTestId('upload-result')).toContainText('1 fotoğraf galeriye eklendi.');
    await expect(page.getByTestId('upload-result')).toContainText('sahte.jpg: Lütfen sadece JPEG, PNG veya WebP formatında görsel yükleyin.');
    await page.goto('/galeri');
    const first = page.getByTestId('gallery-grid').locator('li').first();
    await expect(first).toContainText('Yeni');
    await expect(page.getByTestId('photo-count')).toHaveText(String(BUILTIN_PHOTOS.length + queryDb('select id from gallery_images').length));

    await page.goto('/admin/dashboard?sekme=galeri');
    const count = await page.getByTestId('media-item').count();
    const [newest] = queryDb<{ variants: string }>('select variants from gallery_images order by created_at desc limit 1');
    const files = (JSON.parse(newest!.variants) as { filename: string }[]).map((v) => path.join(uploads(), v.filename));
    expect(files.every((f) => existsSync(f))).toBe(true);
    await page.getByTestId('media-item').first().getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByTestId('admin-notice')).toHaveText('Görsel silindi!');
    await expect(page.getByTestId('media-item')).toHaveCount(count - 1);
    expect(files.some((f) => existsSync(f))).toBe(false);
    await page.goto('/galeri');
    await expect(page.getByTestId('photo-count')).toHaveText(String(BUILTIN_PHOTOS.length + queryDb('select id from gallery_images').length));
  });

  test('uploads a video with a title and a poster captured in the browser; it plays with HTTP ranges', async ({ page, request }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard?sekme=video');
    const file = readFileSync(path.join(import.meta.dirname, '..', 'public', BUILTIN_VIDEOS[0]!.video));
    await page.locator('input[name="file"]').setInputFiles({ name: 'tasima.mp4', mimeType: 'video/mp4', buffer: file });
    await page.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByTestId('upload-result')).toHaveText('Lütfen video dosyası ve başlık seçiniz.');
    await page.locator('select[name="title"]').selectOption('Asansörlü Taşımacılık');
    await page.fill('textarea[name="description"]', 'Yirminci kattan indirme.');
    await page.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByTestId('upload-result')).toHaveText('Video galeriye eklendi.');
    const [row] = queryDb<{ url: string; thumbnail_url: string; title: string }>('select url, thumbnail_url, title from video_gallery order by created_at desc limit 1');
    expect(row!.title).toBe('Asansörlü Taşımacılık');
    expect(row!.thumbnail_url).toMatch(/^\/media\/thumb_\d+_tasima\.mp4\.jpg$/);
    const poster = await request.get(row!.thumbnail_url);
    expect(poster.headers()['content-type']).toBe('image/jpeg');

    const ranged = await request.get(row!.url, { headers: { Range: 'bytes=100-199' } });
    expect(ranged.status()).toBe(206);
    expect(ranged.headers()['content-range']).toBe(`bytes 100-199/${file.length}`);
    expect((await ranged.body()).equals(file.subarray(100, 200))).toBe(true);
    expect((await request.get(row!.url, { headers: { Range: `bytes=${file.length + 5}-` } })).status()).toBe(416);

    await page.goto('/video-galeri');
    await expect(page.getByTestId('video-grid').locator('li').first()).toContainText('Asansörlü Taşımacılık');
    await expect(page.getByTestId('video-grid').locator('li').first()).toContainText('Yeni');
  });

  test('media addresses cannot reach outside the uploads folder, and uploads need a session', async ({ request }) => {
    for (const p of ['/media/..%2F..%2Fsite.db', '/media/%2e%2e%2fsite.db', '/media/site.db', '/media/.tmp']) {
      expect((await request.get(p)).status(), p).toBe(404);
    }
    const upload = await request.post('/api/admin/uploads/hero', { multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: await png(10, 10, '#000') } }, headers: { accept: 'application/json' } });
    expect(upload.status()).toBe(401);
  });
});

import { expect, test } from './fixtures';
import sharp from 'sharp';
import { UPLOAD_MESSAGES, UPLOAD_REQUEST_LIMITS } from '@/lib/media/rules';
import { contactMessage, galleryImages, insertLead } from './data';
import { submitSignInForm, uniqueTag } from './helpers';

async function png(width: number, height: number, color: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

const GALLERY_FORM = 'form[action="/api/admin/uploads/gallery"]';

/** Gallery rows whose stored name carries the test's tag (stored names turn "-" into "_"). */
async function galleryRowsTagged(tag: string) {
  return (await galleryImages()).filter((g) => g.filename.includes(tag));
}

test.describe('gallery upload without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('more photos than one request may carry: the rest are counted, the kept ones shown in green, each refusal once in red', async ({
    adminPage: page,
  }) => {
    test.setTimeout(90_000); // the server re-encodes every kept photo
    await page.goto('/admin/dashboard?sekme=galeri');
    const tag = uniqueTag();
    const leftOut = 3;
    const files = await Promise.all(
      Array.from({ length: UPLOAD_REQUEST_LIMITS.files + leftOut }, async (_, i) => ({
        name: `fazla-${tag}-${i + 1}.png`,
        mimeType: 'image/png',
        buffer: await png(24, 16, `#${(0x203040 + i * 0x030303).toString(16)}`),
      })),
    );
    // Two files within the limit are not photos: one refusal, shown once.
    for (const i of [2, 7])
      files[i] = { name: `bozuk-${tag}-${i}.png`, mimeType: 'image/png', buffer: Buffer.from('yok') };
    const form = page.locator(GALLERY_FORM);
    await form.locator('input[name="files"]').setInputFiles(files);
    await form.locator('input[name="title"]').fill(`Toplu ${tag}`);
    await form.getByRole('button', { name: 'Yükle' }).click();

    await expect(page).toHaveURL(/\/admin\/dashboard\?sekme=galeri&/);
    const kept = UPLOAD_REQUEST_LIMITS.files - 2;
    await expect(page.getByTestId('upload-report-success')).toHaveText(`${kept} fotoğraf galeriye eklendi.`);
    const errors = page.getByTestId('upload-report-errors').getByRole('listitem');
    await expect(errors).toHaveText([UPLOAD_MESSAGES.imageType, UPLOAD_MESSAGES.leftOut(leftOut)]);
    await expect(errors.nth(1)).toContainText(`${leftOut} dosya gönderilmedi`);
    // The address carries counts and codes, never a file name.
    expect(page.url()).not.toContain(tag);
    expect((await galleryRowsTagged(`fazla_${tag}_`)).length).toBe(kept);
  });

  test('text put into the address is never shown as an upload result', async ({ adminPage: page }) => {
    const bait = 'Hesabınız kilitlendi, şifrenizi e-postayla gönderin';
    await page.goto(`/admin/dashboard?sekme=galeri&red=${encodeURIComponent(`${bait},gorsel-boyutu`)}&eklenen=x`);
    await expect(page.getByTestId('upload-report-errors')).toHaveText(UPLOAD_MESSAGES.imageSize);
    await expect(page.getByTestId('upload-report-success')).toHaveCount(0);
    await expect(page.getByText(bait)).toHaveCount(0);
  });
});

test.describe('session that ends while a form is open', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('an upload is sent to the sign-in page, which leads back to the tab saying the upload was not saved', async ({
      adminPage: page,
      context,
      staff,
    }) => {
      await page.goto('/admin/dashboard?sekme=galeri');
      const tag = uniqueTag();
      const form = page.locator(GALLERY_FORM);
      await form
        .locator('input[name="files"]')
        .setInputFiles({ name: `oturumsuz-${tag}.png`, mimeType: 'image/png', buffer: await png(30, 20, '#0f766e') });
      await context.clearCookies();
      const sent = page.waitForResponse((r) => r.url().includes('/api/admin/uploads/gallery'));
      await form.getByRole('button', { name: 'Yükle' }).click();
      expect((await sent).status()).toBe(303);

      await expect(page).toHaveURL(/\/admin\/login\?donus=/);
      expect(new URL(page.url()).searchParams.get('donus')).toBe(
        '/admin/dashboard?sekme=galeri&bildirim=yukleme-kaydedilmedi',
      );
      await expect(page.getByTestId('login-return-note')).toContainText('dosyanız kaydedilmedi');
      await submitSignInForm(page, staff);
      await expect(page).toHaveURL(/\/admin\/dashboard\?sekme=galeri&bildirim=yukleme-kaydedilmedi$/);
      await expect(page.getByTestId('admin-notice')).toHaveText(UPLOAD_MESSAGES.sessionExpiredNoScript);
      expect(await galleryRowsTagged(`oturumsuz_${tag}`)).toEqual([]);
    });

    test('any other staff form is sent to the sign-in page too, and changes nothing', async ({
      adminPage: page,
      context,
    }) => {
      const name = `Oturumsuz Mesaj ${uniqueTag()}`;
      const id = await insertLead('contact', { name });
      await page.goto('/admin/dashboard?sekme=mesajlar&filtre=okunmamis');
      const item = page.getByTestId('inbox-item').filter({ hasText: name });
      await context.clearCookies();
      await item.getByRole('button', { name: 'Okundu olarak işaretle' }).click();
      await expect(page).toHaveURL(/\/admin\/login\?donus=/);
      expect(new URL(page.url()).searchParams.get('donus')).toBe('/admin/dashboard?sekme=mesajlar&filtre=okunmamis');
      expect((await contactMessage(id))?.isRead).toBe(false);
    });
  });

  test('with JavaScript, an upload says the session ended and offers sign-in in a new tab; the chosen photo is then uploaded', async ({
    adminPage: page,
    context,
    staff,
  }) => {
    await page.goto('/admin/dashboard?sekme=galeri');
    const form = page.locator(`${GALLERY_FORM}[data-hydrated]`);
    await expect(form).toBeVisible();
    const tag = uniqueTag();
    await form
      .locator('input[name="files"]')
      .setInputFiles({ name: `yeniden-${tag}.png`, mimeType: 'image/png', buffer: await png(30, 20, '#7c3aed') });
    await context.clearCookies();
    const sent = page.waitForResponse((r) => r.url().includes('/api/admin/uploads/gallery'));
    await form.getByRole('button', { name: 'Yükle' }).click();
    expect((await sent).status()).toBe(401);
    await expect(page.getByTestId('upload-errors')).toContainText(UPLOAD_MESSAGES.sessionExpired);
    expect(await galleryRowsTagged(`yeniden_${tag}`)).toEqual([]);

    const link = page.getByRole('link', { name: 'Yeni sekmede giriş yapın' });
    await expect(link).toHaveAttribute('target', '_blank');
    const [signInTab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(signInTab).toHaveURL(/\/admin\/login\?donus=%2Fadmin%2Fdashboard%3Fsekme%3Dgaleri$/);
    await submitSignInForm(signInTab, staff);
    await expect(signInTab).toHaveURL(/\/admin\/dashboard\?sekme=galeri$/);
    await signInTab.close();

    // This tab kept the chosen photo: sending again now works.
    await expect(page).toHaveURL(/\/admin\/dashboard\?sekme=galeri$/);
    await form.getByRole('button', { name: 'Yükle' }).click();
    await expect(page.getByTestId('upload-success')).toHaveText('1 fotoğraf galeriye eklendi.');
    expect((await galleryRowsTagged(`yeniden_${tag}`)).length).toBe(1);
  });
});

// An office worker's day at 390 px (issue 28, "The staff area on a phone"): the long
// settings forms in sections with the save button and its answer in view, the first refused
// field focused; deletes confirmed where the tap was; a deleted photo brought back; a lead
// that came by phone entered with "Yeni talep". Screenshots: e2e/shots.ts.
import type { Page } from '@playwright/test';
import { insertGalleryImage } from '@/lib/data/gallery-images.server';
import { expect, test } from './fixtures';
import { insertLead, withDb } from './data';
import { holdCompanyFacts, releaseCompanyFacts } from './helpers';
import { ONCE } from './once';
import { shotPath } from './shots';

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: shotPath(`staff-phone-${name}`), fullPage });
}

/** Width of the whole document: wider than the screen means the page scrolls sideways. */
const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('office worker on a 390 px phone', ONCE, () => {
  test(
    'opens one section of Firma Bilgileri; a refused e-mail is answered at the save bar and gets the focus',
    ONCE,
    async ({ adminPage: page }) => {
      await page.goto('/admin/dashboard?sekme=firma');
      const form = page.locator('[data-testid="firma-form"][data-hydrated]');
      await form.waitFor();
      // The sections start closed on a phone: the form is a list of titles with the save bar under them.
      const contact = form.getByTestId('firma-section-iletisim');
      await expect(contact).not.toHaveAttribute('open');
      expect(await documentWidth(page)).toBeLessThanOrEqual(390);
      await shot(page, 'firma-390');
      await contact.locator('summary').click();
      const email = form.getByLabel('E-posta', { exact: true });
      await email.fill('yanlis@');
      const bar = form.getByTestId('firma-save-bar');
      await expect(bar).toBeInViewport();
      await bar.getByRole('button', { name: 'Firma Bilgilerini Kaydet' }).click();
      const message = form.getByTestId('firma-message');
      await expect(message).toContainText('Kaydedilmedi');
      await expect(message).toContainText('(1 alan)');
      // The answer sits beside the button, on screen; the refused field has the focus and its message.
      await expect(message).toBeInViewport();
      await expect(bar.getByRole('button', { name: 'Firma Bilgilerini Kaydet' })).toBeInViewport();
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeInViewport();
      await expect(contact).toContainText('1 hatalı alan');
      await shot(page, 'firma-refused-390');
    },
  );

  test.describe('two staff on Firma Bilgileri at once', () => {
    test.beforeEach(holdCompanyFacts);
    test.afterEach(releaseCompanyFacts);

    test('the later save is refused with the earlier one’s values, and what was typed is kept beside them', async ({
      adminPage: first,
    }) => {
      const second = await first.context().newPage();
      for (const page of [first, second]) {
        await page.goto('/admin/dashboard?sekme=firma');
        await page.locator('[data-testid="firma-form"][data-hydrated]').waitFor();
      }
      // The second person saves first (nothing changed: the save still counts).
      await second.getByTestId('firma-save-bar').getByRole('button', { name: 'Firma Bilgilerini Kaydet' }).click();
      await expect(second.getByTestId('firma-message')).toContainText('Kaydedildi');
      // The first, from the page opened before, types a legal name and saves: refused, nothing written.
      const form = first.getByTestId('firma-form');
      const legal = form.getByLabel('Ticaret unvanı', { exact: true });
      const before = await legal.inputValue();
      await form.getByTestId('firma-section-unvan').locator('summary').click();
      await legal.fill(`${before} (yeni)`);
      await form.getByTestId('firma-save-bar').getByRole('button', { name: 'Firma Bilgilerini Kaydet' }).click();
      const message = form.getByTestId('firma-message');
      await expect(message).toContainText('Kaydedilmedi: bu sayfayı açtığınızdan beri');
      await expect(message).toBeInViewport();
      await expect(legal).toHaveValue(before);
      await expect(form.getByTestId('firma-section-unvan').getByTestId('settings-yours')).toContainText(
        `${before} (yeni)`,
      );
      // Saved again from that answer (nothing changed): accepted.
      await form.getByTestId('firma-save-bar').getByRole('button', { name: 'Firma Bilgilerini Kaydet' }).click();
      await expect(message).toContainText('Kaydedildi');
      await second.close();
    });
  });

  test(
    'finds a refused price in Fiyatlar with the focus on it, without scrolling five screens',
    ONCE,
    async ({ adminPage: page }) => {
      await page.goto('/admin/dashboard?sekme=fiyatlar');
      const form = page.locator('[data-testid="fiyatlar-form"][data-hydrated]');
      await form.waitFor();
      await shot(page, 'fiyatlar-390');
      await form.getByTestId('fiyatlar-section-hesaplama').locator('summary').click();
      const baseFee = form.getByLabel('Taban ücret');
      await baseFee.fill('çok');
      await form.getByTestId('fiyatlar-save-bar').getByRole('button', { name: 'Fiyatları Kaydet' }).click();
      await expect(form.getByTestId('fiyatlar-message')).toContainText('Kaydedilmedi');
      await expect(form.getByTestId('fiyatlar-message')).toBeInViewport();
      await expect(baseFee).toBeFocused();
      await expect(baseFee).toBeInViewport();
      // The other sections stay closed: the page stays short.
      await expect(form.getByTestId('fiyatlar-section-hizmetler')).not.toHaveAttribute('open');
      await shot(page, 'fiyatlar-refused-390');
    },
  );

  test('taps "Sil" on a lead far down the list and finds "Evet, sil" where the tap was', async ({
    adminPage: page,
  }) => {
    const target = unique('Aşağıdaki Müşteri');
    await insertLead('quote', { name: target });
    for (let i = 0; i < 4; i++) await insertLead('quote', { name: unique('Üstteki Müşteri') });
    await page.goto('/admin/dashboard?sekme=teklifler');
    const card = page.getByTestId('inbox-item').filter({ hasText: target });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('link', { name: 'Sil', exact: true }).click();
    const confirmation = card.getByRole('alertdialog');
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByRole('button', { name: 'Evet, sil' })).toBeInViewport();
    await confirmation.getByRole('button', { name: 'Evet, sil' }).click();
    await expect(page.getByTestId('admin-notice')).toContainText('Silinenler');
    await expect(page.getByTestId('inbox-item').filter({ hasText: target })).toHaveCount(0);
  });

  test('deletes a gallery photo and brings it back from "Son silinenler"', async ({ adminPage: page }) => {
    const title = unique('Geri Alınan Fotoğraf');
    await withDb((db) =>
      insertGalleryImage(db, { url: '/images/hero-default.svg', filename: `gallery_1_${Date.now()}.png`, title }),
    );
    await page.goto('/admin/dashboard?sekme=galeri');
    const card = page.getByTestId('media-item').filter({ hasText: title });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('link', { name: 'Sil' }).click();
    const confirmation = card.getByTestId('delete-confirmation');
    await expect(confirmation).toContainText('geri alabilirsiniz');
    await expect(confirmation.getByRole('button', { name: 'Evet, sil' })).toBeInViewport();
    await confirmation.getByRole('button', { name: 'Evet, sil' }).click();
    await expect(page.getByTestId('admin-notice')).toContainText('Fotoğraf galeriden kaldırıldı');
    await expect(page.getByTestId('media-item').filter({ hasText: title })).toHaveCount(0);
    const trashed = page.getByTestId('media-trash-item').filter({ hasText: title });
    await expect(trashed).toContainText('kalıcı olarak silinecek');
    await trashed.getByRole('button', { name: 'Geri al' }).click();
    await expect(page.getByTestId('admin-notice')).toContainText('Geri alındı');
    await expect(page.getByTestId('media-item').filter({ hasText: title })).toHaveCount(1);
    await expect(page.getByTestId('media-trash-item').filter({ hasText: title })).toHaveCount(0);
  });

  test('enters a customer who phoned with "Yeni talep": refused phone focused, then a reference and a customer link', async ({
    adminPage: page,
  }) => {
    const lastName = unique('Telefoncu');
    await page.goto('/admin/dashboard?sekme=teklifler');
    await page.getByTestId('new-lead-link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Yeni talep' })).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);
    await shot(page, 'yeni-talep-390', true);
    const form = page.getByTestId('new-lead-form');
    await form.getByRole('radio', { name: 'WhatsApp' }).check();
    await form.locator('#yeni-firstName').fill('Zeynep');
    await form.locator('#yeni-lastName').fill(lastName);
    await form.locator('#yeni-phone').fill('12');
    await form.locator('#yeni-fromLocation').fill('Kadıköy');
    await form.locator('#yeni-toLocation').fill('Beşiktaş');
    await form.locator('#yeni-service').selectOption('Ev Taşıma');
    await form.getByRole('button', { name: 'Talebi kaydet' }).click();
    const phone = page.locator('#yeni-phone');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays, the chosen source too.
    await expect(page.locator('#yeni-lastName')).toHaveValue(lastName);
    await expect(page.getByTestId('new-lead-form').getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    await shot(page, 'yeni-talep-refused-390');
    await phone.fill('0505 111 22 33');
    await page.getByTestId('new-lead-form').getByRole('button', { name: 'Talebi kaydet' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/talep\/teklif\//);
    await expect(page.getByTestId('admin-notice')).toContainText('Talep kaydedildi');
    await expect(page.getByTestId('lead-name')).toHaveText(`Zeynep ${lastName}`);
    await expect(page.locator('main header')).toContainText(/T-[2-9A-Z]{6}/);
    await expect(page.getByTestId('customer-link-fresh')).toBeVisible();
    await expect(page.getByTestId('lead-phone')).toHaveText('0505 111 22 33');
    await expect(page.getByTestId('lead-audit')).toContainText('Personel girdi');
    await shot(page, 'yeni-talep-saved-390', true);
  });
});

// A quote request made from an estimate, as one story with and without JavaScript: the
// destination district is chosen on the estimate form, the quote form meets validation
// messages on the way, and the lead staff read still carries the estimate
// (docs/decisions/033-no-js-quote-form.md).
import type { Browser, Page } from '@playwright/test';
import { expect, test, type StorageState } from './fixtures';
import { formatTlRange } from '../lib/estimate/format';
import { findQuoteRequests } from './data';
import { gotoHydrated, ownAddress, pastMinimumFillTime } from './helpers';

const EMAIL = 'Lütfen geçerli bir e-posta adresi girin.';
const PHONE = 'Lütfen geçerli bir telefon numarası girin.';

/** Sends the quote form and waits for its answer (a new page without JavaScript, the banner with it). */
async function sendQuote(page: Page) {
  await pastMinimumFillTime(page);
  await page.getByRole('button', { name: 'Teklif İste' }).click();
}

/** The staff dashboard's quote tab, in a browser of its own signed in with the worker's session. */
async function staffQuotes(browser: Browser, baseURL: string, session: StorageState): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: session });
  const page = await context.newPage();
  await page.goto('/admin/dashboard?sekme=teklifler');
  await expect(page, 'the saved session opens the staff area').toHaveURL(/\/admin\/dashboard\?sekme=teklifler$/);
  return page;
}

for (const js of [true, false]) {
  const visitor = js ? 'visitor' : 'visitor without JavaScript';

  test.describe(`${visitor} asks for a quote at the estimated price`, () => {
    test.use({ javaScriptEnabled: js });

    test('chooses the destination district, meets two validation messages, and the lead still carries the estimate', async ({
      page,
      browser,
      baseURL,
      staffSession,
    }) => {
      test.setTimeout(60_000); // three sends, each past the minimum fill time
      await ownAddress(page);
      if (js) await gotoHydrated(page, '/fiyat-hesaplama');
      else await page.goto('/fiyat-hesaplama');

      // The district select appears as soon as İstanbul is chosen, before anything is sent.
      const district = page.locator('#nereye-ilce');
      await page.selectOption('#nereden', 'ankara');
      await expect(district).toBeHidden();
      await page.selectOption('#nereye', 'istanbul');
      await expect(district).toBeVisible();
      await expect(district.locator('option:not([value=""])')).toHaveCount(39);
      await district.selectOption('kadikoy');
      await page.selectOption('#ev', '2+1');
      await page.getByRole('button', { name: 'Fiyatı Hesapla' }).click();
      await expect(page).toHaveURL(/\/fiyat-hesaplama\?nereden=ankara&nereye=istanbul\/kadikoy&ev=2%2B1/);
      await expect(page.getByTestId('estimate-result')).toContainText('Ankara → İstanbul / Kadıköy');
      const shown = (await page.getByTestId('estimate-range').textContent())!.trim();
      expect(shown).toContain('TL');

      await page.getByRole('link', { name: 'Bu fiyatla teklif iste' }).click();
      await expect(page).toHaveURL(/\/teklif-al\?nereden=ankara&nereye=istanbul\/kadikoy&ev=2%2B1/);
      if (js) await page.locator('form[data-hydrated]').waitFor();
      const estimateBox = page.getByTestId('quote-estimate');
      await expect(estimateBox).toContainText(`Fiyat tahmininiz: ${shown}`);
      await expect(page.locator('[name="fromLocation"]')).toHaveValue('Ankara');
      await expect(page.locator('[name="toLocation"]')).toHaveValue('İstanbul / Kadıköy');

      // First a mistyped e-mail, then a short phone: each answer keeps the estimate and what was typed.
      const lastName = `Tahminli ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      await page.fill('[name="firstName"]', 'Gülşen');
      await page.fill('[name="lastName"]', lastName);
      await page.fill('[name="phone"]', '123');
      await page.fill('[name="email"]', 'gulsen-at-example');
      await sendQuote(page);
      await expect(page.getByTestId('lead-error')).toHaveText(EMAIL);
      await expect(estimateBox).toContainText(`Fiyat tahmininiz: ${shown}`);
      await expect(page.locator('[name="lastName"]')).toHaveValue(lastName);
      await expect(page.locator('[name="toLocation"]')).toHaveValue('İstanbul / Kadıköy');

      await page.fill('[name="email"]', 'gulsen@example.com');
      await sendQuote(page);
      await expect(page.getByTestId('lead-error')).toHaveText(PHONE);
      await expect(estimateBox).toContainText(`Fiyat tahmininiz: ${shown}`);
      await expect(page.locator('[name="email"]')).toHaveValue('gulsen@example.com');

      await page.fill('[name="phone"]', '0532 765 43 21');
      await sendQuote(page);
      await expect(page.getByTestId('lead-success')).toBeVisible();
      const reference = (await page.getByTestId('lead-reference').textContent())!;
      const customerPath = (await page.getByTestId('lead-customer-link').getAttribute('href'))!;

      // Stored with the estimate the server computed, the district of the destination in it.
      const [row] = await findQuoteRequests((r) => r.reference === reference);
      expect(row).toMatchObject({
        name: `Gülşen ${lastName}`,
        fromLocation: 'Ankara',
        toLocation: 'İstanbul / Kadıköy',
      });
      expect(row!.estimate, 'the lead carries its estimate').not.toBeNull();
      expect(formatTlRange(row!.estimate!.min, row!.estimate!.max)).toBe(shown);
      expect(row!.estimate!.inputs).toMatchObject({
        origin: { province: 'ankara', district: null },
        destination: { province: 'istanbul', district: 'kadikoy' },
        homeSize: '2+1',
      });

      // Staff see it in the dashboard.
      const staff = await staffQuotes(browser, baseURL!, staffSession);
      const item = staff.getByTestId('inbox-item').filter({ hasText: lastName });
      await expect(item.getByTestId('inbox-estimate')).toContainText(`Tahmin: ${shown}`);
      await expect(item.getByTestId('inbox-estimate')).toContainText('Ankara → İstanbul / Kadıköy · 2+1');
      await staff.context().close();

      // The customer's own page shows the estimate with its lines, computed by the same model.
      await page.goto(customerPath);
      const own = page.getByTestId('customer-estimate');
      await expect(own).toContainText(`Talep ettiğiniz andaki tahmini fiyat: ${shown}`);
      await expect(own.getByText('Yükleme ve boşaltma işçiliği')).toHaveCount(1);
      await expect(own.getByTestId('estimate-total')).toHaveCount(1);
    });
  });
}

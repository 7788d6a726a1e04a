// Staff mark an extra as included for a service ("Fiyatlar" → "Hizmete dahil olanlar"): the
// service page lists it under "Fiyata dahil", the home page's step stops calling it extra, and
// the estimate no longer charges it for that service. It changes what every visitor sees, so it
// runs in the `site-wide` project and puts the seed back at the end (docs/decisions/029).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { includedFieldName } from '../lib/included/table';

const PRICES = '/admin/dashboard?sekme=fiyatlar';
const FIELD = includedFieldName('sehir-ici-tasima', 'packing');
/** Kadıköy → Beşiktaş 2+1 with packing ticked. */
const ESTIMATE =
  '/fiyat-hesaplama?nereden=istanbul%2Fkadikoy&nereye=istanbul%2Fbesiktas&ev=2%2B1&kat-cikis=2&kat-varis=2' +
  '&asansor-cikis=var&asansor-varis=var&paketleme=evet';

async function setPacking(page: Page, value: 'included' | 'extra') {
  await page.goto(PRICES);
  const form = page.getByTestId('dahil-form');
  await form.locator(`select[name="${FIELD}"]`).selectOption(value);
  await form.getByRole('button', { name: 'Dahil Olanları Kaydet' }).click();
  await expect(page.getByTestId('dahil-message')).toContainText('Kaydedildi');
}

test.describe('staff mark what a service includes @site-wide', () => {
  test('packing marked included for in-city moves is listed as included and no longer charged', async ({
    adminPage: page,
  }) => {
    const packingLine = (p: Page) =>
      p.getByTestId('estimate-result').getByText('Paketleme ve koli malzemesi', { exact: true });
    await page.goto(ESTIMATE);
    await expect(packingLine(page)).toBeVisible();
    try {
      await setPacking(page, 'included');
      await expect(page.getByTestId('dahil-history')).toContainText('Şehir İçi Taşıma: Paketleme: Ek ücretli → Dahil');
      await expect(async () => {
        await page.goto('/hizmetlerimiz/sehir-ici-tasima');
        const lists = page.getByTestId('included-lists');
        await expect(lists.locator('div').first()).toContainText('Paketleme ve koli malzemesi');
      }).toPass({ timeout: 15_000 });
      await page.goto(ESTIMATE);
      // No packing line in the breakdown; the included list says it belongs to the service.
      await expect(packingLine(page)).toHaveCount(0);
      await expect(page.getByTestId('estimate-included')).toContainText(
        'Eşyaların paketlenmesi ve koli malzemesi, hizmete dahil',
      );
      await page.goto('/');
      await expect(page.locator('#surec')).not.toContainText('paketleme');
    } finally {
      await setPacking(page, 'extra');
    }
  });
});

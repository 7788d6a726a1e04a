// Staff confirm or clear the company's figures in "Firma Bilgileri"; a cleared figure
// disappears from every page that showed it (docs/decisions/031-figures-with-a-source.md).
// The test changes what every visitor sees, so it runs in the `site-wide` project and puts
// the original value back at the end, whatever the outcome.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdCompanyFacts, releaseCompanyFacts } from './helpers';

const COMPANY = '/admin/dashboard?sekme=firma';
/** The pages that show the company's counts. */
const PAGES_WITH_FIGURES = ['/', '/kurumsal/hakkimizda'];

async function saveVehicles(page: Page, value: string): Promise<string> {
  await page.goto(COMPANY);
  const form = page.getByTestId('firma-form');
  const field = form.getByLabel('Araç sayısı', { exact: true });
  const before = await field.inputValue();
  await field.fill(value);
  await form.getByRole('button', { name: /Kaydet/ }).click();
  await expect(page.getByTestId('firma-message')).toContainText('Kaydedildi');
  return before;
}

/** The "Rakamlarla …" band of a page. */
const figures = (page: Page) => page.locator('section', { has: page.locator('#rakamlar-baslik') });

test.describe('staff clear a company figure @site-wide', () => {
  test.beforeEach(holdCompanyFacts);
  test.afterEach(releaseCompanyFacts);

  test('a figure cleared in Firma Bilgileri disappears from every page', async ({ adminPage: page }) => {
    test.setTimeout(90_000);
    // Before: the seed's fleet is on every page with figures, and the dashboard lists it as unconfirmed.
    await expect(page.getByTestId('unconfirmed-figures')).toContainText('Araç sayısı');
    // (A pre-rendered page may first show what an earlier run left, and is regenerated on that visit.)
    for (const path of PAGES_WITH_FIGURES) {
      await expect(async () => {
        await page.goto(path);
        await expect(figures(page)).toContainText('Araç filosu');
      }).toPass({ timeout: 15_000 });
      // No rating or satisfaction figure without verified reviews.
      await expect(figures(page)).not.toContainText('Müşteri puanı');
      await expect(page.locator('main')).not.toContainText('Memnuniyet');
    }

    const original = await saveVehicles(page, '');
    try {
      expect(original).not.toBe('');
      await expect(page.getByTestId('settings-history').locator('li').first()).toContainText(
        `Araç sayısı: ${original} → boş (gösterilmiyor)`,
      );
      await expect(page.getByTestId('firma-form').getByLabel('Araç sayısı', { exact: true })).toHaveValue('');
      // A cleared figure is not on the site, so it is not among the ones to confirm.
      await page.goto('/admin/dashboard');
      await expect(page.getByTestId('unconfirmed-figures')).not.toContainText('Araç sayısı');
      await expect(page.getByTestId('unconfirmed-figures')).toContainText('Tamamlanan taşıma sayısı');

      for (const path of PAGES_WITH_FIGURES) {
        await expect(async () => {
          await page.goto(path);
          await expect(figures(page)).toContainText('Tamamlanan taşıma');
          await expect(figures(page)).not.toContainText('Araç filosu');
          // Nowhere else either (a team member's text may say "araç filosunun", so the label exactly).
          await expect(page.getByText('Araç filosu', { exact: true })).toHaveCount(0);
        }).toPass({ timeout: 15_000 });
      }
    } finally {
      await saveVehicles(page, original || '10');
      // Leave every page as it was: each is regenerated on this visit after the save.
      for (const path of PAGES_WITH_FIGURES) {
        await expect(async () => {
          await page.goto(path);
          await expect(figures(page)).toContainText('Araç filosu');
        }).toPass({ timeout: 15_000 });
      }
    }
  });
});

// Screenshots of the pages the standards checks seed (e2e/standards-data.ts), for people to
// look at: the staff pages at a phone's, a small laptop's and a desk's width, the customer's
// page at a phone's and a desk's. Only when E2E_SHOTS_DIR is set (e.g.
// E2E_SHOTS_DIR=/work/shots npx playwright test e2e/standards-shots.spec.ts): CI takes none.
import type { Page } from '@playwright/test';
import { calendarSettingsHref } from '@/lib/admin/paths';
import { expect, test } from './fixtures';
import { shotPath } from './shots';
import { DASHBOARD_TABS } from './standards-data';
import { openForAudit, seededPageTypes, type PageType } from './standards';

const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

async function shootAll(page: Page, types: PageType[], sizes: { width: number; height: number }[]) {
  for (const type of types) {
    for (const size of sizes) {
      await page.setViewportSize(size);
      await openForAudit(page, type);
      // The photos below the fold load lazily: load them all, as a visitor scrolling down would see them.
      await page.evaluate(() =>
        Promise.all(
          [...document.images].map((img) => {
            img.loading = 'eager';
            return img.decode().catch(() => undefined);
          }),
        ),
      );
      await page.screenshot({ path: shotPath(`std-${slug(type.name)}-${size.width}`), fullPage: true });
    }
  }
}

if (process.env.E2E_SHOTS_DIR) {
  test.describe('screenshots of the seeded pages', () => {
    test('the customer page in its fuller states at 390 and 1440 px', async ({ page }) => {
      test.setTimeout(120_000);
      const types = [{ name: 'reviews', path: '/yorumlar' }, ...(await seededPageTypes()).filter((t) => !t.staff)];
      await shootAll(page, types, [
        { width: 390, height: 844 },
        { width: 1440, height: 900 },
      ]);
    });

    test('the staff pages at 390, 1024 and 1440 px', async ({ adminPage }) => {
      test.setTimeout(240_000);
      const sizes = [
        { width: 390, height: 844 },
        { width: 1024, height: 768 },
        { width: 1440, height: 900 },
      ];
      await shootAll(adminPage, [...(await seededPageTypes()).filter((t) => t.staff), ...DASHBOARD_TABS], sizes);
      // The calendar settings once the staff member has a feed address (a long address to copy).
      await adminPage.goto(calendarSettingsHref());
      await adminPage.getByRole('button', { name: /adresi? oluştur/ }).click();
      await expect(adminPage.getByTestId('calendar-feed-url')).toBeVisible();
      await shootAll(adminPage, [{ name: 'calendar feed address', path: calendarSettingsHref() }], sizes);
    });
  });
}

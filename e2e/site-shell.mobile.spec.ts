import { expect, test } from '@playwright/test';
import { NAV_GROUPS, NAV_LINKS } from '../lib/routes';
import { SLOGAN } from '../lib/site';
import { ONCE } from './once';

test.describe('visitor on a phone', ONCE, () => {
  test('closes the mobile menu with Escape', async ({ page }) => {
    await page.goto('/iletisim');
    await expect(page.getByTestId('currency-widget')).toHaveAttribute('data-state', 'loaded');
    const toggle = page.getByTestId('mobile-menu-toggle');
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Mobil menü' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobil menü' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('closes the mobile menu on a tap outside it', async ({ page }) => {
    await page.goto('/iletisim');
    // The menu's script is running once the rates widget beside it has loaded.
    await expect(page.getByTestId('currency-widget')).toHaveAttribute('data-state', 'loaded');
    const mobileNav = page.getByRole('navigation', { name: 'Mobil menü' });
    await page.getByTestId('mobile-menu-toggle').tap();
    await expect(mobileNav).toBeVisible();
    // The slogan in the top bar: outside the menu, and no link.
    const slogan = await page.getByText(SLOGAN).boundingBox();
    await page.touchscreen.tap(slogan!.x + 10, slogan!.y + slogan!.height / 2);
    await expect(mobileNav).toBeHidden();
    await expect(page).toHaveURL(/\/iletisim$/);
  });

  test('can call and write on WhatsApp from every page without scrolling', async ({ page }) => {
    await page.goto('/hizmet-bolgeleri');
    await expect(page.getByTestId('floating-phone')).toBeInViewport();
    await expect(page.getByTestId('floating-whatsapp')).toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test.describe('currency rates on a phone', ONCE, () => {
  test('the widget shows in the navigation bar next to the menu', async ({ page }) => {
    await page.goto('/');
    const widget = page.getByTestId('currency-widget');
    await expect(widget).toBeInViewport();
    await expect(widget).toHaveAttribute('data-state', 'loaded');
    await page.getByTestId('mobile-menu-toggle').click();
    await expect(widget).toBeVisible();
  });
});

// One story with and without JavaScript: the menu is a <details>, so it works before (and
// without) the page's scripts.
for (const js of [true, false]) {
  test.describe(js ? 'visitor on a phone' : 'visitor on a phone without JavaScript', ONCE, () => {
    test.use({ javaScriptEnabled: js });

    test('opens the mobile menu, reaches a page, and finds every section in it', async ({ page }) => {
      test.setTimeout(60_000); // two page loads and every link of the menu
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeHidden();
      const toggle = page.getByTestId('mobile-menu-toggle');
      await expect(toggle).toHaveText('Menü');
      const mobileNav = page.getByRole('navigation', { name: 'Mobil menü' });
      await expect(mobileNav).toBeHidden();
      await toggle.click();
      await expect(mobileNav).toBeVisible();
      await mobileNav.getByText('HİZMETLER', { exact: true }).click();
      await mobileNav.getByRole('link', { name: 'Ofis Taşıma' }).click();
      await expect(page).toHaveURL(/\/hizmetlerimiz\/ofis-tasima$/);
      await expect(mobileNav).toBeHidden();

      await page.goto('/');
      await expect(mobileNav).toBeHidden();
      await toggle.click();
      await expect(mobileNav).toBeVisible();
      for (const group of NAV_GROUPS) {
        await mobileNav.getByText(group.label, { exact: true }).click();
        for (const link of group.links) {
          await expect(mobileNav.locator(`a[href="${link.path}"]`).first()).toBeVisible();
        }
      }
      for (const link of NAV_LINKS) {
        await expect(mobileNav.getByRole('link', { name: link.label, exact: true })).toBeVisible();
      }
      await mobileNav.getByRole('link', { name: 'Marmara Bölgesi' }).click();
      await expect(page).toHaveURL(/\/hizmet-bolgeleri\/marmara$/);
    });
  });
}

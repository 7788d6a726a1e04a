import { expect, test } from '@playwright/test';

test.describe('visitor on a phone', () => {
  test('opens the mobile menu, expands a group and reaches a page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menü' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = page.getByRole('navigation', { name: 'Mobil menü' });
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByText('HİZMETLER', { exact: true }).click();
    await mobileNav.getByRole('link', { name: 'Ofis Taşıma' }).click();
    await expect(page).toHaveURL(/\/hizmetlerimiz\/ofis-tasima$/);
    await expect(mobileNav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes the mobile menu with Escape', async ({ page }) => {
    await page.goto('/iletisim');
    const toggle = page.getByRole('button', { name: 'Menü' });
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Mobil menü' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobil menü' })).toBeHidden();
  });

  test('can call and write on WhatsApp from every page without scrolling', async ({ page }) => {
    await page.goto('/hizmet-bolgeleri');
    await expect(page.getByTestId('floating-phone')).toBeInViewport();
    await expect(page.getByTestId('floating-whatsapp')).toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test.describe('currency rates on a phone', () => {
  test('the widget shows in the navigation bar next to the menu', async ({ page }) => {
    await page.goto('/');
    const widget = page.getByTestId('currency-widget');
    await expect(widget).toBeInViewport();
    await expect(widget).toHaveAttribute('data-state', 'loaded');
    await page.getByRole('button', { name: 'Menü' }).click();
    await expect(widget).toBeVisible();
  });
});

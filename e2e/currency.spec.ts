import { expect, test } from '@playwright/test';

test.describe('visitor sees the currency rates in the header', () => {
  test('the widget loads the rates and rotates through dollar, euro, pound and gold', async ({ page }) => {
    await page.goto('/hizmetlerimiz');
    const widget = page.getByTestId('currency-widget');
    await expect(widget).toHaveAttribute('data-state', 'loaded');
    await expect(widget).toHaveAttribute('aria-label', /Dolar 41,23 TL, Euro 47,57 TL, Pound 54,90 TL, Altın 4\.321,97 TL/);
    const item = page.getByTestId('currency-item');
    await expect(item).toContainText('USD');
    await expect(item).toContainText('41,23');
    await expect(item).toContainText('EUR', { timeout: 5000 });
    await expect(item).toContainText('47,57');
    await expect(item).toContainText('GBP', { timeout: 5000 });
    await expect(item).toContainText('XAU', { timeout: 5000 });
    await expect(item).toContainText('4.321,97');
  });

  test('the widget pauses while hovered and keeps its size', async ({ page }) => {
    await page.goto('/');
    const widget = page.getByTestId('currency-widget');
    await expect(widget).toHaveAttribute('data-state', 'loaded');
    const box = await widget.boundingBox();
    await widget.hover();
    const shown = await page.getByTestId('currency-item').textContent();
    await page.waitForTimeout(3500);
    await expect(page.getByTestId('currency-item')).toHaveText(shown!);
    await page.mouse.move(5, 800);
    await expect(page.getByTestId('currency-item')).not.toHaveText(shown!, { timeout: 5000 });
    expect(await widget.boundingBox()).toEqual(box);
  });

  test('the widget stays still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('currency-widget')).toHaveAttribute('data-state', 'loaded');
    await page.waitForTimeout(3500);
    await expect(page.getByTestId('currency-item')).toContainText('USD');
  });

  test('the rates endpoint answers at once from the cache', async ({ request }) => {
    const response = await request.get('/api/currency');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.items.map((i: { code: string }) => i.code)).toEqual(['USD', 'EUR', 'GBP', 'XAU']);
  });
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ONCE } from './once';

/**
 * The widget shows the next rate every 3 seconds. The tests stop the page's clock and move
 * it on themselves instead of waiting: one rotation, or two where nothing may change.
 */
const ROTATION_MS = 3000;

/** Stops the page's clock: its timers fire only when the test moves the clock on. */
async function stopClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-11-21T09:00:00+03:00') });
  // Later than the installed time (which runs on meanwhile), so the jump never goes back.
  await page.clock.pauseAt(new Date('2026-11-21T10:00:00+03:00'));
}

/**
 * Waits until the server holds the rates from the (stand-in) source rather than its fallback
 * values. Its first fetch starts with the first request; after a failed one it tries again a
 * minute later.
 */
async function liveRatesOnServer(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => ((await (await request.get('/api/currency')).json()) as { source: string }).source, {
      timeout: 75_000,
      intervals: [250, 500, 1000],
    })
    .toBe('live');
}

test.describe('visitor sees the currency rates in the header', ONCE, () => {
  test('the widget loads the rates and rotates through dollar, euro, pound and gold', async ({ page, request }) => {
    test.setTimeout(90_000);
    await liveRatesOnServer(request);
    await stopClock(page);
    await page.goto('/hizmetlerimiz');
    const widget = page.getByTestId('currency-widget');
    await expect(widget).toHaveAttribute('data-state', 'loaded');
    await expect(widget).toHaveAttribute(
      'aria-label',
      /Dolar 41,23 TL, Euro 47,57 TL, Pound 54,90 TL, Gram altın 4\.321,97 TL/,
    );
    const item = page.getByTestId('currency-item');
    await expect(item).toContainText('USD');
    await expect(item).toContainText('41,23');
    await page.clock.runFor(ROTATION_MS);
    await expect(item).toContainText('EUR');
    await expect(item).toContainText('47,57');
    await page.clock.runFor(ROTATION_MS);
    await expect(item).toContainText('GBP');
    await page.clock.runFor(ROTATION_MS);
    // Gold says what its price is of, in what: one gram, in lira.
    await expect(item).toContainText('Gram altın');
    await expect(item).toContainText('4.321,97 TL');
  });

  test('the widget pauses while hovered and keeps its size', async ({ page }) => {
    await stopClock(page);
    await page.goto('/');
    const widget = page.getByTestId('currency-widget');
    await expect(widget).toHaveAttribute('data-state', 'loaded');
    const box = await widget.boundingBox();
    await widget.hover();
    const shown = await page.getByTestId('currency-item').textContent();
    await page.clock.runFor(2 * ROTATION_MS);
    await expect(page.getByTestId('currency-item')).toHaveText(shown!);
    await page.mouse.move(5, 800);
    await page.clock.runFor(ROTATION_MS);
    await expect(page.getByTestId('currency-item')).not.toHaveText(shown!);
    expect(await widget.boundingBox()).toEqual(box);
  });

  test('the widget stays still for visitors who prefer reduced motion', async ({ page }) => {
    await stopClock(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('currency-widget')).toHaveAttribute('data-state', 'loaded');
    await page.clock.runFor(2 * ROTATION_MS);
    await expect(page.getByTestId('currency-item')).toContainText('USD');
  });

  test('the rates endpoint answers at once from the cache', async ({ request }) => {
    const response = await request.get('/api/currency');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.items.map((i: { code: string }) => i.code)).toEqual(['USD', 'EUR', 'GBP', 'XAU']);
  });
});

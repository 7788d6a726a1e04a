// The estimate's wording on a phone: the WhatsApp button's words, no brackets inside brackets
// in the message it sends, the result in view after "Fiyatı Hesapla" (with and without
// JavaScript), and the lightbox's "(Boşluk)" key hint only where there is a keyboard.
import { expect, test, type Page } from '@playwright/test';
import { nestedBrackets } from '../lib/text/brackets';
import { gotoHydrated } from './helpers';
import { ONCE } from './once';

/** A studio (its label has brackets of its own) from Kadıköy to Kocaeli with a furniture lift. */
const MOVE =
  '/fiyat-hesaplama?nereden=istanbul%2Fkadikoy&nereye=kocaeli&ev=1%2B0&kat-cikis=4&kat-varis=2' +
  '&asansor-cikis=yok&asansor-varis=var&asansorlu-tasima=cikis&paketleme=evet';

async function calculateFromTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const result = page.getByTestId('estimate-result');
  await expect(result).not.toBeInViewport();
  await page.getByRole('button', { name: 'Fiyatı Hesapla' }).click();
  return result;
}

test.describe('visitor estimates a move on a phone', ONCE, () => {
  test('sends the estimate by WhatsApp with a plain message', async ({ page }) => {
    await page.goto(MOVE);
    const button = page.getByTestId('estimate-whatsapp');
    await expect(button).toHaveText("Fiyat tahminini WhatsApp'tan gönder");
    const message = new URL((await button.getAttribute('href'))!).searchParams.get('text')!;
    expect(message).toContain('1+0 (stüdyo)');
    expect(nestedBrackets(message), message).toEqual([]);
  });

  test('sees the result after pressing "Fiyatı Hesapla", with JavaScript', async ({ page }) => {
    await gotoHydrated(page, MOVE);
    const result = await calculateFromTop(page);
    await expect(result).toBeInViewport({ ratio: 0.3 });
    await expect(page.locator('#tahmin-sonucu')).toBeFocused();
  });

  test('sees the result after pressing "Fiyatı Hesapla", without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(MOVE);
    const result = await calculateFromTop(page);
    await expect(page).toHaveURL(/#tahmin-sonucu$/);
    await expect(result).toBeInViewport({ ratio: 0.3 });
    await context.close();
  });
});

test.describe('video lightbox key hint', ONCE, () => {
  test('is not shown on a touch phone', async ({ page }) => {
    await gotoHydrated(page, '/video-galeri');
    await page.getByTestId('video-grid').locator('a').first().tap();
    await expect(page.getByTestId('autoplay-state')).toBeVisible();
    await expect(page.getByTestId('autoplay-key')).toBeHidden();
    // What the visitor reads: the hidden hint is in the text but not on the screen.
    expect(await page.getByTestId('autoplay-state').innerText()).not.toContain('Boşluk');
  });

  test('is shown with a mouse and keyboard', async ({ browser, baseURL }) => {
    // The mobile project's touch screen is not inherited: a desktop with a mouse.
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1440, height: 900 },
      isMobile: false,
      hasTouch: false,
    });
    const page = await context.newPage();
    await gotoHydrated(page, '/video-galeri');
    await page.getByTestId('video-grid').locator('a').first().click();
    await expect(page.getByTestId('autoplay-key')).toBeVisible();
    await expect(page.getByTestId('autoplay-state')).toContainText('(Boşluk)');
    await context.close();
  });
});

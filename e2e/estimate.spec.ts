import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openWithSession, test } from './fixtures';
import { SERVICE_FACTS } from '../content/services';
import { formatTl, formatTlRange } from '../lib/estimate/format';
import { classifyDate, estimateMove } from '../lib/estimate/model';
import { ESTIMATE_QUERY_MESSAGES as M, todayInIstanbul } from '../lib/estimate/query';
import { DEFAULT_ESTIMATE_SETTINGS } from '../lib/estimate/settings';
import type { EstimateInput, HomeSize } from '../lib/estimate/types';
import { findQuoteRequests } from './data';
import { gotoHydrated, ownAddress, pastMinimumFillTime } from './helpers';
import { ONCE } from './once';

/** Road km between two provinces, read from the same table the app reads. */
function roadKm(from: string, to: string): number {
  const csv = readFileSync(path.join(import.meta.dirname, '..', 'content', 'data', 'il-mesafeleri.csv'), 'utf8');
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
  const column = rows[0]!.indexOf(to);
  return Number(rows.find((row) => row[1] === from)![column]);
}

/** What the page should show for a move, by the model and the seed settings. */
function expectedEstimate(input: EstimateInput) {
  const startingPrices = {
    'sehir-ici-tasima': SERVICE_FACTS['sehir-ici-tasima'].priceFrom,
    'sehirlerarasi-tasima': SERVICE_FACTS['sehirlerarasi-tasima'].priceFrom,
    'asansorlu-tasimacilik': SERVICE_FACTS['asansorlu-tasimacilik'].priceFrom,
  };
  const distanceKm = roadKm(input.origin.province, input.destination.province);
  return estimateMove(input, DEFAULT_ESTIMATE_SETTINGS, { distanceKm, startingPrices });
}

function move(from: string, to: string, homeSize: HomeSize, originFloor = 0): EstimateInput {
  const end = { district: null, floor: 0, elevator: false, furnitureLift: false };
  return {
    origin: { ...end, province: from, floor: originFloor },
    destination: { ...end, province: to },
    homeSize,
    packing: false,
    assembly: false,
    insurance: false,
    date: null,
  };
}

const range = (page: Page) => page.getByTestId('estimate-range');

test.describe('visitor estimates a move without JavaScript', ONCE, () => {
  test.use({ javaScriptEnabled: false });

  test('submits the form, sees the range on a shareable address, then picks an İstanbul district', async ({ page }) => {
    await page.goto('/fiyat-hesaplama');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nakliyat Fiyat Hesaplama');
    await expect(range(page)).toHaveCount(0);
    await expect(page.locator('#nereden option:not([value=""])')).toHaveCount(81);

    await page.selectOption('#nereden', 'istanbul');
    await page.selectOption('#nereye', 'ankara');
    await page.selectOption('#ev', '2+1');
    await page.fill('#kat-cikis', '3');
    await page.getByRole('button', { name: 'Fiyatı Hesapla' }).click();

    // The server answers with the address of the result: only the documented parameters, and the
    // fragment that brings the result into view (docs/decisions/029).
    await expect(page).toHaveURL(
      /\/fiyat-hesaplama\?nereden=istanbul&nereye=ankara&ev=2%2B1&kat-cikis=3&kat-varis=0#tahmin-sonucu$/,
    );
    const expected = expectedEstimate(move('istanbul', 'ankara', '2+1', 3));
    await expect(range(page)).toHaveText(formatTlRange(expected.min, expected.max));
    await expect(page.getByTestId('estimate-duration')).toHaveText(`${expected.duration.value} gün`);
    await expect(page.getByText('Asansörsüz kat ücreti (çıkış)')).toBeVisible();

    // İstanbul was chosen, so its districts can be picked now.
    await expect(page.locator('#nereden-ilce option:not([value=""])')).toHaveCount(39);
    await page.selectOption('#nereden-ilce', 'bagcilar');
    await page.getByRole('button', { name: 'Fiyatı Hesapla' }).click();
    await expect(page).toHaveURL(/nereden=istanbul\/bagcilar&nereye=ankara&ev=2%2B1/);
    await expect(range(page)).toHaveText(formatTlRange(expected.min, expected.max));
    await expect(page.getByTestId('estimate-result')).toContainText('İstanbul / Bağcılar → Ankara');

    // The shared address gives the same result (loaded afresh: without the fragment, which would only scroll).
    const response = await page.goto(page.url().replace(/#.*$/, ''));
    expect(response?.status()).toBe(200);
    await expect(range(page)).toHaveText(formatTlRange(expected.min, expected.max));
  });
});

test.describe('visitor estimates a move with JavaScript', ONCE, () => {
  test('the range updates live when the home size changes and the address carries the inputs', async ({ page }) => {
    await gotoHydrated(page, '/fiyat-hesaplama?nereden=istanbul&nereye=istanbul&ev=1%2B1');
    const small = expectedEstimate(move('istanbul', 'istanbul', '1+1'));
    const large = expectedEstimate(move('istanbul', 'istanbul', '4+1'));
    expect(formatTlRange(small.min, small.max)).not.toBe(formatTlRange(large.min, large.max));
    await expect(range(page)).toHaveText(formatTlRange(small.min, small.max));
    await page.evaluate(() => Object.assign(window, { __samePage: true }));

    await page.selectOption('#ev', '4+1');
    await expect(page).toHaveURL(/[?&]ev=4%2B1(&|$)/);
    await expect(range(page)).toHaveText(formatTlRange(large.min, large.max));
    // Updated in place: no reload.
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    // The WhatsApp message carries the range and the absolute address of this result.
    const whatsapp = await page.getByTestId('estimate-whatsapp').getAttribute('href');
    const text = decodeURIComponent(whatsapp!.split('text=')[1]!);
    expect(text).toContain(formatTlRange(large.min, large.max));
    expect(text).toMatch(/https?:\/\/[^ ]+\/fiyat-hesaplama\?nereden=istanbul&nereye=istanbul&ev=4%2B1/);

    // A bad value is answered next to its field, live too.
    await page.fill('#kat-cikis', '-2');
    await expect(page.getByTestId('hata-kat-cikis')).toHaveText(M.floorNegative);
    await expect(page).toHaveURL(/kat-cikis=-2/);
  });
});

test.describe('visitor gives bad input', ONCE, () => {
  for (const { query, field, message } of [
    { query: 'kat-cikis=-3', field: 'kat-cikis', message: M.floorNegative },
    { query: 'nereden=atlantis&nereye=ankara&ev=2%2B1', field: 'nereden', message: M.unknownProvince },
    { query: 'nereden=istanbul&nereye=ankara&ev=2%2B1&tarih=2020-01-01', field: 'tarih', message: M.datePast },
  ]) {
    test(`?${query} shows a Turkish message next to the field with status 200`, async ({ page }) => {
      const response = await page.goto(`/fiyat-hesaplama?${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId(`hata-${field}`)).toHaveText(message);
      const control = page.locator(`#${field}`);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAttribute('aria-describedby', new RegExp(`${field}-hata`));
      await expect(range(page)).toHaveCount(0);
    });
  }
});

test.describe('visitor asks for a quote at the estimated price', () => {
  test('the quote request carries the estimate to the staff dashboard and the CSV', async ({ page, staffSession }) => {
    await ownAddress(page);
    const input = move('istanbul', 'izmir', '3+1', 2);
    const expected = expectedEstimate(input);
    const shown = formatTlRange(expected.min, expected.max);
    await page.goto('/fiyat-hesaplama?nereden=istanbul/kadikoy&nereye=izmir&ev=3%2B1&kat-cikis=2');
    await expect(range(page)).toHaveText(shown);

    await page.getByRole('link', { name: 'Bu fiyatla teklif iste' }).click();
    await expect(page).toHaveURL(/\/teklif-al\?nereden=istanbul\/kadikoy&nereye=izmir&ev=3%2B1/);
    await expect(page.getByTestId('quote-estimate')).toContainText(`Fiyat tahmininiz: ${shown}`);
    await expect(page.locator('[name="fromLocation"]')).toHaveValue('İstanbul / Kadıköy');
    await expect(page.locator('[name="toLocation"]')).toHaveValue('İzmir');
    await expect(page.locator('[name="service"]')).toHaveValue('Şehirlerarası Taşıma');

    const lastName = `Tahminli ${Date.now().toString(36)}`;
    await page.fill('[name="firstName"]', 'Gülşen');
    await page.fill('[name="lastName"]', lastName);
    await page.fill('[name="phone"]', '0532 765 43 21');
    await page.fill('[name="email"]', 'gulsen@example.com');
    await pastMinimumFillTime(page);
    await page.getByRole('button', { name: 'Teklif İste' }).click();
    await expect(page.getByTestId('lead-success')).toBeVisible();

    const [row] = await findQuoteRequests((r) => r.name === `Gülşen ${lastName}`);
    expect(row?.estimate).toMatchObject({ min: expected.min, max: expected.max });
    expect(row!.estimate!.inputs).toEqual({ ...input, origin: { ...input.origin, district: 'kadikoy' } });

    // Staff open the dashboard in the same browser.
    await openWithSession(page, staffSession);
    await page.goto('/admin/dashboard?sekme=teklifler');
    const item = page.getByTestId('inbox-item').filter({ hasText: lastName });
    await expect(item.getByTestId('inbox-estimate')).toContainText(`Tahmin: ${shown}`);
    await expect(item.getByTestId('inbox-estimate')).toContainText('İstanbul / Kadıköy → İzmir · 3+1');

    const csv = (await (await page.request.get('/admin/dashboard/export?tur=teklifler')).body()).toString('utf8');
    expect(csv.split('\r\n')[0]).toContain('Tahmin en az (TL);Tahmin en çok (TL);Tahmin bilgileri');
    const line = csv.split('\r\n').find((l) => l.includes(lastName))!;
    // The summary has commas, so its cell is quoted.
    expect(line).toContain(`;${expected.min};${expected.max};"İstanbul / Kadıköy → İzmir`);
  });
});

/** The next Tuesday after today (in İstanbul) outside the peak, as `YYYY-MM-DD`. */
function nextOffPeakTuesday(): string {
  const [y, m, d] = todayInIstanbul(new Date()).split('-').map(Number);
  for (let i = 1; i < 120; i++) {
    const day = new Date(Date.UTC(y!, m! - 1, d! + i));
    const iso = day.toISOString().slice(0, 10);
    if (day.getUTCDay() === 2 && !classifyDate(iso, DEFAULT_ESTIMATE_SETTINGS).peak) return iso;
  }
  throw new Error('No off-peak Tuesday in the next 120 days');
}

/** "-2.129 TL" → -2129. */
const lira = (text: string) => Number(text.replace(/[^\d-]/g, ''));

/** Chooses a move in the form: sent with the button without JavaScript, live with it. */
async function chooseMove(
  page: Page,
  javaScript: boolean,
  choice: { from: string; to: string; homeSize: HomeSize; date?: string },
) {
  if (javaScript) await gotoHydrated(page, '/fiyat-hesaplama');
  else await page.goto('/fiyat-hesaplama');
  await page.selectOption('#nereden', choice.from);
  await page.selectOption('#nereye', choice.to);
  await page.selectOption('#ev', choice.homeSize);
  if (choice.date) await page.fill('#tarih', choice.date);
  if (!javaScript) await page.getByRole('button', { name: 'Fiyatı Hesapla' }).click();
  const date = choice.date ? `.*tarih=${choice.date}` : '';
  await expect(page).toHaveURL(
    new RegExp(`nereden=${choice.from}&nereye=${choice.to}&ev=${encodeURIComponent(choice.homeSize)}${date}`),
  );
}

for (const javaScript of [false, true]) {
  test.describe(`the estimate tells the truth ${javaScript ? 'with' : 'without'} JavaScript`, ONCE, () => {
    test.use({ javaScriptEnabled: javaScript });

    test('İstanbul → Kocaeli, a studio on a Tuesday: the headline follows from the lines and the minimum, no discount claimed', async ({
      page,
    }) => {
      const date = nextOffPeakTuesday();
      await chooseMove(page, javaScript, { from: 'istanbul', to: 'kocaeli', homeSize: '1+0', date });
      const expected = expectedEstimate({ ...move('istanbul', 'kocaeli', '1+0'), date });
      // The minimum holds the whole range up, so the discount changes nothing.
      expect(expected.discountHeldByMinimum).toBe(true);
      expect(expected.minimumMessage).toBe(
        `Bu mesafe için en düşük fiyatımız ${formatTl(SERVICE_FACTS['sehirlerarasi-tasima'].priceFrom)}'dir`,
      );

      const result = page.getByTestId('estimate-result');
      await expect(range(page)).toHaveText(formatTlRange(expected.min, expected.max));
      await expect(page.getByTestId('estimate-minimum')).toHaveText(`${expected.minimumMessage}.`);
      await expect(result).not.toContainText('indirim uygulandı');
      await expect(result).toContainText('hafta içi indirimi bu taşımanın fiyatını değiştirmiyor');

      // The lines add up to the total shown; the total with the stated margins, held up by the
      // minimum shown, is the headline.
      const amounts = (
        await page.locator('[data-testid="estimate-result"] table').first().locator('tbody td').allTextContents()
      ).map(lira);
      const total = lira((await page.getByTestId('estimate-total').first().textContent())!);
      expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(total).toBe(expected.total);
      const s = DEFAULT_ESTIMATE_SETTINGS;
      const low = Math.floor((total * (100 - s.rangeBelowPercent)) / 100 / 500) * 500;
      const high = Math.ceil((total * (100 + s.rangeAbovePercent)) / 100 / 500) * 500;
      await expect(page.getByTestId('estimate-computed-range').first()).toHaveText(formatTlRange(low, high));
      const minimum = SERVICE_FACTS['sehirlerarasi-tasima'].priceFrom;
      await expect(range(page)).toHaveText(formatTlRange(Math.max(low, minimum), Math.max(high, low, minimum)));
    });

    test('İstanbul → İzmir 1+1: a shared-truck price within 20.000 – 30.000 TL next to the dedicated truck', async ({
      page,
    }) => {
      await chooseMove(page, javaScript, { from: 'istanbul', to: 'izmir', homeSize: '1+1' });
      const expected = expectedEstimate(move('istanbul', 'izmir', '1+1'));
      const shared = expected.shared!;
      expect(shared.min).toBeGreaterThanOrEqual(20_000);
      expect(shared.max).toBeLessThanOrEqual(30_000);

      await expect(range(page)).toHaveText(formatTlRange(expected.min, expected.max));
      await expect(page.getByTestId('estimate-dedicated')).toContainText(formatTlRange(expected.min, expected.max));
      const sharedRange = page.getByTestId('estimate-shared-range');
      await expect(sharedRange).toHaveText(formatTlRange(shared.min, shared.max));
      const [low, high] = (await sharedRange.textContent())!.split('–').map(lira);
      expect(low).toBeGreaterThanOrEqual(20_000);
      expect(high).toBeLessThanOrEqual(30_000);
      // The trade-off in words: cheaper, slower, a shared truck.
      const card = page.getByTestId('estimate-shared');
      await expect(card).toContainText(`${formatTl(expected.min - shared.min)} daha ucuz`);
      await expect(card).toContainText(`en geç ${shared.deliveryDays} gün içinde teslim`);
      await expect(card).toContainText('aynı kamyonu paylaşır');
    });
  });
}

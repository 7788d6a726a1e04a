// Staff edit prices ("Fiyatlar") and the company's facts ("Firma Bilgileri"); every page
// shows the saved value without a rebuild. These tests change what every visitor sees, so
// they run in the `site-wide` project (after the desktop tests) and put the original value
// back at the end, whatever the outcome.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FOUNDING_YEAR } from '../lib/facts';
import { holdCompanyFacts, releaseCompanyFacts } from './helpers';

const PRICES = '/admin/dashboard?sekme=fiyatlar';
const COMPANY = '/admin/dashboard?sekme=firma';

/** Reloads `path` until `check` passes (pages are regenerated on the first visit after a save). */
async function eventually(page: Page, path: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 15_000 });
}

/** Sets one field of a settings form and saves it; returns the value it had. */
async function saveField(page: Page, tab: string, form: string, label: string, value: string): Promise<string> {
  await page.goto(tab);
  const field = page.getByTestId(`${form}-form`).getByLabel(label);
  const before = await field.inputValue();
  await field.fill(value);
  await page
    .getByTestId(`${form}-form`)
    .getByRole('button', { name: /Kaydet/ })
    .click();
  await expect(page.getByTestId(`${form}-message`)).toContainText('Kaydedildi');
  return before;
}

test.describe('staff edit prices and company facts @site-wide', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(holdCompanyFacts);
  test.afterEach(releaseCompanyFacts);

  test('a new starting price shows on the service page, in its JSON-LD Offer and in the estimate, and in the history', async ({
    adminPage: page,
  }) => {
    await page.goto(PRICES);
    await page.locator('[data-testid="fiyatlar-form"][data-hydrated]').waitFor();
    const label = 'Şehir İçi Taşıma başlangıç fiyatı';
    const original = await saveField(page, PRICES, 'fiyatlar', label, '23.500');
    try {
      expect(original).toBe('15000');
      // The tab keeps the change: field, who, old → new.
      await expect(page.getByTestId('settings-history').locator('li').first()).toContainText(
        `${label}: 15.000 TL → 23.500 TL`,
      );

      await eventually(page, '/hizmetlerimiz/sehir-ici-tasima', async () => {
        await expect(page.locator('main')).toContainText('23.500 TL');
        const offers = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
          scripts
            .map((s) => JSON.parse(s.textContent ?? '{}') as { '@type'?: string; offers?: { price: number } })
            .filter((d) => d['@type'] === 'Service')
            .map((d) => d.offers?.price),
        );
        expect(offers).toEqual([23500]);
      });

      // A small move in the city costs less than the starting price, so the estimate is the new starting price.
      await page.goto('/fiyat-hesaplama?nereden=istanbul&nereye=istanbul&ev=1%2B0');
      await expect(page.getByTestId('estimate-range')).toContainText('23.500');
      // The minimum says its name in one line (docs/decisions/028-estimate-tells-the-truth.md).
      await expect(page.getByTestId('estimate-minimum')).toHaveText("Bu mesafe için en düşük fiyatımız 23.500 TL'dir.");

      // The services page's card too.
      await eventually(page, '/hizmetlerimiz', async () => {
        await expect(page.locator('main')).toContainText('23.500 TL');
      });
    } finally {
      await saveField(page, PRICES, 'fiyatlar', label, original || '15000');
    }
  });

  test('an invalid price shows the Turkish message next to the field and keeps the typed value', async ({
    adminPage: page,
  }) => {
    // The suite runs with the placeholder identity: the dashboard asks staff to fill it in.
    await expect(page.getByTestId('identity-banner')).toContainText('Telefon 1 (ana hat)');
    await expect(page.getByTestId('identity-banner').getByRole('link')).toHaveAttribute('href', /sekme=firma/);
    await page.goto(PRICES);
    await page.locator('[data-testid="fiyatlar-form"][data-hydrated]').waitFor();
    const form = page.getByTestId('fiyatlar-form');
    const field = form.getByLabel('Koli Taşıma başlangıç fiyatı');
    await field.fill('-250');
    await form.getByRole('button', { name: /Kaydet/ }).click();
    await expect(page.getByTestId('fiyatlar-message')).toContainText('Kaydedilmedi');
    await expect(form.getByText('Koli Taşıma başlangıç fiyatı en az 500 TL olmalıdır.')).toBeVisible();
    await expect(form.getByLabel('Koli Taşıma başlangıç fiyatı')).toHaveValue('-250');
    await expect(form.getByLabel('Koli Taşıma başlangıç fiyatı')).toHaveAttribute('aria-invalid', 'true');
    // Nothing was saved.
    await page.goto('/hizmetlerimiz/koli-tasima');
    await expect(page.locator('main')).not.toContainText('-250');
  });

  test('new service hours show in the footer, the contact page, the JSON-LD and the texts of services, posts and regions', async ({
    adminPage: page,
  }) => {
    test.setTimeout(90_000);
    const form = page.getByTestId('firma-form');
    const setHours = async (first: string, last: string, opens: string, closes: string) => {
      await page.goto(COMPANY);
      await form.getByLabel('Taşıma günleri: ilk gün').selectOption({ label: first });
      await form.getByLabel('Taşıma günleri: son gün').selectOption({ label: last });
      await form.getByLabel('Taşıma başlangıç saati').fill(opens);
      await form.getByLabel('Taşıma bitiş saati').fill(closes);
      await form.getByRole('button', { name: /Kaydet/ }).click();
      await expect(page.getByTestId('firma-message')).toContainText('Kaydedildi');
    };
    await setHours('Salı', 'Cuma', '09:30', '17:00');
    try {
      await expect(page.getByTestId('settings-history')).toContainText('Cumartesi → Cuma');
      const range = '09:30–\u206017:00';
      const old = '08:00–\u206018:00';
      await eventually(page, '/iletisim', async () => {
        await expect(page.locator('footer')).toContainText(`Taşıma: Salı–Cuma ${range}`);
        await expect(page.getByRole('complementary', { name: 'İletişim bilgileri' })).toContainText(
          `Taşıma: Salı–Cuma ${range}`,
        );
        const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((d) =>
          JSON.parse(d),
        );
        const company = data.find((d) => d['@type'] === 'MovingCompany');
        expect(company.openingHours).toBe('Tu-Fr 09:30-17:00');
        expect(company.openingHoursSpecification[0].dayOfWeek).toEqual(['Tuesday', 'Wednesday', 'Thursday', 'Friday']);
      });
      const xml = await (await page.request.get('/sitemap.xml')).text();
      const istanbul = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((m) => new URL(m[1]!).pathname)
        .find((p) => p.endsWith('/istanbul'));
      expect(istanbul).toBeTruthy();
      for (const [path, sentence] of [
        ['/hizmetlerimiz/sehir-ici-tasima', `salıdan cumaya ${range} arasında`],
        ['/blog/nakliyat-fiyatini-belirleyen-etkenler-ve-tasarruf-yollari', `salıdan cumaya ${range} arasında`],
        [istanbul!, `Salıdan cumaya ${range} arasında`],
      ] as const) {
        await eventually(page, path, async () => {
          await expect(page.locator('main')).toContainText(sentence);
          expect(await page.content()).not.toContain(old);
        });
      }
    } finally {
      await setHours('Pazartesi', 'Cumartesi', '08:00', '18:00');
    }
  });

  test('a new trade name shows in the header and in the texts that name the company, with its Turkish endings', async ({
    adminPage: page,
  }) => {
    test.setTimeout(60_000);
    const original = await saveField(page, COMPANY, 'firma', 'Ticari ad', 'Yıldız Taşımacılık');
    try {
      await eventually(page, '/kurumsal', async () => {
        await expect(page.locator('header')).toContainText('Yıldız Taşımacılık');
        await expect(page.locator('main')).toContainText("Kurumsal sayfalarımızda Yıldız Taşımacılık'ın nasıl");
      });
      await eventually(page, '/kurumsal/hakkimizda', async () => {
        await expect(page.locator('main')).toContainText(`Yıldız Taşımacılık, ${FOUNDING_YEAR} yılında`);
        await expect(page.locator('main')).not.toContainText(original);
      });
    } finally {
      await saveField(page, COMPANY, 'firma', 'Ticari ad', original);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a new phone number shows in the header, footer, contact page and the tel links of every sitemap page, the old one on none', async ({
      adminPage: page,
    }) => {
      // Every page of the sitemap is regenerated on its first visit after the save.
      test.setTimeout(180_000);
      const original = await saveField(page, COMPANY, 'firma', 'Telefon 1 (ana hat)', '0216 414 27 93');
      try {
        expect(original).toBe('0212 555 00 00');
        await expect(page.getByTestId('firma-form').getByLabel('Telefon 1 (ana hat)')).toHaveValue('0216 414 27 93');
        const now = 'tel:+902164142793';
        const old = 'tel:+902125550000';
        await eventually(page, '/iletisim', async () => {
          await expect(page.locator('header').locator(`a[href="${now}"]`).first()).toBeVisible();
          await expect(page.locator('header')).toContainText('0216 414 27 93');
          await expect(page.locator('footer').locator(`a[href="${now}"]`)).toHaveCount(1);
          await expect(page.locator('main').locator(`a[href="${now}"]`).first()).toBeVisible();
          await expect(page.locator(`a[href="${old}"]`)).toHaveCount(0);
        });
        // Every page of the sitemap: the new number in its tel links, the old one in none.
        const xml = await (await page.request.get('/sitemap.xml')).text();
        const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
        expect(paths.length).toBeGreaterThan(30);
        // Four at a time: each first visit regenerates its page on the server.
        const check = (path: string) =>
          expect
            .poll(
              async () => {
                const html = await (await page.request.get(path)).text();
                return { now: html.includes(`href="${now}"`), old: html.includes(`href="${old}"`) };
              },
              { message: path, timeout: 30_000 },
            )
            .toEqual({ now: true, old: false });
        for (let i = 0; i < paths.length; i += 4) await Promise.all(paths.slice(i, i + 4).map(check));
      } finally {
        await saveField(page, COMPANY, 'firma', 'Telefon 1 (ana hat)', original || '0212 555 00 00');
      }
    });
  });
});

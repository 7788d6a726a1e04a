import { expect, test, type Page, type Route } from '@playwright/test';
import { findContactMessages, findQuoteRequests } from './data';
import { ownAddress, pastMinimumFillTime, uniqueTag } from './helpers';

const SUCCESS = 'Talebiniz başarıyla alındı! Ekiplerimiz en kısa zamanda geri dönüş yapacak.';
const DUPLICATE =
  'Bu talebiniz bize daha önce ulaşmıştı; ikinci kez kaydetmedik. Ekiplerimiz en kısa zamanda geri dönüş yapacak.';
const LOST =
  'Bağlantı koptuğu için talebiniz gönderilemedi. Yazdıklarınız formda duruyor: tekrar deneyebilir, bizi arayabilir ya da WhatsApp’tan yazabilirsiniz.';

/** A last name no other test uses (letters only: the form accepts names in letters). */
const uniqueName = (label: string) => `${label} ${uniqueTag().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

function quoteFields(lastName: string): Record<string, string> {
  return {
    firstName: 'Melike',
    lastName,
    phone: '0532 765 43 21',
    email: 'melike@example.com',
    fromLocation: 'Beşiktaş',
    toLocation: 'İzmir',
    service: 'Ev Taşıma',
    message: 'İki oda, kırılacak eşya çok.',
  };
}

function contactFields(lastName: string): Record<string, string> {
  return {
    firstName: 'Oğuz',
    lastName,
    phone: '0212 444 55 66',
    email: 'oguz@example.com',
    message: 'Ofisimizi taşımak istiyoruz.',
  };
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`form [name="${name}"]`);
    if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

async function expectValues(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await expect(page.locator(`form [name="${name}"]`)).toHaveValue(value);
}

const isPost = (route: Route) => route.request().method() === 'POST';

test.describe('a lead form whose request gets no answer', () => {
  test('keeps what was typed under a red banner (retry, call, WhatsApp), across a reload, until the lead is stored', async ({
    page,
  }) => {
    await ownAddress(page);
    await page.goto('/teklif-al');
    await page.locator('form[data-hydrated]').waitFor();
    const values = quoteFields(uniqueName('Kopuk'));
    await fill(page, values);
    await pastMinimumFillTime(page);

    // The connection drops: the request is aborted.
    const abort = (route: Route) => (isPost(route) ? route.abort() : route.continue());
    await page.route('**/teklif-al', abort);
    await page.getByRole('button', { name: 'Teklif İste' }).click();
    const banner = page.getByTestId('lead-connection-lost');
    await expect(banner).toBeVisible();
    await expect(page.locator('#quote-banner')).toHaveAttribute('role', 'alert');
    await expect(banner).toContainText(LOST);
    await expect(banner.getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
    await expect(banner.getByRole('link', { name: /Arayın/ })).toHaveAttribute('href', /^tel:\+90\d{10}$/);
    await expect(banner.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/90\d{10}\?text=/,
    );
    // The page is still the page: header, form and what was typed.
    await expect(page.getByRole('banner')).toBeVisible();
    await expectValues(page, values);

    // A server error is no answer either; the retry keeps everything.
    await page.unroute('**/teklif-al', abort);
    const fail = (route: Route) =>
      isPost(route) ? route.fulfill({ status: 502, body: 'Bad Gateway' }) : route.continue();
    await page.route('**/teklif-al', fail);
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.status() === 502),
      banner.getByRole('button', { name: 'Tekrar dene' }).click(),
    ]);
    await expect(banner).toBeVisible();
    await expectValues(page, values);
    await page.unroute('**/teklif-al', fail);
    expect(await findQuoteRequests((q) => q.name === `Melike ${values.lastName}`)).toHaveLength(0);

    // A reload brings back what was typed (the browser's session storage).
    await page.reload();
    await page.locator('form[data-hydrated]').waitFor();
    await expectValues(page, values);
    await pastMinimumFillTime(page);
    await page.getByRole('button', { name: 'Teklif İste' }).click();
    await expect(page.getByTestId('lead-success')).toContainText(SUCCESS);
    const reference = (await page.getByTestId('lead-reference').textContent())!;
    expect((await findQuoteRequests((q) => q.name === `Melike ${values.lastName}`)).map((q) => q.reference)).toEqual([
      reference,
    ]);

    // Acknowledged: the draft is gone, a reload shows an empty form.
    await page.reload();
    await page.locator('form[data-hydrated]').waitFor();
    await expect(page.locator('form [name="lastName"]')).toHaveValue('');
  });

  test('a resend after the answer was lost on the way stores nothing new and shows the first reference', async ({
    page,
  }) => {
    await ownAddress(page);
    await page.goto('/teklif-al');
    await page.locator('form[data-hydrated]').waitFor();
    const values = quoteFields(uniqueName('Yitik'));
    await fill(page, values);
    await pastMinimumFillTime(page);
    // The request reaches the server (the lead is stored), the answer never comes back.
    let first: { reference?: string } = {};
    await page.route(
      '**/teklif-al',
      async (route) => {
        if (!isPost(route)) return route.continue();
        first = (await (await route.fetch()).json()) as { reference?: string };
        await route.abort();
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Teklif İste' }).click();
    await expect(page.getByTestId('lead-connection-lost')).toBeVisible();
    expect(first.reference).toMatch(/^T-/);

    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await expect(page.getByTestId('lead-success')).toContainText(DUPLICATE);
    await expect(page.getByTestId('lead-reference')).toHaveText(first.reference!);
    expect((await findQuoteRequests((q) => q.name === `Melike ${values.lastName}`)).map((q) => q.reference)).toEqual([
      first.reference,
    ]);
  });
});

test.describe('a form opened before a deploy', () => {
  test('with JavaScript it posts to its page address, never to a build’s action id, and the lead is stored', async ({
    page,
  }) => {
    await ownAddress(page);
    await page.goto('/teklif-al');
    await page.locator('form[data-hydrated]').waitFor();
    // Nothing in the rendered form names a server action of this build.
    expect(await page.locator('form input[name^="$ACTION"]').count()).toBe(0);
    const values = quoteFields(uniqueName('Surum'));
    await fill(page, values);
    await pastMinimumFillTime(page);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST'),
      page.getByRole('button', { name: 'Teklif İste' }).click(),
    ]);
    expect(new URL(request.url()).pathname).toBe('/teklif-al');
    expect(await request.headerValue('next-action')).toBeNull();
    await expect(page.getByTestId('lead-success')).toContainText(SUCCESS);
    expect(await findQuoteRequests((q) => q.name === `Melike ${values.lastName}`)).toHaveLength(1);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a post carrying a server action id the new build does not know is still stored', async ({ page }) => {
      await ownAddress(page);
      await page.goto('/iletisim');
      const values = contactFields(uniqueName('Eski'));
      await fill(page, values);
      await pastMinimumFillTime(page);
      // As a page rendered by an earlier build posted: with its own (now unknown) action id.
      await page.route(
        '**/iletisim',
        async (route) => {
          const body = route.request().postData()!;
          const boundary = body.slice(0, body.indexOf('\r\n'));
          const stale = `${boundary}\r\nContent-Disposition: form-data; name="$ACTION_ID_7f${'0'.repeat(40)}"\r\n\r\n\r\n`;
          await route.continue({ postData: stale + body });
        },
        { times: 1 },
      );
      await page.getByRole('button', { name: 'Gönder' }).click();
      await expect(page.getByTestId('lead-success')).toContainText(SUCCESS);
      const reference = (await page.getByTestId('lead-reference').textContent())!;
      expect((await findContactMessages((m) => m.name === `Oğuz ${values.lastName}`)).map((m) => m.reference)).toEqual([
        reference,
      ]);
    });

    test('a double click sends the form twice: one lead, and the second answer says it had already arrived', async ({
      page,
    }) => {
      await ownAddress(page);
      await page.goto('/iletisim');
      const values = contactFields(uniqueName('Cift'));
      await fill(page, values);
      await pastMinimumFillTime(page);
      // The first send reaches the server; the browser drops it for the second (the same form).
      await page.route(
        '**/iletisim',
        async (route) => {
          if (isPost(route)) await route.fetch({ maxRedirects: 0 });
          await route.continue();
        },
        { times: 1 },
      );
      await page.getByRole('button', { name: 'Gönder' }).click();
      await expect(page.getByTestId('lead-success')).toContainText(DUPLICATE);
      const reference = (await page.getByTestId('lead-reference').textContent())!;
      expect((await findContactMessages((m) => m.name === `Oğuz ${values.lastName}`)).map((m) => m.reference)).toEqual([
        reference,
      ]);
    });
  });
});

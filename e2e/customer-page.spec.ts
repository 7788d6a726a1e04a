// The customer's own page of a lead, /talep/{token} (docs/decisions/034-customer-page.md):
// the acknowledgement leads there with and without JavaScript; it shows the lead's progress
// in the customer's words and nothing the customer typed about themselves; staff hand out
// and revoke links from the lead page; a wrong or revoked link is a plain 404.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { leadHref } from '@/lib/admin/paths';
import { customerLink, insertLead } from './data';
import { ownAddress, pastMinimumFillTime, uniqueTag } from './helpers';

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`form [name="${name}"]`);
    if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

for (const js of [true, false]) {
  test.describe(`a customer ${js ? '' : 'without JavaScript '}follows the acknowledgement to their own page`, () => {
    test.use({ javaScriptEnabled: js });

    test('sees the reference, their first name, the progress and the places, and none of their contact details', async ({
      page,
    }) => {
      await ownAddress(page);
      await page.goto('/teklif-al');
      if (js) await page.locator('form[data-hydrated]').waitFor();
      const lastName = `Yıldırım ${uniqueTag()}`;
      await fill(page, {
        firstName: 'Gülşen',
        lastName,
        phone: '0532 987 65 43',
        email: 'gulsen.musteri@example.com',
        fromLocation: 'Bağcılar',
        toLocation: 'Rize',
        service: 'Şehirlerarası Taşıma',
        message: 'Piyano var, kapı kodu 4455',
      });
      await pastMinimumFillTime(page);
      await page.getByRole('button', { name: 'Teklif İste' }).click();
      await expect(page.getByTestId('lead-success')).toBeVisible();
      const reference = (await page.getByTestId('lead-reference').textContent())!;
      const link = page.getByTestId('lead-customer-link');
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(/^\/talep\/[A-Za-z0-9_-]{43}$/);

      const response = await page.goto(href);
      expect(response!.status()).toBe(200);
      expect(response!.headers()['x-robots-tag']).toContain('noindex');
      expect(response!.headers()['referrer-policy']).toBe('no-referrer');
      expect(response!.headers()['cache-control']).toContain('no-store');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByTestId('customer-reference')).toHaveText(reference);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merhaba Gülşen');
      await expect(page.getByTestId('customer-timeline').locator('[aria-current="step"]')).toContainText(
        'Talebiniz alındı',
      );
      await expect(page.getByTestId('customer-to')).toHaveText('Rize');
      await expect(page.getByTestId('customer-call')).toHaveAttribute('href', /^tel:\+90/);
      const whatsapp = await page.getByTestId('customer-whatsapp').getAttribute('href');
      expect(decodeURIComponent(whatsapp!)).toContain(reference);
      const html = await page.content();
      for (const secret of ['987 65 43', '5329876543', 'gulsen.musteri', 'kapı kodu', lastName])
        expect(html, `the page does not show "${secret}"`).not.toContain(secret);
      // The sitemap does not know the page.
      expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain('/talep/');
    });
  });
}

test.describe('staff and the customer links', () => {
  test('staff make a new link to copy or send, see where links went, and revoke them all', async ({ adminPage }) => {
    const name = `Bağlantı Müşterisi ${uniqueTag()}`;
    const id = await insertLead('quote', { name, phone: '0533 444 55 66' });
    const first = await customerLink(id);
    const visitor = await adminPage.context().newPage();
    await ownAddress(visitor);
    expect((await visitor.goto(first))!.status()).toBe(200);

    await adminPage.goto(leadHref('quote', id));
    const section = adminPage.getByTestId('customer-link-section');
    await expect(section.getByTestId('customer-links')).toContainText('Form yanıtı');
    await expect(section.getByTestId('customer-links')).toContainText('son açılış');
    await section.getByRole('button', { name: 'Yeni bağlantı oluştur' }).click();
    await expect(adminPage.getByTestId('admin-notice')).toContainText('Yeni müşteri bağlantısı oluşturuldu');
    const fresh = await adminPage.getByTestId('customer-link-fresh').locator('input').inputValue();
    expect(fresh).toMatch(/\/talep\/[A-Za-z0-9_-]{43}$/);
    const whatsapp = await section.getByRole('link', { name: 'WhatsApp ile gönder' }).getAttribute('href');
    expect(whatsapp).toContain('wa.me/905334445566');
    expect(decodeURIComponent(whatsapp!)).toContain(fresh);
    await expect(section.getByTestId('customer-links').locator('li')).toHaveCount(2);
    const freshPath = new URL(fresh).pathname;
    expect((await visitor.goto(freshPath))!.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Merhaba Bağlantı');

    await section.getByRole('button', { name: 'Bağlantıları iptal et' }).click();
    await expect(adminPage.getByTestId('admin-notice')).toContainText('Müşteri bağlantıları iptal edildi');
    await expect(adminPage.getByTestId('customer-links-none')).toBeVisible();
    for (const path of [first, freshPath]) {
      const response = await visitor.goto(path);
      expect(response!.status()).toBe(404);
      await expect(visitor.getByRole('heading', { level: 1 })).not.toHaveText(/Merhaba/);
    }
    await visitor.close();
  });

  test('an unknown or malformed link answers the same 404 page', async ({ page }) => {
    await ownAddress(page);
    const unknown = await page.goto(`/talep/${'A'.repeat(43)}`);
    expect(unknown!.status()).toBe(404);
    const unknownHeading = await page.getByRole('heading', { level: 1 }).textContent();
    const malformed = await page.goto('/talep/kisa');
    expect(malformed!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(unknownHeading!);
  });
});

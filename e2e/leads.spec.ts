import { expect, test, type Page } from '@playwright/test';
import { HOURS } from '../lib/site';
import { ownAddress, pastMinimumFillTime, queryDb } from './helpers';

const SUCCESS = 'Talebiniz başarıyla alındı! Ekiplerimiz en kısa zamanda geri dönüş yapacak.';
const REQUIRED = 'Lütfen tüm zorunlu alanları doldurun.';
const EMAIL = 'Lütfen geçerli bir e-posta adresi girin.';
const PHONE = 'Lütfen geçerli bir telefon numarası girin.';

function unique(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`form [name="${name}"]`);
    if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Clicks the submit button (for answers given in the browser). */
const submit = (page: Page, label: string) => page.getByRole('button', { name: label }).click();

/** Clicks the submit button and waits for the server's answer. */
async function send(page: Page, label: string) {
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: label }).click(),
  ]);
}

test.describe('visitor asks for a quote', () => {
  test('sees every validation message in order, keeps what was typed, then gets the lead acknowledged and stored exactly', async ({ page }) => {
    await ownAddress(page);
    // The visit starts on a service page from an ad.
    await page.goto('/hizmetlerimiz/ofis-tasima?utm_source=google&utm_campaign=ofis&gclid=G123');
    await page.goto('/teklif-al');
    const banner = page.locator('#quote-banner');

    await submit(page, 'Teklif İste');
    await expect(page.getByTestId('lead-error')).toHaveText(REQUIRED);
    await expect(banner).toBeFocused();
    await expect(banner).toHaveAttribute('role', 'alert');

    const lastName = unique('Çağlayan');
    await fill(page, {
      firstName: 'Şükrü',
      lastName,
      phone: '123',
      email: 'sukru-at-example',
      fromLocation: 'Bağcılar',
      toLocation: 'Üsküdar <b>Kuzguncuk</b>',
      service: 'Şehirlerarası Taşıma',
    });
    await submit(page, 'Teklif İste');
    await expect(page.getByTestId('lead-error')).toHaveText(EMAIL);
    await expect(page.locator('[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    await page.fill('[name="email"]', 'sukru@example.com.tr');
    await submit(page, 'Teklif İste');
    await expect(page.getByTestId('lead-error')).toHaveText(PHONE);
    await expect(page.locator('[name="firstName"]')).toHaveValue('Şükrü');

    await page.fill('[name="phone"]', '0532 123 45 67');
    await pastMinimumFillTime(page);
    await submit(page, 'Teklif İste');
    await expect(page.getByTestId('lead-success')).toContainText(SUCCESS);
    await expect(page.locator('#quote-banner')).toBeFocused();
    const reference = (await page.getByTestId('lead-reference').textContent())!;
    expect(reference).toMatch(/^T-[2-9A-Z]{6}$/);
    const whatsapp = await page.getByRole('link', { name: "WhatsApp'tan da yazın" }).getAttribute('href');
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(reference);
    // The form is cleared.
    for (const name of ['firstName', 'lastName', 'phone', 'email', 'fromLocation', 'toLocation', 'message']) {
      await expect(page.locator(`[name="${name}"]`)).toHaveValue('');
    }

    const rows = queryDb<Record<string, string | number>>('select * from quote_requests where reference = ?', reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: `Şükrü ${lastName}`,
      email: 'sukru@example.com.tr',
      phone: '0532 123 45 67',
      from_location: 'Bağcılar',
      to_location: 'Üsküdar <b>Kuzguncuk</b>',
      service_type: 'Şehirlerarası Taşıma',
      message: '',
      is_read: 0,
    });
    expect(JSON.parse(String(rows[0]!.attribution))).toMatchObject({
      landingPage: '/hizmetlerimiz/ofis-tasima?utm_source=google&utm_campaign=ofis&gclid=G123',
      utm_source: 'google',
      utm_campaign: 'ofis',
      gclid: 'G123',
    });
  });

  test('the button reads "Gönderiliyor..." and is disabled while the request is on its way', async ({ page }) => {
    await ownAddress(page);
    await page.goto('/teklif-al');
    await fill(page, {
      firstName: 'Deniz',
      lastName: unique('Kaya'),
      phone: '05321234567',
      email: 'deniz@example.com',
      fromLocation: 'Fatih',
      toLocation: 'Ankara',
      service: 'Ev Taşıma',
      message: 'Üç oda',
    });
    await pastMinimumFillTime(page);
    await page.route('**/teklif-al', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await submit(page, 'Teklif İste');
    const pending = page.getByRole('button', { name: 'Gönderiliyor...' });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    await expect(page.getByTestId('lead-success')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Teklif İste' })).toBeEnabled();
  });

  test('a service page preselects its service', async ({ page }) => {
    await page.goto('/teklif-al?hizmet=fabrika-tasima');
    await expect(page.locator('[name="service"]')).toHaveValue('Endüstriyel Taşıma');
    await page.goto('/hizmetlerimiz/koli-tasima');
    await page.locator('main section').first().getByRole('link', { name: 'Teklif Al', exact: true }).click();
    await expect(page).toHaveURL(/\/iletisim\?hizmet=koli-tasima$/);
    await expect(page.locator('[name="service"]')).toHaveValue('Koli Taşıma');
  });

  test('a bot that fills the hidden field or answers at once gets a neutral failure and nothing is stored', async ({ page }) => {
    await ownAddress(page);
    await page.goto('/teklif-al');
    const lastName = unique('Bot');
    const values = {
      firstName: 'Bot',
      lastName,
      phone: '05321234567',
      email: 'bot@example.com',
      fromLocation: 'A',
      toLocation: 'B',
      service: 'Ev Taşıma',
    };
    // Faster than any person: the form claims it was shown just now.
    await fill(page, values);
    await page.locator('[name="startedAt"]').evaluate((e) => ((e as HTMLInputElement).value = String(Date.now())));
    await send(page, 'Teklif İste');
    await expect(page.getByTestId('lead-error')).toHaveText('Teklif talebi gönderilirken bir hata oluştu. Lütfen tekrar deneyin.');
    await expect(page.locator('[name="lastName"]')).toHaveValue(lastName);
    // The hidden field filled, however slowly.
    await page.locator('[name="website"]').evaluate((e) => ((e as HTMLInputElement).value = 'http://spam.example'));
    await pastMinimumFillTime(page);
    await send(page, 'Teklif İste');
    await expect(page.getByTestId('lead-error')).toHaveText('Teklif talebi gönderilirken bir hata oluştu. Lütfen tekrar deneyin.');
    expect(queryDb('select id from quote_requests where name = ?', `Bot ${lastName}`)).toHaveLength(0);
  });
});

test.describe('visitor writes to the company', () => {
  test('sees the contact messages in order and the message is stored with the general subject', async ({ page }) => {
    await ownAddress(page);
    await page.goto('/iletisim');
    await expect(page.getByText('(isteğe bağlı)')).toHaveCount(1);
    await submit(page, 'Gönder');
    await expect(page.getByTestId('lead-error')).toHaveText(REQUIRED);
    const lastName = unique('Öztürk');
    await fill(page, { firstName: 'İlkay', lastName, phone: '0212 555 00 00', email: 'ilkay@', message: 'Şişli’den Ümraniye’ye <i>iki</i> koli.' });
    await submit(page, 'Gönder');
    await expect(page.getByTestId('lead-error')).toHaveText(EMAIL);
    await page.fill('[name="email"]', 'ilkay@example.com');
    await page.fill('[name="phone"]', '0212');
    await submit(page, 'Gönder');
    await expect(page.getByTestId('lead-error')).toHaveText(PHONE);
    await page.fill('[name="phone"]', '0212 555 00 00');
    await pastMinimumFillTime(page);
    await submit(page, 'Gönder');
    await expect(page.getByTestId('lead-success')).toContainText(SUCCESS);
    const reference = (await page.getByTestId('lead-reference').textContent())!;
    expect(reference).toMatch(/^M-[2-9A-Z]{6}$/);
    const [row] = queryDb('select * from contact_messages where reference = ?', reference);
    expect(row).toMatchObject({
      name: `İlkay ${lastName}`,
      email: 'ilkay@example.com',
      phone: '0212 555 00 00',
      subject: 'Genel İletişim',
      message: 'Şişli’den Ümraniye’ye <i>iki</i> koli.',
      is_read: 0,
    });
  });

  test('the contact page shows phones, e-mail, address, hours, the map and directions links, and the KVKK notice', async ({ page }) => {
    await page.goto('/iletisim');
    const info = page.getByRole('complementary', { name: 'İletişim bilgileri' });
    await expect(info.locator('a[href^="tel:"]')).toHaveCount(3);
    await expect(info.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(info).toContainText('Bağcılar');
    await expect(info).toContainText(HOURS.moves);
    await expect(page.getByTestId('location').getByRole('img')).toBeVisible();
    await expect(page.getByTestId('location').getByRole('link', { name: 'Google Haritalar' })).toHaveAttribute('href', /destination=41\.0391,28\.8566/);
    await page.getByRole('link', { name: 'KVKK Aydınlatma Metni' }).click();
    await expect(page).toHaveURL(/\/kvkk-aydinlatma-metni$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('KVKK Aydınlatma Metni');
    await expect(page.getByRole('heading', { name: 'Ne kadar süre saklanır?' })).toBeVisible();
  });

  test('a person who sends too much is asked to call instead', async ({ page }) => {
    test.setTimeout(60_000);
    await ownAddress(page);
    await page.goto('/iletisim');
    for (let i = 0; i < 6; i++) {
      await fill(page, { firstName: 'Hızlı', lastName: unique('Gönderen'), phone: '05321234567', email: 'hizli@example.com', message: `Mesaj ${i}` });
      await pastMinimumFillTime(page);
      await send(page, 'Gönder');
      if (i < 5) {
        await expect(page.getByTestId('lead-success')).toBeVisible();
        // The form is cleared once the answer is shown; fill the next one after that.
        await expect(page.locator('[name="lastName"]')).toHaveValue('');
      }
    }
    await expect(page.getByTestId('lead-error')).toContainText('Lütfen bizi telefonla arayın');
  });
});

test.describe('visitor without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sends a quote request: the error keeps the values, the success is shown', async ({ page }) => {
    await ownAddress(page);
    await page.goto('/teklif-al?hizmet=evden-eve-nakliyat');
    const lastName = unique('Demir');
    await fill(page, { firstName: 'Gülşen', lastName, phone: '05321234567', email: 'gulsen@example', fromLocation: 'Kartal', toLocation: 'Bursa' });
    await pastMinimumFillTime(page);
    await submit(page, 'Teklif İste');
    await expect(page.getByTestId('lead-error')).toHaveText(EMAIL);
    await expect(page.locator('[name="lastName"]')).toHaveValue(lastName);
    await expect(page.locator('[name="service"]')).toHaveValue('Ev Taşıma');
    await page.fill('[name="email"]', 'gulsen@example.com');
    await pastMinimumFillTime(page);
    await submit(page, 'Teklif İste');
    await expect(page.getByTestId('lead-success')).toContainText(SUCCESS);
    const reference = (await page.getByTestId('lead-reference').textContent())!;
    expect(queryDb('select name from quote_requests where reference = ?', reference)).toEqual([{ name: `Gülşen ${lastName}` }]);
  });

  test('sends a contact message', async ({ page }) => {
    await ownAddress(page);
    await page.goto('/iletisim');
    const lastName = unique('Aydın');
    await fill(page, { firstName: 'Oğuz', lastName, phone: '05321234567', email: 'oguz@example.com', service: 'Depolama Hizmeti', message: 'Depo fiyatı?' });
    await pastMinimumFillTime(page);
    await submit(page, 'Gönder');
    await expect(page.getByTestId('lead-success')).toContainText(SUCCESS);
    expect(queryDb('select subject from contact_messages where name = ?', `Oğuz ${lastName}`)).toEqual([{ subject: 'Depolama Hizmeti' }]);
  });
});

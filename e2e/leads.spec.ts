import { expect, test, type Page, type Route } from '@playwright/test';
import { signStart } from '../lib/leads/start-token';
import { DEFAULT_SERVICE_HOURS, describeHours } from '../lib/facts';
import { LEAD_MESSAGES } from '../lib/validation/lead';
import { appState, findContactMessages, findQuoteRequests } from './data';
import { ownAddress, pastMinimumFillTime } from './helpers';

const SUCCESS = 'Talebiniz başarıyla alındı! Ekiplerimiz en kısa zamanda geri dönüş yapacak.';
const REQUIRED = 'Lütfen tüm zorunlu alanları doldurun.';
const EMAIL = 'Lütfen geçerli bir e-posta adresi girin.';
const PHONE = 'Lütfen geçerli bir telefon numarası girin.';
const RESEND = 'Talebinizi tamamlamak için lütfen formu bir kez daha gönderin; bilgileriniz aşağıda duruyor.';
const TOO_LARGE =
  'Gönderdiğiniz form çok büyük olduğu için alınamadı. Lütfen mesajınızı kısaltıp yeniden gönderin ya da bizi telefonla arayın.';
/** LEAD_MIN_FILL_MS of the suite's server (e2e/global-setup.ts). */
const MIN_FILL_MS = 1000;

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

/** A start time signed by the server just now: what the form carries when it is sent the instant it was shown. */
async function startSignedNow(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const input = html.match(/<input[^>]*name="startedAt"[^>]*>/)?.[0] ?? '';
  const token = input.match(/value="([^"]+)"/)?.[1];
  expect(token, 'the form carries a signed start time').toMatch(/^\d+\.[\w-]{43}$/);
  return token!;
}

/** A start time signed as the server signs it, for this instant (the server's secret: AUTH_SECRET or the generated one). */
async function signedNow(): Promise<string> {
  const secret = process.env.AUTH_SECRET || (await appState('auth-secret'));
  expect(secret, 'the server has its auth secret').toBeTruthy();
  return signStart(Date.now(), secret!);
}

/** Clicks the submit button and waits for the server's answer to be shown (the button is back). */
async function send(page: Page, label: string) {
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: label }).click(),
  ]);
  await expect(page.getByRole('button', { name: label })).toBeEnabled();
}

test.describe('visitor asks for a quote', () => {
  test('the button reads "Gönderiliyor..." and is disabled while the request is on its way', async ({ page }) => {
    await ownAddress(page);
    await page.goto('/teklif-al');
    await page.locator('form[data-hydrated]').waitFor();
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
    // The request is held until the pending state has been seen, then let through.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/teklif-al', async (route) => {
      if (route.request().method() === 'POST') await released;
      await route.continue();
    });
    await submit(page, 'Teklif İste');
    const pending = page.getByRole('button', { name: 'Gönderiliyor...' });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    release();
    await expect(page.getByTestId('lead-success')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Teklif İste' })).toBeEnabled();
  });

  test('a form filled at once (autofill) waits out the minimum time while the button reads "Gönderiliyor...", then goes', async ({
    page,
  }) => {
    await ownAddress(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    // The page's clock stands still, so the form is sent "at once" by its own clock however slow this machine is.
    const shown = new Date('2026-11-21T10:00:00+03:00');
    await page.clock.install({ time: shown });
    await page.clock.pauseAt(new Date(shown.getTime() + 1000));
    await page.goto('/teklif-al');
    await page.locator('form[data-hydrated]').waitFor();
    const lastName = unique('Otomatik');
    await fill(page, {
      firstName: 'Selin',
      lastName,
      phone: '0532 765 43 21',
      email: 'selin@example.com',
      fromLocation: 'Beşiktaş',
      toLocation: 'Eskişehir',
      service: 'Ev Taşıma',
    });
    await submit(page, 'Teklif İste');
    const waiting = page.getByRole('button', { name: 'Gönderiliyor...' });
    await expect(waiting).toBeDisabled();
    // Real time passes, the page's own does not: the form is held back, showing that it is on its way.
    await pastMinimumFillTime(page);
    await expect(waiting).toBeVisible();
    expect(posts).toHaveLength(0);
    // Once the minimum time has passed for the page too, it goes by itself, once.
    await page.clock.runFor(MIN_FILL_MS);
    await expect(page.getByTestId('lead-success')).toContainText(SUCCESS);
    expect(posts).toHaveLength(1);
    const reference = (await page.getByTestId('lead-reference').textContent())!;
    expect((await findQuoteRequests((r) => r.reference === reference)).map((r) => r.name)).toEqual([
      `Selin ${lastName}`,
    ]);
  });

  test('an oversized form is refused in the browser with a Turkish message, and nothing is sent', async ({ page }) => {
    await ownAddress(page);
    await page.goto('/iletisim');
    await page.locator('form[data-hydrated]').waitFor();
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST') posts++;
    });
    await fill(page, {
      firstName: 'Büyük',
      lastName: unique('Form'),
      phone: '05321234567',
      email: 'buyuk@example.com',
    });
    // Past the field's limit (the page would not let a person type this much).
    await page.locator('[name="message"]').evaluate((e) => {
      e.removeAttribute('maxlength');
      (e as HTMLTextAreaElement).value = 'ğ'.repeat(40_000);
    });
    await pastMinimumFillTime(page);
    await submit(page, 'Gönder');
    await expect(page.getByTestId('lead-error')).toHaveText(TOO_LARGE);
    expect(posts).toBe(0);
  });

  test('a service page preselects its service', async ({ page }) => {
    await page.goto('/teklif-al?hizmet=fabrika-tasima');
    await expect(page.locator('[name="service"]')).toHaveValue('Endüstriyel Taşıma');
    await page.goto('/hizmetlerimiz/koli-tasima');
    await page.locator('main section').first().getByRole('link', { name: 'Teklif Al', exact: true }).click();
    await expect(page).toHaveURL(/\/iletisim\?hizmet=koli-tasima$/);
    await expect(page.locator('[name="service"]')).toHaveValue('Koli Taşıma');
  });

  test('a bot that fills the hidden field or answers at once gets a neutral failure and nothing is stored', async ({
    page,
  }) => {
    await ownAddress(page);
    await page.goto('/teklif-al');
    await page.locator('form[data-hydrated]').waitFor();
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
    await fill(page, values);
    // A bot writes its own request: the next send of the form has one field replaced on its way
    // to the server. (Changing the page's hidden fields would not do: React writes them back
    // whenever the form renders again.)
    const forgeNextSend = async (name: string, value: string) => {
      const pattern = new RegExp(`(name="(?:_?\\d+_)?${name}"\\r\\n\\r\\n)[^\\r]*`);
      let forged = false;
      let used = false;
      const forge = async (route: Route) => {
        const request = route.request();
        if (used || request.method() !== 'POST') return route.fallback();
        used = true;
        const body = request.postDataBuffer()?.toString('latin1') ?? '';
        forged = pattern.test(body);
        await route.continue({ postData: Buffer.from(body.replace(pattern, `$1${value}`), 'latin1') });
      };
      await page.route('**/teklif-al', forge);
      // Past the minimum time, so that the page's own script does not hold the form back.
      await pastMinimumFillTime(page);
      await send(page, 'Teklif İste');
      await page.unroute('**/teklif-al', forge);
      expect(forged, `the ${name} field was replaced`).toBe(true);
      // Answered like a save that failed, with no hint of what gave it away.
      await expect(page.getByTestId('lead-error')).toHaveText(LEAD_MESSAGES.quoteNotStored);
    };
    // The start time forged to an hour ago, unsigned (the old form's plain number).
    await forgeNextSend('startedAt', String(Date.now() - 3_600_000));
    await expect(page.locator('[name="lastName"]')).toHaveValue(lastName);
    // A genuine signature moved to an earlier time.
    const [time, signature] = (await startSignedNow(page, '/teklif-al')).split('.');
    await forgeNextSend('startedAt', `${Number(time) - 3_600_000}.${signature}`);
    // The hidden field filled, however slowly.
    await forgeNextSend('website', 'http://spam.example');
    expect(await findQuoteRequests((q) => q.name === `Bot ${lastName}`)).toHaveLength(0);
  });
});

test.describe('visitor writes to the company', () => {
  test('a valid form sent right after a message of the browser is held back with what was typed, and arrives', async ({
    page,
  }) => {
    await ownAddress(page);
    // The page's clock stands still: the browser holds the send back until the test lets time pass
    // (on a slow machine this happened by itself, and the held-back send went out empty).
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/iletisim');
    await page.locator('form[data-hydrated]').waitFor();
    await submit(page, 'Gönder');
    await expect(page.getByTestId('lead-error')).toHaveText(REQUIRED);
    const lastName = unique('Bekletilen');
    await fill(page, {
      firstName: 'Sevgi',
      lastName,
      phone: '0212 555 00 00',
      email: 'sevgi@example.com',
      message: 'Kadıköy’den Bakırköy’e üç koli.',
    });
    await pastMinimumFillTime(page);
    await submit(page, 'Gönder');
    await expect(page.getByRole('button', { name: 'Gönderiliyor...' })).toBeVisible();
    await expect(page.getByTestId('lead-error')).toHaveCount(0);
    await expect(page.locator('[name="lastName"]')).toHaveValue(lastName);
    await expect(page.locator('[name="message"]')).toHaveValue('Kadıköy’den Bakırköy’e üç koli.');
    await page.clock.runFor(MIN_FILL_MS + 500);
    await expect(page.getByTestId('lead-success')).toContainText(SUCCESS);
    const reference = (await page.getByTestId('lead-reference').textContent())!;
    expect((await findContactMessages((m) => m.reference === reference)).map((m) => m.name)).toEqual([
      `Sevgi ${lastName}`,
    ]);
  });

  test('the contact page shows phones, e-mail, address, hours, the map and directions links, and the KVKK notice', async ({
    page,
  }) => {
    await page.goto('/iletisim');
    const info = page.getByRole('complementary', { name: 'İletişim bilgileri' });
    await expect(info.locator('a[href^="tel:"]')).toHaveCount(3);
    await expect(info.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(info).toContainText('Bağcılar');
    await expect(info).toContainText(describeHours(DEFAULT_SERVICE_HOURS).lines.moves);
    await expect(page.getByTestId('location').getByRole('img')).toBeVisible();
    await expect(page.getByTestId('location').getByRole('link', { name: 'Google Haritalar' })).toHaveAttribute(
      'href',
      /destination=41\.0391,28\.8566/,
    );
    await page.getByRole('main').getByRole('link', { name: 'KVKK Aydınlatma Metni' }).click();
    await expect(page).toHaveURL(/\/kvkk-aydinlatma-metni$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('KVKK Aydınlatma Metni');
    await expect(page.getByRole('heading', { name: 'Ne kadar süre saklanır?' })).toBeVisible();
  });

  test('a person who sends too much is asked to call instead', async ({ page }) => {
    test.setTimeout(60_000);
    await ownAddress(page);
    await page.goto('/iletisim');
    await page.locator('form[data-hydrated]').waitFor();
    for (let i = 0; i < 6; i++) {
      await fill(page, {
        firstName: 'Hızlı',
        lastName: unique('Gönderen'),
        phone: '05321234567',
        email: 'hizli@example.com',
        message: `Mesaj ${i}`,
      });
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

  test('a valid form sent the instant it was shown is asked to be sent once more, and that send passes', async ({
    page,
  }) => {
    await ownAddress(page);
    await page.goto('/iletisim');
    const lastName = unique('Hızlı');
    await fill(page, {
      firstName: 'Çağrı',
      lastName,
      phone: '0532 111 22 33',
      email: 'cagri@example.com',
      message: 'Tek oda, asansörlü bina.',
    });
    // Sent the instant it was shown, as an autofilling browser does: the post carries a start
    // time signed as it leaves (so that a slow machine cannot age it past the minimum time).
    await page.route(
      '**/iletisim',
      async (route) => {
        const fresh = await signedNow();
        const body = route.request().postData()!;
        expect(body).toMatch(/name="startedAt"\r\n\r\n\d+\.[\w-]{43}\r\n/);
        await route.continue({ postData: body.replace(/(name="startedAt"\r\n\r\n)[^\r]+/, `$1${fresh}`) });
      },
      { times: 1 },
    );
    await submit(page, 'Gönder');
    await expect(page.getByTestId('lead-error')).toHaveText(RESEND);
    await expect(page.locator('[name="lastName"]')).toHaveValue(lastName);
    await expect(page.locator('[name="message"]')).toHaveValue('Tek oda, asansörlü bina.');
    expect(await findContactMessages((m) => m.name === `Çağrı ${lastName}`)).toHaveLength(0);
    // Pressed again at once: the answer's form passes.
    await submit(page, 'Gönder');
    await expect(page.getByTestId('lead-success')).toContainText(SUCCESS);
    expect((await findContactMessages((m) => m.name === `Çağrı ${lastName}`)).map((m) => m.message)).toEqual([
      'Tek oda, asansörlü bina.',
    ]);
  });

  test('an oversized form is sent back to the form page with a Turkish message, not an error page', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await ownAddress(page);
    await page.goto('/teklif-al');
    const lastName = unique('Dev');
    await fill(page, {
      firstName: 'Dev',
      lastName,
      phone: '05321234567',
      email: 'dev@example.com',
      fromLocation: 'Kartal',
      toLocation: 'Bursa',
      service: 'Ev Taşıma',
    });
    await page.locator('[name="message"]').evaluate((e) => {
      e.removeAttribute('maxlength');
      (e as HTMLTextAreaElement).value = 'x'.repeat(100_000);
    });
    await pastMinimumFillTime(page);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('gonderim=cok-buyuk')),
      submit(page, 'Teklif İste'),
    ]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(/\/teklif-al\?gonderim=cok-buyuk$/);
    await expect(page.getByTestId('lead-error')).toHaveText(TOO_LARGE);
    await expect(page.getByRole('button', { name: 'Teklif İste' })).toBeEnabled();
    expect(await findQuoteRequests((r) => r.name === `Dev ${lastName}`)).toHaveLength(0);
  });
});

// The same stories with and without JavaScript: with it, the browser checks the form first
// and keeps the page; without it, the server answers with the page again.
for (const js of [true, false]) {
  const visitor = js ? 'visitor' : 'visitor without JavaScript';

  test.describe(`${visitor} asks for a quote`, () => {
    test.use({ javaScriptEnabled: js });

    test('sees every validation message in order, keeps what was typed, then gets the lead acknowledged and stored exactly', async ({
      page,
    }) => {
      test.setTimeout(60_000); // four sends, each past the minimum fill time
      await ownAddress(page);
      // The visit starts on a service page from an ad.
      await page.goto('/hizmetlerimiz/ofis-tasima?utm_source=google&utm_campaign=ofis&gclid=G123');
      await page.goto('/teklif-al?hizmet=evden-eve-nakliyat');
      if (js) await page.locator('form[data-hydrated]').waitFor();
      const banner = page.locator('#quote-banner');
      await expect(page.locator('[name="service"]')).toHaveValue('Ev Taşıma');

      await pastMinimumFillTime(page);
      await submit(page, 'Teklif İste');
      await expect(page.getByTestId('lead-error')).toHaveText(REQUIRED);
      await expect(banner).toHaveAttribute('role', 'alert');
      if (js) await expect(banner).toBeFocused();

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
      await pastMinimumFillTime(page);
      await submit(page, 'Teklif İste');
      await expect(page.getByTestId('lead-error')).toHaveText(EMAIL);
      await expect(page.locator('[name="email"]')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('[name="lastName"]')).toHaveValue(lastName);
      await expect(page.locator('[name="service"]')).toHaveValue('Şehirlerarası Taşıma');
      await page.fill('[name="email"]', 'sukru@example.com.tr');
      await pastMinimumFillTime(page);
      await submit(page, 'Teklif İste');
      await expect(page.getByTestId('lead-error')).toHaveText(PHONE);
      await expect(page.locator('[name="firstName"]')).toHaveValue('Şükrü');

      await page.fill('[name="phone"]', '0532 123 45 67');
      await pastMinimumFillTime(page);
      await submit(page, 'Teklif İste');
      await expect(page.getByTestId('lead-success')).toContainText(SUCCESS);
      if (js) await expect(page.locator('#quote-banner')).toBeFocused();
      const reference = (await page.getByTestId('lead-reference').textContent())!;
      expect(reference).toMatch(/^T-[2-9A-Z]{6}$/);
      const whatsapp = await page.getByRole('link', { name: "WhatsApp'tan da yazın" }).getAttribute('href');
      expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(reference);
      // The form is cleared.
      for (const name of ['firstName', 'lastName', 'phone', 'email', 'fromLocation', 'toLocation', 'message']) {
        await expect(page.locator(`[name="${name}"]`)).toHaveValue('');
      }

      const rows = await findQuoteRequests((q) => q.reference === reference);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: `Şükrü ${lastName}`,
        email: 'sukru@example.com.tr',
        phone: '0532 123 45 67',
        fromLocation: 'Bağcılar',
        toLocation: 'Üsküdar <b>Kuzguncuk</b>',
        serviceType: 'Şehirlerarası Taşıma',
        message: '',
        isRead: false,
      });
      // The page's script records where the visit started.
      if (js) {
        expect(rows[0]!.attribution).toMatchObject({
          landingPage: '/hizmetlerimiz/ofis-tasima?utm_source=google&utm_campaign=ofis&gclid=G123',
          utm_source: 'google',
          utm_campaign: 'ofis',
          gclid: 'G123',
        });
      }
    });
  });

  test.describe(`${visitor} writes to the company`, () => {
    test.use({ javaScriptEnabled: js });

    test('sees the contact messages in order and the message is stored with the chosen or the general subject', async ({
      page,
    }) => {
      test.setTimeout(60_000); // four sends, each past the minimum fill time
      // Without a choice the message gets the general subject; the no-JavaScript visitor picks one.
      const service = js ? undefined : 'Depolama Hizmeti';
      await ownAddress(page);
      await page.goto('/iletisim');
      if (js) await page.locator('form[data-hydrated]').waitFor();
      await expect(page.getByText('(isteğe bağlı)')).toHaveCount(1);
      await pastMinimumFillTime(page);
      await submit(page, 'Gönder');
      await expect(page.getByTestId('lead-error')).toHaveText(REQUIRED);
      const lastName = unique('Öztürk');
      await fill(page, {
        firstName: 'İlkay',
        lastName,
        phone: '0212 555 00 00',
        email: 'ilkay@',
        ...(service ? { service } : {}),
        message: 'Şişli’den Ümraniye’ye <i>iki</i> koli.',
      });
      await pastMinimumFillTime(page);
      await submit(page, 'Gönder');
      await expect(page.getByTestId('lead-error')).toHaveText(EMAIL);
      await page.fill('[name="email"]', 'ilkay@example.com');
      await page.fill('[name="phone"]', '0212');
      await pastMinimumFillTime(page);
      await submit(page, 'Gönder');
      await expect(page.getByTestId('lead-error')).toHaveText(PHONE);
      await page.fill('[name="phone"]', '0212 555 00 00');
      await pastMinimumFillTime(page);
      await submit(page, 'Gönder');
      await expect(page.getByTestId('lead-success')).toContainText(SUCCESS);
      const reference = (await page.getByTestId('lead-reference').textContent())!;
      expect(reference).toMatch(/^M-[2-9A-Z]{6}$/);
      const rows = await findContactMessages((m) => m.reference === reference);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: `İlkay ${lastName}`,
        email: 'ilkay@example.com',
        phone: '0212 555 00 00',
        subject: service ?? 'Genel İletişim',
        message: 'Şişli’den Ümraniye’ye <i>iki</i> koli.',
        isRead: false,
      });
    });
  });
}

// A visitor who leaves an e-mail gets the acknowledgement, and staff their e-mail, through a
// real SMTP server; the dashboard's overview counts that lead. On an app instance of its own
// (its own database and SMTP settings), so the figures are exact.
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { startExtraApp, type ExtraApp } from './extra-app';
import { pdfPlainText as pdfText } from '@/test/pdf-text';
import { ADMIN, pastMinimumFillTime } from './helpers';
import { ONCE } from './once';

interface Received {
  to: string[];
  text: string;
}

/** The readable text of a message: headers and every part, quoted-printable and base64 decoded. */
function readable(raw: string): string {
  const qp = (s: string) =>
    Buffer.from(
      s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return `${head}\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return `${head}\n${qp(body)}`;
      return part;
    })
    .join('\n');
}

test.describe('a lead through a real SMTP server', ONCE, () => {
  test.describe.configure({ mode: 'serial' });
  const received: Received[] = [];
  let smtp: SMTPServer;
  let app: ExtraApp;

  test.beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), text: readable(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await startExtraApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      LEAD_NOTIFY_EMAIL: 'ofis@hafifnakliyat.example',
    });
  });

  test.afterAll(async () => {
    await app?.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  test('the visitor gets the acknowledgement with the reference, staff get theirs, and the overview counts the lead @site-wide', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${app.url}/teklif-al`);
    await page.locator('form[data-hydrated]').waitFor();
    const email = `musteri-${Date.now().toString(36)}@example.com`;
    for (const [name, value] of Object.entries({
      firstName: 'Gülay',
      lastName: 'Öztürk',
      phone: '0532 111 22 33',
      email,
      fromLocation: 'Bağcılar',
      toLocation: 'Kadıköy',
    }))
      await page.fill(`form [name="${name}"]`, value);
    await page.locator('form [name="service"]').selectOption({ index: 1 });
    await pastMinimumFillTime(page);
    await page.getByRole('button', { name: 'Teklif İste' }).click();
    const reference = (await page.getByTestId('lead-reference').textContent())!.trim();
    expect(reference).toMatch(/^T-[2-9A-Z]{6}$/);

    // Sent after the answer, through the outbox: the customer's and the staff's e-mail.
    await expect
      .poll(() => received.find((m) => m.to.includes(email))?.text ?? '', { timeout: 30_000 })
      .toContain(`Talep numaranız: ${reference}`);
    const acknowledgement = received.find((m) => m.to.includes(email))!.text;
    expect(acknowledgement).toContain('Merhaba Gülay,');
    expect(acknowledgement).toContain('Bağcılar');
    await expect
      .poll(() => received.find((m) => m.to.includes('ofis@hafifnakliyat.example'))?.text ?? '', { timeout: 30_000 })
      .toContain(reference);

    // This instance's own database holds this one lead: the overview's figures are exact.
    await page.goto(`${app.url}/admin/login`);
    await page.fill('#email', ADMIN.email);
    await page.fill('#password', ADMIN.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    await page.goto(`${app.url}/admin/dashboard?sekme=genel`);
    await expect(page.getByTestId('overview-today-value')).toHaveText('1');
    await expect(page.getByTestId('overview-waiting-value')).toHaveText('0');
    await expect(page.getByTestId('overview-median-value')).toHaveText('-');
    await expect(page.getByTestId('overview-source-dogrudan')).toHaveText('1');
  });

  test('from estimate to signed move: staff send the offer built from the estimate, the customer without JavaScript accepts it, a second version needs its own acceptance, "Vazgeçtim" reaches staff @site-wide', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const mailTo = (address: string, containing: string) =>
      expect
        .poll(
          () => received.filter((m) => m.to.includes(address)).find((m) => m.text.includes(containing))?.text ?? '',
          {
            timeout: 30_000,
          },
        )
        .toContain(containing);
    const linkIn = (text: string) => new URL(text.match(/https?:\/\/\S+?\/talep\/[A-Za-z0-9_-]{43}/)![0]).pathname;

    // The visitor makes an estimate and sends the quote from it.
    await page.goto(`${app.url}/fiyat-hesaplama?nereden=ankara&nereye=istanbul/kadikoy&ev=2%2B1`);
    await page.getByRole('link', { name: 'Bu fiyatla teklif iste' }).click();
    await page.locator('form[data-hydrated]').waitFor();
    const email = `sozlesme-${Date.now().toString(36)}@example.com`;
    const lastName = `Sözleşmeli ${Date.now().toString(36)}`;
    await page.fill('form [name="firstName"]', 'Nurhan');
    await page.fill('form [name="lastName"]', lastName);
    await page.fill('form [name="phone"]', '0532 222 33 44');
    await page.fill('form [name="email"]', email);
    await pastMinimumFillTime(page);
    await page.getByRole('button', { name: 'Teklif İste' }).click();
    const reference = (await page.getByTestId('lead-reference').textContent())!.trim();
    await mailTo(email, reference);

    // Staff open the lead; "Teklif hazırla" carries the estimate's lines; one amount changes; send.
    const staff = await browser.newPage();
    await staff.goto(`${app.url}/admin/login`);
    await staff.fill('#email', ADMIN.email);
    await staff.fill('#password', ADMIN.password);
    await staff.getByRole('button', { name: 'Giriş Yap' }).click();
    await staff.waitForURL(/\/admin\/dashboard/);
    await staff.goto(`${app.url}/admin/dashboard?sekme=teklifler`);
    await staff.getByTestId('inbox-item').filter({ hasText: lastName }).getByRole('link', { name: /Aç/ }).click();
    await staff.waitForURL(/\/admin\/dashboard\/talep\//);
    const leadUrl = staff.url();
    await staff.getByTestId('offer-section').getByRole('link', { name: 'Teklif hazırla' }).click();
    await expect(staff.getByTestId('offer-editor-version')).toHaveText('1');
    const labels = await staff
      .locator('input[name$=".label"]')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(labels).toEqual(expect.arrayContaining(['Yükleme ve boşaltma işçiliği', 'Yol ücreti']));
    await staff.locator('[name="line.0.amount"]').fill('5.000');
    await staff.getByTestId('offer-editor').getByRole('button', { name: 'Teklifi gönder' }).click();
    await expect(staff.getByTestId('admin-notice')).toContainText('Teklif gönderildi');
    await mailTo(email, 'sürüm 1');
    const offerMail = received.filter((m) => m.to.includes(email)).find((m) => m.text.includes('sürüm 1'))!.text;
    const link = linkIn(offerMail);

    // The customer, without JavaScript, confirms each assumption, types name and addresses, accepts.
    const customerContext = await browser.newContext({ javaScriptEnabled: false, baseURL: app.url });
    const customer = await customerContext.newPage();
    await customer.goto(link);
    const total = (await customer.getByTestId('offer-total').textContent())!.trim();
    const form = customer.getByTestId('offer-accept-form');
    for (const box of await form.locator('input[type="checkbox"]').all()) await box.check();
    await form.getByLabel('Adınız ve soyadınız').fill(`Nurhan ${lastName}`);
    await form.getByLabel('Eşyaların alınacağı açık adres').fill('Kızılay Mah. Atatürk Blv. No 1, Çankaya/Ankara');
    await form.getByLabel('Eşyaların götürüleceği açık adres').fill('Moda Cad. No 7 D 2, Kadıköy/İstanbul');
    await form.getByRole('button', { name: 'Teklifi onayla' }).click();
    await expect(customer.getByTestId('offer-accepted-name')).toHaveText(`Nurhan ${lastName}`);

    // Staff see "Kazanıldı", the move date and the acceptance record; staff got the answer by e-mail.
    await staff.goto(leadUrl);
    await expect(staff.getByTestId('lead-status').first()).toHaveText('Kazanıldı');
    const record = staff.getByTestId('offer-acceptance');
    await expect(record).toContainText(`Nurhan ${lastName}`);
    await expect(record.getByTestId('offer-move-date')).not.toBeEmpty();
    await expect(record).toContainText(/[0-9a-f]{64}/);
    await mailTo('ofis@hafifnakliyat.example', 'Müşteri teklifi onayladı');

    // The contract PDF names the customer, the total and the reference.
    const pdf = await customer.request.get(`${link}/teklif-1.pdf`);
    expect(pdf.status()).toBe(200);
    const text = await pdfText(await pdf.body());
    for (const expected of ['Eşya Taşıma Sözleşmesi', `Nurhan ${lastName}`, total, reference])
      expect(text).toContain(expected);

    // A change after acceptance is version 2, which needs its own acceptance; version 1 stays accepted.
    await staff.getByTestId('offer-section').getByRole('link', { name: 'Yeni sürüm hazırla' }).click();
    await staff.getByTestId('offer-editor').getByRole('button', { name: 'Teklifi gönder' }).click();
    await expect(staff.getByTestId('admin-notice')).toContainText('Teklif gönderildi');
    const v1 = staff.locator('[data-testid="offer-version"][data-version="1"]');
    await expect(v1.getByTestId('offer-acceptance')).toContainText(`Nurhan ${lastName}`);
    await customer.goto(link);
    await expect(customer.getByTestId('offer-accept-form')).toBeVisible();

    // "Vazgeçtim" on version 2 reaches staff by e-mail.
    await customer.getByText('Vazgeçtim', { exact: true }).click();
    await customer.getByTestId('offer-decline-form').getByRole('button', { name: 'Teklifi istemiyorum' }).click();
    await mailTo('ofis@hafifnakliyat.example', 'Müşteri vazgeçti');

    // Staff revoke the links: the customer's link is a 404 from then on.
    await staff.goto(leadUrl);
    await staff.getByTestId('customer-link-section').getByRole('button', { name: 'Bağlantıları iptal et' }).click();
    await expect(staff.getByTestId('admin-notice')).toContainText('bağlantıları iptal edildi');
    expect((await customer.goto(link))!.status()).toBe(404);
    await customerContext.close();
    await staff.close();
  });
});

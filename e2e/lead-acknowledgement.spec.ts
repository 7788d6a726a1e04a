// A visitor who leaves an e-mail gets the acknowledgement, and staff their e-mail, through a
// real SMTP server; the dashboard's overview counts that lead. On an app instance of its own
// (its own database and SMTP settings), so the figures are exact.
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { startExtraApp, type ExtraApp } from './extra-app';
import { ADMIN, MIN_FILL_MS, pastMinimumFillTime } from './helpers';

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

test.describe('a lead through a real SMTP server', () => {
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
      LEAD_MIN_FILL_MS: String(MIN_FILL_MS),
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
});

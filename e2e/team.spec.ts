// A team instead of one password (issue 28): a manager invites an office worker by e-mail,
// who sets a password through the one-time link and signs in; the office worker is refused
// Fiyatlar, Ekip, the CSV and the team's actions on the server (addresses and posts sent
// directly, not only hidden buttons); a forgotten password is reset through a real SMTP
// server; new leads go round-robin to the two office workers on duty and show their owner.
// On an app instance of its own (its own database and SMTP server), so the round-robin
// and the mailbox hold only this spec's people and leads.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { decodeMail, startSmtp } from '@/test/smtp';
import { startExtraApp, type ExtraApp } from './extra-app';
import { ADMIN, pastMinimumFillTime } from './helpers';
import { ONCE } from './once';
import { shotPath } from './shots';

const OFIS = { name: 'Ayşe Yılmaz', email: 'ayse.ofis@hafifnakliyat.example', password: 'Lale-Bahcesi-2026!' };
const OFIS2 = { name: 'Mehmet Demir', email: 'mehmet.ofis@hafifnakliyat.example' };
const PHONE = { width: 390, height: 844 };

test.describe('the team: accounts, roles and lead owners', ONCE, () => {
  test.describe.configure({ mode: 'serial' });
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: ExtraApp;

  test.beforeAll(async () => {
    smtp = await startSmtp();
    app = await startExtraApp({ SMTP_URL: smtp.url });
  });
  test.afterAll(async () => {
    await app?.stop();
    await smtp?.close();
  });

  /** The one-time link (path and query) in the newest e-mail to `to` whose text holds `marker`. */
  async function linkIn(to: string, marker: string): Promise<string> {
    let text = '';
    await expect
      .poll(
        () => {
          const mail = smtp.received.filter((m) => m.to.includes(to)).map((m) => decodeMail(m.raw));
          text = mail.reverse().find((m) => m.includes(marker)) ?? '';
          return text;
        },
        { timeout: 20_000 },
      )
      .toContain('/admin/sifre?anahtar=');
    return text.match(/\/admin\/sifre\?anahtar=[\w-]+/)![0];
  }

  async function signIn(browser: Browser, email: string, password: string): Promise<Page> {
    const page = await (await browser.newContext({ baseURL: app.url })).newPage();
    await page.goto('/admin/login');
    await page.fill('#email', email);
    await page.fill('#password', password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    return page;
  }

  async function invite(manager: Page, person: { name: string; email: string }) {
    await manager.goto('/admin/dashboard?sekme=ekip');
    const form = manager.getByTestId('invite-form');
    await form.getByLabel('Ad Soyad').fill(person.name);
    await form.getByLabel('E-posta').fill(person.email);
    await form.getByLabel('Rol', { exact: true }).selectOption('ofis');
    await form.getByRole('button', { name: 'Davet gönder' }).click();
    await expect(manager.getByTestId('admin-notice')).toHaveText(
      'Davet e-postası gönderildi. Bağlantı 72 saat geçerlidir.',
    );
  }

  test('a manager invites an office worker, who sets a password and signs in; Fiyatlar and Ekip are refused on the server', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const manager = await signIn(browser, ADMIN.email, ADMIN.password);
    await invite(manager, OFIS);
    await expect(manager.getByTestId('team-member').filter({ hasText: OFIS.email })).toContainText('Ofis');

    // The invitation through the real SMTP server: a link valid 72 hours.
    const link = await linkIn(OFIS.email, '72 saat');
    const person = await (await browser.newContext({ baseURL: app.url })).newPage();
    await person.goto(link);
    await expect(person.getByRole('heading', { level: 1 })).toHaveText('Şifrenizi belirleyin');
    // A weak password is refused as everywhere else.
    await person.getByLabel('Yeni şifre', { exact: true }).fill('sifre12345');
    await person.getByLabel('Yeni şifre (tekrar)').fill('sifre12345');
    await person.getByRole('button', { name: 'Şifreyi kaydet' }).click();
    await expect(person.getByTestId('password-error')).toContainText('çok yaygın');
    await person.getByLabel('Yeni şifre', { exact: true }).fill(OFIS.password);
    await person.getByLabel('Yeni şifre (tekrar)').fill(OFIS.password);
    await person.getByRole('button', { name: 'Şifreyi kaydet' }).click();
    await expect(person.getByTestId('password-saved')).toBeVisible();
    // The link was one-time.
    await person.goto(link);
    await expect(person.getByRole('alert').filter({ hasText: 'süresi dolmuş' })).toContainText(
      'süresi dolmuş ya da bağlantı daha önce kullanılmış',
    );

    const ofis = await signIn(browser, OFIS.email, OFIS.password);
    const nav = ofis.getByRole('navigation', { name: 'Bölümler' });
    await expect(nav.getByRole('link', { name: 'Teklif Talepleri' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Fiyatlar' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Ekip' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Firma Bilgileri' })).toHaveCount(0);

    // Typed addresses are refused by the server, not merely unlinked.
    for (const tab of ['fiyatlar', 'ekip', 'firma']) {
      const answer = await ofis.request.get(`${app.url}/admin/dashboard?sekme=${tab}`, { maxRedirects: 0 });
      expect([303, 307], tab).toContain(answer.status());
      expect(answer.headers().location, tab).toContain('bildirim=yetki-yok');
      await ofis.goto(`/admin/dashboard?sekme=${tab}`);
      await expect(ofis.getByTestId('admin-notice')).toHaveText('Bu sayfa ya da işlem için yetkiniz yok.');
      await expect(ofis.getByRole('heading', { level: 2, name: 'Teklif Talepleri' })).toBeVisible();
    }
    expect(
      (await ofis.request.get(`${app.url}/admin/dashboard/export?tur=teklifler`, { maxRedirects: 0 })).status(),
    ).toBe(403);

    // Every action, posted directly by each role, is refused or let in as the permission table
    // says: lib/auth/permission-matrix.test.ts.

    // The last manager cannot be demoted.
    const me = manager.getByTestId('team-member').filter({ hasText: ADMIN.email });
    await me.getByLabel('Rol', { exact: true }).selectOption('ofis');
    await me.getByRole('button', { name: 'Rolü kaydet' }).click();
    await expect(manager.getByTestId('admin-notice')).toContainText('Son yönetici');
    await expect(manager.getByTestId('team-member').filter({ hasText: ADMIN.email })).toContainText('Yönetici');

    await manager.setViewportSize(PHONE);
    await manager.goto('/admin/dashboard?sekme=ekip');
    await manager.screenshot({ path: shotPath('team-ekip'), fullPage: true });
  });

  test('new leads go round-robin to the two office workers on duty; the lead page shows and changes its owner', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const manager = await signIn(browser, ADMIN.email, ADMIN.password);
    await invite(manager, OFIS2);
    for (const email of [OFIS.email, OFIS2.email]) {
      const card = manager.getByTestId('team-member').filter({ hasText: email });
      await card.getByRole('button', { name: /nöbete al/ }).click();
      await expect(manager.getByTestId('team-member').filter({ hasText: email })).toContainText('Nöbette');
    }

    const visitor = await (await browser.newContext({ baseURL: app.url })).newPage();
    const references: string[] = [];
    for (const [first, last] of [
      ['Gülay', 'Öztürk'],
      ['Kemal', 'Şahin'],
    ]) {
      await visitor.goto('/teklif-al');
      await visitor.locator('form[data-hydrated]').waitFor();
      for (const [name, value] of Object.entries({
        firstName: first!,
        lastName: last!,
        phone: '0532 111 22 33',
        email: `${first!.toLowerCase()}@example.com`,
        fromLocation: 'Bağcılar',
        toLocation: 'Kadıköy',
      }))
        await visitor.fill(`form [name="${name}"]`, value);
      await visitor.locator('form [name="service"]').selectOption({ index: 1 });
      await pastMinimumFillTime(visitor);
      await visitor.getByRole('button', { name: 'Teklif İste' }).click();
      references.push((await visitor.getByTestId('lead-reference').textContent())!.trim());
    }

    const owners: string[] = [];
    for (const reference of references) {
      await manager.goto(`/admin/dashboard?sekme=teklifler&ara=${reference}`);
      await manager.getByTestId('inbox-open').first().click();
      owners.push((await manager.getByTestId('assigned-to').textContent())!.trim());
    }
    expect(new Set(owners)).toEqual(new Set([OFIS.name, OFIS2.name]));

    // "Benim taleplerim" of the office worker lists her lead only.
    const ofis = await signIn(browser, OFIS.email, OFIS.password);
    await ofis.goto('/admin/dashboard?sekme=benim');
    await ofis.screenshot({ path: shotPath('team-benim'), fullPage: true });
    const hers = references[owners.indexOf(OFIS.name)]!;
    const his = references[owners.indexOf(OFIS2.name)]!;
    await expect(ofis.getByText(hers).first()).toBeVisible();
    await expect(ofis.getByText(his)).toHaveCount(0);

    // The manager gives the lead to the other person; the log names who did it.
    await manager.setViewportSize(PHONE);
    const other = owners[1] === OFIS.name ? OFIS2.name : OFIS.name;
    const control = manager.getByTestId('assignment');
    await control.getByLabel('Talebi ata').selectOption({ label: `${other} (Ofis)` });
    await control.getByRole('button', { name: 'Kaydet' }).click();
    await expect(manager.getByTestId('assigned-to')).toHaveText(other);
    await expect(manager.getByTestId('admin-notice')).toHaveText('Sorumlu kaydedildi.');
    const logged = manager.getByTestId('lead-audit-entry').filter({ hasText: `Sorumlu: ${other}` });
    await expect(logged).toContainText('Yönetici');
    await manager.getByTestId('assignment').scrollIntoViewIfNeeded();
    await manager.screenshot({ path: shotPath('team-assignment') });
  });

  test('a forgotten password: the same answer for any address, a one-hour link by e-mail, other sessions end', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const before = await signIn(browser, OFIS.email, OFIS.password);
    const page = await (await browser.newContext({ baseURL: app.url })).newPage();
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
    // The sign-in page has an "E-posta" field too: fill only once the password page is there.
    await expect(page).toHaveURL(/\/admin\/sifre/);
    await expect(page.getByRole('button', { name: 'Bağlantı gönder' })).toBeVisible();
    await page.getByLabel('E-posta').fill('kimse@hafifnakliyat.example');
    await page.getByRole('button', { name: 'Bağlantı gönder' }).click();
    const neutral = (await page.getByTestId('reset-sent').textContent())!;
    await page.goto('/admin/sifre');
    await page.getByLabel('E-posta').fill(OFIS.email);
    await page.getByRole('button', { name: 'Bağlantı gönder' }).click();
    expect(await page.getByTestId('reset-sent').textContent()).toBe(neutral);

    const link = await linkIn(OFIS.email, '1 saat');
    expect(smtp.received.filter((m) => m.to.includes('kimse@hafifnakliyat.example'))).toHaveLength(0);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yeni şifre belirleyin');
    const fresh = 'Yeni-Cinar-Agaci-77';
    await page.getByLabel('Yeni şifre', { exact: true }).fill(fresh);
    await page.getByLabel('Yeni şifre (tekrar)').fill(fresh);
    await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
    await expect(page.getByTestId('password-saved')).toBeVisible();

    // The session signed in before the reset has ended.
    await before.goto('/admin/dashboard');
    await expect(before).toHaveURL(/\/admin\/login/);
    await signIn(browser, OFIS.email, fresh);
  });
});

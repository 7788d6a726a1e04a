import { TABS } from '@/lib/admin/dashboard';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { contactMessage, insertLead, quoteRequest } from './data';
import { ownAddress, signInAsAdmin } from './helpers';

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Submits the sign-in form and waits for the server's answer. */
async function attemptSignIn(page: Page, email: string, password: string) {
  await page.fill('#email', email);
  await page.fill('#password', password);
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/admin/login')),
    page.getByRole('button', { name: 'Giriş Yap' }).click(),
  ]);
  // The form is reset once the answer is shown (the password is never sent back).
  await expect(page.locator('#password')).toHaveValue('');
}

test.describe('administrator signs in', () => {
  // The lockout locks the account it tries: an account of this test's own, never the one
  // global-setup made or the worker's (the next test, in this worker, signs in).
  test('sees each sign-in message and, after repeated failures, the lockout', async ({ page, ownStaff }) => {
    await ownAddress(page);
    await page.goto('/admin/login');
    const error = page.getByTestId('login-error');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(error).toHaveText('Lütfen tüm alanları doldurun.');
    await expect(error).toBeFocused();
    await attemptSignIn(page, 'yonetim', 'bir-sifre-123');
    await expect(error).toHaveText('Geçersiz e-posta adresi.');
    await attemptSignIn(page, 'kimse@hafifnakliyat.example', ownStaff.password);
    await expect(error).toHaveText('E-posta adresi veya şifre hatalı.');
    await expect(page.locator('#email')).toHaveValue('kimse@hafifnakliyat.example');
    await expect(page.locator('#password')).toHaveValue('');
    for (let i = 0; i < 5; i++) {
      await attemptSignIn(page, ownStaff.email, `Yanlis-Sifre-${i}-x`);
      await expect(error).toHaveText('E-posta adresi veya şifre hatalı.');
    }
    await attemptSignIn(page, ownStaff.email, ownStaff.password);
    // The specification's sentence, then when to try again (15 minutes after the first failure).
    await expect(error).toHaveText(
      // With the date when the lockout ends after midnight in İstanbul.
      /^Çok fazla yanlış deneme\. Lütfen daha sonra tekrar deneyin\. (Saat|\d{1,2} \p{L}+ saat) \d\d:\d\d'(den|dan|ten|tan) sonra yeniden deneyebilirsiniz\.$/u,
    );
  });

  test('signs in, is sent from the sign-in page to the dashboard, and logs out for good', async ({
    page,
    context,
    ownStaff,
  }) => {
    await signInAsAdmin(page, ownStaff);
    await expect(page.getByTestId('admin-email')).toHaveText(ownStaff.email);
    const cookie = (await context.cookies()).find((c) => c.name.endsWith('session_token'))!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The old cookie no longer opens anything.
    await context.addCookies([cookie]);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('every admin address sends a visitor without a session to the sign-in page', async ({ page, request }) => {
    for (const path of [
      '/admin',
      '/admin/dashboard',
      '/admin/dashboard?sekme=mesajlar',
      '/admin/dashboard?sekme=teklifler&sil=x',
    ]) {
      await page.goto(path);
      // The sign-in page, carrying the way back to a particular tab (admin-session.spec.ts).
      await expect(page, path).toHaveURL(/\/admin\/login(\?donus=[^&]+)?$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yönetim Paneli Girişi');
    }
    const csv = await request.get('/admin/dashboard/export?tur=mesajlar');
    expect(csv.status()).toBe(401);
    expect(await csv.text()).not.toContain('@');
  });

  test('a server action replayed without a valid session changes nothing', async ({
    adminPageOwnSession: page,
    context,
  }) => {
    const name = unique('Korunan Mesaj');
    const id = await insertLead('contact', { name });
    await page.goto('/admin/dashboard?sekme=mesajlar');
    const item = page.getByTestId('inbox-item').filter({ hasText: name });
    // Capture the delete request the page would send (a full page load renders the no-JavaScript fields too).
    await page.goto(`/admin/dashboard?sekme=mesajlar&sil=${id}`);
    const form = item.locator('form').filter({ has: page.getByRole('button', { name: 'Evet, sil' }) });
    const fields = await form.evaluate((f) =>
      [...new FormData(f as HTMLFormElement).entries()].map(([k, v]) => [k, String(v)]),
    );
    const cookie = (await context.cookies()).find((c) => c.name.endsWith('session_token'))!;
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const multipart: Record<string, string> = Object.fromEntries(fields);
    const origin = new URL(page.url()).origin;
    const response = await page.request.post('/admin/dashboard?sekme=mesajlar', {
      multipart,
      headers: { cookie: `${cookie.name}=${cookie.value}`, origin },
      maxRedirects: 0,
    });
    // The action's own guard answers with the way to the sign-in page.
    expect(response.status()).toBe(303);
    expect(response.headers()['location']).toMatch(/\/admin\/login\?donus=%2Fadmin%2Fdashboard%3Fsekme%3Dmesajlar$/);
    expect(await contactMessage(id)).not.toBeNull();
  });
});

test.describe('administrator handles messages and quote requests', () => {
  test('tabs live in the address, so reload and back keep them; unread counts show on the message tabs', async ({
    adminPage: page,
  }) => {
    await insertLead('quote', { name: unique('Sekme Testi') });
    // The dashboard, opened after the unread request arrived.
    await page.reload();
    const tabs = page.getByRole('navigation', { name: 'Bölümler' }).getByRole('link');
    await expect(tabs).toHaveText(TABS.map((tab) => new RegExp(tab.label)));
    await expect(page.getByTestId('unread-teklifler')).toBeVisible();
    await tabs.filter({ hasText: 'Fotoğraf Galerisi' }).click();
    await expect(page).toHaveURL(/sekme=galeri/);
    await tabs.filter({ hasText: 'İletişim Mesajları' }).click();
    await expect(page).toHaveURL(/sekme=mesajlar/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'İletişim Mesajları' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/sekme=galeri/);
    await expect(page.getByRole('heading', { level: 2, name: 'Fotoğraf Galerisi' })).toBeVisible();
  });

  test('filters, marks a quote request reviewed, and deletes one after confirming (and not after cancelling)', async ({
    adminPage: page,
  }) => {
    const keep = unique('İncelenecek Müşteri');
    const drop = unique('Silinecek Müşteri');
    await insertLead('quote', { name: keep });
    const dropId = await insertLead('quote', { name: drop });
    await page.goto('/admin/dashboard?sekme=teklifler');
    const item = (name: string) => page.getByTestId('inbox-item').filter({ hasText: name });
    await expect(item(keep)).toHaveAttribute('data-unread', 'true');

    await item(keep).getByRole('button', { name: 'İncelendi olarak işaretle' }).click();
    await expect(page.getByTestId('admin-notice')).toHaveText('Teklif talebi incelendi olarak işaretlendi.');
    await expect(item(keep)).not.toHaveAttribute('data-unread', 'true');
    await expect(item(keep).getByRole('button', { name: 'İncelendi olarak işaretle' })).toHaveCount(0);

    const filter = page.getByRole('navigation', { name: 'Filtre' });
    await filter.getByRole('link', { name: 'İncelenen' }).click();
    await expect(page).toHaveURL(/filtre=okunmus/);
    await expect(item(keep)).toBeVisible();
    await expect(item(drop)).toHaveCount(0);
    await filter.getByRole('link', { name: 'Okunmamış' }).click();
    await expect(item(drop)).toBeVisible();
    await expect(item(keep)).toHaveCount(0);

    await item(drop).getByRole('link', { name: 'Sil' }).click();
    await expect(item(drop).getByRole('alertdialog')).toContainText(
      'Bu teklif talebini silmek istediğinize emin misiniz?',
    );
    await item(drop).getByRole('link', { name: 'Vazgeç' }).click();
    await expect(item(drop).getByRole('link', { name: 'Sil' })).toBeVisible();
    expect(await quoteRequest(dropId)).not.toBeNull();

    await item(drop).getByRole('link', { name: 'Sil' }).click();
    await item(drop).getByRole('button', { name: 'Evet, sil' }).click();
    await expect(page.getByTestId('admin-notice')).toHaveText(
      'Teklif talebi Silinenler’e taşındı; 30 gün içinde geri alabilirsiniz.',
    );
    await expect(item(drop)).toHaveCount(0);
    // Kept in "Silinenler" for 30 days, not removed.
    expect((await quoteRequest(dropId))?.deletedAt).not.toBeNull();
  });

  test('marks a message read, deletes it, and shows a script payload as plain text', async ({ adminPage: page }) => {
    const name = unique('<img src=x onerror="window.__xss=1">');
    await insertLead('contact', { name, message: '<script>window.__xss=2</script>\nİkinci satır: Şişli' });
    await page.goto('/admin/dashboard?sekme=mesajlar');
    const item = page.getByTestId('inbox-item').filter({ hasText: name });
    await expect(item.getByTestId('inbox-message')).toHaveText('<script>window.__xss=2</script>\nİkinci satır: Şişli');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(item.getByRole('link', { name: 'Ara' })).toHaveAttribute('href', 'tel:+905321112233');
    await expect(item.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/905321112233\?text=/,
    );
    await item.getByRole('button', { name: 'Okundu olarak işaretle' }).click();
    await expect(page.getByTestId('admin-notice')).toHaveText('Mesaj okundu olarak işaretlendi.');
    await item.getByRole('link', { name: 'Sil' }).click();
    await item.getByRole('button', { name: 'Evet, sil' }).click();
    await expect(page.getByTestId('admin-notice')).toHaveText(
      'Mesaj Silinenler’e taşındı; 30 gün içinde geri alabilirsiniz.',
    );
    await expect(page.getByTestId('inbox-item').filter({ hasText: name })).toHaveCount(0);
  });

  test('a right-to-left override typed into a name does not reverse the rest of the line', async ({
    adminPage: page,
  }) => {
    const name = `\u202E${unique('Ters Yazı')}`;
    await insertLead('quote', { name });
    await page.goto('/admin/dashboard?sekme=teklifler');
    const item = page.getByTestId('inbox-item').filter({ hasText: name.slice(1) });
    const shown = item.getByTestId('inbox-name');
    await expect(shown).toHaveText(name);
    // The name is isolated from what follows it...
    const isolation = await shown.evaluate((e) => ({ tag: e.tagName, bidi: getComputedStyle(e).unicodeBidi }));
    expect(isolation.tag === 'BDI' || isolation.bidi === 'isolate').toBe(true);
    // ...so the status badge after it stays to its right, reading "Yeni".
    const badge = item.getByText('Yeni', { exact: true });
    const [nameBox, badgeBox] = [await shown.boundingBox(), await badge.boundingBox()];
    expect(badgeBox!.x).toBeGreaterThan(nameBox!.x + nameBox!.width - 1);
  });

  test('exports quote requests as CSV with Turkish letters and neutralised formulas', async ({ adminPage: page }) => {
    const name = unique('Şükrü Çağlayan');
    await insertLead('quote', {
      name,
      message: '=HYPERLINK("http://kotu.example")',
      reference: `T-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    });
    const response = await page.request.get('/admin/dashboard/export?tur=teklifler');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/csv');
    expect(response.headers()['content-disposition']).toMatch(/attachment; filename="teklif-talepleri-/);
    const body = await response.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString('utf8');
    expect(text).toContain(
      'Talep no;Tarih;Ad soyad;E-posta;Telefon;Nereden;Nereye;Hizmet;Mesaj;İnceleme;Durum;Kayıp nedeni;Takip zamanı;İlk yanıt (dk);Not sayısı;Notlar;Kanal;Kaynak;Kimlik',
    );
    const line = text.split('\r\n').find((l) => l.includes(name))!;
    // The phone in national format, without the formula guard's apostrophe.
    expect(line).toContain(';0532 111 22 33;Bağcılar;Kadıköy;Ev Taşıma');
    expect(line).toContain(';Okunmamış;Yeni;;;;0;;Doğrudan;');
    expect(line).toContain(`"'=HYPERLINK(""http://kotu.example"")"`);
  });
});

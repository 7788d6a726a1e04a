import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { contactMessage, insertLead } from './data';
import { expireSession, ownAddress, submitSignInForm } from './helpers';

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function expireThisBrowsersSession(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name.endsWith('session_token'));
  expect(cookie, 'session cookie').toBeDefined();
  await expireSession(cookie!.value);
}

test.describe('staff member whose session ends', () => {
  test('is answered with an HTTP redirect to the sign-in page, never a page, when signed out', async ({ request }) => {
    const signedOut = await request.get('/admin/dashboard?sekme=teklifler&filtre=okunmamis', { maxRedirects: 0 });
    expect(signedOut.status()).toBe(307);
    const location = new URL(signedOut.headers()['location']!, 'http://site.invalid');
    expect(location.pathname).toBe('/admin/login');
    expect(location.searchParams.get('donus')).toBe('/admin/dashboard?sekme=teklifler&filtre=okunmamis');

    // A cookie naming no session gets past the cookie check and is sent on by the page's own guard.
    const unknownSession = await request.get('/admin/dashboard?sekme=video', {
      maxRedirects: 0,
      headers: { cookie: 'hn.session_token=bilinmeyen-oturum.imza' },
    });
    expect(unknownSession.status()).toBe(307);
    const guarded = new URL(unknownSession.headers()['location']!, 'http://site.invalid');
    expect(guarded.pathname).toBe('/admin/login');
    expect(guarded.searchParams.get('donus')).toBe('/admin/dashboard?sekme=video');

    const root = await request.get('/admin', { maxRedirects: 0 });
    expect(root.status()).toBe(307);
    expect(root.headers()['location']).toMatch(/\/admin\/login$/);
  });

  test('signs in again after the session expired mid-task and is back on the tab, with nothing changed meanwhile', async ({
    adminPageOwnSession: page,
    context,
    staff,
  }) => {
    const name = unique('Yarım Kalan Mesaj');
    const id = await insertLead('contact', { name });
    await page.goto('/admin/dashboard?sekme=mesajlar&filtre=okunmamis');
    const item = page.getByTestId('inbox-item').filter({ hasText: name });
    await expect(item).toBeVisible();

    await expireThisBrowsersSession(context);
    await item.getByRole('button', { name: 'Okundu olarak işaretle' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?/);
    expect((await contactMessage(id))?.isRead).toBe(false);

    await submitSignInForm(page, staff);
    await expect(page).toHaveURL(/\/admin\/dashboard\?sekme=mesajlar&filtre=okunmamis$/);
    await expect(page.getByRole('heading', { level: 2, name: 'İletişim Mesajları' })).toBeVisible();
    await expect(item).toHaveAttribute('data-unread', 'true');
  });

  test('opens another tab after the session expired and, once signed in, lands on that tab', async ({
    adminPageOwnSession: page,
    context,
    staff,
  }) => {
    await expireThisBrowsersSession(context);
    await page.getByRole('navigation', { name: 'Bölümler' }).getByRole('link', { name: 'Video Galerisi' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?donus=/);
    await submitSignInForm(page, staff);
    await expect(page).toHaveURL(/\/admin\/dashboard\?sekme=video$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Video Galerisi' })).toBeVisible();
  });

  test('is never sent to another site by the sign-in page', async ({ page, baseURL, staff }) => {
    for (const donus of [
      'https://kotu.example/admin/dashboard',
      '//kotu.example/admin',
      '/\\kotu.example',
      '/iletisim',
    ]) {
      await ownAddress(page);
      await page.goto(`/admin/login?donus=${encodeURIComponent(donus)}`);
      await submitSignInForm(page, staff);
      await expect(page, donus).toHaveURL(/\/admin\/dashboard$/);
      expect(new URL(page.url()).origin, donus).toBe(new URL(baseURL!).origin);
      await page.getByRole('button', { name: 'Çıkış Yap' }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
  });
});

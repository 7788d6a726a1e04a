import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ONCE } from './once';
import { shotPath } from './shots';

const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('staff member sets up alerts on a 390 px phone', ONCE, () => {
  test('opens "Bildirimler" from the dashboard and reads how to install the panel on the phone', async ({
    adminPage: page,
  }) => {
    await page.screenshot({ path: shotPath('alerts-dashboard-header') });
    await page.getByRole('link', { name: 'Bildirimler', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/bildirimler$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible();
    const install = page.getByTestId('install-help');
    await expect(install.getByRole('heading', { name: 'Paneli telefonunuza yükleyin' })).toBeVisible();
    await expect(install).toContainText('müşterinin adı, telefonu ve mesajı görünmez');
    await expect(install.getByRole('heading', { name: 'iPhone ve iPad (Safari)' })).toBeVisible();
    await expect(install.getByRole('heading', { name: 'Android (Chrome)' })).toBeVisible();
    // This browser's state, read by the page's script, with the button to turn alerts on.
    await expect(page.getByTestId('push-toggle')).not.toHaveAttribute('data-state', 'checking');
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);
    // The page links the staff area's manifest.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/admin/manifest.webmanifest');
    await page.screenshot({ path: shotPath('alerts-install-prompt') });
    await page.screenshot({ path: shotPath('alerts-page-full'), fullPage: true });
  });

  test('a device subscribed by the page shows in the list and can be removed', async ({ adminPage: page }) => {
    await page.goto('/admin/bildirimler');
    const endpoint = `https://push.example/abonelik/${randomBytes(8).toString('hex')}`;
    const response = await page.request.post('/admin/bildirimler/abonelik', {
      data: {
        endpoint,
        keys: {
          p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
      headers: {
        Origin: new URL(page.url()).origin,
        'User-Agent':
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      },
    });
    expect(response.status()).toBe(201);
    await page.reload();
    const devices = page.getByTestId('devices');
    await expect(devices.getByText('Android · Chrome', { exact: true }).first()).toBeVisible();
    await devices.getByRole('button', { name: 'Kaldır: Android · Chrome' }).first().click();
    await expect(page.getByTestId('admin-notice')).toHaveText('Cihaz kaldırıldı; artık bildirim almayacak.');
    // A request from another site is refused; a subscription to a non-HTTPS address too.
    const refused = await page.request.post('/admin/bildirimler/abonelik', {
      data: { endpoint: 'http://10.0.0.1/x', keys: { p256dh: 'a', auth: 'b' } },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(refused.status()).toBe(400);
  });

  test('sets quiet hours, and a manager chooses who gets the lead e-mails', async ({ adminPage: page }) => {
    await page.goto('/admin/bildirimler');
    const quiet = page.getByTestId('quiet-hours-form');
    await expect(quiet).toHaveAttribute('data-hydrated', '');
    await quiet.getByLabel('Başlangıç').fill('22:00');
    await quiet.getByLabel('Bitiş').fill('07:30');
    await quiet.getByRole('button', { name: 'Sessiz saatleri kaydet' }).click();
    await expect(page.getByTestId('quiet-hours-message')).toHaveText(
      'Kaydedildi: 22:00 ile 07:30 arasında bildirim gelmeyecek.',
    );
    // The worker's account is a manager (the role every account made before roles has).
    const team = page.getByTestId('alert-settings-form');
    await expect(team).toHaveAttribute('data-hydrated', '');
    await team.getByLabel('Talep e-postalarını alan adresler').fill('ofis@firma');
    await team.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(page.getByTestId('alert-settings-message')).toContainText('Kaydedilmedi');
    await expect(team).toContainText('geçerli bir e-posta adresi');
    await team.getByLabel('Talep e-postalarını alan adresler').fill('');
    await team.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(page.getByTestId('alert-settings-message')).toContainText('Kaydedildi');
  });
});

test.describe('the installable staff area', ONCE, () => {
  test('serves its manifest and service worker without a session, with no personal data', ONCE, async ({ request }) => {
    const manifest = await request.get('/admin/manifest.webmanifest', { maxRedirects: 0 });
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const body = (await manifest.json()) as { scope: string; start_url: string; icons: { src: string }[] };
    expect(body.scope).toBe('/admin/');
    expect(body.start_url).toBe('/admin/dashboard');
    for (const icon of body.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    const worker = await request.get('/admin/sw.js', { maxRedirects: 0 });
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(await worker.text()).not.toMatch(/\bcaches\b/);
    // Everything else in the staff area still needs a session.
    expect((await request.get('/admin/bildirimler', { maxRedirects: 0 })).status()).toBe(307);
    expect((await request.post('/admin/bildirimler/abonelik', { data: {} })).status()).toBe(401);
  });
});

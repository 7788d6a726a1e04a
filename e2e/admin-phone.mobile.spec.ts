import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { TABS } from '@/lib/admin/dashboard';
import { contactMessage, insertLead } from './data';
import { signInAsAdmin } from './helpers';

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Width of the whole document: wider than the screen means the page scrolls sideways. */
const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('administrator on a 390 px phone', () => {
  test('sees every dashboard tab on screen, none hidden off to the side', async ({ adminPage: page }) => {
    const tabs = page.getByRole('navigation', { name: 'Bölümler' }).getByRole('link');
    await expect(tabs).toHaveCount(TABS.length);
    for (const tab of await tabs.all()) {
      const label = (await tab.textContent()) ?? '';
      // Within the screen's width (not waiting in a strip off to the side), not clipped, and touch-sized.
      const box = (await tab.boundingBox())!;
      expect(box.x, label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, label).toBeLessThanOrEqual(390);
      await expect(tab, label).toBeInViewport({ ratio: 0.9 });
      expect(box.height, label).toBeGreaterThanOrEqual(44);
    }
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);
  });

  test('reads a lead with a 300-character landing address inside the screen and calls from 44 px buttons', async ({
    adminPage: page,
  }) => {
    const name = unique('Uzun Adresli Müşteri');
    const landingPage = `/teklif-al?utm_source=google&utm_medium=cpc&gclid=${'Cj0KCQiA'.repeat(40)}`.slice(0, 300);
    expect(landingPage).toHaveLength(300);
    await insertLead('quote', {
      name,
      attribution: { landingPage, utm_source: 'google', utm_campaign: 'sehirlerarasi' },
    });
    await page.goto('/admin/dashboard?sekme=teklifler');
    const card = page.getByTestId('inbox-item').filter({ hasText: name });
    await expect(card).toBeVisible();
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);
    // The address is still there in full for whoever needs it.
    await expect(card.getByTestId('inbox-landing-page')).toHaveAttribute('title', landingPage);
    for (const label of ['Ara', 'WhatsApp', 'E-posta']) {
      const link = card.getByRole('link', { name: label, exact: true });
      // Scrolled to, the button is whole on the screen: not cut off at the right edge.
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport({ ratio: 1 });
      expect((await link.boundingBox())!.height, label).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('administrator on a phone with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('signs in, reads the messages and marks one read', async ({ page }) => {
    const name = unique('JavaScriptsiz Müşteri');
    const id = await insertLead('contact', { name });
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard?sekme=mesajlar');
    await expect(page.getByRole('heading', { level: 2, name: 'İletişim Mesajları' })).toBeVisible();
    const item = page.getByTestId('inbox-item').filter({ hasText: name });
    await expect(item).toBeVisible();
    await expect(page.getByText('Yükleniyor...')).toHaveCount(0);

    await item.getByRole('button', { name: 'Okundu olarak işaretle' }).click();
    await expect(page.getByTestId('admin-notice')).toHaveText('Mesaj okundu olarak işaretlendi.');
    await expect(page).toHaveURL(/sekme=mesajlar/);
    expect((await contactMessage(id))?.isRead).toBe(true);
  });
});

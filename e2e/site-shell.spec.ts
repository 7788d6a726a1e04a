import { expect, test } from '@playwright/test';
import { DEFAULT_SERVICE_HOURS, describeHours } from '../lib/facts';
import { gotoHydrated } from './helpers';
import { ONCE } from './once';

test.describe('visitor finds their way around the site', ONCE, () => {
  test('header shows slogan, contact details and a quote button; no social links until staff enter them', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header.getByText('Yükünüz Hafif, Gönlünüz Rahat')).toBeVisible();
    // The suite runs without social profiles: none is shown, in the header or the footer.
    await expect(page.getByRole('list', { name: /Sosyal medya/ })).toHaveCount(0);
    for (const name of ['Facebook', 'Twitter', 'LinkedIn', 'Instagram', 'YouTube', 'Google']) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expect(header.getByText('Bağcılar, İstanbul')).toBeVisible();
    await expect(header.locator('a[href^="tel:+90"]').first()).toBeVisible();
    await expect(header.locator('a[href^="mailto:"]')).toBeVisible();
    await header.getByRole('link', { name: 'Ücretsiz Teklif Al' }).click();
    await expect(page).toHaveURL(/\/teklif-al$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ücretsiz Teklif Al');
  });

  test('navigation has the home icon, four dropdowns, three links and WhatsApp with a greeting', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(nav.getByRole('link', { name: 'Anasayfa' })).toHaveAttribute('href', '/');
    for (const label of ['KURUMSAL', 'HİZMETLER', 'HİZMET BÖLGELERİ', 'GALERİ']) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-expanded', 'false');
    }
    for (const label of ['TEKLİF AL', 'BLOG', 'İLETİŞİM']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    const whatsapp = page.locator('header').getByRole('link', { name: 'WhatsApp', exact: true });
    const href = await whatsapp.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(href!.split('text=')[1]!)).toContain('Merhaba');
  });

  test('a dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    const trigger = nav.getByRole('link', { name: 'HİZMETLER' });
    const menu = nav.getByRole('menu', { name: 'HİZMETLER' });
    await expect(menu).toBeHidden();
    await trigger.hover();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveCount(13);
    await page.mouse.move(5, 700);
    await expect(menu).toBeHidden();
  });

  test('a dropdown opens on click, closes on outside click, and closes when a link is chosen', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    const trigger = nav.getByRole('link', { name: 'KURUMSAL' });
    const menu = nav.getByRole('menu', { name: 'KURUMSAL' });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(700, 800);
    await page.mouse.click(700, 800);
    await expect(menu).toBeHidden();

    await trigger.click();
    await menu.getByRole('menuitem', { name: 'Vizyonumuz' }).click();
    await expect(page).toHaveURL(/\/kurumsal\/vizyonumuz$/);
    await page.mouse.move(700, 800);
    await expect(menu).toBeHidden();
    // The active item is highlighted by path prefix.
    await expect(nav.getByRole('link', { name: 'KURUMSAL' })).toHaveClass(/bg-white\/15/);
    await expect(nav.getByRole('link', { name: 'HİZMETLER' })).not.toHaveClass(/bg-white\/15/);
  });

  test('a dropdown is usable with the keyboard and closes on Escape', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    const trigger = nav.getByRole('link', { name: 'HİZMET BÖLGELERİ' });
    const menu = nav.getByRole('menu', { name: 'HİZMET BÖLGELERİ' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Marmara Bölgesi' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Marmara Bölgesi' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/hizmet-bolgeleri\/marmara$/);
  });

  test('footer shows the current year, services including piece goods, and the about link', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByTestId('copyright')).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.locator('a[href="/hizmetlerimiz/parca-esya-tasima"]')).toBeVisible();
    await footer.getByRole('link', { name: 'Hakkımızda' }).click();
    await expect(page).toHaveURL(/\/kurumsal\/hakkimizda$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakkımızda');
  });

  test('the footer and the structured data state the same service hours', async ({ page }) => {
    await page.goto('/');
    const hours = describeHours(DEFAULT_SERVICE_HOURS);
    await expect(page.locator('footer')).toContainText(hours.lines.moves);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((d) => JSON.parse(d));
    const company = data.find((d) => d['@type'] === 'MovingCompany');
    const { opens, closes } = DEFAULT_SERVICE_HOURS;
    expect(company.openingHours).toBe('Mo-Sa 08:00-18:00'.replace('08:00', opens).replace('18:00', closes));
    expect(company.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: hours.days, opens, closes },
    ]);
    expect(company.image).toMatch(/\/og-image\.png$/);
  });

  test('floating buttons offer the discount badge, WhatsApp and a call', async ({ page }) => {
    await page.goto('/iletisim');
    await expect(page.getByRole('link', { name: 'İndirimli Nakliyat' })).toHaveAttribute(
      'href',
      '/fiyat-hesaplama#hafta-ici-indirimi',
    );
    const whatsapp = await page.getByTestId('floating-whatsapp').getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\d{10,15}\?text=.+/);
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain('teklif');
    await expect(page.getByTestId('floating-phone')).toHaveAttribute('href', /^tel:\+\d{10,15}$/);
  });

  test('inner pages have breadcrumbs from the home page with BreadcrumbList data', async ({ page }) => {
    await page.goto('/kurumsal/misyonumuz');
    const crumbs = page.getByRole('navigation', { name: 'Sayfa konumu' });
    await expect(crumbs.getByRole('link', { name: 'Anasayfa' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Kurumsal' })).toHaveAttribute('href', '/kurumsal');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Misyonumuz');
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const trail = data.map((d) => JSON.parse(d)).find((d) => d['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Anasayfa', 'Kurumsal', 'Misyonumuz']);
  });

  test('pages carry their own title, description, canonical and social data', async ({ page }) => {
    await page.goto('/hizmetlerimiz');
    await expect(page).toHaveTitle('Hizmetlerimiz | Hafif Nakliyat');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /hizmet/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hizmetlerimiz$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Hizmetlerimiz | Hafif Nakliyat',
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /maximum-scale=5/);
  });

  test('an unknown address shows "Sayfa Bulunamadı" with status 404 and the suggested links', async ({ page }) => {
    const response = await page.goto('/boyle-bir-sayfa-yok');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa Bulunamadı');
    const links = page.getByRole('navigation', { name: 'Önerilen sayfalar' }).getByRole('link');
    await expect(links).toHaveCount(5);
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/iletisim', '/hizmetlerimiz', '/hizmet-bolgeleri', '/kurumsal']);
    expect((await page.request.get('/hizmetlerimiz/olmayan-hizmet')).status()).toBe(404);
  });

  test('no request leaves for a third-party host while pages load', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on('request', (req) => {
      const url = req.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
    });
    for (const path of ['/', '/hizmetlerimiz', '/iletisim', '/boyle-bir-sayfa-yok']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(foreign).toEqual([]);
  });

  test('admin pages render without the public header and footer', async ({ page }) => {
    const response = await page.goto('/admin/login');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText('Yükünüz Hafif, Gönlünüz Rahat')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.getByTestId('floating-whatsapp')).toHaveCount(0);
  });
});

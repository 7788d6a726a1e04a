import { expect, test } from '@playwright/test';
import { DISTRICTS, PROVINCES } from '../lib/content/places';
import { ONCE } from './once';

test.describe('visitor looks up the service regions', ONCE, () => {
  test('the regions page shows 7 regions with 81 provinces as chips linking to their pages', async ({ page }) => {
    await page.goto('/hizmet-bolgeleri');
    const cards = page.getByTestId('region-cards').locator(':scope > li');
    await expect(cards).toHaveCount(7);
    const chips = page.getByTestId('region-cards').locator('ul a');
    await expect(chips).toHaveCount(81);
    await cards
      .filter({ hasText: 'Karadeniz Bölgesi' })
      .getByRole('link', { name: 'Karadeniz Bölgesi', exact: true })
      .click();
    await expect(page).toHaveURL(/\/hizmet-bolgeleri\/karadeniz$/);
    await expect(page.getByTestId('province-cards').locator('li')).toHaveCount(18);
    await expect(page.getByText("Teslim süresi: İstanbul'dan en geç 3 gün.")).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'İletişim ve hizmet bilgisi' });
    await expect(sidebar.locator('a[href^="tel:+"]')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'İletişime Geçin' })).toHaveAttribute('href', '/iletisim');
    await page
      .getByTestId('province-cards')
      .getByRole('link', { name: /Gümüşhane/ })
      .click();
    await expect(page).toHaveURL(/\/hizmet-bolgeleri\/karadeniz\/gumushane$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('İstanbul Gümüşhane Evden Eve Nakliyat');
  });

  test('each region page lists its provinces and delivery time', async ({ page }) => {
    // The delivery time is the estimate's road duration to the region's farthest province
    // (docs/decisions/028): at the seed's 600 km a day, e.g. Hakkari's 1.779 km is 3 days.
    const expected: [string, number, number][] = [
      ['marmara', 11, 1], // Balıkesir 393 km
      ['ege', 8, 2], // Muğla 776 km
      ['akdeniz', 8, 2], // Hatay 1.148 km
      ['ic-anadolu', 13, 2], // Sivas 892 km
      ['karadeniz', 18, 3], // Artvin 1.284 km
      ['dogu-anadolu', 14, 3], // Hakkari 1.779 km
      ['guneydogu-anadolu', 9, 3], // Şırnak 1.600 km
    ];
    for (const [slug, count, days] of expected) {
      await page.goto(`/hizmet-bolgeleri/${slug}`);
      await expect(page.getByTestId('province-cards').locator('li')).toHaveCount(count);
      await expect(page.getByText(`Teslim süresi: İstanbul'dan en geç ${days} gün.`)).toBeVisible();
    }
    expect((await page.request.get('/hizmet-bolgeleri/atlantis')).status()).toBe(404);
  });

  test('Istanbul lists its 39 districts with the popular ones linked', async ({ page }) => {
    await page.goto('/hizmet-bolgeleri/marmara/istanbul');
    await expect(page.getByTestId('district-list').locator('li')).toHaveCount(39);
    for (const slug of ['bagcilar', 'kadikoy', 'besiktas', 'sisli']) {
      await expect(page.locator(`p a[href="/hizmet-bolgeleri/marmara/istanbul/${slug}"]`)).toBeVisible();
    }
    await page.locator('p a[href$="/kadikoy"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kadıköy Evden Eve Nakliyat');
    const crumbs = page.getByRole('navigation', { name: 'Sayfa konumu' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Anasayfa', 'Hizmet Bölgeleri', 'Marmara Bölgesi', 'İstanbul', 'Kadıköy']);
    await expect(page.getByTestId('features').locator('li')).toHaveCount(4);
    const links = page.getByRole('navigation', { name: 'İlgili bölgeler' });
    await expect(links.getByRole('link', { name: /İstanbul/ })).toHaveAttribute(
      'href',
      '/hizmet-bolgeleri/marmara/istanbul',
    );
    await expect(links.getByRole('link', { name: 'Marmara Bölgesi' })).toHaveAttribute(
      'href',
      '/hizmet-bolgeleri/marmara',
    );
  });

  test('every province and district page answers 200 with its own title, canonical, text and structured data', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const titles = new Set<string>();
    const abouts = new Set<string>();
    for (const place of [...PROVINCES, ...DISTRICTS]) {
      const response = await request.get(place.path);
      expect(response.status(), place.path).toBe(200);
      const html = await response.text();
      const title = html.match(/<title>([^<]*)<\/title>/)![1]!;
      expect(title, place.path).toContain(place.ad);
      expect(titles.has(title), `duplicate title ${title}`).toBe(false);
      titles.add(title);
      expect(html, place.path).toContain(`<link rel="canonical" href="http://localhost:3000${place.path}"/>`);
      expect(html).not.toContain('noindex');
      const about = html.match(/data-testid="about-text">(.*?)<\/div>/s)![1]!;
      expect(abouts.has(about), `duplicate about text on ${place.path}`).toBe(false);
      abouts.add(about);
      const types = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
        (m) => JSON.parse(m[1]!)['@type'],
      );
      expect(types, place.path).toEqual(expect.arrayContaining(['BreadcrumbList', 'Service']));
    }
    expect(titles.size).toBe(81 + 39);
  });

  test('a province under the wrong region redirects permanently to its address', async ({ request }) => {
    const wrong = await request.get('/hizmet-bolgeleri/ege/bursa', { maxRedirects: 0 });
    expect(wrong.status()).toBe(308);
    expect(new URL(wrong.headers()['location']!, 'http://x').pathname).toBe('/hizmet-bolgeleri/marmara/bursa');
    const district = await request.get('/hizmet-bolgeleri/karadeniz/istanbul/besiktas', { maxRedirects: 0 });
    expect(district.status()).toBe(308);
    expect(new URL(district.headers()['location']!, 'http://x').pathname).toBe(
      '/hizmet-bolgeleri/marmara/istanbul/besiktas',
    );
  });

  test('an address with broken percent-encoding is a bad request, not a server error', async ({ request }) => {
    for (const path of [
      '/hizmet-bolgeleri/%ZZ',
      '/hizmet-bolgeleri/marmara/%ZZ',
      '/hizmet-bolgeleri/marmara/istanbul/%E0%A4%A',
      '/hizmetlerimiz/%ZZ',
      '/blog/%ZZ',
      '/media/%ZZ',
    ]) {
      const response = await request.get(path);
      expect([400, 404], path).toContain(response.status());
    }
  });

  test('an unknown place of valid shape gets the generic noindex page; a malformed one is a 404', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/hizmet-bolgeleri/ic-anadolu/yeni-sehir');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yeni Sehir Evden Eve Nakliyat');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/hizmet-bolgeleri\/ic-anadolu\/yeni-sehir$/,
    );
    await expect(page.getByTestId('about-text')).toContainText('İç Anadolu Bölgesi');

    const district = await page.goto('/hizmet-bolgeleri/marmara/istanbul/istinye');
    expect(district?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('İstinye Evden Eve Nakliyat');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    for (const path of [
      '/hizmet-bolgeleri/marmara/Bursa',
      '/hizmet-bolgeleri/marmara/bur_sa',
      `/hizmet-bolgeleri/marmara/${'a'.repeat(61)}`,
      '/hizmet-bolgeleri/atlantis/bursa',
      '/hizmet-bolgeleri/marmara/bursa/osmangazi',
      '/hizmet-bolgeleri/marmara/istanbul/kadikoy/moda',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('yeni-sehir');
    expect(sitemap).not.toContain('/bolge-genel');
    expect(sitemap.match(/\/hizmet-bolgeleri\/[a-z-]+\/[a-z-]+<\/loc>/g)).toHaveLength(81);
    expect(sitemap.match(/\/hizmet-bolgeleri\/marmara\/istanbul\/[a-z-]+<\/loc>/g)).toHaveLength(39);
  });
});

import { expect, test } from '@playwright/test';

test.describe('operator and search engines', () => {
  test('health endpoint answers after a database round trip', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok', write: 'ok', identity: 'placeholder' });
    expect(response.headers()['cache-control']).toContain('no-store');
  });

  test('every response carries the security headers', async ({ request }) => {
    for (const path of ['/', '/api/health', '/boyle-bir-sayfa-yok']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toContain('max-age=');
    }
  });

  test('old addresses redirect permanently', async ({ request }) => {
    const about = await request.get('/hakkimizda', { maxRedirects: 0 });
    expect(about.status()).toBe(308);
    expect(about.headers()['location']).toBe('/kurumsal/hakkimizda');
    const lift = await request.get('/hizmetlerimiz/asansorlu-tasimacilk', { maxRedirects: 0 });
    expect(lift.status()).toBe(308);
    expect(lift.headers()['location']).toBe('/hizmetlerimiz/asansorlu-tasimacilik');
  });

  test('robots.txt disallows the admin area and points to the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/Disallow: \/admin/);
    expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  test('every sitemap page and every header and footer link answers 200', async ({ page, request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths).toContain('/');
    expect(paths).toContain('/hizmetlerimiz/asansorlu-tasimacilik');
    expect(paths).not.toContain('/admin/login');

    await page.goto('/');
    const linked = await page
      .locator('header a[href^="/"], footer a[href^="/"], nav a[href^="/"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')!));
    const all = [...new Set([...paths, ...linked])];
    expect(all.length).toBeGreaterThan(30);
    for (const path of all) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
    }
  });
});

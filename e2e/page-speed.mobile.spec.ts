import { expect, test } from '@playwright/test';
import { ONCE } from './once';

// A phone paints the page from its HTML before the framework's scripts start loading, and
// the page still comes alive once they arrive (docs/decisions/020-boot-scripts-after-parse.md).
// That pages work before any script runs is tested without JavaScript (site-shell.mobile,
// lead-resilience).

test('a phone paints the quote page before its scripts load, and the form then comes alive', ONCE, async ({ page }) => {
  const response = await page.goto('/teklif-al');
  expect(response?.status()).toBe(200);
  // Pages go out in Brotli from the app server (Next.js's own compression is off).
  expect(response?.headers()['content-encoding']).toBe('br');

  const html = await response!.text();
  const head = html.slice(0, html.indexOf('</head>'));
  // Next.js writes its boot scripts into the head as <script async>; none is left there.
  expect(head).not.toMatch(/<script src="[^"]*" async="">/);
  const loader = head.match(/var s=(\[[^\]]*\])/);
  expect(loader, 'the loader of the boot scripts is in the head').not.toBeNull();
  const deferred = JSON.parse(loader![1]!) as string[];
  expect(deferred.length).toBeGreaterThan(2);

  // The framework's boot files come marked for eager compilation off the main thread.
  const hinted: string[] = [];
  for (const src of deferred) {
    const body = await (await page.request.get(src, { headers: { 'accept-encoding': 'br' } })).text();
    if (body.startsWith('//# allFunctionsCalledOnLoad\n')) hinted.push(src);
  }
  expect(hinted.length, 'boot files with the compile hint').toBeGreaterThanOrEqual(3);
  expect(hinted.length, 'the page’s own chunks are left lazy').toBeLessThan(deferred.length);

  // The form hydrates (its marker is set by React), so the deferred scripts ran.
  await page.locator('form[data-hydrated]').waitFor();

  const timing = await page.evaluate((paths) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const starts = performance
      .getEntriesByType('resource')
      .filter((e) => paths.includes(new URL(e.name).pathname))
      .map((e) => e.startTime);
    return { paint, starts };
  }, deferred);
  expect(timing.paint).not.toBeNull();
  expect(timing.starts).toHaveLength(deferred.length);
  for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.paint!);
});

test('the staff area keeps its scripts as Next.js writes them', ONCE, async ({ request }) => {
  const html = await (await request.get('/admin/login')).text();
  expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<script src="\/_next\/static\/[^"]+\.js" async="">/);
});

/** What a public page may load in compressed JavaScript on a phone (Lighthouse's mobile budget, KB of 1024 bytes). */
const SCRIPT_BUDGET_KB = 130;

test(
  'every public page loads less than 130 KB of compressed JavaScript on a phone',
  ONCE,
  async ({ page, context }) => {
    test.setTimeout(90_000);
    // What Lighthouse counts as "JS KB" (npm run bench): the bytes each script took on the wire,
    // headers included, as the browser received them (Brotli from the app server).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // Each page as on a first visit: nothing from the browser's cache.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map<string, { url: string; bytes: number }>();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const script = scripts.get(e.requestId);
      if (script) script.bytes = e.encodedDataLength;
    });
    const figures: string[] = [];
    for (const path of [
      '/',
      '/teklif-al',
      '/iletisim',
      '/hizmetlerimiz/evden-eve-nakliyat',
      '/hizmet-bolgeleri/marmara/istanbul',
      '/fiyat-hesaplama',
      '/blog',
    ]) {
      scripts.clear();
      await page.goto(path, { waitUntil: 'networkidle' });
      // The boot scripts load after the first paint; the page is alive once React hydrated it.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      const loaded = [...scripts.values()];
      const kb = loaded.reduce((sum, s) => sum + s.bytes, 0) / 1024;
      figures.push(`${path}: ${kb.toFixed(1)} KB in ${loaded.length} scripts`);
      expect(loaded.length, `${path} loads its scripts`).toBeGreaterThan(3);
      expect
        .soft(kb, `${path}: ${kb.toFixed(1)} KB of JavaScript (${loaded.map((s) => s.url).join(', ')})`)
        .toBeLessThan(SCRIPT_BUDGET_KB);
    }
    console.log(`[page speed] compressed JavaScript per page:\n  ${figures.join('\n  ')}`);
  },
);

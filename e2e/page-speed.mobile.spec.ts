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

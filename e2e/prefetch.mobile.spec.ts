import { expect, test, type Page, type Request } from '@playwright/test';
import { ONCE } from './once';

// Links in view must not prefetch their routes while a phone loads the page (each prefetch is
// an RSC request competing with the page itself); a route is prefetched once the visitor
// shows intent. See docs/decisions/014-page-speed.md.

function isPrefetch(request: Request): boolean {
  return request.headers()['next-router-prefetch'] !== undefined || new URL(request.url()).searchParams.has('_rsc');
}

/** Records the path of every RSC prefetch request the page makes. */
function recordPrefetches(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/**
 * Shows intent on `link` until its route is prefetched. Intent shown before the page is
 * hydrated has no listener yet, so it is shown again until the prefetch is seen.
 */
async function showIntentUntilPrefetched(page: Page, seen: string[], href: string, intent: () => Promise<void>) {
  await expect(async () => {
    await intent();
    await expect.poll(() => seen.includes(href), { timeout: 1000 }).toBe(true);
  }).toPass();
}

test.describe('prefetching on a phone', ONCE, () => {
  test('links in view prefetch nothing on load; focus and hover prefetch their route', async ({ page }) => {
    const seen = recordPrefetches(page);
    await page.goto('/hizmet-bolgeleri/marmara/istanbul');
    // Site links to other pages, without a query or fragment (a prefetch is recorded by its path).
    const links = page.locator('main a[data-prefetch-intent]:visible');
    const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))].filter(
      (h) => /^\/[^?#]+$/.test(h) && h !== '/hizmet-bolgeleri/marmara/istanbul',
    );
    expect(hrefs.length).toBeGreaterThan(2);
    const [focusedHref, hoveredHref] = hrefs as [string, string];

    // Focusing a link prefetches its route. That proves the page is hydrated, and by then
    // the links in view that prefetched by themselves would have done so.
    const focused = page.locator(`main a[href="${focusedHref}"]:visible`).first();
    await showIntentUntilPrefetched(page, seen, focusedHref, async () => {
      await focused.blur();
      await focused.focus();
    });
    await page.waitForLoadState('networkidle');
    expect(new Set(seen)).toEqual(new Set([focusedHref]));

    // Hovering prefetches another route (a finger's touch is handled the same way).
    const hovered = page.locator(`main a[href="${hoveredHref}"]:visible`).first();
    await showIntentUntilPrefetched(page, seen, hoveredHref, async () => {
      await page.mouse.move(0, 0);
      await hovered.hover();
    });
    expect(new Set(seen)).toEqual(new Set([focusedHref, hoveredHref]));
  });
});

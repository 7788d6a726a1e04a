// A phone whose scripts arrive late (mobile data, an older phone): the page's HTML is there and
// usable, but the site's JavaScript comes seconds later. The stories of
// e2e/slow-phone-forms.mobile.spec.ts act on a form in that gap and check that nothing typed,
// ticked, chosen or picked is lost (docs/decisions/054-early-input.md).
import { expect, type Page } from '@playwright/test';

/** How late the scripts arrive: four seconds, as on the phone the issue was found on. */
export const SCRIPT_DELAY_MS = 4000;

/** The held scripts of one page: `release` lets them come, `hold` holds the next page's again. */
export interface SlowScripts {
  /** From now on the held scripts arrive once their delay has passed (at once if it has). */
  release(): void;
  /** Holds the scripts asked for from now on (the next page's) until the next `release`. */
  hold(): void;
}

/**
 * Delays every script of the site (`/_next/static/…/*.js`: the boot scripts and any chunk loaded
 * later) by `ms` from the moment the page asks for it, and holds it further until `release()`:
 * a story acts "before the scripts arrive" however slowly the test machine runs its steps, and
 * the scripts never come sooner than `ms`. Stylesheets and the page itself are not held: the page
 * paints and its plain forms work at once, as on the slow phone.
 */
export async function delayScripts(page: Page, ms = SCRIPT_DELAY_MS): Promise<SlowScripts> {
  let open = () => {};
  let gate = Promise.resolve();
  const hold = () => {
    gate = new Promise<void>((resolve) => (open = resolve));
  };
  hold();
  await page.route('**/_next/static/**/*.js', async (route) => {
    const held = gate;
    await Promise.all([new Promise((resolve) => setTimeout(resolve, ms)), held]);
    // The page may have moved on meanwhile (a plain form sent): the request is gone then.
    await route.continue().catch(() => {});
  });
  return { release: () => open(), hold };
}

/**
 * Opens `url` with the site's scripts delayed, returning as soon as the document is parsed (what a
 * person sees and can use before any script ran), and checks that React has not taken the page
 * over. The caller acts, then `release()`s the scripts.
 */
export async function openBeforeScripts(page: Page, url: string, ms = SCRIPT_DELAY_MS): Promise<SlowScripts> {
  const scripts = await delayScripts(page, ms);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await expectScriptsNotYetArrived(page);
  return scripts;
}

/** The page is still the server's plain HTML: React has not hydrated it (`<html data-hydrated>`, decision 020). */
export async function expectScriptsNotYetArrived(page: Page): Promise<void> {
  expect(
    await page.locator('html[data-hydrated]').count(),
    'the scripts have not arrived yet: the story acts on the plain page',
  ).toBe(0);
}

/** Lets the held scripts come and waits until React has taken the page over. */
export async function letScriptsArrive(page: Page, scripts: SlowScripts): Promise<void> {
  await expectScriptsNotYetArrived(page);
  scripts.release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 25_000 });
}

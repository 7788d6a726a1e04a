// What the standards checks (e2e/standards.spec.ts, e2e/standards.mobile.spec.ts) look at:
// one page of each type, and the axe-core run both widths share
// (docs/decisions/032-standards-checked.md).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BLOG_POSTS } from '../lib/content/blog';
import { DISTRICTS, PROVINCES } from '../lib/content/places';
import { REGION_TABLE } from '../content/regions';
import { SERVICE_ORDER } from '../content/services';
import { servicePath, regionPath } from '../lib/routes';
import { seedFullerPages, type SeededPage } from './standards-data';

export interface PageType {
  /** What kind of page this is, as the test names it. */
  name: string;
  path: string;
  /** A staff page behind the sign-in (opened with the worker's saved session). */
  staff?: boolean;
}

/** One page of each type: each template is checked once, with the first row of its table. */
export const PAGE_TYPES: PageType[] = [
  { name: 'home', path: '/' },
  { name: 'service', path: servicePath(SERVICE_ORDER[0]) },
  { name: 'region index', path: '/hizmet-bolgeleri' },
  { name: 'region', path: regionPath(REGION_TABLE[0]!.slug) },
  { name: 'province', path: PROVINCES[0]!.path },
  { name: 'district', path: DISTRICTS[0]!.path },
  { name: 'estimate, empty', path: '/fiyat-hesaplama' },
  { name: 'estimate, with a result', path: '/fiyat-hesaplama?nereden=istanbul&nereye=ankara&ev=2%2B1&kat-cikis=3' },
  { name: 'quote form', path: '/teklif-al' },
  { name: 'contact', path: '/iletisim' },
  { name: 'blog index', path: '/blog' },
  { name: 'blog post', path: `/blog/${BLOG_POSTS[0]!.id}` },
  { name: 'photo gallery', path: '/galeri' },
  { name: 'video gallery', path: '/video-galeri' },
  { name: 'corporate', path: '/kurumsal' },
  { name: 'KVKK notice', path: '/kvkk-aydinlatma-metni' },
  { name: 'reviews', path: '/yorumlar' },
  { name: 'not found', path: '/boyle-bir-sayfa-yok' },
  { name: 'staff sign-in', path: '/admin/login' },
  { name: 'staff dashboard', path: '/admin/dashboard', staff: true },
];

/**
 * The tag of the standards checks: they look at markup, which does not depend on the database,
 * so .ci/run's second end-to-end run (on PostgreSQL) leaves them out with --grep-invert.
 */
export const STANDARDS = { tag: '@standards' };

/** The impacts that fail the check (axe-core's two highest). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Opens the page type on `page` (signed in for a staff page) the way a visitor sees it: a
 * public page hydrated, with the rates in the currency chip (its colours are on every page).
 */
export async function openForAudit(page: Page, type: PageType): Promise<void> {
  await page.goto(type.path);
  if (type.path.startsWith('/admin')) {
    await page.waitForLoadState('load');
    return;
  }
  // The chip loads its rates after hydration (the not-found page has no other sign of it).
  await expect(page.getByTestId('currency-widget')).toHaveAttribute('data-state', 'loaded', { timeout: 20_000 });
}

/** The serious and critical axe-core violations on the page, one line per rule and element. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact && FAILING_IMPACTS.has(v.impact))
    .flatMap((v) =>
      v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} — ${node.failureSummary ?? v.help}`),
    );
}

/**
 * The pages of issues 26–29 that need data (e2e/standards-data.ts): the customer's page in its
 * fuller states (public, signed out) and the staff pages (signed in), each as a page type.
 */
let seeded: Promise<PageType[]> | undefined;
export function seededPageTypes(): Promise<PageType[]> {
  // Made once per worker: every test of the checks looks at the same leads (and the suite's app
  // gets one review and one damage report per worker, not one per test).
  seeded ??= seedFullerPages().then(({ customer, staff }) => [
    ...customer,
    ...staff.map((p: SeededPage) => ({ ...p, staff: true })),
  ]);
  return seeded;
}

/** The violations on each page in turn, one line each, prefixed with the page's name and path. */
async function violationsOver(page: Page, types: PageType[]): Promise<string[]> {
  const found: string[] = [];
  for (const type of types) {
    await openForAudit(page, type);
    found.push(...(await seriousViolations(page)).map((v) => `${type.name} (${type.path}): ${v}`));
  }
  return found;
}

/** One test per page type: no serious or critical violation at the project's width. */
export function axeTestsOverPageTypes(): void {
  for (const type of PAGE_TYPES) {
    const title = `${type.name} (${type.path}) has no serious or critical violation`;
    if (type.staff) {
      // adminPage is signed in with the worker's session; the public pages stay signed out.
      test(title, async ({ adminPage }) => {
        await openForAudit(adminPage, type);
        expect(await seriousViolations(adminPage)).toEqual([]);
      });
    } else {
      test(title, async ({ page }) => {
        await openForAudit(page, type);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
  // The seeded pages: one test for the customer's and one for the staff's, each going through its
  // pages in one browser page (their data is made once, and CI time is tight).
  test('the customer page in its fuller states has no serious or critical violation', async ({ page }) => {
    // Four long pages, each with its rates loaded: 15 to 45 s on a busy 2-core machine.
    test.setTimeout(90_000);
    const types = (await seededPageTypes()).filter((t) => !t.staff);
    expect(await violationsOver(page, types)).toEqual([]);
  });
  test('the staff pages of the calendar, team, leads and after the move have no serious or critical violation', async ({
    adminPage,
  }) => {
    test.setTimeout(120_000);
    const types = (await seededPageTypes()).filter((t) => t.staff);
    expect(await violationsOver(adminPage, types)).toEqual([]);
  });
}

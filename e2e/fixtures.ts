// Signed-in staff for the end-to-end tests (docs/decisions/024-test-fixtures.md).
//
// Each worker creates one staff account of its own with `npm run admin:create` and signs it
// in once, through the sign-in page; tests then start signed in from that saved session
// (`adminPage`) instead of filling in the form again. The tests that are about signing in
// (the form, the lockout, an expired session, signing out) still use the form
// (helpers' `signInAsAdmin`). A test that ends its session takes `adminPageOwnSession`, so
// the worker's session stays valid for the tests after it.
import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { createStaffAccount, ownAddress, signInAsAdmin, uniqueTag, type StaffAccount } from './helpers';

export { expect };

/** A browser's saved cookies and storage, as `browserContext.storageState()` returns them. */
export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** The configuration of the suite's app (e2e/global-setup.ts), for the command-line tools. */
function suiteAppEnv(): NodeJS.ProcessEnv {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: start the suite with `npm run test:e2e`.');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
  if (process.env.E2E_APP_DATABASE_URL) env.DATABASE_URL = process.env.E2E_APP_DATABASE_URL;
  else delete env.DATABASE_URL;
  return env;
}

/** Signs `account` in through the sign-in page in a browser context of its own; returns the saved session. */
async function signedInState(browser: Browser, baseURL: string, account: StaffAccount): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signInAsAdmin(page, account);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The suite's app (a worker fixture cannot read the test option `baseURL`; both come from here). */
function suiteBaseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: start the suite with `npm run test:e2e`.');
  return url;
}

/**
 * Signs `page`'s browser in with a saved session and opens the dashboard, from an address of
 * the page's own (as helpers' `signInAsAdmin` leaves a page, without the form).
 */
export async function openWithSession(page: Page, session: StorageState): Promise<Page> {
  await page.context().addCookies(session.cookies);
  await ownAddress(page);
  await page.goto('/admin/dashboard');
  // A session that no longer opens the staff area would land on the sign-in page.
  await expect(page, 'the saved session opens the staff area').toHaveURL(/\/admin\/dashboard$/);
  return page;
}

interface WorkerFixtures {
  /** This worker's staff account, created once for the worker. */
  staff: StaffAccount;
  /** This worker's signed-in session (cookies), made once for the worker through the sign-in page. */
  staffSession: StorageState;
}

interface TestFixtures {
  /** The test's page, signed in with the worker's session, on the dashboard. Never end this session. */
  adminPage: Page;
  /**
   * The test's page, signed in with a session of its own (the worker's account), on the
   * dashboard: for a test that signs out or lets the session expire.
   */
  adminPageOwnSession: Page;
  /**
   * A staff account of the test's own, created for this test alone: for a test that locks its
   * account (five wrong passwords) or otherwise leaves it unusable, so no other test, in this
   * worker or after it, depends on what it left (docs/decisions/050-fresh-machine.md).
   */
  ownStaff: StaffAccount;
}

// Each fixture hands its value to the test with `provide` (Playwright's `use`, named so React's hook rule leaves it alone).
export const test = base.extend<TestFixtures, WorkerFixtures>({
  staff: [
    async ({}, provide, workerInfo) => {
      const tag = uniqueTag();
      const account = {
        email: `personel-${workerInfo.workerIndex}-${tag}@hafifnakliyat.example`,
        password: `E2e-Personel-${tag}-Lokum`,
      };
      createStaffAccount(suiteAppEnv(), account);
      await provide(account);
    },
    { scope: 'worker' },
  ],
  staffSession: [
    async ({ browser, staff }, provide) => {
      await provide(await signedInState(browser, suiteBaseUrl(), staff));
    },
    { scope: 'worker' },
  ],
  adminPage: async ({ page, staffSession }, provide) => {
    await provide(await openWithSession(page, staffSession));
  },
  ownStaff: async ({}, provide, testInfo) => {
    const tag = uniqueTag();
    const account = {
      email: `kendi-${testInfo.workerIndex}-${tag}@hafifnakliyat.example`,
      password: `E2e-Kendi-${tag}-Lokum`,
    };
    createStaffAccount(suiteAppEnv(), account);
    await provide(account);
  },
  adminPageOwnSession: async ({ page, browser, baseURL, staff }, provide) => {
    await provide(await openWithSession(page, await signedInState(browser, baseURL!, staff)));
  },
});

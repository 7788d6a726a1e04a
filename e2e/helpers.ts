import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { STARTED_AT_FIELD } from '@/lib/leads/form-state';
import { deleteSession } from './data';

let counter = 0;
/** Gives the page an address of its own, so per-address limits of one test do not touch another. */
export async function ownAddress(page: Page): Promise<string> {
  const address = `192.0.2.${(process.pid % 50) * 5 + (++counter % 5) + 1}-${Date.now()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/**
 * Opens a public page and waits until React has hydrated it (`<html data-hydrated>`): the
 * boot scripts load after the first paint (decision 020), so a test that uses the page's
 * script-driven parts (dropdowns, lightboxes, dialogs) waits for them, as a visitor's
 * first tap a moment after the paint would.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The forms' minimum fill time in the suite (global-setup gives it to the app as LEAD_MIN_FILL_MS). */
export const MIN_FILL_MS = 1000;

/**
 * Waits until the form on the page has been shown for longer than the minimum fill time.
 * The form carries the server's time of showing it, so only the rest of that time is
 * waited (often nothing, when filling the form took that long). A form without a
 * readable time is counted from now: it was shown before that.
 */
export async function pastMinimumFillTime(page: Page): Promise<void> {
  const stamp = await page
    .locator(`form input[name="${STARTED_AT_FIELD}"]`)
    .first()
    .inputValue({ timeout: 1000 })
    .catch(() => '');
  const shownAt = Number.parseInt(stamp, 10);
  const since = Number.isFinite(shownAt) && shownAt > 0 ? shownAt : Date.now();
  await expect
    .poll(() => Date.now() - since, { message: 'the form has been shown for the minimum fill time', intervals: [50] })
    .toBeGreaterThan(MIN_FILL_MS);
}

/** A short tag that no other test uses (lower-case letters and digits), for names a test finds its own data by. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Ends one browser's session on the server, as expiry would: the browser keeps
 * its cookie, but the session it names no longer exists.
 */
export async function expireSession(cookieValue: string): Promise<void> {
  const token = decodeURIComponent(cookieValue).split('.')[0]!;
  const deleted = await deleteSession(token);
  if (deleted !== 1) throw new Error('No session of this browser was found to expire.');
}

/** A staff account's sign-in details. */
export interface StaffAccount {
  email: string;
  password: string;
}

/** The administrator global-setup creates. Tests sign in as their worker's own account (fixtures.ts). */
export const ADMIN: StaffAccount = { email: 'yonetim@hafifnakliyat.example', password: 'E2e-Kestane-Kebap-2026' };

const root = path.resolve(import.meta.dirname, '..');

/**
 * Creates a staff account (or sets its password) with the command-line tool, as an operator
 * would, in the app whose configuration `env` holds (DATA_DIR, DATABASE_URL).
 */
export function createStaffAccount(env: NodeJS.ProcessEnv, account: StaffAccount): void {
  const created = spawnSync('npm', ['run', '--silent', 'admin:create', '--', '--email', account.email], {
    cwd: root,
    env,
    encoding: 'utf8',
    // The password on standard input, never on the command line.
    input: `${account.password}\n`,
  });
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr || created.stdout}`);
}

/** Fills in the sign-in page the browser is on and submits it. */
export async function submitSignInForm(page: Page, account: StaffAccount = ADMIN): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yönetim Paneli Girişi');
  await page.fill('#email', account.email);
  await page.fill('#password', account.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/**
 * Signs in through the sign-in page, from an address of the page's own. For the tests that
 * are about signing in; the others start signed in (fixtures.ts `adminPage`).
 */
export async function signInAsAdmin(page: Page, account: StaffAccount = ADMIN): Promise<void> {
  await ownAddress(page);
  await page.goto('/admin/login');
  await submitSignInForm(page, account);
  await page.waitForURL(/\/admin\/dashboard/);
}

/**
 * Holds the suite's "Firma Bilgileri" for the tests that edit them: those tests run in
 * different files, which Playwright runs side by side, and a form loaded before another
 * test saved would write the other test's fields back. A directory is the lock (created
 * atomically); a lock left by a crashed worker is taken over after two minutes.
 * Use as `test.beforeEach(holdCompanyFacts)` and `test.afterEach(releaseCompanyFacts)`.
 */
const COMPANY_LOCK = path.join(os.tmpdir(), `hn-e2e-company-facts-${process.env.E2E_BASE_URL?.replace(/\W+/g, '-')}`);
export async function holdCompanyFacts(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(COMPANY_LOCK);
      return;
    } catch {
      const age = Date.now() - (statSync(COMPANY_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000) rmSync(COMPANY_LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
export function releaseCompanyFacts(): void {
  rmSync(COMPANY_LOCK, { recursive: true, force: true });
}

import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
// Tests whose title matches E2E_SKIP_TAGS (e.g. "@standards|@once", as CI's PostgreSQL run
// sets it) are left out of every project. Not the command line's --grep-invert: Playwright
// runs a teardown project (site-wide) whole, whatever the command line filters.
const skipTags = process.env.E2E_SKIP_TAGS ? new RegExp(process.env.E2E_SKIP_TAGS) : undefined;
const leaveOut = (...own: RegExp[]) => (skipTags ? [...own, skipTags] : own.length ? own : undefined);

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // The tests create and read their data through lib/data (server code): this tsconfig resolves
  // `server-only` to its empty module, as vitest.config.ts does.
  tsconfig: './e2e/tsconfig.json',
  fullyParallel: true,
  // Two at least: Playwright's default (half the cores) is one worker on a 2-core machine, which
  // made the README's `npm test` take 25 minutes there; CI runs two as well (decision 051).
  workers: process.env.CI ? 2 : Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: desktop,
      testIgnore: /\.mobile\.spec\.ts$/,
      grepInvert: leaveOut(/@site-wide/),
      teardown: 'site-wide',
    },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      testMatch: /\.mobile\.spec\.ts$/,
      grepInvert: leaveOut(),
    },
    {
      // Tests tagged @site-wide change what every visitor sees (the active hero photo), or
      // start a whole app instance of their own (its start loads this 2-core machine, and
      // timing-sensitive form tests ran beside it), so they run after the desktop tests,
      // whatever their outcome.
      name: 'site-wide',
      use: desktop,
      // One at a time: each of them sets the active hero photo.
      fullyParallel: false,
      testIgnore: /\.mobile\.spec\.ts$/,
      grep: /@site-wide/,
      grepInvert: leaveOut(),
    },
  ],
});

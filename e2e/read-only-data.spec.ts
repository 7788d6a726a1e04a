// A data folder that cannot be written (issue 35): made read-only after the site ran, the app
// still shows every page from what the database holds, health says the database cannot be
// written, and a form sent then is answered in Turkish, with what was typed kept and nothing
// stored. Root writes through file permissions, so under root the server runs as `nobody`.
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { saveSetting } from '@/lib/data/site-settings.server';
import { createDatabase } from '@/lib/db/kysely.server';
import { listLeadPage } from '@/lib/leads/repository.server';
import { LEAD_MESSAGES } from '@/lib/validation/lead';
import { startExtraApp, NOBODY, type ExtraApp } from './extra-app';
import { expect, test } from './fixtures';
import { pastMinimumFillTime } from './helpers';
import { ONCE } from './once';

test.describe.configure({ mode: 'default' });

const PHONE = { typed: '0216 555 01 23', href: 'tel:+902165550123' };

/** Every file under `dir`, and `dir` itself. */
function tree(dir: string): string[] {
  return [
    dir,
    ...readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? tree(path.join(dir, e.name)) : [path.join(dir, e.name)],
    ),
  ];
}

/** `chmod -R a-w`, and under root the folder handed to `nobody` (who may read it, not write it). */
function makeReadOnly(dir: string): void {
  for (const file of tree(dir)) {
    if (process.getuid?.() === 0) chownSync(file, NOBODY, NOBODY);
    chmodSync(file, statSync(file).mode & ~0o222);
  }
}

function makeWritable(dir: string): void {
  for (const file of tree(dir)) {
    if (process.getuid?.() === 0) chownSync(file, 0, 0);
    chmodSync(file, statSync(file).mode | 0o200);
  }
}

async function fillQuote(page: Page, name: string) {
  await page.fill('#quote-firstName', name);
  await page.fill('#quote-lastName', 'Salt-Okunur');
  await page.fill('#quote-phone', '0532 111 22 33');
  await page.fill('#quote-email', 'salt.okunur@example.com');
  await page.fill('#quote-fromLocation', 'Bağcılar');
  await page.fill('#quote-toLocation', 'Kadıköy');
  await page.selectOption('#quote-service', 'Ev Taşıma');
  await page.fill('#quote-message', 'Üç oda, asansör yok.');
}

async function expectNotStored(page: Page, name: string) {
  const banner = page.getByTestId('lead-not-stored');
  await expect(banner.getByTestId('lead-error')).toHaveText(LEAD_MESSAGES.quoteNotStored);
  // How else to reach the company, from what staff saved before the folder became read-only.
  await expect(banner.getByRole('link', { name: `Arayın: ${PHONE.typed}` })).toHaveAttribute('href', PHONE.href);
  await expect(banner.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
  // What was typed is still in the form.
  await expect(page.locator('#quote-firstName')).toHaveValue(name);
  await expect(page.locator('#quote-toLocation')).toHaveValue('Kadıköy');
  await expect(page.locator('#quote-message')).toHaveValue('Üç oda, asansör yok.');
}

async function newPage(browser: Browser, url: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, javaScriptEnabled, locale: 'tr-TR' });
  return context.newPage();
}

test.describe('a data folder made read-only after the site ran', ONCE, () => {
  let dataDir: string;
  let app: ExtraApp | undefined;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-e2e-salt-okunur-'));
    // The site runs: staff saved the company's phone, a form page was shown (the forms' secret is stored).
    const running = await startExtraApp({}, { dataDir, createAdmin: false });
    try {
      const { db } = createDatabase({ dataDir });
      await saveSetting(db, { key: 'company', value: { phone: PHONE.typed }, changes: [], by: 'e2e' });
      await db.destroy();
      expect((await fetch(`${running.url}/teklif-al`)).status).toBe(200);
    } finally {
      await running.stop();
    }
    makeReadOnly(dataDir);
    app = await startExtraApp({}, { dataDir, healthy: false, createAdmin: false, unprivileged: true });
  });

  test.afterAll(async () => {
    await app?.stop();
    makeWritable(dataDir);
    // Nothing a visitor sent while the folder was read-only was stored.
    const { db } = createDatabase({ dataDir });
    try {
      const stored = await listLeadPage(db, { kinds: ['quote', 'contact'], search: 'Salt-Okunur' });
      expect(stored.total).toBe(0);
    } finally {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('pages that only read show what the database holds; health says it cannot be written', async ({ request }) => {
    test.setTimeout(90_000);
    const url = app!.url;
    const health = await request.get(`${url}/api/health`);
    expect(health.status()).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'error', db: 'ok', write: 'error' });
    for (const p of ['/', '/hizmetlerimiz', '/hizmet-bolgeleri/marmara/istanbul']) {
      expect((await request.get(`${url}${p}`)).status(), p).toBe(200);
    }
    // The pages rendered for each request show the phone staff saved, read from the read-only
    // database (not the built-in default).
    for (const p of ['/teklif-al', '/iletisim', '/yorumlar', '/fiyat-hesaplama']) {
      const response = await request.get(`${url}${p}`);
      expect(response.status(), p).toBe(200);
      expect(await response.text(), p).toContain(PHONE.href);
    }
    // The forms' pages carry a signed start time, read with the secret stored before.
    const form = await (await request.get(`${url}/teklif-al`)).text();
    expect(form).toMatch(/name="startedAt" value="\d+\.[\w-]{43}"/);
  });

  test('a quote form sent without JavaScript is answered in Turkish, with what was typed kept', async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await newPage(browser, app!.url, false);
    await page.goto('/teklif-al');
    await fillQuote(page, 'Nurhan');
    await pastMinimumFillTime(page);
    await page.getByRole('button', { name: 'Teklif İste' }).click();
    await expect(page).toHaveURL(/\/teklif-al\?yanit=/);
    await expectNotStored(page, 'Nurhan');
    await page.context().close();
  });

  test('a quote form sent with JavaScript is answered in Turkish, with what was typed kept', async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await newPage(browser, app!.url, true);
    await page.goto('/teklif-al');
    await page.locator('form[data-hydrated]').waitFor();
    await fillQuote(page, 'Gülsüm');
    await pastMinimumFillTime(page);
    await page.getByRole('button', { name: 'Teklif İste' }).click();
    await expectNotStored(page, 'Gülsüm');
    await page.context().close();
  });
});

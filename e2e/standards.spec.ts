// Standards a browser can check (docs/decisions/032-standards-checked.md): on one page of
// each type, no serious or critical axe-core violation at 1440 px (390 px in
// standards.mobile.spec.ts) and no error from the Nu HTML Checker; on every page of the
// sitemap, a meta description of 50 to 160 characters.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type StorageState } from './fixtures';
import { decodeEntities } from '../scripts/lib/html-entities';
import { PAGE_TYPES, STANDARDS, axeTestsOverPageTypes, seededPageTypes, type PageType } from './standards';

test.describe('every page type passes axe-core at 1440 px', STANDARDS, axeTestsOverPageTypes);

const MIN_DESCRIPTION = 50;
const MAX_DESCRIPTION = 160;

/** The page's meta description, decoded; null when it has none. */
function metaDescription(html: string): string | null {
  const tag = html.match(/<meta\b[^>]*\bname="description"[^>]*>/)?.[0];
  const content = tag?.match(/\bcontent="([^"]*)"/)?.[1];
  return content === undefined ? null : decodeEntities(content);
}

/** Fetches every path, a few at a time; answers in the order asked. */
async function fetchAll(request: APIRequestContext, paths: string[], cookie?: string): Promise<string[]> {
  const pages: string[] = new Array(paths.length);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const index = next++;
      const response = await request.get(paths[index]!, { headers: cookie ? { cookie } : {} });
      pages[index] = await response.text();
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return pages;
}

test(
  'every sitemap page and page type has a meta description of 50 to 160 characters',
  STANDARDS,
  async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(sitemapPaths.length).toBeGreaterThan(100);
    const publicTypes = PAGE_TYPES.filter((t) => !t.path.startsWith('/admin')).map((t) => t.path);
    const paths = [...new Set([...sitemapPaths, ...publicTypes])];
    const pages = await fetchAll(request, paths);
    const wrong = paths.flatMap((p, i) => {
      const description = metaDescription(pages[i]!);
      if (description === null) return [`${p}: no meta description`];
      const length = [...description].length;
      return length < MIN_DESCRIPTION || length > MAX_DESCRIPTION ? [`${p}: ${length} characters: ${description}`] : [];
    });
    expect(wrong).toEqual([]);
  },
);

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The Nu HTML Checker's jar, as the vnu-jar package ships it. */
const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build', 'dist', 'vnu.jar');

test('every page type passes the Nu HTML Checker without an error', STANDARDS, async ({ request, staffSession }) => {
  test.setTimeout(120_000);
  const cookie = cookieHeader(staffSession);
  const types = [...PAGE_TYPES, ...(await seededPageTypes())];
  const publicTypes = types.filter((t) => !t.staff);
  const staffTypes = types.filter((t) => t.staff);
  // The staff pages as their staff see them (signed out they are a redirect to the sign-in page).
  const [publicHtml, staffHtml] = await Promise.all([
    fetchAll(
      request,
      publicTypes.map((t) => t.path),
    ),
    fetchAll(
      request,
      staffTypes.map((t) => t.path),
      cookie,
    ),
  ]);
  // Signed out, a staff page is the sign-in page (the calendar's pages have no "Çıkış" of their own).
  for (const [i, html] of staffHtml.entries())
    expect(html, `${staffTypes[i]!.path} opens signed in`).not.toContain('Yönetim Paneli Girişi');
  const checked = [...publicTypes, ...staffTypes];
  const html = [...publicHtml, ...staffHtml];

  const dir = mkdtempSync(path.join(os.tmpdir(), 'hn-vnu-'));
  try {
    const files = checked.map((type, i) => {
      const file = path.join(dir, `${i}-${type.name.replace(/[^a-z]+/gi, '-')}.html`);
      writeFileSync(file, html[i]!);
      return file;
    });
    // One Java start for all pages; the messages come as JSON on standard error.
    const vnu = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      maxBuffer: 32 * 1024 * 1024,
    });
    expect(vnu.error, 'java runs (.ci/run installs a JRE where it is missing)').toBeUndefined();
    const { messages } = JSON.parse(vnu.stderr) as { messages: VnuMessage[] };
    const typeOf = (m: VnuMessage) => checked[Number(path.basename(decodeURIComponent(m.url ?? '')).split('-')[0])];
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .filter((m) => !isReactServerActionForm(m, typeOf(m)))
      .map((m) => {
        const page = typeOf(m)?.path ?? path.basename(decodeURIComponent(m.url ?? ''));
        return `${page}:${m.lastLine ?? '?'}: ${m.message} [${(m.extract ?? '').trim().slice(0, 80)}]`;
      });
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * React 19 writes `action=""` on every form whose action is a server action without a
 * permalink (only useActionState can give one), and the checker rightly calls that invalid.
 * The staff area's plain server-action forms (sign out, mark read, delete) have no
 * useActionState; this one message on such a form (React's multipart POST) is the only one let
 * through, and only on staff pages (decision 032). Public forms name their action.
 */
function isReactServerActionForm(m: VnuMessage, type: PageType | undefined): boolean {
  return (
    type?.staff === true &&
    m.message === 'Bad value “” for attribute “action” on element “form”: Must be non-empty.' &&
    /action="" encType="multipart\/form-data" method="POST"/.test(m.extract ?? '')
  );
}

test('footer links are at least 24 px tall, on a phone and on a desktop', STANDARDS, async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const heights = await page
      .locator('footer a')
      .evaluateAll((links) =>
        links.map((a) => ({ text: (a.textContent ?? '').trim(), height: a.getBoundingClientRect().height })),
      );
    expect(heights.length).toBeGreaterThan(10);
    expect(
      heights.filter((h) => h.height < 24),
      `at ${width} px`,
    ).toEqual([]);
  }
});

test('the header keeps its phone number on one line at 1024 and 1440 px', STANDARDS, async ({ page }) => {
  await page.goto('/');
  const number = page.getByTestId('header-phone-number');
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(number).toBeVisible();
    // An inline box that wraps has one rectangle per line.
    expect(await number.evaluate((el) => el.getClientRects().length), `at ${width} px`).toBe(1);
  }
});

function cookieHeader(session: StorageState): string {
  return session.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

// No page calls something included that the estimate charges for: every page of the sitemap
// is read as a visitor (and a search engine) gets it, before any script runs, and each paragraph,
// list item, table row, heading and meta description goes through the same rules as
// lib/included/claims.ts's tests (docs/decisions/029-what-is-included.md).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findFalseClaims, type TextBlock } from '../lib/included/claims';
import { DEFAULT_INCLUDED } from '../lib/included/table';
import { ONCE } from './once';

/** How many pages are read at once. */
const PARALLEL = 4;

async function sitemapPaths(baseURL: string): Promise<string[]> {
  const xml = await (await fetch(new URL('/sitemap.xml', baseURL))).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** A page's text blocks, as lib/included/claims.ts reads them, from its HTML (parsed by the browser, no scripts run). */
function readBlocks(page: Page, html: string): Promise<TextBlock[]> {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'text/html');
    const claimHeading = /dahil/i;
    const deny = /dahil değil|ek ücretli/i;
    const blocks: { text: string; heading?: string; service?: string }[] = [];
    const serviceOf = (el: Element) =>
      el.closest('[data-included-service]')?.getAttribute('data-included-service') ?? undefined;
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) blocks.push({ text: description });
    blocks.push({ text: document.title });
    const selector = 'p, li, h1, h2, h3, h4, h5, h6, tr, dt, dd, summary, figcaption, blockquote, label, a, button';
    for (const el of document.body.querySelectorAll(selector)) {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) blocks.push({ text, service: serviceOf(el) });
    }
    // Items under a heading that calls them included ("Hizmete dahil olanlar"), up to the next heading.
    // Headings inside a list item (a card's title) belong to the item, not to what follows.
    let heading: string | undefined;
    for (const el of document.body.querySelectorAll('h2, h3, h4, li, tr')) {
      if (/^H\d$/.test(el.tagName) && !el.closest('li')) {
        const title = (el.textContent ?? '').trim();
        heading = claimHeading.test(title) && !deny.test(title) ? title : undefined;
        continue;
      }
      if (!heading || /^H\d$/.test(el.tagName)) continue;
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) blocks.push({ text, heading, service: serviceOf(el) });
    }
    return blocks;
  }, html) as Promise<TextBlock[]>;
}

async function scan(page: Page, request: APIRequestContext, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await request.get(path);
        if (!response.ok()) {
          problems.push(`${path}: HTTP ${response.status()}`);
          continue;
        }
        for (const claim of findFalseClaims(await readBlocks(page, await response.text()), DEFAULT_INCLUDED)) {
          problems.push(`${path}: ${claim.item} — "${claim.text.slice(0, 160)}"`);
        }
      }
    }),
  );
  return [...new Set(problems)];
}

test(
  'no sitemap page calls something included that the estimate charges for',
  ONCE,
  async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const paths = await sitemapPaths(baseURL!);
    expect(paths.length).toBeGreaterThan(100);
    const started = Date.now();
    const problems = await scan(page, request, paths);
    console.log(`[included-claims] ${paths.length} pages read in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(problems, problems.join('\n')).toEqual([]);
  },
);

// `npm run bench`: Lighthouse 13 (its default mobile settings: simulated slow 4G,
// 4× CPU slowdown) in the system Chromium against a production build served on
// http://localhost:3000 (the default SITE_URL, so canonical URLs match) by scripts/server.ts. Each page
// is measured BENCH_RUNS times (default 3) and every column is the median of its
// runs, since one run on a shared machine is noisy. Figures, not assertions.
//
// Columns: the four category scores, LCP, TBT, CLS, compressed JavaScript, the
// font bytes the page downloads (the site uses the system font stack, so any font
// is on the critical path and should be 0), the RSC prefetches fired while the
// page loads (requests with an `_rsc` query), the render-blocking requests, and
// Lighthouse's benchmark index of the machine during the runs.
// BENCH_PAGES=/,/teklif-al measures only those pages; BENCH_REPORTS=dir keeps each run's
// Lighthouse report (JSON) there.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SERVICE_FACTS } from '@/content/services';
import { BLOG_POSTS } from '@/lib/content/blog';
import { createDatabase, migrateToLatest } from '@/lib/db/kysely.server';
import { estimateMoveByRoad } from '@/lib/estimate/index.server';
import { ESTIMATE_SERVICES, type StartingPrices, DEFAULT_ESTIMATE_SETTINGS, type EstimateInput } from '@/lib/estimate';
import { DEFAULT_INCLUDED } from '@/lib/included/index.server';
import { customerPagePath, issueLeadLink, insertLead } from '@/lib/leads/index.server';
import { prefillOffer, saveOfferDraft, sendOffer } from '@/lib/offers/index.server';
import { DEFAULT_VAT } from '@/lib/offers';
import { ensureBuild, refuseHeldPort } from './lib/bench-setup';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3000);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const base = `http://localhost:${port}`;
const allPages = [
  '/',
  '/hizmetlerimiz/evden-eve-nakliyat',
  '/hizmet-bolgeleri/marmara/istanbul',
  '/fiyat-hesaplama',
  `/blog/${BLOG_POSTS[0]!.id}`,
  '/teklif-al',
  // A customer's own page: the request with its estimate, and the same with a sent offer
  // (made below in the bench's database; the table names them by these labels).
  '/talep/(durum)',
  '/talep/(teklif)',
];
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : allPages;

async function waitFor(url: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}
type Run = Record<string, number>;

await refuseHeldPort(port);
ensureBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-bench-'));

/**
 * Two quote requests made from an estimate, as a visitor sends them, one with a written offer
 * staff prepared from it and sent: the paths of their customer pages by the table's labels.
 */
async function customerPages(): Promise<Record<string, string>> {
  const handle = createDatabase({ dataDir });
  try {
    await migrateToLatest(handle);
    const input: EstimateInput = {
      origin: { province: 'istanbul', district: 'bagcilar', floor: 3, elevator: false, furnitureLift: false },
      destination: { province: 'ankara', district: null, floor: 1, elevator: true, furnitureLift: false },
      homeSize: '2+1',
      packing: true,
      assembly: false,
      insurance: false,
      date: null,
    };
    const startingPrices = Object.fromEntries(
      ESTIMATE_SERVICES.map((service) => [service, SERVICE_FACTS[service].priceFrom]),
    ) as StartingPrices;
    const result = estimateMoveByRoad(input, DEFAULT_ESTIMATE_SETTINGS, startingPrices);
    const paths: Record<string, string> = {};
    for (const label of ['/talep/(durum)', '/talep/(teklif)']) {
      const lead = await insertLead(handle.db, {
        kind: 'quote',
        name: 'Ölçüm Müşterisi',
        email: 'olcum@example.com',
        phone: '0532 111 22 33',
        reference: label.includes('teklif') ? 'T-OLCUM2' : 'T-OLCUM1',
        fromLocation: 'İstanbul / Bağcılar',
        toLocation: 'Ankara',
        serviceType: 'Şehirlerarası Taşıma',
        estimate: { min: result.min, max: result.max, inputs: input },
      });
      if (label.includes('teklif')) {
        const content = prefillOffer({
          estimate: { input, result },
          serviceTitle: 'Şehirlerarası Taşıma',
          startingPrice: startingPrices['sehirlerarasi-tasima'],
          included: DEFAULT_INCLUDED,
          vat: DEFAULT_VAT,
          today: '2026-12-01',
        });
        const draft = await saveOfferDraft(handle.db, lead.id, content, 'olcum@hafifnakliyat.example');
        await sendOffer(handle.db, draft.id, { email: 'olcum@hafifnakliyat.example' });
      }
      paths[label] = customerPagePath(await issueLeadLink(handle.db, lead.id, 'form'));
    }
    return paths;
  } finally {
    await handle.db.destroy();
  }
}
const pagePaths = await customerPages();
const urlOf = (p: string) => base + (pagePaths[p] ?? p);
// The production server (`npm start` runs it), not `next start`: it serves the scripts in Brotli.
const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.ts'), '-p', String(port)], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
  stdio: 'ignore',
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function measure(p: string): Promise<{ run: Run; failing: string[] }> {
  const result = await lighthouse(urlOf(p), { port: chrome.port, output: 'json', logLevel: 'error' });
  const lhr = result!.lhr;
  if (process.env.BENCH_REPORTS) {
    mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
    const name = `${p.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.BENCH_REPORTS, name), result!.report as string);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? [];
  const bytes = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const blocking =
    (lhr.audits['render-blocking-insight']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
  const failing: string[] = [];
  for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
    const cat = lhr.categories[id];
    if (id !== 'performance' && cat && (cat.score ?? 0) < 1) {
      const ids = cat.auditRefs.filter((r) => (lhr.audits[r.id]?.score ?? 1) < 1 && r.weight > 0).map((r) => r.id);
      failing.push(`${id}: ${ids.join(', ')}`);
    }
  }
  return {
    failing,
    run: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
      'TBT ms': lhr.audits['total-blocking-time']?.numericValue ?? 0,
      CLS: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      'JS KB': bytes('Script') / 1024,
      'font KB': bytes('Font') / 1024,
      prefetches: requests.filter((r) => /[?&]_rsc=/.test(r.url)).length,
      'blocking reqs': blocking,
      // Lighthouse's measure of the machine's speed at the time (higher is faster): a loaded
      // machine inflates TBT and LCP, since simulated throttling scales the observed CPU time.
      'CPU index': lhr.environment.benchmarkIndex,
    },
  };
}

try {
  await waitFor(`${base}/api/health`);
  // Warm the server so the first measurement is not a cold start.
  for (const p of pages) await fetch(urlOf(p));
  const rows: Record<string, string | number>[] = [];
  for (const p of pages) {
    const measured: Run[] = [];
    const failing = new Set<string>();
    for (let i = 0; i < runs; i++) {
      const { run, failing: f } = await measure(p);
      measured.push(run);
      f.forEach((x) => failing.add(x));
    }
    const row: Record<string, string | number> = { page: p };
    for (const key of Object.keys(measured[0]!)) {
      const m = median(measured.map((r) => r[key]!));
      row[key] = key === 'CLS' ? Number(m.toFixed(4)) : key.endsWith('KB') ? Number(m.toFixed(1)) : Math.round(m);
    }
    rows.push(row);
    for (const f of failing) console.log(`  ${p} ${f}`);
    console.log(`  ${p}: performance ${measured.map((r) => r.performance).join('/')}`);
  }
  console.log(`Median of ${runs} run(s) per page (Lighthouse mobile: simulated slow 4G, 4× CPU):`);
  console.table(rows);
  // The same table in Markdown, for the README.
  const keys = Object.keys(rows[0]!);
  console.log(`| ${keys.join(' | ')} |\n|${keys.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${keys.map((k) => (k === 'page' ? `\`${row[k]}\`` : row[k])).join(' | ')} |`);
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

// `npm run bench`: Lighthouse (mobile preset) in the system Chromium against a
// production build served on http://localhost:3000 (the default SITE_URL, so
// canonical URLs match). Prints the four category scores, LCP, CLS, TBT and
// the compressed JavaScript bytes of each page. Figures, not assertions.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BLOG_POSTS } from '@/content/blog';

const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const port = Number(process.env.BENCH_PORT ?? 3000);
const base = `http://localhost:${port}`;
const pages = [
  '/',
  '/hizmetlerimiz/evden-eve-nakliyat',
  `/blog/${BLOG_POSTS[0]!.id}`,
  '/fiyat-hesaplama?nereden=istanbul/bagcilar&nereye=ankara&ev=2%2B1&kat-cikis=3&kat-varis=2&asansor-cikis=yok&asansor-varis=var',
];

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

// Measuring a server that is already on the port would measure someone else's build (or a dev server).
const portHeld = await new Promise<boolean>((resolve) => {
  const probe = net.createServer();
  probe.once('error', () => resolve(true));
  probe.listen(port, () => probe.close(() => resolve(false)));
});
if (portHeld) {
  console.error(`Port ${port} is already in use by another server; stop it or choose another with BENCH_PORT.`);
  process.exit(1);
}

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' });
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-bench-'));
const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
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
try {
  await waitFor(`${base}/api/health`);
  // Warm the server so the first measurement is not a cold start.
  for (const p of pages) await fetch(base + p);
  const rows: Record<string, string | number>[] = [];
  for (const p of pages) {
    const result = await lighthouse(base + p, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const items =
      (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
        ?.items ?? [];
    const js = items.find((i) => i.resourceType === 'script')?.transferSize ?? 0;
    rows.push({
      page: p,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      CLS: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(4)),
      'TBT ms': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      'JS KB (compressed)': Number((js / 1024).toFixed(1)),
    });
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      const cat = lhr.categories[id];
      if (cat && (cat.score ?? 0) < 1) {
        const failing = cat.auditRefs
          .filter((r) => (lhr.audits[r.id]?.score ?? 1) < 1 && r.weight > 0)
          .map((r) => r.id);
        console.log(`  ${p} ${id}: ${failing.join(', ')}`);
      }
    }
  }
  console.table(rows);
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

// `npm run test:e2e`: runs the Playwright suite in the system's Chromium.
// Without a Chromium it says so loudly; under CI=true that is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const chrome = candidates.find((p) => existsSync(p));
if (!chrome) {
  const bar = '!'.repeat(78);
  console.error(`\n${bar}\n!! No Chromium found (looked at: ${candidates.join(', ')}).`);
  console.error('!! The end-to-end tests did NOT run. Install it with: apt-get install -y chromium');
  console.error(`!! or point CHROME_PATH at a Chromium binary.\n${bar}\n`);
  process.exit(process.env.CI === 'true' ? 1 : 0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(result.status ?? 1);

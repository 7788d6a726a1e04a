// The PostgreSQL pass of CI (`npm run test:db`): every test file that imports the both-engine
// helper (test/db-engines.ts: `testEngines()`, `useTestDatabase`, `useTwoInstances`) or reads
// TEST_DATABASE_URL itself, found by
// reading the files, not by a folder list that a new feature forgets. tools/db-tests.test.ts
// fails when a file uses the helper's names without being found here.
//   node tools/db-tests.mjs            runs vitest on them (extra arguments go to vitest)
//   node tools/db-tests.mjs --list     prints them
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Folders vitest.config.ts excludes, and the root's own runtime folders (not lib/data).
const skipped = new Set(['node_modules', '.next', '.git', 'e2e']);
const skippedAtRoot = new Set(['data', 'test-results', 'playwright-report']);

/** Every vitest file of the project (as vitest.config.ts includes them), relative to the root. */
export function testFiles(dir = root) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || (dir === root && skippedAtRoot.has(entry.name))) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFiles(full));
    else if (/\.test\.tsx?$/.test(entry.name)) found.push(path.relative(root, full));
  }
  return found.sort();
}

/** An import (static or dynamic) of test/db-engines, by alias or relative path. */
const importsHelper =
  /\bfrom\s+['"][^'"]*\btest\/db-engines(\.ts)?['"]|\bimport\(\s*['"][^'"]*\btest\/db-engines(\.ts)?['"]\s*\)/;

/** A test that reaches PostgreSQL itself (lib/ops/backup.test.ts: pg_dump needs whole databases). */
const readsDatabaseUrl = /\bprocess\.env\.TEST_DATABASE_URL\b/;

/** The test files that run on PostgreSQL when TEST_DATABASE_URL is set. */
export function dbTestFiles() {
  return testFiles().filter((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return importsHelper.test(text) || readsDatabaseUrl.test(text);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = dbTestFiles();
  if (process.argv.includes('--list')) {
    console.log(files.join('\n'));
  } else {
    const extra = process.argv.slice(2);
    const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
    const run = spawnSync(process.execPath, [vitest, 'run', ...extra, ...files], { cwd: root, stdio: 'inherit' });
    process.exit(run.status ?? 1);
  }
}

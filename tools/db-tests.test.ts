// CI's PostgreSQL pass (`npm run test:db`) runs the files tools/db-tests.mjs finds: a test
// that uses the both-engine helper but is not found would run on SQLite only, and this fails.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dbTestFiles, testFiles } from './db-tests.mjs';

const root = path.resolve(import.meta.dirname, '..');
const usesHelper = /\b(testEngines|useTestDatabase|useTwoInstances)\s*\(|\bTEST_DATABASE_URL\b/;

describe('the PostgreSQL test pass', () => {
  it('runs every test file that uses testEngines(), useTestDatabase(), useTwoInstances() or TEST_DATABASE_URL', () => {
    const users = testFiles()
      .filter((file) => file !== 'tools/db-tests.test.ts') // this file names the helpers in its own text
      .filter((file) => usesHelper.test(readFileSync(path.join(root, file), 'utf8')));
    expect(users.length).toBeGreaterThan(40);
    expect(users.filter((file) => !dbTestFiles().includes(file))).toEqual([]);
  });

  it('finds test files in every folder, lib/data included (no folder list)', () => {
    const found = dbTestFiles();
    for (const file of [
      'lib/data/site-settings.test.ts',
      'lib/inventory/repository.server.test.ts',
      'lib/team/team.test.ts',
    ])
      expect(found).toContain(file);
    expect(found).not.toContain('tools/eslint/import-boundaries.test.ts');
  });

  it('is what package.json runs as test:db', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts['test:db']).toBe('node tools/db-tests.mjs');
  });
});

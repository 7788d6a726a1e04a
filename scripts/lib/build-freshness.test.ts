import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_MARKER, buildFreshness, describeFreshness, newestSource } from './build-freshness';

let root: string;
const T0 = new Date('2026-11-21T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function file(relative: string, when: Date) {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, when, when);
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'hn-freshness-'));
  file('app/page.tsx', at(0));
  file('lib/site.ts', at(1));
  file('package.json', at(0));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start and the production build', () => {
  it('builds when there is no build yet', () => {
    const freshness = buildFreshness(root);
    expect(freshness).toEqual({ fresh: false, reason: 'no-build' });
    expect(describeFreshness(freshness)).toBe('No production build yet: building (next build)...');
  });

  it('serves a build that is newer than every source', () => {
    file(BUILD_MARKER, at(5));
    expect(buildFreshness(root)).toEqual({ fresh: true });
  });

  it('rebuilds, naming the newest source, when a source changed after the build (a git pull)', () => {
    file(BUILD_MARKER, at(5));
    file('content/services/prices.ts', at(9));
    const freshness = buildFreshness(root);
    expect(freshness).toEqual({
      fresh: false,
      reason: 'stale',
      newest: { file: path.join('content', 'services', 'prices.ts'), mtimeMs: at(9).getTime() },
    });
    expect(describeFreshness(freshness)).toBe(
      `The sources changed after the last build (newest: ${path.join('content', 'services', 'prices.ts')}, 2026-11-21T10:09:00.000Z): rebuilding (next build)...`,
    );
  });

  it('counts the lock file and the configuration as sources', () => {
    file(BUILD_MARKER, at(5));
    file('package-lock.json', at(6));
    expect(buildFreshness(root)).toMatchObject({ fresh: false, newest: { file: 'package-lock.json' } });
    file(BUILD_MARKER, at(7));
    file('next.config.ts', at(8));
    expect(buildFreshness(root)).toMatchObject({ fresh: false, newest: { file: 'next.config.ts' } });
  });

  it('ignores what never reaches the build: unit tests, end-to-end tests, docs, the data folder, dot folders', () => {
    file(BUILD_MARKER, at(5));
    file('lib/site.test.ts', at(9));
    file('e2e/leads.spec.ts', at(9));
    file('docs/notes.md', at(9));
    file('data/site.db', at(9));
    file('app/.cache/x.json', at(9));
    file('lib/node_modules/x.js', at(9));
    expect(buildFreshness(root)).toEqual({ fresh: true });
    expect(newestSource(root)).toEqual({ file: path.join('lib', 'site.ts'), mtimeMs: at(1).getTime() });
  });
});

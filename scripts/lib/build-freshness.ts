// Whether the production build in .next is older than the sources it was built
// from, or was made with other build-time settings (scripts/lib/build-settings.ts),
// so that `npm start` never serves a stale build (after `git pull` or a new SITE_URL, say).
// Plain TypeScript that Node 24 runs directly (scripts/start.mjs imports it).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { changedBuildSettings, readBuildSettings, type BuildSettings } from './build-settings.ts';

/** What a build is made of: every file under these folders and these files (paths from the project root). */
export const BUILD_SOURCES = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.env.production',
];

/** The file `next build` writes last; its time is the build's time. */
export const BUILD_MARKER = path.join('.next', 'BUILD_ID');

/** Files that never reach the build: unit tests and editor or system leftovers. */
const IGNORED = /(\.test\.tsx?$)|(^\.DS_Store$)|(~$)|(\.swp$)/;

export interface NewestSource {
  /** Path from the project root. */
  file: string;
  mtimeMs: number;
}

/** The most recently modified source file, or null when there is none. */
export function newestSource(root: string, sources: readonly string[] = BUILD_SOURCES): NewestSource | null {
  let newest: NewestSource | null = null;
  const visit = (relative: string) => {
    let stat;
    try {
      stat = statSync(path.join(root, relative));
    } catch {
      return; // an optional file that is not there
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path.join(root, relative))) {
        if (entry === 'node_modules' || entry.startsWith('.')) continue;
        visit(path.join(relative, entry));
      }
    } else if (stat.isFile() && !IGNORED.test(path.basename(relative))) {
      if (!newest || stat.mtimeMs > newest.mtimeMs) newest = { file: relative, mtimeMs: stat.mtimeMs };
    }
  };
  for (const source of sources) visit(source);
  return newest;
}

export type Freshness =
  | { fresh: true }
  | { fresh: false; reason: 'no-build' }
  | { fresh: false; reason: 'stale'; newest: NewestSource }
  | { fresh: false; reason: 'settings'; changed: string[] }
  | { fresh: false; reason: 'unrecorded-settings' };

/**
 * Whether the build in `root` is at least as new as every one of its sources and,
 * when `settings` (the fingerprint of the current configuration) is given, was made
 * with the same build-time settings.
 */
export function buildFreshness(
  root: string,
  sources: readonly string[] = BUILD_SOURCES,
  settings?: BuildSettings,
): Freshness {
  let builtAt: number;
  try {
    builtAt = statSync(path.join(root, BUILD_MARKER)).mtimeMs;
  } catch {
    return { fresh: false, reason: 'no-build' };
  }
  const newest = newestSource(root, sources);
  if (newest && newest.mtimeMs > builtAt) return { fresh: false, reason: 'stale', newest };
  if (settings) {
    const recorded = readBuildSettings(root);
    if (!recorded) return { fresh: false, reason: 'unrecorded-settings' };
    const changed = changedBuildSettings(recorded, settings);
    if (changed.length > 0) return { fresh: false, reason: 'settings', changed };
  }
  return { fresh: true };
}

/** What `npm start` says before it builds. */
export function describeFreshness(freshness: Freshness): string {
  if (freshness.fresh) return 'The production build is up to date.';
  switch (freshness.reason) {
    case 'no-build':
      return 'No production build yet: building (next build)...';
    case 'stale': {
      const when = new Date(freshness.newest.mtimeMs).toISOString();
      return `The sources changed after the last build (newest: ${freshness.newest.file}, ${when}): rebuilding (next build)...`;
    }
    case 'settings':
      return `Build-time settings changed after the last build (${freshness.changed.join(', ')}): rebuilding (next build)...`;
    case 'unrecorded-settings':
      return 'The last build does not record its build-time settings (it was made by `next build` alone): rebuilding (next build)...';
  }
}

// The settings a production build keeps from the moment it was made: the pages that
// are pre-rendered carry the site's address and the company's identity, next.config.ts
// writes the media origin into the Content-Security-Policy, and `next build` salts the
// server actions with their key. `npm run build` records a fingerprint of them in the
// build, and `npm start` rebuilds when one has changed since (a new SITE_URL in .env,
// say), so that no page carries the old value beside pages that carry the new one.
// Plain TypeScript that Node 24 runs directly (scripts/start.mjs imports it).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENV_KEYS, type Env } from '../../lib/env.ts';

/** Whether a variable is fixed when the build is made (true) or read while the site runs (false). */
export function isBuildTimeSetting(key: keyof Env): boolean {
  return (
    key === 'SITE_URL' ||
    key === 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY' ||
    key === 'MEDIA_PUBLIC_URL' ||
    key.startsWith('COMPANY_') ||
    key.startsWith('SOCIAL_')
  );
}

/** Every build-time variable, in the order lib/env.ts lists them. */
export const BUILD_TIME_SETTINGS: readonly (keyof Env)[] = ENV_KEYS.filter(isBuildTimeSetting);

/** Where a build keeps the fingerprint of its settings (`next build` empties .next, so a new build drops it). */
export const BUILD_SETTINGS_FILE = path.join('.next', 'build-settings.json');

/** Per variable, a hash of its value (never the value: the action key is a secret). */
export type BuildSettings = Record<string, string>;

/** The fingerprint of a parsed configuration's build-time settings. */
export function buildSettingsOf(config: Env): BuildSettings {
  return Object.fromEntries(
    BUILD_TIME_SETTINGS.map((key) => [
      key,
      createHash('sha256')
        .update(JSON.stringify(config[key] ?? null))
        .digest('hex')
        .slice(0, 16),
    ]),
  );
}

/** The fingerprint the build in `root` was made with, or null when it has none (made by `next build` alone). */
export function readBuildSettings(root: string): BuildSettings | null {
  try {
    const recorded: unknown = JSON.parse(readFileSync(path.join(root, BUILD_SETTINGS_FILE), 'utf8'));
    return recorded && typeof recorded === 'object' ? (recorded as BuildSettings) : null;
  } catch {
    return null;
  }
}

/** Records the fingerprint in a build that has just been made. */
export function writeBuildSettings(root: string, settings: BuildSettings): void {
  writeFileSync(path.join(root, BUILD_SETTINGS_FILE), `${JSON.stringify(settings, null, 2)}\n`);
}

/** The build-time variables whose value differs from the one the build was made with. */
export function changedBuildSettings(recorded: BuildSettings, current: BuildSettings): string[] {
  const keys = new Set([...Object.keys(recorded), ...Object.keys(current)]);
  return [...keys].filter((key) => recorded[key] !== current[key]);
}

/**
 * `next build` in `root`, then the fingerprint of `config`'s build-time settings in the
 * new build (the configuration `next build` reads: the environment `loadConfig` filled
 * from the .env files). Returns the exit code of `next build`.
 */
export function runProductionBuild(root: string, config: Env): number {
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) return build.status ?? 1;
  writeBuildSettings(root, buildSettingsOf(config));
  return 0;
}

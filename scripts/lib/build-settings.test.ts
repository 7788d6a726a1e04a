import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENV_KEYS, parseEnv } from '@/lib/env';
import { BUILD_MARKER, BUILD_SOURCES, buildFreshness, describeFreshness } from './build-freshness';
import {
  BUILD_SETTINGS_FILE,
  BUILD_TIME_SETTINGS,
  buildSettingsOf,
  changedBuildSettings,
  readBuildSettings,
  writeBuildSettings,
} from './build-settings';

let root: string;
const T0 = new Date('2026-11-27T10:00:00Z');

function file(relative: string, when: Date = T0) {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, when, when);
}

/** A build made after every source, with the settings of this configuration. */
function builtWith(environment: Record<string, string>) {
  file('app/page.tsx');
  file(BUILD_MARKER, new Date(T0.getTime() + 60_000));
  writeBuildSettings(root, buildSettingsOf(parseEnv(environment)));
}

const KEY = 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=';

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'hn-build-settings-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start and the settings a build was made with', () => {
  it('serves the build while the build-time settings are the ones it was made with', () => {
    builtWith({ SITE_URL: 'https://www.example.com.tr', COMPANY_PHONE: '+902120000000' });
    const same = buildSettingsOf(parseEnv({ SITE_URL: 'https://www.example.com.tr/', COMPANY_PHONE: '+902120000000' }));
    expect(buildFreshness(root, BUILD_SOURCES, same)).toEqual({ fresh: true });
  });

  it('rebuilds, naming SITE_URL, when the site moved to another address since the build', () => {
    builtWith({ SITE_URL: 'http://localhost:3000' });
    const freshness = buildFreshness(
      root,
      BUILD_SOURCES,
      buildSettingsOf(parseEnv({ SITE_URL: 'https://www.example.com.tr' })),
    );
    expect(freshness).toEqual({ fresh: false, reason: 'settings', changed: ['SITE_URL'] });
    expect(describeFreshness(freshness)).toBe(
      'Build-time settings changed after the last build (SITE_URL): rebuilding (next build)...',
    );
  });

  it('names every changed setting: the action key, the media address, the company identity', () => {
    builtWith({});
    const now = buildSettingsOf(
      parseEnv({
        NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: KEY,
        MEDIA_PUBLIC_URL: 'https://cdn.example.com',
        COMPANY_CITY: 'Ankara',
      }),
    );
    expect(buildFreshness(root, BUILD_SOURCES, now)).toEqual({
      fresh: false,
      reason: 'settings',
      changed: ['NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', 'COMPANY_CITY', 'MEDIA_PUBLIC_URL'],
    });
  });

  it('does not rebuild for a setting read while the site runs (port, database, limits, SMTP)', () => {
    builtWith({});
    const now = buildSettingsOf(
      parseEnv({
        PORT: '4000',
        HOSTNAME: '0.0.0.0',
        DATA_DIR: '/srv/veri',
        LEAD_RATE_LIMIT: '9',
        SMTP_URL: 'smtp://127.0.0.1',
      }),
    );
    expect(buildFreshness(root, BUILD_SOURCES, now)).toEqual({ fresh: true });
  });

  it('rebuilds a build that records no settings (made by next build alone), saying so', () => {
    file('app/page.tsx');
    file(BUILD_MARKER, new Date(T0.getTime() + 60_000));
    const freshness = buildFreshness(root, BUILD_SOURCES, buildSettingsOf(parseEnv({})));
    expect(freshness).toEqual({ fresh: false, reason: 'unrecorded-settings' });
    expect(describeFreshness(freshness)).toContain('does not record its build-time settings');
  });

  it('keeps the values out of the build folder: the action key is a secret', () => {
    builtWith({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: KEY, SITE_URL: 'https://www.example.com.tr' });
    const written = readFileSync(path.join(root, BUILD_SETTINGS_FILE), 'utf8');
    expect(written).not.toContain(KEY);
    expect(written).not.toContain('example.com.tr');
    expect(readBuildSettings(root)).toEqual(
      buildSettingsOf(parseEnv({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: KEY, SITE_URL: 'https://www.example.com.tr' })),
    );
  });

  it('counts every setting that reaches the build, and none that the running server reads', () => {
    expect(BUILD_TIME_SETTINGS).toEqual(
      expect.arrayContaining([
        'SITE_URL',
        'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY',
        'MEDIA_PUBLIC_URL',
        'COMPANY_NAME',
        'SOCIAL_GOOGLE',
      ]),
    );
    // Every company and social variable is pre-rendered into the public pages.
    expect(BUILD_TIME_SETTINGS).toEqual(
      expect.arrayContaining(ENV_KEYS.filter((k) => k.startsWith('COMPANY_') || k.startsWith('SOCIAL_'))),
    );
    for (const runtime of ['PORT', 'HOSTNAME', 'DATA_DIR', 'DATABASE_URL', 'AUTH_SECRET', 'TRUST_PROXY', 'SMTP_URL'])
      expect(BUILD_TIME_SETTINGS).not.toContain(runtime);
    expect(changedBuildSettings({ A: '1', B: '2' }, { A: '1', C: '3' })).toEqual(['B', 'C']);
  });
});

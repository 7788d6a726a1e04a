// Every folder of lib/ is a feature with a public surface or an open folder, with its reason
// (tools/eslint/features.mjs, docs/decisions/049-feature-front-doors.md); the features' index
// files are what tools/front-doors.mjs writes from today's imports.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES, OPEN_FOLDERS } from './features.mjs';
import { SERVER_ONLY_IMPORTS } from './server-only-imports.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const lib = path.join(root, 'lib');
const folders = readdirSync(lib, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the folders of lib/', () => {
  it('are each a feature or an open folder, with a reason, never both', () => {
    const listed = [...Object.keys(FEATURES), ...Object.keys(OPEN_FOLDERS)];
    expect(folders.filter((folder) => !listed.includes(folder))).toEqual([]);
    expect(listed.filter((folder) => !folders.includes(folder))).toEqual([]);
    expect(Object.keys(FEATURES).filter((folder) => folder in OPEN_FOLDERS)).toEqual([]);
    for (const [folder, reason] of Object.entries({ ...FEATURES, ...OPEN_FOLDERS }))
      expect(reason.length, folder).toBeGreaterThan(10);
  });

  it.each(Object.keys(FEATURES))('lib/%s has a browser-safe index.ts and a server-only index.server.ts', (feature) => {
    const index = path.join(lib, feature, 'index.ts');
    const server = path.join(lib, feature, 'index.server.ts');
    expect(existsSync(index) || existsSync(server), 'a feature has at least one index file').toBe(true);
    if (existsSync(index)) {
      const text = readFileSync(index, 'utf8');
      const specifiers = [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
      expect(specifiers.length).toBeGreaterThan(0);
      for (const specifier of specifiers) {
        // Only the feature's own modules, none of them server code.
        expect(specifier, specifier).toMatch(/^\.\/[\w./-]+$/);
        const normalized = `@/lib/${feature}/${specifier.slice(2)}`;
        for (const { pattern } of SERVER_ONLY_IMPORTS) expect(normalized, pattern).not.toMatch(new RegExp(pattern));
      }
      expect(text).not.toContain('server-only');
    }
    if (existsSync(server)) {
      const code = readFileSync(server, 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('//'));
      expect(code[0]).toBe("import 'server-only';");
    }
  });

  it("import nothing of the project for its effect but a stylesheet (package.json's sideEffects)", () => {
    // package.json declares the app's modules free of import side effects, so the bundler drops
    // what a feature's index re-exports and nobody uses (decision 049, the 130 KB budget).
    // True while no module is imported for its effect alone, as `import './x'`.
    const bare: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const file = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(file);
        else if (/\.(ts|tsx|mjs)$/.test(entry.name))
          for (const m of readFileSync(path.join(root, file), 'utf8').matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm))
            if (/^(\.|@\/)/.test(m[1]!) && !m[1]!.endsWith('.css')) bare.push(`${file}: ${m[1]}`);
      }
    };
    for (const dir of ['app', 'components', 'lib', 'content']) walk(dir);
    for (const file of ['proxy.ts', 'instrumentation.ts'])
      for (const m of readFileSync(path.join(root, file), 'utf8').matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm))
        if (/^(\.|@\/)/.test(m[1]!)) bare.push(`${file}: ${m[1]}`);
    expect(bare).toEqual([]);
    const { sideEffects } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      sideEffects: string[];
    };
    expect(sideEffects).toEqual(['*.css']);
  });

  it('have index files as tools/front-doors.mjs writes them from the imports of today', () => {
    const result = spawnSync(process.execPath, [path.join(root, 'tools', 'front-doors.mjs'), '--check'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.stderr + result.stdout).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);
});

// lib/leads is the hub every feature depends on, and depends on none of the features it serves
// (docs/decisions/047): an e-mail is registered in lib/outbox/kinds.server.ts, what a new lead
// starts elsewhere is wired in lib/wiring/. ESLint refuses static imports (eslint.config.mjs);
// this reads every file of the folder, dynamic imports and vi.mock included.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEADS_FORBIDDEN_FEATURES, LEADS_FORBIDDEN_IMPORT } from '@/tools/eslint/leads-boundary.mjs';

const folder = import.meta.dirname;
const forbidden = new RegExp(LEADS_FORBIDDEN_IMPORT);
/** Every module a source text names: import … from, export … from, import '…', import('…'), vi.mock('…'), require('…'). */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.(?:mock|doMock)\(\s*|\brequire\(\s*)['"]([^'"]+)['"]/g;

const specifiers = (text: string) => [...text.matchAll(SPECIFIER)].map((m) => m[1]!);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(path.join(dir, entry.name))
      : /\.(ts|tsx|mts|js|mjs)$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  );
}

describe('lib/leads', () => {
  it('imports none of the features it serves: offers, reviews, calendar, alerts, inventory, lead files', () => {
    const files = sourceFiles(folder);
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => forbidden.test(specifier))
        .map((specifier) => `${path.relative(folder, file)}: ${specifier}`),
    );
    expect(found).toEqual([]);
  });

  it('would notice each of them, by alias, by a relative path, dynamically or mocked', () => {
    const text = LEADS_FORBIDDEN_FEATURES.map((feature, i) =>
      [
        `import { a } from '@/lib/${feature}/x.server';`,
        `export * from '../${feature}/y';`,
        `const b${i} = await import('@/lib/${feature}/z');`,
        `vi.mock('../../lib/${feature}', () => ({}));`,
      ].join('\n'),
    ).join('\n');
    const caught = specifiers(text).filter((specifier) => forbidden.test(specifier));
    expect(caught).toHaveLength(LEADS_FORBIDDEN_FEATURES.length * 4);
    // The queues it writes to and its own modules are not features it serves.
    const allowed = specifiers(
      "import { enqueueLeadNotification } from '@/lib/outbox/store.server';\nimport { LEAD_KINDS } from './kinds';\nimport x from '@/lib/leads-extra';",
    );
    expect(allowed.filter((specifier) => forbidden.test(specifier))).toEqual([]);
  });
});

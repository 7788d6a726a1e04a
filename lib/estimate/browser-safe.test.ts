import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The query parser, the settings schema, the model and the formatting run in the browser
// too (the form's instant feedback, the staff form). They may import zod and each other,
// nothing else: no content table, no server module, no Node built-in.
const BROWSER_SAFE = ['types.ts', 'query.ts', 'settings.ts', 'model.ts', 'format.ts', 'form.ts', 'place-prices.ts'];

function importsOf(file: string): string[] {
  const source = readFileSync(path.join(import.meta.dirname, file), 'utf8');
  return [
    ...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm),
  ].map((m) => m[1] ?? m[2] ?? '');
}

describe('browser-safe estimate modules', () => {
  it.each(BROWSER_SAFE)('%s imports only zod and the other browser-safe modules', (file) => {
    for (const specifier of importsOf(file)) {
      const allowed = specifier === 'zod' || BROWSER_SAFE.includes(`${specifier.replace(/^\.\//, '')}.ts`);
      expect(allowed, `${file} imports ${specifier}`).toBe(true);
    }
  });

  it('sees the imports of a server module (so the check above can fail)', () => {
    expect(importsOf('estimate.server.ts')).toEqual(
      expect.arrayContaining(['server-only', '@/lib/content/places', './distances.server']),
    );
  });
});

import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were the file at `file` (relative to the project root); returns the messages. */
async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result?.messages.map((m) => `${m.ruleId}: ${m.message}`) ?? [];
}

const CLIENT = "'use client';\n";

describe('import boundaries (npm run lint)', () => {
  it('refuses a client component that imports the route table, and says why', async () => {
    const messages = await lint(
      'app/(site)/_components/example-widget.tsx',
      `${CLIENT}import { ROUTES } from '@/lib/routes';\nexport const n = ROUTES.length;\n`,
    );
    expect(messages).toEqual([expect.stringMatching(/^local\/client-boundary: '@\/lib\/routes': .*content tables/)]);
  });

  it('refuses relative paths into the content tables and Node built-ins from client code', async () => {
    const messages = await lint(
      'components/ui/example.tsx',
      `${CLIENT}import { SERVICES } from '../../content/services';\nimport fs from 'fs';\nexport const a = [SERVICES, fs];\n`,
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/content tables are large/);
    expect(messages[1]).toMatch(/Node\.js built-ins/);
  });

  // tools/eslint/fixtures/: leaky.ts -> middle.ts -> secret.server.ts; browser-safe.ts -> plain.ts.
  const WIDGET = 'app/(site)/_components/example-widget.tsx';
  const useFixture = (module: string) =>
    `${CLIENT}import { X } from '@/tools/eslint/fixtures/${module}';\nexport const x = X;\n`;

  it("follows a client component's imports and names the chain that reaches a server module", async () => {
    const messages = await lint(WIDGET, useFixture('leaky'));
    expect(messages).toEqual([
      `local/client-boundary: '@/tools/eslint/fixtures/leaky' leads to server code (${[
        WIDGET,
        'tools/eslint/fixtures/leaky.ts',
        'tools/eslint/fixtures/middle.ts',
        'tools/eslint/fixtures/secret.server.ts',
      ].join(
        ' → ',
      )}); everything a client component imports is shipped to the browser, however deep: a *.server.ts module runs on the server only (SQL, secrets); pass plain data as props instead.`,
    ]);
    // A relative path is the same module.
    expect(
      await lint(
        'tools/eslint/fixtures/example-widget.tsx',
        `${CLIENT}import { M } from './middle';\nexport const m = M;\n`,
      ),
    ).toEqual([
      expect.stringMatching(
        /^local\/client-boundary: '.\/middle' leads to server code \(.*middle\.ts → tools\/eslint\/fixtures\/secret\.server\.ts\)/,
      ),
    ]);
  });

  it('lets a client component import modules that import only browser-safe code, types and actions', async () => {
    expect(await lint(WIDGET, useFixture('browser-safe'))).toEqual([]);
    // Type-only imports are erased; a 'use server' module reaches the browser as references.
    expect(await lint(WIDGET, useFixture('types-only'))).toEqual([]);
    expect(await lint(WIDGET, useFixture('action'))).toEqual([]);
    // A server component may import the leaky module.
    expect(await lint('app/(site)/example/page.tsx', useFixture('leaky').replace(CLIENT, ''))).toEqual([]);
  });

  it("has a module that imports 'server-only' named *.server.ts, and the other way round", async () => {
    const marked = "import 'server-only';\nexport const x = 1;\n";
    expect(await lint('lib/validation/example.ts', marked)).toEqual([
      expect.stringMatching(/^local\/server-file-name: 'example\.ts' imports 'server-only'.*example\.server\.ts/),
    ]);
    expect(await lint('lib/validation/example.server.ts', marked)).toEqual([]);
    expect(await lint('lib/example.server.ts', 'export const x = 1;\n')).toEqual([
      expect.stringMatching(
        /^local\/server-file-name: 'example\.server\.ts' is named \.server but does not import 'server-only'/,
      ),
    ]);
  });

  it('allows the same import in a server component, and type-only imports in client code', async () => {
    expect(
      await lint('app/(site)/example/page.tsx', `import { ROUTES } from '@/lib/routes';\nexport const n = ROUTES;\n`),
    ).toEqual([]);
    expect(
      await lint(
        'app/(site)/_components/example-widget.tsx',
        `${CLIENT}import type { ServiceSlug } from '@/content/services';\nexport const s: ServiceSlug | null = null;\n`,
      ),
    ).toEqual([]);
  });

  it('keeps the public site and the staff area apart', async () => {
    const site = await lint(
      'app/(site)/example/page.tsx',
      `import { X } from '../../(admin)/admin/x';\nexport const y = X;\n`,
    );
    expect(site).toEqual([expect.stringMatching(/^local\/group-boundary: .*never import the staff area/)]);
    const admin = await lint(
      'app/(admin)/admin/example.tsx',
      `import { X } from '@/app/(site)/x';\nexport const y = X;\n`,
    );
    expect(admin).toEqual([expect.stringMatching(/^local\/group-boundary: .*never imports public pages/)]);
  });

  it('keeps content/ plain data: an import from lib/, app/ or components/ fails, and says why', async () => {
    const messages = await lint(
      'content/place-texts/example.ts',
      [
        "import { fillFacts } from '@/lib/company-facts';",
        "import { provincePath } from '../../lib/routes';",
        "import type { Env } from '@/lib/env';",
        "import { Button } from '@/components/ui/button';",
        "import { X } from '@/app/(site)/x';",
        'export const a = [fillFacts, provincePath, Button, X];',
        'export type E = Env;',
        '',
      ].join('\n'),
    );
    expect(messages).toHaveLength(5);
    for (const m of messages)
      expect(m).toMatch(
        /^local\/content-boundary: '[^']+': content\/ is plain data and imports nothing outside content\//,
      );
    // The old circle: a content module filling facts through lib/company-facts.ts.
    expect(messages[0]).toMatch(/'@\/lib\/company-facts'.*lib\/content\//);
  });

  it('lets content/ import content/, by alias or relative path, types included', async () => {
    expect(
      await lint(
        'content/place-texts/example.ts',
        [
          "import type { PlaceText } from '../types';",
          "import { REGION_TABLE } from '@/content/regions';",
          "import { SERVICE_FACTS } from '../services';",
          'export const a: PlaceText[] = [];',
          'export const b = [REGION_TABLE, SERVICE_FACTS];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('has pages read texts with fact tokens as loaded (lib/content/), not raw from content/', async () => {
    const code = "import { PEOPLE } from '@/content/team';\nexport const p = PEOPLE;\n";
    expect(await lint('app/(site)/example/page.tsx', code)).toEqual([
      expect.stringMatching(/^local\/loaded-content: '@\/content\/team': these texts carry company-fact tokens/),
    ]);
    expect(await lint('lib/example.ts', code)).toHaveLength(1);
    expect(await lint('lib/content/example.ts', code)).toEqual([]);
    expect(
      await lint('app/(site)/example/page.tsx', "import { TEAM } from '@/lib/content/team';\nexport const t = TEAM;\n"),
    ).toEqual([]);
  });

  it('keeps the loaded content out of client components', async () => {
    const messages = await lint(
      'app/(site)/_components/example-widget.tsx',
      `${CLIENT}import { PROVINCES } from '@/lib/content/places';\nexport const n = PROVINCES.length;\n`,
    );
    expect(messages).toEqual([expect.stringMatching(/^local\/client-boundary: .*loaded content tables are large/)]);
  });

  it('keeps the test helpers (test/) out of the product, by any path, and lets tests use them', async () => {
    const code = (from: string) => `import { testEngines } from '${from}';\nexport const e = testEngines;\n`;
    expect(await lint('lib/data/example.ts', code('@/test/db-engines'))).toEqual([
      expect.stringMatching(/^local\/test-boundary: '@\/test\/db-engines': test helpers are for tests only/),
    ]);
    expect(await lint('app/(admin)/admin/example.tsx', code('../../../test/db-engines'))).toEqual([
      expect.stringMatching(/^local\/test-boundary: /),
    ]);
    expect(await lint('lib/data/example.test.ts', code('@/test/db-engines'))).toEqual([]);
    expect(await lint('e2e/example.spec.ts', code('../test/db-engines'))).toEqual([]);
  });

  it('keeps the features lib/leads serves out of lib/leads, tests included, and lets it use the outbox', async () => {
    const code = (from: string) => `import * as m from '${from}';\nexport const x = m;\n`;
    // By their front doors (decision 049), which is how code outside a feature imports it…
    for (const [file, from] of [
      ['lib/leads/example.ts', '@/lib/offers/index.server'],
      ['lib/leads/example.ts', '../alerts/index.server'],
      ['lib/leads/example.test.ts', '@/lib/inventory'],
      ['lib/leads/example.ts', '@/lib/lead-files/index.server'],
      ['lib/leads/example.ts', '@/lib/reviews'],
      ['lib/leads/example.ts', '../calendar'],
    ]) {
      expect(await lint(file!, code(from!)), from).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*lib\/leads imports no feature it serves/),
      ]);
    }
    // …and by a path into them, which the feature boundary refuses as well.
    expect((await lint('lib/leads/example.ts', code('@/lib/offers/repository.server'))).sort()).toEqual([
      expect.stringMatching(/^local\/feature-boundary: /),
      expect.stringMatching(/^no-restricted-imports: .*lib\/leads imports no feature it serves/),
    ]);
    expect(await lint('lib/leads/example.ts', code('@/lib/outbox/index.server'))).toEqual([]);
    expect(await lint('lib/leads/example.ts', code('@/lib/outbox'))).toEqual([]);
    expect(await lint('lib/wiring/example.ts', code('@/lib/alerts/index.server'))).toEqual([]);
  });

  it('reaches a feature from outside only through its index files, and says how (decision 049)', async () => {
    const code = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;
    const refused = (specifier: string, feature: string) =>
      expect.stringMatching(
        new RegExp(
          `^local/feature-boundary: '${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}' reaches into lib/${feature}: import it from the feature's index, '@/lib/${feature}' \\(browser-safe\\) or '@/lib/${feature}/index.server'.*tools/front-doors\\.mjs`,
        ),
      );
    for (const [file, from, feature] of [
      ['app/(site)/example/page.tsx', '@/lib/offers/labels', 'offers'],
      ['lib/wiring/example.ts', '../calendar/survey-bookings.server', 'calendar'],
      ['components/example.tsx', '../lib/estimate/format', 'estimate'],
      ['lib/offers/example.test.ts', '@/lib/lead-files/repository.server', 'lead-files'],
      ['scripts/example.ts', '@/lib/leads/repository.server', 'leads'],
    ]) {
      expect(await lint(file!, code(from!)), `${file} ← ${from}`).toEqual([refused(from!, feature!)]);
    }
    // Type imports, re-exports and dynamic imports too.
    expect(
      await lint('app/example.ts', "import type { Offer } from '@/lib/offers/types';\nexport type O = Offer;\n"),
    ).toEqual([refused('@/lib/offers/types', 'offers')]);
    expect(await lint('app/example.ts', "export { x } from '@/lib/offers/labels';\n")).toEqual([
      refused('@/lib/offers/labels', 'offers'),
    ]);
    expect(
      await lint(
        'scripts/example.ts',
        "const { x } = await import('@/lib/team/accounts.server');\nexport const y = x;\n",
      ),
    ).toEqual([refused('@/lib/team/accounts.server', 'team')]);
    // The index files, the feature's own files, open folders and other lib/ modules are free.
    for (const [file, from] of [
      ['app/(site)/example/page.tsx', '@/lib/offers'],
      ['app/(site)/example/page.tsx', '@/lib/offers/index.server'],
      ['lib/offers/example.ts', '@/lib/offers/repository.server'],
      ['lib/offers/example.ts', './labels'],
      ['lib/offers/example.test.ts', '../offers/labels'],
      ['app/(site)/example/page.tsx', '@/lib/data/media.server'],
      ['app/(site)/example/page.tsx', '@/lib/leads-extra/x'],
      ['app/(site)/example/page.tsx', '@/lib/format'],
      // The stories run in plain Node, where a door would load modules only Next's build resolves.
      ['e2e/example.ts', '@/lib/leads/repository.server'],
    ]) {
      expect(await lint(file!, code(from!)), `${file} ← ${from}`).toEqual([]);
    }
    // A test types the module its vi.mock replaces with that module, and only a test.
    const typing =
      "import type * as Effective from '@/lib/settings/effective.server';\nexport type E = typeof Effective;\n";
    expect(await lint('app/(admin)/example.test.ts', typing)).toEqual([]);
    expect(await lint('app/(admin)/example.ts', typing)).toEqual([
      refused('@/lib/settings/effective.server', 'settings'),
    ]);
  });

  it('reads process.env only in lib/env.ts and the allowed entry points', async () => {
    const code = 'export const port = process.env.PORT;\n';
    expect(await lint('lib/example.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: .*lib\/env\.ts/),
    ]);
    expect(await lint('scripts/example.ts', code)).toEqual([]);
  });
});

// Lint rules of the code base. The boundaries below are the code base's conventions made
// checks: each message says why the rule exists. See docs/decisions/004-enforced-rules.md.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import boundaries from './tools/eslint/import-boundaries.mjs';
import { LEADS_FORBIDDEN_IMPORT } from './tools/eslint/leads-boundary.mjs';
import { FEATURES } from './tools/eslint/features.mjs';
import { SERVER_ONLY_IMPORTS } from './tools/eslint/server-only-imports.mjs';

/**
 * content/ is plain data: it imports nothing outside content/, types included (lib/ and app/
 * read content, never the other way round). docs/decisions/021-content-is-data.md.
 */
const CONTENT_IMPORTS = [
  {
    pattern: '^@/(?!content(/|$))',
    message:
      'content/ is plain data and imports nothing outside content/ (lib/ and app/ read content, never the other way round). Fill company facts, paths and slugs where the content is loaded, in lib/content/ (docs/decisions/021-content-is-data.md).',
  },
];

/** Content modules whose texts carry company-fact tokens: code outside lib/content/ reads them loaded. */
const TOKEN_TEXTS = [
  {
    pattern: '^@/content/(blog|corporate|place-texts|service-texts|team)(/|$)',
    message:
      "these texts carry company-fact tokens ({district}, {foundingYear}…); read them as loaded, from '@/lib/content/…', where the facts are filled in.",
  },
];

/** Places where reading `process.env` directly is allowed; everything else reads `lib/env.ts`. */
const ENV_READERS = [
  'lib/env.ts',
  'next.config.ts',
  'instrumentation.ts',
  'playwright.config.ts',
  'vitest.config.ts',
  'scripts/**',
  'tools/**',
  'e2e/**',
  '**/*.test.ts',
  '**/*.test.tsx',
  'test/**',
];

export default [
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      // The artwork generators: a package of their own, outside the site (docs/decisions/005).
      'tools/artwork/**',
    ],
  },
  {
    plugins: { local: boundaries },
    rules: {
      // Photos are re-encoded at upload into fixed WebP sizes with their own srcset (lib/media),
      // and the artwork is SVG; next/image's optimizer would re-encode them once more.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A client component, and every module it imports however deep, stays free of server code:
      // the rule follows the import graph and names the chain (tools/eslint/import-boundaries.mjs).
      'local/client-boundary': ['error', { onlyUseClient: true, followImports: true, forbidden: SERVER_ONLY_IMPORTS }],
      // `import 'server-only'` and the *.server.ts name go together, so the name alone marks server code.
      'local/server-file-name': 'error',
      // A feature of lib/ is reached from outside only through its index.ts (browser-safe) and
      // index.server.ts, written by tools/front-doors.mjs (docs/decisions/049-feature-front-doors.md).
      'local/feature-boundary': ['error', { features: Object.keys(FEATURES) }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through lib/env.ts: it is validated once, with messages that name the variable.',
        },
      ],
    },
  },
  {
    // Playwright loads the stories' modules in plain Node, outside Next's build: a feature's door
    // would load every module of it, some of which resolve only there (next/server). The stories
    // reach the data layer file by file, as a feature's own tests do (decision 049).
    // Node runs scripts/server.ts and scripts/lib/ itself (type stripping, no tsx), which resolves
    // neither '@/' nor a folder's index: they import a feature's file with its .ts extension.
    files: ['e2e/**', 'scripts/server.ts', 'scripts/lib/**'],
    rules: { 'local/feature-boundary': 'off' },
  },
  {
    // The lead forms' rules reach every phone that opens /teklif-al or /iletisim: zod stays on
    // the server (lib/validation/lead-schema.ts), docs/decisions/020-boot-scripts-after-parse.md.
    files: ['lib/validation/lead.ts'],
    rules: {
      'local/client-boundary': [
        'error',
        {
          forbidden: [
            ...SERVER_ONLY_IMPORTS,
            { pattern: '^zod$', message: 'the forms ship this module to the browser; zod belongs in lead-schema.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['app/(site)/**'],
    rules: {
      'local/group-boundary': [
        'error',
        {
          forbidden: [
            {
              pattern: '^@/app/\\(admin\\)',
              message: 'public pages never import the staff area; move shared code to lib/ or components/.',
            },
            {
              pattern: '^next/link$',
              message:
                "use '@/components/ui/link': it prefetches a route on intent (hover, touch, focus), not every link in view while a phone loads the page (docs/decisions/014-page-speed.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/(admin)/**'],
    rules: {
      'local/group-boundary': [
        'error',
        {
          forbidden: [
            {
              pattern: '^@/app/\\(site\\)',
              message: 'the staff area never imports public pages; move shared code to lib/ or components/.',
            },
          ],
        },
      ],
    },
  },
  {
    // lucide-react draws every icon through its client component: an icon in a server component
    // became a client reference, lucide's runtime went into every page's scripts and each icon's
    // data into the page's payload. The icons are plain SVG from '@/components/ui/icons',
    // generated by tools/icons.mjs (docs/decisions/055-read-only-data-and-lighter-pages.md).
    files: ['app/**', 'components/**', 'lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message:
                "import the icon from '@/components/ui/icons' and run `node tools/icons.mjs` (lucide-react's icons are client components).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['content/**'],
    rules: { 'local/content-boundary': ['error', { includeTypeImports: true, forbidden: CONTENT_IMPORTS }] },
  },
  {
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['lib/content/**'],
    rules: { 'local/loaded-content': ['error', { forbidden: TOKEN_TEXTS }] },
  },
  {
    // Test helpers (test/) live outside the product's folders so they are never shipped.
    files: ['app/**', 'components/**', 'content/**', 'lib/**', 'scripts/**', 'proxy.ts', 'instrumentation.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'local/test-boundary': [
        'error',
        {
          forbidden: [
            {
              pattern: '^@/test(/|$)',
              message:
                'test helpers are for tests only; the product never imports them (docs/decisions/024-test-fixtures.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // Migrations are history (STYLE habit 24, docs/decisions/051-every-engine-test-on-postgres.md):
    // frozen SQL and values, never live code that a later change would make an old migration
    // write differently. Kysely, Node built-ins (node:crypto) and the folder's own files only.
    files: ['lib/db/migrations/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!kysely(/|$)|node:|\\./)',
              message:
                'a migration imports only kysely, node: built-ins and its own folder: copy the logic it needs into it as frozen code (docs/decisions/051-every-engine-test-on-postgres.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // lib/leads is the hub every feature depends on; it depends on none of them, so a new
    // e-mail, alert or lead-related feature never means editing it (docs/decisions/047). Each
    // feature registers its e-mails in lib/outbox/kinds.server.ts; what a new lead starts elsewhere
    // is wired in lib/wiring/. Tests included: a test that crosses features lives where they meet.
    files: ['lib/leads/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: LEADS_FORBIDDEN_IMPORT,
              message:
                'lib/leads imports no feature it serves (offers, reviews, calendar, alerts, inventory, lead files): register an e-mail kind in lib/outbox/kinds.server.ts, or pass what the feature does in from lib/wiring/ (docs/decisions/047-outbox-owns-delivery.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['*.config.mjs', 'tools/**/*.mjs'],
    rules: { 'import/no-anonymous-default-export': 'off' },
  },
  {
    files: ENV_READERS,
    rules: { 'no-restricted-syntax': 'off' },
  },
];

// What code that runs in the browser must never import, and why: read by eslint.config.mjs
// (`local/client-boundary`) and by tools/front-doors.mjs, which keeps a feature's index.ts free of it.
/** What code that runs in the browser must never import, and why. */
export const SERVER_ONLY_IMPORTS = [
  { pattern: '^server-only$', message: 'marked server-only; a browser bundle cannot include it.' },
  { pattern: '^node:', message: 'Node.js built-ins do not exist in the browser.' },
  {
    pattern: '\\.server$',
    message: 'a *.server.ts module runs on the server only (SQL, secrets); pass plain data as props instead.',
  },
  { pattern: '^@/lib/db(/|$)', message: 'the database layer is server code; pass plain data as props instead.' },
  {
    pattern: '^@/lib/data(/|$)',
    message: 'data modules run SQL on the server; call them from a server component or action.',
  },
  {
    pattern: '^@/content(/|$)',
    message:
      'the content tables are large; importing them ships every text to the browser. Pass what the component needs as props.',
  },
  {
    pattern: '^@/lib/content(/|$)',
    message:
      'the loaded content tables are large; importing them ships every text to the browser. Pass what the component needs as props.',
  },
  { pattern: '^@/lib/routes$', message: 'the route table pulls in the content tables; pass the links as props.' },
  { pattern: '^@/lib/(env|site)$', message: 'configuration is read on the server; pass the values as props.' },
];

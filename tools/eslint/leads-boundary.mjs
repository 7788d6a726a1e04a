// The features lib/leads serves and never imports (docs/decisions/047-outbox-owns-delivery.md):
// read by eslint.config.mjs (static imports, on every lint) and lib/leads/boundaries.test.ts
// (every import of the folder's files, dynamic ones and vi.mock included).
export const LEADS_FORBIDDEN_FEATURES = ['offers', 'reviews', 'calendar', 'alerts', 'inventory', 'lead-files'];

/** An import specifier that reaches one of them: by the `@/lib/` alias or by a relative path out of lib/leads. */
export const LEADS_FORBIDDEN_IMPORT = `^(@/lib/|(\\.\\./)+(lib/)?)(${LEADS_FORBIDDEN_FEATURES.join('|')})(/|$)`;

// The folders of lib/, each either a feature with a public surface or an open folder
// (docs/decisions/049-feature-front-doors.md). A feature is reached from outside only through
// `lib/<feature>/index.ts` (browser-safe) and `lib/<feature>/index.server.ts` (server code):
// the `local/feature-boundary` rule (tools/eslint/feature-boundary.mjs) refuses an import of any
// other file of it from outside its folder, and tools/front-doors.mjs writes the two files.
// An open folder is infrastructure or glue that any code imports file by file. A new folder
// under lib/ goes in one of the two lists (tools/eslint/features.test.ts fails until it does).

/** Features: their folder name, with what they hold. */
export const FEATURES = {
  leads: 'the leads themselves: forms, submission, repository, customer page; the hub the others serve',
  offers: 'written offers, their acceptance and PDF',
  reviews: 'reviews after a move and damage reports',
  calendar: 'survey booking, moves, vehicles, crews, reminders and the iCalendar feed',
  alerts: 'staff alerts over Web Push',
  inventory: "the customer's inventory and the item catalogue",
  'lead-files': 'private survey and damage photos and videos of a lead, and their queries',
  team: 'staff accounts and assignment',
  outbox: 'the e-mail outbox: queue, delivery loop, transport',
  estimate: 'the price estimate of a move',
  media: 'public photos and videos: upload, re-encoding, URLs',
  settings: 'the staff-editable settings: company, prices, forms',
  included: "the table of what a move's price includes",
  visitors: 'page-view counting',
  currency: 'exchange rates',
};

/** Open folders: imported file by file, each with the reason it has no front door. */
export const OPEN_FOLDERS = {
  admin: 'the staff area’s shared helpers (paths, the staff action wrapper), used by every staff page',
  auth: 'sessions, roles and the permission table: infrastructure every page and action checks',
  cache: 'revalidation plumbing of the whole site',
  content: 'the loaded content tables, read per table by pages (and kept out of client code by their own rule)',
  data: 'one query module per shared table (settings, media, page views…), infrastructure below the features',
  db: 'the database layer: engine, schema, migrations',
  demo: 'the demo data generator, an operator tool that uses every feature',
  email: 'the e-mail HTML and sender helpers every feature uses',
  forms: 'the early-input helper of every form',
  http: 'request helpers (same origin, proxies, flash cookies)',
  ops: 'backup and restore, an operator tool',
  seo: 'metadata and JSON-LD helpers of every page',
  storage: 'the storage interface under uploads and media',
  text: 'small text helpers',
  validation: 'the form field rules shared by the browser and the server',
  wiring:
    'where features meet (what a new lead starts, the trash purge): it imports features; entry points and tests import it',
};

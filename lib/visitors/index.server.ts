// The public surface of lib/visitors for server code: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). The browser-safe names are in index.ts.
import 'server-only';
export { loadVisitorFigures, type VisitorFigures } from './figures.server';
export { flushPageViews, startPageViewFlush } from './flush.server';

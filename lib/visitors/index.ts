// The public surface of lib/visitors, browser-safe: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). Server modules are in index.server.ts.
export { countPageView, takePageViews } from './page-views';

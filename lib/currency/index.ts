// The public surface of lib/currency, browser-safe: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). Server modules are in index.server.ts.
export { formatRate, rateLabel, type RatesSnapshot } from './rates';

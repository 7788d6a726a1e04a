// The public surface of lib/settings, browser-safe: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). Server modules are in index.server.ts.
export {
  companyFieldLabel,
  companyFromEnv,
  effectiveCompany,
  parseCompanySettings,
  placeholderWarning,
  serviceHoursOf,
  type CompanySettings,
} from './company';
export { countStats, qualityStats, type Stat } from './figures';

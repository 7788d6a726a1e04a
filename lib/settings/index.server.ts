// The public surface of lib/settings for server code: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). The browser-safe names are in index.ts.
import 'server-only';
export {
  builtInCompany,
  companyOf,
  estimateNumbersOf,
  getClaimsStatus,
  getCompany,
  getEditedFacts,
  getEstimateNumbers,
  getFeaturedServices,
  getIdentityStatus,
  getIncludedTable,
  getSavedSettings,
  getService,
  getServiceList,
  getServicePrices,
  getSettingVersions,
  getSite,
  includedOf,
  revalidateSiteFacts,
  servicePricesOf,
  SETTING_KEYS,
  type ClaimsStatus,
} from './effective.server';
export {
  companyDisplay,
  companyFormGroups,
  companyFormValues,
  fieldLabels,
  parseCompanyForm,
  parsePricesForm,
  pricesDisplay,
  pricesFormGroups,
  pricesFormValues,
} from './forms';
export { builtInServicePrices, effectiveServicePrices } from './prices';

// The public surface of lib/estimate for server code: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). The browser-safe names are in index.ts.
import 'server-only';
export {
  describeEstimateInput,
  DISTRICT_OPTIONS,
  ESTIMATE_CSV_HEADERS,
  estimateCsvCells,
  estimateWhatsappText,
  formatMoveDate,
  placeName,
  PROVINCE_OPTIONS,
  type PlaceOption,
} from './describe.server';
export { roadDistanceKm } from './distances.server';
export { estimateFromQuery, estimateMoveByRoad, getEstimateSettings } from './estimate.server';
export { regionDelivery, routePriceTable } from './place-route.server';
export { QUOTE_ESTIMATE_FIELD, quoteEstimateFromForm, quotePageWithEstimate } from './quote.server';
export { staffEstimateSummary, type EstimateSummary } from './staff-summary.server';

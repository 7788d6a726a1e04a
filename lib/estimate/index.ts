// The public surface of lib/estimate, browser-safe: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). Server modules are in index.server.ts.
export { DISTRICT_FIELDS, DISTRICT_PROVINCE, estimateSearch } from './form';
export { formatDuration, formatTl, formatTlRange } from './format';
export {
  ESTIMATE_PROMISE,
  ESTIMATE_SERVICES,
  estimateMove,
  type DayLoad,
  type EstimateContext,
  type EstimateDuration,
  type MoveEstimate,
  type PricedLines,
  type SharedEstimate,
  type StartingPrices,
} from './model';
export {
  PLACE_PRICE_DEFAULTS,
  placeEstimateHref,
  placePriceTable,
  type PlacePriceTable,
  type RoutePlace,
} from './place-prices';
export {
  estimateQueryString,
  FURNITURE_LIFT_MAX_FLOOR,
  MAX_DAYS_AHEAD,
  MAX_FLOOR,
  todayInIstanbul,
  type EstimateParam,
  type EstimateQueryValues,
} from './query';
export {
  DEFAULT_ESTIMATE_SETTINGS,
  ESTIMATE_SETTING_FIELDS,
  parseEstimateSettings,
  VOLUME_RULE,
  type EstimateSettingField,
  type EstimateSettings,
} from './settings';
export { HOME_SIZE_LABELS, HOME_SIZES, type EstimateInput, type HomeSize, type MoveEnd } from './types';

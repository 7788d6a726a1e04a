// The public surface of lib/leads, browser-safe: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). Server modules are in index.server.ts.
export {
  AD_PARAMS,
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_MAX_LENGTH,
  ATTRIBUTION_STORAGE_KEY,
  type Attribution,
} from './attribution';
export { customerTimeline, stepText, type CustomerTimeline } from './customer-page';
export {
  customerPagePlan,
  type CustomerPageFacts,
  type CustomerPagePlan,
  type CustomerSectionId,
  type PlannedSection,
} from './customer-page-plan';
export {
  HONEYPOT_FIELD,
  INITIAL_LEAD_STATE,
  STARTED_AT_FIELD,
  SUBMISSION_FIELD,
  TOO_LARGE_PARAM,
  TOO_LARGE_VALUE,
  type LeadFormState,
  type LeadReach,
} from './form-state';
export { isLeadKind, LEAD_KINDS, LEAD_NOTICES, leadDetails, leadKindOfTab, leadListDetails } from './kinds';
export { refuseOversizeLeadForm } from './oversize';
export {
  classifySource,
  CLOSED_STATUSES,
  dateToIstanbulLocal,
  formatMinutes,
  formatNationalPhone,
  isLeadSource,
  isLeadStatus,
  istanbulDayStart,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LOST_REASONS,
  lostReasonLabel,
  RESPONSE_TARGET_MINUTES,
  sourceLabel,
  STAFF_ENTRY_SOURCES,
  statusLabel,
  TRASH_DAYS,
  type LeadSource,
  type LeadStatus,
  type StaffEntrySource,
} from './pipeline';
export { formPage, FROM_PAGE_PARAM, routeLeadPost, wantsJson } from './post-route';
export { isRoomKey, roomLabel, ROOMS, type RoomKey } from './rooms';
export { leadSearchText } from './search-text';
export {
  LEAD_KIND_IDS,
  type Lead,
  type LeadKind,
  type Page,
  type QuoteEstimate,
  type QuoteRequest,
  type ReadFilter,
} from './types';

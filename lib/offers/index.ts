// The public surface of lib/offers, browser-safe: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). Server modules are in index.server.ts.
export { offerPdfPath } from './accepted-email';
export {
  ANSWER_FLASH_COOKIE,
  ANSWER_FLASH_MAX_AGE,
  ASSUMPTION_CONFIRM,
  assumptionField,
  FOLLOW_UP_FIELD,
  FOLLOW_UP_LABEL,
  TERMS_LABEL,
  type AnswerFlash,
} from './answer-form';
export {
  CONDITION_CHECK_LABELS,
  CONDITION_RECORD_NOTE,
  CONDITION_RECORD_TITLE,
  conditionRecordRows,
  type ConditionCheck,
  type ConditionRecordRow,
} from './condition-record';
export { OFFER_STATE_LABELS, OFFER_STATE_TONE } from './labels';
export { DAMAGE_NOTICE } from './legal';
export {
  isOfferField,
  lineRowCount,
  offerFormValues,
  parseAmount,
  parseOfferForm,
  type OfferFormState,
} from './offer-form';
export { buildOfferSnapshot, readOfferSnapshot, type OfferSnapshot, type SnapshotFile } from './snapshot';
export {
  DEFAULT_PAYMENT_TERMS,
  DEFAULT_VAT,
  offerContentSchema,
  offerState,
  offerVat,
  type Offer,
  type OfferAcceptance,
  type OfferContent,
  type OfferState,
} from './types';

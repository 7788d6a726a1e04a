// The public surface of lib/offers for server code: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). The browser-safe names are in index.ts.
import 'server-only';
export {
  answerCurrentOffer,
  decodeFlash,
  encodeFlash,
  loadCustomerOffers,
  OPEN_STATES,
  type ShownOffer,
} from './customer-offer.server';
export { offerAcceptedMail, offerResponseMail, offerSentMail } from './outbox.server';
export { pdfTitle, renderOfferPdf } from './pdf.server';
export { prefillOffer } from './prefill';
export { companyVat, prefillForLead } from './prefill.server';
export {
  acceptOffer,
  firstAcceptanceAt,
  getOffer,
  getOfferAcceptance,
  latestOfferStates,
  latestSentVersion,
  listLeadOffers,
  markOfferViewed,
  saveOfferDraft,
  sendOffer,
  withdrawOffer,
} from './repository.server';

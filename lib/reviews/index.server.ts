// The public surface of lib/reviews for server code: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). The browser-safe names are in index.ts.
import 'server-only';
export { decodeAfterMoveFlash, encodeAfterMoveFlash } from './flash.server';
export { damageReportMail, reviewRequestMail } from './outbox.server';
export { loadAllReviews, loadLatestReviews } from './public.server';
export {
  createDamageReport,
  createReview,
  damageReportTakesFiles,
  FOLLOW_UP_AT_OR_BELOW,
  getLeadReview,
  hideReview,
  listDamageReports,
  listLeadDamageReports,
  listLeadFileSummaries,
  listReviewsForStaff,
  moveDelivered,
  moveHappened,
  moveOfLead,
  recordFollowUpConsent,
  replyToReview,
  reviewRequestDueAt,
  reviewText,
  updateDamageReport,
} from './repository.server';

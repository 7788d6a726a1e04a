// The public surface of lib/reviews, browser-safe: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). Server modules are in index.server.ts.
export { damageDeadlines, deadlineLines, LATE_MEANING, TIMELINESS_LABELS } from './deadlines';
export { HOLIDAY_SOURCE } from './holidays';
export { AFTER_MOVE_NOTICES } from './staff-notices';
export {
  AFTER_MOVE_FLASH_COOKIE,
  AFTER_MOVE_FLASH_MAX_AGE,
  CLOSED_DAMAGE_STATUSES,
  DAMAGE_STATUSES,
  damageStatusLabel,
  HIDE_REASONS,
  hideReasonOf,
  MIN_REVIEWS_FOR_FIGURE,
  MIN_REVIEWS_WITHOUT_BUILT_IN,
  NAME_DISPLAYS,
  parseDamageForm,
  parseReviewForm,
  ratingFigure,
  type AfterMoveFlash,
  type DamageStatus,
  type PublicReview,
} from './types';

// The public surface of lib/calendar for server code: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). The browser-safe names are in index.ts.
import 'server-only';
export {
  assignMove,
  calendarRange,
  capacityByDay,
  createMoveForAcceptedOffer,
  getLeadMove,
  getMove,
  listSurveys,
  rescheduleMove,
  type CalendarFollowUp,
  type CalendarMove,
  type CalendarRange,
  type CalendarSurvey,
} from './calendar.server';
export { answerSurveyForm, decodeSurveyFlash, encodeSurveyFlash } from './customer-survey.server';
export { dayLoads } from './day-load.server';
export { districtOf } from './district';
export {
  createFeedToken,
  currentFeed,
  FEED_TOKEN_COOKIE,
  feedForToken,
  feedPath,
  revokeFeedTokens,
} from './feed.server';
export {
  moveReminderMail,
  moveRescheduledMail,
  surveyBookedMail,
  surveyCancelledMail,
  surveyMovedMail,
  surveyReminderMail,
} from './outbox.server';
export { enqueueDueReminders } from './reminders.server';
export {
  addCrew,
  addVehicle,
  listCrews,
  listStaffAccounts,
  listVehicles,
  readCalendarSettings,
  setCrewActive,
  setVehicleActive,
} from './resources.server';
export {
  bookSurvey,
  cancelSurveyBooking,
  customerCanChange,
  getLiveSurveyBooking,
  lastSurveyAddress,
  listFreeSlots,
  moveSurveyBooking,
  type SurveyBooking,
} from './survey-bookings.server';
export { getSurveyHours, readSurveyHours } from './survey-hours.server';
export { startCalendarReminders } from './sweep.server';

// The public surface of lib/calendar, browser-safe: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). Server modules are in index.server.ts.
export { capacityLabel, dayCapacity, type DayCapacity } from './capacity';
export {
  addDays,
  daysBetween,
  formatDayLong,
  formatDayShort,
  formatMonthYear,
  isDay,
  istanbulDayOf,
  weekdayIndex,
  weekStart,
} from './days';
export { CALENDAR_NOTICES } from './notices';
export { CALENDAR_SETTING_KEY, calendarSettingsSchema, DEFAULT_CALENDAR_SETTINGS } from './settings';
export { dayLabel, slotLabel, slotsByDay, type Slot } from './slots';
export { STAFF_SURVEY_NOTICES, staffSurveyNotice, surveyStart, surveyStartFields } from './staff-survey-form';
export {
  ADDRESS_MAX,
  ADDRESS_MIN,
  parseSurveyAddress,
  SURVEY_FLASH_COOKIE,
  SURVEY_FLASH_MAX_AGE,
  type SurveyFlash,
} from './survey-form';
export {
  DEFAULT_SURVEY_HOURS,
  parseSurveyHoursForm,
  SURVEY_HOURS_KEY,
  SURVEY_KINDS,
  surveyHoursDisplay,
  surveyHoursFormGroups,
  surveyHoursFormValues,
  surveyKindLabel,
  type SurveyHours,
} from './survey-hours';

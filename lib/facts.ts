// The company's facts that several pages state, each typed once here
// (DECISIONS.md, "One source of truth for every fact"). Browser-safe: no
// environment, no server imports. The company's address comes from the site
// configuration (lib/site.ts); counts of regions and provinces from the region
// table (content/company-stats.ts); prose that pastes these in uses
// lib/company-facts.ts.
import { capitalize, commonNoun, numberWithCase, timeWithCase } from './turkish';

export const FOUNDING_YEAR = 2003;

/** Whole years of experience since the founding year, as of `now`. */
export function yearsInBusiness(now: Date = new Date()): number {
  return now.getFullYear() - FOUNDING_YEAR;
}

/** "2003'ten beri", the founding year as the start of a span. */
export const SINCE_FOUNDING = `${numberWithCase(FOUNDING_YEAR, 'ablative')} beri`;

/** How soon a quote request is answered, in hours. */
export const REPLY_PROMISE_HOURS = 1;
/** The reply promise as visitors read it: "1 saat" ("1 saat içinde", "1 saatte"). */
export const REPLY_PROMISE = `${REPLY_PROMISE_HOURS} saat`;

export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

const WEEKDAYS: { id: Weekday; name: string; short: string }[] = [
  { id: 'Monday', name: 'pazartesi', short: 'Mo' },
  { id: 'Tuesday', name: 'salı', short: 'Tu' },
  { id: 'Wednesday', name: 'çarşamba', short: 'We' },
  { id: 'Thursday', name: 'perşembe', short: 'Th' },
  { id: 'Friday', name: 'cuma', short: 'Fr' },
  { id: 'Saturday', name: 'cumartesi', short: 'Sa' },
  { id: 'Sunday', name: 'pazar', short: 'Su' },
];

/**
 * Service hours (DECISIONS.md): reachable around the clock by phone and
 * WhatsApp; moves scheduled on `moves.days` between `opens` and `closes`;
 * urgent moves at any hour. Every text and the JSON-LD are made from this.
 */
export const SERVICE_HOURS = {
  reachable: { channels: 'Telefon ve WhatsApp', always: true },
  moves: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as Weekday[],
    opens: '08:00',
    closes: '18:00',
  },
  urgentAnyHour: true,
} as const;

const moveDays = SERVICE_HOURS.moves.days.map((id) => WEEKDAYS.find((d) => d.id === id)!);
const firstDay = moveDays[0]!;
const lastDay = moveDays[moveDays.length - 1]!;

/** The days of scheduled moves as a range, lower-case: "pazartesi–cumartesi". */
export const MOVE_DAYS = `${firstDay.name}–${lastDay.name}`;
/** The same range as prose: "pazartesiden cumartesiye". */
export const MOVE_DAYS_FROM_TO = `${commonNoun(firstDay.name, 'ablative')} ${commonNoun(lastDay.name, 'dative')}`;
/** The hours of scheduled moves: "08:00–18:00". A word joiner keeps the range on one line. */
export const MOVE_HOURS = `${SERVICE_HOURS.moves.opens}–\u2060${SERVICE_HOURS.moves.closes}`;
/** The time moves start, in the locative: "08:00'de". */
export const MOVE_START_AT = timeWithCase(SERVICE_HOURS.moves.opens, 'locative');

/** Service hours, said the same way everywhere (footer, contact page, lead e-mails). */
export const HOURS = {
  reachable: `${SERVICE_HOURS.reachable.channels}: 7/24`,
  moves: `Taşıma: ${capitalize(firstDay.name)}–${capitalize(lastDay.name)} ${MOVE_HOURS}`,
  urgent: 'Acil taşıma: her saat',
} as const;

/** schema.org `openingHours` text of the scheduled moves, e.g. "Mo-Sa 08:00-18:00". */
export function openingHoursText(): string {
  const { opens, closes } = SERVICE_HOURS.moves;
  const index = moveDays.map((d) => WEEKDAYS.indexOf(d));
  const consecutive = index.every((i, k) => k === 0 || i === index[k - 1]! + 1);
  const days =
    consecutive && moveDays.length > 1 ? `${firstDay.short}-${lastDay.short}` : moveDays.map((d) => d.short).join(',');
  return `${days} ${opens}-${closes}`;
}

/** schema.org `openingHoursSpecification` of the scheduled moves. */
export function openingHoursSpecification() {
  const { days, opens, closes } = SERVICE_HOURS.moves;
  return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: [...days], opens, closes }];
}

// The company's facts that several pages state, each typed once here
// (DECISIONS.md, "One source of truth for every fact"). Browser-safe: no
// environment, no server imports. The company's address comes from the site
// configuration (lib/site.ts); counts of regions and provinces from the region
// table (content/company-stats.ts); prose that pastes these in uses
// lib/company-facts.ts.
import { capitalize, commonNoun, numberWithCase } from './turkish';

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

export const WEEKDAYS: { id: Weekday; name: string; short: string }[] = [
  { id: 'Monday', name: 'pazartesi', short: 'Mo' },
  { id: 'Tuesday', name: 'salı', short: 'Tu' },
  { id: 'Wednesday', name: 'çarşamba', short: 'We' },
  { id: 'Thursday', name: 'perşembe', short: 'Th' },
  { id: 'Friday', name: 'cuma', short: 'Fr' },
  { id: 'Saturday', name: 'cumartesi', short: 'Sa' },
  { id: 'Sunday', name: 'pazar', short: 'Su' },
];

export const WEEKDAY_IDS = WEEKDAYS.map((d) => d.id) as [Weekday, ...Weekday[]];

/**
 * When moves are scheduled: from `firstDay` to `lastDay` (a run of days within one week)
 * between `opens` and `closes`. Staff edit it in "Firma Bilgileri" (lib/settings/company.ts);
 * every text and the JSON-LD are made from it by describeHours().
 */
export interface ServiceHours {
  firstDay: Weekday;
  lastDay: Weekday;
  opens: string;
  closes: string;
}

/** The built-in service hours (DECISIONS.md), until staff save others. */
export const DEFAULT_SERVICE_HOURS: ServiceHours = {
  firstDay: 'Monday',
  lastDay: 'Saturday',
  opens: '08:00',
  closes: '18:00',
};

/** Reachable around the clock by phone and WhatsApp; urgent moves at any hour (not editable). */
export const ALWAYS_REACHABLE = { channels: 'Telefon ve WhatsApp', line: 'Telefon ve WhatsApp: 7/24' } as const;
const URGENT_LINE = 'Acil taşıma: her saat';

export interface HoursText {
  /** The days of scheduled moves in order. */
  days: Weekday[];
  /** The days as a range, lower-case: "pazartesi–cumartesi". */
  moveDays: string;
  /** The same range as prose: "pazartesiden cumartesiye". */
  moveDaysFromTo: string;
  /** The hours: "08:00–18:00" (a word joiner keeps the range on one line). */
  moveHours: string;
  /** Service hours said the same way everywhere (footer, contact page, lead e-mails). */
  lines: { reachable: string; moves: string; urgent: string };
  /** schema.org `openingHours`, e.g. "Mo-Sa 08:00-18:00". */
  openingHours: string;
  /** schema.org `openingHoursSpecification`. */
  specification: { '@type': 'OpeningHoursSpecification'; dayOfWeek: Weekday[]; opens: string; closes: string }[];
}

/** Every way the site says the service hours, from the one structured value. */
export function describeHours(hours: ServiceHours): HoursText {
  const from = WEEKDAY_IDS.indexOf(hours.firstDay);
  const to = WEEKDAY_IDS.indexOf(hours.lastDay);
  const days = WEEKDAYS.slice(from, Math.max(from, to) + 1);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const single = days.length === 1;
  const moveHours = `${hours.opens}–\u2060${hours.closes}`;
  return {
    days: days.map((d) => d.id),
    moveDays: single ? first.name : `${first.name}–${last.name}`,
    moveDaysFromTo: single
      ? `${first.name} günleri`
      : `${commonNoun(first.name, 'ablative')} ${commonNoun(last.name, 'dative')}`,
    moveHours,
    lines: {
      reachable: ALWAYS_REACHABLE.line,
      moves: `Taşıma: ${capitalize(first.name)}${single ? '' : `–${capitalize(last.name)}`} ${moveHours}`,
      urgent: URGENT_LINE,
    },
    openingHours: `${single ? first.short : `${first.short}-${last.short}`} ${hours.opens}-${hours.closes}`,
    specification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: days.map((d) => d.id),
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
  };
}

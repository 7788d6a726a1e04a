// The calendar's customer e-mails in the outbox (docs/decisions/047): about their survey booking
// ('survey-booked', 'survey-moved', 'survey-cancelled'), a move moved to another day
// ('move-rescheduled') and the reminders the day before ('move-reminder', 'survey-reminder').
// Each is about the booking or move as it is when sent, with a link of its own to the customer's
// page. Named in lib/outbox/kinds.server.ts.
import 'server-only';
import { readSettings } from '@/lib/data/site-settings.server';
import type { Db } from '@/lib/db/kysely.server';
import { toIso } from '@/lib/db/values';
import { istanbulClock } from '@/lib/istanbul-time';
import type { Lead } from '@/lib/leads';
import type { MailKind } from '@/lib/outbox';
import { getLeadMove } from './calendar.server';
import { formatDayLong, istanbulDayOf } from './days';
import { moveRescheduledEmail, reminderEmail, type CalendarMailInput } from './emails';
import { readCalendarSettings } from './resources.server';
import { getLastCancelledSurveyBooking, getLiveSurveyBooking } from './survey-bookings.server';
import { surveyEmail, type SurveyNotice } from './survey-emails';
import { SURVEY_HOURS_KEY, effectiveSurveyHours } from './survey-hours';

/**
 * A survey e-mail about the live booking (booked, moved) or the last cancelled one, as they
 * stand when sent. Nothing to tell when it was cancelled or moved again before sending: the
 * later e-mail tells it.
 */
function surveyNoticeMail(notice: SurveyNotice): MailKind {
  return {
    audience: 'customer',
    async deliver({ db, lead, company, sendWithLink }) {
      const live = await getLiveSurveyBooking(db, lead.id);
      const booking =
        notice === 'survey-cancelled' ? (live ? null : await getLastCancelledSurveyBooking(db, lead.id)) : live;
      if (!booking) return 'nothing';
      const hours = effectiveSurveyHours((await readSettings(db))[SURVEY_HOURS_KEY]);
      await sendWithLink((pageUrl) => surveyEmail(notice, lead, booking, company, pageUrl, hours.changeHours));
      return 'sent';
    },
  };
}

export const surveyBookedMail = surveyNoticeMail('survey-booked');
export const surveyMovedMail = surveyNoticeMail('survey-moved');
export const surveyCancelledMail = surveyNoticeMail('survey-cancelled');

/** The lead's booked survey: its start and kind, or null. */
async function liveSurvey(db: Db, leadId: string) {
  const row = await db
    .selectFrom('survey_bookings')
    .select(['starts_at', 'kind'])
    .where('lead_id', '=', leadId)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return row ? { startsAt: toIso(row.starts_at), kind: row.kind } : null;
}

/** What the move or survey e-mail says about the event as it is now; null when it was cancelled meanwhile. */
async function eventFacts(db: Db, lead: Lead, event: 'move' | 'survey'): Promise<CalendarMailInput | null> {
  const firstName = lead.name.split(' ')[0] ?? lead.name;
  if (event === 'move') {
    const move = await getLeadMove(db, lead.id);
    if (!move) return null;
    const when = `${formatDayLong(move.moveDate)}, ${(await readCalendarSettings(db)).moveStartTime}`;
    return { firstName, reference: lead.reference, when, surveyKind: null };
  }
  const survey = await liveSurvey(db, lead.id);
  if (!survey) return null;
  const when = `${formatDayLong(istanbulDayOf(survey.startsAt))}, ${istanbulClock(survey.startsAt)}`;
  return { firstName, reference: lead.reference, when, surveyKind: survey.kind };
}

/** A move moved to another day: its new day and start time. */
export const moveRescheduledMail: MailKind = {
  audience: 'customer',
  async deliver({ db, lead, company, sendWithLink }) {
    const input = await eventFacts(db, lead, 'move');
    if (!input) return 'nothing';
    await sendWithLink((pageUrl) => moveRescheduledEmail(input, company, pageUrl));
    return 'sent';
  },
};

/** The reminder the day before a move or a survey. */
function reminderMail(event: 'move' | 'survey'): MailKind {
  return {
    audience: 'customer',
    async deliver({ db, lead, company, sendWithLink }) {
      const input = await eventFacts(db, lead, event);
      if (!input) return 'nothing';
      await sendWithLink((pageUrl) => reminderEmail(event, input, company, pageUrl));
      return 'sent';
    },
  };
}

export const moveReminderMail = reminderMail('move');
export const surveyReminderMail = reminderMail('survey');

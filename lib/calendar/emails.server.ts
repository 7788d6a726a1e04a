import 'server-only';
import type { Db } from '@/lib/db/kysely.server';
import { toIso } from '@/lib/db/values';
import { sendWithOwnLink } from '@/lib/leads/links.server';
import type { Mailer } from '@/lib/leads/notify.server';
import type { Lead } from '@/lib/leads/types';
import { istanbulClock } from '@/lib/istanbul-time';
import type { SiteConfig } from '@/lib/site';
import { getLeadMove } from './calendar.server';
import { formatDayLong, istanbulDayOf } from './days';
import { moveRescheduledEmail, reminderEmail, type CalendarEventKind } from './emails';
import { readCalendarSettings } from './resources.server';

// A moved survey is the survey slots' 'survey-moved' (lib/calendar/survey-emails.ts); old
// 'survey-rescheduled' rows are read as it (lib/outbox/store.server.ts).
export const CALENDAR_RECIPIENTS = ['move-rescheduled', 'move-reminder', 'survey-reminder'] as const;
export type CalendarRecipient = (typeof CALENDAR_RECIPIENTS)[number];

export function isCalendarRecipient(recipient: string): recipient is CalendarRecipient {
  return (CALENDAR_RECIPIENTS as readonly string[]).includes(recipient);
}

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

/**
 * Sends one of the calendar's customer e-mails (outbox), about the event as it is now, with a
 * link of the e-mail's own. A move or survey cancelled meanwhile: nothing to send.
 */
export async function sendCalendarEmail(
  db: Db,
  mailer: Mailer,
  lead: Lead,
  recipient: CalendarRecipient,
  company: SiteConfig,
  now: Date,
): Promise<void> {
  const kind: CalendarEventKind = recipient.startsWith('move') ? 'move' : 'survey';
  let when: string;
  let surveyKind: string | null = null;
  if (kind === 'move') {
    const move = await getLeadMove(db, lead.id);
    if (!move) return;
    when = `${formatDayLong(move.moveDate)}, ${(await readCalendarSettings(db)).moveStartTime}`;
  } else {
    const survey = await liveSurvey(db, lead.id);
    if (!survey) return;
    when = `${formatDayLong(istanbulDayOf(survey.startsAt))}, ${istanbulClock(survey.startsAt)}`;
    surveyKind = survey.kind;
  }
  const input = { firstName: lead.name.split(' ')[0] ?? lead.name, reference: lead.reference, when, surveyKind };
  await sendWithOwnLink(db, lead.id, company.url, now, (pageUrl) =>
    mailer.send({
      to: lead.email,
      fromName: company.name,
      ...(recipient === 'move-rescheduled'
        ? moveRescheduledEmail(input, company, pageUrl)
        : reminderEmail(kind, input, company, pageUrl)),
    }),
  );
}

import 'server-only';
import { readSettings } from '@/lib/data/site-settings.server';
import type { Db } from '@/lib/db/kysely.server';
import { sendWithOwnLink } from '@/lib/leads/links.server';
import type { Mailer } from '@/lib/leads/notify.server';
import type { Lead } from '@/lib/leads/types';
import type { SiteConfig } from '@/lib/site';
import { surveyEmail, type SurveyNotice } from './survey-emails';
import { getLastCancelledSurveyBooking, getLiveSurveyBooking } from './survey-bookings.server';
import { SURVEY_HOURS_KEY, effectiveSurveyHours } from './survey-hours';

/**
 * The outbox's survey e-mails to the customer: about the live booking (booked, moved) or
 * the last cancelled one, as they stand when sent. False when there is nothing to tell
 * (cancelled or moved again before sending: the later e-mail tells it).
 */
export async function sendSurveyEmail(
  db: Db,
  mailer: Mailer,
  lead: Lead,
  notice: SurveyNotice,
  company: SiteConfig,
  now: Date,
): Promise<boolean> {
  const live = await getLiveSurveyBooking(db, lead.id);
  const booking =
    notice === 'survey-cancelled' ? (live ? null : await getLastCancelledSurveyBooking(db, lead.id)) : live;
  if (!booking) return false;
  const hours = effectiveSurveyHours((await readSettings(db))[SURVEY_HOURS_KEY]);
  await sendWithOwnLink(db, lead.id, company.url, now, (pageUrl) =>
    mailer.send({
      to: lead.email,
      fromName: company.name,
      ...surveyEmail(notice, lead, booking, company, pageUrl, hours.changeHours),
    }),
  );
  return true;
}

// The outbox's composition root (docs/decisions/047): every stored kind of e-mail with the
// handler its feature exports. A new e-mail is a handler in its feature's outbox.server.ts, its
// name in OUTBOX_KINDS (store.server.ts) and one line here; tsc refuses a kind without a
// handler or a handler without a kind. Only the worker (worker.server.ts) reads this file.
import 'server-only';
import { ALERT_SETTINGS_KEY, effectiveAlertSettings } from '@/lib/alerts';
import {
  moveReminderMail,
  moveRescheduledMail,
  surveyBookedMail,
  surveyCancelledMail,
  surveyMovedMail,
  surveyReminderMail,
} from '@/lib/calendar/index.server';
import { readSettings } from '@/lib/data/site-settings.server';
import type { Db } from '@/lib/db/kysely.server';
import { acknowledgementMail, customerLinkMail, newLeadMail } from '@/lib/leads/index.server';
import { offerAcceptedMail, offerResponseMail, offerSentMail } from '@/lib/offers/index.server';
import { damageReportMail, reviewRequestMail } from '@/lib/reviews/index.server';
import type { MailKinds } from './mail-kind';

/**
 * Each kind's handler. Built when asked, not when this module loads: a feature that imports
 * the worker (the calendar's reminder sweep) is then never read half-loaded through the cycle.
 */
export function outboxKinds(): MailKinds {
  return {
    staff: newLeadMail,
    customer: acknowledgementMail,
    'customer-link': customerLinkMail,
    offer: offerSentMail,
    'offer-accepted': offerAcceptedMail,
    'offer-response': offerResponseMail,
    'survey-booked': surveyBookedMail,
    'survey-moved': surveyMovedMail,
    'survey-cancelled': surveyCancelledMail,
    'move-rescheduled': moveRescheduledMail,
    'move-reminder': moveReminderMail,
    'survey-reminder': surveyReminderMail,
    'review-request': reviewRequestMail,
    'damage-report': damageReportMail,
  };
}

/** Who receives the staff e-mails: the list saved in "Bildirimler", else `fallback` (LEAD_NOTIFY_EMAIL). */
export async function staffRecipients(db: Db, fallback: string | undefined): Promise<string | undefined> {
  try {
    const saved = effectiveAlertSettings((await readSettings(db))[ALERT_SETTINGS_KEY]).leadEmailTo;
    if (saved.length > 0) return saved.join(', ');
  } catch {
    // Unreadable settings: the environment's address.
  }
  return fallback;
}

// The e-mails after the move in the outbox (docs/decisions/047): the customer's one
// 'review-request' and the staff's 'damage-report'. Named in lib/outbox/kinds.server.ts.
import 'server-only';
import { ADMIN_PATHS, leadHref } from '@/lib/admin/paths';
import { readSettings } from '@/lib/data/site-settings.server';
import type { Db } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import type { MailKind } from '@/lib/outbox';
import { companyFromEnv, effectiveCompany } from '@/lib/settings';
import { SETTING_KEYS } from '@/lib/settings/index.server';
import { damageReportEmail, reviewRequestEmail } from './emails';
import { latestDamageReport, reviewRequestStep } from './repository.server';

/** The saved company settings (the review request's days), the environment's if unreadable. */
async function savedCompanySettings(db: Db) {
  try {
    return effectiveCompany(companyFromEnv(env()), (await readSettings(db))[SETTING_KEYS.company]);
  } catch {
    return companyFromEnv(env());
  }
}

/** One request, only with the consent; it waits for the move (a moved date too) and the set days. */
export const reviewRequestMail: MailKind = {
  audience: 'customer',
  async deliver({ db, lead, company, now, sendWithLink }) {
    const step = await reviewRequestStep(db, lead.id, (await savedCompanySettings(db)).reviewRequestDays, now);
    if (step.action === 'wait') return { waitUntil: step.at };
    if (step.action === 'drop') return 'nothing';
    await sendWithLink((pageUrl) => reviewRequestEmail(lead, company, pageUrl));
    return 'sent';
  },
};

/** The staff's e-mail about the lead's latest damage report, with links to the lead and to the list. */
export const damageReportMail: MailKind = {
  audience: 'staff',
  async deliver({ db, lead, company, send }) {
    const report = await latestDamageReport(db, lead.id);
    if (!report) return 'nothing';
    const leadUrl = new URL(leadHref(lead.kind, lead.id), `${company.url}/`).toString();
    const listUrl = new URL(ADMIN_PATHS.damageReports, `${company.url}/`).toString();
    await send(damageReportEmail(lead, report, leadUrl, listUrl));
    return 'sent';
  },
};

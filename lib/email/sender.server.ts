// Who every e-mail says it is from (docs/decisions/043): the sender name and Reply-To are the
// company's as staff saved them in "Firma Bilgileri"; the From address is the saved e-mail once
// staff saved one (until then the configured sender, as before); the SMTP envelope sender
// (MAIL FROM, where bounces go) is always the configuration's (SMTP_FROM, else COMPANY_EMAIL).
import 'server-only';
import { readSettings } from '@/lib/data/site-settings.server';
import type { Db } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { companyFromEnv, effectiveCompany } from '@/lib/settings';
import { SETTING_KEYS } from '@/lib/settings/index.server';

export interface MailSender {
  /** The display name: the company's trade name. */
  name: string;
  /** The From address; absent: the configured envelope sender. */
  address?: string;
  /** Where replies go: the company's e-mail. */
  replyTo: string;
}

/** The sender of the company as saved in `db` (the environment's values where nothing is saved). */
export async function companySender(db: Db): Promise<MailSender> {
  const fromEnv = companyFromEnv(env());
  let saved: unknown;
  try {
    saved = (await readSettings(db))[SETTING_KEYS.company];
  } catch {
    saved = undefined;
  }
  const company = effectiveCompany(fromEnv, saved);
  const savedEmail = company.email !== fromEnv.email || hasSavedEmail(saved) ? company.email : undefined;
  return { name: company.name, address: savedEmail, replyTo: company.email };
}

function hasSavedEmail(saved: unknown): boolean {
  return Boolean(saved && typeof saved === 'object' && typeof (saved as { email?: unknown }).email === 'string');
}

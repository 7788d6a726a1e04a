// The outbox's delivery loop: claims due e-mails (with a lease), hands each to the handler of
// its kind, and records what became of it, with retries after a failure. It knows no kind of
// e-mail itself: the handlers are passed in (lib/outbox/kinds.server.ts, docs/decisions/047).
import 'server-only';
import { readSettings } from '@/lib/data/site-settings.server';
import type { Db } from '@/lib/db/kysely.server';
import { companySender } from '@/lib/email/sender.server';
import { env } from '@/lib/env';
import { sendWithOwnLink, getLead } from '@/lib/leads/index.server';
import { companyFromEnv, effectiveCompany } from '@/lib/settings';
import { SETTING_KEYS } from '@/lib/settings/index.server';
import { buildSite, site, type SiteConfig } from '@/lib/site';
import type { MailKinds } from './mail-kind';
import { withSender, type Mailer } from './mailer.server';
import {
  claimDueNotifications,
  markNotificationFailed,
  markNotificationSent,
  postponeNotification,
  type PendingNotification,
} from './store.server';

/** How many e-mails are sent at once: a backlog drains in batches of this size. */
export const SEND_CONCURRENCY = 4;
/**
 * How long a claimed e-mail stays with the process that claimed it. Longer than the
 * slowest send (connection + greeting + a few inactivity timeouts), so a second server
 * process never sends the same e-mail while the first is still trying.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;

/** Delay before the next attempt: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * The company as staff saved it in "Firma Bilgileri" (name, phones, WhatsApp), read from
 * the outbox's own database, so e-mails say what the pages say; the environment's if unreadable.
 */
async function savedCompany(db: Db): Promise<SiteConfig> {
  try {
    const saved = (await readSettings(db))[SETTING_KEYS.company];
    return buildSite(effectiveCompany(companyFromEnv(env()), saved), env());
  } catch {
    return site();
  }
}

export interface DrainOptions {
  /** Each kind's handler. */
  kinds: MailKinds;
  /** Who receives the staff e-mails now (undefined: nobody, and they are finished unsent). */
  staffRecipients(db: Db): Promise<string | undefined>;
  /** Fixes the clock (tests); by default each batch reads it afresh. */
  now?: Date;
  concurrency?: number;
}

/** One claimed e-mail: true when it was sent. A failure is logged and retried later. */
async function deliverOne(
  db: Db,
  mailer: Mailer,
  kinds: MailKinds,
  staffTo: string | undefined,
  n: PendingNotification,
  now: Date,
  company: SiteConfig,
): Promise<boolean> {
  try {
    const lead = await getLead(db, n.leadKind, n.leadId);
    if (!lead || lead.deletedAt) {
      // Deleted by staff before it was sent: nothing to tell.
      await markNotificationSent(db, n.id, now);
      return false;
    }
    const kind = kinds[n.kind];
    if (kind.audience === 'staff' && !staffTo) {
      // Nobody is set to receive the staff e-mails (Bildirimler, LEAD_NOTIFY_EMAIL): nothing to send.
      await markNotificationSent(db, n.id, now);
      return false;
    }
    const to = kind.audience === 'staff' ? staffTo! : lead.email;
    const send = (content: { subject: string; text: string; html: string }) =>
      mailer.send({ to, fromName: company.name, ...content });
    const outcome = await kind.deliver({
      db,
      lead,
      company,
      now,
      send,
      sendWithLink: (render) => sendWithOwnLink(db, lead.id, company.url, now, (pageUrl) => send(render(pageUrl))),
    });
    if (outcome === 'nothing') {
      await markNotificationSent(db, n.id, now);
      return false;
    }
    if (outcome !== 'sent') {
      await postponeNotification(db, n.id, outcome.waitUntil);
      return false;
    }
    await markNotificationSent(db, n.id, new Date());
    return true;
  } catch (error) {
    const attempts = n.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[outbox] e-mail ${n.id} (${n.kind}) failed (attempt ${attempts}): ${message}`);
    await markNotificationFailed(db, n.id, attempts, message, new Date(now.getTime() + retryDelayMs(attempts)));
    return false;
  }
}

/**
 * Sends every due e-mail, in batches of `concurrency` sent at once, until none is due (a
 * backlog drains in one run, not 20 a minute). Each batch is claimed anew, first attempts
 * first, so a lead arriving during a long drain goes out with the next batch. A failure is
 * logged and retried later; it never touches the lead itself. Returns how many were sent.
 * Every e-mail carries the company's sender name, From and Reply-To (companySender).
 */
export async function drainOutbox(db: Db, mailer: Mailer, options: DrainOptions): Promise<number> {
  const { kinds, now, concurrency = SEND_CONCURRENCY } = options;
  let sent = 0;
  let company: SiteConfig | undefined;
  let branded: Mailer | undefined;
  let staffTo: string | undefined;
  for (;;) {
    const at = now ?? new Date();
    const claimed = await claimDueNotifications(db, at, concurrency, CLAIM_LEASE_MS);
    if (claimed.length === 0) return sent;
    company ??= await savedCompany(db);
    if (!branded) {
      branded = withSender(mailer, await companySender(db));
      staffTo = await options.staffRecipients(db);
    }
    const results = await Promise.all(claimed.map((n) => deliverOne(db, branded!, kinds, staffTo, n, at, company!)));
    sent += results.filter(Boolean).length;
  }
}

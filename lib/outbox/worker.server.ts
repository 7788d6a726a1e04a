// The outbox worker of a server process: sends the queued e-mails right after the commit that
// queued them (triggerDelivery) and retries what failed every minute (startNotificationSweep),
// with every kind's handler from kinds.server.ts (docs/decisions/047).
import 'server-only';
import { getDb, type Db } from '@/lib/db/kysely.server';
import { companySender } from '@/lib/email/sender.server';
import { env } from '@/lib/env';
import { SEND_CONCURRENCY, drainOutbox } from './drain.server';
import { outboxKinds, staffRecipients } from './kinds.server';
import { smtpMailer, type Mailer } from './mailer.server';

/**
 * Sends every due e-mail (drain.server.ts drainOutbox) with every kind's handler. Staff
 * e-mails go to the list saved in "Bildirimler", else to `to`. `now` fixes the clock (tests).
 */
export function deliverDueNotifications(
  db: Db,
  mailer: Mailer,
  to: string | undefined,
  now?: Date,
  concurrency = SEND_CONCURRENCY,
): Promise<number> {
  return drainOutbox(db, mailer, {
    kinds: outboxKinds(),
    staffRecipients: (read) => staffRecipients(read, to),
    now,
    concurrency,
  });
}

interface Outbox {
  mailer: Mailer;
  /** The staff e-mails' default recipient (LEAD_NOTIFY_EMAIL); the list saved in "Bildirimler" wins. */
  to: string | undefined;
}

/**
 * The configured outbox, or null when SMTP_URL is not set. Every e-mail it sends carries the
 * company's sender name, From and Reply-To as saved in "Firma Bilgileri"; the envelope sender
 * is SMTP_FROM (else COMPANY_EMAIL).
 */
export function configuredOutbox(): Outbox | null {
  const e = env();
  if (!e.SMTP_URL) return null;
  const from = e.SMTP_FROM ?? e.COMPANY_EMAIL;
  return {
    mailer: smtpMailer(e.SMTP_URL, from, async () => companySender(await getDb())),
    to: e.LEAD_NOTIFY_EMAIL,
  };
}

let running: Promise<void> | null = null;
let again = false;

/** Sends due e-mails in the background; calls during a run queue one more run. */
export function triggerDelivery(): void {
  const outbox = configuredOutbox();
  if (!outbox) return;
  if (running) {
    again = true;
    return;
  }
  running = (async () => {
    do {
      again = false;
      try {
        await deliverDueNotifications(await getDb(), outbox.mailer, outbox.to);
      } catch (error) {
        console.error('[outbox] delivery failed:', error instanceof Error ? error.message : error);
      }
    } while (again);
  })().finally(() => {
    running = null;
  });
}

let sweep: NodeJS.Timeout | undefined;

/** Retries failed e-mails every minute (started once per server process). */
export function startNotificationSweep(intervalMs = 60_000): void {
  if (sweep || !configuredOutbox()) return;
  sweep = setInterval(triggerDelivery, intervalMs);
  sweep.unref();
  triggerDelivery();
}

import 'server-only';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { deliverDueNotifications, smtpMailer, type Mailer } from './notify.server';

interface Outbox {
  mailer: Mailer;
  to: string;
}

/** The configured staff e-mail, or null when SMTP_URL or LEAD_NOTIFY_EMAIL is not set. */
export function configuredOutbox(): Outbox | null {
  const e = env();
  if (!e.SMTP_URL || !e.LEAD_NOTIFY_EMAIL) return null;
  const from = e.SMTP_FROM ?? e.COMPANY_EMAIL;
  return { mailer: smtpMailer(e.SMTP_URL, from), to: e.LEAD_NOTIFY_EMAIL };
}

let running: Promise<void> | null = null;
let again = false;

/** Sends due notifications in the background; calls during a run queue one more run. */
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
        console.error('[leads] notification delivery failed:', error instanceof Error ? error.message : error);
      }
    } while (again);
  })().finally(() => {
    running = null;
  });
}

let sweep: NodeJS.Timeout | undefined;

/** Retries failed notifications every minute (started once per server process). */
export function startNotificationSweep(intervalMs = 60_000): void {
  if (sweep || !configuredOutbox()) return;
  sweep = setInterval(triggerDelivery, intervalMs);
  sweep.unref();
  triggerDelivery();
}

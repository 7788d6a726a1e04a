// Sends the queued staff alerts (lib/alerts/queue.server.ts) to the recipients' devices.
import 'server-only';
import type { Db } from '@/lib/db/kysely.server';
import { alertPayload, type AlertEvent } from './events';
import { isQuiet } from './quiet-hours';
import {
  claimDueAlerts,
  deliveredTo,
  markAlertDone,
  markAlertRetry,
  recordDelivery,
  type PendingAlert,
} from './queue.server';
import { alertRecipients } from './recipients.server';
import type { PushOptions, PushSender } from './push.server';
import { dropSubscription, getQuietHours, listSubscriptions, markSubscriptionUsed } from './subscriptions.server';

/** An alert not delivered within this long is given up: by then the lead list says more. */
export const ALERT_MAX_AGE_MS = 60 * 60_000;
/** How long a push service keeps an alert for a phone that is off (seconds). */
export const ALERT_TTL_S = 60 * 60;

/** New leads and escalations wake a phone at once; the rest may wait for the next wake-up. */
const URGENCY: Record<AlertEvent, PushOptions['urgency']> = {
  'new-lead': 'high',
  escalation: 'high',
  'offer-accepted': 'high',
  'offer-change': 'normal',
  'offer-declined': 'normal',
  'survey-booked': 'normal',
  'damage-report': 'high',
};

/** Delay before the next attempt: 30 s, 1, 2, 4 … minutes. */
export function alertRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);
}

export interface AlertOutcome {
  /** Devices the push service accepted the alert for. */
  delivered: number;
  /** Subscriptions removed because the push service said they are gone (404, 410). */
  removed: number;
}

async function deliverOne(db: Db, sender: PushSender, alert: PendingAlert, now: Date): Promise<AlertOutcome> {
  const outcome: AlertOutcome = { delivered: 0, removed: 0 };
  const lead = await db
    .selectFrom('leads')
    .select(['id', 'kind', 'reference', 'assigned_to', 'deleted_at', 'first_response_at', 'created_at'])
    .where('id', '=', alert.leadId)
    .executeTakeFirst();
  if (!lead || lead.deleted_at) {
    await markAlertDone(db, alert.id, now, 'lead deleted');
    return outcome;
  }
  if (alert.event === 'escalation' && lead.first_response_at) {
    await markAlertDone(db, alert.id, now, 'answered meanwhile');
    return outcome;
  }
  const kind = lead.kind === 'contact' ? 'contact' : 'quote';
  const recipients = await alertRecipients(db, alert.event, { assignedTo: lead.assigned_to });
  const quiet = await getQuietHours(db, recipients);
  const awake = recipients.filter((id) => !isQuiet(now, quiet.get(id) ?? null));
  const already = await deliveredTo(db, alert.id);
  const devices = (await listSubscriptions(db, awake)).filter((s) => !already.has(s.id));
  const waited = Math.round((now.getTime() - new Date(lead.created_at).getTime()) / 60_000);
  const payload = JSON.stringify(alertPayload(alert.event, { id: lead.id, kind, reference: lead.reference }, waited));
  const options: PushOptions = { ttl: ALERT_TTL_S, urgency: URGENCY[alert.event] };
  const failures: string[] = [];
  await Promise.all(
    devices.map(async (device) => {
      try {
        const status = await sender.send(device, payload, options);
        if (status >= 200 && status < 300) {
          await recordDelivery(db, alert.id, device.id, now);
          await markSubscriptionUsed(db, device.id, now);
          outcome.delivered++;
        } else if (status === 404 || status === 410) {
          await dropSubscription(db, device.id);
          outcome.removed++;
        } else if (status === 429 || status >= 500) failures.push(`${device.id}: HTTP ${status}`);
        // Any other answer (400, 403, 413) will not change on a retry.
        else console.error(`[alerts] push service refused alert ${alert.id} for ${device.id}: HTTP ${status}`);
      } catch (error) {
        failures.push(`${device.id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
  if (failures.length === 0) {
    await markAlertDone(db, alert.id, now, devices.length === 0 ? 'no device to alert' : null);
  } else if (now.getTime() - alert.createdAt.getTime() >= ALERT_MAX_AGE_MS) {
    await markAlertDone(db, alert.id, now, `given up: ${failures.join('; ')}`);
  } else {
    const attempts = alert.attempts + 1;
    console.error(`[alerts] alert ${alert.id} failed (attempt ${attempts}): ${failures.join('; ')}`);
    await markAlertRetry(
      db,
      alert.id,
      attempts,
      failures.join('; '),
      new Date(now.getTime() + alertRetryDelayMs(attempts)),
    );
  }
  return outcome;
}

/**
 * Sends every due alert, a few at a time, until none is due. `now` fixes the clock (tests);
 * by default each batch reads it afresh. A failure is retried later and never touches the lead.
 */
export async function deliverDueAlerts(db: Db, sender: PushSender, now?: Date, batch = 4): Promise<AlertOutcome> {
  const total: AlertOutcome = { delivered: 0, removed: 0 };
  for (;;) {
    const at = now ?? new Date();
    const claimed = await claimDueAlerts(db, at, batch);
    if (claimed.length === 0) return total;
    for (const outcome of await Promise.all(claimed.map((a) => deliverOne(db, sender, a, at)))) {
      total.delivered += outcome.delivered;
      total.removed += outcome.removed;
    }
  }
}

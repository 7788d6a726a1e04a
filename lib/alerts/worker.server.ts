// The alert worker of a server process: sends queued alerts right after the commit that queued
// them (triggerStaffAlerts) and, every SWEEP_MS, queues the escalations that are due and
// retries what failed, so an alert queued before a restart still goes out after it.
import 'server-only';
import { readSettings } from '@/lib/data/site-settings.server';
import { getDb, type Db } from '@/lib/db/kysely.server';
import { deliverDueAlerts } from './deliver.server';
import { webPushSender } from './push.server';
import { enqueueEscalations } from './queue.server';
import { ALERT_SETTINGS_KEY, effectiveAlertSettings, type AlertSettings } from './settings';
import { getVapidKeys } from './vapid.server';

export const SWEEP_MS = 30_000;

export async function readAlertSettings(db: Db): Promise<AlertSettings> {
  try {
    return effectiveAlertSettings((await readSettings(db))[ALERT_SETTINGS_KEY]);
  } catch {
    return effectiveAlertSettings(undefined);
  }
}

/** One round: due escalations queued, then every due alert sent. */
export async function runAlertRound(db: Db, now?: Date): Promise<void> {
  const { escalationMinutes } = await readAlertSettings(db);
  await enqueueEscalations(db, now ?? new Date(), escalationMinutes);
  await deliverDueAlerts(db, webPushSender(await getVapidKeys(db)), now);
}

let running: Promise<void> | null = null;
let again = false;

/** Sends due alerts in the background; calls during a run queue one more run. */
export function triggerStaffAlerts(): void {
  if (running) {
    again = true;
    return;
  }
  running = (async () => {
    do {
      again = false;
      try {
        await runAlertRound(await getDb());
      } catch (error) {
        console.error('[alerts] delivery failed:', error instanceof Error ? error.message : error);
      }
    } while (again);
  })().finally(() => {
    running = null;
  });
}

let sweep: NodeJS.Timeout | undefined;

/** Started once per server process (instrumentation.ts). */
export function startStaffAlertSweep(intervalMs = SWEEP_MS): void {
  if (sweep) return;
  sweep = setInterval(triggerStaffAlerts, intervalMs);
  sweep.unref();
  triggerStaffAlerts();
}

// The durable queue of staff alerts (migration 024), shaped like the e-mail outbox
// (lib/outbox/store.server.ts): an alert is written in the transaction of what it is
// about, so it exists exactly when that was committed, and it is sent after the commit by
// lib/alerts/worker.server.ts; the visitor's answer never waits for a push service.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@/lib/db/kysely.server';
import { claimDueRows } from '@/lib/db/lease-claim.server';
import { isAlertEvent, type AlertEvent } from './events';

export type { AlertEvent } from './events';

export interface PendingAlert {
  id: string;
  event: AlertEvent;
  leadId: string;
  attempts: number;
  createdAt: Date;
}

/**
 * Queues an alert to staff phones about a lead; call it in the transaction that records
 * the event (a new lead, the customer's answer to an offer, a booked survey, a damage
 * report). Who gets it is decided when it is sent: the lead's owner, else the on-duty office
 * staff (escalations: every manager). Then `triggerStaffAlerts()` after the commit.
 */
export async function enqueueStaffAlert(
  db: Db,
  { event, leadId, now = new Date() }: { event: AlertEvent; leadId: string; now?: Date },
): Promise<void> {
  await db
    .insertInto('staff_alerts')
    .values({ id: randomUUID(), event, lead_id: leadId, attempts: 0, next_attempt_at: now, created_at: now })
    .execute();
}

/**
 * Claims alerts that are due, each leased `leaseMs` into the future so another sweep or
 * instance does not send it at the same time (lib/db/lease-claim.server.ts, as the e-mail
 * outbox). Newest first: a fresh lead's alert is never queued behind retries. An alert of an
 * unknown event is finished with a note instead of being handed out.
 */
export async function claimDueAlerts(db: Db, now: Date, limit = 20, leaseMs = 2 * 60_000): Promise<PendingAlert[]> {
  const rows = await claimDueRows(
    db,
    { table: 'staff_alerts', doneColumn: 'done_at' },
    ['id', 'event', 'lead_id', 'attempts', 'created_at'],
    { now, limit, leaseMs },
  );
  const claimed: PendingAlert[] = [];
  for (const row of rows) {
    if (!isAlertEvent(row.event)) {
      await markAlertDone(db, row.id, now, `unknown event ${row.event}`);
      continue;
    }
    claimed.push({
      id: row.id,
      event: row.event,
      leadId: row.lead_id,
      attempts: row.attempts,
      createdAt: new Date(row.created_at),
    });
  }
  return claimed;
}

export async function markAlertDone(db: Db, id: string, now: Date, note: string | null = null): Promise<void> {
  await db.updateTable('staff_alerts').set({ done_at: now, last_error: note }).where('id', '=', id).execute();
}

export async function markAlertRetry(db: Db, id: string, attempts: number, error: string, retryAt: Date) {
  await db
    .updateTable('staff_alerts')
    .set({ attempts, last_error: error.slice(0, 1000), next_attempt_at: retryAt })
    .where('id', '=', id)
    .execute();
}

/** The devices an alert has already reached (a retry skips them). */
export async function deliveredTo(db: Db, alertId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('push_deliveries')
    .select('subscription_id')
    .where('alert_id', '=', alertId)
    .execute();
  return new Set(rows.map((r) => r.subscription_id));
}

export async function recordDelivery(db: Db, alertId: string, subscriptionId: string, now: Date): Promise<void> {
  await db
    .insertInto('push_deliveries')
    .values({ alert_id: alertId, subscription_id: subscriptionId, sent_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Leads older than this are never escalated (e.g. those from before the feature, or after a long outage). */
export const ESCALATION_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Queues one escalation for every live lead that has waited `minutes` without a first
 * response (a status change or a note) and has none yet. The partial unique index
 * (`staff_alerts_escalation_idx`) makes it once per lead, however many sweeps or instances
 * run. Returns how many were queued.
 */
export async function enqueueEscalations(db: Db, now: Date, minutes: number): Promise<number> {
  const cutoff = new Date(now.getTime() - minutes * 60_000);
  const since = new Date(cutoff.getTime() - ESCALATION_WINDOW_MS);
  const waiting = await db
    .selectFrom('leads')
    .select('id')
    .where('deleted_at', 'is', null)
    .where('first_response_at', 'is', null)
    .where('created_at', '<=', cutoff)
    .where('created_at', '>', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('staff_alerts')
            .select(sql.lit(1).as('one'))
            .where('staff_alerts.event', '=', 'escalation')
            .whereRef('staff_alerts.lead_id', '=', 'leads.id'),
        ),
      ),
    )
    .limit(100)
    .execute();
  let queued = 0;
  for (const { id } of waiting) {
    const result = await db
      .insertInto('staff_alerts')
      .values({
        id: randomUUID(),
        event: 'escalation',
        lead_id: id,
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    queued += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return queued;
}

export async function listAlerts(db: Db) {
  return db.selectFrom('staff_alerts').selectAll().orderBy('created_at').execute();
}

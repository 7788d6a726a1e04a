import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db/kysely.server';
import { claimDueRows } from '@/lib/db/lease-claim.server';
import { toIso } from '@/lib/db/values';
import type { LeadKind } from '@/lib/leads';

/**
 * The kinds of e-mail the outbox holds, as stored in `lead_notifications.recipient`. Each is
 * rendered and sent by its feature's handler, all of them named in lib/outbox/kinds.server.ts
 * (tsc refuses a kind here without a handler there): the lead's own e-mails (lib/leads/outbox.server.ts),
 * the offer's (lib/offers/outbox.server.ts), the survey and move e-mails (lib/calendar/outbox.server.ts)
 * and the e-mails after the move (lib/reviews/outbox.server.ts).
 */
export const OUTBOX_KINDS = [
  // A new lead: the staff's e-mail and the customer's acknowledgement; the link to the
  // customer's page, sent by staff from the lead page.
  'staff',
  'customer',
  'customer-link',
  // The customer with a sent offer, the customer's accepted offer, the staff about the customer's answer.
  'offer',
  'offer-accepted',
  'offer-response',
  // The customer, about their survey booking (lib/calendar/survey-emails.ts).
  'survey-booked',
  'survey-moved',
  'survey-cancelled',
  // The calendar's customer e-mails (lib/calendar/emails.ts).
  'move-rescheduled',
  'move-reminder',
  'survey-reminder',
  // After the move (issue 29): the customer's one review request and the staff's damage report e-mail.
  'review-request',
  'damage-report',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * Kinds no longer written, read as the kind that replaced them, so a row queued before an
 * upgrade (or by an instance not yet upgraded) is still sent as meant: the calendar's survey
 * move now sends the survey slots' 'survey-moved', which tells the same (the live booking).
 */
const RENAMED_KINDS: Readonly<Record<string, OutboxKind>> = { 'survey-rescheduled': 'survey-moved' };

/** The stored kind as the outbox sends it (an unknown one: the staff's e-mail, as before). */
export function outboxKindOf(stored: string): OutboxKind {
  if ((OUTBOX_KINDS as readonly string[]).includes(stored)) return stored as OutboxKind;
  return RENAMED_KINDS[stored] ?? 'staff';
}

export interface PendingNotification {
  id: string;
  kind: OutboxKind;
  leadKind: LeadKind;
  leadId: string;
  attempts: number;
}

/**
 * Queues an e-mail of `kind` about a lead (the staff's by default); call it in the lead's transaction.
 * `dueAt`: not sent before then (the review request, some days after the move).
 */
export async function enqueueLeadNotification(
  db: Db,
  leadKind: LeadKind,
  leadId: string,
  now = new Date(),
  kind: OutboxKind = 'staff',
  dueAt: Date = now,
): Promise<void> {
  await db
    .insertInto('lead_notifications')
    .values({
      id: randomUUID(),
      lead_kind: leadKind,
      lead_id: leadId,
      recipient: kind,
      attempts: 0,
      next_attempt_at: dueAt,
      created_at: now,
    })
    .execute();
}

/**
 * Claims notifications that are due (lib/db/lease-claim.server.ts): each claimed row is
 * pushed `leaseMs` into the future, so another process or sweep does not send it at the same
 * time (the lease must outlive the slowest send). First attempts come first, newest first, so
 * a new lead's e-mail is never queued behind a backlog of retries.
 */
export async function claimDueNotifications(
  db: Db,
  now: Date,
  limit = 20,
  leaseMs = 5 * 60_000,
): Promise<PendingNotification[]> {
  const claimed = await claimDueRows(
    db,
    { table: 'lead_notifications', doneColumn: 'sent_at' },
    ['id', 'lead_kind', 'lead_id', 'recipient', 'attempts'],
    { now, limit, leaseMs },
  );
  return claimed.map((row) => ({
    id: row.id,
    kind: outboxKindOf(row.recipient),
    leadKind: row.lead_kind,
    leadId: row.lead_id,
    attempts: row.attempts,
  }));
}

export async function markNotificationSent(db: Db, id: string, now = new Date()): Promise<void> {
  await db.updateTable('lead_notifications').set({ sent_at: now, last_error: null }).where('id', '=', id).execute();
}

/** Puts a claimed e-mail back, not to be sent before `at` (its reason to wait still holds). */
export async function postponeNotification(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('lead_notifications').set({ next_attempt_at: at }).where('id', '=', id).execute();
}

/** Records a failed attempt and when to try again. */
export async function markNotificationFailed(
  db: Db,
  id: string,
  attempts: number,
  error: string,
  retryAt: Date,
): Promise<void> {
  await db
    .updateTable('lead_notifications')
    .set({ attempts, last_error: error.slice(0, 1000), next_attempt_at: retryAt })
    .where('id', '=', id)
    .execute();
}

export async function listNotifications(db: Db) {
  const rows = await db.selectFrom('lead_notifications').selectAll().orderBy('created_at').execute();
  return rows.map((r) => ({ ...r, sent_at: r.sent_at ? toIso(r.sent_at) : null }));
}

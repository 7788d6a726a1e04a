// The devices staff subscribed to alerts, and each person's quiet hours (migration 024).
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '@/lib/db/kysely.server';
import type { PushSubscriptionsTable } from '@/lib/db/schema';
import { toIso } from '@/lib/db/values';
import type { QuietHours } from './quiet-hours';
import type { PushSubscriptionInput } from './subscription';

export interface StoredSubscription {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  createdAt: string;
  lastSentAt: string | null;
}

/**
 * Stores a device's subscription for the person signed in on it. The same endpoint again (a
 * refreshed subscription, or another person signing in on a shared phone) replaces the row.
 */
export async function saveSubscription(
  db: Db,
  userId: string,
  sub: PushSubscriptionInput,
  label: string,
  now = new Date(),
): Promise<void> {
  const values = { user_id: userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, label: label.slice(0, 80) };
  await db
    .insertInto('push_subscriptions')
    .values({ id: randomUUID(), endpoint: sub.endpoint, created_at: now, ...values })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ ...values, created_at: now }))
    .execute();
}

/** Removes one of the person's devices (by id or endpoint); true when it was theirs. */
export async function removeSubscription(db: Db, userId: string, by: { id?: string; endpoint?: string }) {
  let query = db.deleteFrom('push_subscriptions').where('user_id', '=', userId);
  if (by.id) query = query.where('id', '=', by.id);
  else if (by.endpoint) query = query.where('endpoint', '=', by.endpoint);
  else return false;
  return Number((await query.executeTakeFirst()).numDeletedRows) > 0;
}

/** A subscription the push service reported gone (404, 410). */
export async function dropSubscription(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

const toStored = (r: Selectable<PushSubscriptionsTable>): StoredSubscription => ({
  id: r.id,
  userId: r.user_id,
  endpoint: r.endpoint,
  p256dh: r.p256dh,
  auth: r.auth,
  label: r.label,
  createdAt: toIso(r.created_at),
  lastSentAt: r.last_sent_at ? toIso(r.last_sent_at) : null,
});

export async function listSubscriptions(db: Db, userIds: string[]): Promise<StoredSubscription[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', 'in', userIds)
    .orderBy('created_at')
    .execute();
  return rows.map(toStored);
}

export async function markSubscriptionUsed(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('push_subscriptions').set({ last_sent_at: now }).where('id', '=', id).execute();
}

/** Each person's quiet hours (null: alerts at any hour). */
export async function getQuietHours(db: Db, userIds: string[]): Promise<Map<string, QuietHours | null>> {
  const result = new Map<string, QuietHours | null>(userIds.map((id) => [id, null]));
  if (userIds.length === 0) return result;
  const rows = await db.selectFrom('staff_alert_prefs').selectAll().where('user_id', 'in', userIds).execute();
  for (const r of rows)
    result.set(r.user_id, r.quiet_from && r.quiet_until ? { from: r.quiet_from, until: r.quiet_until } : null);
  return result;
}

export async function setQuietHours(db: Db, userId: string, quiet: QuietHours | null, now = new Date()) {
  const values = { quiet_from: quiet?.from ?? null, quiet_until: quiet?.until ?? null, updated_at: now };
  await db
    .insertInto('staff_alert_prefs')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** Removes a person's devices and quiet hours: call it when their account is removed (team lane). */
export async function removeUserAlerts(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
  await db.deleteFrom('staff_alert_prefs').where('user_id', '=', userId).execute();
}

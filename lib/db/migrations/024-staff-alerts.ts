import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * Staff alerts over Web Push (issue 28, docs/decisions/043).
 *
 * `push_subscriptions`: one row per device a staff member subscribed (the push service's
 * endpoint and the browser's public keys); removed when the push service answers 404 or 410.
 * `staff_alerts`: the durable queue (like `lead_notifications`): an event about a lead,
 * written in the lead's transaction and sent after it; one escalation per lead at most.
 * `push_deliveries`: which devices an alert has reached, so a retry never alerts a device twice.
 * `staff_alert_prefs`: each person's quiet hours (Europe/Istanbul, "HH:MM").
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    // The device as staff recognise it ("iPhone · Safari"), from the browser's user agent.
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_sent_at', ts)
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('staff_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts, (c) => c.notNull())
    .addColumn('done_at', ts)
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_alerts_pending_idx')
    .on('staff_alerts')
    .columns(['done_at', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('staff_alerts_lead_idx').on('staff_alerts').column('lead_id').execute();
  // "Once": a second sweep (or a second instance) cannot escalate the same lead again.
  await sql`create unique index staff_alerts_escalation_idx on staff_alerts (lead_id) where event = 'escalation'`.execute(
    db,
  );

  await db.schema
    .createTable('push_deliveries')
    .addColumn('alert_id', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('sent_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('push_deliveries_pk', ['alert_id', 'subscription_id'])
    .execute();

  await db.schema
    .createTable('staff_alert_prefs')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('quiet_from', 'text')
    .addColumn('quiet_until', 'text')
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['staff_alert_prefs', 'push_deliveries', 'staff_alerts', 'push_subscriptions'])
    await db.schema.dropTable(table).ifExists().execute();
}

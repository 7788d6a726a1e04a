import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { MigrationContext } from './index';

/**
 * The calendar's own rows (issue 27, docs/decisions/041-calendar.md).
 *
 * `calendar_feeds`: a staff account's private iCalendar address. Only the token's SHA-256 is
 * kept; revoking sets `revoked_at`, and a new address is a new row (the old one stops working).
 *
 * `calendar_reminders`: one row per reminder sent (or being sent) to a customer the day before
 * a survey or a move. Its key is (kind, target id, the event's start): inserting it is the
 * claim, so two app instances sweeping at the same minute queue the e-mail once; a moved
 * event has a new start and gets a reminder of its own.
 *
 * Moves of offers accepted before this migration are created here (an accepted offer is a
 * move on its date from now on: lib/calendar/moves.server.ts).
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .addColumn('last_fetched_at', ts)
    .execute();
  await db.schema.createIndex('calendar_feeds_user_idx').on('calendar_feeds').column('user_id').execute();

  await db.schema
    .createTable('calendar_reminders')
    // survey | move
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    // The event's start as ISO text: a rescheduled event is reminded again.
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('calendar_reminders_pk', ['kind', 'target_id', 'starts_at'])
    .execute();
  await db.schema.createIndex('calendar_reminders_lead_idx').on('calendar_reminders').column('lead_id').execute();

  // Backfill: each lead's accepted offer becomes its move (one per lead), on the offer's date.
  const accepted = await sql<{ id: string; lead_id: string; content: string; response_at: string | Date | null }>`
    select o.id, o.lead_id, o.content, o.response_at from offers o
    where o.response = 'accepted' and not exists (select 1 from moves m where m.lead_id = o.lead_id)
    order by o.response_at`.execute(db);
  const seen = new Set<string>();
  const now = new Date();
  const stamp = dialect === 'postgres' ? now : now.toISOString();
  for (const row of accepted.rows) {
    if (seen.has(row.lead_id)) continue;
    let moveDate: unknown;
    try {
      moveDate = (JSON.parse(row.content) as { moveDate?: unknown }).moveDate;
    } catch {
      continue;
    }
    if (typeof moveDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(moveDate)) continue;
    seen.add(row.lead_id);
    await sql`insert into moves (id, lead_id, offer_id, move_date, status, volume_m3, created_at, updated_at)
      values (${randomUUID()}, ${row.lead_id}, ${row.id}, ${moveDate}, 'planned', null, ${stamp}, ${stamp})`.execute(
      db,
    );
  }
}

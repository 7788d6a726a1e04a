import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * After the move (issue 29; docs/decisions/045-verified-reviews.md, 046-damage-reports.md).
 *
 * `follow_up_consents`: the customer's separate, unticked "messages about the move's
 * follow-up" consent given with an acceptance. Kept beside `offer_acceptances` (whose rows
 * never change) and written in the same transaction; without a row no review request e-mail.
 *
 * `reviews`: one per lead (one move per lead), published at once. Staff may hide one only for
 * a reason of a fixed list (who and when kept here and in the lead's audit log) and reply in public.
 *
 * `damage_reports`: what the customer reported after the move, the delivery date it is
 * counted from, whether it came after the legal deadlines, and its handling by staff. Its
 * photos are `lead_files` rows with `damage_report_id` set (migration 017).
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  await db.schema
    .createTable('follow_up_consents')
    .addColumn('offer_id', 'text', (c) => c.primaryKey())
    .addColumn('lead_id', 'text', (c) => c.notNull())
    .addColumn('consented_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('follow_up_consents_lead_idx').on('follow_up_consents').column('lead_id').execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lead_id', 'text', (c) => c.notNull().unique())
    .addColumn('offer_id', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // How the name is shown: 'name-district' | 'name' | 'none' (lib/reviews/types.ts).
    .addColumn('name_display', 'text', (c) => c.notNull())
    // "Gülşen Y.", written once from the lead's name; the district from the lead's place.
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('author_district', 'text', (c) => c.notNull())
    // The move's month ('YYYY-MM') and route, as the review was written.
    .addColumn('move_month', 'text', (c) => c.notNull())
    .addColumn('route_from', 'text', (c) => c.notNull())
    .addColumn('route_to', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    // kisisel-veri | hakaret | ilgisiz, or null while shown.
    .addColumn('hidden_reason', 'text')
    .addColumn('hidden_at', ts)
    .addColumn('hidden_by', 'text')
    .addColumn('reply', 'text')
    .addColumn('replied_at', ts)
    .addColumn('replied_by', 'text')
    .execute();
  await db.schema.createIndex('reviews_created_idx').on('reviews').columns(['created_at']).execute();

  await db.schema
    .createTable('damage_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lead_id', 'text', (c) => c.notNull())
    .addColumn('offer_id', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    // 'YYYY-MM-DD' (Istanbul): the move's date, from which the deadlines run.
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    // on-time | late-visible (past 3 business days) | late (past 14 days): lib/reviews/deadlines.ts.
    .addColumn('timeliness', 'text', (c) => c.notNull())
    // alindi | inceleniyor | cozuldu | reddedildi
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('alindi'))
    .addColumn('reject_reason', 'text')
    .addColumn('staff_note', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema.createIndex('damage_reports_lead_idx').on('damage_reports').columns(['lead_id']).execute();
  await db.schema
    .createIndex('damage_reports_status_idx')
    .on('damage_reports')
    .columns(['status', 'created_at'])
    .execute();
}

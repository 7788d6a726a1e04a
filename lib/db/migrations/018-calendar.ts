import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * The calendar (issue 27).
 *
 * `survey_bookings`: a survey (home visit or video call) a customer or staff booked in a slot.
 * A slot runs as many surveys at once as there are surveyors; each booking takes one `seat`
 * (0 … surveyors − 1) and a partial unique index on (starts_at, seat) of live bookings lets the
 * database decide who gets the last seat, even with two app instances. One live booking per lead.
 *
 * `vehicles`, `crews`: the company's trucks (capacity in m³) and teams (size).
 * `moves`: an accepted offer becomes a move on its date (`YYYY-MM-DD`, Europe/Istanbul), with
 * the vehicles, crews and staff (`move_staff`, user ids, e.g. the saha role) assigned to it.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  const bool = sql.raw(dialect === 'postgres' ? 'boolean' : 'integer');
  const yes = sql.raw(dialect === 'postgres' ? 'true' : '1');
  await db.schema
    .createTable('survey_bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lead_id', 'text', (c) => c.notNull())
    .addColumn('starts_at', ts, (c) => c.notNull())
    .addColumn('ends_at', ts, (c) => c.notNull())
    // ev (home visit) | video (video call)
    .addColumn('kind', 'text', (c) => c.notNull())
    // Street-level address of a home visit, kept with the lead.
    .addColumn('address', 'text')
    .addColumn('seat', 'integer', (c) => c.notNull())
    // booked | cancelled
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('booked'))
    // The surveyor (a user id), if staff assigned one.
    .addColumn('assigned_to', 'text')
    // "customer", or the staff member's e-mail.
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('cancelled_at', ts)
    .execute();
  await sql`create unique index survey_bookings_seat_idx on survey_bookings (starts_at, seat) where status = 'booked'`.execute(
    db,
  );
  await sql`create unique index survey_bookings_lead_idx on survey_bookings (lead_id) where status = 'booked'`.execute(
    db,
  );
  await db.schema.createIndex('survey_bookings_time_idx').on('survey_bookings').columns(['starts_at']).execute();

  await db.schema
    .createTable('vehicles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('capacity_m3', 'real', (c) => c.notNull())
    .addColumn('active', bool, (c) => c.notNull().defaultTo(yes))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('crews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('active', bool, (c) => c.notNull().defaultTo(yes))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('moves')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lead_id', 'text', (c) => c.notNull().unique())
    // The accepted offer it came from (null when staff entered the move by hand).
    .addColumn('offer_id', 'text')
    // 'YYYY-MM-DD' in Europe/Istanbul.
    .addColumn('move_date', 'text', (c) => c.notNull())
    // planned | done | cancelled
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('planned'))
    .addColumn('volume_m3', 'real')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('moves_date_idx').on('moves').columns(['move_date', 'status']).execute();
  await db.schema
    .createTable('move_vehicles')
    .addColumn('move_id', 'text', (c) => c.notNull().references('moves.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'text', (c) => c.notNull().references('vehicles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('move_vehicles_pk', ['move_id', 'vehicle_id'])
    .execute();
  await db.schema
    .createTable('move_crews')
    .addColumn('move_id', 'text', (c) => c.notNull().references('moves.id').onDelete('cascade'))
    .addColumn('crew_id', 'text', (c) => c.notNull().references('crews.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('move_crews_pk', ['move_id', 'crew_id'])
    .execute();
  await db.schema
    .createTable('move_staff')
    .addColumn('move_id', 'text', (c) => c.notNull().references('moves.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('move_staff_pk', ['move_id', 'user_id'])
    .execute();
}

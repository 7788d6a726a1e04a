import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * How many leads each list holds, kept by the database itself: one row per kind, read
 * state and whether the lead is in "Silinenler", counted up and down by triggers on
 * `leads` in the same transaction as the change. A lead tab's page then reads its total
 * from a few rows instead of counting tens of thousands of index entries on every view
 * (docs/decisions/027-lead-list-counts.md). Filtered lists (status, source, search,
 * "Bugün") are small or selective and are still counted directly.
 *
 * On PostgreSQL a change that moves a lead between two counters (read ↔ unread, deleted
 * ↔ restored) updates them in key order, so two such changes at once never wait on each
 * other in a circle.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('lead_counts')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull())
    .addColumn('deleted', 'boolean', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('lead_counts_pk', ['kind', 'is_read', 'deleted'])
    .execute();

  if (dialect === 'postgres') {
    await sql`create function lead_counts_add(k text, r boolean, d boolean, delta integer) returns void
      language sql as $$
        insert into lead_counts (kind, is_read, deleted, n) values (k, r, d, delta)
        on conflict (kind, is_read, deleted) do update set n = lead_counts.n + excluded.n
      $$`.execute(db);
    await sql`create function lead_counts_track() returns trigger language plpgsql as $$
      declare
        old_key text;
        new_key text;
      begin
        if tg_op = 'INSERT' then
          perform lead_counts_add(new.kind, new.is_read, new.deleted_at is not null, 1);
        elsif tg_op = 'DELETE' then
          perform lead_counts_add(old.kind, old.is_read, old.deleted_at is not null, -1);
        else
          old_key := old.kind || ':' || old.is_read::text || ':' || (old.deleted_at is not null)::text;
          new_key := new.kind || ':' || new.is_read::text || ':' || (new.deleted_at is not null)::text;
          if old_key < new_key then
            perform lead_counts_add(old.kind, old.is_read, old.deleted_at is not null, -1);
            perform lead_counts_add(new.kind, new.is_read, new.deleted_at is not null, 1);
          elsif old_key > new_key then
            perform lead_counts_add(new.kind, new.is_read, new.deleted_at is not null, 1);
            perform lead_counts_add(old.kind, old.is_read, old.deleted_at is not null, -1);
          end if;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger lead_counts_insert_delete after insert or delete on leads
      for each row execute function lead_counts_track()`.execute(db);
    await sql`create trigger lead_counts_update after update of kind, is_read, deleted_at on leads
      for each row execute function lead_counts_track()`.execute(db);
  } else {
    const add = (row: 'new' | 'old', delta: 1 | -1) =>
      sql.raw(`insert into lead_counts (kind, is_read, deleted, n)
        values (${row}.kind, ${row}.is_read, ${row}.deleted_at is not null, ${delta})
        on conflict (kind, is_read, deleted) do update set n = n + excluded.n;`);
    await sql`create trigger lead_counts_insert after insert on leads begin ${add('new', 1)} end`.execute(db);
    await sql`create trigger lead_counts_delete after delete on leads begin ${add('old', -1)} end`.execute(db);
    await sql`create trigger lead_counts_update after update of kind, is_read, deleted_at on leads
      when old.kind is not new.kind or old.is_read is not new.is_read
        or (old.deleted_at is null) is not (new.deleted_at is null)
      begin ${add('old', -1)} ${add('new', 1)} end`.execute(db);
  }

  await sql`insert into lead_counts (kind, is_read, deleted, n)
    select kind, is_read, deleted_at is not null, count(*) from leads
    group by kind, is_read, deleted_at is not null`.execute(db);
}

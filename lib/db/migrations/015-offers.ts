import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * Written offers and their acceptance (docs/decisions/035-written-offers.md).
 *
 * `offers`: one row per version of a lead's offer. A draft is edited freely; "Teklifi gönder"
 * sets `sent_at`, and from then on the database itself refuses any change to what the
 * offer says (content, total, version, lead, validity, when it was sent): a change is a new
 * version. The customer's answer is written once; an accepted offer's answer never changes.
 *
 * `offer_acceptances`: what the customer accepted, a snapshot of everything the offer
 * showed with its SHA-256, the name and addresses they typed, the time, the client address
 * and user agent. No row is ever updated; a row is deleted only with its lead's purge (the
 * lead in "Silinenler"). Triggers enforce both on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lead_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    // JSON: lines, dates, vehicles and crew, included and not, assumptions, terms, note, KDV (lib/offers/types.ts).
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('sent_at', ts)
    .addColumn('valid_until', ts)
    .addColumn('first_viewed_at', ts)
    .addColumn('last_viewed_at', ts)
    .addColumn('withdrawn_at', ts)
    // accepted | change | declined (lib/offers/types.ts), with its time and the customer's message.
    .addColumn('response', 'text')
    .addColumn('response_at', ts)
    .addColumn('response_message', 'text')
    .addUniqueConstraint('offers_lead_version_key', ['lead_id', 'version'])
    .execute();

  await db.schema
    .createTable('offer_acceptances')
    .addColumn('offer_id', 'text', (c) => c.primaryKey())
    .addColumn('lead_id', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('snapshot_sha256', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('accepted_at', ts, (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offer_acceptances_lead_idx').on('offer_acceptances').column('lead_id').execute();

  const frozen = `old.sent_at is not null and (
      new.content is distinct from old.content or new.total is distinct from old.total
      or new.version is distinct from old.version or new.lead_id is distinct from old.lead_id
      or new.sent_at is distinct from old.sent_at or new.valid_until is distinct from old.valid_until)`;
  const answered = `old.response = 'accepted' and (new.response is distinct from old.response
      or new.response_at is distinct from old.response_at or new.withdrawn_at is distinct from old.withdrawn_at)`;
  const leadLive = `exists (select 1 from leads where leads.id = old.lead_id and leads.deleted_at is null)`;

  if (dialect === 'postgres') {
    await sql`create function offers_guard() returns trigger language plpgsql as $$
      begin
        if ${sql.raw(frozen)} then raise exception 'offer % version % was sent and cannot change', old.lead_id, old.version; end if;
        if ${sql.raw(answered)} then raise exception 'accepted offer % cannot change', old.id; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger offers_guard before update on offers for each row execute function offers_guard()`.execute(
      db,
    );
    await sql`create function offer_acceptances_guard() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then raise exception 'an acceptance record never changes'; end if;
        if ${sql.raw(leadLive)} then raise exception 'an acceptance record goes only with its purged lead'; end if;
        return old;
      end $$`.execute(db);
    await sql`create trigger offer_acceptances_guard before update or delete on offer_acceptances
      for each row execute function offer_acceptances_guard()`.execute(db);
  } else {
    // SQLite has no IS DISTINCT FROM; IS NOT compares NULLs the same way.
    const sqlite = (condition: string) => condition.replaceAll('is distinct from', 'is not');
    await sql`create trigger offers_frozen before update on offers when ${sql.raw(sqlite(frozen))}
      begin select raise(abort, 'offer was sent and cannot change'); end`.execute(db);
    await sql`create trigger offers_answered before update on offers when ${sql.raw(sqlite(answered))}
      begin select raise(abort, 'accepted offer cannot change'); end`.execute(db);
    await sql`create trigger offer_acceptances_no_update before update on offer_acceptances
      begin select raise(abort, 'an acceptance record never changes'); end`.execute(db);
    await sql`create trigger offer_acceptances_no_delete before delete on offer_acceptances when ${sql.raw(leadLive)}
      begin select raise(abort, 'an acceptance record goes only with its purged lead'); end`.execute(db);
  }
}

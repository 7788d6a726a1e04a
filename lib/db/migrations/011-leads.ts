import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

// Frozen: lib/leads/search-text.ts's leadSearchText, with lib/turkish.ts's foldForSearch and
// lib/leads/pipeline.ts's nationalDigits, as this migration ran them (commit 56f207e). A
// migration is history: a later change to the live functions must not change what this one
// writes (docs/decisions/051-every-engine-test-on-postgres.md); 011-leads.test.ts holds the
// values it wrote.
function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('90') && digits.length === 12) return digits.slice(2);
  if (digits.startsWith('0') && digits.length === 11) return digits.slice(1);
  return digits;
}

/** A lead's `search_text` as migration 011 wrote it (frozen copy, see above). */
export function leadSearchText011(lead: {
  name: string;
  email: string;
  reference: string | null;
  phone: string | null;
  subject: string | null;
  fromLocation: string | null;
  toLocation: string | null;
}): string {
  const words = [lead.name, lead.email, lead.reference, lead.subject, lead.fromLocation, lead.toLocation]
    .filter((part): part is string => Boolean(part))
    .map(foldForSearch);
  const phone = lead.phone ? nationalDigits(lead.phone) : '';
  return [...words, phone].filter(Boolean).join(' | ');
}

/**
 * One table of leads (docs/decisions/026-one-lead-table.md): the contact messages and
 * the quote requests move into `leads`, told apart by `kind`; the columns only one kind
 * has are empty for the other. Lists of both kinds, their counts and search are then one
 * query ordered and paged by the database.
 *
 * `seq` is a stable integer key (on SQLite the rowid itself, so VACUUM keeps it): the
 * search index refers to rows by it. `search_text` is the lead's name, e-mail, reference,
 * subject or places folded the Turkish way (lib/leads/search-text.ts) and its phone's
 * national digits, indexed by trigrams: FTS5 on SQLite, pg_trgm on PostgreSQL when the
 * server has it (without it a search reads the table, which is still correct).
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  await db.schema
    .createTable('leads')
    .addColumn('seq', 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    // A contact message's subject; a quote request's places and service.
    .addColumn('subject', 'text')
    .addColumn('from_location', 'text')
    .addColumn('to_location', 'text')
    .addColumn('service_type', 'text')
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('attribution', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('yeni'))
    .addColumn('lost_reason', 'text')
    .addColumn('status_changed_at', ts)
    .addColumn('follow_up_at', ts)
    .addColumn('first_response_at', ts)
    .addColumn('deleted_at', ts)
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('diger'))
    .addColumn('submission_id', 'text')
    .addColumn('estimate_min', 'integer')
    .addColumn('estimate_max', 'integer')
    .addColumn('estimate_inputs', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  // Each list reads one of these in its order; the partial ones hold only the rows it shows.
  const indexes = [
    // A form's id is unique per kind: a second send of that form stores nothing.
    'create unique index leads_submission_idx on leads (kind, submission_id)',
    // The overview's figures read the source and first response from the index alone.
    'create index leads_active_idx on leads (created_at, id, source, first_response_at) where deleted_at is null',
    'create index leads_kind_idx on leads (kind, created_at, id) where deleted_at is null',
    'create index leads_unread_idx on leads (kind, is_read, created_at, id) where deleted_at is null',
    'create index leads_follow_up_idx on leads (follow_up_at, id, status) where deleted_at is null and follow_up_at is not null',
    'create index leads_deleted_idx on leads (deleted_at, id) where deleted_at is not null',
    'create index leads_status_changed_idx on leads (status_changed_at, status, lost_reason) where deleted_at is null',
    'create index leads_waiting_idx on leads (created_at) where deleted_at is null and first_response_at is null',
  ];
  for (const statement of indexes) await sql.raw(statement).execute(db);

  if (dialect === 'sqlite') {
    // External-content FTS5 table over search_text, kept in step by triggers.
    await sql`create virtual table leads_search using fts5(search_text, content='leads', content_rowid='seq', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger leads_search_insert after insert on leads begin
      insert into leads_search (rowid, search_text) values (new.seq, new.search_text); end`.execute(db);
    await sql`create trigger leads_search_delete after delete on leads begin
      insert into leads_search (leads_search, rowid, search_text) values ('delete', old.seq, old.search_text); end`.execute(
      db,
    );
    await sql`create trigger leads_search_update after update of search_text on leads begin
      insert into leads_search (leads_search, rowid, search_text) values ('delete', old.seq, old.search_text);
      insert into leads_search (rowid, search_text) values (new.seq, new.search_text); end`.execute(db);
  } else {
    // pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. It
    // goes into "public" where there is one, so that every schema of the database can use it.
    // A server without it keeps working: searches then read the table.
    await sql`do $$
    declare ns text;
    begin
      if not exists (select 1 from pg_extension where extname = 'pg_trgm')
        and exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
        begin
          if exists (select 1 from pg_namespace where nspname = 'public') then
            create extension pg_trgm schema public;
          else
            create extension pg_trgm;
          end if;
        exception when others then raise notice 'pg_trgm not created: %', sqlerrm;
        end;
      end if;
      select n.nspname into ns from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'pg_trgm';
      if ns is not null then
        execute format('create index leads_search_idx on leads using gin (search_text %I.gin_trgm_ops)', ns);
      end if;
    end $$`.execute(db);
  }

  await copyLeads(db, 'contact_messages', 'contact');
  await copyLeads(db, 'quote_requests', 'quote');
  await db.schema.dropTable('contact_messages').execute();
  await db.schema.dropTable('quote_requests').execute();
}

type OldRow = Record<string, unknown> & { id: string; created_at: unknown };

/** Copies one old table into `leads` in chunks, oldest first, with each row's search text. */
async function copyLeads(db: Kysely<unknown>, table: string, kind: 'contact' | 'quote'): Promise<void> {
  const CHUNK = 500;
  // Columns a table does not have (a message's places, a request's subject) are read as null.
  for (let offset = 0; ; offset += CHUNK) {
    const { rows } = await sql<OldRow>`
      select * from ${sql.table(table)} order by created_at, id limit ${CHUNK} offset ${offset}
    `.execute(db);
    if (rows.length === 0) break;
    const values = rows.map((row) => {
      const text = (key: string) => (row[key] == null ? null : String(row[key]));
      const lead = {
        id: row.id,
        kind,
        reference: text('reference'),
        name: String(row.name),
        email: String(row.email),
        phone: text('phone'),
        subject: text('subject'),
        from_location: text('from_location'),
        to_location: text('to_location'),
        service_type: text('service_type'),
        message: String(row.message ?? ''),
        is_read: row.is_read,
        attribution: text('attribution'),
        status: String(row.status ?? 'yeni'),
        lost_reason: text('lost_reason'),
        status_changed_at: row.status_changed_at ?? null,
        follow_up_at: row.follow_up_at ?? null,
        first_response_at: row.first_response_at ?? null,
        deleted_at: row.deleted_at ?? null,
        source: String(row.source ?? 'diger'),
        submission_id: text('submission_id'),
        estimate_min: row.estimate_min ?? null,
        estimate_max: row.estimate_max ?? null,
        estimate_inputs: text('estimate_inputs'),
        created_at: row.created_at,
      };
      return {
        ...lead,
        search_text: leadSearchText011({
          name: lead.name,
          email: lead.email,
          reference: lead.reference,
          phone: lead.phone,
          subject: lead.subject,
          fromLocation: lead.from_location,
          toLocation: lead.to_location,
        }),
      };
    });
    await (db as Kysely<{ leads: Record<string, unknown> }>).insertInto('leads').values(values).execute();
    if (rows.length < CHUNK) break;
  }
}

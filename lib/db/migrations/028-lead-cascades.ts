import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * The database removes what hangs off a lead and a person (issue 35,
 * docs/decisions/048-database-cascades.md).
 *
 * Every table with a `lead_id` gets a foreign key to `leads (id)` with `on delete cascade`,
 * and an alert's deliveries one to their alert (and device): deleting a lead row is then the
 * whole purge. The columns holding a person's user id get one to `user (id)`: an owner or a
 * surveyor (`leads.assigned_to`, `survey_bookings.assigned_to`) is set to null when the
 * account goes; rows that are the person's own (a move's staff entry, a calendar feed, a
 * device, quiet hours) go with it. Columns that hold an e-mail (`created_by`, `author_email`,
 * `uploaded_by`, …) are records of who did something, kept as written, and get none.
 *
 * `lead_file_removals`: stored files whose `lead_files` row is gone, waiting to be removed
 * from the store (the purge queues its leads' files here in its transaction; the retention
 * sweep removes the file, then the queue row).
 *
 * Rows already pointing at nothing are dealt with first: those of a lead that is gone are
 * deleted (a file row's stored file is queued), a person who is gone is cleared or their
 * own rows deleted. SQLite cannot add a foreign key to a table: each table is rebuilt with
 * foreign keys off (create, copy, drop, rename, then its indexes and triggers as they were),
 * in one transaction that checks every foreign key before it commits.
 */

type OnDelete = 'cascade' | 'set null';
interface Reference {
  column: string;
  table: string;
  to: string;
  onDelete: OnDelete;
}

const toLead: Reference = { column: 'lead_id', table: 'leads', to: 'id', onDelete: 'cascade' };
const person = (column: string, onDelete: OnDelete): Reference => ({ column, table: 'user', to: 'id', onDelete });

/** The tables that hang off a lead, as they were when this migration was written. */
const LEAD_TABLES = [
  'lead_links',
  'offers',
  'offer_acceptances',
  'lead_notifications',
  'lead_notes',
  'lead_audit',
  'lead_files',
  'lead_inventories',
  'survey_bookings',
  'moves',
  'staff_alerts',
  'calendar_reminders',
  'follow_up_consents',
  'reviews',
  'damage_reports',
] as const;

/** The foreign keys this migration adds, by table. */
const REFERENCES: ReadonlyArray<readonly [string, readonly Reference[]]> = [
  ['leads', [person('assigned_to', 'set null')]],
  ...LEAD_TABLES.map((table): [string, Reference[]] => [
    table,
    table === 'survey_bookings' ? [toLead, person('assigned_to', 'set null')] : [toLead],
  ]),
  [
    'push_deliveries',
    [
      { column: 'alert_id', table: 'staff_alerts', to: 'id', onDelete: 'cascade' },
      { column: 'subscription_id', table: 'push_subscriptions', to: 'id', onDelete: 'cascade' },
    ],
  ],
  ['move_staff', [person('user_id', 'cascade')]],
  ['calendar_feeds', [person('user_id', 'cascade')]],
  ['push_subscriptions', [person('user_id', 'cascade')]],
  ['staff_alert_prefs', [person('user_id', 'cascade')]],
];

/** Indexes the cascades look rows up by, where none could serve (a partial one cannot). */
const INDEXES = [
  'create index lead_notifications_lead_idx on lead_notifications (lead_id)',
  'create index survey_bookings_lead_ref_idx on survey_bookings (lead_id)',
  'create index push_deliveries_subscription_idx on push_deliveries (subscription_id)',
];

const q = (name: string) => `"${name}"`;
const missing = (ref: Reference, table: string) =>
  `${q(table)}.${q(ref.column)} is not null and not exists (select 1 from ${q(ref.table)} p where p.${q(ref.to)} = ${q(table)}.${q(ref.column)})`;

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  const now = dialect === 'postgres' ? sql`now()` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  if (dialect === 'postgres') {
    // All migrations run in one transaction on PostgreSQL. Adding a key reads the whole table
    // to check it (about a second for 350 000 log rows): more than the pool's 5 s per statement
    // must not fail the start of a large database.
    await sql`set local statement_timeout = '10min'`.execute(db);
    await work(db, false);
    for (const [table, refs] of REFERENCES) {
      for (const ref of refs) {
        await db.schema
          .alterTable(table)
          .addForeignKeyConstraint(`${table}_${ref.column}_fkey`, [ref.column], ref.table, [ref.to], (c) =>
            c.onDelete(ref.onDelete),
          )
          .execute();
      }
    }
    return;
  }
  // SQLite: the rebuild needs foreign keys off (else dropping a table would run its cascades),
  // which SQLite allows only outside a transaction; and the old renaming of tables, which
  // leaves the triggers of other tables that name them (offer_acceptances' guard names
  // leads) as they are instead of refusing the rename while the old table is gone.
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`pragma legacy_alter_table = on`.execute(db);
  try {
    const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    if (Number(rows[0]?.foreign_keys) !== 0) throw new Error('028: foreign keys could not be turned off');
    await db.transaction().execute(async (trx) => {
      await work(trx, true);
      for (const [table, refs] of REFERENCES) await rebuild(trx, table, refs);
      const { rows: broken } = await sql<{ table: string; parent: string }>`pragma foreign_key_check`.execute(trx);
      if (broken.length)
        throw new Error(
          `028: rows still point at nothing: ${broken.map((b) => `${b.table} → ${b.parent}`).join(', ')}`,
        );
    });
  } finally {
    await sql`pragma legacy_alter_table = off`.execute(db);
    await sql`pragma foreign_keys = on`.execute(db);
  }

  /** The queue table, the clean-up of rows pointing at nothing, and the indexes (both engines). */
  async function work(trx: Kysely<unknown>, sqlite: boolean): Promise<void> {
    await trx.schema
      .createTable('lead_file_removals')
      .addColumn('storage_key', 'text', (c) => c.primaryKey())
      .addColumn('queued_at', ts, (c) => c.notNull())
      .execute();
    // A person who is gone: cleared where the row is someone else's, deleted where it is theirs.
    for (const [table, refs] of REFERENCES) {
      for (const ref of refs) {
        if (ref.table !== 'user') continue;
        if (ref.onDelete === 'set null')
          await sql.raw(`update ${q(table)} set ${q(ref.column)} = null where ${missing(ref, table)}`).execute(trx);
        else await sql.raw(`delete from ${q(table)} where ${missing(ref, table)}`).execute(trx);
      }
    }
    // A lead that is gone: its rows go, and its stored files are queued for removal first.
    await sql`insert into lead_file_removals (storage_key, queued_at)
      select storage_key, ${now} from lead_files where ${sql.raw(missing(toLead, 'lead_files'))}
      on conflict (storage_key) do nothing`.execute(trx);
    for (const table of LEAD_TABLES)
      await sql.raw(`delete from ${q(table)} where ${missing(toLead, table)}`).execute(trx);
    // Rows under those (on PostgreSQL, and for moves on SQLite with foreign keys on, the
    // existing cascades have removed them already).
    for (const ref of REFERENCES.find(([table]) => table === 'push_deliveries')![1])
      await sql.raw(`delete from "push_deliveries" where ${missing(ref, 'push_deliveries')}`).execute(trx);
    if (sqlite)
      for (const table of ['move_vehicles', 'move_crews', 'move_staff'])
        await sql
          .raw(`delete from ${q(table)} where not exists (select 1 from moves m where m.id = ${q(table)}.move_id)`)
          .execute(trx);
    for (const statement of INDEXES) await sql.raw(statement).execute(trx);
  }
}

/**
 * SQLite: `table` rebuilt with the references added to its columns' definitions; every other
 * part of its statement, its rows, indexes and triggers as they were (read from sqlite_master).
 */
async function rebuild(trx: Kysely<unknown>, table: string, refs: readonly Reference[]): Promise<void> {
  const { rows } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = ${table}`.execute(trx);
  if (!rows[0]) throw new Error(`028: no table ${table}`);
  const { rows: extras } = await sql<{ sql: string }>`
    select sql from sqlite_master where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null
    order by type = 'trigger', rowid`.execute(trx);
  const temporary = `${table}__028`;
  await sql.raw(withReferences(rows[0].sql, temporary, refs)).execute(trx);
  await sql.raw(`insert into ${q(temporary)} select * from ${q(table)}`).execute(trx);
  await sql.raw(`drop table ${q(table)}`).execute(trx);
  await sql.raw(`alter table ${q(temporary)} rename to ${q(table)}`).execute(trx);
  for (const extra of extras) await sql.raw(extra.sql).execute(trx);
}

/**
 * A CREATE TABLE statement for `name` with ` references "table" ("to") on delete …` appended to
 * the definitions of the referencing columns (SQLite takes a column's constraints in any order).
 * The definitions are split at commas outside parentheses and quotes.
 */
export function withReferences(createSql: string, name: string, refs: readonly Reference[]): string {
  const open = createSql.indexOf('(');
  const close = createSql.lastIndexOf(')');
  if (open < 0 || close < open) throw new Error(`028: cannot read ${createSql}`);
  const body = createSql.slice(open + 1, close);
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"' || ch === '`') quote = ch;
    else if (ch === '[') quote = ']';
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  const columnOf = (part: string) =>
    /^\s*(?:"([^"]+)"|`([^`]+)`|\[([^\]]+)\]|([A-Za-z_]\w*))/.exec(part)?.slice(1).find(Boolean);
  for (const ref of refs) {
    const index = parts.findIndex((part) => columnOf(part) === ref.column);
    if (index < 0) throw new Error(`028: no column ${ref.column} in ${createSql}`);
    if (/\breferences\b/i.test(parts[index]!)) throw new Error(`028: ${ref.column} already references a table`);
    parts[index] = `${parts[index]!.trimEnd()} references ${q(ref.table)} (${q(ref.to)}) on delete ${ref.onDelete}`;
  }
  return `create table ${q(name)} (${parts.join(',')})`;
}

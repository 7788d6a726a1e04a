import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

const LEAD_TABLES = ['contact_messages', 'quote_requests'] as const;

// Frozen: lib/leads/pipeline.ts's classifySource as this migration ran it (commit e383113).
// A migration is history: a later change to the live function must not change what this one
// writes (docs/decisions/051-every-engine-test-on-postgres.md); 008-lead-pipeline.test.ts
// holds the values it wrote.
const SEARCH_ENGINES = /(^|\.)(google|bing|yandex|yahoo|duckduckgo|ecosia|baidu)\./i;
const SOCIAL =
  /(^|\.)(facebook|instagram|fb|t|twitter|x|linkedin|tiktok|youtube|pinterest|whatsapp|l\.facebook)\.(com|co|me)$/i;
const SOCIAL_NAMES = /^(facebook|fb|instagram|ig|twitter|x|linkedin|tiktok|youtube|pinterest|whatsapp|social|meta)$/i;

function hostOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** The lead's source as migration 008 classified it (frozen copy, see above). */
export function classifySource008(attribution: Record<string, string> | null | undefined): string {
  const a = attribution ?? {};
  const utmSource = (a.utm_source ?? '').trim();
  const medium = (a.utm_medium ?? '').trim().toLowerCase();
  const paid = /^(cpc|ppc|paid|paidsearch|paid_search|sem|ads?)$/.test(medium);
  if (a.gclid || (/google/i.test(utmSource) && paid)) return 'google-ads';
  if (a.fbclid || SOCIAL_NAMES.test(utmSource) || medium === 'social' || medium === 'paid_social') return 'sosyal';
  const referrer = hostOf(a.referrer);
  if (utmSource || medium) return /google|bing|yandex/i.test(utmSource) && medium === 'organic' ? 'organik' : 'diger';
  if (referrer && SEARCH_ENGINES.test(referrer)) return 'organik';
  if (referrer && SOCIAL.test(referrer)) return 'sosyal';
  if (!referrer) return 'dogrudan';
  return 'diger';
}

/**
 * The lead pipeline (docs/decisions/011-lead-pipeline.md): each lead's status (existing
 * rows start as "yeni"), lost reason, next follow-up, first response, soft delete and
 * source; staff notes and the audit log of every staff action on a lead.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const ts = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'text');
  for (const table of LEAD_TABLES) {
    // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('yeni'))
      .execute();
    await db.schema.alterTable(table).addColumn('lost_reason', 'text').execute();
    await db.schema.alterTable(table).addColumn('status_changed_at', ts).execute();
    await db.schema.alterTable(table).addColumn('follow_up_at', ts).execute();
    await db.schema.alterTable(table).addColumn('first_response_at', ts).execute();
    await db.schema.alterTable(table).addColumn('deleted_at', ts).execute();
    await db.schema
      .alterTable(table)
      .addColumn('source', 'text', (c) => c.notNull().defaultTo('diger'))
      .execute();
    await db.schema.createIndex(`${table}_follow_up_idx`).on(table).columns(['follow_up_at']).execute();
    await db.schema.createIndex(`${table}_deleted_idx`).on(table).columns(['deleted_at']).execute();

    // The source of the leads stored so far, from their attribution.
    const { rows } = await sql<{ id: string; attribution: string | null }>`
      select id, attribution from ${sql.table(table)}
    `.execute(db);
    for (const row of rows) {
      let attribution: Record<string, string> | null = null;
      try {
        attribution = row.attribution ? (JSON.parse(row.attribution) as Record<string, string>) : null;
      } catch {
        attribution = null;
      }
      const source = classifySource008(attribution);
      if (source !== 'diger')
        await sql`update ${sql.table(table)} set source = ${source} where id = ${row.id}`.execute(db);
    }
  }

  // The outbox also carries the acknowledgement to the customer: who an e-mail is for.
  await db.schema
    .alterTable('lead_notifications')
    .addColumn('recipient', 'text', (c) => c.notNull().defaultTo('staff'))
    .execute();

  await db.schema
    .createTable('lead_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lead_kind', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_notes_lead_idx').on('lead_notes').columns(['lead_id', 'created_at']).execute();

  await db.schema
    .createTable('lead_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lead_kind', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_audit_lead_idx').on('lead_audit').columns(['lead_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lead_audit').ifExists().execute();
  await db.schema.dropTable('lead_notes').ifExists().execute();
  await db.schema.alterTable('lead_notifications').dropColumn('recipient').execute();
  for (const table of LEAD_TABLES) {
    await db.schema.dropIndex(`${table}_deleted_idx`).ifExists().execute();
    await db.schema.dropIndex(`${table}_follow_up_idx`).ifExists().execute();
    for (const column of [
      'source',
      'deleted_at',
      'first_response_at',
      'follow_up_at',
      'status_changed_at',
      'lost_reason',
      'status',
    ]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}

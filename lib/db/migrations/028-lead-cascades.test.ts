// Migration 028 on a database that already holds rows pointing at nothing, and that ran 029
// before 028 existed (the migrator takes 028 late): the orphans of a lead that is gone are
// deleted (a file row's stored file queued), a person who is gone is cleared or their own
// rows deleted, everything else is kept with its indexes and triggers, and the foreign keys
// hold from then on. On each engine.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { insertLead, listLeadPage } from '@/lib/leads/index.server';
import { testEngines } from '@/test/db-engines';
import { migrateToLatest, type Db } from '../kysely.server';
import { migrationProvider, type Dialect } from './index';
import { withReferences } from './028-lead-cascades';

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
];

type Row = Record<string, unknown>;
const anyTable = (db: Db) => db.withTables<Record<string, Row>>();

/** Every migration but 028: a database as it was before 028 was written (029 included). */
function without028(dialect: Dialect): MigrationProvider {
  const all = migrationProvider(dialect);
  return {
    async getMigrations() {
      const migrations = await all.getMigrations();
      delete migrations['028-lead-cascades'];
      return migrations;
    },
  };
}

describe('028 adds references to a CREATE TABLE statement', () => {
  it('appends the clause to the named columns only, past defaults with commas and parentheses', () => {
    const statement = `CREATE TABLE "t" ("id" text primary key, "note" text default 'a, (b)' not null, "lead_id" text not null, "n" numeric(10, 2), constraint "t_pk" unique ("id", "lead_id"))`;
    expect(
      withReferences(statement, 't__028', [{ column: 'lead_id', table: 'leads', to: 'id', onDelete: 'cascade' }]),
    ).toBe(
      `create table "t__028" ("id" text primary key, "note" text default 'a, (b)' not null, "lead_id" text not null references "leads" ("id") on delete cascade, "n" numeric(10, 2), constraint "t_pk" unique ("id", "lead_id"))`,
    );
    expect(() =>
      withReferences(statement, 'x', [{ column: 'user_id', table: 'user', to: 'id', onDelete: 'cascade' }]),
    ).toThrow(/no column user_id/);
  });
});

describe.each(testEngines())('migration 028 (database cascades) on $name', (engine) => {
  it('deletes the rows of a lead that is gone, clears a person who is gone, keeps the rest, and enforces the keys', async () => {
    const handle = await engine.open({ migrate: false });
    const { db, dialect } = handle;
    try {
      const before = await new Migrator({
        db,
        provider: without028(dialect),
        allowUnorderedMigrations: true,
      }).migrateToLatest();
      expect(before.error).toBeUndefined();
      expect(before.results?.map((r) => r.migrationName)).toContain('029-token-sender');

      let counter = 0;
      /** A row of `table` with `values` and a made-up value in every other required column. */
      async function insertRow(table: string, values: Row): Promise<Row> {
        const { rows: columns } =
          dialect === 'postgres'
            ? await sql<{ name: string; type: string; required: boolean }>`select column_name as name,
                data_type as type, (is_nullable = 'NO' and column_default is null) as required
                from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(
                db,
              )
            : await sql<{ name: string; type: string; required: number }>`select name, type,
                (("notnull" = 1 or pk > 0) and dflt_value is null) as required from pragma_table_info(${table})`.execute(
                db,
              );
        const row: Row = {};
        for (const column of columns) {
          if (column.name in values || !column.required) continue;
          counter++;
          const type = column.type.toLowerCase();
          row[column.name] = /int|real|numeric|double/.test(type)
            ? counter
            : /bool/.test(type)
              ? false
              : /timestamp/.test(type)
                ? new Date(Date.UTC(2026, 0, 1) + counter * 60_000)
                : `v${counter}`;
        }
        Object.assign(row, values);
        await anyTable(db).insertInto(table).values(row).execute();
        return row;
      }
      const count = async (table: string, where: Row) => {
        let query = anyTable(db)
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'));
        for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
        return Number((await query.executeTakeFirstOrThrow()).n);
      };

      const personId = randomUUID();
      const now = new Date('2026-12-01T10:00:00Z').toISOString();
      await insertRow('user', {
        id: personId,
        name: 'Kalan Kişi',
        email: 'kalan@hafifnakliyat.example',
        emailVerified: false,
        createdAt: now,
        updatedAt: now,
      });
      const kept = await insertLead(db, {
        kind: 'quote',
        name: 'Kalan Müşteri',
        email: 'kalan@example.com',
        phone: '0532 111 22 33',
        fromLocation: 'Kadıköy',
        toLocation: 'Üsküdar',
        serviceType: 'Ev Taşıma',
        assignedTo: personId,
      });
      const unowned = await insertLead(db, {
        kind: 'contact',
        name: 'Sahibi Giden',
        email: 'giden@example.com',
        subject: 'Soru',
        message: 'Merhaba',
        assignedTo: 'silinmis-kisi',
      });
      // A row in every table that hangs off a lead, for the kept lead and for one that is gone.
      for (const table of LEAD_TABLES) {
        await insertRow(table, { lead_id: kept.id });
        await insertRow(table, { lead_id: 'silinmis-talep' });
      }
      const orphanFile = await anyTable(db)
        .selectFrom('lead_files')
        .select('storage_key')
        .where('lead_id', '=', 'silinmis-talep')
        .executeTakeFirstOrThrow();
      await anyTable(db)
        .updateTable('survey_bookings')
        .set({ assigned_to: 'silinmis-kisi' })
        .where('lead_id', '=', kept.id)
        .execute();
      // Under the moves and alerts: a kept move's vehicle, the gone move's vehicle.
      const vehicle = await insertRow('vehicles', {});
      const movesOf = async (lead: string) =>
        (await anyTable(db).selectFrom('moves').select('id').where('lead_id', '=', lead).executeTakeFirstOrThrow()).id;
      await insertRow('move_vehicles', { move_id: await movesOf(kept.id), vehicle_id: vehicle.id });
      await insertRow('move_vehicles', { move_id: await movesOf('silinmis-talep'), vehicle_id: vehicle.id });
      await insertRow('move_staff', { move_id: await movesOf(kept.id), user_id: personId });
      await insertRow('move_staff', { move_id: await movesOf(kept.id), user_id: 'silinmis-kisi' });
      for (const user of [personId, 'silinmis-kisi']) {
        await insertRow('calendar_feeds', { user_id: user });
        await insertRow('staff_alert_prefs', { user_id: user });
      }
      const keptDevice = await insertRow('push_subscriptions', { id: 'cihaz-kalan', user_id: personId });
      await insertRow('push_subscriptions', { id: 'cihaz-giden', user_id: 'silinmis-kisi' });
      const alertOf = async (lead: string) =>
        (
          await anyTable(db)
            .selectFrom('staff_alerts')
            .select('id')
            .where('lead_id', '=', lead)
            .executeTakeFirstOrThrow()
        ).id;
      await insertRow('push_deliveries', { alert_id: await alertOf(kept.id), subscription_id: keptDevice.id });
      await insertRow('push_deliveries', { alert_id: await alertOf('silinmis-talep'), subscription_id: keptDevice.id });
      await insertRow('push_deliveries', { alert_id: await alertOf(kept.id), subscription_id: 'cihaz-giden' });
      await insertRow('push_deliveries', { alert_id: 'silinmis-uyari', subscription_id: keptDevice.id });
      const indexes = await indexNames(db, dialect);
      const counts = await anyTable(db)
        .selectFrom('lead_counts')
        .selectAll()
        .orderBy('kind')
        .orderBy('is_read')
        .orderBy('deleted')
        .execute();

      expect(await migrateToLatest(handle)).toEqual(['028-lead-cascades']);

      for (const table of LEAD_TABLES) {
        expect([table, await count(table, { lead_id: 'silinmis-talep' })]).toEqual([table, 0]);
        expect([table, await count(table, { lead_id: kept.id })]).toEqual([table, 1]);
      }
      const queued = await anyTable(db).selectFrom('lead_file_removals').select('storage_key').execute();
      expect(queued).toEqual([{ storage_key: orphanFile.storage_key }]);
      const owners = await anyTable(db).selectFrom('leads').select(['id', 'assigned_to']).orderBy('name').execute();
      expect(owners).toEqual([
        { id: kept.id, assigned_to: personId },
        { id: unowned.id, assigned_to: null },
      ]);
      const [booking] = await anyTable(db).selectFrom('survey_bookings').select('assigned_to').execute();
      expect(booking?.assigned_to).toBeNull();
      expect(await count('move_vehicles', {})).toBe(1);
      expect(await anyTable(db).selectFrom('move_staff').select('user_id').execute()).toEqual([{ user_id: personId }]);
      for (const table of ['calendar_feeds', 'staff_alert_prefs', 'push_subscriptions'])
        expect([table, await anyTable(db).selectFrom(table).select('user_id').execute()]).toEqual([
          table,
          [{ user_id: personId }],
        ]);
      expect(
        await anyTable(db).selectFrom('push_deliveries').select(['alert_id', 'subscription_id']).execute(),
      ).toEqual([{ alert_id: await alertOf(kept.id), subscription_id: keptDevice.id }]);

      // The rebuilt tables keep their indexes and triggers, and the leads their search and counts.
      expect(await indexNames(db, dialect)).toEqual(
        [
          ...indexes,
          'lead_notifications_lead_idx',
          'push_deliveries_subscription_idx',
          'survey_bookings_lead_ref_idx',
          ...(dialect === 'sqlite' ? ['sqlite_autoindex_lead_file_removals_1'] : ['lead_file_removals_pkey']),
        ].sort(),
      );
      expect(
        await anyTable(db)
          .selectFrom('lead_counts')
          .selectAll()
          .orderBy('kind')
          .orderBy('is_read')
          .orderBy('deleted')
          .execute(),
      ).toEqual(counts);
      const found = await listLeadPage(db, { kinds: ['quote', 'contact'], search: 'Kalan Müşteri', pageSize: 10 });
      expect(found.items.map((l) => l.id)).toEqual([kept.id]);
      await anyTable(db).updateTable('offers').set({ sent_at: now }).where('lead_id', '=', kept.id).execute();
      await expect(
        anyTable(db).updateTable('offers').set({ total: 1 }).where('lead_id', '=', kept.id).execute(),
      ).rejects.toThrow(/cannot change/);
      await expect(
        anyTable(db).deleteFrom('offer_acceptances').where('lead_id', '=', kept.id).execute(),
      ).rejects.toThrow(/purged lead/);

      // From now on a row pointing at nothing is refused, and deleting the lead takes its rows.
      if (dialect === 'sqlite') {
        expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys).toBe(1);
        expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      }
      await expect(insertRow('lead_notes', { lead_id: 'silinmis-talep' })).rejects.toThrow(/foreign key/i);
      await expect(
        anyTable(db).updateTable('leads').set({ assigned_to: 'silinmis-kisi' }).where('id', '=', kept.id).execute(),
      ).rejects.toThrow(/foreign key/i);
      await anyTable(db).updateTable('leads').set({ deleted_at: now }).where('id', '=', kept.id).execute();
      await anyTable(db).deleteFrom('leads').where('id', '=', kept.id).execute();
      for (const table of LEAD_TABLES) expect([table, await count(table, { lead_id: kept.id })]).toEqual([table, 0]);
      expect(await count('push_deliveries', {})).toBe(0);
      expect(await count('move_staff', {})).toBe(0);
    } finally {
      await handle.close();
    }
  });
});

async function indexNames(db: Db, dialect: Dialect): Promise<string[]> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{
          name: string;
        }>`select indexname as name from pg_indexes where schemaname = current_schema()`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(db);
  return rows.map((r) => r.name).sort();
}

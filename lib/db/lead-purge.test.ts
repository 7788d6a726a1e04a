// The lead purge by the database's cascades (docs/decisions/048-database-cascades.md), on each
// engine: a lead with a row in every table that hangs off a lead is purged and nothing that
// refers to it is left, its stored files are removed; every lead_id column is a foreign key
// with ON DELETE CASCADE (read from the database's own catalogue, so a new table is checked
// too); removing an account clears or removes what refers to the person.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { enqueueStaffAlert, saveSubscription, setQuietHours } from '@/lib/alerts/index.server';
import {
  assignMove,
  getLeadMove,
  createFeedToken,
  enqueueDueReminders,
  addCrew,
  addVehicle,
  bookSurvey,
} from '@/lib/calendar/index.server';
import { DEFAULT_SURVEY_HOURS } from '@/lib/calendar';
import { insertLeadFile } from '@/lib/lead-files/index.server';
import { startingInventory } from '@/lib/inventory';
import { saveLeadInventory } from '@/lib/inventory/index.server';
import { issueLeadLink, addLeadNote, getLeadById, insertLead, listLeadPage, trashLead } from '@/lib/leads/index.server';
import { purgeLeadsAndFiles } from '@/lib/wiring/trash-purge.server';
import { acceptOffer, saveOfferDraft, sendOffer } from '@/lib/offers/index.server';
import { createDamageReport, createReview, moveOfLead, recordFollowUpConsent } from '@/lib/reviews/index.server';
import { localFileStore } from '@/lib/storage/storage.server';
import { removeAccount } from '@/lib/team/index.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { offerContent } from '@/test/offer-fixtures';
import { engineOf, type Db } from './kysely.server';

// Tuesday 1 December 2026, 20:00 in İstanbul: past the reminder hour, the survey and the move tomorrow.
const NOW = new Date('2026-12-01T17:00:00Z');
const TOMORROW = '2026-12-02';
const DAY = 24 * 3600_000;
const staff = { email: 'ofis@hafifnakliyat.example' };
const root = mkdtempSync(path.join(os.tmpdir(), 'hn-purge-'));
const store = localFileStore(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Users = { user: Record<string, unknown> };
type Row = Record<string, unknown>;

interface ForeignKey {
  table: string;
  column: string;
  references: string;
  to: string;
  onDelete: string;
}

describe.each(testEngines())('the lead purge on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  async function addUser(role = 'saha'): Promise<string> {
    const id = randomUUID();
    await db
      .withTables<Users>()
      .insertInto('user')
      .values({
        id,
        name: `Personel ${id.slice(0, 4)}`,
        email: `${id}@hafifnakliyat.example`,
        emailVerified: false,
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
        role,
        on_duty: false,
      })
      .execute();
    return id;
  }

  /** The tables with a lead_id column, from the database's catalogue. */
  async function leadTables(): Promise<string[]> {
    const { rows } =
      engineOf(db) === 'postgres'
        ? await sql<{ name: string }>`select table_name as name from information_schema.columns
            where table_schema = current_schema() and column_name = 'lead_id'`.execute(db)
        : await sql<{ name: string }>`select m.name from sqlite_master m join pragma_table_info(m.name) c
            where m.type = 'table' and c.name = 'lead_id'`.execute(db);
    return rows.map((r) => r.name).sort();
  }

  /** Every foreign key of the schema, from the database's catalogue. */
  async function foreignKeys(): Promise<ForeignKey[]> {
    if (engineOf(db) === 'sqlite') {
      const { rows } = await sql<ForeignKey>`select m.name as "table", f."from" as "column",
          f."table" as "references", f."to" as "to", lower(f.on_delete) as "onDelete"
        from sqlite_master m join pragma_foreign_key_list(m.name) f where m.type = 'table'`.execute(db);
      return rows;
    }
    const { rows } = await sql<ForeignKey & { action: string }>`select c.relname as "table", a.attname as "column",
        r.relname as "references", ra.attname as "to", k.confdeltype as "action"
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_class r on r.oid = k.confrelid
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
      join pg_attribute ra on ra.attrelid = k.confrelid and ra.attnum = k.confkey[1]
      where k.contype = 'f' and n.nspname = current_schema()`.execute(db);
    const actions: Record<string, string> = {
      c: 'cascade',
      n: 'set null',
      a: 'no action',
      r: 'restrict',
      d: 'set default',
    };
    return rows.map(({ action, ...key }) => ({ ...key, onDelete: actions[action] ?? action }));
  }

  const rowsOf = (table: string, column: string, ids: readonly string[]) =>
    ids.length
      ? db
          .withTables<Record<string, Row>>()
          .selectFrom(table)
          .selectAll()
          .where(column, 'in', [...ids])
          .execute()
      : Promise.resolve([]);

  let surveys = 0;
  /** A won lead with a row in every table that hangs off a lead, and two stored files. */
  async function leadWithEverything(name: string, userId: string) {
    const lead = await insertLead(
      db,
      {
        kind: 'quote',
        reference: `HN-${randomUUID().slice(0, 6).toUpperCase()}`,
        name,
        email: 'musteri@example.com',
        phone: '0532 111 22 33',
        fromLocation: 'Kadıköy',
        toLocation: 'Beşiktaş',
        serviceType: 'Ev Taşıma',
      },
      new Date(NOW.getTime() - 10 * DAY),
    );
    await issueLeadLink(db, lead.id, 'staff', { by: staff.email, now: NOW });
    await addLeadNote(db, 'quote', lead.id, 'Piyano var, ek ekip gerekir.', { ...staff, now: NOW });
    await saveLeadInventory(db, lead.id, startingInventory(), 'customer', NOW);
    const booked = await bookSurvey(db, {
      lead,
      // One surveyor: each lead's survey in an hour of its own, from 09:00 in İstanbul.
      startsAt: `${TOMORROW}T${String(6 + surveys++).padStart(2, '0')}:00:00.000Z`,
      kind: 'ev',
      address: 'Caferağa Mah. Moda Cad. No 12, Kadıköy',
      actor: { by: 'staff', email: staff.email },
      hours: DEFAULT_SURVEY_HOURS,
      now: NOW,
    });
    expect(booked).toMatchObject({ ok: true });
    await db.updateTable('survey_bookings').set({ assigned_to: userId }).where('lead_id', '=', lead.id).execute();
    const draft = await saveOfferDraft(db, lead.id, offerContent({ moveDate: TOMORROW }), staff.email);
    await sendOffer(db, draft.id, staff, new Date(NOW.getTime() - 2 * DAY));
    const accepted = await acceptOffer(
      db,
      draft.id,
      {
        fullName: name,
        fromAddress: 'Kadıköy Moda Cad. No 12',
        toAddress: 'Beşiktaş Barbaros Bulvarı No 3',
        clientAddress: '203.0.113.9',
        userAgent: 'vitest',
        snapshot: { total: 28_000 },
      },
      new Date(NOW.getTime() - DAY),
    );
    expect(accepted.ok).toBe(true);
    await recordFollowUpConsent(db, draft.id, lead.id, new Date(NOW.getTime() - DAY));
    const move = (await moveOfLead(db, lead.id))!;
    const moveId = (await getLeadMove(db, lead.id))!.id;
    const vehicle = await addVehicle(db, { name: `Kamyon ${name}`, capacityM3: 40 }, NOW);
    const crew = await addCrew(db, { name: `Ekip ${name}`, size: 4 }, NOW);
    expect(await assignMove(db, moveId, { vehicleIds: [vehicle], crewIds: [crew], userIds: [userId] }, NOW)).toBe(true);
    // The day before: the survey's and the move's reminders.
    expect(await enqueueDueReminders(db, NOW)).toBeGreaterThanOrEqual(2);
    const after = new Date(`${TOMORROW}T15:00:00Z`);
    const review = await createReview(
      db,
      lead,
      move,
      { rating: 5, body: 'Ekip çok özenliydi, teşekkürler.', nameDisplay: 'name' },
      after,
    );
    expect(review.ok).toBe(true);
    const report = await createDamageReport(
      db,
      move,
      { description: 'Masanın ayağı çizilmiş.', items: 'Yemek masası' },
      after,
    );
    const keys = [`${randomUUID()}.jpg`, `${randomUUID()}.jpg`];
    for (const [i, key] of keys.entries()) {
      await store.write(key, Buffer.from(`photo ${i}`));
      await insertLeadFile(db, {
        id: randomUUID(),
        leadId: lead.id,
        kind: 'photo',
        room: i === 0 ? 'salon' : null,
        storageKey: key,
        contentType: 'image/jpeg',
        bytes: 7,
        sha256: '0'.repeat(64),
        width: 10,
        height: 10,
        durationMs: null,
        originalName: 'foto.jpg',
        damageReportId: i === 1 ? report.id : null,
        uploadedBy: 'customer',
      });
    }
    await enqueueStaffAlert(db, { event: 'new-lead', leadId: lead.id, now: NOW });
    await saveSubscription(
      db,
      userId,
      { endpoint: `https://push.example/${randomUUID()}`, keys: { p256dh: 'p', auth: 'a' } },
      'Telefon',
      NOW,
    );
    const [subscription] = await rowsOf('push_subscriptions', 'user_id', [userId]);
    const alerts = (await rowsOf('staff_alerts', 'lead_id', [lead.id])).map((a) => String(a.id));
    for (const alert of alerts)
      await db
        .insertInto('push_deliveries')
        .values({ alert_id: alert, subscription_id: String(subscription!.id), sent_at: NOW })
        .execute();
    return { lead, moveId, alerts, keys, vehicle, crew, subscription: String(subscription!.id) };
  }

  it('purges a lead with every kind of row: the database removes them all, the purge its stored files', async () => {
    const userId = await addUser();
    const gone = await leadWithEverything('Selin Yıldız', userId);
    const kept = await leadWithEverything('Kemal Aydın', userId);
    const tables = await leadTables();
    // The lead really has a row in every table that hangs off a lead, and under its move and alerts.
    for (const table of tables)
      expect([table, (await rowsOf(table, 'lead_id', [gone.lead.id])).length > 0]).toEqual([table, true]);
    for (const table of ['move_vehicles', 'move_crews', 'move_staff'])
      expect(await rowsOf(table, 'move_id', [gone.moveId])).toHaveLength(1);
    expect(await rowsOf('push_deliveries', 'alert_id', gone.alerts)).toHaveLength(gone.alerts.length);
    for (const key of gone.keys) expect(existsSync(path.join(root, key))).toBe(true);

    await trashLead(db, 'quote', gone.lead.id, { ...staff, now: NOW });
    const later = new Date(NOW.getTime() + 31 * DAY);
    expect(await purgeLeadsAndFiles(db, store, { filesDays: 365, now: later })).toEqual({ leads: 1, files: 2 });

    expect(await getLeadById(db, gone.lead.id)).toBeNull();
    for (const table of tables) expect([table, await rowsOf(table, 'lead_id', [gone.lead.id])]).toEqual([table, []]);
    for (const table of ['move_vehicles', 'move_crews', 'move_staff'])
      expect([table, await rowsOf(table, 'move_id', [gone.moveId])]).toEqual([table, []]);
    expect(await rowsOf('push_deliveries', 'alert_id', gone.alerts)).toEqual([]);
    for (const key of gone.keys) expect(existsSync(path.join(root, key))).toBe(false);
    expect(await db.selectFrom('lead_file_removals').selectAll().execute()).toEqual([]);
    const search = await listLeadPage(db, { kinds: ['quote'], scope: 'deleted', search: 'Selin', pageSize: 10 });
    expect(search.items).toEqual([]);

    // Nothing above the lead went, and the other lead keeps all of its rows and files.
    expect(await rowsOf('vehicles', 'id', [gone.vehicle])).toHaveLength(1);
    expect(await rowsOf('crews', 'id', [gone.crew])).toHaveLength(1);
    expect(await rowsOf('push_subscriptions', 'id', [gone.subscription])).toHaveLength(1);
    expect(await rowsOf('user', 'id', [userId])).toHaveLength(1);
    for (const table of tables)
      expect([table, (await rowsOf(table, 'lead_id', [kept.lead.id])).length > 0]).toEqual([table, true]);
    expect(await rowsOf('move_staff', 'move_id', [kept.moveId])).toHaveLength(1);
    expect(await rowsOf('push_deliveries', 'alert_id', kept.alerts)).toHaveLength(kept.alerts.length);
    for (const key of kept.keys) expect(existsSync(path.join(root, key))).toBe(true);
  });

  it('a stored file that cannot be removed stays queued and goes on the next run', async () => {
    const userId = await addUser();
    const lead = await leadWithEverything('Deniz Acar', userId);
    await trashLead(db, 'quote', lead.lead.id, { ...staff, now: NOW });
    const later = new Date(NOW.getTime() + 31 * DAY);
    const failing = { ...store, remove: () => Promise.reject(new Error('depo yanıt vermiyor')) };
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(await purgeLeadsAndFiles(db, failing, { filesDays: 365, now: later })).toEqual({ leads: 1, files: 0 });
    } finally {
      console.error = quiet;
    }
    expect(await rowsOf('lead_files', 'lead_id', [lead.lead.id])).toEqual([]);
    const queued = await db.selectFrom('lead_file_removals').select('storage_key').execute();
    expect(queued.map((q) => q.storage_key).sort()).toEqual([...lead.keys].sort());
    expect(await purgeLeadsAndFiles(db, store, { filesDays: 365, now: later })).toEqual({ leads: 0, files: 2 });
    for (const key of lead.keys) expect(existsSync(path.join(root, key))).toBe(false);
    expect(await db.selectFrom('lead_file_removals').selectAll().execute()).toEqual([]);
  });

  it('every lead_id column is a foreign key to the lead with ON DELETE CASCADE, and the people columns say what happens', async () => {
    const keys = await foreignKeys();
    const tables = await leadTables();
    expect(tables.length).toBeGreaterThanOrEqual(15);
    for (const table of tables)
      expect(keys.filter((k) => k.table === table && k.column === 'lead_id')).toEqual([
        { table, column: 'lead_id', references: 'leads', to: 'id', onDelete: 'cascade' },
      ]);
    const toPeople = keys
      .filter((k) => k.references === 'user')
      .map((k) => `${k.table}.${k.column} ${k.onDelete}`)
      .sort();
    expect(toPeople).toEqual([
      'account.userId cascade',
      'calendar_feeds.user_id cascade',
      'leads.assigned_to set null',
      'move_staff.user_id cascade',
      'push_subscriptions.user_id cascade',
      'session.userId cascade',
      'staff_alert_prefs.user_id cascade',
      'staff_tokens.created_by set null',
      'staff_tokens.user_id cascade',
      'survey_bookings.assigned_to set null',
    ]);
    expect(
      keys
        .filter((k) => k.table === 'push_deliveries')
        .map((k) => `${k.column} ${k.references} ${k.onDelete}`)
        .sort(),
    ).toEqual(['alert_id staff_alerts cascade', 'subscription_id push_subscriptions cascade']);
    // A row pointing at no lead is refused.
    await expect(
      db
        .insertInto('lead_notes')
        .values({
          id: randomUUID(),
          lead_kind: 'quote',
          lead_id: 'yok',
          author_email: staff.email,
          body: 'x',
          created_at: NOW,
        })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
  });

  it("removing an account unassigns its leads and surveys and removes the person's own rows", async () => {
    const userId = await addUser('saha');
    const { lead, moveId } = await leadWithEverything('Ayla Korkmaz', userId);
    await db.updateTable('leads').set({ assigned_to: userId }).where('id', '=', lead.id).execute();
    await createFeedToken(db, userId, NOW);
    await setQuietHours(db, userId, { from: '22:00', until: '08:00' }, NOW);
    expect(await removeAccount(db, userId)).toBe('done');
    expect((await getLeadById(db, lead.id))?.assignedTo).toBeNull();
    const [booking] = await rowsOf('survey_bookings', 'lead_id', [lead.id]);
    expect(booking?.assigned_to).toBeNull();
    for (const table of ['move_staff', 'calendar_feeds', 'push_subscriptions', 'staff_alert_prefs'])
      expect([table, await rowsOf(table, 'user_id', [userId])]).toEqual([table, []]);
    // The lead and its move stay, with their vehicles and crews.
    expect(await rowsOf('move_vehicles', 'move_id', [moveId])).toHaveLength(1);
    expect(await rowsOf('offers', 'lead_id', [lead.id])).toHaveLength(1);
  });
});

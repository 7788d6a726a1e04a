import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '@/lib/db/kysely.server';
import { migrationProvider } from '@/lib/db/migrations';
import { insertLead } from '@/lib/leads/index.server';
import { offerContent } from '@/test/offer-fixtures';
import { testEngines } from '@/test/db-engines';

describe.each(testEngines())('offers accepted before the calendar, on $name', (engine) => {
  it('become moves on their dates when migration 022 runs, once per lead', async () => {
    const handle = await engine.open({ migrate: false });
    try {
      const db = handle.db;
      const before = await new Migrator({
        db,
        provider: migrationProvider(handle.dialect),
        allowUnorderedMigrations: true,
      }).migrateTo('018-calendar');
      expect(before.error).toBeUndefined();
      const lead = (name: string) =>
        insertLead(db, {
          kind: 'quote',
          name,
          email: 'musteri@example.com',
          phone: '0532 111 22 33',
          fromLocation: 'Bağcılar',
          toLocation: 'Kadıköy',
          serviceType: 'Ev Taşıma',
          // Before migration 023 there is no team to hand it to.
          assignedTo: null,
        });
      const accepted = await lead('Kabul Eden');
      const open = await lead('Bekleyen');
      const now = new Date('2026-11-01T09:00:00Z');
      const offer = (id: string, leadId: string, version: number, moveDate: string, response: string | null) => ({
        id,
        lead_id: leadId,
        version,
        content: JSON.stringify(offerContent({ moveDate })),
        total: 1000,
        created_by: 'ofis@example.com',
        created_at: now,
        updated_at: now,
        sent_at: now,
        valid_until: now,
        response,
        response_at: response ? now : null,
      });
      await db
        .insertInto('offers')
        .values([offer('o1', accepted.id, 1, '2027-01-09', 'accepted'), offer('o2', open.id, 1, '2027-01-10', null)])
        .execute();

      await migrateToLatest(handle);
      const moves = await db.selectFrom('moves').select(['lead_id', 'offer_id', 'move_date', 'status']).execute();
      expect(moves).toEqual([{ lead_id: accepted.id, offer_id: 'o1', move_date: '2027-01-09', status: 'planned' }]);
    } finally {
      await handle.close();
    }
  });
});

import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { getLead, listLeadNotes, listLeadPage } from '@/lib/leads/index.server';
import { testEngines } from '@/test/db-engines';
import { migrateToLatest } from '../kysely.server';
import { migrationProvider } from './index';

describe.each(testEngines())('migration 011 (one leads table) on $name', (engine) => {
  it('moves the contact messages and quote requests with every field, their notes stay attached, and search finds them', async () => {
    const handle = await engine.open({ migrate: false });
    try {
      const migrator = new Migrator({
        db: handle.db,
        provider: migrationProvider(handle.dialect),
        allowUnorderedMigrations: true,
      });
      const before = await migrator.migrateTo('010-revalidation-signals');
      expect(before.error).toBeUndefined();
      const created = new Date('2025-03-04T05:06:07.000Z');
      await sql`insert into contact_messages (id, reference, name, email, phone, subject, message, is_read, attribution,
        status, follow_up_at, source, submission_id, created_at)
        values ('c1', 'M-AAAAAA', 'Şükrü Çağlayan', 'sukru@example.com', '+90 532 111 22 33', 'Ofis Taşıma',
        'Merhaba', ${true}, '{"gclid":"x"}', 'arandi', ${new Date('2025-03-05T08:00:00.000Z')}, 'google-ads', 's1',
        ${created})`.execute(handle.db);
      await sql`insert into quote_requests (id, reference, name, email, phone, from_location, to_location, service_type,
        message, is_read, status, lost_reason, deleted_at, estimate_min, estimate_max, estimate_inputs, created_at)
        values ('q1', 'T-BBBBBB', 'İsmail Ünal', 'ismail@example.com', '0532 999 88 77', 'İstanbul / Bağcılar', 'İzmir',
        'Şehirlerarası Taşıma', '', ${false}, 'kaybedildi', 'fiyat', ${new Date('2025-04-01T00:00:00.000Z')}, 20000, 27000,
        '{"homeSize":"1+1"}', ${created})`.execute(handle.db);
      await sql`insert into lead_notes (id, lead_kind, lead_id, author_email, body, created_at)
        values ('n1', 'contact', 'c1', 'personel@example.com', 'Arandı', ${created})`.execute(handle.db);

      expect(await migrateToLatest(handle)).toContain('011-leads');
      const tables = (await handle.db.introspection.getTables()).map((t) => t.name);
      expect(tables).toContain('leads');
      expect(tables).not.toContain('contact_messages');
      expect(tables).not.toContain('quote_requests');

      expect(await getLead(handle.db, 'contact', 'c1')).toMatchObject({
        kind: 'contact',
        reference: 'M-AAAAAA',
        name: 'Şükrü Çağlayan',
        phone: '+90 532 111 22 33',
        subject: 'Ofis Taşıma',
        isRead: true,
        attribution: { gclid: 'x' },
        status: 'arandi',
        followUpAt: '2025-03-05T08:00:00.000Z',
        source: 'google-ads',
        createdAt: created.toISOString(),
      });
      expect(await getLead(handle.db, 'quote', 'q1')).toMatchObject({
        kind: 'quote',
        fromLocation: 'İstanbul / Bağcılar',
        toLocation: 'İzmir',
        serviceType: 'Şehirlerarası Taşıma',
        isRead: false,
        status: 'kaybedildi',
        lostReason: 'fiyat',
        deletedAt: '2025-04-01T00:00:00.000Z',
        estimate: { min: 20000, max: 27000, inputs: { homeSize: '1+1' } },
      });
      expect((await listLeadNotes(handle.db, 'contact', 'c1')).map((n) => n.body)).toEqual(['Arandı']);
      // The search column was written for the old rows.
      const found = await listLeadPage(handle.db, { kinds: ['contact', 'quote'], search: 'sukru caglayan' });
      expect(found.items.map((l) => l.id)).toEqual(['c1']);
      const deleted = await listLeadPage(handle.db, { kinds: ['quote'], scope: 'deleted', search: 'izmir' });
      expect(deleted.items.map((l) => l.id)).toEqual(['q1']);
      expect((await listLeadPage(handle.db, { kinds: ['contact'], search: '0532 111 22 33' })).total).toBe(1);
    } finally {
      await handle.close();
    }
  });
});

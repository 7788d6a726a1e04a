import { queueFileRemovalsOfLeads } from '@/lib/lead-files/index.server';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { getLead, insertLead, purgeTrashedLeads } from '@/lib/leads/index.server';
import { TRASH_DAYS } from '@/lib/leads';
import { answerCurrentOffer, saveOfferDraft, sendOffer } from '@/lib/offers/index.server';
import { assumptionField } from '@/lib/offers';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { company, offerContent } from '@/test/offer-fixtures';
import { enqueueStaffAlert, listAlerts } from './queue.server';

const meta = { clientAddress: '203.0.113.9', userAgent: 'Mozilla/5.0' };
const SENT = new Date('2026-12-01T09:00:00Z');
const LATER = new Date('2026-12-02T09:00:00Z');
const form = (values: Record<string, string | number>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, String(v));
  return data;
};

describe.each(testEngines())('alerts wired to the offer answers and the lead purge on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  async function leadWithOffer() {
    const lead = await insertLead(db, {
      kind: 'quote',
      name: 'Gülşen Yıldırım',
      email: 'gulsen@example.com',
      phone: '0532 111 22 33',
      fromLocation: 'Bağcılar',
      toLocation: 'İzmir',
      serviceType: 'Şehirlerarası Taşıma',
      reference: `HN-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    });
    const draft = await saveOfferDraft(db, lead.id, offerContent(), 'ofis@example.com', SENT);
    await sendOffer(db, draft.id, { email: 'ofis@example.com' }, SENT);
    return (await getLead(db, 'quote', lead.id))!;
  }
  const eventsOf = async (leadId: string) =>
    (await listAlerts(db)).filter((a) => a.lead_id === leadId).map((a) => a.event);

  it('queues an alert with each answer of the customer: accepted, a change, declined', async () => {
    const accepted = await leadWithOffer();
    const accept = form({
      intent: 'accept',
      version: 1,
      fullName: 'Gülşen Yıldırım',
      fromAddress: 'Bağcılar Mah. Çınar Sok. No 12 D 5, Bağcılar/İstanbul',
      toAddress: 'Karşıyaka Mah. 1720 Sok. No 3, Karşıyaka/İzmir',
      [assumptionField(0)]: 'on',
      [assumptionField(1)]: 'on',
      [assumptionField(2)]: 'on',
      terms: 'on',
    });
    expect(await answerCurrentOffer(db, accepted, company, accept, meta, LATER)).toBeNull();
    expect(await eventsOf(accepted.id)).toEqual(['offer-accepted']);

    const changed = await leadWithOffer();
    const change = form({ intent: 'change', version: 1, message: 'Tarih 15 Aralık olsun' });
    expect(await answerCurrentOffer(db, changed, company, change, meta, LATER)).toBeNull();
    expect(await eventsOf(changed.id)).toEqual(['offer-change']);

    const declined = await leadWithOffer();
    expect(
      await answerCurrentOffer(db, declined, company, form({ intent: 'decline', version: 1 }), meta, LATER),
    ).toBeNull();
    expect(await eventsOf(declined.id)).toEqual(['offer-declined']);

    // A refused form queues nothing.
    const refused = await leadWithOffer();
    await answerCurrentOffer(db, refused, company, form({ intent: 'change', version: 1, message: '' }), meta, LATER);
    expect(await eventsOf(refused.id)).toEqual([]);
  });

  it("removes a lead's alerts when the lead is purged from the trash", async () => {
    const lead = await leadWithOffer();
    await enqueueStaffAlert(db, { event: 'new-lead', leadId: lead.id });
    const deletedAt = new Date(Date.now() - (TRASH_DAYS + 1) * 24 * 60 * 60_000);
    await db.updateTable('leads').set({ deleted_at: deletedAt }).where('id', '=', lead.id).execute();
    expect(await purgeTrashedLeads(db, new Date(), { beforeDelete: queueFileRemovalsOfLeads })).toBeGreaterThanOrEqual(
      1,
    );
    expect(await eventsOf(lead.id)).toEqual([]);
  });
});

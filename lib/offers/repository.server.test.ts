import { queueFileRemovalsOfLeads } from '@/lib/lead-files/index.server';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { getLead, insertLead, purgeTrashedLeads, trashLead } from '@/lib/leads/index.server';
import {
  acceptOffer,
  answerOffer,
  canonicalJson,
  getOffer,
  getOfferAcceptance,
  latestSentVersion,
  listLeadOffers,
  markOfferViewed,
  saveOfferDraft,
  sendOffer,
  snapshotSha256,
  withdrawOffer,
} from './repository.server';
import { DEFAULT_PAYMENT_TERMS, offerState, offerVat, type OfferContent } from './types';

const staff = { email: 'ofis@hafifnakliyat.example' };
const DAY = 24 * 3600_000;

const content = (amount = 30_000): OfferContent => ({
  lines: [
    { label: 'Taban ücret', amount: 4_000 },
    { label: 'Yükleme ve boşaltma işçiliği', amount: amount - 4_000 },
  ],
  moveDate: '2026-12-12',
  moveDateEnd: null,
  vehicles: '1 kamyon (40 m³)',
  crew: '4 kişilik ekip',
  included: ['Yükleme, taşıma ve boşaltma'],
  excluded: ['Paketleme'],
  assumptions: [{ label: 'Çıkış: 3. kat, asansör var' }, { label: 'Hacim yaklaşık 27 m³' }],
  validityDays: 7,
  paymentTerms: DEFAULT_PAYMENT_TERMS,
  note: '',
  vat: { included: true, ratePercent: 20 },
});

const acceptance = {
  fullName: 'Zeynep Kaya',
  fromAddress: 'Bağcılar Mah. 1. Sok. No 2 D 3, Bağcılar/İstanbul',
  toAddress: 'Karşıyaka Mah. 5. Sok. No 6, Karşıyaka/İzmir',
  clientAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 test',
  snapshot: { total: 30_000, lines: ['Taban ücret'] },
};

describe('offer figures', () => {
  it('hashes equal snapshots equally whatever their key order', () => {
    const a = { b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'ç' } };
    const b = { a: { c: 'ç', d: [1, { x: 1, y: 2 }] }, b: 1 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(snapshotSha256(a)).toBe(snapshotSha256(b));
    expect(snapshotSha256(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(snapshotSha256({ ...a, b: 2 })).not.toBe(snapshotSha256(a));
  });

  it('states KDV inside or on top of the total', () => {
    expect(offerVat(12_000, { included: true, ratePercent: 20 })).toEqual({ vat: 2_000, payable: 12_000 });
    expect(offerVat(10_000, { included: false, ratePercent: 20 })).toEqual({ vat: 2_000, payable: 12_000 });
  });
});

describe.each(testEngines())('written offers on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  const lead = () =>
    insertLead(db, {
      kind: 'quote',
      name: 'Zeynep Kaya',
      email: 'zeynep@example.com',
      phone: '0532 111 22 33',
      fromLocation: 'Bağcılar',
      toLocation: 'İzmir / Karşıyaka',
      serviceType: 'Şehirlerarası Taşıma',
    });

  it('edits a draft, freezes it when sent, and a change after that is version 2', async () => {
    const { id: leadId } = await lead();
    const draft = await saveOfferDraft(db, leadId, content(30_000), staff.email);
    expect(draft).toMatchObject({ version: 1, total: 30_000, sentAt: null });
    const edited = await saveOfferDraft(db, leadId, content(32_000), staff.email);
    expect(edited).toMatchObject({ id: draft.id, version: 1, total: 32_000 });

    const now = new Date('2026-12-01T09:00:00Z');
    const sent = await sendOffer(db, draft.id, staff, now);
    expect(sent).toMatchObject({ sentAt: now.toISOString(), validUntil: '2026-12-08T09:00:00.000Z' });
    expect(await sendOffer(db, draft.id, staff, now)).toBeNull();
    expect((await getLead(db, 'quote', leadId))?.status).toBe('teklif');

    // Saving again starts version 2; version 1 stays as it was sent.
    const second = await saveOfferDraft(db, leadId, content(28_000), staff.email);
    expect(second).toMatchObject({ version: 2, total: 28_000, sentAt: null });
    expect((await getOffer(db, leadId, 1))?.total).toBe(32_000);
    await sendOffer(db, second.id, staff, new Date('2026-12-02T09:00:00Z'));
    const offers = await listLeadOffers(db, leadId);
    expect(offers.map((o) => o.version)).toEqual([2, 1]);
    expect(offerState(offers[1]!, latestSentVersion(offers), new Date('2026-12-03T09:00:00Z'))).toBe('superseded');
    expect(offerState(offers[0]!, latestSentVersion(offers), new Date('2026-12-03T09:00:00Z'))).toBe('sent');
    expect(offerState(offers[0]!, latestSentVersion(offers), new Date('2026-12-10T09:00:00Z'))).toBe('expired');
  });

  it('refuses in the database any change to a sent offer and to an acceptance record', async () => {
    const { id: leadId } = await lead();
    const draft = await saveOfferDraft(db, leadId, content(), staff.email);
    await sendOffer(db, draft.id, staff);
    for (const change of [
      { total: 1 },
      { content: JSON.stringify(content(1)) },
      { version: 9 },
      { sent_at: new Date('2020-01-01T00:00:00Z') },
      { valid_until: new Date('2099-01-01T00:00:00Z') },
    ])
      await expect(db.updateTable('offers').set(change).where('id', '=', draft.id).execute()).rejects.toThrow();
    expect((await getOffer(db, leadId, 1))?.total).toBe(30_000);
    // Viewing and answering still work.
    await markOfferViewed(db, draft.id);
    expect((await getOffer(db, leadId, 1))?.firstViewedAt).not.toBeNull();

    const accepted = await acceptOffer(db, draft.id, acceptance);
    expect(accepted.ok).toBe(true);
    await expect(
      db.updateTable('offer_acceptances').set({ full_name: 'Başkası' }).where('offer_id', '=', draft.id).execute(),
    ).rejects.toThrow();
    await expect(db.deleteFrom('offer_acceptances').where('offer_id', '=', draft.id).execute()).rejects.toThrow();
    await expect(
      db.updateTable('offers').set({ response: 'declined' }).where('id', '=', draft.id).execute(),
    ).rejects.toThrow();
    expect(await withdrawOffer(db, draft.id)).toBe(false);
    const record = await getOfferAcceptance(db, draft.id);
    expect(record).toMatchObject({ fullName: 'Zeynep Kaya', snapshotSha256: snapshotSha256(acceptance.snapshot) });
  });

  it('accepts only a current, valid offer, once, and moves the lead to "Kazanıldı"', async () => {
    const { id: leadId } = await lead();
    const first = await saveOfferDraft(db, leadId, content(), staff.email);
    const sentAt = new Date('2026-12-01T09:00:00Z');
    await sendOffer(db, first.id, staff, sentAt);
    expect((await acceptOffer(db, first.id, acceptance, new Date(sentAt.getTime() + 8 * DAY))).ok).toBe(false);
    expect(await answerOffer(db, first.id, 'change', 'Tarih bir hafta sonra olabilir mi?', sentAt)).toBe('ok');
    const second = await saveOfferDraft(db, leadId, content(29_000), staff.email);
    await sendOffer(db, second.id, staff, new Date(sentAt.getTime() + DAY));
    const later = new Date(sentAt.getTime() + 2 * DAY);
    expect((await acceptOffer(db, first.id, acceptance, later)).ok).toBe(false);
    expect((await acceptOffer(db, second.id, acceptance, later)).ok).toBe(true);
    expect((await acceptOffer(db, second.id, acceptance, later)).ok).toBe(false);
    expect((await getLead(db, 'quote', leadId))?.status).toBe('kazanildi');
    expect(await answerOffer(db, second.id, 'declined', '', later)).toBe('not-open');
  });

  it('a withdrawn offer cannot be accepted', async () => {
    const { id: leadId } = await lead();
    const draft = await saveOfferDraft(db, leadId, content(), staff.email);
    await sendOffer(db, draft.id, staff);
    expect(await withdrawOffer(db, draft.id)).toBe(true);
    expect((await acceptOffer(db, draft.id, acceptance)).ok).toBe(false);
  });

  it('goes with its lead when the lead is purged, acceptance and all', async () => {
    const { id: leadId } = await lead();
    const draft = await saveOfferDraft(db, leadId, content(), staff.email);
    await sendOffer(db, draft.id, staff);
    await acceptOffer(db, draft.id, acceptance);
    const deletedAt = new Date('2026-01-01T00:00:00Z');
    await trashLead(db, 'quote', leadId, { ...staff, now: deletedAt });
    await purgeTrashedLeads(db, new Date(deletedAt.getTime() + 31 * DAY), { beforeDelete: queueFileRemovalsOfLeads });
    expect(await listLeadOffers(db, leadId)).toEqual([]);
    expect(await getOfferAcceptance(db, draft.id)).toBeNull();
  });
});

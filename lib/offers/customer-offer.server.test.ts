import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { listNotifications, type Mailer, deliverDueNotifications } from '@/lib/outbox/index.server';
import { getLead, insertLead } from '@/lib/leads/index.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { company, offerContent } from '@/test/offer-fixtures';
import { assumptionField } from './answer-form';
import { answerCurrentOffer, decodeFlash, encodeFlash, loadCustomerOffers } from './customer-offer.server';
import {
  getOfferAcceptance,
  listLeadOffers,
  saveOfferDraft,
  sendOffer,
  snapshotSha256,
  withdrawOffer,
} from './repository.server';
import { buildOfferSnapshot } from './snapshot';
import { saveLeadInventory } from '@/lib/inventory/index.server';

const staff = { email: 'ofis@example.com' };
const meta = { clientAddress: '203.0.113.9', userAgent: 'Mozilla/5.0 (no JS)' };
const SENT = new Date('2026-12-01T09:00:00Z');
const LATER = new Date('2026-12-02T09:00:00Z');

const form = (values: Record<string, string | number>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, String(v));
  return data;
};

const acceptForm = (version: number, extra: Record<string, string> = {}) =>
  form({
    intent: 'accept',
    version,
    fullName: 'Gülşen Yıldırım',
    fromAddress: 'Bağcılar Mah. Çınar Sok. No 12 D 5, Bağcılar/İstanbul',
    toAddress: 'Karşıyaka Mah. 1720 Sok. No 3, Karşıyaka/İzmir',
    [assumptionField(0)]: 'on',
    [assumptionField(1)]: 'on',
    [assumptionField(2)]: 'on',
    terms: 'on',
    ...extra,
  });

describe.each(testEngines())('the customer answers the offer on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  async function leadWithOffer(versions = 1) {
    const lead = await insertLead(db, {
      kind: 'quote',
      name: 'Gülşen Yıldırım',
      email: 'gulsen@example.com',
      phone: '0532 111 22 33',
      fromLocation: 'Bağcılar',
      toLocation: 'İzmir / Karşıyaka',
      serviceType: 'Şehirlerarası Taşıma',
      reference: `HN-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    });
    for (let v = 0; v < versions; v++) {
      const draft = await saveOfferDraft(db, lead.id, offerContent(), staff.email, SENT);
      await sendOffer(db, draft.id, staff, SENT);
    }
    return (await getLead(db, 'quote', lead.id))!;
  }

  it('accepts the version shown: the stored snapshot is what the page showed, the lead is won, both e-mails queued', async () => {
    const lead = await leadWithOffer();
    const before = await loadCustomerOffers(db, lead, company, LATER);
    expect(before.current?.state).toBe('sent');
    expect(await answerCurrentOffer(db, lead, company, acceptForm(1), meta, LATER)).toBeNull();

    const [offer] = await listLeadOffers(db, lead.id);
    const acceptance = (await getOfferAcceptance(db, offer!.id))!;
    const shown = buildOfferSnapshot(offer!, lead.reference ?? '', company);
    expect(acceptance.snapshot).toEqual(JSON.parse(JSON.stringify(shown)));
    expect(acceptance.snapshotSha256).toBe(snapshotSha256(shown));
    expect(acceptance).toMatchObject({
      fullName: 'Gülşen Yıldırım',
      clientAddress: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (no JS)',
      acceptedAt: LATER.toISOString(),
    });
    expect((await getLead(db, 'quote', lead.id))?.status).toBe('kazanildi');
    const queued = (await listNotifications(db)).filter((n) => n.lead_id === lead.id).map((n) => n.recipient);
    expect(queued.sort()).toEqual(['offer-accepted', 'offer-response']);

    // The customer's e-mail carries a fresh link to the page and the contract's PDF.
    const sent: Parameters<Mailer['send']>[0][] = [];
    await deliverDueNotifications(db, { send: async (m) => void sent.push(m) }, 'ofis@example.com', LATER);
    const toCustomer = sent.find((m) => m.to === 'gulsen@example.com')!;
    expect(toCustomer.subject).toContain('teklifi onayladınız');
    expect(toCustomer.text).toMatch(/\/talep\/[A-Za-z0-9_-]{43}\/teklif-1\.pdf/);
    expect(toCustomer.text).toContain(acceptance.snapshotSha256);
    expect(sent.some((m) => m.to === 'ofis@example.com')).toBe(true);

    const after = await loadCustomerOffers(db, lead, company, LATER);
    expect(after.current).toMatchObject({ state: 'accepted', acceptance: { fullName: 'Gülşen Yıldırım' } });
    // A second post (a reload that resent the form) changes nothing.
    expect(await answerCurrentOffer(db, lead, company, acceptForm(1), meta, LATER)).toMatchObject({
      message: 'Bu teklif artık yanıtlanamıyor.',
    });
  });

  it('keeps the inventory the customer had listed in the accepted snapshot, unchanged by a later edit', async () => {
    const lead = await leadWithOffer();
    const listed = {
      rooms: [{ key: 'salon-1', type: 'salon' as const, counts: { 'uclu-koltuk': 2, piyano: 1 }, custom: [] }],
      boxes: 10,
    };
    await saveLeadInventory(db, lead.id, listed, 'customer');
    expect(await answerCurrentOffer(db, lead, company, acceptForm(1), meta, LATER)).toBeNull();
    await saveLeadInventory(db, lead.id, { ...listed, boxes: 90 }, 'customer');

    const [offer] = await listLeadOffers(db, lead.id);
    const acceptance = (await getOfferAcceptance(db, offer!.id))!;
    const stored = acceptance.snapshot as { inventory: { line: string; heavy: string[]; boxes: number } };
    // 2 × 1,5 + 2 m³ + 10 boxes × 0,06 m³ = 5,6 m³ (the seed catalogue).
    expect(stored.inventory).toMatchObject({
      line: 'Eşya listesi: 3 kalem, 5,6 m³',
      boxes: 10,
      heavy: ['1 × Piyano (Salon)'],
    });
    expect(acceptance.snapshotSha256).toBe(snapshotSha256(acceptance.snapshot));
    const shown = await loadCustomerOffers(db, lead, company, LATER);
    expect(shown.current?.snapshot.inventory?.boxes).toBe(10);
  });

  it('sends a refused form back with its messages and what was typed, and records nothing', async () => {
    const lead = await leadWithOffer();
    const flash = await answerCurrentOffer(
      db,
      lead,
      company,
      acceptForm(1, { [assumptionField(2)]: '', terms: '', fullName: 'Gülşen' }),
      meta,
      LATER,
    );
    expect(flash).toMatchObject({
      intent: 'accept',
      version: 1,
      fieldErrors: {
        fullName: expect.any(String),
        [assumptionField(2)]: expect.any(String),
        terms: expect.any(String),
      },
      values: { fullName: 'Gülşen', [assumptionField(0)]: 'on' },
    });
    expect(decodeFlash(encodeFlash(flash!))).toEqual(flash);
    expect(decodeFlash('not json')).toBeNull();
    const [offer] = await listLeadOffers(db, lead.id);
    expect(await getOfferAcceptance(db, offer!.id)).toBeNull();
    expect((await getLead(db, 'quote', lead.id))?.status).toBe('teklif');
  });

  it('refuses an older version, an expired offer and a withdrawn one', async () => {
    const lead = await leadWithOffer(2);
    expect(await answerCurrentOffer(db, lead, company, acceptForm(1), meta, LATER)).toMatchObject({
      version: 2,
      message: 'Teklif bu arada güncellendi. Lütfen yeni teklifi okuyup yeniden yanıtlayın.',
    });
    const { older } = await loadCustomerOffers(db, lead, company, LATER);
    expect(older.map((o) => [o.offer.version, o.state])).toEqual([[1, 'superseded']]);

    const expiredAt = new Date(SENT.getTime() + 8 * 24 * 3600_000);
    expect((await loadCustomerOffers(db, lead, company, expiredAt)).current?.state).toBe('expired');
    expect(await answerCurrentOffer(db, lead, company, acceptForm(2), meta, expiredAt)).toMatchObject({
      message: 'Bu teklifin geçerlilik süresi doldu; yeni teklif için bize ulaşın.',
    });

    const [current] = await listLeadOffers(db, lead.id);
    await withdrawOffer(db, current!.id, LATER);
    expect((await loadCustomerOffers(db, lead, company, LATER)).current?.state).toBe('withdrawn');
    expect(await answerCurrentOffer(db, lead, company, acceptForm(2), meta, LATER)).not.toBeNull();
  });

  it('records a change request with its message and a decline without a reason, and tells staff', async () => {
    const lead = await leadWithOffer();
    expect(
      await answerCurrentOffer(
        db,
        lead,
        company,
        form({ intent: 'change', version: 1, message: 'Tarih 15 Aralık olsun' }),
        meta,
        LATER,
      ),
    ).toBeNull();
    let [offer] = await listLeadOffers(db, lead.id);
    expect(offer).toMatchObject({ response: 'change', responseMessage: 'Tarih 15 Aralık olsun' });
    expect(
      await answerCurrentOffer(db, lead, company, form({ intent: 'change', version: 1, message: '' }), meta, LATER),
    ).toMatchObject({ intent: 'change', fieldErrors: { message: expect.any(String) } });

    expect(
      await answerCurrentOffer(db, lead, company, form({ intent: 'decline', version: 1 }), meta, LATER),
    ).toBeNull();
    [offer] = await listLeadOffers(db, lead.id);
    expect(offer).toMatchObject({ response: 'declined', responseMessage: '' });
    expect((await loadCustomerOffers(db, lead, company, LATER)).current?.state).toBe('declined');
    const queued = (await listNotifications(db)).filter((n) => n.lead_id === lead.id).map((n) => n.recipient);
    expect(queued).toEqual(['offer-response', 'offer-response']);
    // Declined: no longer open to an acceptance.
    expect(await answerCurrentOffer(db, lead, company, acceptForm(1), meta, LATER)).not.toBeNull();
  });
});

// The offer's e-mails through the outbox, on each engine, over a real SMTP server: the
// customer's 'offer' (version, total, validity and a working link of its own, no attachment)
// and the staff's 'offer-response' (the lead, the version, the answer and its message, a link to the lead).
import { decodeMail as decode, startSmtp } from '@/test/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { openLeadLink, insertLead } from '@/lib/leads/index.server';
import { smtpMailer, deliverDueNotifications, enqueueLeadNotification } from '@/lib/outbox/index.server';
import { testEngines } from '@/test/db-engines';
import { answerOffer, saveOfferDraft, sendOffer, withdrawOffer } from './repository.server';
import type { OfferContent } from './types';

const CONTENT: OfferContent = {
  lines: [
    { label: 'Şehir içi araç ve şoför', amount: 12500 },
    { label: 'Paketleme', amount: 3000 },
  ],
  moveDate: '2026-12-15',
  moveDateEnd: null,
  vehicles: '1 kamyon',
  crew: '4 kişi',
  included: ['Yükleme ve boşaltma'],
  excluded: ['Montaj'],
  assumptions: [{ label: 'Yükleme adresi: 3. kat, bina asansörü yok' }],
  validityDays: 7,
  paymentTerms: 'Ödeme taşıma günü, teslimattan sonra',
  note: '',
  vat: { included: true, ratePercent: 20 },
};
const STAFF = 'ofis@hafifnakliyat.example';

describe.each(testEngines())('offer e-mails on $name', (engine) => {
  let db: Db;
  let close: () => Promise<void>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    const handle = await engine.open();
    db = handle.db;
    close = handle.close;
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await close?.();
  });
  const deliver = () => deliverDueNotifications(db, smtpMailer(smtp.url, 'site@hafifnakliyat.example'), STAFF);

  it('sends the customer the sent version with its total, validity and a link of its own; staff hear of a decline', async () => {
    const lead = await insertLead(db, {
      kind: 'quote',
      name: 'Ayşe Çelik',
      email: 'ayse@example.com',
      phone: '0532 111 22 33',
      fromLocation: 'Esenler',
      toLocation: 'Kadıköy',
      serviceType: 'Evden Eve Nakliyat',
      reference: 'HN-OFR-1',
    });
    const draft = await saveOfferDraft(db, lead.id, CONTENT, 'ofis@example.com');
    const sentAt = new Date('2026-11-27T09:00:00Z');
    await sendOffer(db, draft.id, { email: 'ofis@example.com' }, sentAt);
    await enqueueLeadNotification(db, 'quote', lead.id, new Date(), 'offer');
    expect(await deliver()).toBe(1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['ayse@example.com']);
    const text = decode(mail.raw);
    expect(text).toContain('HN-OFR-1 · sürüm 1');
    expect(text).toContain('15.500 TL');
    expect(text).toContain('KDV dahil');
    expect(text).toContain('4 Aralık 2026 tarihine kadar');
    expect(text).not.toMatch(/Content-Disposition: attachment/i);
    const token = text.match(/\/talep\/([A-Za-z0-9_-]{43})/)?.[1];
    expect(token).toBeTruthy();
    const opened = await openLeadLink(db, token!, 180);
    expect(opened.state === 'open' && opened.lead.id).toBe(lead.id);

    await answerOffer(db, draft.id, 'declined', 'Fiyat <b>yüksek</b> geldi', new Date('2026-11-28T10:00:00Z'));
    await enqueueLeadNotification(db, 'quote', lead.id, new Date(), 'offer-response');
    expect(await deliver()).toBe(1);
    const staff = smtp.received.at(-1)!;
    expect(staff.to).toEqual([STAFF]);
    const staffText = decode(staff.raw);
    expect(staffText).toContain('Yanıt: Müşteri vazgeçti');
    expect(staffText).toContain('Teklif: sürüm 1 · 15.500 TL');
    expect(staffText).toContain('Müşteri: Ayşe Çelik');
    expect(staffText).toContain('Nedeni: Fiyat <b>yüksek</b> geldi');
    expect(staffText).toContain('Fiyat &lt;b&gt;yüksek&lt;/b&gt; geldi');
    expect(staffText).toContain(`${env().SITE_URL}/admin/dashboard/talep/teklif/${lead.id}`);
  });

  it('sends nothing for an offer withdrawn before its e-mail went out', async () => {
    const lead = await insertLead(db, {
      kind: 'quote',
      name: 'Mehmet Öz',
      email: 'mehmet@example.com',
      phone: '0532 111 22 34',
      fromLocation: 'Esenler',
      toLocation: 'Kadıköy',
      serviceType: 'Evden Eve Nakliyat',
    });
    const draft = await saveOfferDraft(db, lead.id, CONTENT, 'ofis@example.com');
    await sendOffer(db, draft.id, { email: 'ofis@example.com' });
    await enqueueLeadNotification(db, 'quote', lead.id, new Date(), 'offer');
    await withdrawOffer(db, draft.id);
    const before = smtp.received.length;
    expect(await deliver()).toBe(0);
    expect(smtp.received.length).toBe(before);
  });
});

import { decodeMail as decode, startSmtp } from '@/test/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadLink } from './links.server';
import type { Db } from '@/lib/db/kysely.server';
import {
  listNotifications,
  retryDelayMs,
  smtpMailer,
  type Mailer,
  deliverDueNotifications,
} from '@/lib/outbox/index.server';
import { listLeadPage } from './repository.server';
import { saveSetting } from '@/lib/data/site-settings.server';
import { SETTING_KEYS } from '@/lib/settings/index.server';
import { testEngines } from '@/test/db-engines';
import { toE164 } from '@/lib/phone';
import { leadEmail } from './emails';
import { submitLead } from './submit.server';
import { TEST_SECRET as SECRET, quoteForm as testQuoteForm } from '@/test/lead-forms';
import { UNTOUCHED_PIPELINE } from './pipeline';

const quoteForm = (lastName: string) =>
  testQuoteForm(
    {
      firstName: 'Zeynep',
      lastName,
      phone: '0532 111 22 33',
      email: 'zeynep@example.com',
      fromLocation: 'Esenler',
      toLocation: 'İzmir',
      message: 'Piyano var <b>dikkat</b>',
    },
    new Date(),
  );

describe.each(testEngines())('staff e-mail about new leads on $name', (engine) => {
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

  it('queues the e-mail with the lead, sends it after the commit through SMTP, with every field and reply links', async () => {
    let triggered = 0;
    const state = await submitLead('quote', quoteForm('Kılıç'), {
      headers: new Headers({ 'x-forwarded-for': '203.0.113.50' }),
      db,
      rateLimit: 0,
      minFillMs: 0,
      secret: SECRET,
      notify: true,
      afterCommit: () => triggered++,
    });
    expect(state.status).toBe('success');
    expect(triggered).toBe(1);
    // The staff e-mail and the customer's acknowledgement.
    expect(
      (await listNotifications(db))
        .filter((n) => !n.sent_at)
        .map((n) => n.recipient)
        .sort(),
    ).toEqual(['customer', 'staff']);

    const sent = await deliverDueNotifications(
      db,
      smtpMailer(smtp.url, 'site@hafifnakliyat.example'),
      'ofis@hafifnakliyat.example',
    );
    expect(sent).toBe(2);
    expect(smtp.received).toHaveLength(2);
    const staff = smtp.received.find((m) => m.to.includes('ofis@hafifnakliyat.example'))!;
    const mail = decode(staff.raw);
    expect(staff.to).toEqual(['ofis@hafifnakliyat.example']);
    expect(mail).toContain(state.reference!);
    expect(mail).toContain('Zeynep Kılıç');
    expect(mail).toContain('Esenler');
    expect(mail).toContain('tel:+905321112233');
    expect(mail).toContain('https://wa.me/905321112233');
    expect(mail).toContain('Piyano var &lt;b&gt;dikkat&lt;/b&gt;');
    // The acknowledgement reaches the customer's address through the same SMTP server, with the reference.
    const ack = smtp.received.find((m) => !m.to.includes('ofis@hafifnakliyat.example'))!;
    expect(ack.to).toHaveLength(1);
    const ackText = decode(ack.raw);
    expect(ackText).toContain(state.reference!);
    expect(ackText).toContain('Gönderdiğiniz bilgiler');
    expect(ackText).toContain('Esenler');
    expect(ackText).toContain('1 saat içinde');
    expect(ackText).not.toContain('&lt;b&gt;dikkat&lt;/b&gt;</script>');
    // Both the form's answer and the e-mail carry a link of their own to the customer's page.
    const mailed = ackText.match(/\/talep\/([A-Za-z0-9_-]{43})/)?.[1];
    const answered = state.customerPath?.match(/^\/talep\/([A-Za-z0-9_-]{43})$/)?.[1];
    expect(mailed).toBeTruthy();
    expect(answered).toBeTruthy();
    expect(mailed).not.toBe(answered);
    for (const token of [mailed!, answered!]) {
      const opened = await openLeadLink(db, token, 180);
      expect(opened.state === 'open' && opened.lead.reference).toBe(state.reference);
    }
    expect((await listNotifications(db)).every((n) => n.sent_at)).toBe(true);
    // Nothing is sent twice.
    expect(
      await deliverDueNotifications(
        db,
        smtpMailer(smtp.url, 'site@hafifnakliyat.example'),
        'ofis@hafifnakliyat.example',
      ),
    ).toBe(0);
  });

  it('keeps the lead and retries later when sending fails', async () => {
    const now = new Date();
    const state = await submitLead('quote', quoteForm('Yıldız'), {
      headers: new Headers({ 'x-forwarded-for': '203.0.113.51' }),
      db,
      rateLimit: 0,
      minFillMs: 0,
      secret: SECRET,
      notify: true,
      afterCommit: () => {},
      now,
    });
    const broken: Mailer = { send: () => Promise.reject(new Error('connection refused')) };
    expect(await deliverDueNotifications(db, broken, 'ofis@hafifnakliyat.example', now)).toBe(0);
    const pending = (await listNotifications(db)).filter((n) => !n.sent_at);
    expect(pending).toHaveLength(2);
    for (const n of pending) expect(n).toMatchObject({ attempts: 1, last_error: 'connection refused' });
    expect((await listLeadPage(db, { kinds: ['quote'] })).items.some((q) => q.reference === state.reference)).toBe(
      true,
    );

    // Not before its time; then it goes out.
    const mailer = smtpMailer(smtp.url, 'site@hafifnakliyat.example');
    expect(
      await deliverDueNotifications(db, mailer, 'ofis@hafifnakliyat.example', new Date(now.getTime() + 1000)),
    ).toBe(0);
    expect(
      await deliverDueNotifications(
        db,
        mailer,
        'ofis@hafifnakliyat.example',
        new Date(now.getTime() + retryDelayMs(1) + 1),
      ),
    ).toBe(2);
    expect(decode(smtp.received.at(-1)!.raw)).toContain(state.reference!);
  });

  it('queues nothing when notifications are off', async () => {
    const before = (await listNotifications(db)).length;
    await submitLead('quote', quoteForm('Kaya'), {
      headers: new Headers(),
      db,
      rateLimit: 0,
      minFillMs: 0,
      secret: SECRET,
      notify: false,
    });
    expect((await listNotifications(db)).length).toBe(before);
  });

  it('gives the customer the phone, WhatsApp and sender name saved in Firma Bilgileri, as the pages do', async () => {
    await saveSetting(db, {
      key: SETTING_KEYS.company,
      value: { phone: '+902164440099', whatsapp: '+905559998877', name: 'Kaydedilen Nakliyat' },
      changes: [],
      by: 'test@hafifnakliyat.example',
    });
    const state = await submitLead('quote', quoteForm('Kaydedilen'), {
      headers: new Headers({ 'x-forwarded-for': '203.0.113.51' }),
      db,
      rateLimit: 0,
      minFillMs: 0,
      secret: SECRET,
      notify: true,
      afterCommit: () => {},
    });
    expect(state.status).toBe('success');
    await deliverDueNotifications(db, smtpMailer(smtp.url, 'site@hafifnakliyat.example'), 'ofis@hafifnakliyat.example');
    // This lead's acknowledgement (the server also holds the e-mails of the tests before).
    const acks = smtp.received
      .filter((m) => !m.to.includes('ofis@hafifnakliyat.example'))
      .map((m) => decode(m.raw))
      .filter((text) => text.includes(state.reference!));
    expect(acks).toHaveLength(1);
    const ack = acks[0]!;
    expect(ack).toContain('0216 444 00 99');
    expect(ack).toContain('https://wa.me/905559998877');
    // The sender's name is the saved trade name too.
    expect(ack).toMatch(/^From: "?Kaydedilen Nakliyat"? <site@hafifnakliyat\.example>/m);
  });
});

describe('staff e-mail content', () => {
  it('turns Turkish numbers into international ones for the links', () => {
    expect(toE164('0532 111 22 33')).toBe('+905321112233');
    expect(toE164('+90 (212) 555-00-00')).toBe('+902125550000');
    expect(toE164('5321112233')).toBe('+905321112233');
    expect(toE164('12')).toBeNull();
  });

  it('escapes what the visitor typed in the HTML part', () => {
    const mail = leadEmail({
      kind: 'contact',
      id: 'x',
      reference: 'M-ABCDEF',
      name: '<img src=x onerror=alert(1)>',
      email: 'a@b.co',
      phone: null,
      subject: 'Genel İletişim',
      message: '"></td><script>',
      isRead: false,
      attribution: null,
      createdAt: '2026-11-21T10:00:00.000Z',
      ...UNTOUCHED_PIPELINE,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
    expect(mail.subject).toBe('Yeni iletişim mesajı M-ABCDEF: <img src=x onerror=alert(1)>');
  });

  it('titles and fills the e-mail by the kind of lead', () => {
    const common = {
      id: 'x',
      name: 'Mehmet Öztürk',
      email: 'mehmet@example.com',
      isRead: false,
      attribution: null,
      createdAt: '2026-11-21T10:00:00.000Z',
      ...UNTOUCHED_PIPELINE,
    };
    const quote = leadEmail({
      kind: 'quote',
      ...common,
      reference: 'T-7KQ4M2',
      phone: '0532 111 22 33',
      fromLocation: 'Bağcılar',
      toLocation: 'Çankaya',
      serviceType: 'Şehirlerarası Taşıma',
      message: '',
      estimate: null,
    });
    expect(quote.subject).toBe('Yeni teklif talebi T-7KQ4M2: Mehmet Öztürk');
    expect(quote.text).toContain('Nereden: Bağcılar\nNereye: Çankaya\nHizmet: Şehirlerarası Taşıma\nMesaj: -\n');
    expect(quote.text).not.toContain('Konu:');
    const message = leadEmail({
      kind: 'contact',
      ...common,
      reference: 'M-3HX9PA',
      phone: null,
      subject: 'Ofis Taşıma',
      message: 'Yarın arayın.',
    });
    expect(message.subject).toBe('Yeni iletişim mesajı M-3HX9PA: Mehmet Öztürk');
    expect(message.text).toContain(
      'Telefon: -\nE-posta: mehmet@example.com\nKonu: Ofis Taşıma\nMesaj: Yarın arayın.\n',
    );
    expect(message.text).not.toContain('Nereden:');
    expect(message.text).not.toContain('tel:');
  });

  it('waits longer after each failure, at most an hour', () => {
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 3_600_000]);
  });
});

describe('late staff e-mail', () => {
  it('says how long the lead has waited when sent late', () => {
    const base = {
      kind: 'contact' as const,
      id: 'x',
      reference: 'M-ABCDEF',
      name: 'Ayşe',
      email: 'a@b.co',
      phone: null,
      subject: 'Genel İletişim',
      message: 'Merhaba',
      isRead: false,
      attribution: null,
      createdAt: '2026-11-21T10:00:00.000Z',
      ...UNTOUCHED_PIPELINE,
    };
    expect(leadEmail(base, new Date('2026-11-21T10:01:00.000Z')).text).not.toContain('Gecikmeli');
    const late = leadEmail(base, new Date('2026-11-21T10:53:00.000Z'));
    expect(late.text).toContain('Gecikmeli bildirim: bu talep 53 dk önce geldi.');
    expect(late.html).toContain('53 dk önce geldi');
  });
});

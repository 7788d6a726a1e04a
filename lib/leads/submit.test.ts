import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely';
import { listContactMessages } from '@/lib/data/contact-messages';
import { listQuoteRequests } from '@/lib/data/quote-requests';
import { testEngines } from '@/lib/db/test-engines';
import { LEAD_MESSAGES } from '@/lib/validation/lead';
import { REFERENCE_PATTERN } from './reference';
import { submitLead } from './submit';

const NOW = new Date('2026-11-21T10:00:00Z');

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

const quote = {
  firstName: ' Şükrü ',
  lastName: 'Çağlayan',
  phone: '0532 123 45 67',
  email: 'sukru@example.com',
  fromLocation: 'Bağcılar',
  toLocation: 'Üsküdar',
  service: 'Ev Taşıma',
  message: '<script>alert("x")</script> & "tırnak"',
  startedAt: String(NOW.getTime() - 5000),
  website: '',
  utm_source: 'google',
  gclid: 'abc123',
  landingPage: '/hizmetlerimiz/evden-eve-nakliyat?utm_source=google',
};

const contact = {
  firstName: 'Ayşe',
  lastName: 'Işık',
  phone: '+90 212 555 00 00',
  email: 'ayse@example.com',
  service: '',
  message: 'Merhaba',
  startedAt: String(NOW.getTime() - 5000),
};

let address = 0;
const headers = () => new Headers({ 'x-forwarded-for': `198.51.100.${++address}` });

describe.each(testEngines())('lead submission on $name', (engine) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const handle = await engine.open();
    db = handle.db;
    close = handle.close;
  });
  afterAll(async () => close?.());

  it('stores a quote request exactly as typed (trimmed) and answers with a reference only after the commit', async () => {
    const state = await submitLead('quote', form(quote), { headers: headers(), now: NOW, db, rateLimit: 5, minFillMs: 2000 });
    expect(state.status).toBe('success');
    expect(state.message).toBe(LEAD_MESSAGES.success);
    expect(state.reference).toMatch(REFERENCE_PATTERN);
    expect(state.reference!.startsWith('T-')).toBe(true);
    const text = decodeURIComponent(state.whatsappHref!.split('text=')[1]!);
    expect(text).toContain(state.reference!);
    expect(text).toContain('Bağcılar → Üsküdar');
    const [row] = (await listQuoteRequests(db)).items;
    expect(row).toMatchObject({
      reference: state.reference,
      name: 'Şükrü Çağlayan',
      email: 'sukru@example.com',
      phone: '0532 123 45 67',
      fromLocation: 'Bağcılar',
      toLocation: 'Üsküdar',
      serviceType: 'Ev Taşıma',
      message: '<script>alert("x")</script> & "tırnak"',
      isRead: false,
      attribution: { utm_source: 'google', gclid: 'abc123', landingPage: '/hizmetlerimiz/evden-eve-nakliyat?utm_source=google' },
    });
  });

  it('stores a contact message with the general subject when no service is chosen', async () => {
    const state = await submitLead('contact', form(contact), { headers: headers(), now: NOW, db, rateLimit: 5, minFillMs: 2000 });
    expect(state.status).toBe('success');
    expect(state.reference!.startsWith('M-')).toBe(true);
    const [row] = (await listContactMessages(db)).items;
    expect(row).toMatchObject({ name: 'Ayşe Işık', subject: 'Genel İletişim', phone: '+90 212 555 00 00', message: 'Merhaba', attribution: null });
  });

  it('answers validation errors with the first rule and the typed values, storing nothing', async () => {
    const before = (await listContactMessages(db)).total;
    const state = await submitLead('contact', form({ ...contact, email: 'yanlis' }), { headers: headers(), now: NOW, db, rateLimit: 5, minFillMs: 2000 });
    expect(state).toMatchObject({ status: 'error', message: LEAD_MESSAGES.email, fieldErrors: { email: LEAD_MESSAGES.email } });
    expect(state.values).toMatchObject({ firstName: 'Ayşe', email: 'yanlis' });
    expect((await listContactMessages(db)).total).toBe(before);
  });

  it('gives bots a neutral failure: honeypot, missing or too recent start time', async () => {
    const before = (await listQuoteRequests(db)).total;
    for (const bot of [{ website: 'http://spam.example' }, { startedAt: '' }, { startedAt: String(NOW.getTime() - 500) }]) {
      const state = await submitLead('quote', form({ ...quote, ...bot }), { headers: headers(), now: NOW, db, rateLimit: 5, minFillMs: 2000 });
      expect(state).toMatchObject({ status: 'error', message: LEAD_MESSAGES.quoteFailure });
      expect(state.fieldErrors).toBeUndefined();
      expect(state.values?.firstName).toBe(' Şükrü ');
    }
    expect((await listQuoteRequests(db)).total).toBe(before);
  });

  it('limits submissions per address and tells a person to call instead', async () => {
    const same = new Headers({ 'x-forwarded-for': '203.0.113.7' });
    for (let i = 0; i < 3; i++) {
      expect((await submitLead('contact', form(contact), { headers: same, now: NOW, db, rateLimit: 3, minFillMs: 0 })).status).toBe('success');
    }
    const limited = await submitLead('contact', form(contact), { headers: same, now: NOW, db, rateLimit: 3, minFillMs: 0 });
    expect(limited).toMatchObject({ status: 'error', message: LEAD_MESSAGES.rateLimited });
    // Another address, or the same one after ten minutes, may send again.
    expect((await submitLead('contact', form(contact), { headers: headers(), now: NOW, db, rateLimit: 3, minFillMs: 0 })).status).toBe('success');
    const later = new Date(NOW.getTime() + 10 * 60 * 1000 + 1);
    expect((await submitLead('contact', form(contact), { headers: same, now: later, db, rateLimit: 3, minFillMs: 0 })).status).toBe('success');
    // 0 turns the limit off.
    expect((await submitLead('contact', form(contact), { headers: same, now: NOW, db, rateLimit: 0, minFillMs: 0 })).status).toBe('success');
  });
});

describe('lead submission when the database fails', () => {
  it('answers with the failure banner, never a false success', async () => {
    const engine = testEngines()[0]!;
    const handle = await engine.open();
    await handle.db.schema.dropTable('quote_requests').execute();
    const state = await submitLead('quote', form(quote), { headers: headers(), now: NOW, db: handle.db, rateLimit: 5, minFillMs: 0 });
    expect(state).toMatchObject({ status: 'error', message: LEAD_MESSAGES.quoteFailure });
    expect(state.reference).toBeUndefined();
    expect(state.values?.email).toBe('sukru@example.com');
    await handle.close();
  });
});

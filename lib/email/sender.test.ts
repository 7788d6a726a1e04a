import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_SETTINGS_KEY } from '@/lib/alerts';
import { saveSetting } from '@/lib/data/site-settings.server';
import type { Db } from '@/lib/db/kysely.server';
import { estimateMoveByRoad } from '@/lib/estimate/index.server';
import { ESTIMATE_SERVICES, type StartingPrices, DEFAULT_ESTIMATE_SETTINGS, type EstimateInput } from '@/lib/estimate';
import { smtpMailer, deliverDueNotifications } from '@/lib/outbox/index.server';
import { submitLead } from '@/lib/wiring/lead-form.server';
import { SETTING_KEYS, effectiveServicePrices } from '@/lib/settings/index.server';
import { inviteMail, resetMail, sendStaffMail } from '@/lib/team/index.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { TEST_SECRET, quoteForm } from '@/test/lead-forms';
import { decodeMail, startSmtp } from '@/test/smtp';

const ENVELOPE = 'gonderim@hafifnakliyat.example';
const ENV_STAFF = 'ofis@hafifnakliyat.example';

/** A header's value, its encoded words (=?UTF-8?Q?…?=, already unquoted by decodeMail) read back. */
const header = (mail: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi')
    .exec(mail)?.[1]
    ?.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) => word.replace(/_/g, ' '))
    .trim();

const input: EstimateInput = {
  origin: { province: 'istanbul', district: 'kadikoy', floor: 3, elevator: false, furnitureLift: false },
  destination: { province: 'ankara', district: null, floor: 0, elevator: true, furnitureLift: false },
  homeSize: '2+1',
  packing: true,
  assembly: false,
  insurance: false,
  date: null,
};

describe.each(testEngines())('e-mail that comes from the company on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => smtp?.close());

  async function lead(lastName: string, estimate?: { min: number; max: number; inputs: EstimateInput }) {
    const state = await submitLead(
      'quote',
      quoteForm({ firstName: 'Deniz', lastName, email: `${lastName.toLowerCase()}@example.com` }, new Date()),
      {
        headers: new Headers({ 'x-forwarded-for': '203.0.113.80' }),
        db,
        rateLimit: 0,
        minFillMs: 0,
        secret: TEST_SECRET,
        notify: true,
        afterCommit: () => {},
        afterCommitAlerts: () => {},
        estimate,
      },
    );
    expect(state.status).toBe('success');
    return state.reference!;
  }

  const mailsAbout = (reference: string) =>
    smtp.received.filter((m) => decodeMail(m.raw).includes(reference)).map((m) => ({ ...m, text: decodeMail(m.raw) }));

  it("sends the acknowledgement from the company's saved name and e-mail, with it as Reply-To, and the configured envelope sender", async () => {
    await saveSetting(db, {
      key: SETTING_KEYS.company,
      value: { name: 'Gerçek Nakliyat', email: 'iletisim@gercek-nakliyat.example' },
      changes: [],
      by: 'test@hafifnakliyat.example',
    });
    const reference = await lead('Yildiz');
    await deliverDueNotifications(db, smtpMailer(smtp.url, ENVELOPE), ENV_STAFF);
    const mails = mailsAbout(reference);
    const ack = mails.find((m) => m.to.includes('yildiz@example.com'))!;
    expect(ack).toBeDefined();
    expect(header(ack.text, 'From')).toMatch(/^"?Gerçek Nakliyat"? <iletisim@gercek-nakliyat\.example>$/);
    expect(header(ack.text, 'Reply-To')).toBe('iletisim@gercek-nakliyat.example');
    expect(ack.from).toBe(ENVELOPE);
    // The staff e-mail too: every e-mail carries the company's sender.
    const staff = mails.find((m) => m.to.includes(ENV_STAFF))!;
    expect(header(staff.text, 'Reply-To')).toBe('iletisim@gercek-nakliyat.example');
    expect(staff.from).toBe(ENVELOPE);
  });

  it('sends the invitation and password e-mails from the same sender as customer e-mails', async () => {
    await saveSetting(db, {
      key: SETTING_KEYS.company,
      value: { name: 'Gerçek Nakliyat', email: 'iletisim@gercek-nakliyat.example' },
      changes: [],
      by: 'test@hafifnakliyat.example',
    });
    const deps = { db, smtp: { url: smtp.url, envelope: ENVELOPE } };
    const to = ['davetli@example.com', 'sifre@example.com'];
    expect(await sendStaffMail(inviteMail(to[0]!, 'Davetli', 'ofis', 'a'.repeat(43), 'Gerçek Nakliyat'), deps)).toBe(
      true,
    );
    expect(await sendStaffMail(resetMail(to[1]!, 'b'.repeat(43), 'Gerçek Nakliyat'), deps)).toBe(true);
    for (const address of to) {
      const mail = smtp.received.find((m) => m.to.includes(address))!;
      expect(mail, address).toBeDefined();
      const text = decodeMail(mail.raw);
      expect(header(text, 'From')).toMatch(/^"?Gerçek Nakliyat"? <iletisim@gercek-nakliyat\.example>$/);
      expect(header(text, 'Reply-To')).toBe('iletisim@gercek-nakliyat.example');
      expect(mail.from).toBe(ENVELOPE);
    }
  });

  it('sends the staff e-mail to the recipients chosen in the dashboard, with the estimate and a link to the lead', async () => {
    await saveSetting(db, {
      key: ALERT_SETTINGS_KEY,
      value: { leadEmailTo: ['satis@hafifnakliyat.example', 'mudur@hafifnakliyat.example'], escalationMinutes: 10 },
      changes: [],
      by: 'test@hafifnakliyat.example',
    });
    const prices = effectiveServicePrices(undefined);
    const starting = Object.fromEntries(ESTIMATE_SERVICES.map((s) => [s, prices[s].priceFrom])) as StartingPrices;
    const move = estimateMoveByRoad(input, DEFAULT_ESTIMATE_SETTINGS, starting, {
      'sehir-ici-tasima': [],
      'sehirlerarasi-tasima': [],
    });
    const reference = await lead('Tahminli', { min: move.min, max: move.max, inputs: input });
    await deliverDueNotifications(db, smtpMailer(smtp.url, ENVELOPE), ENV_STAFF);
    const staff = mailsAbout(reference).find((m) => !m.to.includes('tahminli@example.com'))!;
    expect(staff.to.sort()).toEqual(['mudur@hafifnakliyat.example', 'satis@hafifnakliyat.example']);
    const leadId = (
      await db.selectFrom('leads').select('id').where('reference', '=', reference).executeTakeFirstOrThrow()
    ).id;
    expect(staff.text).toContain(`/admin/dashboard/talep/teklif/${leadId}`);
    expect(staff.text).toContain('Fiyat tahmini');
    const range = `${new Intl.NumberFormat('tr-TR').format(move.min)} – ${new Intl.NumberFormat('tr-TR').format(move.max)} TL`;
    expect(staff.text).toContain(range);
    // The main lines, largest first.
    const biggest = [...move.lineItems].sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount))[0]!;
    expect(staff.text).toContain(biggest.label);
    expect(staff.text).toContain('İstanbul / Kadıköy → Ankara');
  });
});

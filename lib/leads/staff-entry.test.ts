// "Yeni talep": a lead that came by phone, WhatsApp or a referral, entered by staff.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { openLeadLink } from './links.server';
import { REFERENCE_PATTERN } from './reference';
import { getLead, listLeadAudit } from './repository.server';
import { nextOnDuty } from '@/lib/team/index.server';
import { createStaffLead } from './staff-entry.server';

const staff = { userId: 'user-ayse', email: 'ayse@example.com' };
const at = new Date('2026-11-27T08:00:00Z');
const person = (id: string, name: string) => ({
  id,
  name,
  email: `${id}@example.com`,
  emailVerified: false,
  image: null,
  createdAt: at,
  updatedAt: at,
  role: 'ofis',
  on_duty: true,
});
const quote = {
  firstName: 'Zeynep',
  lastName: 'Kaya',
  phone: '0505 111 22 33',
  email: '',
  fromLocation: 'Kadıköy',
  toLocation: 'Beşiktaş',
  service: 'Ev Taşıma',
  message: 'Telefonda 3+1 dedi.',
};

describe.each(testEngines())('staff enter a phone-in lead on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));
  // The staff member entering the leads (leads.assigned_to refers to an account: decision 048).
  beforeAll(async () => {
    await db
      .insertInto('user')
      .values({ ...person('user-ayse', 'Ayşe Kaya'), email: staff.email })
      .execute();
  });

  it('stores it with its source, a reference, a working customer link, its owner and an audit entry', async () => {
    const result = await createStaffLead(db, { kind: 'quote', source: 'telefon', values: quote }, staff, {
      notify: true,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.reference).toMatch(REFERENCE_PATTERN);
    expect(result.reference.startsWith('T-')).toBe(true);
    // No e-mail given: no acknowledgement.
    expect(result.acknowledged).toBe(false);
    const lead = await getLead(db, 'quote', result.id);
    expect(lead).toMatchObject({
      source: 'telefon',
      name: 'Zeynep Kaya',
      email: '',
      fromLocation: 'Kadıköy',
      isRead: true,
      reference: result.reference,
    });
    expect(lead!.firstResponseAt).not.toBeNull();
    const row = await db.selectFrom('leads').select('assigned_to').where('id', '=', result.id).executeTakeFirst();
    expect(row?.assigned_to).toBe(staff.userId);
    const link = await openLeadLink(db, result.token, 30);
    expect(link.state).toBe('open');
    const audit = await listLeadAudit(db, 'quote', result.id);
    expect(audit.map((a) => [a.action, a.detail])).toContainEqual(['create', 'Telefon']);
    const mails = await db.selectFrom('lead_notifications').selectAll().where('lead_id', '=', result.id).execute();
    expect(mails).toEqual([]);
  });

  it('takes no round-robin turn: the creator owns it, and the log says so, not an automatic assignment', async () => {
    await db.insertInto('user').values(person('nobetci', 'Nöbetçi Ali')).execute();
    const result = await createStaffLead(db, { kind: 'quote', source: 'telefon', values: quote }, staff, {
      notify: false,
      now: at,
    });
    if (!result.ok) throw new Error(result.message);
    const audit = await listLeadAudit(db, 'quote', result.id);
    expect(audit.filter((a) => a.action === 'assign').map((a) => [a.actorEmail, a.detail])).toEqual([
      [staff.email, 'Ayşe Kaya'],
    ]);
    expect(audit.map((a) => a.detail)).not.toContain('Nöbetçi Ali');
    const row = await db.selectFrom('leads').select('assigned_to').where('id', '=', result.id).executeTakeFirst();
    expect(row?.assigned_to).toBe(staff.userId);
    // The on-duty person still has their turn: the next form lead goes to them.
    expect((await nextOnDuty(db))?.id).toBe('nobetci');
  });

  it('with empty fields, says under each field what is missing and lists them in the banner', async () => {
    const result = await createStaffLead(db, { kind: 'quote', source: 'telefon', values: {} }, staff, {
      notify: false,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      firstName: 'Müşterinin adını yazın.',
      lastName: 'Müşterinin soyadını yazın.',
      phone: 'Telefon numarasını yazın.',
      fromLocation: 'Eşyaların alınacağı yeri (nereden) yazın.',
      toLocation: 'Eşyaların götürüleceği yeri (nereye) yazın.',
      service: 'Listeden bir hizmet seçin.',
    });
    expect(result.message).toBe('Eksik alanlar: Ad, Soyad, Telefon, Nereden, Nereye, Hizmet.');
    const contact = await createStaffLead(
      db,
      { kind: 'contact', source: 'telefon', values: { ...quote, message: ' ' } },
      staff,
      { notify: false },
    );
    expect(contact.ok).toBe(false);
    if (contact.ok) return;
    expect(contact.fieldErrors).toEqual({ message: 'Müşterinin mesajını ya da isteğini yazın.' });
    expect(contact.message).toBe('Eksik alan: Mesaj.');
  });

  it('queues the acknowledgement when an e-mail is given', async () => {
    const result = await createStaffLead(
      db,
      { kind: 'contact', source: 'whatsapp', values: { ...quote, email: 'zeynep@example.com', service: '' } },
      staff,
      { notify: true },
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.reference.startsWith('M-')).toBe(true);
    expect(result.acknowledged).toBe(true);
    const mails = await db
      .selectFrom('lead_notifications')
      .select('recipient')
      .where('lead_id', '=', result.id)
      .execute();
    expect(mails.map((m) => m.recipient)).toEqual(['customer']);
  });

  it('refuses what the public forms refuse, with the message by field, and stores nothing', async () => {
    const before = await db.selectFrom('leads').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const result = await createStaffLead(
      db,
      { kind: 'quote', source: 'tavsiye', values: { ...quote, phone: '12', email: 'yanlis@' } },
      staff,
      { notify: true },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors)).toEqual(['email']);
    const missing = await createStaffLead(
      db,
      { kind: 'quote', source: 'tavsiye', values: { ...quote, fromLocation: '' } },
      staff,
      {
        notify: true,
      },
    );
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(Object.keys(missing.fieldErrors)).toEqual(['fromLocation']);
    const badPhone = await createStaffLead(
      db,
      { kind: 'quote', source: 'tavsiye', values: { ...quote, phone: '12' } },
      staff,
      {
        notify: true,
      },
    );
    expect(badPhone.ok).toBe(false);
    if (!badPhone.ok) expect(Object.keys(badPhone.fieldErrors)).toEqual(['phone']);
    const after = await db.selectFrom('leads').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

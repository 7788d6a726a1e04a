import ICAL from 'ical.js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { insertLead } from '@/lib/leads/index.server';
import { type Mailer, deliverDueNotifications } from '@/lib/outbox/index.server';
import { saveSetting } from '@/lib/data/site-settings.server';
import { acceptOffer, saveOfferDraft, sendOffer } from '@/lib/offers/index.server';
import { offerContent } from '@/test/offer-fixtures';
import { assignMove, capacityByDay, getLeadMove, listMoves, rescheduleMove } from './calendar.server';
import { addDays, istanbulDayOf, istanbulInstant } from './days';
import { createFeedToken, feedForToken, revokeFeedTokens } from './feed.server';
import { enqueueDueReminders } from './reminders.server';
import { addCrew, addVehicle } from './resources.server';
import { CALENDAR_SETTING_KEY } from './settings';

const PHONE = '0532 111 22 33';
const SITE = { url: 'https://hafifnakliyat.example', name: 'Hafif Nakliyat' };

/** A staff account as Better Auth stores it (its table is not in the Kysely schema). */
async function addUser(db: Db, id: string, role: string) {
  const now = new Date().toISOString();
  await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", role)
    values (${id}, ${id}, ${`${id}@hafifnakliyat.example`}, 1 = 1, ${now}, ${now}, ${role})`.execute(db);
}

function recordingMailer() {
  const sent: { to: string; subject: string; text: string }[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push({ to: message.to, subject: message.subject, text: message.text });
    },
  };
  return { sent, mailer };
}

describe.each(testEngines())('the calendar on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));
  let n = 0;

  const lead = async (name = 'Zeynep Kaya', email = `musteri-${++n}@example.com`) =>
    (
      await insertLead(db, {
        kind: 'quote',
        name,
        email,
        phone: PHONE,
        fromLocation: 'Caferağa Mah. Moda Cad. No 12, Kadıköy',
        toLocation: 'İzmir / Karşıyaka',
        serviceType: 'Şehirlerarası Taşıma',
      })
    ).id;

  const booking = async (leadId: string, startsAt: Date, seat = 0) => {
    const id = `survey-${++n}`;
    await db
      .insertInto('survey_bookings')
      .values({
        id,
        lead_id: leadId,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + 3600_000),
        kind: 'ev',
        address: 'Moda Cad. No 12 D 4',
        seat,
        created_by: 'customer',
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    return id;
  };

  it('makes an accepted offer a move on its date, once', async () => {
    const leadId = await lead();
    const draft = await saveOfferDraft(db, leadId, offerContent({ moveDate: '2027-03-06' }), 'ofis@example.com');
    await sendOffer(db, draft.id, { email: 'ofis@example.com' });
    const accepted = await acceptOffer(db, draft.id, {
      fullName: 'Zeynep Kaya',
      fromAddress: 'a',
      toAddress: 'b',
      clientAddress: '203.0.113.7',
      userAgent: 'test',
      snapshot: {},
    });
    expect(accepted.ok).toBe(true);
    expect(await getLeadMove(db, leadId)).toMatchObject({ moveDate: '2027-03-06' });
    const moves = await listMoves(db, { from: '2027-03-06', to: '2027-03-06' });
    expect(moves.filter((m) => m.leadId === leadId)).toHaveLength(1);
    expect(moves[0]).toMatchObject({ offerId: draft.id, status: 'planned', name: 'Zeynep Kaya' });
  });

  it('counts a day’s capacity from its moves and the active vehicles and crews', async () => {
    const day = '2027-04-10';
    const truck = await addVehicle(db, { name: 'Kamyon 34 ABC 01', capacityM3: 40 });
    await addVehicle(db, { name: 'Kamyonet', capacityM3: 18 });
    const crew = await addCrew(db, { name: 'Ekip A', size: 4 });
    await addCrew(db, { name: 'Ekip B', size: 3 });
    const before = (await capacityByDay(db, day, day, 75)).get(day)!;
    expect(before).toMatchObject({ full: false, busy: false, vehicles: { booked: 0, available: 2 } });

    for (const _ of [1, 2]) {
      const leadId = await lead();
      const draft = await saveOfferDraft(db, leadId, offerContent({ moveDate: day }), 'ofis@example.com');
      await sendOffer(db, draft.id, { email: 'ofis@example.com' });
      await acceptOffer(db, draft.id, {
        fullName: 'x',
        fromAddress: 'a',
        toAddress: 'b',
        clientAddress: '203.0.113.7',
        userAgent: 'test',
        snapshot: {},
      });
    }
    const [first] = await listMoves(db, { from: day, to: day });
    await addUser(db, 'saha-1', 'saha');
    // A form opened before a person was removed: the ids that no longer exist are left out.
    expect(
      await assignMove(db, first!.id, {
        vehicleIds: [truck, 'satilan-arac'],
        crewIds: [crew],
        userIds: ['saha-1', 'silinen-kisi'],
      }),
    ).toBe(true);
    expect(await db.selectFrom('move_staff').select('user_id').where('move_id', '=', first!.id).execute()).toEqual([
      { user_id: 'saha-1' },
    ]);
    const after = (await capacityByDay(db, day, day, 75)).get(day)!;
    expect(after).toMatchObject({
      full: true,
      vehicles: { booked: 2, available: 2 },
      crews: { booked: 2, available: 2 },
    });
    expect((await capacityByDay(db, addDays(day, 1), addDays(day, 1), 75)).get(addDays(day, 1))!.full).toBe(false);
  });

  it('reminds each customer once the day before, even when two instances sweep at once', async () => {
    const now = new Date('2027-05-03T16:30:00Z'); // 19:30 in İstanbul
    const tomorrow = addDays(istanbulDayOf(now), 1);
    const surveyLead = await lead('Ayşe Demir');
    await booking(surveyLead, istanbulInstant(tomorrow, '10:00'));
    const moveLead = await lead('Mehmet Öz');
    const draft = await saveOfferDraft(db, moveLead, offerContent({ moveDate: tomorrow }), 'ofis@example.com');
    await sendOffer(db, draft.id, { email: 'ofis@example.com' });
    await acceptOffer(db, draft.id, {
      fullName: 'Mehmet Öz',
      fromAddress: 'a',
      toAddress: 'b',
      clientAddress: '203.0.113.7',
      userAgent: 'test',
      snapshot: {},
    });
    await db.deleteFrom('lead_notifications').execute();

    // Before the set hour (18:00 by default): nothing yet.
    expect(await enqueueDueReminders(db, new Date('2027-05-03T14:00:00Z'))).toBe(0);
    const counts = await Promise.all([enqueueDueReminders(db, now), enqueueDueReminders(db, now)]);
    expect(counts[0]! + counts[1]!).toBe(2);
    expect(await enqueueDueReminders(db, new Date(now.getTime() + 3600_000))).toBe(0);

    const { sent, mailer } = recordingMailer();
    await deliverDueNotifications(db, mailer, 'ofis@example.com', now);
    expect(sent).toHaveLength(2);
    const survey = sent.find((m) => m.subject.includes('keşif'))!;
    expect(survey.text).toContain('10:00');
    expect(survey.text).toContain('Hazırlık için');
    const move = sent.find((m) => m.subject.includes('taşınmanız'))!;
    expect(move.text).toContain('08:00');

    // Staff set the reminder hour to 21:00: a later event is reminded from then on.
    await saveSetting(db, {
      key: CALENDAR_SETTING_KEY,
      value: { reminderHour: 21, moveStartTime: '07:30', busySharePercent: 75 },
      changes: [],
      by: 'test',
    });
    const next = new Date('2027-05-10T16:30:00Z');
    const later = await lead('Can Ak');
    await booking(later, istanbulInstant(addDays(istanbulDayOf(next), 1), '11:00'));
    expect(await enqueueDueReminders(db, next)).toBe(0);
    expect(await enqueueDueReminders(db, new Date('2027-05-10T18:05:00Z'))).toBe(1);
  });

  it('moves a move to another day and tells the customer by e-mail', async () => {
    const leadId = await lead('Elif Şahin');
    const draft = await saveOfferDraft(db, leadId, offerContent({ moveDate: '2027-06-01' }), 'ofis@example.com');
    await sendOffer(db, draft.id, { email: 'ofis@example.com' });
    await acceptOffer(db, draft.id, {
      fullName: 'Elif Şahin',
      fromAddress: 'a',
      toAddress: 'b',
      clientAddress: '203.0.113.7',
      userAgent: 'test',
      snapshot: {},
    });
    await db.deleteFrom('lead_notifications').execute();
    const move = (await getLeadMove(db, leadId))!;
    expect(await rescheduleMove(db, move.id, '2027-06-01')).toBe(false);
    expect(await rescheduleMove(db, move.id, '2027-06-05')).toBe(true);
    expect((await getLeadMove(db, leadId))!.moveDate).toBe('2027-06-05');
    const { sent, mailer } = recordingMailer();
    await deliverDueNotifications(db, mailer, 'ofis@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('5 Haziran 2027 Cumartesi');
  });

  it('serves each staff account a private feed with its surveys and moves, never phone, e-mail or street', async () => {
    await addUser(db, 'yonetici-1', 'yonetici');
    await addUser(db, 'saha-2', 'saha');
    const now = new Date('2027-08-01T09:00:00Z');
    const email = 'feed-musteri@example.com';
    const leadId = await lead('Gülşen Yıldız', email);
    const surveyId = await booking(leadId, istanbulInstant('2027-08-03', '09:30'));
    const draft = await saveOfferDraft(db, leadId, offerContent({ moveDate: '2027-08-20' }), 'ofis@example.com');
    await sendOffer(db, draft.id, { email: 'ofis@example.com' });
    await acceptOffer(db, draft.id, {
      fullName: 'Gülşen Yıldız',
      fromAddress: 'a',
      toAddress: 'b',
      clientAddress: '203.0.113.7',
      userAgent: 'test',
      snapshot: {},
    });

    const token = await createFeedToken(db, 'yonetici-1', now);
    const text = (await feedForToken(db, token, SITE, now))!;
    const calendar = new ICAL.Component(ICAL.parse(text));
    // The feed's own VTIMEZONE defines Europe/Istanbul for the parser.
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const events = calendar
      .getAllSubcomponents('vevent')
      .map((e) => new ICAL.Event(e))
      .filter((e) => e.description.includes(leadId));
    expect(events.map((e) => e.uid).sort()).toEqual([
      expect.stringMatching(/^move-/),
      `survey-${surveyId}@hafifnakliyat.example`,
    ]);
    const survey = events.find((e) => e.uid.startsWith('survey-'))!;
    expect(survey.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Istanbul');
    expect(survey.startDate.toString()).toBe('2027-08-03T09:30:00');
    expect(survey.startDate.toJSDate().toISOString()).toBe('2027-08-03T06:30:00.000Z');
    expect(survey.summary).toContain('Gülşen');
    expect(survey.summary).toContain('Kadıköy');
    expect(survey.summary).not.toContain('Yıldız');
    const move = events.find((e) => e.uid.startsWith('move-'))!;
    expect(move.startDate.isDate).toBe(true);
    expect(move.startDate.toString()).toBe('2027-08-20');
    expect(text).not.toContain(email);
    expect(text).not.toContain(PHONE);
    expect(text).not.toMatch(/Moda|Caferağa|Karşıyaka/);

    // A field account sees only what is assigned to it.
    const field = await createFeedToken(db, 'saha-2', now);
    const leadsIn = async (t: string) =>
      new ICAL.Component(ICAL.parse((await feedForToken(db, t, SITE, now))!))
        .getAllSubcomponents('vevent')
        .map((e) => String(e.getFirstPropertyValue('url')));
    expect((await leadsIn(field)).some((url) => url.endsWith(leadId))).toBe(false);
    await assignMove(db, move.uid.slice(5, move.uid.indexOf('@')), {
      vehicleIds: [],
      crewIds: [],
      userIds: ['saha-2'],
    });
    expect((await leadsIn(field)).filter((url) => url.endsWith(leadId))).toHaveLength(1);

    // A new address revokes the old one; revoking ends both.
    const renewed = await createFeedToken(db, 'yonetici-1', now);
    expect(await feedForToken(db, token, SITE, now)).toBeNull();
    expect(await feedForToken(db, renewed, SITE, now)).not.toBeNull();
    await revokeFeedTokens(db, 'yonetici-1');
    expect(await feedForToken(db, renewed, SITE, now)).toBeNull();
  });
});

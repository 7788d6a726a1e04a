import { queueFileRemovalsOfLeads } from '@/lib/lead-files/index.server';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { getLead, insertLead, listLeadAudit, purgeTrashedLeads, trashLead } from '@/lib/leads/index.server';
import {
  enqueueLeadNotification,
  listNotifications,
  type Mailer,
  deliverDueNotifications,
} from '@/lib/outbox/index.server';
import { testEngines, useTwoInstances } from '@/test/db-engines';
import {
  bookSurvey,
  cancelSurveyBooking,
  getLiveSurveyBooking,
  listFreeSlots,
  listSurveyBookings,
  moveSurveyBooking,
  type BookingActor,
} from './survey-bookings.server';
import { DEFAULT_SURVEY_HOURS, type SurveyHours } from './survey-hours';

// Monday 30 November 2026, 08:00 in İstanbul.
const NOW = new Date('2026-11-30T05:00:00Z');
const customer: BookingActor = { by: 'customer' };
const staff: BookingActor = { by: 'staff', email: 'ofis@hafifnakliyat.example' };
const ADDRESS = 'Caferağa Mah. Moda Cad. No 12 D 3, Kadıköy';

describe.each(testEngines())('survey bookings on $name', (engine) => {
  let db: Db;
  let other: Db;
  useTwoInstances(engine, (a, b) => ([db, other] = [a, b]));

  const newLead = (name = 'Zeynep Kaya') =>
    insertLead(db, {
      kind: 'quote',
      reference: `HN-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      name,
      email: 'zeynep@example.com',
      phone: '0532 111 22 33',
      fromLocation: 'Kadıköy',
      toLocation: 'Ankara',
      serviceType: 'Şehirlerarası Taşıma',
    });
  const book = async (
    leadDb: Db,
    lead: { id: string; kind: 'quote'; status: string },
    startsAt: string,
    hours: SurveyHours = DEFAULT_SURVEY_HOURS,
    actor: BookingActor = customer,
    now = NOW,
  ) => bookSurvey(leadDb, { lead, startsAt, kind: 'ev', address: ADDRESS, actor, hours, now });

  it('books a slot: the lead moves to "Keşif planlandı" with the date in its log, the customer gets an e-mail', async () => {
    const lead = await newLead();
    const slots = await listFreeSlots(db, DEFAULT_SURVEY_HOURS, 'customer', NOW);
    // 08:00 with a 3-hour notice: the first slot is 11:00 today.
    expect(slots[0]).toMatchObject({ date: '2026-11-30', time: '11:00' });
    const result = await book(db, lead, slots[0]!.startsAt);
    expect(result).toMatchObject({ ok: true, moved: false, booking: { seat: 0, kind: 'ev', address: ADDRESS } });
    expect((await getLead(db, 'quote', lead.id))?.status).toBe('kesif');
    const log = await listLeadAudit(db, 'quote', lead.id);
    expect(log.map((e) => e.detail)).toContain('Planlandı: 30 Kasım 2026 Pazartesi, 11:00, Ev ziyareti');
    const mails = (await listNotifications(db)).filter((n) => n.lead_id === lead.id).map((n) => n.recipient);
    expect(mails).toEqual(['survey-booked']);
    const listed = await listSurveyBookings(db, '2026-11-30T00:00:00Z', '2026-12-01T00:00:00Z');
    expect(listed.find((b) => b.leadId === lead.id)).toMatchObject({
      startsAt: '2026-11-30T08:00:00.000Z',
      lead: { kind: 'quote', name: 'Zeynep Kaya', reference: lead.reference },
    });
    // The slot is no longer offered to anyone (one surveyor).
    expect((await listFreeSlots(db, DEFAULT_SURVEY_HOURS, 'customer', NOW))[0]!.time).toBe('12:00');
  });

  it('moves and cancels until the set hours before, then only staff can', async () => {
    const lead = await newLead('Ali Demir');
    const first = await book(db, lead, '2026-12-01T06:00:00.000Z');
    expect(first.ok).toBe(true);
    const moved = await book(db, { ...lead, status: 'kesif' }, '2026-12-01T07:00:00.000Z');
    expect(moved).toMatchObject({ ok: true, moved: true, booking: { startsAt: '2026-12-01T07:00:00.000Z' } });
    expect((await getLiveSurveyBooking(db, lead.id))?.startsAt).toBe('2026-12-01T07:00:00.000Z');
    // The slot it left is free again.
    const free = await listFreeSlots(db, DEFAULT_SURVEY_HOURS, 'customer', NOW);
    expect(free.some((s) => s.startsAt === '2026-12-01T06:00:00.000Z')).toBe(true);

    // Two hours before (setting: 3): the customer can neither move nor cancel; staff can.
    const late = new Date('2026-12-01T05:00:00Z');
    expect(
      await book(db, { ...lead, status: 'kesif' }, '2026-12-02T07:00:00.000Z', undefined, customer, late),
    ).toMatchObject({ ok: false, reason: 'late' });
    expect(
      await cancelSurveyBooking(db, { lead, actor: customer, hours: DEFAULT_SURVEY_HOURS, now: late }),
    ).toMatchObject({ ok: false, reason: 'late' });
    expect(await cancelSurveyBooking(db, { lead, actor: staff, hours: DEFAULT_SURVEY_HOURS, now: late })).toMatchObject(
      { ok: true, booking: { status: 'cancelled' } },
    );
    expect(await getLiveSurveyBooking(db, lead.id)).toBeNull();
    const mails = (await listNotifications(db)).filter((n) => n.lead_id === lead.id).map((n) => n.recipient);
    expect(mails).toEqual(['survey-booked', 'survey-moved', 'survey-cancelled']);
    const log = (await listLeadAudit(db, 'quote', lead.id)).map((e) => `${e.actorEmail}: ${e.detail}`);
    expect(log.some((l) => l.startsWith('ofis@hafifnakliyat.example: İptal edildi: 1 Aralık 2026 Salı, 10:00'))).toBe(
      true,
    );
  });

  it('refuses a slot that is not offered: outside the hours, a closed day, too soon, or a kind not offered', async () => {
    const lead = await newLead('Can Yılmaz');
    const closed = { ...DEFAULT_SURVEY_HOURS, exceptions: [{ date: '2026-12-02', hours: null }] };
    expect(await book(db, lead, '2026-12-02T07:00:00.000Z', closed)).toMatchObject({ ok: false, reason: 'taken' });
    expect(await book(db, lead, '2026-12-06T07:00:00.000Z')).toMatchObject({ ok: false, reason: 'taken' }); // Sunday
    expect(await book(db, lead, '2026-11-30T06:00:00.000Z')).toMatchObject({ ok: false, reason: 'taken' }); // 09:00, 1 h away
    expect(await book(db, lead, '2026-12-01T06:30:00.000Z')).toMatchObject({ ok: false, reason: 'taken' }); // not a slot start
    const videoOnly = { ...DEFAULT_SURVEY_HOURS, kinds: ['video' as const] };
    expect(await book(db, lead, '2026-12-01T08:00:00.000Z', videoOnly)).toMatchObject({ ok: false, reason: 'kind' });
    // Staff need no notice.
    expect(await book(db, lead, '2026-11-30T06:00:00.000Z', undefined, staff)).toMatchObject({ ok: true });
  });

  it('gives parallel surveyors one seat each, the lowest free first', async () => {
    const two = { ...DEFAULT_SURVEY_HOURS, surveyors: 2 };
    const slot = '2026-12-03T10:00:00.000Z';
    const a = await book(db, await newLead('Ayşe Bir'), slot, two);
    const b = await book(db, await newLead('Ayşe İki'), slot, two);
    const c = await book(db, await newLead('Ayşe Üç'), slot, two);
    expect([a, b].map((r) => (r.ok ? r.booking.seat : null))).toEqual([0, 1]);
    expect(c).toMatchObject({ ok: false, reason: 'taken' });
    if (!c.ok) expect(c.suggestions[0]?.startsAt).toBe('2026-12-03T11:00:00.000Z');
  });

  it('20 customers on two app instances book the last slot at once: exactly one gets it, the others the next free slots', async () => {
    const slot = '2026-12-04T12:00:00.000Z';
    const leads = await Promise.all(Array.from({ length: 20 }, (_, i) => newLead(`Yarış ${i}`)));
    const results = await Promise.all(leads.map((lead, i) => book(i % 2 ? other : db, lead, slot)));
    const won = results.filter((r) => r.ok);
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => !r.ok)) {
      expect(lost).toMatchObject({ ok: false, reason: 'taken' });
      if (!lost.ok) {
        expect(lost.suggestions.length).toBeGreaterThan(0);
        expect(lost.suggestions.some((s) => s.startsAt === slot)).toBe(false);
      }
    }
    const live = await listSurveyBookings(db, slot, '2026-12-04T13:00:00Z');
    expect(live).toHaveLength(1);
    // Only the winner's lead moved to "Keşif planlandı".
    const statuses = await Promise.all(leads.map(async (l) => (await getLead(db, 'quote', l.id))?.status));
    expect(statuses.filter((s) => s === 'kesif')).toHaveLength(1);
  }, 60_000);

  it('the same customer sending the form twice at once keeps one booking', async () => {
    const lead = await newLead('İki Kez');
    const slot = '2026-12-05T08:00:00.000Z';
    const results = await Promise.all([book(db, lead, slot), book(other, lead, slot)]);
    expect(results.some((r) => r.ok)).toBe(true);
    const live = (await listSurveyBookings(db, slot, '2026-12-05T09:00:00Z')).filter((b) => b.leadId === lead.id);
    expect(live).toHaveLength(1);
  });

  it('the outbox sends the customer each e-mail as the booking stands, with a link to their page', async () => {
    const lead = await newLead('Posta Müşterisi');
    await book(db, lead, '2026-12-08T07:00:00.000Z');
    await book(db, { ...lead, status: 'kesif' }, '2026-12-08T08:00:00.000Z');
    const sent: { to: string; subject: string; text: string }[] = [];
    const mailer: Mailer = {
      async send(message) {
        sent.push(message);
      },
    };
    await deliverDueNotifications(db, mailer, 'ofis@hafifnakliyat.example', NOW);
    const mine = sent.filter((m) => m.to === 'zeynep@example.com' && m.text.includes(lead.reference!));
    // Booked, then moved before the first e-mail went out: both tell the booking as it now stands.
    expect(mine.map((m) => m.subject).sort()).toEqual([
      'Keşif randevunuz değişti: 8 Aralık 2026 Salı, 11:00',
      'Keşif randevunuz: 8 Aralık 2026 Salı, 11:00',
    ]);
    expect(mine[0]!.text).toMatch(/\/talep\/[A-Za-z0-9_-]{43}/);
    const later = new Date(NOW.getTime() + 60_000);
    await cancelSurveyBooking(db, { lead, actor: customer, hours: DEFAULT_SURVEY_HOURS, now: later });
    sent.length = 0;
    await deliverDueNotifications(db, mailer, 'ofis@hafifnakliyat.example', later);
    expect(sent.filter((m) => m.text.includes(lead.reference!)).map((m) => m.subject)).toEqual([
      'Keşif randevunuz iptal edildi (8 Aralık 2026 Salı, 11:00)',
    ]);
  });

  it('staff place a survey outside the offered slots only on purpose: audited as such, one per seat, never past', async () => {
    const lead = await newLead('Telefon Anlaşması');
    // 19:30 İstanbul: after the hours, so not offered…
    const evening = '2026-12-09T16:30:00.000Z';
    expect(await book(db, lead, evening, undefined, staff)).toMatchObject({ ok: false, reason: 'taken' });
    // …and the customer cannot ask for it outside the slots, even saying so.
    const asked = {
      lead,
      startsAt: evening,
      kind: 'ev' as const,
      address: ADDRESS,
      hours: DEFAULT_SURVEY_HOURS,
      now: NOW,
    };
    expect(await bookSurvey(db, { ...asked, actor: customer, outsideSlots: true })).toMatchObject({
      ok: false,
      reason: 'taken',
    });
    const placed = await bookSurvey(db, { ...asked, actor: staff, outsideSlots: true });
    expect(placed).toMatchObject({
      ok: true,
      booking: { startsAt: evening, seat: 0, endsAt: '2026-12-09T17:30:00.000Z' },
    });
    const log = (await listLeadAudit(db, 'quote', lead.id)).map((e) => `${e.actorEmail}: ${e.detail}`);
    expect(log).toContain(
      'ofis@hafifnakliyat.example: Planlandı: 9 Aralık 2026 Çarşamba, 19:30, Ev ziyareti (sunulan saatlerin dışında)',
    );
    // One surveyor: a second survey overlapping it (19:45) has no seat, outside the slots or not.
    const second = await newLead('Aynı Akşam');
    expect(
      await bookSurvey(db, {
        ...asked,
        lead: second,
        startsAt: '2026-12-09T16:45:00.000Z',
        actor: staff,
        outsideSlots: true,
      }),
    ).toMatchObject({ ok: false, reason: 'taken' });
    // A time already begun is refused.
    expect(
      await bookSurvey(db, {
        ...asked,
        lead: second,
        startsAt: '2026-11-30T04:00:00.000Z',
        actor: staff,
        outsideSlots: true,
      }),
    ).toMatchObject({ ok: false, reason: 'past' });
  });

  it("the calendar moves a booking by its id through the same path: audit entry, 'survey-moved', seat conflicts refused", async () => {
    const lead = await newLead('Takvimden Taşınan');
    const booked = await book(db, lead, '2026-12-10T07:00:00.000Z', undefined, staff);
    if (!booked.ok) throw new Error('not booked');
    const blocker = await book(db, await newLead('Saati Dolu'), '2026-12-10T10:00:00.000Z', undefined, staff);
    expect(blocker.ok).toBe(true);
    const move = (id: string, startsAt: string, outsideSlots = false) =>
      moveSurveyBooking(db, id, { startsAt, outsideSlots, actor: staff, hours: DEFAULT_SURVEY_HOURS, now: NOW });

    expect(await move(booked.booking.id, '2026-12-10T10:00:00.000Z')).toMatchObject({ ok: false, reason: 'taken' });
    expect(await move(booked.booking.id, '2026-12-10T10:00:00.000Z', true)).toMatchObject({
      ok: false,
      reason: 'taken',
    });
    const moved = await move(booked.booking.id, '2026-12-10T11:00:00.000Z');
    expect(moved).toMatchObject({ ok: true, moved: true, booking: { kind: 'ev', address: ADDRESS } });
    // The old booking is cancelled: moving it again finds nothing.
    expect(await move(booked.booking.id, '2026-12-10T12:00:00.000Z')).toBeNull();
    const mails = (await listNotifications(db)).filter((n) => n.lead_id === lead.id).map((n) => n.recipient);
    // Both written at the same `now`: the order between them is not the point.
    expect(mails.sort()).toEqual(['survey-booked', 'survey-moved']);
    const log = (await listLeadAudit(db, 'quote', lead.id)).map((e) => `${e.actorEmail}: ${e.detail}`);
    expect(log).toContain(
      'ofis@hafifnakliyat.example: Taşındı: 10 Aralık 2026 Perşembe, 10:00 → 10 Aralık 2026 Perşembe, 14:00, Ev ziyareti',
    );
  });

  it('two staff on two app instances move two surveys into the same last seat at once: one wins', async () => {
    const slot = '2026-12-11T13:00:00.000Z';
    const a = await book(db, await newLead('Sabah Bir'), '2026-12-11T06:00:00.000Z', undefined, staff);
    const b = await book(db, await newLead('Sabah İki'), '2026-12-11T07:00:00.000Z', undefined, staff);
    if (!a.ok || !b.ok) throw new Error('not booked');
    const results = await Promise.all(
      [a, b].map((r, i) =>
        moveSurveyBooking(i ? other : db, r.booking.id, {
          startsAt: slot,
          actor: { by: 'staff', email: `personel-${i}@hafifnakliyat.example` },
          hours: DEFAULT_SURVEY_HOURS,
          now: NOW,
        }),
      ),
    );
    expect(results.filter((r) => r?.ok)).toHaveLength(1);
    expect(results.filter((r) => r && !r.ok && r.reason === 'taken')).toHaveLength(1);
    expect(await listSurveyBookings(db, slot, '2026-12-11T14:00:00Z')).toHaveLength(1);
  });

  it("an e-mail queued under the calendar's old kind 'survey-rescheduled' is still sent, as 'survey-moved'", async () => {
    const lead = await newLead('Eski Kuyruk');
    expect((await book(db, lead, '2026-12-12T07:00:00.000Z', undefined, staff)).ok).toBe(true);
    await db.deleteFrom('lead_notifications').where('lead_id', '=', lead.id).execute();
    await db
      .insertInto('lead_notifications')
      .values({
        id: `old-${lead.id}`,
        lead_kind: 'quote',
        lead_id: lead.id,
        recipient: 'survey-rescheduled',
        attempts: 0,
        next_attempt_at: NOW,
        created_at: NOW,
      })
      .execute();
    await enqueueLeadNotification(db, 'quote', lead.id, NOW, 'staff');
    const sent: { to: string; subject: string }[] = [];
    await deliverDueNotifications(
      db,
      {
        async send(message) {
          sent.push(message);
        },
      },
      'ofis@hafifnakliyat.example',
      NOW,
    );
    expect(sent.filter((m) => m.to === 'zeynep@example.com').map((m) => m.subject)).toContain(
      'Keşif randevunuz değişti: 12 Aralık 2026 Cumartesi, 10:00',
    );
    const row = (await listNotifications(db)).find((n) => n.id === `old-${lead.id}`);
    expect(row?.sent_at).not.toBeNull();
  });

  it('a purged lead takes its bookings with it', async () => {
    const lead = await newLead('Silinecek Kişi');
    await book(db, lead, '2026-12-07T07:00:00.000Z', undefined, staff);
    await trashLead(db, 'quote', lead.id, { ...staff, email: 'ofis@hafifnakliyat.example', now: NOW });
    await purgeTrashedLeads(db, new Date(NOW.getTime() + 40 * 24 * 3_600_000), {
      beforeDelete: queueFileRemovalsOfLeads,
    });
    const rows = await db.selectFrom('survey_bookings').select('id').where('lead_id', '=', lead.id).execute();
    expect(rows).toHaveLength(0);
  });
});

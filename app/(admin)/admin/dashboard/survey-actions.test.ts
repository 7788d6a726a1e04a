// Staff set the survey hours and book, move and cancel a lead's survey on the lead page, and
// move it from the calendar's survey page (/admin/takvim/kesif/{id}), which goes through the
// same one path (bookSurvey): the same audit entry, the same 'survey-moved' e-mail, a full slot
// refused with the same Turkish words. The actions as the plain forms post them, on a real
// database, with the notice each lands on. The pages themselves are checked end to end in
// e2e/survey-booking.spec.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';

class Redirected extends Error {
  constructor(readonly url: string) {
    super(`redirect ${url}`);
  }
}
const holder = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock('next/navigation', () => ({
  RedirectType: { push: 'push', replace: 'replace' },
  redirect: (url: string) => {
    throw new Redirected(url);
  },
}));
vi.mock('@/lib/auth/guard.server', () => {
  const staff = async () => ({ userId: 'u1', email: 'ofis@example.com', role: 'ofis', assignedOnly: false });
  return { requireSignedIn: staff, requireStaff: staff };
});
vi.mock('@/lib/db/kysely.server', async (original) => ({
  ...(await original<object>()),
  getDb: async () => holder.db,
}));
vi.mock('@/lib/outbox/worker.server', () => ({ triggerDelivery: vi.fn() }));

const { bookSurveyAction, cancelSurveyAction, saveSurveyHoursAction } = await import('./survey-actions');
const { rescheduleSurveyAction } = await import('../takvim/actions');
const { insertLead, getLead, listLeadAudit } = await import('@/lib/leads/index.server');
const { listNotifications } = await import('@/lib/outbox/index.server');
const { bookSurvey, getLiveSurveyBooking, listFreeSlots } = await import('@/lib/calendar/index.server');
const { readSurveyHours } = await import('@/lib/calendar/index.server');
const { DEFAULT_SURVEY_HOURS, surveyHoursFormValues } = await import('@/lib/calendar');
const { slotLabel } = await import('@/lib/calendar');
const { CALENDAR_NOTICES } = await import('@/lib/calendar');
const { NOTICES } = await import('@/lib/admin/dashboard');
const { dateToIstanbulLocal } = await import('@/lib/istanbul-time');

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
async function landing(action: (form: FormData) => Promise<void>, fields: Record<string, string>) {
  try {
    await action(form(fields));
  } catch (error) {
    if (error instanceof Redirected) return error.url;
    throw error;
  }
  throw new Error('the action did not redirect');
}
/** Where the action landed, as a URL (its path and notice). */
const landingUrl = async (action: (form: FormData) => Promise<void>, fields: Record<string, string>) =>
  new URL(await landing(action, fields), 'https://hafifnakliyat.example');

describe('staff survey actions', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const handle = await testEngines()[0]!.open();
    db = handle.db;
    holder.db = db;
    close = handle.close;
  });
  afterAll(async () => close?.());

  it('staff save the survey hours; a wrong value is refused with its message and nothing saved', async () => {
    const values = { ...surveyHoursFormValues(DEFAULT_SURVEY_HOURS), 'kh.kesifci': '2', 'kh.gun.7.acilis': '10:00' };
    const refused = await saveSurveyHoursAction({ status: 'idle', values: {}, errors: {} }, form(values));
    expect(refused).toMatchObject({
      status: 'invalid',
      errors: { 'kh.gun.7.kapanis': 'Pazar için bitiş saatini SS:DD olarak girin.' },
    });
    expect(await readSurveyHours(db)).toEqual(DEFAULT_SURVEY_HOURS);
    const saved = await saveSurveyHoursAction(
      { status: 'idle', values: {}, errors: {} },
      form({ ...values, 'kh.gun.7.kapanis': '14:00' }),
    );
    expect(saved).toMatchObject({
      status: 'saved',
      message: 'Kaydedildi: 3 değişiklik. Müşteriler yeni saatleri hemen görüyor.',
    });
    expect(await readSurveyHours(db)).toMatchObject({ surveyors: 2, weekly: { 6: { open: '10:00', close: '14:00' } } });
  });

  it('staff book, move and cancel a survey for the customer, each with its notice', async () => {
    const lead = await insertLead(db, {
      kind: 'quote',
      reference: 'HN-STAFF1',
      name: 'Telefon Müşterisi',
      email: 'tel@example.com',
      phone: '0532 000 11 22',
      fromLocation: 'Üsküdar',
      toLocation: 'Bursa',
      serviceType: 'Şehirlerarası Taşıma',
    });
    const target = { kind: 'quote', id: lead.id, liste: '' };
    const slots = await listFreeSlots(db, await readSurveyHours(db), 'staff');
    const [first, second] = [slots[0]!.startsAt, slots[3]!.startsAt];

    expect(await landing(bookSurveyAction, { ...target, slot: first, surveyKind: 'ev', address: 'Kısa' })).toContain(
      'bildirim=kesif-adres-gerekli',
    );
    expect(await getLiveSurveyBooking(db, lead.id)).toBeNull();

    const booked = await landing(bookSurveyAction, {
      ...target,
      slot: first,
      surveyKind: 'ev',
      address: 'Mimar Sinan Mah. Çavuşdere Cad. No 5, Üsküdar',
    });
    expect(booked).toMatch(/bildirim=kesif-kaydedildi.*#kesif$/);
    expect((await getLead(db, 'quote', lead.id))?.status).toBe('kesif');
    expect(await getLiveSurveyBooking(db, lead.id)).toMatchObject({ startsAt: first, createdBy: 'ofis@example.com' });

    const moved = await landing(bookSurveyAction, { ...target, slot: second, surveyKind: 'video', address: '' });
    expect(moved).toContain('bildirim=kesif-tasindi');
    expect(await getLiveSurveyBooking(db, lead.id)).toMatchObject({ startsAt: second, kind: 'video', address: null });

    // A slot outside the hours (03:00 İstanbul) is not offered.
    const night = `${second.slice(0, 10)}T00:00:00.000Z`;
    expect(await landing(bookSurveyAction, { ...target, slot: night, surveyKind: 'video', address: '' })).toContain(
      'bildirim=kesif-dolu',
    );
    expect(await landing(cancelSurveyAction, target)).toContain('bildirim=kesif-iptal');
    expect(await getLiveSurveyBooking(db, lead.id)).toBeNull();
    expect(await landing(cancelSurveyAction, target)).toContain('bildirim=islem-basarisiz');
  });
});

describe.each(testEngines())('moving a survey from the calendar on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = holder.db = opened));

  const newLead = (name: string) =>
    insertLead(db, {
      kind: 'quote',
      reference: `HN-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      name,
      email: 'kesif@example.com',
      phone: '0532 000 11 22',
      fromLocation: 'Üsküdar',
      toLocation: 'Bursa',
      serviceType: 'Şehirlerarası Taşıma',
    });
  const staffBooks = async (lead: Awaited<ReturnType<typeof newLead>>, startsAt: string) => {
    const result = await bookSurvey(db, {
      lead,
      startsAt,
      kind: 'ev',
      address: 'Mimar Sinan Mah. Çavuşdere Cad. No 5, Üsküdar',
      actor: { by: 'staff', email: 'ofis@example.com' },
      hours: await readSurveyHours(db),
    });
    if (!result.ok) throw new Error('not booked');
    return result.booking;
  };

  it('moves through the one path: audit entry, survey-moved e-mail, the new booking’s page', async () => {
    const lead = await newLead('Takvim Müşterisi');
    const slots = await listFreeSlots(db, await readSurveyHours(db), 'staff');
    const booking = await staffBooks(lead, slots[0]!.startsAt);
    const target = slots[2]!.startsAt;

    const moved = await landingUrl(rescheduleSurveyAction, { id: booking.id, slot: target });
    const live = await getLiveSurveyBooking(db, lead.id);
    expect(live).toMatchObject({ startsAt: target, kind: 'ev', createdBy: 'ofis@example.com' });
    expect(moved.pathname).toBe(`/admin/takvim/kesif/${live!.id}`);
    expect(moved.searchParams.get('bildirim')).toBe('kesif-tasindi');
    const log = (await listLeadAudit(db, 'quote', lead.id)).map((e) => `${e.actorEmail}: ${e.detail}`);
    expect(log).toContain(
      `ofis@example.com: Taşındı: ${slotLabel(slots[0]!.startsAt)} → ${slotLabel(target)}, Ev ziyareti`,
    );
    const mails = (await listNotifications(db)).filter((n) => n.lead_id === lead.id).map((n) => n.recipient);
    expect(mails).toEqual(['survey-booked', 'survey-moved']);

    // The old page's booking is gone: a second post of the old form lands on the calendar.
    const again = await landingUrl(rescheduleSurveyAction, { id: booking.id, slot: slots[3]!.startsAt });
    expect(again.pathname).toBe('/admin/takvim');
    expect(again.searchParams.get('bildirim')).toBe('kesif-yok');
    // Nothing chosen: the same notice as the lead page.
    expect((await landingUrl(rescheduleSurveyAction, { id: live!.id, slot: '' })).searchParams.get('bildirim')).toBe(
      'kesif-saat-secin',
    );
  });

  it('a full slot is refused with the same Turkish message on the calendar and on the lead page', async () => {
    const slots = await listFreeSlots(db, await readSurveyHours(db), 'staff');
    const full = slots[5]!.startsAt;
    await staffBooks(await newLead('Dolu Saat'), full);
    const lead = await newLead('Taşınamayan');
    const booking = await staffBooks(lead, slots[6]!.startsAt);

    const calendar = await landingUrl(rescheduleSurveyAction, { id: booking.id, slot: full });
    expect(calendar.pathname).toBe(`/admin/takvim/kesif/${booking.id}`);
    const leadPage = await landingUrl(bookSurveyAction, {
      kind: 'quote',
      id: lead.id,
      slot: full,
      surveyKind: 'ev',
      address: 'Mimar Sinan Mah. Çavuşdere Cad. No 5, Üsküdar',
    });
    const calendarNotice = CALENDAR_NOTICES[calendar.searchParams.get('bildirim')!];
    const leadNotice = NOTICES[leadPage.searchParams.get('bildirim')!];
    expect(calendarNotice).toEqual({
      text: 'Seçilen saat dolu ya da artık sunulmuyor. Başka bir saat seçin.',
      tone: 'error',
    });
    expect(leadNotice).toEqual(calendarNotice);
    // Outside the slots on purpose, the seat is still full.
    const outside = await landingUrl(rescheduleSurveyAction, { id: booking.id, outsideAt: dateToIstanbulLocal(full) });
    expect(CALENDAR_NOTICES[outside.searchParams.get('bildirim')!]).toEqual(calendarNotice);
    expect((await getLiveSurveyBooking(db, lead.id))?.id).toBe(booking.id);
  });

  it('staff place a survey at a time agreed by phone outside the slots, audited as such', async () => {
    const lead = await newLead('Akşam Anlaşması');
    const slots = await listFreeSlots(db, await readSurveyHours(db), 'staff');
    const booking = await staffBooks(lead, slots[8]!.startsAt);
    // 19:30 İstanbul on the last bookable day: after the hours, never offered.
    const evening = `${slots.at(-1)!.date}T19:30`;
    const moved = await landingUrl(rescheduleSurveyAction, { id: booking.id, outsideAt: evening });
    expect(moved.searchParams.get('bildirim')).toBe('kesif-tasindi');
    const live = await getLiveSurveyBooking(db, lead.id);
    expect(dateToIstanbulLocal(live!.startsAt)).toBe(evening);
    const log = (await listLeadAudit(db, 'quote', lead.id)).map((e) => e.detail);
    expect(
      log.some((d) => d.startsWith('Taşındı: ') && d.endsWith('19:30, Ev ziyareti (sunulan saatlerin dışında)')),
    ).toBe(true);
    // A time already past is refused with its own notice.
    const past = await landingUrl(rescheduleSurveyAction, { id: live!.id, outsideAt: '2020-01-06T19:30' });
    expect(CALENDAR_NOTICES[past.searchParams.get('bildirim')!]?.text).toBe(
      'Geçmiş bir saate keşif verilemez. İleri bir saat yazın.',
    );
  });
});

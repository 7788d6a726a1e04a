// Staff move a booked survey from the calendar's survey page (/admin/takvim/kesif/{id}): the
// action goes through the lead page's one path (bookSurvey), so it writes the same audit entry,
// queues the same 'survey-moved' e-mail and refuses a full slot with the same Turkish words as
// the lead page. The action as the plain form posts it, on a real database (both engines).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines } from '@/test/db-engines';

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
  const staff = async () => ({ userId: 'u1', email: 'takvim@example.com', role: 'ofis', assignedOnly: false });
  return { requireAdmin: staff, requireStaff: staff };
});
vi.mock('@/lib/db/kysely.server', async (original) => ({
  ...(await original<object>()),
  getDb: async () => holder.db,
}));
vi.mock('@/lib/leads/notifier.server', () => ({ triggerDelivery: vi.fn() }));

const { rescheduleSurveyAction } = await import('./actions');
const { bookSurveyAction } = await import('../dashboard/survey-actions');
const { insertLead, listLeadAudit } = await import('@/lib/leads/repository.server');
const { listNotifications } = await import('@/lib/leads/outbox-store.server');
const { bookSurvey, getLiveSurveyBooking, listFreeSlots } = await import('@/lib/calendar/survey-bookings.server');
const { readSurveyHours } = await import('@/lib/calendar/survey-hours.server');
const { slotLabel } = await import('@/lib/calendar/slots');
const { CALENDAR_NOTICES } = await import('@/lib/calendar/notices');
const { NOTICES } = await import('@/lib/admin/dashboard');
const { dateToIstanbulLocal } = await import('@/lib/istanbul-time');

async function landing(action: (form: FormData) => Promise<void>, fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  try {
    await action(data);
  } catch (error) {
    if (error instanceof Redirected) return new URL(error.url, 'https://hafifnakliyat.example');
    throw error;
  }
  throw new Error('the action did not redirect');
}

describe.each(testEngines())('moving a survey from the calendar on $name', (engine) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const handle = await engine.open();
    db = handle.db;
    holder.db = db;
    close = handle.close;
  });
  afterAll(async () => close?.());

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

    const moved = await landing(rescheduleSurveyAction, { id: booking.id, slot: target });
    const live = await getLiveSurveyBooking(db, lead.id);
    expect(live).toMatchObject({ startsAt: target, kind: 'ev', createdBy: 'takvim@example.com' });
    expect(moved.pathname).toBe(`/admin/takvim/kesif/${live!.id}`);
    expect(moved.searchParams.get('bildirim')).toBe('kesif-tasindi');
    const log = (await listLeadAudit(db, 'quote', lead.id)).map((e) => `${e.actorEmail}: ${e.detail}`);
    expect(log).toContain(
      `takvim@example.com: Taşındı: ${slotLabel(slots[0]!.startsAt)} → ${slotLabel(target)}, Ev ziyareti`,
    );
    const mails = (await listNotifications(db)).filter((n) => n.lead_id === lead.id).map((n) => n.recipient);
    expect(mails).toEqual(['survey-booked', 'survey-moved']);

    // The old page's booking is gone: a second post of the old form lands on the calendar.
    const again = await landing(rescheduleSurveyAction, { id: booking.id, slot: slots[3]!.startsAt });
    expect(again.pathname).toBe('/admin/takvim');
    expect(again.searchParams.get('bildirim')).toBe('kesif-yok');
    // Nothing chosen: the same notice as the lead page.
    expect((await landing(rescheduleSurveyAction, { id: live!.id, slot: '' })).searchParams.get('bildirim')).toBe(
      'kesif-saat-secin',
    );
  });

  it('a full slot is refused with the same Turkish message on the calendar and on the lead page', async () => {
    const slots = await listFreeSlots(db, await readSurveyHours(db), 'staff');
    const full = slots[5]!.startsAt;
    await staffBooks(await newLead('Dolu Saat'), full);
    const lead = await newLead('Taşınamayan');
    const booking = await staffBooks(lead, slots[6]!.startsAt);

    const calendar = await landing(rescheduleSurveyAction, { id: booking.id, slot: full });
    expect(calendar.pathname).toBe(`/admin/takvim/kesif/${booking.id}`);
    const leadPage = await landing(bookSurveyAction, {
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
    const outside = await landing(rescheduleSurveyAction, { id: booking.id, outsideAt: dateToIstanbulLocal(full) });
    expect(CALENDAR_NOTICES[outside.searchParams.get('bildirim')!]).toEqual(calendarNotice);
    expect((await getLiveSurveyBooking(db, lead.id))?.id).toBe(booking.id);
  });

  it('staff place a survey at a time agreed by phone outside the slots, audited as such', async () => {
    const lead = await newLead('Akşam Anlaşması');
    const slots = await listFreeSlots(db, await readSurveyHours(db), 'staff');
    const booking = await staffBooks(lead, slots[8]!.startsAt);
    // 19:30 İstanbul on the last bookable day: after the hours, never offered.
    const evening = `${slots.at(-1)!.date}T19:30`;
    const moved = await landing(rescheduleSurveyAction, { id: booking.id, outsideAt: evening });
    expect(moved.searchParams.get('bildirim')).toBe('kesif-tasindi');
    const live = await getLiveSurveyBooking(db, lead.id);
    expect(dateToIstanbulLocal(live!.startsAt)).toBe(evening);
    const log = (await listLeadAudit(db, 'quote', lead.id)).map((e) => e.detail);
    expect(
      log.some((d) => d.startsWith('Taşındı: ') && d.endsWith('19:30, Ev ziyareti (sunulan saatlerin dışında)')),
    ).toBe(true);
    // A time already past is refused with its own notice.
    const past = await landing(rescheduleSurveyAction, { id: live!.id, outsideAt: '2020-01-06T19:30' });
    expect(CALENDAR_NOTICES[past.searchParams.get('bildirim')!]?.text).toBe(
      'Geçmiş bir saate keşif verilemez. İleri bir saat yazın.',
    );
  });
});

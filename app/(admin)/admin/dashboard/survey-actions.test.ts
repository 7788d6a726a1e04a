// Staff set the survey hours and book, move and cancel a lead's survey on the lead page:
// the actions as the plain forms post them, on a real database (SQLite), with the notice each
// lands on. The pages themselves are checked end to end in e2e/survey-booking.spec.ts.
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
  const staff = async () => ({ userId: 'u1', email: 'ofis@example.com', role: 'ofis', assignedOnly: false });
  return { requireAdmin: staff, requireStaff: staff };
});
vi.mock('@/lib/db/kysely.server', async (original) => ({
  ...(await original<object>()),
  getDb: async () => holder.db,
}));
vi.mock('@/lib/leads/notifier.server', () => ({ triggerDelivery: vi.fn() }));

const { bookSurveyAction, cancelSurveyAction, saveSurveyHoursAction } = await import('./survey-actions');
const { insertLead, getLead } = await import('@/lib/leads/repository.server');
const { getLiveSurveyBooking, listFreeSlots } = await import('@/lib/calendar/survey-bookings.server');
const { readSurveyHours } = await import('@/lib/calendar/survey-hours.server');
const { DEFAULT_SURVEY_HOURS, surveyHoursFormValues } = await import('@/lib/calendar/survey-hours');

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

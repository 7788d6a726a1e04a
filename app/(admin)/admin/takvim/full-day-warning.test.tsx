import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as DbModule from '@/lib/db/kysely.server';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines } from '@/test/db-engines';

// The warning reads the app's database: here a test database of its own.
const database: { db?: Db } = {};
vi.mock('@/lib/db/kysely.server', async (original) => ({
  ...(await original<typeof DbModule>()),
  getDb: async () => database.db!,
}));

const { FullDayWarning } = await import('./full-day-warning');
const { addCrew, addVehicle } = await import('@/lib/calendar/index.server');
const { createMoveForAcceptedOffer } = await import('@/lib/calendar/index.server');
const { insertLead } = await import('@/lib/leads/index.server');
const { saveSetting } = await import('@/lib/data/site-settings.server');
const { CALENDAR_SETTING_KEY, DEFAULT_CALENDAR_SETTINGS } = await import('@/lib/calendar');

describe('the warning before an offer for a full day goes out', () => {
  let close: () => Promise<void>;
  beforeAll(async () => {
    const handle = await testEngines()[0]!.open();
    database.db = handle.db;
    close = handle.close;
  });
  afterAll(async () => close());

  const render = async (day: string | null) => {
    const element = await FullDayWarning({ day });
    return element ? renderToStaticMarkup(element) : '';
  };
  const moveOn = async (day: string) => {
    const lead = await insertLead(database.db!, {
      kind: 'quote',
      name: 'Müşteri',
      email: 'musteri@example.com',
      phone: '0532 111 22 33',
      fromLocation: 'Esenler',
      toLocation: 'Kadıköy',
      serviceType: 'Ev Taşıma',
    });
    await createMoveForAcceptedOffer(database.db!, { id: `offer-${lead.id}`, leadId: lead.id, moveDate: day });
  };

  it('says nothing for a quiet day or no date, warns for a busy day, and says a full day is full', async () => {
    const db = database.db!;
    await addVehicle(db, { name: 'Kamyon', capacityM3: 40 });
    await addVehicle(db, { name: 'Kamyonet', capacityM3: 18 });
    await addCrew(db, { name: 'Ekip A', size: 4 });
    await addCrew(db, { name: 'Ekip B', size: 4 });
    expect(await render(null)).toBe('');
    expect(await render('2027-09-01')).toBe('');

    // One move of two trucks: half, under the default 75 %.
    await moveOn('2027-09-02');
    expect(await render('2027-09-02')).toBe('');
    // Staff lower the busy share to 50 %: the same day now warns, without calling it full.
    await saveSetting(db, {
      key: CALENDAR_SETTING_KEY,
      value: { ...DEFAULT_CALENDAR_SETTINGS, busySharePercent: 50 },
      changes: [],
      by: 'test',
    });
    const busy = await render('2027-09-02');
    expect(busy).toContain('role="alert"');
    expect(busy).toContain('2 Eylül 2027 Perşembe yoğun');
    expect(busy).not.toContain('dolu:');

    await moveOn('2027-09-02');
    const full = await render('2027-09-02');
    expect(full).toContain('2 Eylül 2027 Perşembe dolu');
    expect(full).toContain('2 / 2 araç · 2 / 2 ekip');
    expect(full).toContain('yine de gönderebilirsiniz');
    expect(full).toContain('href="/admin/takvim?gorunum=gun&amp;tarih=2027-09-02"');
  });
});

// Two staff save "Firma Bilgileri" (and "Fiyatlar") from pages opened at the same time: the
// second save is refused with a Turkish message, the first person's values in the fields and
// what the second typed beside them; nothing is written over (docs/decisions/044).
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';

const staff = vi.hoisted(() => ({ current: { userId: 'u1', email: 'ayse@example.com' } }));
const database = vi.hoisted(() => ({ current: null as unknown }));

vi.mock('next/navigation', () => ({
  RedirectType: { push: 'push', replace: 'replace' },
  redirect: (url: string) => {
    throw new Error(`redirect ${url}`);
  },
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('@/lib/auth/guard.server', async () => ({
  LOGIN_PATH: (await import('@/lib/admin/paths')).ADMIN_PATHS.login,
  requireSignedIn: async () => staff.current,
  requireStaff: async () => staff.current,
}));
vi.mock('@/lib/db/kysely.server', async (original) => ({
  ...(await original<object>()),
  getDb: async () => database.current,
}));
vi.mock('@/lib/settings/effective.server', async (original) => ({
  ...(await original<object>()),
  revalidateSiteFacts: async () => {},
}));

const { saveCompanyAction, savePricesAction } = await import('./settings-actions');
const { VERSION_FIELD } = await import('@/lib/admin/settings-form');
const { companyFormValues, pricesFormValues } = await import('@/lib/settings/index.server');
const { builtInCompany } = await import('@/lib/settings/index.server');
const { DEFAULT_ESTIMATE_SETTINGS } = await import('@/lib/estimate');
const { effectiveServicePrices } = await import('@/lib/settings/index.server');
const { readSettings } = await import('@/lib/data/site-settings.server');

function form(fields: Record<string, string>): FormData {
  const sent = new FormData();
  for (const [name, value] of Object.entries(fields)) sent.append(name, value);
  return sent;
}
const idle = { status: 'idle' as const, values: {}, errors: {} };

describe.each(testEngines())('two staff saving the settings at once on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => {
    db = opened;
    database.current = opened;
  });

  it('refuses the later Firma Bilgileri save and shows the earlier one’s values', async () => {
    const opened = companyFormValues(builtInCompany());
    const version = 'company:0';
    staff.current = { userId: 'u1', email: 'ayse@example.com' };
    const first = await saveCompanyAction(
      idle,
      form({ ...opened, 'co.name': 'Ayşe Nakliyat', [VERSION_FIELD]: version }),
    );
    expect(first.status).toBe('saved');
    expect(first.version).toBe('company:1');

    staff.current = { userId: 'u2', email: 'mehmet@example.com' };
    const second = await saveCompanyAction(
      idle,
      form({ ...opened, 'co.legalName': 'Mehmet Ltd. Şti.', [VERSION_FIELD]: version }),
    );
    expect(second.status).toBe('stale');
    expect(second.message).toContain('Kaydedilmedi');
    expect(second.message).toContain('ayse@example.com');
    expect(second.values['co.name']).toBe('Ayşe Nakliyat');
    expect(second.yours).toEqual({ 'co.name': opened['co.name'], 'co.legalName': 'Mehmet Ltd. Şti.' });
    expect(second.version).toBe('company:1');
    expect((await readSettings(db)).company).toMatchObject({ name: 'Ayşe Nakliyat' });

    // Saved again from the answer (its version): accepted.
    const again = await saveCompanyAction(
      idle,
      form({ ...second.values, 'co.legalName': 'Mehmet Ltd. Şti.', [VERSION_FIELD]: second.version! }),
    );
    expect(again.status).toBe('saved');
    expect((await readSettings(db)).company).toMatchObject({ name: 'Ayşe Nakliyat', legalName: 'Mehmet Ltd. Şti.' });
  });

  it('refuses a later Fiyatlar save of either key and writes neither', async () => {
    const opened = pricesFormValues(effectiveServicePrices(undefined), DEFAULT_ESTIMATE_SETTINGS);
    const version = 'estimate:0,services:0';
    const first = await savePricesAction(idle, form({ ...opened, 'est.baseFee': '4500', [VERSION_FIELD]: version }));
    expect(first.status).toBe('saved');
    const second = await savePricesAction(idle, form({ ...opened, 'est.baseFee': '5000', [VERSION_FIELD]: version }));
    expect(second.status).toBe('stale');
    expect(second.values['est.baseFee']).toBe('4500');
    expect(second.yours).toEqual({ 'est.baseFee': '5000' });
    expect((await readSettings(db)).estimate).toMatchObject({ baseFee: 4500 });
  });

  it('refuses a tampered version with the saved values', async () => {
    const opened = companyFormValues(builtInCompany());
    const state = await saveCompanyAction(idle, form({ ...opened, [VERSION_FIELD]: 'services:0' }));
    expect(state.status).toBe('stale');
    expect(state.message).toContain('başka biri');
  });
});

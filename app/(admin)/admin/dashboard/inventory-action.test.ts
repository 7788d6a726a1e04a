// "Fiyatlar" → "Eşya listesi": the catalogue is saved under its own key with one history entry
// per changed field, and a wrong volume is refused with nothing written.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SiteSettings from '@/lib/data/site-settings.server';
import type * as Effective from '@/lib/settings/effective.server';

const STAFF = { userId: 'u1', email: 'ofis@example.com' };
const DB = { fake: 'db' };
const saveSetting = vi.hoisted(() => vi.fn());

vi.mock('next/navigation', () => ({
  RedirectType: { push: 'push', replace: 'replace' },
  redirect: (url: string) => {
    throw new Error(`redirect ${url}`);
  },
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('@/lib/auth/guard.server', async () => ({
  LOGIN_PATH: (await import('@/lib/admin/paths')).ADMIN_PATHS.login,
  requireSignedIn: async () => STAFF,
  requireStaff: async () => STAFF,
}));
vi.mock('@/lib/db/kysely.server', () => ({ getDb: async () => DB }));
vi.mock('@/lib/data/site-settings.server', async (original) => ({
  ...(await original<typeof SiteSettings>()),
  readSettings: async () => ({}),
  saveSetting,
}));
vi.mock('@/lib/settings/effective.server', async (original) => ({
  ...(await original<typeof Effective>()),
  revalidateSiteFacts: async () => {},
}));

const { saveInventoryCatalogueAction } = await import('./inventory-actions');
const { DEFAULT_CATALOGUE } = await import('@/lib/inventory');
const { catalogueFormValues } = await import('@/lib/inventory');

function form(fields: Record<string, string>): FormData {
  const sent = new FormData();
  for (const [name, value] of Object.entries(fields)) sent.append(name, value);
  return sent;
}

beforeEach(() => saveSetting.mockReset().mockResolvedValue(undefined));

describe('staff edit the inventory catalogue', () => {
  it('saves it under its own key with the changed volume in the history', async () => {
    const values = catalogueFormValues(DEFAULT_CATALOGUE);
    const state = await saveInventoryCatalogueAction(
      { status: 'idle', values: {}, errors: {} },
      form({ ...values, 'inv.item.piyano.m3': '2,4' }),
    );
    expect(state.status).toBe('saved');
    expect(state.values['inv.item.piyano.m3']).toBe('2,4');
    expect(saveSetting).toHaveBeenCalledOnce();
    const saved = saveSetting.mock.calls[0]![1];
    expect(saved.key).toBe('inventory');
    expect(saved.value.items.find((i: { id: string }) => i.id === 'piyano').m3).toBe(2.4);
    expect(saved.changes).toEqual([{ field: 'inv.item.piyano.m3', oldValue: '2 m³', newValue: '2,4 m³' }]);
    expect(saved.by).toBe(STAFF.email);
  });

  it('refuses a volume of zero and writes nothing', async () => {
    const values = catalogueFormValues(DEFAULT_CATALOGUE);
    const state = await saveInventoryCatalogueAction(
      { status: 'idle', values: {}, errors: {} },
      form({ ...values, 'inv.item.piyano.m3': '0' }),
    );
    expect(state.status).toBe('invalid');
    expect(state.errors).toEqual({ 'inv.item.piyano.m3': 'Eşyanın hacmi en az 0,01 m³ olmalıdır.' });
    expect(saveSetting).not.toHaveBeenCalled();
  });
});

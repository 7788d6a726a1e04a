// "Fiyatlar" → "Hizmete dahil olanlar": the form is saved under its own key with one history
// entry per changed item, and an unknown value is refused with nothing written.
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

const { saveIncludedAction } = await import('./settings-actions');
const { DEFAULT_INCLUDED, includedFieldName, includedFormValues } = await import('@/lib/included/index.server');

function form(fields: Record<string, string>): FormData {
  const sent = new FormData();
  for (const [name, value] of Object.entries(fields)) sent.append(name, value);
  return sent;
}

beforeEach(() => saveSetting.mockReset().mockResolvedValue(undefined));

describe('staff mark what a service includes', () => {
  it('saves the table under its own key with the changed item in the history', async () => {
    const values = includedFormValues(DEFAULT_INCLUDED);
    const field = includedFieldName('sehir-ici-tasima', 'assembly');
    const state = await saveIncludedAction(
      { status: 'idle', values: {}, errors: {} },
      form({ ...values, [field]: 'included' }),
    );
    expect(state.status).toBe('saved');
    expect(state.values[field]).toBe('included');
    expect(saveSetting).toHaveBeenCalledOnce();
    const saved = saveSetting.mock.calls[0]![1];
    expect(saved.key).toBe('included');
    expect(saved.value['sehir-ici-tasima'].assembly).toBe('included');
    expect(saved.changes).toEqual([{ field, oldValue: 'Ek ücretli', newValue: 'Dahil' }]);
    expect(saved.by).toBe(STAFF.email);
  });

  it('refuses a value that is neither included nor extra', async () => {
    const values = includedFormValues(DEFAULT_INCLUDED);
    const field = includedFieldName('ofis-tasima', 'packing');
    const state = await saveIncludedAction(
      { status: 'idle', values: {}, errors: {} },
      form({ ...values, [field]: 'bedava' }),
    );
    expect(state.status).toBe('invalid');
    expect(Object.keys(state.errors)).toEqual([field]);
    expect(saveSetting).not.toHaveBeenCalled();
  });
});

// The effective facts end to end on a real database: built-in default < environment < saved.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-effective-'));

describe('effective company facts and prices', () => {
  beforeAll(() => {
    // Before the modules read the environment (env() is parsed once, on first use).
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('COMPANY_PHONE', '+902163334455');
    vi.stubEnv('COMPANY_INSURANCE_PARTNER', 'Ortam Sigorta');
  });
  afterAll(async () => {
    const { getDb } = await import('@/lib/db/kysely.server');
    await (await getDb()).destroy();
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the environment over the built-in defaults, then what staff saved over both', async () => {
    const { getSite, getServiceList, getIdentityStatus, getEstimateNumbers, SETTING_KEYS } =
      await import('./effective.server');
    const { saveSetting } = await import('@/lib/data/site-settings.server');
    const { getDb } = await import('@/lib/db/kysely.server');

    const before = await getSite();
    expect(before.phone).toEqual({ e164: '+902163334455', display: '0216 333 44 55' });
    expect(before.insurancePartner).toBe('Ortam Sigorta');
    expect(before.phones[1]!.e164).toBe('+902125550001');
    expect((await getIdentityStatus()).fields).toEqual(['phone2', 'phone3', 'whatsapp', 'email', 'street']);

    const db = await getDb();
    await saveSetting(db, { key: SETTING_KEYS.company, value: { phone: '+905321112233' }, changes: [], by: null });
    await saveSetting(db, {
      key: SETTING_KEYS.services,
      value: { 'koli-tasima': { priceFrom: 9500, duration: '1-2 saat', coverage: 'Şehir merkezi' } },
      changes: [],
      by: null,
    });
    await saveSetting(db, { key: SETTING_KEYS.estimate, value: { baseFee: 'bozuk' }, changes: [], by: null });

    // Outside a render React's cache() does not keep values, so each call reads the database again.
    const after = await getSite();
    expect(after.phone.e164).toBe('+905321112233');
    expect(after.insurancePartner).toBe('Ortam Sigorta');
    const koli = (await getServiceList()).find((s) => s.id === 'koli-tasima')!;
    expect(koli.priceDisplay).toBe('9.500 TL');
    expect(koli.faq.map((q) => q.answer).join(' ')).toContain('9.500 TL');
    // Saved estimate numbers that fail the checks fall back to the seed values.
    expect((await getEstimateNumbers()).baseFee).toBe(4000);
  });
});

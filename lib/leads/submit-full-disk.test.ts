import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it, vi } from 'vitest';
import { writeState } from '@/lib/data/app-state.server';
import { insertLead, listLeadPage } from './repository.server';
import { createDatabase, migrateToLatest } from '@/lib/db/kysely.server';
import { LEAD_MESSAGES } from '@/lib/validation/lead';
import { submitLead } from './submit.server';
import { TEST_NOW as NOW, TEST_SECRET as SECRET, quoteForm as testQuoteForm } from '@/test/lead-forms';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-full-disk-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const quoteForm = (lastName: string) => testQuoteForm({ firstName: 'Dolu', lastName, email: 'dolu@example.com' });

it('on a full disk, a lead is refused honestly and the log names "database or disk is full"', async () => {
  const handle = createDatabase({ dataDir });
  await migrateToLatest(handle);
  const { db } = handle;
  // The file may not grow any more (what a full disk does), and its free pages are filled.
  const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
  await sql.raw(`pragma max_page_count = ${rows[0]!.page_count + 2}`).execute(db);
  for (const size of [2000, 200, 1]) {
    await expect(
      (async () => {
        for (let i = 0; i < 5000; i++) {
          await writeState(db, `dolgu-${size}-${i}`, 'x'.repeat(size));
          await insertLead(db, {
            kind: 'quote',
            reference: `T-DOLGU-${size}-${i}`,
            name: 'Dolgu',
            email: 'dolgu@example.com',
            phone: '05321234567',
            fromLocation: 'İstanbul',
            toLocation: 'Ankara',
            serviceType: 'Şehirlerarası Taşıma',
            message: 'x'.repeat(size),
          });
        }
      })(),
    ).rejects.toThrow('database or disk is full');
  }

  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const state = await submitLead('quote', quoteForm('Diskdolu'), {
    headers: new Headers({ 'x-forwarded-for': '198.51.100.201' }),
    now: NOW,
    db,
    rateLimit: 0,
    minFillMs: 1000,
    notify: true,
    afterCommit: () => {},
    secret: SECRET,
  });
  const logged = errors.mock.calls.map((call) => call.map(String).join(' '));
  errors.mockRestore();

  expect(state.status).toBe('error');
  expect(state).toMatchObject({ message: LEAD_MESSAGES.quoteNotStored, notStored: true });
  expect(state.reference).toBeUndefined();
  expect(logged).toEqual(['[leads] quote could not be stored: database or disk is full']);
  expect((await listLeadPage(db, { kinds: ['quote'] })).items.map((r) => r.name)).not.toContain('Dolu Diskdolu');
  await db.destroy();
});

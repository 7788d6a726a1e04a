import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import type { EstimateInput } from '@/lib/estimate';
import { getLeadInventory } from '@/lib/inventory/index.server';
import { listLeadPage } from '@/lib/leads/index.server';
import type { QuoteRequest } from '@/lib/leads';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { TEST_NOW as NOW, TEST_SECRET as SECRET, quoteForm as testQuoteForm } from '@/test/lead-forms';
import { submitLead } from './lead-form.server';

const inputs: EstimateInput = {
  origin: { province: 'istanbul', district: null, floor: 0, elevator: false, furnitureLift: false },
  destination: { province: 'ankara', district: null, floor: 3, elevator: true, furnitureLift: false },
  homeSize: '2+1',
  packing: false,
  assembly: false,
  insurance: false,
  date: null,
};

const quoteForm = (lastName: string) => testQuoteForm({ firstName: 'Emre', lastName, email: 'emre@example.com' });

describe.each(testEngines())('a quote request from an estimate on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  it('is stored with the belongings entered with the estimate', async () => {
    const ctx = { now: NOW, db, rateLimit: 0, minFillMs: 1000, notify: false, secret: SECRET };
    const inventory = {
      rooms: [{ key: 'salon-1', type: 'salon' as const, counts: { 'uclu-koltuk': 1 }, custom: [] }],
      boxes: 20,
    };
    const answer = await submitLead('quote', quoteForm('Eşyalı'), {
      ...ctx,
      headers: new Headers({ 'x-forwarded-for': '198.51.100.201' }),
      estimate: { min: 40_000, max: 48_500, inputs },
      inventory,
    });
    const rows = (await listLeadPage(db, { kinds: ['quote'] })).items as QuoteRequest[];
    const id = rows.find((r) => r.reference === answer.reference)!.id;
    expect(await getLeadInventory(db, id)).toMatchObject({ source: 'estimate', inventory });
  });
});

import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { listLeadPage } from './repository.server';
import type { QuoteRequest } from './types';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import type { EstimateInput } from '@/lib/estimate';
import { submitLead } from './submit.server';
import { TEST_NOW as NOW, TEST_SECRET as SECRET, quoteForm as testQuoteForm } from '@/test/lead-forms';

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

  it('is stored with the estimate the server computed, and without one when there is none', async () => {
    const ctx = { now: NOW, db, rateLimit: 0, minFillMs: 1000, notify: false, secret: SECRET };
    const headers = new Headers({ 'x-forwarded-for': '198.51.100.200' });
    const withEstimate = await submitLead('quote', quoteForm('Tahminli'), {
      ...ctx,
      headers,
      estimate: { min: 40_000, max: 48_500, inputs },
    });
    const without = await submitLead('quote', quoteForm('Tahminsiz'), { ...ctx, headers });
    expect([withEstimate.status, without.status]).toEqual(['success', 'success']);
    const rows = (await listLeadPage(db, { kinds: ['quote'] })).items as QuoteRequest[];
    expect(rows.find((r) => r.reference === withEstimate.reference)?.estimate).toEqual({
      min: 40_000,
      max: 48_500,
      inputs,
    });
    expect(rows.find((r) => r.reference === without.reference)?.estimate).toBeNull();
  });
});

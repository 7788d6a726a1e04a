import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import type { EstimateInput } from '@/lib/estimate';
import { getLead, insertLead, listLeadPage } from './repository.server';

const inputs: EstimateInput = {
  origin: { province: 'istanbul', district: 'uskudar', floor: 2, elevator: false, furnitureLift: false },
  destination: { province: 'istanbul', district: null, floor: 7, elevator: true, furnitureLift: false },
  homeSize: '2+1',
  packing: false,
  assembly: true,
  insurance: false,
  date: null,
};

const request = {
  name: 'Zeynep Güneş',
  email: 'zeynep@example.com',
  phone: '0532 000 11 22',
  fromLocation: 'İstanbul / Üsküdar',
  toLocation: 'İstanbul',
  serviceType: 'Şehir İçi Taşıma',
};

describe.each(testEngines())('quote request estimates on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  it('has nullable estimate columns on the leads table', async () => {
    const columns = ['estimate_min', 'estimate_max', 'estimate_inputs'];
    const found = await db.introspection.getTables();
    const table = found.find((t) => t.name === 'leads');
    expect(table?.columns.map((c) => c.name)).toEqual(expect.arrayContaining(columns));
    for (const name of columns) expect(table!.columns.find((c) => c.name === name)!.isNullable).toBe(true);
  });

  it('stores the range and the parsed inputs as JSON, and reads them back', async () => {
    const row = await insertLead(db, { kind: 'quote', ...request, estimate: { min: 16_000, max: 21_000, inputs } });
    expect(row.estimate).toEqual({ min: 16_000, max: 21_000, inputs });
    expect((await getLead(db, 'quote', row.id))?.estimate).toEqual({ min: 16_000, max: 21_000, inputs });
    const listed = (await listLeadPage(db, { kinds: ['quote'] })).items.find((q) => q.id === row.id);
    expect(listed?.kind === 'quote' && listed.estimate?.inputs.origin.district).toBe('uskudar');
    const { rows } = await sql<{ estimate_inputs: string }>`
      select estimate_inputs from leads where id = ${row.id}
    `.execute(db);
    expect(JSON.parse(rows[0]!.estimate_inputs)).toEqual(inputs);
  });

  it('stores a request made without an estimate with empty estimate columns', async () => {
    const row = await insertLead(db, { kind: 'quote', ...request });
    expect(row.estimate).toBeNull();
    const { rows } = await sql<{ estimate_min: number | null; estimate_inputs: string | null }>`
      select estimate_min, estimate_inputs from leads where id = ${row.id}
    `.execute(db);
    expect(rows[0]).toEqual({ estimate_min: null, estimate_inputs: null });
  });
});

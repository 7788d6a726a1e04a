import { describe, expect, it } from 'vitest';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { engineOf, type Db } from './kysely.server';

describe.each(testEngines())('the engine of a database on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  it('is known for the database and for its transactions', async () => {
    expect(engineOf(db)).toBe(engine.name);
    expect(await db.transaction().execute(async (trx) => engineOf(trx))).toBe(engine.name);
  });
});

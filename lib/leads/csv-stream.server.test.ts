import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { CSV_BOM } from '@/lib/csv';
import { leadCsvHeader } from './csv';
import { leadCsvStream } from './csv-stream.server';
import { insertLead } from './repository.server';

describe.each(testEngines())('lead CSV download on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));
  afterEach(() => vi.restoreAllMocks());

  const addQuotes = async (count: number) => {
    for (let i = 0; i < count; i++)
      await insertLead(db, {
        kind: 'quote',
        name: `İndirilen ${i}`,
        email: `indirilen${i}@example.com`,
        phone: '0532 111 22 33',
        fromLocation: 'Bağcılar',
        toLocation: 'Şişli',
        serviceType: 'Ev Taşıma',
      });
  };

  it('sends the header and every lead, one batch at a time', async () => {
    await addQuotes(5);
    const bytes = new Uint8Array(await new Response(leadCsvStream(db, 'quote', 2)).arrayBuffer());
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(CSV_BOM + leadCsvHeader('quote'))).toBe(true);
    for (let i = 0; i < 5; i++) expect(text).toContain(`İndirilen ${i}`);
  });

  it('stops quietly when the browser cancels the download while a batch is being read', async () => {
    await addQuotes(3);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reader = leadCsvStream(db, 'quote', 1).getReader();
    await reader.read(); // the header; the stream now reads the first batch
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(errors).not.toHaveBeenCalled();
  });
});

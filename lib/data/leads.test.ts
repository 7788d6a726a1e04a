import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { insertContactMessage } from './contact-messages';
import { countUnreadLeads, deleteLead, getLead, listLeads, markLeadRead } from './leads';
import { insertQuoteRequest } from './quote-requests';

describe.each(testEngines())('leads of both kinds on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  it('reads each lead from its own table, saying which kind it is', async () => {
    const message = await insertContactMessage(db, {
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      subject: 'Genel İletişim',
      message: 'Merhaba',
    });
    const quote = await insertQuoteRequest(db, {
      name: 'Mehmet Öztürk',
      email: 'mehmet@example.com',
      phone: '0532 111 22 33',
      fromLocation: 'Bağcılar',
      toLocation: 'Çankaya',
      serviceType: 'Şehirlerarası Taşıma',
    });

    expect(await getLead(db, 'contact', message.id)).toEqual({ kind: 'contact', ...message });
    expect(await getLead(db, 'quote', quote.id)).toEqual({ kind: 'quote', ...quote });
    // An id of the other table is not found.
    expect(await getLead(db, 'quote', message.id)).toBeNull();

    const quotes = await listLeads(db, 'quote');
    expect(quotes.items.map((l) => [l.kind, l.id])).toEqual([['quote', quote.id]]);
    expect((await listLeads(db, 'contact')).items.map((l) => l.kind)).toEqual(['contact']);
  });

  it('marks read, counts unread and deletes in the table of the kind', async () => {
    const quote = await insertQuoteRequest(db, {
      name: 'Zeynep Kaya',
      email: 'zeynep@example.com',
      phone: '0532 111 22 34',
      fromLocation: 'Esenler',
      toLocation: 'İzmir',
      serviceType: 'Şehirlerarası Taşıma',
    });
    const unreadQuotes = await countUnreadLeads(db, 'quote');
    const unreadMessages = await countUnreadLeads(db, 'contact');

    expect(await markLeadRead(db, 'contact', quote.id)).toBe(false);
    expect(await markLeadRead(db, 'quote', quote.id)).toBe(true);
    expect(await countUnreadLeads(db, 'quote')).toBe(unreadQuotes - 1);
    expect(await countUnreadLeads(db, 'contact')).toBe(unreadMessages);
    expect((await getLead(db, 'quote', quote.id))?.isRead).toBe(true);

    expect(await deleteLead(db, 'contact', quote.id)).toBe(false);
    expect(await deleteLead(db, 'quote', quote.id)).toBe(true);
    expect(await getLead(db, 'quote', quote.id)).toBeNull();
  });
});

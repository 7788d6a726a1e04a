// Notes corrected or removed by their author (logged), and their text in the CSV export.
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { formatDateTime } from '@/lib/format';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { leadCsvStream } from './csv-stream.server';
import { deleteLeadNote, editLeadNote } from './notes.server';
import { addLeadNote, insertLead, listLeadAudit, listLeadNotes, setLeadFollowUp } from './repository.server';

const ayse = { email: 'ayse@example.com' };
const mehmet = { email: 'mehmet@example.com' };

describe.each(testEngines())('a lead’s notes on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  const newLead = () =>
    insertLead(db, {
      kind: 'quote',
      name: `Notlu ${Math.random().toString(36).slice(2, 7)}`,
      email: 'notlu@example.com',
      phone: '0532 111 22 33',
      fromLocation: 'Bağcılar',
      toLocation: 'Şişli',
      serviceType: 'Ev Taşıma',
    });

  it('lets the author correct a note and remove it, each in the audit log; nobody else may', async () => {
    const lead = await newLead();
    await addLeadNote(db, 'quote', lead.id, 'Yarın aranacak', ayse);
    const [note] = await listLeadNotes(db, 'quote', lead.id);
    expect(await editLeadNote(db, 'quote', lead.id, note!.id, 'Başkası değiştiremez', mehmet)).toBe(false);
    expect(await deleteLeadNote(db, 'quote', lead.id, note!.id, mehmet)).toBe(false);
    expect(await editLeadNote(db, 'quote', lead.id, note!.id, '   ', ayse)).toBe(false);
    expect(await editLeadNote(db, 'quote', lead.id, note!.id, 'Cuma aranacak', ayse)).toBe(true);
    expect((await listLeadNotes(db, 'quote', lead.id)).map((n) => n.body)).toEqual(['Cuma aranacak']);
    expect(await deleteLeadNote(db, 'quote', lead.id, note!.id, ayse)).toBe(true);
    expect(await listLeadNotes(db, 'quote', lead.id)).toEqual([]);
    const log = await listLeadAudit(db, 'quote', lead.id);
    expect(log.map((e) => [e.action, e.actorEmail, e.detail])).toEqual([
      ['note-delete', ayse.email, 'Cuma aranacak'],
      ['note-edit', ayse.email, 'Yarın aranacak → Cuma aranacak'],
      ['note', ayse.email, 'Yarın aranacak'],
    ]);
    expect(log[0]!.label).toBe('Not silindi');
  });

  it('exports the follow-up date and the notes’ text', async () => {
    const lead = await newLead();
    await addLeadNote(db, 'quote', lead.id, 'Keşif istedi', ayse);
    await setLeadFollowUp(db, 'quote', lead.id, new Date('2026-12-01T07:00:00Z'), ayse);
    const text = await new Response(leadCsvStream(db, 'quote')).text();
    const line = text.split('\r\n').find((l) => l.includes(lead.name))!;
    expect(line).toContain(`;${formatDateTime('2026-12-01T07:00:00.000Z')};`);
    expect(line).toContain('ayse@example.com: Keşif istedi');
  });
});

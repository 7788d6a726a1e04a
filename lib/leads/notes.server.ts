// A lead's notes beyond adding them (repository.server.ts): corrected or removed by their
// author, each change in the lead's audit log; and the notes of many leads at once (the CSV).
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db/kysely.server';
import { toIso } from '@/lib/db/values';
import { NOTE_MAX_LENGTH } from './repository.server';
import type { LeadKind } from './types';

const short = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** The note if it belongs to this lead and was written by `email`; null otherwise. */
async function authorsNote(db: Db, kind: LeadKind, leadId: string, noteId: string, email: string) {
  return db
    .selectFrom('lead_notes')
    .select(['id', 'body'])
    .where('id', '=', noteId)
    .where('lead_id', '=', leadId)
    .where('lead_kind', '=', kind)
    .where('author_email', '=', email)
    .executeTakeFirst();
}

async function audit(db: Db, kind: LeadKind, leadId: string, email: string, action: string, detail: string, now: Date) {
  await db
    .insertInto('lead_audit')
    .values({ id: randomUUID(), lead_kind: kind, lead_id: leadId, actor_email: email, action, detail, created_at: now })
    .execute();
}

/**
 * Replaces a note's text. Only its author may (false for anyone else, an unknown note or an
 * empty text); the audit log keeps the text before and after.
 */
export async function editLeadNote(
  db: Db,
  kind: LeadKind,
  leadId: string,
  noteId: string,
  body: string,
  actor: { email: string; now?: Date },
): Promise<boolean> {
  const now = actor.now ?? new Date();
  const text = body.trim().slice(0, NOTE_MAX_LENGTH);
  if (!text) return false;
  return db.transaction().execute(async (trx) => {
    const note = await authorsNote(trx, kind, leadId, noteId, actor.email);
    if (!note) return false;
    if (note.body === text) return true;
    await trx.updateTable('lead_notes').set({ body: text, updated_at: now }).where('id', '=', noteId).execute();
    await audit(trx, kind, leadId, actor.email, 'note-edit', `${short(note.body)} → ${short(text)}`, now);
    return true;
  });
}

/** Removes a note. Only its author may; the audit log keeps what it said. */
export async function deleteLeadNote(
  db: Db,
  kind: LeadKind,
  leadId: string,
  noteId: string,
  actor: { email: string; now?: Date },
): Promise<boolean> {
  const now = actor.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const note = await authorsNote(trx, kind, leadId, noteId, actor.email);
    if (!note) return false;
    await trx.deleteFrom('lead_notes').where('id', '=', noteId).execute();
    await audit(trx, kind, leadId, actor.email, 'note-delete', short(note.body), now);
    return true;
  });
}

export interface NoteText {
  authorEmail: string;
  createdAt: string;
  body: string;
}

/** The notes of these leads, oldest first, by lead id (the CSV export's "Notlar"). */
export async function listNotesOfLeads(db: Db, leadIds: readonly string[]): Promise<Map<string, NoteText[]>> {
  const byLead = new Map<string, NoteText[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .selectFrom('lead_notes')
    .select(['lead_id', 'author_email', 'body', 'created_at'])
    .where('lead_id', 'in', [...leadIds])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  for (const r of rows) {
    const list = byLead.get(r.lead_id) ?? [];
    list.push({ authorEmail: r.author_email, createdAt: toIso(r.created_at), body: r.body });
    byLead.set(r.lead_id, list);
  }
  return byLead;
}

import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db/kysely';
import { classifySource } from '@/lib/leads/pipeline';
import type { ContactMessagesTable } from '@/lib/db/schema';
import { toBool, toIso } from '@/lib/db/values';
import type { Selectable } from 'kysely';
import {
  countUnread,
  deleteInboxRecord,
  listInboxPage,
  markInboxRead,
  parseAttribution,
  toPipelineFields,
  type PipelineFields,
  type Page,
  type PageQuery,
} from './inbox';

export interface ContactMessage extends PipelineFields {
  id: string;
  reference: string | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  isRead: boolean;
  attribution: Record<string, string> | null;
  createdAt: string;
}

export interface NewContactMessage {
  name: string;
  email: string;
  phone?: string | null;
  subject: string;
  message: string;
  reference?: string | null;
  attribution?: Record<string, string> | null;
  /** The id of the rendered form (unique per table; null for none). */
  submissionId?: string | null;
}

export function toContactMessage(row: Selectable<ContactMessagesTable>): ContactMessage {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    isRead: toBool(row.is_read),
    attribution: parseAttribution(row.attribution),
    createdAt: toIso(row.created_at),
    ...toPipelineFields(row),
  };
}

/** Stores a contact message (unread) and returns it once committed. */
export async function insertContactMessage(db: Db, input: NewContactMessage): Promise<ContactMessage> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      id: randomUUID(),
      reference: input.reference ?? null,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      subject: input.subject,
      message: input.message,
      is_read: false,
      attribution: input.attribution ? JSON.stringify(input.attribution) : null,
      source: classifySource(input.attribution),
      submission_id: input.submissionId ?? null,
      created_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toContactMessage(row);
}

export async function getContactMessage(db: Db, id: string): Promise<ContactMessage | null> {
  const row = await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toContactMessage(row) : null;
}

export function listContactMessages(db: Db, query: PageQuery = {}): Promise<Page<ContactMessage>> {
  return listInboxPage(db, 'contact_messages', query, toContactMessage);
}

export function markContactMessageRead(db: Db, id: string): Promise<boolean> {
  return markInboxRead(db, 'contact_messages', id);
}

export function deleteContactMessage(db: Db, id: string): Promise<boolean> {
  return deleteInboxRecord(db, 'contact_messages', id);
}

export function countUnreadContactMessages(db: Db): Promise<number> {
  return countUnread(db, 'contact_messages');
}

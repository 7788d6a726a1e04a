import 'server-only';
import type { Db } from '@/lib/db/kysely';
import type { LeadKind, LeadOf, LeadRecord } from '@/lib/leads/kinds';
import {
  countUnreadContactMessages,
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  markContactMessageRead,
} from './contact-messages';
import type { Page, PageQuery } from './inbox';
import {
  countUnreadQuoteRequests,
  deleteQuoteRequest,
  getQuoteRequest,
  listQuoteRequests,
  markQuoteRequestRead,
} from './quote-requests';

/** What the admin area and the notifier do with a lead table. */
interface LeadTable<K extends LeadKind> {
  get(db: Db, id: string): Promise<LeadRecord<K> | null>;
  list(db: Db, query: PageQuery): Promise<Page<LeadRecord<K>>>;
  markRead(db: Db, id: string): Promise<boolean>;
  remove(db: Db, id: string): Promise<boolean>;
  countUnread(db: Db): Promise<number>;
}

const TABLES: { readonly [K in LeadKind]: LeadTable<K> } = {
  contact: {
    get: getContactMessage,
    list: listContactMessages,
    markRead: markContactMessageRead,
    remove: deleteContactMessage,
    countUnread: countUnreadContactMessages,
  },
  quote: {
    get: getQuoteRequest,
    list: listQuoteRequests,
    markRead: markQuoteRequestRead,
    remove: deleteQuoteRequest,
    countUnread: countUnreadQuoteRequests,
  },
};

const withKind = <K extends LeadKind>(kind: K, record: LeadRecord<K>): LeadOf<K> => ({ ...record, kind });

export async function getLead<K extends LeadKind>(db: Db, kind: K, id: string): Promise<LeadOf<K> | null> {
  const record = await TABLES[kind].get(db, id);
  return record && withKind(kind, record);
}

/** Newest-first page of one kind's leads. */
export async function listLeads<K extends LeadKind>(db: Db, kind: K, query: PageQuery = {}): Promise<Page<LeadOf<K>>> {
  const page = await TABLES[kind].list(db, query);
  return { ...page, items: page.items.map((record) => withKind(kind, record)) };
}

/** Marks a message read or a quote request reviewed (one-way); false when there is no such lead. */
export function markLeadRead(db: Db, kind: LeadKind, id: string): Promise<boolean> {
  return TABLES[kind].markRead(db, id);
}

/** Deletes a lead; false when there is no such lead. */
export function deleteLead(db: Db, kind: LeadKind, id: string): Promise<boolean> {
  return TABLES[kind].remove(db, id);
}

export function countUnreadLeads(db: Db, kind: LeadKind): Promise<number> {
  return TABLES[kind].countUnread(db);
}

import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '@/lib/db/kysely';
import { classifySource } from '@/lib/leads/pipeline';
import type { QuoteRequestsTable } from '@/lib/db/schema';
import { toBool, toIso } from '@/lib/db/values';
import type { EstimateInput } from '@/lib/estimate/types';
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

/** The price estimate a quote request was made from: the range computed on the server and its inputs. */
export interface QuoteEstimate {
  min: number;
  max: number;
  inputs: EstimateInput;
}

export interface QuoteRequest extends PipelineFields {
  id: string;
  reference: string | null;
  name: string;
  email: string;
  phone: string;
  fromLocation: string;
  toLocation: string;
  serviceType: string;
  message: string;
  isRead: boolean;
  attribution: Record<string, string> | null;
  estimate: QuoteEstimate | null;
  createdAt: string;
}

export interface NewQuoteRequest {
  name: string;
  email: string;
  phone: string;
  fromLocation: string;
  toLocation: string;
  serviceType: string;
  message?: string;
  reference?: string | null;
  attribution?: Record<string, string> | null;
  /** The id of the rendered form (unique per table; null for none). */
  submissionId?: string | null;
  estimate?: QuoteEstimate | null;
}

function parseEstimate(row: Selectable<QuoteRequestsTable>): QuoteEstimate | null {
  if (row.estimate_min === null || row.estimate_max === null || !row.estimate_inputs) return null;
  try {
    const inputs = JSON.parse(row.estimate_inputs) as EstimateInput;
    return { min: Number(row.estimate_min), max: Number(row.estimate_max), inputs };
  } catch {
    return null;
  }
}

export function toQuoteRequest(row: Selectable<QuoteRequestsTable>): QuoteRequest {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    fromLocation: row.from_location,
    toLocation: row.to_location,
    serviceType: row.service_type,
    message: row.message,
    isRead: toBool(row.is_read),
    attribution: parseAttribution(row.attribution),
    estimate: parseEstimate(row),
    createdAt: toIso(row.created_at),
    ...toPipelineFields(row),
  };
}

/** Stores a quote request (unread, message "" when absent) and returns it once committed. */
export async function insertQuoteRequest(db: Db, input: NewQuoteRequest): Promise<QuoteRequest> {
  const row = await db
    .insertInto('quote_requests')
    .values({
      id: randomUUID(),
      reference: input.reference ?? null,
      name: input.name,
      email: input.email,
      phone: input.phone,
      from_location: input.fromLocation,
      to_location: input.toLocation,
      service_type: input.serviceType,
      message: input.message ?? '',
      is_read: false,
      attribution: input.attribution ? JSON.stringify(input.attribution) : null,
      source: classifySource(input.attribution),
      estimate_min: input.estimate?.min ?? null,
      estimate_max: input.estimate?.max ?? null,
      estimate_inputs: input.estimate ? JSON.stringify(input.estimate.inputs) : null,
      submission_id: input.submissionId ?? null,
      created_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toQuoteRequest(row);
}

export async function getQuoteRequest(db: Db, id: string): Promise<QuoteRequest | null> {
  const row = await db.selectFrom('quote_requests').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toQuoteRequest(row) : null;
}

export function listQuoteRequests(db: Db, query: PageQuery = {}): Promise<Page<QuoteRequest>> {
  return listInboxPage(db, 'quote_requests', query, toQuoteRequest);
}

export function markQuoteRequestRead(db: Db, id: string): Promise<boolean> {
  return markInboxRead(db, 'quote_requests', id);
}

export function deleteQuoteRequest(db: Db, id: string): Promise<boolean> {
  return deleteInboxRecord(db, 'quote_requests', id);
}

export function countUnreadQuoteRequests(db: Db): Promise<number> {
  return countUnread(db, 'quote_requests');
}

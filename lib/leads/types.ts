// The shapes of a stored lead, as the lead repository (repository.server.ts) returns them
// and pages, e-mails and the CSV export read them. Browser-safe: types only.
import type { EstimateInput } from '@/lib/estimate';
import type { LeadSource, LeadStatus, LostReason } from './pipeline';

export const LEAD_KIND_IDS = ['contact', 'quote'] as const;
export type LeadKind = (typeof LEAD_KIND_IDS)[number];

export type ReadFilter = 'all' | 'unread' | 'read';

export interface PageQuery {
  filter?: ReadFilter;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** What every lead has for the pipeline. */
export interface PipelineFields {
  status: LeadStatus;
  lostReason: LostReason | null;
  statusChangedAt: string | null;
  followUpAt: string | null;
  firstResponseAt: string | null;
  /** The owner's user id (lib/team/assignment.server.ts), or null. */
  assignedTo: string | null;
  /** Set while the lead is in "Silinenler". */
  deletedAt: string | null;
  source: LeadSource;
}

/** What every lead has, whatever its kind. */
export interface LeadBase extends PipelineFields {
  id: string;
  reference: string | null;
  name: string;
  email: string;
  message: string;
  isRead: boolean;
  attribution: Record<string, string> | null;
  createdAt: string;
}

/** The price estimate a quote request was made from: the range computed on the server and its inputs. */
export interface QuoteEstimate {
  min: number;
  max: number;
  inputs: EstimateInput;
}

export interface ContactMessage extends LeadBase {
  phone: string | null;
  subject: string;
}

export interface QuoteRequest extends LeadBase {
  phone: string;
  fromLocation: string;
  toLocation: string;
  serviceType: string;
  estimate: QuoteEstimate | null;
}

/** A stored lead of each kind. */
export interface LeadRecords {
  contact: ContactMessage;
  quote: QuoteRequest;
}
export type LeadRecord<K extends LeadKind> = LeadRecords[K];

/** A lead that says which kind it is; for a union of kinds, the union of their leads. */
export type LeadOf<K extends LeadKind> = { [P in K]: { kind: P } & LeadRecords[P] }[K];
/** `{ kind: 'contact' } & ContactMessage | { kind: 'quote' } & QuoteRequest`. */
export type Lead = LeadOf<LeadKind>;

/** What a new lead is stored from: the common fields and its kind's own. */
interface NewLeadBase {
  name: string;
  email: string;
  message?: string;
  reference?: string | null;
  attribution?: Record<string, string> | null;
  /** The id of the rendered form (unique; null for none). */
  submissionId?: string | null;
  /** Where it came from when staff entered it ("Yeni talep"); otherwise classified from the attribution. */
  source?: LeadSource;
  /** The owner (a user id, or null for nobody); left out, the round-robin of the ofis staff on duty picks. */
  assignedTo?: string | null;
}
export type NewLead =
  | (NewLeadBase & { kind: 'contact'; phone?: string | null; subject: string })
  | (NewLeadBase & {
      kind: 'quote';
      phone: string;
      fromLocation: string;
      toLocation: string;
      serviceType: string;
      estimate?: QuoteEstimate | null;
    });

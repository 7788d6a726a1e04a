// The typed state a lead form's server action returns. No server imports: the
// browser form reads it too.
import type { LeadField } from '@/lib/validation/lead';

export interface LeadFormState {
  status: 'idle' | 'success' | 'error';
  message?: string;
  fieldErrors?: Partial<Record<LeadField, string>>;
  /** What the visitor typed, sent back on error so nothing is lost (cleaned, cut to each field's maximum length). */
  values?: Partial<Record<LeadField, string>>;
  reference?: string;
  /** Success: the path of the customer's own page of this lead, `/talep/{token}`. */
  customerPath?: string;
  whatsappHref?: string;
  /** Changes with every answer, so the browser can tell two equal answers apart. */
  answeredAt?: number;
  /** The signed start time the next send of this form carries (replaces the page's own). */
  started?: string;
  /** The form was valid but sent too soon after it was shown: sending it once more passes. */
  resend?: boolean;
  /** Success: this form had already been received (the same submission id); nothing new was stored. */
  duplicate?: boolean;
  /**
   * The submission id the next send of this form carries: a new one once a lead was stored
   * (the visitor may send another), the same one otherwise (a resend stores nothing twice).
   */
  submissionId?: string;
  /** Set in the browser: the request got no answer (network error, aborted, 5xx); sending again is safe. */
  connectionLost?: boolean;
  /**
   * The server could not store a valid form (its database cannot be written or is down): nothing
   * was kept, what was typed is in the form, and the banner offers the phone and WhatsApp.
   */
  notStored?: boolean;
}

/** How else to reach the company, offered by a form whose request got no answer (company facts). */
export interface LeadReach {
  phone: { display: string; href: string };
  whatsappHref: string;
}

export const INITIAL_LEAD_STATE: LeadFormState = { status: 'idle' };

/** Hidden fields of the spam checks. */
export const HONEYPOT_FIELD = 'website';
export const STARTED_AT_FIELD = 'startedAt';
/** Hidden field: the id of this rendering of the form (a random UUID); a second send with it stores nothing. */
export const SUBMISSION_FIELD = 'submissionId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The submission id a form carried, or null when it has none (or not one of ours). */
export function readSubmissionId(value: unknown): string | null {
  return typeof value === 'string' && UUID.test(value) ? value : null;
}

/** Query parameter of a form page that a too large submission was sent back to. */
export const TOO_LARGE_PARAM = 'gonderim';
export const TOO_LARGE_VALUE = 'cok-buyuk';

// The typed state a lead form's server action returns. No server imports: the
// browser form reads it too.
import type { LeadField } from '@/lib/validation/lead';

export interface LeadFormState {
  status: 'idle' | 'success' | 'error';
  message?: string;
  fieldErrors?: Partial<Record<LeadField, string>>;
  /** What the visitor typed, sent back on error so nothing is lost. */
  values?: Partial<Record<LeadField, string>>;
  reference?: string;
  whatsappHref?: string;
  /** Changes with every answer, so the browser can tell two equal answers apart. */
  answeredAt?: number;
}

export const INITIAL_LEAD_STATE: LeadFormState = { status: 'idle' };

/** Hidden fields of the spam checks. */
export const HONEYPOT_FIELD = 'website';
export const STARTED_AT_FIELD = 'startedAt';

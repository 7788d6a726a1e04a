import 'server-only';
import { randomUUID } from 'node:crypto';
import { getAuthSecret } from '@/lib/auth/auth.server';
import { getDb, type Db } from '@/lib/db/kysely.server';
import { enqueueLeadNotification } from '@/lib/outbox/index.server';
import { customerPagePath, issueLeadLink } from './links.server';
import { findSubmittedLead, insertLead } from './repository.server';
import { LEAD_KINDS } from './kinds';
import type { NewLead, QuoteEstimate } from './types';
import { countRecentEvents, recordEvent } from '@/lib/data/rate-events.server';
import { env } from '@/lib/env';
import { whatsappLink } from '@/lib/site';
import {
  GENERAL_SUBJECT,
  LEAD_BODY_LIMIT_BYTES,
  LEAD_FORM_FIELDS,
  LEAD_MESSAGES,
  echoLeadValues,
  formDataBytes,
  type LeadField,
  type LeadKind,
} from '@/lib/validation/lead';
import { parseLead } from '@/lib/validation/lead-schema';
import { readAttribution } from './attribution';
import { clientAddressKey } from './client-address';
import { HONEYPOT_FIELD, STARTED_AT_FIELD, SUBMISSION_FIELD, readSubmissionId, type LeadFormState } from './form-state';
import { newReference } from './reference';
import { checkStart, signStart } from './start-token';
import { getSite } from '@/lib/settings/index.server';

export const RATE_WINDOW_MS = 10 * 60 * 1000;
const RATE_BUCKET = 'lead';

export interface SubmitContext {
  headers: Headers;
  now?: Date;
  db?: Db;
  /** Overrides of the configured spam limits (tests). */
  rateLimit?: number;
  minFillMs?: number;
  /** Queue the staff e-mail and the customer's acknowledgement with the lead (lib/wiring/lead-form.server.ts: when SMTP is configured). */
  notify?: boolean;
  /** Runs after the commit to send the queued e-mails (lib/wiring/lead-form.server.ts: the outbox worker). */
  afterCommit?: () => void;
  /**
   * What other features store with a new lead, in its transaction, so it exists exactly when the
   * lead does (its belongings, its staff alert): lib/wiring/lead-form.server.ts. lib/leads knows
   * none of them (docs/decisions/047).
   */
  storeWithLead?: (trx: Db, lead: { id: string; kind: LeadKind }, now: Date) => Promise<void>;
  /** Runs after the commit of a new lead (the staff alert's sending): lib/wiring/lead-form.server.ts. */
  committed?: () => void;
  /** The secret that signs the forms' start time (default: the auth secret). */
  secret?: string;
  /** The estimate a quote request was made from, computed on the server (lib/estimate/quote.server.ts). */
  estimate?: QuoteEstimate | null;
}

/** What a lead form of each kind stores and says: its failure message, its lead and its WhatsApp line. */
const FORM_KINDS: {
  [K in LeadKind]: {
    failure: string;
    /** A valid form that could not be stored. */
    notStored: string;
    lead(
      v: Record<LeadField, string>,
      estimate: QuoteEstimate | null,
    ): Omit<Extract<NewLead, { kind: K }>, NewLeadCommon>;
    /** What the WhatsApp message names after the reference: the subject, or the route and service. */
    summary(v: Record<LeadField, string>, reference: string, name: string): string;
  };
} = {
  contact: {
    failure: LEAD_MESSAGES.contactFailure,
    notStored: LEAD_MESSAGES.contactNotStored,
    lead: (v) => ({ kind: 'contact', phone: v.phone || null, subject: v.service || GENERAL_SUBJECT }),
    summary: (v, reference, name) =>
      `Merhaba, ${reference} numaralı mesajımı web sitenizden ilettim. ${name}, konu: ${v.service || GENERAL_SUBJECT}.`,
  },
  quote: {
    failure: LEAD_MESSAGES.quoteFailure,
    notStored: LEAD_MESSAGES.quoteNotStored,
    lead: (v, estimate) => ({
      kind: 'quote',
      phone: v.phone,
      fromLocation: v.fromLocation,
      toLocation: v.toLocation,
      serviceType: v.service,
      estimate,
    }),
    summary: (v, reference, name) =>
      `Merhaba, ${reference} numaralı teklif talebimi web sitenizden ilettim. ${name}: ${v.fromLocation} → ${v.toLocation}, ${v.service}.`,
  },
};
type NewLeadCommon = 'name' | 'email' | 'message' | 'reference' | 'attribution' | 'submissionId';

function failureMessage(kind: LeadKind): string {
  return FORM_KINDS[kind].failure;
}

function readValues(kind: LeadKind, form: FormData): Partial<Record<LeadField, string>> {
  const fields = LEAD_FORM_FIELDS[kind];
  return Object.fromEntries(fields.map((f) => [f, String(form.get(f) ?? '')]));
}

/** Thrown when a concurrent send of the same form stored it first (the submission id's unique index). */
class AlreadyStored extends Error {
  constructor(readonly stored: StoredLead) {
    super('already stored');
  }
}

/**
 * Runs `insert` with a fresh reference, again with another one if it was taken. A unique
 * violation caused by the submission id (the same form, sent twice at once) is not retried.
 */
type StoredLead = { id: string; reference: string };

async function withUniqueReference<T>(
  prefix: 'T' | 'M',
  insert: (reference: string) => Promise<T>,
  storedAlready: () => Promise<StoredLead | null>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insert(newReference(prefix));
    } catch (error) {
      const duplicate = /unique|duplicate/i.test(error instanceof Error ? error.message : '');
      if (!duplicate) throw error;
      const first = await storedAlready();
      if (first !== null) throw new AlreadyStored(first);
      if (attempt >= 4) throw error;
    }
  }
}

/**
 * Validates, checks for spam and stores a contact message or quote request.
 * Success is answered only after the row is committed.
 */
export async function submitLead(kind: LeadKind, form: FormData, ctx: SubmitContext): Promise<LeadFormState> {
  const now = ctx.now ?? new Date();
  const config = env();
  const typed = readValues(kind, form);
  // Sent back on error: cleaned and cut, so a huge field is never echoed whole.
  const values = echoLeadValues(typed);
  const answeredAt = now.getTime();
  const refuse = (message: string, more: Partial<LeadFormState> = {}): LeadFormState => ({
    status: 'error',
    message,
    values,
    answeredAt,
    ...more,
  });

  // Bodies declaring more are refused by the proxy before they are read; this catches the rest.
  if (formDataBytes(form) > LEAD_BODY_LIMIT_BYTES) return refuse(LEAD_MESSAGES.tooLarge);

  // Nothing can be stored without the database: the visitor is told so, with what was typed.
  const notStored = (more: Partial<LeadFormState> = {}) =>
    refuse(FORM_KINDS[kind].notStored, { notStored: true, ...more });
  let secret: string;
  try {
    secret = ctx.secret ?? (await getAuthSecret());
  } catch (cause) {
    console.error('[leads] no signing secret:', cause instanceof Error ? cause.message : cause);
    return notStored();
  }
  const minFillMs = ctx.minFillMs ?? config.LEAD_MIN_FILL_MS;
  const token = form.get(STARTED_AT_FIELD);
  const start = checkStart(token, secret, answeredAt, minFillMs);
  /** The start time the next send carries: the submitted one while it is genuine, so time spent keeps counting. */
  const started = start.kind === 'invalid' ? signStart(answeredAt, secret) : String(token);

  // Validation answers first: a person who made a mistake sees it, however fast they were.
  const result = parseLead(kind, typed);
  if (!result.ok || !result.data)
    return refuse(result.message ?? failureMessage(kind), { fieldErrors: result.fieldErrors, started });

  // Only a valid-looking form meets the bot checks. A bot is answered like a failed
  // save, with no hint of what gave it away.
  if (String(form.get(HONEYPOT_FIELD) ?? '') !== '' || start.kind === 'invalid') {
    return notStored({ started });
  }
  // A genuine form sent too soon (an autofilled form, sent at once): with JavaScript the
  // browser waits out the time itself, without it the person is asked to send once more,
  // and that send passes: its start time counts as already waited.
  if (start.kind === 'early') {
    return refuse(LEAD_MESSAGES.resend, { resend: true, started: signStart(answeredAt - minFillMs, secret) });
  }
  const submissionId = readSubmissionId(form.get(SUBMISSION_FIELD));
  const v = result.data as Record<LeadField, string>;
  const name = `${v.firstName} ${v.lastName}`;
  const whatsappSummary = (reference: string) => FORM_KINDS[kind].summary(v, reference, name);
  // The first answer was lost on the way: the resend gets a link of its own to the lead's page
  // (the first one's token was never kept). Without it the answer still stands.
  const alreadyReceived = async (db: Db, { id, reference }: StoredLead): Promise<LeadFormState> => ({
    status: 'success',
    message: LEAD_MESSAGES.duplicate,
    duplicate: true,
    reference,
    customerPath: await issueLeadLink(db, id, 'form', { now }).then(customerPagePath, (error: unknown) => {
      console.error('[leads] no customer link for a resend:', error instanceof Error ? error.message : error);
      return undefined;
    }),
    submissionId: randomUUID(),
    whatsappHref: whatsappLink((await getSite()).whatsapp.e164, whatsappSummary(reference)),
    answeredAt,
  });

  try {
    const db = ctx.db ?? (await getDb());
    // The same form sent again (a double click, a resend after a lost answer): the first
    // submission's answer, and nothing stored or counted against the rate limit.
    const stored = submissionId ? await findSubmittedLead(db, kind, submissionId) : null;
    if (stored !== null) return await alreadyReceived(db, stored);
    const limit = ctx.rateLimit ?? config.LEAD_RATE_LIMIT;
    const key = clientAddressKey(ctx.headers);
    if (limit > 0) {
      if ((await countRecentEvents(db, RATE_BUCKET, key, RATE_WINDOW_MS, now)) >= limit) {
        return refuse(LEAD_MESSAGES.rateLimited, { started });
      }
      await recordEvent(db, RATE_BUCKET, key, now);
    }
    const attribution = readAttribution((name) => form.get(name));
    const notify = ctx.notify ?? false;
    const acknowledge = Boolean((result.data as Record<LeadField, string>).email);
    // The lead and its e-mails (staff, customer) are committed together, or not at all.
    // With them, the link to the customer's page that the answer carries.
    const store = <T extends { id: string }>(insert: (trx: Db) => Promise<T>) =>
      db.transaction().execute(async (trx) => {
        const row = await insert(trx);
        if (notify) {
          await enqueueLeadNotification(trx, kind, row.id, now);
          // The customer's acknowledgement, through the same outbox.
          if (acknowledge) await enqueueLeadNotification(trx, kind, row.id, now, 'customer');
        }
        await ctx.storeWithLead?.(trx, { id: row.id, kind }, now);
        return { row, token: await issueLeadLink(trx, row.id, 'form', { now }) };
      });
    const storedAlready = () => (submissionId ? findSubmittedLead(db, kind, submissionId) : Promise.resolve(null));
    // Trimmed values (v); a contact form simply has no locations, a quote request may carry its estimate.
    const { row, token } = await withUniqueReference(
      LEAD_KINDS[kind].referencePrefix,
      (ref) =>
        store((trx) =>
          insertLead(trx, {
            ...FORM_KINDS[kind].lead(v, ctx.estimate ?? null),
            reference: ref,
            name,
            email: v.email,
            message: v.message,
            attribution,
            submissionId,
          } as NewLead),
        ),
      storedAlready,
    );
    const reference = row.reference!;
    const summary = whatsappSummary(reference);
    if (notify) ctx.afterCommit?.();
    ctx.committed?.();
    return {
      status: 'success',
      message: LEAD_MESSAGES.success,
      reference,
      customerPath: customerPagePath(token),
      // The form is emptied for another lead, which needs an id of its own.
      submissionId: randomUUID(),
      whatsappHref: whatsappLink((await getSite()).whatsapp.e164, summary),
      answeredAt,
    };
  } catch (error) {
    if (error instanceof AlreadyStored) return await alreadyReceived(ctx.db ?? (await getDb()), error.stored);
    console.error(`[leads] ${kind} could not be stored:`, error instanceof Error ? error.message : error);
    return notStored({ started });
  }
}

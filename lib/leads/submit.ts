import 'server-only';
import { randomUUID } from 'node:crypto';
import { getAuthSecret } from '@/lib/auth/auth';
import { getDb, type Db } from '@/lib/db/kysely';
import { insertContactMessage } from '@/lib/data/contact-messages';
import { enqueueLeadNotification } from '@/lib/data/lead-notifications';
import { insertQuoteRequest, type QuoteEstimate } from '@/lib/data/quote-requests';
import { countRecentEvents, recordEvent } from '@/lib/data/rate-events';
import { env } from '@/lib/env';
import { whatsappLink } from '@/lib/site';
import {
  CONTACT_FIELDS,
  GENERAL_SUBJECT,
  LEAD_BODY_LIMIT_BYTES,
  LEAD_MESSAGES,
  QUOTE_FIELDS,
  echoLeadValues,
  formDataBytes,
  type LeadField,
  type LeadKind,
} from '@/lib/validation/lead';
import { parseLead } from '@/lib/validation/lead-schema';
import { readAttribution } from './attribution';
import { clientAddressKey } from './client-address';
import { HONEYPOT_FIELD, STARTED_AT_FIELD, SUBMISSION_FIELD, readSubmissionId, type LeadFormState } from './form-state';
import { configuredOutbox, triggerDelivery } from './notifier';
import { newReference } from './reference';
import { checkStart, signStart } from './start-token';
import { getSite } from '@/lib/settings/effective';

export const RATE_WINDOW_MS = 10 * 60 * 1000;
const RATE_BUCKET = 'lead';

export interface SubmitContext {
  headers: Headers;
  now?: Date;
  db?: Db;
  /** Overrides of the configured spam limits (tests). */
  rateLimit?: number;
  minFillMs?: number;
  /** Queue a staff e-mail with the lead (default: when SMTP is configured). */
  notify?: boolean;
  /** Runs after the commit to send the queued e-mail (default: in the background). */
  afterCommit?: () => void;
  /** The secret that signs the forms' start time (default: the auth secret). */
  secret?: string;
  /** The estimate a quote request was made from, computed on the server (lib/estimate/quote.ts). */
  estimate?: QuoteEstimate | null;
}

function failureMessage(kind: LeadKind): string {
  return kind === 'contact' ? LEAD_MESSAGES.contactFailure : LEAD_MESSAGES.quoteFailure;
}

function readValues(kind: LeadKind, form: FormData): Partial<Record<LeadField, string>> {
  const fields = kind === 'contact' ? CONTACT_FIELDS : QUOTE_FIELDS;
  return Object.fromEntries(fields.map((f) => [f, String(form.get(f) ?? '')]));
}

/** The reference of the lead a form with this submission id already stored, if any. */
export async function findSubmittedReference(db: Db, kind: LeadKind, submissionId: string): Promise<string | null> {
  const row = await db
    .selectFrom(kind === 'contact' ? 'contact_messages' : 'quote_requests')
    .select('reference')
    .where('submission_id', '=', submissionId)
    .executeTakeFirst();
  return row ? (row.reference ?? '') : null;
}

/** Thrown when a concurrent send of the same form stored it first (the submission id's unique index). */
class AlreadyStored extends Error {
  constructor(readonly reference: string) {
    super('already stored');
  }
}

/**
 * Runs `insert` with a fresh reference, again with another one if it was taken. A unique
 * violation caused by the submission id (the same form, sent twice at once) is not retried.
 */
async function withUniqueReference<T>(
  prefix: 'T' | 'M',
  insert: (reference: string) => Promise<T>,
  storedAlready: () => Promise<string | null>,
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

  let secret: string;
  try {
    secret = ctx.secret ?? (await getAuthSecret());
  } catch (cause) {
    console.error('[leads] no signing secret:', cause instanceof Error ? cause.message : cause);
    return refuse(failureMessage(kind));
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
    return refuse(failureMessage(kind), { started });
  }
  // A genuine form sent too soon (an autofilled form, sent at once): with JavaScript the
  // browser waits out the time itself, without it the person is asked to send once more,
  // and that send passes: its start time counts as already waited.
  if (start.kind === 'early') {
    return refuse(LEAD_MESSAGES.resend, { resend: true, started: signStart(answeredAt - minFillMs, secret) });
  }
  const failure = refuse(failureMessage(kind), { started });
  const submissionId = readSubmissionId(form.get(SUBMISSION_FIELD));
  const v = result.data as Record<LeadField, string>;
  const name = `${v.firstName} ${v.lastName}`;
  const whatsappSummary = (reference: string, subject: string) =>
    kind === 'contact'
      ? `Merhaba, ${reference} numaralı mesajımı web sitenizden ilettim. ${name}, konu: ${subject}.`
      : `Merhaba, ${reference} numaralı teklif talebimi web sitenizden ilettim. ${name}: ${v.fromLocation} → ${v.toLocation}, ${subject}.`;
  const alreadyReceived = async (reference: string): Promise<LeadFormState> => ({
    status: 'success',
    message: LEAD_MESSAGES.duplicate,
    duplicate: true,
    reference,
    submissionId: randomUUID(),
    whatsappHref: whatsappLink(
      (await getSite()).whatsapp.e164,
      whatsappSummary(reference, kind === 'contact' ? v.service || GENERAL_SUBJECT : v.service),
    ),
    answeredAt,
  });

  try {
    const db = ctx.db ?? (await getDb());
    // The same form sent again (a double click, a resend after a lost answer): the first
    // submission's answer, and nothing stored or counted against the rate limit.
    const stored = submissionId ? await findSubmittedReference(db, kind, submissionId) : null;
    if (stored !== null) return await alreadyReceived(stored);
    const limit = ctx.rateLimit ?? config.LEAD_RATE_LIMIT;
    const key = clientAddressKey(ctx.headers);
    if (limit > 0) {
      if ((await countRecentEvents(db, RATE_BUCKET, key, RATE_WINDOW_MS, now)) >= limit) {
        return refuse(LEAD_MESSAGES.rateLimited, { started });
      }
      await recordEvent(db, RATE_BUCKET, key, now);
    }
    const attribution = readAttribution((name) => form.get(name));
    const notify = ctx.notify ?? configuredOutbox() !== null;
    const acknowledge = Boolean((result.data as Record<LeadField, string>).email);
    // The lead and its e-mails (staff, customer) are committed together, or not at all.
    const store = <T extends { id: string }>(insert: (trx: Db) => Promise<T>) =>
      db.transaction().execute(async (trx) => {
        const row = await insert(trx);
        if (notify) {
          await enqueueLeadNotification(trx, kind, row.id, now);
          // The customer's acknowledgement, through the same outbox.
          if (acknowledge) await enqueueLeadNotification(trx, kind, row.id, now, 'customer');
        }
        return row;
      });
    // Trimmed values (v); a contact form simply has no locations.
    const storedAlready = () => (submissionId ? findSubmittedReference(db, kind, submissionId) : Promise.resolve(null));
    let reference: string;
    let summary: string;
    if (kind === 'contact') {
      const row = await withUniqueReference(
        'M',
        (ref) =>
          store((trx) =>
            insertContactMessage(trx, {
              reference: ref,
              name,
              email: v.email,
              phone: v.phone || null,
              subject: v.service || GENERAL_SUBJECT,
              message: v.message,
              attribution,
              submissionId,
            }),
          ),
        storedAlready,
      );
      reference = row.reference!;
      summary = whatsappSummary(reference, row.subject);
    } else {
      const row = await withUniqueReference(
        'T',
        (ref) =>
          store((trx) =>
            insertQuoteRequest(trx, {
              reference: ref,
              name,
              email: v.email,
              phone: v.phone,
              fromLocation: v.fromLocation,
              toLocation: v.toLocation,
              serviceType: v.service,
              message: v.message,
              attribution,
              estimate: ctx.estimate ?? null,
              submissionId,
            }),
          ),
        storedAlready,
      );
      reference = row.reference!;
      summary = whatsappSummary(reference, row.serviceType);
    }
    if (notify) (ctx.afterCommit ?? triggerDelivery)();
    return {
      status: 'success',
      message: LEAD_MESSAGES.success,
      reference,
      // The form is emptied for another lead, which needs an id of its own.
      submissionId: randomUUID(),
      whatsappHref: whatsappLink((await getSite()).whatsapp.e164, summary),
      answeredAt,
    };
  } catch (error) {
    if (error instanceof AlreadyStored) return await alreadyReceived(error.reference);
    console.error(`[leads] ${kind} could not be stored:`, error instanceof Error ? error.message : error);
    return failure;
  }
}

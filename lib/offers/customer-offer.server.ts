import 'server-only';
import { z } from 'zod';
import { listLeadFiles } from '@/lib/lead-files/index.server';
import { decodeFlashCookie, encodeFlashCookie, formProblemShape } from '@/lib/http/flash-cookie';
import { atomically, type Db } from '@/lib/db/kysely.server';
import { enqueueLeadNotification } from '@/lib/outbox/index.server';
import { enqueueStaffAlert } from '@/lib/alerts/index.server';
import type { Lead } from '@/lib/leads';
import type { SiteConfig } from '@/lib/site';
import { recordFollowUpConsent, reviewRequestDueAt } from '@/lib/reviews/index.server';
import {
  FOLLOW_UP_FIELD,
  parseAcceptForm,
  parseChangeForm,
  parseDeclineForm,
  ANSWER_INTENTS,
  type AnswerFlash,
  type AnswerIntent,
} from './answer-form';
import { acceptOffer, answerOffer, getOfferAcceptance, latestSentVersion, listLeadOffers } from './repository.server';
import { buildOfferSnapshot, readOfferSnapshot, type OfferSnapshot } from './snapshot';
import { inventoryForSnapshot } from '@/lib/inventory/index.server';
import { offerState, type Offer, type OfferAcceptance, type OfferState } from './types';

// The customer's side of a written offer on /talep/{token} (docs/decisions/037): which sent
// versions the page shows and how each stands, and the customer's answers to the current one.

export interface ShownOffer {
  offer: Offer;
  state: OfferState;
  /** What the page shows: the stored snapshot of an accepted offer, else built afresh. */
  snapshot: OfferSnapshot;
  acceptance: OfferAcceptance | null;
}

export type OfferCompany = Pick<
  SiteConfig,
  'name' | 'legalName' | 'address' | 'phone' | 'email' | 'k3Certificate' | 'insurancePartner'
>;

/** The lead's sent versions, newest first (drafts are never shown): the current one and the older ones. */
export async function loadCustomerOffers(
  db: Db,
  lead: Pick<Lead, 'id' | 'reference'>,
  company: OfferCompany,
  now = new Date(),
): Promise<{ current: ShownOffer | null; older: ShownOffer[] }> {
  const offers = await listLeadOffers(db, lead.id);
  const latest = latestSentVersion(offers);
  const surveyFiles = offers.some((o) => o.sentAt) ? await listLeadFiles(db, lead.id) : [];
  const shown = await Promise.all(
    offers
      .filter((offer) => offer.sentAt)
      .map(async (offer): Promise<ShownOffer> => {
        const state = offerState(offer, latest, now);
        const acceptance = state === 'accepted' ? await getOfferAcceptance(db, offer.id) : null;
        const snapshot =
          (acceptance && readOfferSnapshot(acceptance.snapshot)) ??
          buildOfferSnapshot(offer, lead.reference ?? '', company, { surveyFiles });
        return { offer, state, snapshot, acceptance };
      }),
  );
  return { current: shown[0] ?? null, older: shown.slice(1) };
}

/** The states in which the customer can still answer the current offer. */
export const OPEN_STATES: readonly OfferState[] = ['sent', 'change'];

export interface AnswerMeta {
  /** The client's address as the server entry derived it (the trusted-proxy rules). */
  clientAddress: string;
  userAgent: string;
}

const flash = (intent: AnswerIntent, version: number, message: string, rest?: Partial<AnswerFlash>): AnswerFlash => ({
  intent,
  version,
  message,
  fieldErrors: {},
  values: {},
  ...rest,
});

/**
 * One of the customer's answers to the current offer, as the form posted it. Records it and
 * queues the e-mails (the customer's after an acceptance, the staff's always) in one
 * transaction. Returns null when done, else what the page shows with the form again.
 */
export async function answerCurrentOffer(
  db: Db,
  lead: Lead,
  company: OfferCompany,
  form: FormData,
  meta: AnswerMeta,
  now = new Date(),
): Promise<AnswerFlash | null> {
  const intent = ANSWER_INTENTS.find((i) => i === form.get('intent')) ?? 'accept';
  const version = Number(form.get('version'));
  const { current } = await loadCustomerOffers(db, lead, company, now);
  if (!current) return flash(intent, version, 'Bu talep için gönderilmiş bir teklif yok.');
  if (current.offer.version !== version)
    return flash(
      intent,
      current.offer.version,
      'Teklif bu arada güncellendi. Lütfen yeni teklifi okuyup yeniden yanıtlayın.',
    );
  if (!OPEN_STATES.includes(current.state))
    return flash(
      intent,
      version,
      current.state === 'expired'
        ? 'Bu teklifin geçerlilik süresi doldu; yeni teklif için bize ulaşın.'
        : 'Bu teklif artık yanıtlanamıyor.',
    );

  if (intent === 'accept') {
    const parsed = parseAcceptForm(form, current.snapshot.assumptions.length);
    if (!parsed.ok)
      return flash(intent, version, 'Teklifi onaylamak için işaretli alanları tamamlayın.', {
        fieldErrors: parsed.fieldErrors,
        values: parsed.values,
      });
    // Read before the transaction: the catalogue comes from the settings, outside it (one SQLite connection).
    const inventory = await inventoryForSnapshot(db, lead);
    const accepted = await atomically(db, async (trx) => {
      const result = await acceptOffer(
        trx,
        current.offer.id,
        { ...parsed.data, ...meta, snapshot: { ...current.snapshot, ...inventory } },
        now,
      );
      if (!result.ok) return false;
      // The follow-up consent is stored beside the acceptance; only with it the one review request is queued.
      if (form.get(FOLLOW_UP_FIELD) === 'on') {
        await recordFollowUpConsent(trx, current.offer.id, lead.id, now);
        const due = reviewRequestDueAt(current.offer.content.moveDateEnd ?? current.offer.content.moveDate, 1);
        await enqueueLeadNotification(trx, lead.kind, lead.id, now, 'review-request', due);
      }
      await enqueueLeadNotification(trx, lead.kind, lead.id, now, 'offer-accepted');
      await enqueueLeadNotification(trx, lead.kind, lead.id, now, 'offer-response');
      await enqueueStaffAlert(trx, { event: 'offer-accepted', leadId: lead.id, now });
      return true;
    });
    return accepted ? null : flash(intent, version, 'Bu teklif artık onaylanamıyor.');
  }

  const parsed = intent === 'change' ? parseChangeForm(form) : parseDeclineForm(form);
  if (!parsed.ok)
    return flash(intent, version, 'Lütfen işaretli alanı düzeltin.', {
      fieldErrors: parsed.fieldErrors,
      values: parsed.values,
    });
  const message = 'message' in parsed.data ? parsed.data.message : parsed.data.reason;
  const answered = await atomically(db, async (trx) => {
    const result = await answerOffer(trx, current.offer.id, intent === 'change' ? 'change' : 'declined', message, now);
    if (result !== 'ok') return false;
    await enqueueLeadNotification(trx, lead.kind, lead.id, now, 'offer-response');
    await enqueueStaffAlert(trx, {
      event: intent === 'change' ? 'offer-change' : 'offer-declined',
      leadId: lead.id,
      now,
    });
    return true;
  });
  return answered ? null : flash(intent, version, 'Bu teklif artık yanıtlanamıyor.');
}

const answerFlash = z.object({
  intent: z.enum(ANSWER_INTENTS),
  version: z.number(),
  message: z.string(),
  ...formProblemShape,
});

/** A refused form's flash, as the cookie carries it. */
export const encodeFlash = (value: AnswerFlash): string => encodeFlashCookie(value);

export const decodeFlash = (cookie: string | undefined): AnswerFlash | null => decodeFlashCookie(cookie, answerFlash);

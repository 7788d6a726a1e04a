import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { atomically, type Db } from '@/lib/db/kysely.server';
import type { OffersTable } from '@/lib/db/schema';
import { toIso } from '@/lib/db/values';
import { getLeadById, setLeadStatus } from '@/lib/leads/index.server';
import { createMoveForAcceptedOffer } from '@/lib/calendar/index.server';
import {
  OFFER_RESPONSES,
  offerContentSchema,
  offerState,
  offerTotal,
  type Offer,
  type OfferAcceptance,
  type OfferContent,
  type OfferResponse,
  type OfferState,
} from './types';

// All SQL on written offers and their acceptance (docs/decisions/035-written-offers.md). The
// database refuses changes to a sent offer and to an acceptance record (migration 015); this
// module has no function that would try.

const DAY_MS = 24 * 3600_000;
const isoOrNull = (value: Date | string | null) => (value === null ? null : toIso(value));
/** Who the audit log names when the customer answers on their page. */
export const CUSTOMER_ACTOR = { email: 'Müşteri (kendi sayfasından)' };

function toOffer(row: Selectable<OffersTable>): Offer {
  return {
    id: row.id,
    leadId: row.lead_id,
    version: row.version,
    content: offerContentSchema.parse(JSON.parse(row.content)),
    total: row.total,
    createdBy: row.created_by,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    sentAt: isoOrNull(row.sent_at),
    validUntil: isoOrNull(row.valid_until),
    firstViewedAt: isoOrNull(row.first_viewed_at),
    lastViewedAt: isoOrNull(row.last_viewed_at),
    withdrawnAt: isoOrNull(row.withdrawn_at),
    response: (OFFER_RESPONSES as readonly string[]).includes(row.response ?? '')
      ? (row.response as OfferResponse)
      : null,
    responseAt: isoOrNull(row.response_at),
    responseMessage: row.response_message,
  };
}

/** Every version of a lead's offer, newest first. */
export async function listLeadOffers(db: Db, leadId: string): Promise<Offer[]> {
  const rows = await db
    .selectFrom('offers')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('version', 'desc')
    .execute();
  return rows.map(toOffer);
}

export async function getOffer(db: Db, leadId: string, version: number): Promise<Offer | null> {
  const row = await db
    .selectFrom('offers')
    .selectAll()
    .where('lead_id', '=', leadId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row ? toOffer(row) : null;
}

/**
 * Saves the lead's draft: the open one is rewritten, else a new version is started (one above
 * the last). Returns the draft. The content is checked again here: nothing unchecked is stored.
 */
export async function saveOfferDraft(
  db: Db,
  leadId: string,
  content: OfferContent,
  by: string,
  now = new Date(),
): Promise<Offer> {
  const checked = offerContentSchema.parse(content);
  const json = JSON.stringify(checked);
  const total = offerTotal(checked.lines);
  return atomically(db, async (trx) => {
    const draft = await trx
      .selectFrom('offers')
      .select('id')
      .where('lead_id', '=', leadId)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (draft) {
      await trx
        .updateTable('offers')
        .set({ content: json, total, updated_at: now })
        .where('id', '=', draft.id)
        .where('sent_at', 'is', null)
        .execute();
      return toOffer(await trx.selectFrom('offers').selectAll().where('id', '=', draft.id).executeTakeFirstOrThrow());
    }
    const last = await trx
      .selectFrom('offers')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('lead_id', '=', leadId)
      .executeTakeFirst();
    const id = randomUUID();
    await trx
      .insertInto('offers')
      .values({
        id,
        lead_id: leadId,
        version: Number(last?.version ?? 0) + 1,
        content: json,
        total,
        created_by: by,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return toOffer(await trx.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });
}

/**
 * "Teklifi gönder": freezes the draft as its version (valid for its days from now) and moves
 * the lead to "Teklif verildi". Null when there is no draft with that id.
 */
export async function sendOffer(
  db: Db,
  offerId: string,
  staff: { email: string },
  now = new Date(),
): Promise<Offer | null> {
  return atomically(db, async (trx) => {
    const row = await trx
      .selectFrom('offers')
      .selectAll()
      .where('id', '=', offerId)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (!row) return null;
    const offer = toOffer(row);
    const validUntil = new Date(now.getTime() + offer.content.validityDays * DAY_MS);
    await trx
      .updateTable('offers')
      .set({ sent_at: now, valid_until: validUntil, updated_at: now })
      .where('id', '=', offerId)
      .where('sent_at', 'is', null)
      .execute();
    const lead = await getLeadById(trx, offer.leadId);
    if (lead && lead.status !== 'teklif')
      await setLeadStatus(trx, lead.kind, lead.id, { status: 'teklif' }, { ...staff, now });
    return { ...offer, sentAt: now.toISOString(), validUntil: validUntil.toISOString() };
  });
}

/** Withdraws a sent offer that was not accepted (the database refuses it for an accepted one). */
export async function withdrawOffer(db: Db, offerId: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('offers')
    .set({ withdrawn_at: now, updated_at: now })
    .where('id', '=', offerId)
    .where('sent_at', 'is not', null)
    .where('withdrawn_at', 'is', null)
    .where((eb) => eb.or([eb('response', 'is', null), eb('response', '!=', 'accepted')]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The customer opened a sent offer: the first and the last time are kept. */
export async function markOfferViewed(db: Db, offerId: string, now = new Date()): Promise<void> {
  await db
    .updateTable('offers')
    .set((eb) => ({ first_viewed_at: eb.fn.coalesce('first_viewed_at', eb.val(now)), last_viewed_at: now }))
    .where('id', '=', offerId)
    .where('sent_at', 'is not', null)
    .execute();
}

/** The latest sent version of each lead's offers (what supersedes the older ones). */
export function latestSentVersion(offers: readonly Offer[]): number | null {
  const sent = offers.filter((o) => o.sentAt).map((o) => o.version);
  return sent.length ? Math.max(...sent) : null;
}

export type AnswerResult = 'ok' | 'not-open';

/**
 * "Değişiklik istiyorum" or "Vazgeçtim": recorded on an offer the customer can still answer
 * (sent, current, not withdrawn, expired or accepted).
 */
export async function answerOffer(
  db: Db,
  offerId: string,
  response: Exclude<OfferResponse, 'accepted'>,
  message: string,
  now = new Date(),
): Promise<AnswerResult> {
  return atomically(db, async (trx) => {
    const row = await trx.selectFrom('offers').selectAll().where('id', '=', offerId).executeTakeFirst();
    if (!row) return 'not-open';
    const offer = toOffer(row);
    const state = offerState(offer, latestSentVersion(await listLeadOffers(trx, offer.leadId)), now);
    if (state !== 'sent' && state !== 'change') return 'not-open';
    await trx
      .updateTable('offers')
      .set({ response, response_at: now, response_message: message.slice(0, 2000), updated_at: now })
      .where('id', '=', offerId)
      .execute();
    return 'ok';
  });
}

/** Canonical JSON: object keys sorted at every depth, so equal content hashes equally. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export function snapshotSha256(snapshot: unknown): string {
  return createHash('sha256').update(canonicalJson(snapshot), 'utf8').digest('hex');
}

export interface Acceptance {
  fullName: string;
  fromAddress: string;
  toAddress: string;
  clientAddress: string;
  userAgent: string;
  /** Everything the offer page showed the customer, as the page built it. */
  snapshot: unknown;
}

export type AcceptResult = { ok: true; acceptance: OfferAcceptance } | { ok: false; reason: 'not-open' };

/**
 * "Teklifi onayla": records the acceptance (snapshot and its hash, name, addresses, time,
 * client address, user agent), marks the offer accepted and the lead "Kazanıldı", in one
 * transaction. Only an offer the customer can still answer is accepted, and only once.
 */
export async function acceptOffer(db: Db, offerId: string, input: Acceptance, now = new Date()): Promise<AcceptResult> {
  return atomically(db, async (trx) => {
    const row = await trx.selectFrom('offers').selectAll().where('id', '=', offerId).executeTakeFirst();
    if (!row) return { ok: false, reason: 'not-open' };
    const offer = toOffer(row);
    const state = offerState(offer, latestSentVersion(await listLeadOffers(trx, offer.leadId)), now);
    if (state !== 'sent' && state !== 'change') return { ok: false, reason: 'not-open' };
    const snapshotJson = canonicalJson(input.snapshot);
    const hash = snapshotSha256(input.snapshot);
    await trx
      .insertInto('offer_acceptances')
      .values({
        offer_id: offerId,
        lead_id: offer.leadId,
        snapshot: snapshotJson,
        snapshot_sha256: hash,
        full_name: input.fullName,
        from_address: input.fromAddress,
        to_address: input.toAddress,
        accepted_at: now,
        client_address: input.clientAddress,
        user_agent: input.userAgent.slice(0, 500),
      })
      .execute();
    await trx
      .updateTable('offers')
      .set({ response: 'accepted', response_at: now, response_message: null, updated_at: now })
      .where('id', '=', offerId)
      .execute();
    await createMoveForAcceptedOffer(trx, { id: offerId, leadId: offer.leadId, moveDate: offer.content.moveDate }, now);
    const lead = await getLeadById(trx, offer.leadId);
    if (lead && lead.status !== 'kazanildi')
      await setLeadStatus(trx, lead.kind, lead.id, { status: 'kazanildi' }, { ...CUSTOMER_ACTOR, now });
    return {
      ok: true,
      acceptance: {
        offerId,
        snapshot: JSON.parse(snapshotJson) as unknown,
        snapshotSha256: hash,
        fullName: input.fullName,
        fromAddress: input.fromAddress,
        toAddress: input.toAddress,
        acceptedAt: now.toISOString(),
        clientAddress: input.clientAddress,
        userAgent: input.userAgent.slice(0, 500),
      },
    };
  });
}

export async function getOfferAcceptance(db: Db, offerId: string): Promise<OfferAcceptance | null> {
  const row = await db.selectFrom('offer_acceptances').selectAll().where('offer_id', '=', offerId).executeTakeFirst();
  if (!row) return null;
  return {
    offerId: row.offer_id,
    snapshot: JSON.parse(row.snapshot) as unknown,
    snapshotSha256: row.snapshot_sha256,
    fullName: row.full_name,
    fromAddress: row.from_address,
    toAddress: row.to_address,
    acceptedAt: toIso(row.accepted_at),
    clientAddress: row.client_address,
    userAgent: row.user_agent,
  };
}

/**
 * When the customer first accepted an offer of the lead, or null: from then on the inventory
 * the offer was priced on is no longer theirs to change (docs/decisions/038-inventory.md).
 */
export async function firstAcceptanceAt(db: Db, leadId: string): Promise<string | null> {
  const row = await db
    .selectFrom('offer_acceptances')
    .select('accepted_at')
    .where('lead_id', '=', leadId)
    .orderBy('accepted_at', 'asc')
    .executeTakeFirst();
  return row ? toIso(row.accepted_at) : null;
}

/** The state of each lead's latest offer version (for the lead list): one query for all the page's leads. */
export async function latestOfferStates(
  db: Db,
  leadIds: readonly string[],
  now = new Date(),
): Promise<Map<string, { version: number; state: OfferState }>> {
  const states = new Map<string, { version: number; state: OfferState }>();
  if (leadIds.length === 0) return states;
  const rows = await db
    .selectFrom('offers')
    .selectAll()
    .where('lead_id', 'in', [...leadIds])
    .execute();
  const byLead = new Map<string, Offer[]>();
  for (const row of rows) {
    const offer = toOffer(row);
    byLead.set(offer.leadId, [...(byLead.get(offer.leadId) ?? []), offer]);
  }
  for (const [leadId, offers] of byLead) {
    const latest = offers.reduce((a, b) => (b.version > a.version ? b : a));
    states.set(leadId, { version: latest.version, state: offerState(latest, latestSentVersion(offers), now) });
  }
  return states;
}

/** The offer a customer answered last (the 'offer-response' e-mail names it), or null. */
export async function lastAnsweredOffer(db: Db, leadId: string): Promise<Offer | null> {
  const row = await db
    .selectFrom('offers')
    .selectAll()
    .where('lead_id', '=', leadId)
    .where('response_at', 'is not', null)
    .orderBy('response_at', 'desc')
    .orderBy('version', 'desc')
    .executeTakeFirst();
  return row ? toOffer(row) : null;
}

// A written offer (docs/decisions/035-written-offers.md): what staff write, what the customer
// sees and accepts. Plain data and its zod schema; browser-safe.
import { z } from 'zod';

export const OFFER_RESPONSES = ['accepted', 'change', 'declined'] as const;
export type OfferResponse = (typeof OFFER_RESPONSES)[number];

/** KDV of the company's prices: included in the amounts, or added on top; the rate in %. */
export const DEFAULT_VAT = { included: true, ratePercent: 20 } as const;
export const DEFAULT_VALIDITY_DAYS = 7;
export const DEFAULT_PAYMENT_TERMS = 'Ödeme taşıma günü, teslimattan sonra';

const text = (max: number) => z.string().trim().max(max);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih YYYY-AA-GG biçiminde olmalı.');

export const offerLineSchema = z.object({
  label: text(200).min(1, 'Her satırın bir açıklaması olmalı.'),
  /** Whole TL; negative for a discount. */
  amount: z.number().int().min(-10_000_000).max(10_000_000),
});
export type OfferLine = z.infer<typeof offerLineSchema>;

export const offerAssumptionSchema = z.object({ label: text(300).min(1) });
export type OfferAssumption = z.infer<typeof offerAssumptionSchema>;

export const offerContentSchema = z.object({
  lines: z.array(offerLineSchema).min(1, 'Teklifte en az bir satır olmalı.').max(60),
  /** The move date, or the first day of a window. */
  moveDate: day,
  /** The last day of a window, or null for one day. */
  moveDateEnd: day.nullable(),
  vehicles: text(300),
  crew: text(300),
  included: z.array(text(200).min(1)).max(30),
  excluded: z.array(text(200).min(1)).max(30),
  /** What the price depends on; the customer confirms each one to accept. */
  assumptions: z.array(offerAssumptionSchema).max(30),
  validityDays: z.number().int().min(1).max(90),
  paymentTerms: text(500).min(1),
  note: text(2000),
  vat: z.object({ included: z.boolean(), ratePercent: z.number().int().min(0).max(50) }),
});
export type OfferContent = z.infer<typeof offerContentSchema>;

export type OfferState = 'draft' | 'sent' | 'superseded' | 'withdrawn' | 'expired' | 'accepted' | 'change' | 'declined';

export interface Offer {
  id: string;
  leadId: string;
  version: number;
  content: OfferContent;
  total: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  validUntil: string | null;
  firstViewedAt: string | null;
  lastViewedAt: string | null;
  withdrawnAt: string | null;
  response: OfferResponse | null;
  responseAt: string | null;
  responseMessage: string | null;
}

export interface OfferAcceptance {
  offerId: string;
  snapshot: unknown;
  snapshotSha256: string;
  fullName: string;
  fromAddress: string;
  toAddress: string;
  acceptedAt: string;
  clientAddress: string;
  userAgent: string;
}

/** The total of the lines in whole TL. */
export function offerTotal(lines: readonly OfferLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

/** The KDV of a total: the part of it (prices KDV dahil) or the amount on top (hariç), and what is paid. */
export function offerVat(total: number, vat: OfferContent['vat']): { vat: number; payable: number } {
  if (vat.included) {
    const part = Math.round((total * vat.ratePercent) / (100 + vat.ratePercent));
    return { vat: part, payable: total };
  }
  const added = Math.round((total * vat.ratePercent) / 100);
  return { vat: added, payable: total + added };
}

/**
 * Where an offer stands for the customer and staff: a draft, sent (and maybe viewed), or
 * answered; a sent offer with a later sent version is superseded; past its validity expired.
 */
export function offerState(offer: Offer, latestSentVersion: number | null, now = new Date()): OfferState {
  if (!offer.sentAt) return 'draft';
  if (offer.response === 'accepted') return 'accepted';
  if (offer.withdrawnAt) return 'withdrawn';
  if (latestSentVersion !== null && latestSentVersion > offer.version) return 'superseded';
  if (offer.response) return offer.response;
  if (offer.validUntil && new Date(offer.validUntil) <= now) return 'expired';
  return 'sent';
}

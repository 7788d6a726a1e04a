// What the customer's page shows of a sent offer, as one plain object: the page renders it,
// the PDF prints it, and "Teklifi onayla" stores it (with its SHA-256) as the evidence of what
// was accepted. One pure function builds it, so the snapshot is what was displayed
// (docs/decisions/037-offer-for-the-customer.md). Browser-safe.
import { insuranceClaims } from '@/lib/claims';
import { formatTl } from '@/lib/estimate';
import { formatDate } from '@/lib/format';
import type { InventorySnapshot } from '@/lib/inventory';
import type { SiteConfig } from '@/lib/site';
import { LEGAL_NOTICES, type LegalNotice } from './legal';
import { offerTotal, offerVat, type Offer } from './types';

/** Bumped when the snapshot's shape changes (a stored snapshot keeps the shape it was made with). */
export const SNAPSHOT_FORMAT = 1;

export interface OfferSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  reference: string;
  version: number;
  sentAt: string;
  validUntil: string;
  validUntilText: string;
  company: {
    name: string;
    legalName: string;
    address: string;
    phone: string;
    email: string;
    /** "K3 yetki belgesi no: …", or null when staff have not filled it in. */
    k3Line: string | null;
    /** "Sigorta şirketi: …", or null. */
    insurerLine: string | null;
  };
  lines: { label: string; amount: number; amountText: string }[];
  total: number;
  totalText: string;
  vat: {
    included: boolean;
    ratePercent: number;
    amount: number;
    payable: number;
    payableText: string;
    /** "Tutarlara %20 KDV dahildir (KDV: 3.333 TL)." */
    statement: string;
  };
  moveDate: string;
  moveDateEnd: string | null;
  /** "12 Aralık 2026" or "12 Aralık 2026 – 14 Aralık 2026" (a window). */
  moveDateText: string;
  vehicles: string;
  crew: string;
  included: string[];
  excluded: string[];
  assumptions: string[];
  paymentTerms: string;
  note: string;
  notices: LegalNotice[];
  /** The customer's inventory when they accepted, if they listed anything (lib/inventory/snapshot.ts). */
  inventory?: InventorySnapshot;
  /**
   * The pre-move condition record: the survey's photos and videos by checksum (docs/decisions/039),
   * so what was accepted names the exact files. Absent when the customer added none.
   */
  surveyFiles?: SnapshotFile[];
}

export interface SnapshotFile {
  kind: 'photo' | 'video';
  /** The room key (lib/leads/rooms.ts), or null. */
  room: string | null;
  sha256: string;
  /**
   * The file's id, its name as it was sent, and when it was added (ISO). Recorded since
   * 2026-11-27 so the record can be listed and checked file by file; older snapshots have only
   * kind, room and checksum (they are matched by checksum).
   */
  id?: string;
  name?: string;
  addedAt?: string;
}

/** A lead file as the snapshot takes it (lib/lead-files/repository.server.ts LeadFile fits). */
export interface SnapshotFileSource {
  kind: 'photo' | 'video';
  room: string | null;
  sha256: string;
  id?: string;
  originalName?: string | null;
  createdAt?: string;
}

const snapshotFile = (f: SnapshotFileSource): SnapshotFile => ({
  kind: f.kind,
  room: f.room,
  sha256: f.sha256,
  ...(f.id ? { id: f.id } : {}),
  ...(f.originalName ? { name: f.originalName } : {}),
  ...(f.createdAt ? { addedAt: f.createdAt } : {}),
});

/** A calendar day (YYYY-MM-DD) in Turkish, read at noon in Istanbul so no time zone moves it. */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00+03:00`);

type Company = Pick<
  SiteConfig,
  'name' | 'legalName' | 'address' | 'phone' | 'email' | 'k3Certificate' | 'insurancePartner'
>;

/**
 * The snapshot of a sent offer. Depends only on its arguments (no clock): the same offer,
 * reference and company always give the same object, and so the same hash.
 */
export function buildOfferSnapshot(
  offer: Offer,
  reference: string,
  company: Company,
  { surveyFiles = [] }: { surveyFiles?: readonly SnapshotFileSource[] } = {},
): OfferSnapshot {
  if (!offer.sentAt || !offer.validUntil) throw new Error('Only a sent offer has a snapshot.');
  const c = offer.content;
  const total = offerTotal(c.lines);
  const vat = offerVat(total, c.vat);
  const claims = insuranceClaims(company);
  const rate = `%${c.vat.ratePercent}`;
  return {
    format: SNAPSHOT_FORMAT,
    reference,
    version: offer.version,
    sentAt: offer.sentAt,
    validUntil: offer.validUntil,
    validUntilText: formatDate(offer.validUntil),
    company: {
      name: company.name,
      legalName: company.legalName,
      address: company.address.full,
      phone: company.phone.display,
      email: company.email,
      k3Line: claims.k3Line,
      insurerLine: claims.insurerLine,
    },
    lines: c.lines.map((line) => ({ label: line.label, amount: line.amount, amountText: formatTl(line.amount) })),
    total,
    totalText: formatTl(total),
    vat: {
      included: c.vat.included,
      ratePercent: c.vat.ratePercent,
      amount: vat.vat,
      payable: vat.payable,
      payableText: formatTl(vat.payable),
      statement: c.vat.included
        ? `Tutarlara ${rate} KDV dahildir (KDV: ${formatTl(vat.vat)}).`
        : `Tutarlara ${rate} KDV eklenir (KDV: ${formatTl(vat.vat)}); ödenecek tutar ${formatTl(vat.payable)}.`,
    },
    moveDate: c.moveDate,
    moveDateEnd: c.moveDateEnd,
    moveDateText:
      c.moveDateEnd && c.moveDateEnd !== c.moveDate
        ? `${formatDay(c.moveDate)} – ${formatDay(c.moveDateEnd)}`
        : formatDay(c.moveDate),
    vehicles: c.vehicles,
    crew: c.crew,
    included: [...c.included],
    excluded: [...c.excluded],
    assumptions: c.assumptions.map((a) => a.label),
    paymentTerms: c.paymentTerms,
    note: c.note,
    notices: LEGAL_NOTICES.map((n) => ({ title: n.title, text: n.text })),
    ...(surveyFiles.length ? { surveyFiles: surveyFiles.map(snapshotFile) } : {}),
  };
}

/** A stored snapshot read back (an accepted offer is shown as it was accepted), or null if not one. */
export function readOfferSnapshot(value: unknown): OfferSnapshot | null {
  if (!value || typeof value !== 'object') return null;
  const s = value as Partial<OfferSnapshot>;
  return s.format === SNAPSHOT_FORMAT && Array.isArray(s.lines) && typeof s.totalText === 'string'
    ? (value as OfferSnapshot)
    : null;
}

import 'server-only';
import type { DashboardQuery } from '@/lib/admin/dashboard';
import { describeEstimateInput } from '@/lib/estimate/index.server';
import { formatTlRange } from '@/lib/estimate';
import { formatDateTime } from '@/lib/format';
import {
  leadListDetails,
  type Lead,
  type LeadKind,
  TRASH_DAYS,
  sourceLabel,
  statusLabel,
  type LeadStatus,
} from '@/lib/leads';
import { OFFER_STATE_LABELS, OFFER_STATE_TONE, type OfferState } from '@/lib/offers';
import { DAY_MS, KIND_LABEL, statusBadgeText, type InboxMode } from './inbox-ui';

/**
 * One lead of the list as the row (inbox-card.tsx, a client component) draws it: plain strings
 * and flags, formatted here on the server. The page's payload carries this compact object for
 * each row instead of the row's whole rendered tree (issue 35: a list of 20 rows was 280–330 KB),
 * so a field that is empty or false is left out, and what the row can make itself from the list's
 * address (its links) is not sent.
 */
export interface InboxRow {
  id: string;
  kind: LeadKind;
  unread?: true;
  name: string;
  status: LeadStatus;
  /** The status badge's text when it is more than the status's label: a lost lead's reason. */
  statusText?: string;
  /** The latest offer's badge: its tone classes and text. */
  offer?: { tone: string; text: string };
  inventory?: true;
  files?: true;
  /** The kind in the lists of both kinds, the date, the reference and the source, joined by " · ". */
  meta: string;
  followUp?: { text: string; overdue?: true };
  /** In "Silinenler": when it was deleted and when it goes for good. */
  deleted?: string;
  /** The phone as stored (the row makes its tel: and WhatsApp links and its national form). */
  phone?: string;
  /** The lead's reference, for the WhatsApp greeting (the meta line has it too). */
  reference?: string;
  email?: string;
  /** The parts of the kind's own fields (LEAD_KINDS' listDetails, which has their labels), in order. */
  details: string[][];
  /** The campaign and the landing page. */
  attribution?: { values: string[]; landingPage?: string };
  estimate?: { range: string; text: string };
  message?: string;
  /** The list asks "Sil"'s confirmation for this lead. */
  confirm?: true;
}

export interface InboxRowContext {
  kind?: LeadKind;
  mode: InboxMode;
  now: Date;
  query: DashboardQuery;
  offers?: ReadonlyMap<string, { version: number; state: OfferState }>;
  inventories?: ReadonlySet<string>;
  withFiles?: ReadonlySet<string>;
}

/** Leaves out the fields that are undefined (the payload would spell each one out). */
function compact<T extends object>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined)) as T;
}

/** A lead as its row in the list shows it (see InboxRow). */
export function inboxRow(item: Lead, context: InboxRowContext): InboxRow {
  const { kind, mode, now, query, offers, inventories, withFiles } = context;
  const overdue = item.followUpAt !== null && new Date(item.followUpAt) < now;
  const offer = item.kind === 'quote' ? offers?.get(item.id) : undefined;
  const attribution = item.attribution;
  const statusText = statusBadgeText(item.status, item.lostReason);
  return compact<InboxRow>({
    id: item.id,
    kind: item.kind,
    unread: item.isRead ? undefined : true,
    name: item.name,
    status: item.status,
    statusText: statusText === statusLabel(item.status) ? undefined : statusText,
    offer: offer && {
      tone: OFFER_STATE_TONE[offer.state],
      text: `Teklif ${offer.version}: ${OFFER_STATE_LABELS[offer.state]}`,
    },
    inventory: inventories?.has(item.id) || undefined,
    files: withFiles?.has(item.id) || undefined,
    meta: [
      ...(kind ? [] : [KIND_LABEL[item.kind]]),
      formatDateTime(item.createdAt),
      ...(item.reference ? [item.reference] : []),
      sourceLabel(item.source),
    ].join(' · '),
    followUp: item.followUpAt
      ? compact({
          text: `Takip: ${formatDateTime(item.followUpAt)}${overdue ? ' · Gecikti' : ''}`,
          overdue: overdue || undefined,
        })
      : undefined,
    deleted:
      mode === 'deleted' && item.deletedAt
        ? `Silindi: ${formatDateTime(item.deletedAt)} · ${formatDateTime(
            new Date(new Date(item.deletedAt).getTime() + TRASH_DAYS * DAY_MS).toISOString(),
          )} tarihinde kalıcı olarak silinecek`
        : undefined,
    phone: item.phone || undefined,
    reference: item.reference ?? undefined,
    email: item.email || undefined,
    details: leadListDetails(item).map(({ parts }) => parts),
    attribution: attribution
      ? compact({
          values: [attribution.utm_source, attribution.utm_campaign].filter((v): v is string => !!v),
          landingPage: attribution.landingPage || undefined,
        })
      : undefined,
    estimate:
      'estimate' in item && item.estimate
        ? {
            range: formatTlRange(item.estimate.min, item.estimate.max),
            text: describeEstimateInput(item.estimate.inputs),
          }
        : undefined,
    message: item.message || undefined,
    confirm: query.confirmDelete === item.id || undefined,
  });
}

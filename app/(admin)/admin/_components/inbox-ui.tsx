import { lostReasonLabel, statusLabel, type LeadStatus, type LeadKind } from '@/lib/leads';

// What the lead list's sections share (inbox-list.tsx composes them): the status badge, the
// kind's label, the button class and a card's anchor.

const STATUS_TONE: Record<LeadStatus, string> = {
  yeni: 'bg-sky-100 text-sky-900',
  arandi: 'bg-indigo-100 text-indigo-900',
  kesif: 'bg-violet-100 text-violet-900',
  teklif: 'bg-amber-100 text-amber-900',
  kazanildi: 'bg-green-100 text-green-900',
  kaybedildi: 'bg-slate-200 text-slate-700',
};

/** A status badge's text: the status, and a lost lead's reason. */
export function statusBadgeText(status: LeadStatus, lostReason?: string | null): string {
  return `${statusLabel(status)}${status === 'kaybedildi' && lostReason ? ` · ${lostReasonLabel(lostReason)}` : ''}`;
}

/** A lead's pipeline status as a small badge. */
export function StatusBadge({ status, lostReason }: { status: LeadStatus; lostReason?: string | null }) {
  return <StatusPill status={status} text={statusBadgeText(status, lostReason)} />;
}

/** The status badge with its text made already (the list's rows get it from the server, inbox-row.server.ts). */
export function StatusPill({ status, text }: { status: LeadStatus; text: string }) {
  return (
    <span className={`pill ${STATUS_TONE[status]}`} data-testid="lead-status">
      {text}
    </span>
  );
}

/** Which leads the list shows: a lead tab or a search, the follow-ups due today, or "Silinenler". */
export type InboxMode = 'inbox' | 'due' | 'deleted';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A lead card's anchor: "Sil" reloads at the card, so its confirmation is where the tap was (on a phone too). */
export const leadCardId = (id: string) => `talep-${id}`;

/** One lead's kind, in the lists of both kinds. */
export const KIND_LABEL: Record<LeadKind, string> = { contact: 'İletişim mesajı', quote: 'Teklif talebi' };

/** A button or link of the list, 44 px on phones and smaller on wide screens (app/(admin)/staff.css). */
export const BUTTON = 'btn';

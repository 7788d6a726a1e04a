import { lostReasonLabel, statusLabel, type LeadStatus, type LeadKind } from '@/lib/leads';

// What the lead list's sections share (inbox-list.tsx composes them): the status badge, the
// kind's label, a labelled value, the button classes and a card's anchor.

const STATUS_TONE: Record<LeadStatus, string> = {
  yeni: 'bg-sky-100 text-sky-900',
  arandi: 'bg-indigo-100 text-indigo-900',
  kesif: 'bg-violet-100 text-violet-900',
  teklif: 'bg-amber-100 text-amber-900',
  kazanildi: 'bg-green-100 text-green-900',
  kaybedildi: 'bg-slate-200 text-slate-700',
};

/** A lead's pipeline status as a small badge. */
export function StatusBadge({ status, lostReason }: { status: LeadStatus; lostReason?: string | null }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_TONE[status]}`}
      data-testid="lead-status"
    >
      {statusLabel(status)}
      {status === 'kaybedildi' && lostReason ? ` · ${lostReasonLabel(lostReason)}` : ''}
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

export function Detail({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    // min-w-0 and anywhere-wrapping: a long e-mail or address never widens the card past the screen.
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm [overflow-wrap:anywhere] text-slate-800">{children}</dd>
    </div>
  );
}

/** A touch-sized (44 px) action next to a lead: call, WhatsApp, e-mail. */
export const CONTACT_LINK =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2.5 font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-50 sm:flex-none sm:px-3';
/** A smaller button on wide screens, 44 px on phones. */
export const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold sm:min-h-9';

// What the customer's own page (/talep/{token}) says about a lead's progress, in the
// customer's words. Pure and browser-safe: the page and its tests read it.
import type { LeadStatus } from './pipeline';
import type { Lead } from './types';

export interface CustomerTimeline {
  steps: { label: string; done: boolean }[];
  /** Index of the step the lead is at. */
  current: number;
  /** Shown above the steps when the lead is closed without a move. */
  closedNote: string | null;
}

const QUOTE_STEPS = ['Talebiniz alındı', 'Sizi aradık', 'Keşif', 'Teklif', 'Onaylandı', 'Taşındı'] as const;
const CONTACT_STEPS = ['Mesajınız alındı', 'Size döndük'] as const;

/** The step each pipeline status stands at (a lost lead stays where it stopped: its first response). */
const QUOTE_STEP_OF: Record<LeadStatus, number> = {
  yeni: 0,
  arandi: 1,
  kesif: 2,
  teklif: 3,
  kazanildi: 4,
  kaybedildi: 1,
};

export function customerTimeline(lead: Pick<Lead, 'kind' | 'status' | 'firstResponseAt'>): CustomerTimeline {
  const closedNote =
    lead.status === 'kaybedildi'
      ? 'Bu talep kapatıldı. Yeniden taşınmayı planlarsanız bize yazmanız veya bizi aramanız yeterli.'
      : null;
  if (lead.kind === 'contact') {
    const current = lead.status === 'yeni' && !lead.firstResponseAt ? 0 : 1;
    return { steps: CONTACT_STEPS.map((label, i) => ({ label, done: i <= current })), current, closedNote };
  }
  const current = lead.status === 'kaybedildi' && !lead.firstResponseAt ? 0 : QUOTE_STEP_OF[lead.status];
  return { steps: QUOTE_STEPS.map((label, i) => ({ label, done: i <= current })), current, closedNote };
}

/** The current step in words: "Adım 4 / 6: Teklif". */
export function stepText(timeline: CustomerTimeline): string {
  return `Adım ${timeline.current + 1} / ${timeline.steps.length}: ${timeline.steps[timeline.current]?.label ?? ''}`;
}

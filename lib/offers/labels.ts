// How staff read an offer's state and the customer's answer. Browser-safe.
import { formatTl } from '@/lib/estimate';
import { formatDate } from '@/lib/format';
import { offerTotal, offerVat, type OfferContent, type OfferResponse, type OfferState } from './types';

export const OFFER_STATE_LABELS: Record<OfferState, string> = {
  draft: 'Taslak',
  sent: 'Gönderildi',
  superseded: 'Yerini yeni teklif aldı',
  withdrawn: 'Geri çekildi',
  expired: 'Süresi doldu',
  accepted: 'Onaylandı',
  change: 'Değişiklik istendi',
  declined: 'Vazgeçildi',
};

/** The list badge's colours per state. */
export const OFFER_STATE_TONE: Record<OfferState, string> = {
  draft: 'bg-slate-100 text-slate-700',
  sent: 'bg-sky-100 text-sky-900',
  superseded: 'bg-slate-100 text-slate-600',
  withdrawn: 'bg-slate-200 text-slate-700',
  expired: 'bg-orange-100 text-orange-900',
  accepted: 'bg-green-100 text-green-900',
  change: 'bg-amber-100 text-amber-900',
  declined: 'bg-red-100 text-red-900',
};

export const OFFER_RESPONSE_LABELS: Record<OfferResponse, string> = {
  accepted: 'Müşteri teklifi onayladı',
  change: 'Müşteri değişiklik istedi',
  declined: 'Müşteri vazgeçti',
};

/** "KDV dahil (%20): 3.333 TL" or "KDV hariç, %20 eklenir: 4.000 TL · Ödenecek: 24.000 TL". */
export function vatText(content: Pick<OfferContent, 'lines' | 'vat'>): string {
  const total = offerTotal(content.lines);
  const { vat, payable } = offerVat(total, content.vat);
  return content.vat.included
    ? `KDV dahil (%${content.vat.ratePercent}; içindeki KDV ${formatTl(vat)})`
    : `KDV hariç: %${content.vat.ratePercent} KDV ${formatTl(vat)} eklenir, ödenecek ${formatTl(payable)}`;
}

/** "12 Aralık 2026" or "12 – 14 Aralık 2026" as two dates. */
export function moveDateText(content: Pick<OfferContent, 'moveDate' | 'moveDateEnd'>): string {
  const first = formatDate(`${content.moveDate}T12:00:00Z`);
  return content.moveDateEnd && content.moveDateEnd !== content.moveDate
    ? `${first} – ${formatDate(`${content.moveDateEnd}T12:00:00Z`)} arasında`
    : first;
}

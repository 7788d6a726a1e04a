// What a staff alert says. Browser-safe and pure: the service worker shows exactly this,
// on lock screens too, so it names the event, the lead's kind and reference, never the
// customer's name, phone, e-mail, places or message (docs/decisions/043).
import { leadHref, type LEAD_PATH_KINDS } from '@/lib/admin/paths';

export const ALERT_EVENTS = [
  'new-lead',
  'offer-accepted',
  'offer-change',
  'offer-declined',
  'survey-booked',
  'damage-report',
  'escalation',
] as const;
export type AlertEvent = (typeof ALERT_EVENTS)[number];

export function isAlertEvent(value: unknown): value is AlertEvent {
  return (ALERT_EVENTS as readonly unknown[]).includes(value);
}

type LeadKind = keyof typeof LEAD_PATH_KINDS;

/** The notification's title per event (the lead's kind decides the new lead's words). */
const TITLES: Record<AlertEvent, (kind: LeadKind) => string> = {
  'new-lead': (kind) => (kind === 'quote' ? 'Yeni teklif talebi' : 'Yeni mesaj'),
  'offer-accepted': () => 'Teklif onaylandı',
  'offer-change': () => 'Teklifte değişiklik istendi',
  'offer-declined': () => 'Teklif reddedildi',
  'survey-booked': () => 'Keşif randevusu alındı',
  'damage-report': () => 'Hasar bildirimi',
  escalation: (kind) => (kind === 'quote' ? 'Yanıtlanmamış teklif talebi' : 'Yanıtlanmamış mesaj'),
};

/** What the push message carries (encrypted to the device; shown by the service worker). */
export interface AlertPayload {
  event: AlertEvent;
  title: string;
  /** The lead's reference, e.g. "T-7K2M9Q"; "Talep" when it has none. */
  body: string;
  /** The lead's staff page: tapping the notification opens it. */
  url: string;
  /** One notification per lead and event on a device: a repeat replaces it. */
  tag: string;
}

export function alertPayload(
  event: AlertEvent,
  lead: { id: string; kind: LeadKind; reference: string | null },
  waitedMinutes?: number,
): AlertPayload {
  const reference = lead.reference ?? 'Talep';
  return {
    event,
    title: TITLES[event](lead.kind),
    body:
      event === 'escalation' && waitedMinutes !== undefined
        ? `${reference} · ${waitedMinutes} dakikadır ilk yanıt bekliyor`
        : reference,
    url: leadHref(lead.kind, lead.id),
    tag: `${event}:${lead.id}`,
  };
}

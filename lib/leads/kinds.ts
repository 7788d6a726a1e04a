// The two kinds of lead, a contact message and a quote request, and everything
// that differs between them: one table, read by the staff e-mail, the CSV
// export, the inbox list and the dashboard. Browser-safe: type imports only.
import { LEAD_PATH_KINDS, type LeadPathKind } from '@/lib/admin/paths';
import { TRASH_DAYS } from './pipeline';
import { LEAD_KIND_IDS, type LeadKind, type LeadOf, type ReadFilter } from './types';

export { LEAD_KIND_IDS };
export type { Lead, LeadKind, LeadOf, LeadRecord } from './types';

export type LeadTab = 'mesajlar' | 'teklifler';
export type ReferencePrefix = 'M' | 'T';

export interface LeadNotice {
  /** The value of the dashboard's `bildirim` parameter. */
  id: string;
  text: string;
  tone: 'success' | 'error';
}

/** One labelled value of a lead. */
export interface LeadField<K extends LeadKind> {
  label: string;
  value: (lead: LeadOf<K>) => string;
}

/** A labelled value of the inbox list, made of visitor-typed parts shown between `joiner`s. */
export interface LeadListField<K extends LeadKind> {
  label: string;
  parts: (lead: LeadOf<K>) => string[];
  joiner?: string;
}

export interface LeadKindInfo<K extends LeadKind> {
  kind: K;
  /** The dashboard tab that lists this kind; also the CSV export's `tur` value. */
  tab: LeadTab;
  /** The segment of the lead page's address: /admin/dashboard/talep/{segment}/{id}. */
  pathSegment: LeadPathKind;
  /** File name of the CSV export, before its date. */
  csvName: string;
  /** First letter of a reference such as T-7KQ4M2. */
  referencePrefix: ReferencePrefix;
  labels: {
    tab: string;
    /** Heading and subject of the staff e-mail. */
    emailTitle: string;
    /** What the customer sent, as the object of "aldık" in their acknowledgement ("mesajınızı aldık"). */
    customerObject: string;
    read: string;
    unread: string;
    markRead: string;
    empty: string;
    confirmDelete: string;
    loadError: string;
    filters: Record<ReadFilter, string>;
  };
  notices: {
    markedRead: LeadNotice;
    markReadFailed: LeadNotice;
    deleted: LeadNotice;
    deleteFailed: LeadNotice;
  };
  /** Fields only this kind has, one value each: the staff e-mail and the CSV export. */
  details: readonly LeadField<K>[];
  /** The same fields as the inbox list shows them; each visitor-typed part is isolated there on its own. */
  listDetails: readonly LeadListField<K>[];
}

export const LEAD_KINDS: { readonly [K in LeadKind]: LeadKindInfo<K> } = {
  contact: {
    kind: 'contact',
    tab: 'mesajlar',
    pathSegment: LEAD_PATH_KINDS.contact,
    csvName: 'iletisim-mesajlari',
    referencePrefix: 'M',
    labels: {
      tab: 'İletişim Mesajları',
      emailTitle: 'Yeni iletişim mesajı',
      customerObject: 'mesajınızı',
      read: 'Okundu',
      unread: 'Okunmamış',
      markRead: 'Okundu olarak işaretle',
      empty: 'Bu filtrede mesaj yok.',
      confirmDelete: 'Bu mesajı silmek istediğinize emin misiniz?',
      loadError: 'İletişim mesajları yüklenirken hata oluştu.',
      filters: { all: 'Tümü', unread: 'Okunmamış', read: 'Okunmuş' },
    },
    notices: {
      markedRead: { id: 'mesaj-okundu', text: 'Mesaj okundu olarak işaretlendi.', tone: 'success' },
      markReadFailed: {
        id: 'mesaj-isaretlenemedi',
        text: 'Mesaj okundu olarak işaretlenemedi. Lütfen tekrar deneyin.',
        tone: 'error',
      },
      deleted: {
        id: 'mesaj-silindi',
        text: `Mesaj Silinenler’e taşındı; ${TRASH_DAYS} gün içinde geri alabilirsiniz.`,
        tone: 'success',
      },
      deleteFailed: { id: 'mesaj-silinemedi', text: 'Mesaj silinemedi. Lütfen tekrar deneyin.', tone: 'error' },
    },
    details: [{ label: 'Konu', value: (lead) => lead.subject }],
    listDetails: [{ label: 'Konu', parts: (lead) => [lead.subject] }],
  },
  quote: {
    kind: 'quote',
    tab: 'teklifler',
    pathSegment: LEAD_PATH_KINDS.quote,
    csvName: 'teklif-talepleri',
    referencePrefix: 'T',
    labels: {
      tab: 'Teklif Talepleri',
      emailTitle: 'Yeni teklif talebi',
      customerObject: 'teklif talebinizi',
      read: 'İncelendi',
      // Not "Yeni": that is the status shown beside it (issue 28); "Okunmamış" as in messages.
      unread: 'Okunmamış',
      markRead: 'İncelendi olarak işaretle',
      empty: 'Bu filtrede teklif talebi yok.',
      confirmDelete: 'Bu teklif talebini silmek istediğinize emin misiniz?',
      loadError: 'Teklif talepleri yüklenirken hata oluştu.',
      // SPEC.md said "Yeni" and "İncelenen"; "Yeni" is the status too, so the unread filter is "Okunmamış" (issue 28).
      filters: { all: 'Tümü', unread: 'Okunmamış', read: 'İncelenen' },
    },
    notices: {
      markedRead: {
        id: 'teklif-incelendi',
        text: 'Teklif talebi incelendi olarak işaretlendi.',
        tone: 'success',
      },
      markReadFailed: {
        id: 'teklif-isaretlenemedi',
        text: 'Teklif talebi incelendi olarak işaretlenemedi. Lütfen tekrar deneyin.',
        tone: 'error',
      },
      deleted: {
        id: 'teklif-silindi',
        text: `Teklif talebi Silinenler’e taşındı; ${TRASH_DAYS} gün içinde geri alabilirsiniz.`,
        tone: 'success',
      },
      deleteFailed: {
        id: 'teklif-silinemedi',
        text: 'Teklif talebi silinemedi. Lütfen tekrar deneyin.',
        tone: 'error',
      },
    },
    details: [
      { label: 'Nereden', value: (lead) => lead.fromLocation },
      { label: 'Nereye', value: (lead) => lead.toLocation },
      { label: 'Hizmet', value: (lead) => lead.serviceType },
    ],
    listDetails: [
      { label: 'Güzergâh', parts: (lead) => [lead.fromLocation, lead.toLocation], joiner: ' → ' },
      { label: 'Hizmet', parts: (lead) => [lead.serviceType] },
    ],
  },
};

export function isLeadKind(value: unknown): value is LeadKind {
  return LEAD_KIND_IDS.some((kind) => kind === value);
}

/** The kind a dashboard tab (or the export's `tur`) lists; undefined for the media tabs. */
export function leadKindOfTab(tab: string | null | undefined): LeadKind | undefined {
  return LEAD_KIND_IDS.find((kind) => LEAD_KINDS[kind].tab === tab);
}

/** The fields only this lead's kind has, as label and value: for the e-mail and CSV, or for the inbox list. */
export function leadDetails<K extends LeadKind>(lead: LeadOf<K>) {
  return LEAD_KINDS[lead.kind].details.map((field): [string, string] => [field.label, field.value(lead)]);
}

/** The same fields as the inbox list shows them: label, the visitor-typed parts, and what stands between them. */
export function leadListDetails<K extends LeadKind>(lead: LeadOf<K>) {
  return LEAD_KINDS[lead.kind].listDetails.map((field) => ({
    label: field.label,
    parts: field.parts(lead),
    joiner: field.joiner ?? ' ',
  }));
}

/** The notices of every kind (the dashboard looks them up by id). */
export const LEAD_NOTICES: readonly LeadNotice[] = LEAD_KIND_IDS.flatMap((kind) =>
  Object.values(LEAD_KINDS[kind].notices),
);

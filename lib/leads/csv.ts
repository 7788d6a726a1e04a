import { csvRow } from '@/lib/csv';
import { ESTIMATE_CSV_HEADERS, estimateCsvCells } from '@/lib/estimate/describe';
import { formatDateTime } from '@/lib/format';
import { LEAD_KINDS, type LeadField, type LeadKind, type LeadOf } from './kinds';

const attribution = (a: Record<string, string> | null) =>
  a
    ? Object.entries(a)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')
    : '';

/** Columns only the export has, per kind: a quote request's estimate. */
const EXPORT_ONLY: { [K in LeadKind]: LeadField<K>[] } = {
  contact: [],
  quote: ESTIMATE_CSV_HEADERS.map((label, i) => ({ label, value: (lead) => estimateCsvCells(lead.estimate)[i] ?? '' })),
};

/** The export's columns: what every lead has, with the kind's own fields after the phone. */
function columns<K extends LeadKind>(kind: K): LeadField<K>[] {
  const { details, labels } = LEAD_KINDS[kind];
  return [
    { label: 'Talep no', value: (lead) => lead.reference ?? '' },
    { label: 'Tarih', value: (lead) => formatDateTime(lead.createdAt) },
    { label: 'Ad soyad', value: (lead) => lead.name },
    { label: 'E-posta', value: (lead) => lead.email },
    { label: 'Telefon', value: (lead) => lead.phone ?? '' },
    ...details,
    { label: 'Mesaj', value: (lead) => lead.message },
    { label: 'Durum', value: (lead) => (lead.isRead ? labels.read : labels.unread) },
    { label: 'Kaynak', value: (lead) => attribution(lead.attribution) },
    { label: 'Kimlik', value: (lead) => lead.id },
    ...EXPORT_ONLY[kind],
  ];
}

/** The header line of a kind's CSV export. */
export function leadCsvHeader(kind: LeadKind): string {
  return csvRow(columns(kind).map((column) => column.label));
}

/** One lead as a CSV line, in its kind's columns. */
export function leadCsvRow<K extends LeadKind>(lead: LeadOf<K>): string {
  return csvRow(columns(lead.kind).map((column) => column.value(lead)));
}

/** The download's file name, e.g. teklif-talepleri-2026-11-21.csv. */
export function leadCsvFileName(kind: LeadKind, now = new Date()): string {
  return `${LEAD_KINDS[kind].csvName}-${now.toISOString().slice(0, 10)}.csv`;
}

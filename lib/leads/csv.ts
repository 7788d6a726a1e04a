import { csvRow } from '@/lib/csv';
import { ESTIMATE_CSV_HEADERS, estimateCsvCells } from '@/lib/estimate/index.server';
import { formatDateTime } from '@/lib/format';
import { LEAD_KINDS, type LeadKind, type LeadOf } from './kinds';
import { formatNationalPhone, lostReasonLabel, sourceLabel, statusLabel } from './pipeline';

/** What the export knows about a lead beyond its row: its notes (how many, and their text when read). */
export interface LeadCsvExtras {
  notes: number;
  noteTexts?: readonly { authorEmail: string; createdAt: string; body: string }[];
}

/** The notes, oldest first, one a line: "21.11.2026 10:12 · ayse@example.com: Aradım, yarın keşif." */
const noteLines = (extras: LeadCsvExtras) =>
  (extras.noteTexts ?? []).map((n) => `${formatDateTime(n.createdAt)} · ${n.authorEmail}: ${n.body}`).join('\n');

interface CsvColumn<K extends LeadKind> {
  label: string;
  value: (lead: LeadOf<K>, extras: LeadCsvExtras) => string;
}

/** Minutes from arrival to the first status change or note, or empty before one. */
const firstResponseMinutes = (lead: { createdAt: string; firstResponseAt: string | null }) =>
  lead.firstResponseAt
    ? String(Math.max(0, Math.round((Date.parse(lead.firstResponseAt) - Date.parse(lead.createdAt)) / 60_000)))
    : '';

const attribution = (a: Record<string, string> | null) =>
  a
    ? Object.entries(a)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')
    : '';

/** Columns only the export has, per kind: a quote request's estimate. */
const EXPORT_ONLY: { [K in LeadKind]: CsvColumn<K>[] } = {
  contact: [],
  quote: ESTIMATE_CSV_HEADERS.map((label, i) => ({ label, value: (lead) => estimateCsvCells(lead.estimate)[i] ?? '' })),
};

/** The export's columns: what every lead has, with the kind's own fields after the phone. */
function columns<K extends LeadKind>(kind: K): CsvColumn<K>[] {
  const { details, labels } = LEAD_KINDS[kind];
  return [
    { label: 'Talep no', value: (lead) => lead.reference ?? '' },
    { label: 'Tarih', value: (lead) => formatDateTime(lead.createdAt) },
    { label: 'Ad soyad', value: (lead) => lead.name },
    { label: 'E-posta', value: (lead) => lead.email },
    // National format ("0532 111 22 33"): spreadsheets show it as typed, without the formula guard's apostrophe.
    { label: 'Telefon', value: (lead) => (lead.phone ? formatNationalPhone(lead.phone) : '') },
    ...details,
    { label: 'Mesaj', value: (lead) => lead.message },
    // The names the screens use: "Durum" is the pipeline status, "İnceleme" the read flag (the lead page's row).
    { label: 'İnceleme', value: (lead) => (lead.isRead ? labels.read : labels.unread) },
    { label: 'Durum', value: (lead) => statusLabel(lead.status) },
    { label: 'Kayıp nedeni', value: (lead) => lostReasonLabel(lead.lostReason) },
    { label: 'Takip zamanı', value: (lead) => (lead.followUpAt ? formatDateTime(lead.followUpAt) : '') },
    { label: 'İlk yanıt (dk)', value: (lead) => firstResponseMinutes(lead) },
    { label: 'Not sayısı', value: (_lead, extras) => String(extras.notes) },
    { label: 'Notlar', value: (_lead, extras) => noteLines(extras) },
    { label: 'Kanal', value: (lead) => sourceLabel(lead.source) },
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
export function leadCsvRow<K extends LeadKind>(lead: LeadOf<K>, extras: LeadCsvExtras = { notes: 0 }): string {
  return csvRow(columns(lead.kind).map((column) => column.value(lead, extras)));
}

/** The download's file name, e.g. teklif-talepleri-2026-11-21.csv. */
export function leadCsvFileName(kind: LeadKind, now = new Date()): string {
  return `${LEAD_KINDS[kind].csvName}-${now.toISOString().slice(0, 10)}.csv`;
}

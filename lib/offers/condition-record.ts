// The pre-move condition record of an accepted offer (docs/decisions/039): the survey photos and
// videos whose SHA-256 fingerprints the accepted snapshot holds, as the customer's page, the staff
// lead page and the contract PDF list them. Browser-safe.
import { formatDateTime } from '@/lib/format';
import { roomLabel } from '@/lib/leads';
import type { SnapshotFile } from './snapshot';

export const CONDITION_RECORD_TITLE = 'Taşınma öncesi durum kaydı';
export const CONDITION_RECORD_NOTE =
  'Teklifi kabul ettiğiniz anda kayıtlı fotoğraf ve videolarınızın parmak izleri (SHA-256) teklif kaydına yazıldı; sonradan değiştirilemez.';
/** How many hex characters of a fingerprint are shown in a list (the whole one is a click away). */
export const SHORT_FINGERPRINT = 12;

export interface ConditionRecordRow {
  /** "Fotoğraf 1", "Video 2": numbered per kind in the order they were added. */
  label: string;
  kind: SnapshotFile['kind'];
  room: string;
  /** The name the file was sent with, or null (older records do not have it). */
  name: string | null;
  /** When it was added, in Turkish, or null (older records). */
  addedText: string | null;
  sha256: string;
  shortSha256: string;
}

/** The recorded files as rows, in the order the snapshot keeps them. */
export function conditionRecordRows(files: readonly SnapshotFile[] | undefined): ConditionRecordRow[] {
  const counts = { photo: 0, video: 0 };
  return (files ?? []).map((file) => {
    counts[file.kind] += 1;
    return {
      label: `${file.kind === 'video' ? 'Video' : 'Fotoğraf'} ${counts[file.kind]}`,
      kind: file.kind,
      room: roomLabel(file.room),
      name: file.name ?? null,
      addedText: file.addedAt ? formatDateTime(file.addedAt) : null,
      sha256: file.sha256,
      shortSha256: file.sha256.slice(0, SHORT_FINGERPRINT),
    };
  });
}

/** One row as a line of text (the PDF): "Fotoğraf 1 · Salon · salon.jpg · 27 Kasım 2026 14:05". */
export const conditionRecordLine = (row: ConditionRecordRow) =>
  [row.label, row.room, row.name, row.addedText].filter(Boolean).join(' · ');

/** What staff see for each recorded file once it is checked against the store. */
export type ConditionCheck = 'unchanged' | 'missing' | 'mismatch';

export const CONDITION_CHECK_LABELS: Record<ConditionCheck, string> = {
  unchanged: 'Değişmedi',
  missing: 'Dosya silinmiş (kayıt duruyor)',
  mismatch: 'Uyuşmuyor',
};

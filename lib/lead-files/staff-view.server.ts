import 'server-only';
import type { LightboxFile } from '@/components/lead-files/lead-files-lightbox';
import type { LeadFile } from '@/lib/lead-files/repository.server';
import { roomLabel } from '@/lib/leads';
import { staffFilePath } from './access.server';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A lead's private files as the staff lightbox shows them (the lead page, "Hasar bildirimleri"). */
export function staffLightboxFiles(files: readonly LeadFile[]): LightboxFile[] {
  return files.map((f) => ({
    id: f.id,
    kind: f.kind,
    room: roomLabel(f.room),
    name: f.originalName ?? '',
    url: staffFilePath(f.id),
    downloadUrl: `${staffFilePath(f.id)}?indir=1`,
    playable: f.kind === 'video' && f.contentType.includes('codecs=avc1'),
    // A file staff added (e.g. on the home visit): who, by e-mail; the customer's have none.
    addedByStaff: f.uploadedBy === 'customer' ? null : f.uploadedBy,
    detail: [
      f.durationMs !== null ? `${Math.round(f.durationMs / 1000)} sn` : null,
      f.width && f.height ? `${f.width}×${f.height}` : null,
      sizeText(f.bytes),
    ]
      .filter(Boolean)
      .join(' · '),
  }));
}

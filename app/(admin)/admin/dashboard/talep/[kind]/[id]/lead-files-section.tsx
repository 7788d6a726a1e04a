import { LeadFilesLightbox } from '@/components/lead-files/lead-files-lightbox';
import { listLeadFiles } from '@/lib/data/lead-files.server';
import { getDb } from '@/lib/db/kysely.server';
import { staffFilePath } from '@/lib/lead-files/access.server';
import { roomLabel } from '@/lib/leads/rooms';

const CARD = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The survey's photos and videos the customer added (docs/decisions/039), in a lightbox. */
export async function LeadFilesSection({ leadId }: { leadId: string }) {
  const files = await listLeadFiles(await getDb(), leadId);
  return (
    <section aria-labelledby="lead-files" className={`mt-4 ${CARD}`} data-testid="staff-lead-files-section">
      <h2 id="lead-files" className="text-base font-semibold text-slate-900">
        Fotoğraflar ve videolar ({files.length})
      </h2>
      {files.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Müşteri henüz fotoğraf ya da video eklemedi.</p>
      ) : (
        <LeadFilesLightbox
          files={files.map((f) => ({
            id: f.id,
            kind: f.kind,
            room: roomLabel(f.room),
            name: f.originalName ?? '',
            url: staffFilePath(f.id),
            downloadUrl: `${staffFilePath(f.id)}?indir=1`,
            playable: f.kind === 'video' && f.contentType.includes('codecs=avc1'),
            detail: [
              f.durationMs !== null ? `${Math.round(f.durationMs / 1000)} sn` : null,
              f.width && f.height ? `${f.width}×${f.height}` : null,
              sizeText(f.bytes),
            ]
              .filter(Boolean)
              .join(' · '),
          }))}
        />
      )}
    </section>
  );
}

import { LeadFileUploader } from '@/components/lead-files/lead-file-uploader';
import { LeadFilesLightbox } from '@/components/lead-files/lead-files-lightbox';
import { listLeadFiles, staffFilePath, staffLightboxFiles, noticeMessage } from '@/lib/lead-files/index.server';
import { getDb } from '@/lib/db/kysely.server';

const CARD = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';

/**
 * The survey's photos and videos (docs/decisions/039), in a lightbox, and the uploader staff add
 * their own with (e.g. the surveyor on the home visit, on a phone): the customer's uploader posting
 * to the staff route (`uploadAction`, null when the lead is in the trash). `notice` is the code a
 * form without JavaScript comes back with (?dosya=…).
 */
export async function LeadFilesSection({
  leadId,
  uploadAction,
  notice,
}: {
  leadId: string;
  uploadAction: string | null;
  notice?: string;
}) {
  const files = await listLeadFiles(await getDb(), leadId);
  const shown = noticeMessage(notice);
  return (
    <section aria-labelledby="lead-files" className={`mt-4 ${CARD}`} data-testid="staff-lead-files-section">
      <h2 id="lead-files" className="scroll-mt-20 text-base font-semibold text-slate-900">
        Fotoğraflar ve videolar ({files.length})
      </h2>
      {shown && (
        <p
          role="status"
          className={`mt-2 rounded-lg p-3 text-sm ${shown.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}
          data-testid="staff-lead-files-notice"
        >
          {shown.message}
        </p>
      )}
      {files.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Henüz fotoğraf ya da video eklenmedi.</p>
      ) : (
        <LeadFilesLightbox files={staffLightboxFiles(files)} />
      )}
      {uploadAction && (
        <div className="mt-4" data-testid="staff-lead-file-upload">
          <LeadFileUploader
            action={uploadAction}
            title="Ekip olarak fotoğraf veya video ekleyin"
            files={files.map((f) => ({
              id: f.id,
              kind: f.kind,
              room: f.room,
              url: staffFilePath(f.id),
              name: f.originalName ?? '',
            }))}
            showKept={false}
            refreshOnSave
            privacyNote="Dosyalar gizlidir: yalnızca müşteri ve ekip görür; listede “Ekip ekledi” diye işaretlenir."
          />
        </div>
      )}
    </section>
  );
}

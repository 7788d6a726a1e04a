import { LeadFilesLightbox } from '@/components/lead-files/lead-files-lightbox';
import { listLeadFiles } from '@/lib/data/lead-files.server';
import { getDb } from '@/lib/db/kysely.server';
import { staffLightboxFiles } from '@/lib/lead-files/staff-view.server';

const CARD = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';

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
        <LeadFilesLightbox files={staffLightboxFiles(files)} />
      )}
    </section>
  );
}

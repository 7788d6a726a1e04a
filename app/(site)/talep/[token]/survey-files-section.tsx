import { LeadFileUploader } from '@/components/lead-files/lead-file-uploader';
import { listLeadFiles, customerFilePath, noticeMessage } from '@/lib/lead-files/index.server';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { customerPagePath } from '@/lib/leads/index.server';
import type { Lead } from '@/lib/leads';
import { LEAD_FILE_MESSAGES } from '@/lib/lead-files';
import { moveHappened, moveOfLead } from '@/lib/reviews/index.server';

/**
 * "Fotoğraflar ve videolar" on the customer's page (docs/decisions/039): the survey's photos
 * and videos, room by room, and the uploader. Shown on quote requests only.
 */
export async function SurveyFilesSection({
  lead,
  token,
  notice,
}: {
  lead: Lead;
  token: string;
  notice?: string | string[];
}) {
  if (lead.kind !== 'quote') return null;
  const db = await getDb();
  const [files, move] = await Promise.all([listLeadFiles(db, lead.id), moveOfLead(db, lead.id)]);
  // The pre-move condition record closes with the move: damage photos go to the damage report.
  const closed = moveHappened(move);
  const shown = noticeMessage(typeof notice === 'string' ? notice : undefined);
  return (
    <section
      id="fotograflar"
      aria-labelledby="fotograflar-baslik"
      className="mt-4 scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 print:hidden"
      data-testid="survey-files"
    >
      <h2 id="fotograflar-baslik" className="text-lg font-semibold text-slate-900">
        Fotoğraflar ve videolar
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {closed
          ? 'Taşınmadan önce eklediğiniz fotoğraf ve videolar, taşınma öncesi durumun kaydı olarak saklanır.'
          : 'Eşyalarınızın fotoğraflarını ve kısa videolarını ekleyin: ekibimiz sizi aramadan önce görür, teklif daha doğru olur ve taşınma öncesi durumun kaydı olarak saklanır.'}{' '}
        Dosyalar talebiniz kapandıktan {env().LEAD_FILES_DAYS} gün sonra silinir.
      </p>
      {shown && (
        <p
          role="status"
          className={`mt-3 rounded-lg p-3 text-sm ${shown.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}
          data-testid="survey-files-notice"
        >
          {shown.message}
        </p>
      )}
      <div className="mt-3">
        <LeadFileUploader
          action={`${customerPagePath(token)}/dosyalar`}
          files={files.map((f) => ({
            id: f.id,
            kind: f.kind,
            room: f.room,
            url: customerFilePath(token, f.id),
            name: f.originalName ?? '',
          }))}
          closedNote={closed ? LEAD_FILE_MESSAGES.afterMove : undefined}
        />
      </div>
    </section>
  );
}

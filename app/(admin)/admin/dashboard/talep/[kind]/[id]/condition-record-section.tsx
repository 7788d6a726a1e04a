import { ConditionRecord } from '@/components/offers/condition-record';
import { getDb } from '@/lib/db/kysely.server';
import { formatDateTime } from '@/lib/format';
import { checkConditionRecord, leadFileStore } from '@/lib/lead-files/index.server';
import { roomLabel } from '@/lib/leads';
import { conditionRecordRows, type SnapshotFile } from '@/lib/offers';

export const STAFF_CONDITION_NOTE =
  'Müşteri teklifi kabul ettiği anda kayıtlı fotoğraf ve videoların parmak izleri (SHA-256) teklif kaydına yazıldı; sonradan değiştirilemez. Her dosya bu sayfa açılırken depodaki hâliyle yeniden karşılaştırılır.';

/**
 * The accepted offer's pre-move condition record on the staff lead page, each file checked
 * against the store (docs/decisions/039). Async: the page streams it in a Suspense boundary, so
 * reading the videos back never holds up the rest of the page.
 */
export async function StaffConditionRecord({ leadId, files }: { leadId: string; files: SnapshotFile[] }) {
  const { checks, notRecorded } = await checkConditionRecord(await getDb(), leadFileStore(), leadId, files);
  return (
    <ConditionRecord
      rows={conditionRecordRows(files)}
      note={STAFF_CONDITION_NOTE}
      checks={checks}
      headingLevel={4}
      notRecorded={notRecorded.map((f) => ({
        id: f.id,
        label: f.kind === 'video' ? 'Video' : 'Fotoğraf',
        room: roomLabel(f.room),
        name: f.originalName,
        addedText: formatDateTime(f.createdAt),
        byStaff: f.uploadedBy !== 'customer',
      }))}
    />
  );
}

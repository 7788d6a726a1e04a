import { getLeadMove, readCalendarSettings } from '@/lib/calendar/index.server';
import { formatDayLong } from '@/lib/calendar';
import { getDb } from '@/lib/db/kysely.server';

/** "Taşınma günü": the move's date as staff planned it (moved days included), once an offer is accepted. */
export async function MoveDaySection({ leadId }: { leadId: string }) {
  const db = await getDb();
  const move = await getLeadMove(db, leadId);
  if (!move) return null;
  const { moveStartTime } = await readCalendarSettings(db);
  return (
    <section
      className="mt-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-labelledby="tasinma-gunu"
      data-testid="customer-move-day"
    >
      <h2 id="tasinma-gunu" className="text-lg font-semibold text-slate-900">
        Taşınma günü
      </h2>
      <p className="mt-2 text-slate-800">
        <strong>{formatDayLong(move.moveDate)}</strong>, ekibimiz saat {moveStartTime} itibarıyla adresinizde olacak.
      </p>
      <p className="mt-1 text-sm text-slate-600">Bir gün önce hatırlatma e-postası göndereceğiz.</p>
    </section>
  );
}

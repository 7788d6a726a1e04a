import { slotLabel, slotsByDay, SURVEY_KINDS, surveyKindLabel } from '@/lib/calendar';
import { getLiveSurveyBooking, lastSurveyAddress, listFreeSlots, getSurveyHours } from '@/lib/calendar/index.server';
import { getDb } from '@/lib/db/kysely.server';
import { SurveyStartFields } from '../../../../_components/survey-start-fields';
import { bookSurveyAction, cancelSurveyAction } from '../../../survey-actions';

const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap';
const FIELD = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900';

/**
 * The lead's survey on the lead page (docs/decisions/040-survey-slots.md): its booking, and
 * booking, moving or cancelling it for the customer (staff need no notice; the customer gets
 * an e-mail). Plain forms posting to server actions.
 */
export async function SurveyBookingSection({ leadId, hidden }: { leadId: string; hidden: React.ReactNode }) {
  const db = await getDb();
  const [hours, booking, address] = await Promise.all([
    getSurveyHours(),
    getLiveSurveyBooking(db, leadId),
    lastSurveyAddress(db, leadId),
  ]);
  const days = slotsByDay(await listFreeSlots(db, hours, 'staff', new Date(), booking?.id));
  const kinds = SURVEY_KINDS.filter((k) => hours.kinds.includes(k.id));
  return (
    <section
      className="mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      aria-labelledby="kesif"
      data-testid="staff-survey-section"
    >
      <h2 id="kesif" className="scroll-mt-4 font-bold text-slate-900">
        Keşif randevusu
      </h2>
      {booking ? (
        <div className="mt-2 flex flex-wrap items-start justify-between gap-3 rounded-lg bg-green-50 p-3">
          <p className="text-sm text-slate-900" data-testid="staff-survey-booking">
            <strong>{slotLabel(booking.startsAt)}</strong> · {surveyKindLabel(booking.kind)}
            {booking.address && <> · {booking.address}</>}
            <span className="block text-xs text-slate-600">
              {booking.createdBy === 'customer' ? 'Müşteri kendi sayfasından aldı' : `${booking.createdBy} verdi`}
            </span>
          </p>
          <form action={cancelSurveyAction}>
            {hidden}
            <button type="submit" className={`${BUTTON} border border-red-300 bg-white text-red-800 hover:bg-red-50`}>
              Randevuyu iptal et
            </button>
          </form>
        </div>
      ) : (
        <p className="mt-1 text-sm text-slate-600">
          Müşteri kendi sayfasından keşif saati seçebilir; telefonda anlaştığınız saati buradan da verebilirsiniz.
        </p>
      )}
      <form action={bookSurveyAction} className="mt-3 grid gap-3 sm:grid-cols-2">
        {hidden}
        <div className="sm:col-span-2">
          <SurveyStartFields
            idPrefix="staff-survey"
            days={days}
            surveyors={hours.surveyors}
            label={booking ? 'Yeni gün ve saat' : 'Gün ve saat'}
          />
        </div>
        <div>
          <label htmlFor="staff-survey-kind" className="text-sm font-semibold text-slate-800">
            Tür
          </label>
          <select
            id="staff-survey-kind"
            name="surveyKind"
            className={FIELD}
            defaultValue={booking?.kind ?? kinds[0]?.id}
          >
            {kinds.map((k) => (
              <option key={k.id} value={k.id}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="staff-survey-address" className="text-sm font-semibold text-slate-800">
            Açık adres (ev ziyareti için)
          </label>
          <input
            id="staff-survey-address"
            name="address"
            maxLength={300}
            autoComplete="off"
            defaultValue={address ?? ''}
            className={FIELD}
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
            {booking ? 'Randevuyu taşı' : 'Keşif randevusu ver'}
          </button>
        </div>
      </form>
    </section>
  );
}

import { readCustomerPageFlash } from '@/lib/leads/index.server';
import {
  decodeSurveyFlash,
  customerCanChange,
  getLiveSurveyBooking,
  lastSurveyAddress,
  listFreeSlots,
  type SurveyBooking,
  getSurveyHours,
} from '@/lib/calendar/index.server';
import {
  dayLabel,
  slotLabel,
  slotsByDay,
  type Slot,
  ADDRESS_MAX,
  SURVEY_FLASH_COOKIE,
  type SurveyFlash,
  SURVEY_KINDS,
  surveyKindLabel,
  type SurveyHours,
} from '@/lib/calendar';
import { getDb } from '@/lib/db/kysely.server';
import { CLOSED_STATUSES, type Lead } from '@/lib/leads';
import { FieldError, fieldInput } from './form-parts';

// "Keşif randevusu al" on the customer's page (docs/decisions/040-survey-slots.md): the free
// slots of the next 14 days in İstanbul time, the kind and a home visit's address, as a plain
// HTML form posting to /talep/{token}/kesif (no JavaScript needed); the booking, and moving
// or cancelling it until the set hours before.

export async function SurveySection({ lead, pagePath }: { lead: Lead; pagePath: string }) {
  if (lead.kind !== 'quote') return null;
  const db = await getDb();
  const [hours, booking, address] = await Promise.all([
    getSurveyHours(),
    getLiveSurveyBooking(db, lead.id),
    lastSurveyAddress(db, lead.id),
  ]);
  // Leads past the pipeline's end book no survey (a live booking is still shown).
  if (!booking && CLOSED_STATUSES.includes(lead.status)) return null;
  const now = new Date();
  const canChange = booking ? customerCanChange(booking, hours, now) : true;
  const slots = canChange ? await listFreeSlots(db, hours, 'customer', now, booking?.id) : [];
  const flash = decodeSurveyFlash(await readCustomerPageFlash(SURVEY_FLASH_COOKIE));
  return (
    <section
      aria-labelledby="kesif"
      className="mt-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 print:hidden"
      data-testid="survey-section"
    >
      <h2 id="kesif" className="scroll-mt-4 text-lg font-semibold text-slate-900">
        {booking ? 'Keşif randevunuz' : 'Keşif randevusu al'}
      </h2>
      {flash && (
        <p
          role={flash.status === 'done' ? 'status' : 'alert'}
          data-testid="survey-message"
          className={`mt-3 rounded-lg p-3 text-sm font-semibold ${
            flash.status === 'done' ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'
          }`}
        >
          {flash.message}
        </p>
      )}
      {booking ? (
        <Booked booking={booking} hours={hours} canChange={canChange} pagePath={pagePath} />
      ) : (
        <p className="mt-2 text-slate-700">
          Eşyalarınızı görüp size kesin fiyat verebilmemiz için bir keşif saati seçin. Ev ziyaretinde evinize geliriz;
          görüntülü görüşmede evinizi telefonla gösterirsiniz. Saatler İstanbul saatidir.
        </p>
      )}
      {canChange &&
        (slots.length === 0 ? (
          <p className="mt-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-800" data-testid="survey-none">
            Önümüzdeki 14 günde boş keşif saati kalmadı. Lütfen bizi arayın ya da WhatsApp&apos;tan yazın.
          </p>
        ) : (
          <SurveyForm
            pagePath={pagePath}
            hours={hours}
            slots={slots}
            flash={flash?.status === 'error' ? flash : null}
            booking={booking}
            address={address}
          />
        ))}
    </section>
  );
}

function Booked({
  booking,
  hours,
  canChange,
  pagePath,
}: {
  booking: SurveyBooking;
  hours: SurveyHours;
  canChange: boolean;
  pagePath: string;
}) {
  return (
    <>
      <dl
        className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-green-50 p-3 text-slate-900"
        data-testid="survey-booking"
      >
        <dt className="text-slate-600">Tarih ve saat</dt>
        <dd className="font-semibold">{slotLabel(booking.startsAt)}</dd>
        <dt className="text-slate-600">Tür</dt>
        <dd>{surveyKindLabel(booking.kind)}</dd>
        {booking.kind === 'ev' && booking.address && (
          <>
            <dt className="text-slate-600">Adres</dt>
            <dd className="[overflow-wrap:anywhere]">{booking.address}</dd>
          </>
        )}
      </dl>
      {canChange ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">
            Randevunuzu {hours.changeHours} saat öncesine kadar aşağıdan başka bir saate taşıyabilir ya da iptal
            edebilirsiniz.
          </p>
          <form method="post" action={`${pagePath}/kesif`}>
            <input type="hidden" name="intent" value="cancel" />
            <button
              type="submit"
              className="inline-flex min-h-12 items-center rounded-lg border border-red-300 bg-white px-4 font-semibold text-red-800 hover:bg-red-50"
              data-testid="survey-cancel"
            >
              Randevuyu iptal et
            </button>
          </form>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          Randevunuza {hours.changeHours} saatten az kaldı; değişiklik için lütfen bizi arayın.
        </p>
      )}
    </>
  );
}

function SlotRadio({ slot, checked, label }: { slot: Slot; checked: boolean; label: string }) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold">
      <input
        type="radio"
        name="slot"
        value={slot.startsAt}
        defaultChecked={checked}
        className="size-5 accent-brand-600"
      />
      <span>{label}</span>
    </label>
  );
}

function SurveyForm({
  pagePath,
  hours,
  slots,
  flash,
  booking,
  address,
}: {
  pagePath: string;
  hours: SurveyHours;
  slots: Slot[];
  flash: SurveyFlash | null;
  booking: SurveyBooking | null;
  /** The address the lead's latest booking kept. */
  address: string | null;
}) {
  const errors = flash?.fieldErrors ?? {};
  const values = flash?.values ?? {};
  const kinds = SURVEY_KINDS.filter((k) => hours.kinds.includes(k.id));
  const chosenKind = values.surveyKind ?? booking?.kind ?? kinds[0]?.id;
  const suggestions = (flash?.suggestions ?? [])
    .map((start) => slots.find((s) => s.startsAt === start))
    .filter((s): s is Slot => Boolean(s));
  const days = slotsByDay(slots);
  const chosenSlot = values.slot ?? '';
  return (
    <form method="post" action={`${pagePath}/kesif`} className="mt-4" data-testid="survey-form">
      <input type="hidden" name="intent" value="book" />
      {booking && <h3 className="font-semibold text-slate-900">Başka bir saate taşı</h3>}
      <fieldset className="mt-2" aria-describedby={errors.surveyKind ? 'survey-kind-error' : undefined}>
        <legend className="font-medium text-slate-900">Keşif türü</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {kinds.map((k) => (
            <label
              key={k.id}
              className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="surveyKind"
                value={k.id}
                defaultChecked={k.id === chosenKind}
                required
                className="size-5 accent-brand-600"
              />
              {k.label}
            </label>
          ))}
        </div>
        <FieldError id="survey-kind-error" message={errors.surveyKind} />
      </fieldset>
      {hours.kinds.includes('ev') && (
        <div className="mt-4">
          <label htmlFor="survey-address" className="font-medium text-slate-900">
            Ev ziyareti için açık adres
          </label>
          <p id="survey-address-hint" className="text-sm text-slate-600">
            Mahalle, cadde/sokak, bina ve daire numarası, ilçe. Görüntülü görüşmede gerekmez.
          </p>
          <textarea
            id="survey-address"
            name="address"
            rows={2}
            maxLength={ADDRESS_MAX}
            autoComplete="street-address"
            defaultValue={values.address ?? address ?? ''}
            aria-invalid={errors.address ? true : undefined}
            aria-describedby={`survey-address-hint${errors.address ? ' survey-address-error' : ''}`}
            className={fieldInput}
          />
          <FieldError id="survey-address-error" message={errors.address} />
        </div>
      )}
      <fieldset className="mt-4" aria-describedby={errors.slot ? 'survey-slot-error' : undefined}>
        <legend className="font-medium text-slate-900">Gün ve saat (İstanbul saati)</legend>
        <FieldError id="survey-slot-error" message={errors.slot} />
        {suggestions.length > 0 && (
          <fieldset
            className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3"
            data-testid="survey-suggestions"
          >
            <legend className="px-1 text-sm font-semibold text-amber-900">En yakın boş saatler</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {suggestions.map((s) => (
                <SlotRadio key={s.startsAt} slot={s} checked={false} label={slotLabel(s.startsAt)} />
              ))}
            </div>
          </fieldset>
        )}
        <div className="mt-2 space-y-2">
          {days.map((day, i) => (
            <details
              key={day.date}
              open={i === 0 || day.slots.some((s) => s.startsAt === chosenSlot)}
              className="rounded-lg border border-slate-200"
            >
              <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-2 px-3 font-medium text-slate-900">
                <span>{dayLabel(day.date)}</span>
                <span className="text-sm font-normal text-slate-600">{day.slots.length} boş saat</span>
              </summary>
              <fieldset className="grid grid-cols-3 gap-2 p-3 sm:grid-cols-5">
                <legend className="sr-only">{dayLabel(day.date)}</legend>
                {day.slots.map((s) => (
                  <SlotRadio key={s.startsAt} slot={s} checked={s.startsAt === chosenSlot} label={s.time} />
                ))}
              </fieldset>
            </details>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        className="mt-4 inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 sm:w-auto"
        data-testid="survey-submit"
      >
        {booking ? 'Randevuyu bu saate taşı' : 'Keşif randevusunu al'}
      </button>
    </form>
  );
}

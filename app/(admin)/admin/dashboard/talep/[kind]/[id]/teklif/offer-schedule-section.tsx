import { INPUT, border, Field, type FieldErrors } from './offer-editor-parts';

/** "Tarih, araç ve ekip": the moving date or range, vehicles and crew. */
export function OfferScheduleSection({
  values,
  errorText,
  described,
}: FieldErrors & { values: Record<string, string> }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-5">
      <legend className="sr-only">Tarih, araç ve ekip</legend>
      <h2 className="font-bold text-slate-900 sm:col-span-2">Tarih, araç ve ekip</h2>
      <Field name="moveDate" label="Taşıma tarihi (veya aralığın ilk günü)" error={errorText('moveDate')}>
        <input
          id="moveDate"
          name="moveDate"
          type="date"
          defaultValue={values.moveDate ?? ''}
          aria-describedby={described('moveDate')}
          className={`${INPUT} ${border(errorText('moveDate'))}`}
        />
      </Field>
      <Field
        name="moveDateEnd"
        label="Aralığın son günü (isteğe bağlı)"
        error={errorText('moveDateEnd')}
        hint="Tek gün için boş bırakın."
      >
        <input
          id="moveDateEnd"
          name="moveDateEnd"
          type="date"
          defaultValue={values.moveDateEnd ?? ''}
          aria-describedby={described('moveDateEnd')}
          className={`${INPUT} ${border(errorText('moveDateEnd'))}`}
        />
      </Field>
      <Field name="vehicles" label="Araçlar" error={errorText('vehicles')} hint="Örnek: 1 kamyon (kapalı kasa)">
        <input
          id="vehicles"
          name="vehicles"
          defaultValue={values.vehicles ?? ''}
          maxLength={300}
          className={`${INPUT} ${border(errorText('vehicles'))}`}
        />
      </Field>
      <Field name="crew" label="Ekip" error={errorText('crew')} hint="Örnek: 4 kişi (1 şoför, 3 taşıyıcı)">
        <input
          id="crew"
          name="crew"
          defaultValue={values.crew ?? ''}
          maxLength={300}
          className={`${INPUT} ${border(errorText('crew'))}`}
        />
      </Field>
    </fieldset>
  );
}

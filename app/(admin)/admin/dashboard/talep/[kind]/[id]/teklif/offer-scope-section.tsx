import { INPUT, border, Field, type FieldErrors } from './offer-editor-parts';

/** "Kapsam ve varsayımlar": what the price includes and excludes, and what it rests on. */
export function OfferScopeSection({ values, errorText }: FieldErrors & { values: Record<string, string> }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-5">
      <legend className="sr-only">Kapsam ve varsayımlar</legend>
      <h2 className="font-bold text-slate-900 sm:col-span-2">Kapsam ve varsayımlar</h2>
      <p className="text-sm text-slate-600 sm:col-span-2">
        Her satıra bir madde yazın; silmek için satırı silin. Müşteri onaylarken her varsayımı tek tek doğrular.
      </p>
      <Field name="included" label="Fiyata dahil olanlar" error={errorText('included')}>
        <textarea
          id="included"
          name="included"
          rows={5}
          defaultValue={values.included ?? ''}
          className={`${INPUT} py-2 ${border(errorText('included'))}`}
        />
      </Field>
      <Field name="excluded" label="Fiyata dahil olmayanlar" error={errorText('excluded')}>
        <textarea
          id="excluded"
          name="excluded"
          rows={5}
          defaultValue={values.excluded ?? ''}
          className={`${INPUT} py-2 ${border(errorText('excluded'))}`}
        />
      </Field>
      <div className="sm:col-span-2">
        <Field
          name="assumptions"
          label="Fiyatın dayandığı bilgiler (varsayımlar)"
          error={errorText('assumptions')}
          hint="Kat, asansör, dış cephe asansörü, hacim, aracın kapıya uzaklığı… Ekspertizde gördüğünüze göre düzeltin."
        >
          <textarea
            id="assumptions"
            name="assumptions"
            rows={6}
            defaultValue={values.assumptions ?? ''}
            className={`${INPUT} py-2 ${border(errorText('assumptions'))}`}
          />
        </Field>
      </div>
    </fieldset>
  );
}

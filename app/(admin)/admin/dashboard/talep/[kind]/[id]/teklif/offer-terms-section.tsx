import { INPUT, border, Field, type FieldErrors } from './offer-editor-parts';

/** "Koşullar": validity, payment terms and the note the customer reads. */
export function OfferTermsSection({ values, errorText }: FieldErrors & { values: Record<string, string> }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[10rem_minmax(0,1fr)] sm:p-5">
      <legend className="sr-only">Koşullar</legend>
      <h2 className="font-bold text-slate-900 sm:col-span-2">Koşullar</h2>
      <Field name="validityDays" label="Geçerlilik (gün)" error={errorText('validityDays')}>
        <input
          id="validityDays"
          name="validityDays"
          inputMode="numeric"
          defaultValue={values.validityDays ?? ''}
          className={`${INPUT} ${border(errorText('validityDays'))}`}
        />
      </Field>
      <Field name="paymentTerms" label="Ödeme koşulları" error={errorText('paymentTerms')}>
        <input
          id="paymentTerms"
          name="paymentTerms"
          defaultValue={values.paymentTerms ?? ''}
          maxLength={500}
          className={`${INPUT} ${border(errorText('paymentTerms'))}`}
        />
      </Field>
      <div className="sm:col-span-2">
        <Field name="note" label="Not (müşteri görür)" error={errorText('note')}>
          <textarea
            id="note"
            name="note"
            rows={3}
            maxLength={2000}
            defaultValue={values.note ?? ''}
            className={`${INPUT} py-2 ${border(errorText('note'))}`}
          />
        </Field>
      </div>
    </fieldset>
  );
}

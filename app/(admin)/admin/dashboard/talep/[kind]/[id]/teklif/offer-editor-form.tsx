'use client';

import { useActionState, useState } from 'react';
import { formatTl } from '@/lib/estimate/format';
import { parseAmount } from '@/lib/offers/offer-form';
import { offerVat, type OfferContent } from '@/lib/offers/types';
import { saveOfferAction } from '../../../../offer-actions';

const INPUT = 'mt-1 block min-h-11 w-full rounded-lg border px-3 text-base text-slate-900 sm:text-sm';
const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-4 text-sm font-semibold whitespace-nowrap';
const border = (error?: string) => (error ? 'border-red-500' : 'border-slate-300');

/** The sum of the rows as typed (rows removed or unreadable left out). */
function totalOf(values: Record<string, string>, rows: number): number {
  let total = 0;
  for (let i = 0; i < rows; i++) {
    if (values[`line.${i}.remove`]) continue;
    total += parseAmount(values[`line.${i}.amount`] ?? '') ?? 0;
  }
  return total;
}

function Field({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={name} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children}
      {hint && !error && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      {error && (
        <p id={`${name}-hata`} className="mt-1 text-sm font-semibold text-red-700" data-testid="offer-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The offer editor: lines as rows of inputs, the lists one item a line, the date, vehicles,
 * crew, validity, payment terms and note. A plain form (works without JavaScript): "Satır
 * ekle" saves and comes back with an empty row; the total follows the typing when scripts run.
 */
export function OfferEditorForm({
  target,
  initialValues,
  initialRows,
  vat,
}: {
  target: { kind: string; id: string; liste: string };
  initialValues: Record<string, string>;
  initialRows: number;
  vat: OfferContent['vat'];
}) {
  const [state, formAction, pending] = useActionState(saveOfferAction, {
    status: 'idle',
    values: initialValues,
    errors: {},
    rows: initialRows,
    message: '',
  });
  const { values, errors, rows } = state;
  const [total, setTotal] = useState(() => totalOf(values, rows));
  const [answered, setAnswered] = useState(state.answeredAt);
  if (answered !== state.answeredAt) {
    setAnswered(state.answeredAt);
    setTotal(totalOf(values, rows));
  }
  const { vat: vatAmount, payable } = offerVat(total, vat);
  const errorText = (name: string) => errors[name];
  const described = (name: string) => (errors[name] ? `${name}-hata` : undefined);

  return (
    <form
      action={formAction}
      noValidate
      key={state.answeredAt ?? 0}
      data-testid="offer-editor"
      onInput={(event) => {
        const data = new FormData(event.currentTarget);
        const typed = Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)]));
        setTotal(totalOf(typed, rows));
      }}
      className="space-y-4"
    >
      <input type="hidden" name="kind" value={target.kind} />
      <input type="hidden" name="id" value={target.id} />
      <input type="hidden" name="liste" value={target.liste} />
      {state.message && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800"
          data-testid="offer-message"
        >
          {state.message}
        </p>
      )}

      <fieldset className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <legend className="sr-only">Satırlar</legend>
        <h2 className="font-bold text-slate-900">Satırlar</h2>
        <p className="mt-1 text-sm text-slate-600">
          Tutarlar tam TL (örnek: 12.500). İndirim için eksi yazın (-1.000). Silmek için “Sil” kutusunu işaretleyip
          kaydedin.
        </p>
        {errors.lines && (
          <p className="mt-2 text-sm font-semibold text-red-700" data-testid="offer-field-error">
            {errors.lines}
          </p>
        )}
        <ol className="mt-3 space-y-3" data-testid="offer-lines">
          {Array.from({ length: rows }, (_, i) => {
            const label = `line.${i}.label`;
            const amount = `line.${i}.amount`;
            return (
              <li
                key={i}
                className="grid grid-cols-[minmax(0,1fr)_8rem] gap-2 border-b border-slate-100 pb-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-start"
                data-testid="offer-line"
              >
                <div className="col-span-2 sm:col-span-1">
                  <label htmlFor={label} className="sr-only">
                    Satır {i + 1} açıklaması
                  </label>
                  <input
                    id={label}
                    name={label}
                    defaultValue={values[label] ?? ''}
                    placeholder="Açıklama"
                    maxLength={200}
                    aria-invalid={errorText(label) ? true : undefined}
                    aria-describedby={described(label)}
                    className={`${INPUT} mt-0 ${border(errorText(label))}`}
                  />
                  {errorText(label) && (
                    <p
                      id={`${label}-hata`}
                      className="mt-1 text-sm font-semibold text-red-700"
                      data-testid="offer-field-error"
                    >
                      {errorText(label)}
                    </p>
                  )}
                </div>
                <div>
                  <label htmlFor={amount} className="sr-only">
                    Satır {i + 1} tutarı (TL)
                  </label>
                  <div className="relative">
                    <input
                      id={amount}
                      name={amount}
                      defaultValue={values[amount] ?? ''}
                      inputMode="numeric"
                      placeholder="0"
                      aria-invalid={errorText(amount) ? true : undefined}
                      aria-describedby={described(amount)}
                      className={`${INPUT} mt-0 pr-9 text-right tabular-nums ${border(errorText(amount))}`}
                    />
                    <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500">
                      TL
                    </span>
                  </div>
                  {errorText(amount) && (
                    <p
                      id={`${amount}-hata`}
                      className="mt-1 text-sm font-semibold text-red-700"
                      data-testid="offer-field-error"
                    >
                      {errorText(amount)}
                    </p>
                  )}
                </div>
                <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    name={`line.${i}.remove`}
                    value="1"
                    defaultChecked={Boolean(values[`line.${i}.remove`])}
                    className="size-5"
                  />
                  Sil
                </label>
              </li>
            );
          })}
        </ol>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <button
            type="submit"
            name="intent"
            value="addLine"
            className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            + Satır ekle
          </button>
          <div className="text-right" data-testid="offer-total">
            <p className="text-lg font-bold text-slate-900">Toplam: {formatTl(total)}</p>
            <p className="text-xs text-slate-600">
              {vat.included
                ? `KDV dahil (%${vat.ratePercent}; içindeki KDV ${formatTl(vatAmount)})`
                : `KDV hariç: %${vat.ratePercent} KDV ${formatTl(vatAmount)} eklenir, ödenecek ${formatTl(payable)}`}
            </p>
          </div>
        </div>
      </fieldset>

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

      <div className="sticky bottom-0 -mx-3 flex flex-col gap-2 border-t border-slate-200 bg-slate-50/95 px-3 py-3 sm:static sm:mx-0 sm:flex-row sm:border-0 sm:bg-transparent sm:px-0">
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={pending}
          className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          Taslağı kaydet
        </button>
        <button
          type="submit"
          name="intent"
          value="send"
          disabled={pending}
          className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
        >
          Teklifi gönder
        </button>
      </div>
    </form>
  );
}

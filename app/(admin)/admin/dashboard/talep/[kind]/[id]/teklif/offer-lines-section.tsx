import { formatTl } from '@/lib/estimate';
import { offerVat, type OfferContent } from '@/lib/offers';
import { INPUT, BUTTON, border, type FieldErrors } from './offer-editor-parts';

/** "Satırlar": the rows (label and amount, a row removed by its box), "Satır ekle" and the total with VAT. */
export function OfferLinesSection({
  values,
  errorText,
  described,
  rows,
  total,
  vat,
}: FieldErrors & {
  values: Record<string, string>;
  rows: number;
  total: number;
  vat: OfferContent['vat'];
}) {
  const { vat: vatAmount, payable } = offerVat(total, vat);
  return (
    <fieldset className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <legend className="sr-only">Satırlar</legend>
      <h2 className="font-bold text-slate-900">Satırlar</h2>
      <p className="mt-1 text-sm text-slate-600">
        Tutarlar tam TL (örnek: 12.500). İndirim için eksi yazın (-1.000). Silmek için “Sil” kutusunu işaretleyip
        kaydedin.
      </p>
      {errorText('lines') && (
        <p className="mt-2 text-sm font-semibold text-red-700" data-testid="offer-field-error">
          {errorText('lines')}
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
  );
}

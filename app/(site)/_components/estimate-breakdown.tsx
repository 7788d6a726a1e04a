// The lines of an estimate, their total, the range around it and the minimum: how the
// headline is reached. Shown by the estimate's result and by the customer's own page.
import { formatTl, formatTlRange, type PricedLines, type EstimateSettings } from '@/lib/estimate';

/** The lines of a price, their total, the range around it and the minimum: how the headline is reached. */
export function EstimateBreakdown({
  priced,
  minimum,
  settings,
  caption,
}: {
  priced: PricedLines;
  /** The minimum price under the range, whole TL. */
  minimum: number;
  settings: EstimateSettings;
  caption: string;
}) {
  const computedRange = formatTlRange(priced.computedMin, priced.computedMax);
  return (
    <table className="mt-3 w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Kalem</th>
          <th scope="col">Tutar</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {priced.lineItems.map((item) => (
          <tr key={item.key}>
            <th scope="row" className="py-2 pr-3 text-left font-normal">
              <span className="block font-semibold text-slate-800">{item.label}</span>
              <span className="block text-xs break-words text-slate-600">
                {item.detail}
                {item.key === 'weekday' &&
                  priced.discountHeldByMinimum &&
                  ' · en düşük fiyatımız nedeniyle fiyata yansımıyor'}
              </span>
            </th>
            <td
              className={`py-2 text-right font-semibold whitespace-nowrap ${item.amount < 0 ? 'text-green-700' : 'text-slate-800'}`}
            >
              {formatTl(item.amount)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-slate-300">
          <th scope="row" className="py-2 pr-3 text-left font-bold text-slate-900">
            Hesaplanan tutar
          </th>
          <td className="py-2 text-right font-bold whitespace-nowrap text-slate-900" data-testid="estimate-total">
            {formatTl(priced.total)}
          </td>
        </tr>
        <tr>
          <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-700">
            <span className="block">Aralık</span>
            <span className="block text-xs text-slate-600">
              %{settings.rangeBelowPercent} altı – %{settings.rangeAbovePercent} üstü, 500 TL&apos;ye yuvarlanır
            </span>
          </th>
          <td className="py-2 text-right whitespace-nowrap text-slate-700" data-testid="estimate-computed-range">
            {computedRange}
          </td>
        </tr>
        {priced.minimumMessage && (
          <tr>
            <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-700">
              En düşük fiyat (aralık bunun altına inmez)
            </th>
            <td className="py-2 text-right whitespace-nowrap text-slate-700">{formatTl(minimum)}</td>
          </tr>
        )}
        <tr className="border-t border-slate-300">
          <th scope="row" className="py-2 pr-3 text-left font-bold text-brand-900">
            Tahmini fiyat
          </th>
          <td className="py-2 text-right font-bold whitespace-nowrap text-brand-900">
            {formatTlRange(priced.min, priced.max)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

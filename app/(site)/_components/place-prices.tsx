import { Calculator } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import {
  formatDuration,
  formatTlRange,
  PLACE_PRICE_DEFAULTS,
  type PlacePriceTable,
  HOME_SIZE_LABELS,
} from '@/lib/estimate';
import { extrasOf } from '@/lib/included/index.server';
import { getIncludedTable } from '@/lib/settings/index.server';

export interface EstimateButton {
  href: string;
  label: string;
}

/**
 * A place page's price table: the estimate model's range for 1+1, 2+1 and 3+1 homes on
 * the page's route, the move it assumes, and buttons to the estimate prefilled with the route.
 */
export async function PlacePrices({
  heading,
  intro,
  table,
  buttons,
}: {
  heading: string;
  intro: string;
  table: PlacePriceTable;
  buttons: EstimateButton[];
}) {
  const showDuration = !table.intercity;
  const service = table.intercity ? 'sehirlerarasi-tasima' : 'sehir-ici-tasima';
  const extras = extrasOf(await getIncludedTable(), service, ['packing', 'assembly', 'insurance']);
  return (
    <section aria-labelledby="fiyat-baslik" data-testid="place-prices">
      <h2 id="fiyat-baslik" className="text-2xl font-extrabold text-brand-900">
        {heading}
      </h2>
      <p className="mt-2 text-slate-700">{intro}</p>
      <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm" data-testid="price-table">
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-bold">
                Ev tipi
              </th>
              <th scope="col" className="px-4 py-3 font-bold">
                Tahmini fiyat
              </th>
              {showDuration && (
                <th scope="col" className="px-4 py-3 font-bold">
                  Tahmini süre
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.rows.map((row) => (
              <tr key={row.homeSize} data-home-size={row.homeSize}>
                <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap text-brand-900">
                  {HOME_SIZE_LABELS[row.homeSize]} ev
                </th>
                <td className="px-4 py-3 font-bold text-accent-600" data-min={row.min} data-max={row.max}>
                  {formatTlRange(row.min, row.max)}
                </td>
                {showDuration && <td className="px-4 py-3 text-slate-700">{formatDuration(row.duration)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-slate-500">
        Fiyatlar iki adreste de asansörlü bir binanın {PLACE_PRICE_DEFAULTS.floor}. katı için,
        {extras ? ` ${extras} hariç,` : ''} taşınma tarihi seçilmeden hesaplanmıştır. Kesin tutar ücretsiz ekspertizden
        sonra yazılı olarak bildirilir.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {buttons.map((button) => (
          <Link
            key={button.href}
            href={button.href}
            className="inline-flex items-center gap-2 rounded-lg bg-accent-600 px-5 py-3 font-bold text-white hover:bg-accent-700"
            data-testid="estimate-button"
          >
            <Calculator className="size-5" aria-hidden="true" /> {button.label}
          </Link>
        ))}
      </div>
    </section>
  );
}

// The estimate's result, rendered by the server: the range, how it was reached, what it
// includes and the one promise, with the ways to go on (a quote request, WhatsApp).
import { Calculator, CheckCircle2, CircleMinus, MessageCircle, ShieldCheck } from 'lucide-react';
import Link from '@/components/ui/link';
import { formatDuration, formatTl, formatTlRange } from '@/lib/estimate/format';
import { ESTIMATE_PROMISE, type MoveEstimate } from '@/lib/estimate/model';
import type { EstimateSettings } from '@/lib/estimate/settings';

const numberFormat = new Intl.NumberFormat('tr-TR');

export interface EstimateResultProps {
  estimate: MoveEstimate;
  /** The inputs on one line (places, home size, floors, extras, date). */
  summary: string;
  /** "Çarşamba, 15 Temmuz 2026", or null without a date. */
  dateText: string | null;
  settings: EstimateSettings;
  /** Title of the service whose starting price bounds the range. */
  floorServiceTitle: string;
  quoteHref: string;
  whatsappHref: string;
}

function dayNote(estimate: MoveEstimate, dateText: string | null, s: EstimateSettings): string {
  if (!dateText) {
    return `Tarih seçmediniz: hafta içi bir gün seçerseniz %${s.weekdayDiscountPercent} indirim uygulanır.`;
  }
  const parts = [
    estimate.day === 'weekday'
      ? `hafta içi, %${s.weekdayDiscountPercent} indirim uygulandı`
      : `hafta sonu, %${s.weekendSurchargePercent} fark eklendi`,
  ];
  if (estimate.peak) parts.push(`yoğun dönem, %${s.peakSurchargePercent} fark eklendi`);
  return `${dateText}: ${parts.join('; ')}.`;
}

export function EstimateResult({
  estimate,
  summary,
  dateText,
  settings,
  floorServiceTitle,
  quoteHref,
  whatsappHref,
}: EstimateResultProps) {
  const range = formatTlRange(estimate.min, estimate.max);
  return (
    <div data-testid="estimate-result">
      <div className="rounded-2xl bg-brand-800 p-6 text-white">
        <p className="text-sm font-semibold tracking-wide text-brand-100">Tahmini fiyat (en az – en çok)</p>
        <p className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl" data-testid="estimate-range">
          {range}
        </p>
        <p className="mt-3 text-sm text-brand-100">{summary}</p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-brand-100">Tahmini süre</dt>
            <dd className="font-bold" data-testid="estimate-duration">
              {formatDuration(estimate.duration)}
            </dd>
          </div>
          <div>
            <dt className="text-brand-100">{estimate.intercity ? 'Karayolu mesafesi' : 'Araç'}</dt>
            <dd className="font-bold">
              {estimate.intercity
                ? `${numberFormat.format(estimate.distanceKm)} km`
                : `${estimate.vehicles} kamyon, ${estimate.volumeM3} m³`}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-brand-50">{dayNote(estimate, dateText, settings)}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link
            href={quoteHref}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-accent-600 px-5 py-3 font-bold text-white hover:bg-accent-700"
          >
            <Calculator className="size-5" aria-hidden="true" />
            Bu fiyatla teklif iste
          </Link>
          <a
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-whatsapp px-5 py-3 font-bold text-white hover:bg-whatsapp-dark"
            data-testid="estimate-whatsapp"
          >
            <MessageCircle className="size-5" aria-hidden="true" />
            Fiyat tahminini WhatsApp&apos;tan gönder
          </a>
        </div>
      </div>

      <p className="mt-4 flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-sm font-semibold text-green-900">
        <ShieldCheck className="size-5 shrink-0 text-green-700" aria-hidden="true" />
        {ESTIMATE_PROMISE}
      </p>

      <h3 className="mt-8 text-lg font-bold text-brand-900">Hesabın ayrıntısı</h3>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Tahminin kalemleri</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Kalem</th>
            <th scope="col">Tutar</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {estimate.lineItems.map((item) => (
            <tr key={item.key}>
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                <span className="block font-semibold text-slate-800">{item.label}</span>
                <span className="block text-xs text-slate-500">{item.detail}</span>
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
            <td className="py-2 text-right font-bold whitespace-nowrap text-slate-900">{formatTl(estimate.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-2 text-xs leading-relaxed text-slate-500">
        Aralık, hesaplanan tutarın %{settings.rangeBelowPercent} altından %{settings.rangeAbovePercent} üstüne kadardır
        ve 500 TL&apos;ye yuvarlanır; aynı büyüklükteki evlerin eşya miktarı farklı olabilir.
        {estimate.floorPrice.applied &&
          ` ${floorServiceTitle} hizmetimizin başlangıç fiyatı ${formatTl(estimate.floorPrice.amount)} olduğundan tahmin bu tutarın altına inmez.`}
      </p>

      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="text-lg font-bold text-brand-900">Fiyata dahil</h3>
          <ul className="mt-3 space-y-2 text-sm text-slate-700" data-testid="estimate-included">
            {estimate.included.map((text) => (
              <li key={text} className="flex gap-2">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-lg font-bold text-brand-900">Fiyata dahil değil</h3>
          <ul className="mt-3 space-y-2 text-sm text-slate-700" data-testid="estimate-excluded">
            {estimate.excluded.map((text) => (
              <li key={text} className="flex gap-2">
                <CircleMinus className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

// The estimate's result, rendered by the server: the range, how it was reached, what it
// includes and the one promise, with the ways to go on (a quote request, WhatsApp).
import { Calculator, CheckCircle2, CircleMinus, MessageCircle, ShieldCheck, Truck, Users } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import {
  formatDuration,
  formatTl,
  formatTlRange,
  ESTIMATE_PROMISE,
  type MoveEstimate,
  type SharedEstimate,
  type EstimateSettings,
} from '@/lib/estimate';
import { EstimateBreakdown as Breakdown } from '../_components/estimate-breakdown';

const numberFormat = new Intl.NumberFormat('tr-TR');

export interface EstimateResultProps {
  estimate: MoveEstimate;
  /** The inputs on one line (places, home size, floors, extras, date). */
  summary: string;
  /** "Çarşamba, 15 Temmuz 2026", or null without a date. */
  dateText: string | null;
  settings: EstimateSettings;
  quoteHref: string;
  /** "Eşyalarımı tek tek gireyim": the same move on /fiyat-hesaplama/esya. */
  inventoryHref?: string;
  whatsappHref: string;
}

function dayNote(estimate: MoveEstimate, dateText: string | null, s: EstimateSettings): string {
  if (!dateText) {
    return `Tarih seçmediniz: hafta içi bir gün seçerseniz %${s.weekdayDiscountPercent} indirim uygulanır.`;
  }
  const parts: string[] = [];
  if (estimate.day === 'weekday') {
    // A discount the minimum price swallows is not claimed: it changes nothing the visitor pays.
    parts.push(
      estimate.discountHeldByMinimum
        ? 'hafta içi; fiyat en düşük fiyatımızda olduğundan hafta içi indirimi bu taşımanın fiyatını değiştirmiyor'
        : `hafta içi, %${s.weekdayDiscountPercent} indirim uygulandı`,
    );
  } else {
    parts.push(`hafta sonu, %${s.weekendSurchargePercent} fark eklendi`);
  }
  if (estimate.dayLoad === 'full')
    parts.push(
      `takvimimizde bu gün dolu (yine de talep edebilirsiniz), %${s.peakSurchargePercent} yoğunluk farkı eklendi`,
    );
  else if (estimate.dayLoad === 'busy')
    parts.push(`takvimimizde yoğun bir gün, %${s.peakSurchargePercent} fark eklendi`);
  else if (estimate.peak) parts.push(`yoğun dönem, %${s.peakSurchargePercent} fark eklendi`);
  return `${dateText}: ${parts.join('; ')}.`;
}

/** The shared-truck offer next to the dedicated truck's, with the trade-off in words. */
function SharedOffer({ estimate, shared }: { estimate: MoveEstimate; shared: SharedEstimate }) {
  const saving = estimate.min - shared.min;
  const dedicatedDays = estimate.duration.value;
  return (
    <section aria-labelledby="arac-secenekleri" className="mt-4" data-testid="estimate-options">
      <h3 id="arac-secenekleri" className="text-lg font-bold text-brand-900">
        Küçük yükünüz için iki seçenek
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl border-2 border-brand-200 bg-white p-4" data-testid="estimate-dedicated">
          <p className="flex items-center gap-2 font-bold text-brand-900">
            <Truck className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
            Size ayrılmış araç
          </p>
          <p className="mt-1 text-xl font-extrabold text-brand-900">{formatTlRange(estimate.min, estimate.max)}</p>
          <p className="mt-2 text-sm text-slate-700">
            Kamyon yalnız sizin eşyanızı taşır; yol {formatDuration(estimate.duration)} sürer, teslim gününü siz
            seçersiniz.
          </p>
        </div>
        <div className="rounded-xl border-2 border-green-200 bg-green-50 p-4" data-testid="estimate-shared">
          <p className="flex items-center gap-2 font-bold text-green-900">
            <Users className="size-5 shrink-0 text-green-700" aria-hidden="true" />
            Paylaşılan araç (parsiyel taşıma)
          </p>
          <p className="mt-1 text-xl font-extrabold text-green-900" data-testid="estimate-shared-range">
            {formatTlRange(shared.min, shared.max)}
          </p>
          <p className="mt-2 text-sm text-slate-700">
            {saving > 0 ? `Alt tutarda ${formatTl(saving)} daha ucuz, ama daha yavaş: ` : 'Daha yavaş: '}
            eşyanız başka müşterilerin eşyalarıyla aynı kamyonu paylaşır ve yüklemeden sonra en geç{' '}
            {shared.deliveryDays} gün içinde teslim edilir
            {shared.deliveryDays > dedicatedDays ? ` (ayrılmış araçla ${formatDuration(estimate.duration)})` : ''}.
          </p>
          {shared.minimumMessage && (
            <p className="mt-2 text-sm font-semibold text-green-900" data-testid="estimate-shared-minimum">
              {shared.minimumMessage}.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

export function EstimateResult({
  estimate,
  summary,
  dateText,
  settings,
  quoteHref,
  inventoryHref,
  whatsappHref,
}: EstimateResultProps) {
  const range = formatTlRange(estimate.min, estimate.max);
  return (
    <div data-testid="estimate-result">
      <div className="rounded-2xl bg-brand-800 p-6 text-white">
        <p className="text-sm font-semibold tracking-wide text-brand-100">
          {estimate.min === estimate.max ? 'Tahmini fiyat' : 'Tahmini fiyat (en az – en çok)'}
        </p>
        <p className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl" data-testid="estimate-range">
          {range}
        </p>
        {estimate.minimumMessage && (
          <p className="mt-2 text-sm font-semibold text-white" data-testid="estimate-minimum">
            {estimate.minimumMessage}.
          </p>
        )}
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
          {inventoryHref && (
            <Link
              href={inventoryHref}
              className="inline-flex items-center justify-center gap-2 rounded-lg border border-white/70 px-5 py-3 font-bold text-white hover:bg-white/10"
              data-testid="estimate-inventory-link"
            >
              Eşyalarımı tek tek gireyim
            </Link>
          )}
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

      {estimate.shared && <SharedOffer estimate={estimate} shared={estimate.shared} />}

      <p className="mt-4 flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-sm font-semibold text-green-900">
        <ShieldCheck className="size-5 shrink-0 text-green-700" aria-hidden="true" />
        {ESTIMATE_PROMISE}
      </p>

      <h3 className="mt-8 text-lg font-bold text-brand-900">Hesabın ayrıntısı</h3>
      <Breakdown
        priced={estimate}
        minimum={estimate.floorPrice.amount}
        settings={settings}
        caption="Tahminin kalemleri"
      />
      <p className="mt-2 text-xs leading-relaxed text-slate-500">
        Aynı büyüklükteki evlerin eşya miktarı farklı olabildiği için fiyat bir aralık olarak verilir.
      </p>
      {estimate.shared && (
        <details className="mt-4 rounded-xl border border-slate-200 p-4">
          <summary className="cursor-pointer font-semibold text-brand-900">Paylaşılan aracın hesabı</summary>
          <Breakdown
            priced={estimate.shared}
            minimum={estimate.shared.minimum.amount}
            settings={settings}
            caption="Paylaşılan araçla taşımanın kalemleri"
          />
        </details>
      )}

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

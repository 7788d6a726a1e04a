import { BadgePercent, CalendarDays, Info } from '@/components/ui/icons';
import { redirect } from 'next/navigation';
import {
  DISTRICT_OPTIONS,
  PROVINCE_OPTIONS,
  describeEstimateInput,
  estimateWhatsappText,
  formatMoveDate,
  estimateFromQuery,
} from '@/lib/estimate/index.server';
import {
  estimateSearch,
  formatTl,
  formatTlRange,
  MAX_DAYS_AHEAD,
  estimateQueryString,
  type EstimateSettings,
} from '@/lib/estimate';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { whatsappLink } from '@/lib/site';
import { PageHero } from '../_components/page-hero';
import { EstimateFields } from './_fields';
import { LiveEstimateForm } from './_live-form';
import { EstimateResult } from './_result';
import { getSite } from '@/lib/settings/index.server';

const PATH = '/fiyat-hesaplama';
const TITLE = 'Nakliyat Fiyat Hesaplama';
const LEAD =
  'Nereden nereye taşınacağınızı, evinizin büyüklüğünü ve katları seçin; taşınmanızın tahmini fiyatını en az ve en çok tutarıyla hemen görün.';

export function generateMetadata() {
  return pageMetadata({
    title: TITLE,
    description:
      'Nakliyat fiyat hesaplama: nereden nereye taşınacağınızı, ev büyüklüğünü ve katları seçin; tahmini fiyatı en az ve en çok tutarıyla hemen görün.',
    path: PATH,
    keywords: ['nakliyat fiyat hesaplama', 'evden eve nakliyat fiyatları', 'taşınma maliyeti', 'nakliyat ücreti'],
  });
}

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<SearchParams> };

function entriesOf(params: SearchParams): [string, string][] {
  return Object.entries(params).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v): [string, string] => [name, v]),
  );
}

const plainSearch = (entries: [string, string][]) =>
  entries.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');

/** `YYYY-MM-DD` of the day `days` after `date`. */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

const monthName = (month: number) =>
  new Intl.DateTimeFormat('tr-TR', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, month - 1, 1)));

/** "Haziran–Eylül" for consecutive months, otherwise "Temmuz, Ağustos ve Aralık". */
function monthsText(months: number[]): string {
  if (months.length === 0) return '';
  const consecutive = months.every((m, i) => i === 0 || m === months[i - 1]! + 1);
  if (consecutive && months.length > 2) return `${monthName(months[0]!)}–${monthName(months.at(-1)!)}`;
  const names = months.map(monthName);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} ve ${names.at(-1)}`;
}

function DiscountSection({ settings: s }: { settings: EstimateSettings }) {
  const peakMonths = monthsText(s.peakMonths);
  return (
    <section id="hafta-ici-indirimi" aria-labelledby="hafta-ici-indirimi-baslik" className="scroll-mt-24 bg-slate-50">
      <div className="container-page py-12 sm:py-16">
        <h2
          id="hafta-ici-indirimi-baslik"
          className="flex items-center gap-3 text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl"
        >
          <BadgePercent className="size-8 shrink-0 text-accent-600" aria-hidden="true" />
          Hafta içi indirimi: %{s.weekdayDiscountPercent}
        </h2>
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <p className="leading-relaxed text-slate-700 lg:col-span-2">
            Taşınmanızı Pazartesi–Cuma arasındaki bir güne planlarsanız işçilik, araç ve ek hizmetlerin toplamından %
            {s.weekdayDiscountPercent} indirim yaparız: ekiplerimiz hafta içi daha az yoğundur ve bu avantajı size
            yansıtırız. Cumartesi ve pazar günleri %{s.weekendSurchargePercent} fark eklenir.{' '}
            {peakMonths && `Yoğun sezonda (${peakMonths}) `}
            {s.monthTurnDays > 0 &&
              `${peakMonths ? 've ' : ''}kiraların başladığı ve bittiği her ayın ilk ve son ${s.monthTurnDays} gününde `}
            %{s.peakSurchargePercent} yoğunluk farkı uygulanır. İndirim ve farklar toplanır, birbirinin üzerine
            eklenmez; genişletilmiş sigortaya uygulanmaz. Tarih seçmediğiniz tahminlerde indirim ya da fark yoktur;
            kesin fiyat, ücretsiz ekspertizden sonra seçtiğiniz güne göre yazılı olarak bildirilir.
          </p>
          <ul className="space-y-3 text-sm">
            <li className="flex gap-3 rounded-xl border border-green-200 bg-white p-4">
              <CalendarDays className="size-5 shrink-0 text-green-700" aria-hidden="true" />
              <span>
                <strong className="block text-slate-900">Pazartesi–Cuma</strong>%{s.weekdayDiscountPercent} indirim
              </span>
            </li>
            <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <CalendarDays className="size-5 shrink-0 text-accent-600" aria-hidden="true" />
              <span>
                <strong className="block text-slate-900">Cumartesi ve pazar</strong>%{s.weekendSurchargePercent} fark
              </span>
            </li>
            <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <Info className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
              <span>
                <strong className="block text-slate-900">Yoğun dönem</strong>%{s.peakSurchargePercent} fark
              </span>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}

export default async function EstimatePage({ searchParams }: Props) {
  const params = await searchParams;
  // A form sent without JavaScript carries the district in a field of its own and its
  // empty fields: answer with the address of the result, as the live form writes it.
  const entries = entriesOf(params);
  const search = estimateSearch(entries);
  if (search !== plainSearch(entries).replace(/%2F/g, '/')) redirect(search ? `${PATH}?${search}` : PATH);

  const { query, estimate, pricing, today, fullDays } = await estimateFromQuery(params);
  const { settings } = pricing;
  const errors = query.status === 'invalid' ? query.fieldErrors : {};
  let result: React.ReactNode;
  let status = '';
  if (query.status === 'valid' && estimate) {
    const resultQuery = estimateQueryString(query.input);
    const summary = describeEstimateInput(query.input);
    const whatsappText = estimateWhatsappText(query.input, estimate, absoluteUrl(`${PATH}?${resultQuery}`));
    status = `Tahmini fiyat: ${formatTlRange(estimate.min, estimate.max)}`;
    result = (
      <EstimateResult
        estimate={estimate}
        summary={summary}
        dateText={query.input.date ? formatMoveDate(query.input.date) : null}
        settings={settings}
        quoteHref={`/teklif-al?${resultQuery}`}
        inventoryHref={`${PATH}/esya?${resultQuery}`}
        whatsappHref={whatsappLink((await getSite()).whatsapp.e164, whatsappText)}
      />
    );
  } else if (query.status === 'invalid') {
    status = 'Fiyatı hesaplayabilmemiz için lütfen işaretli alanları düzeltin.';
    result = (
      <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900" data-testid="estimate-invalid">
        <p className="font-bold">{status}</p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          {Object.entries(errors).map(([field, message]) => (
            <li key={field}>
              <a href={`#${field}`} className="underline">
                {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  } else {
    result = (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-700">
        <p className="text-lg font-bold text-brand-900">Tahmini fiyatınız burada görünecek</p>
        <p className="mt-2 text-sm leading-relaxed">
          İli, ev büyüklüğünü ve katları seçin. Fiyat; eşya hacmi, mesafe, katlar, asansör, ek hizmetler ve taşınma
          gününe göre hesaplanır. Şehir içi taşımalar {formatTl(pricing.startingPrices['sehir-ici-tasima'])}
          &apos;den, şehirlerarası taşımalar {formatTl(pricing.startingPrices['sehirlerarasi-tasima'])}&apos;den başlar.
        </p>
      </div>
    );
  }

  return (
    <>
      <PageHero title={TITLE} lead={LEAD} breadcrumbs={[{ label: 'Fiyat Hesaplama' }]} />
      <div className="container-page py-10 sm:py-12">
        <LiveEstimateForm
          action={PATH}
          resultId="tahmin-sonucu"
          className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
        >
          <section
            aria-labelledby="form-baslik"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            <h2 id="form-baslik" className="mb-6 text-xl font-extrabold text-brand-900">
              Taşınmanızın bilgileri
            </h2>
            <EstimateFields
              values={query.values}
              errors={errors}
              provinces={PROVINCE_OPTIONS}
              districts={DISTRICT_OPTIONS}
              today={today}
              lastDay={addDays(today, MAX_DAYS_AHEAD)}
              weekdayDiscountPercent={settings.weekdayDiscountPercent}
              fullDays={fullDays}
              rangeText={estimate ? formatTlRange(estimate.min, estimate.max) : undefined}
            />
          </section>
          <section
            id="tahmin-sonucu"
            aria-labelledby="sonuc-baslik"
            tabIndex={-1}
            className="scroll-mt-4 transition-opacity group-data-pending:opacity-60 focus:outline-none"
          >
            <h2 id="sonuc-baslik" className="sr-only">
              Tahmin
            </h2>
            <p role="status" className="sr-only">
              {status}
            </p>
            {result}
          </section>
        </LiveEstimateForm>
      </div>
      <DiscountSection settings={settings} />
    </>
  );
}

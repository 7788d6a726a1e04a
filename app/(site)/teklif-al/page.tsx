import { Calculator, CheckCircle2, Clock3, MessageCircle, Phone } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { describeEstimateInput, placeName, QUOTE_ESTIMATE_FIELD, estimateFromQuery } from '@/lib/estimate/index.server';
import { formatTlRange, estimateQueryString } from '@/lib/estimate';
import { REPLY_PROMISE } from '@/lib/facts';
import { formContext, quoteOptionFor } from '@/lib/leads/index.server';
import { pageMetadata } from '@/lib/seo/metadata';
import { WHATSAPP_QUOTE_MESSAGE, telLink, whatsappLink } from '@/lib/site';
import { QUOTE_SERVICES } from '@/lib/validation/lead';
import { LeadForm } from '../_components/lead-form';
import { PageHero } from '../_components/page-hero';
import { getSite } from '@/lib/settings/index.server';
import { insuranceClaims } from '@/lib/claims';
import {
  formatM3,
  summarizeInventory,
  INVENTORY_PARAM,
  decodeInventoryParam,
  encodeInventoryParam,
} from '@/lib/inventory';
import { getInventoryCatalogue } from '@/lib/inventory/index.server';

// The form carries the time it was shown and the visitor's own query.
export const dynamic = 'force-dynamic';

const TITLE = 'Ücretsiz Teklif Al';
const LEAD = `Taşınmanızın bilgilerini paylaşın; ücretsiz ekspertiz ve yazılı fiyat teklifiyle ${REPLY_PROMISE} içinde size dönelim.`;

export function generateMetadata() {
  return pageMetadata({
    title: TITLE,
    description: LEAD,
    path: '/teklif-al',
    keywords: ['nakliyat fiyat teklifi', 'evden eve nakliyat teklif', 'ücretsiz ekspertiz', 'nakliyat fiyatları'],
  });
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function QuotePage({ searchParams }: Props) {
  const params = await searchParams;
  const ctx = await formContext('/teklif-al', params);
  const s = await getSite();
  // "Bu fiyatla teklif iste" links here with the estimate's parameters.
  const { query, estimate } = await estimateFromQuery(params);
  const fromEstimate = query.status === 'valid' && estimate ? { input: query.input, estimate } : null;
  const estimateQuery = fromEstimate ? estimateQueryString(fromEstimate.input) : '';
  // The belongings entered on /fiyat-hesaplama/esya, carried with the estimate into the request.
  const catalogue = await getInventoryCatalogue();
  const carried = fromEstimate ? decodeInventoryParam(params[INVENTORY_PARAM], catalogue) : null;
  const carriedSummary =
    carried && fromEstimate ? summarizeInventory(carried, catalogue, fromEstimate.input.homeSize) : null;
  return (
    <>
      <PageHero title={TITLE} lead={LEAD} breadcrumbs={[{ label: 'Teklif Al' }]} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_20rem]">
        <section
          aria-labelledby="form-baslik"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="form-baslik" className="scroll-mt-8 text-xl font-extrabold text-brand-900">
            Teklif formu
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">Yıldızlı alanlar zorunludur.</p>
          {fromEstimate && (
            <div
              className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-700"
              data-testid="quote-estimate"
            >
              <p className="flex items-start gap-2 font-bold text-brand-900">
                <Calculator className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                <span>Fiyat tahmininiz: {formatTlRange(fromEstimate.estimate.min, fromEstimate.estimate.max)}</span>
              </p>
              <p className="mt-1">{describeEstimateInput(fromEstimate.input)}</p>
              {carriedSummary && (
                <p className="mt-1" data-testid="quote-inventory">
                  Eşya listeniz: {carriedSummary.itemCount} kalem ve {carriedSummary.boxes} koli,{' '}
                  {formatM3(carriedSummary.totalM3)}. Talebinizle birlikte iletilir; talep sayfanızda
                  değiştirebilirsiniz.
                </p>
              )}
              <p className="mt-2 text-slate-600">
                Tahmin, talebinizle birlikte bize iletilir; kesin fiyatı ücretsiz ekspertizden sonra yazılı olarak
                bildiririz.{' '}
                <Link href={`/fiyat-hesaplama?${estimateQuery}`} className="font-semibold text-brand-700 underline">
                  Tahmini değiştir
                </Link>
              </p>
            </div>
          )}
          <LeadForm
            kind="quote"
            submissionId={ctx.submissionId}
            reach={ctx.reach}
            serviceOptions={QUOTE_SERVICES}
            defaultService={quoteOptionFor(ctx.service)}
            started={ctx.started}
            minFillMs={ctx.minFillMs}
            initialState={ctx.initialState}
            defaultValues={
              fromEstimate
                ? {
                    fromLocation: placeName(fromEstimate.input.origin),
                    toLocation: placeName(fromEstimate.input.destination),
                    service: quoteOptionFor(fromEstimate.estimate.service),
                  }
                : undefined
            }
            attribution={ctx.attribution}
            submitLabel="Teklif İste"
          >
            {fromEstimate && <input type="hidden" name={QUOTE_ESTIMATE_FIELD} value={estimateQuery} readOnly />}
            {carried && <input type="hidden" name={INVENTORY_PARAM} value={encodeInventoryParam(carried)} readOnly />}
          </LeadForm>
        </section>
        <aside className="h-fit space-y-4" aria-label="Teklif süreci">
          <div className="rounded-2xl bg-brand-800 p-6 text-white">
            <p className="flex items-center gap-2 font-bold">
              <Clock3 className="size-5 text-accent-400" aria-hidden="true" /> {REPLY_PROMISE} içinde dönüş
            </p>
            <ul className="mt-4 space-y-2 text-sm text-brand-100">
              {['Ücretsiz ekspertiz', insuranceClaims(s).writtenQuote, 'Gizli ücret yok'].map((t) => (
                <li key={t} className="flex gap-2">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" /> {t}
                </li>
              ))}
            </ul>
          </div>
          <a
            href={telLink(s.phone)}
            className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 font-bold text-brand-800 shadow-sm hover:border-brand-200"
          >
            <Phone className="size-5 text-accent-600" aria-hidden="true" /> {s.phone.display}
          </a>
          <a
            href={whatsappLink(s.whatsapp.e164, WHATSAPP_QUOTE_MESSAGE)}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 font-bold text-brand-800 shadow-sm hover:border-brand-200"
          >
            <MessageCircle className="size-5 text-whatsapp" aria-hidden="true" /> WhatsApp ile yazın
          </a>
        </aside>
      </div>
    </>
  );
}

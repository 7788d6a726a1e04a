import { CheckCircle2, Clock3, MessageCircle, Phone } from 'lucide-react';
import { formContext, quoteOptionFor } from '@/lib/leads/form-context';
import { pageMetadata } from '@/lib/seo/metadata';
import { WHATSAPP_QUOTE_MESSAGE, site, telLink, whatsappLink } from '@/lib/site';
import { QUOTE_SERVICES } from '@/lib/validation/lead';
import { LeadForm } from '../_components/lead-form';
import { PageHero } from '../_components/page-hero';
import { submitQuoteRequest } from './actions';

// The form carries the time it was shown and the visitor's own query.
export const dynamic = 'force-dynamic';

const TITLE = 'Ücretsiz Teklif Al';
const LEAD = 'Taşınmanızın bilgilerini paylaşın; ücretsiz ekspertiz ve yazılı fiyat teklifiyle 1 saat içinde size dönelim.';

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
  const ctx = await formContext('/teklif-al', await searchParams);
  const s = site();
  return (
    <>
      <PageHero title={TITLE} lead={LEAD} breadcrumbs={[{ label: 'Teklif Al' }]} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="form-baslik" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="form-baslik" className="text-xl font-extrabold text-brand-900">
            Teklif formu
          </h2>
          <p className="mb-6 mt-1 text-sm text-slate-600">Yıldızlı alanlar zorunludur.</p>
          <LeadForm
            kind="quote"
            action={submitQuoteRequest}
            serviceOptions={QUOTE_SERVICES}
            defaultService={quoteOptionFor(ctx.service)}
            startedAt={ctx.startedAt}
            attribution={ctx.attribution}
            submitLabel="Teklif İste"
          />
        </section>
        <aside className="h-fit space-y-4" aria-label="Teklif süreci">
          <div className="rounded-2xl bg-brand-800 p-6 text-white">
            <p className="flex items-center gap-2 font-bold">
              <Clock3 className="size-5 text-accent-400" aria-hidden="true" /> 1 saat içinde dönüş
            </p>
            <ul className="mt-4 space-y-2 text-sm text-brand-100">
              {['Ücretsiz ekspertiz', 'Yazılı ve sigortalı teklif', 'Gizli ücret yok'].map((t) => (
                <li key={t} className="flex gap-2">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" /> {t}
                </li>
              ))}
            </ul>
          </div>
          <a href={telLink(s.phone)} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 font-bold text-brand-800 shadow-sm hover:border-brand-200">
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

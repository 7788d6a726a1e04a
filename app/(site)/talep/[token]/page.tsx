import { CheckIcon, MessageCircleIcon, PhoneIcon } from 'lucide-react';
import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { formatDateTime } from '@/lib/format';
import { customerTimeline } from '@/lib/leads/customer-page';
import { openCustomerPage } from '@/lib/leads/customer-page.server';
import { customerPagePath } from '@/lib/leads/links.server';
import type { Lead } from '@/lib/leads/types';
import { ANSWER_FLASH_COOKIE, type AnswerFlash } from '@/lib/offers/answer-form';
import { decodeFlash, loadCustomerOffers, type ShownOffer } from '@/lib/offers/customer-offer.server';
import { markOfferViewed } from '@/lib/offers/repository.server';
import { getSite } from '@/lib/settings/effective.server';
import { telLink, whatsappLink, type SiteConfig } from '@/lib/site';
import { readFlashCookie } from '@/lib/http/flash-cookie';
import { AfterMoveSection } from './after-move-section';
import { EstimateSection } from './estimate-section';
import { InventorySection } from './inventory-section';
import { OfferSection } from './offer-section';
import { SurveySection } from './survey-section';
import { MoveDaySection } from './move-day-section';
import { SurveyFilesSection } from './survey-files-section';

// The customer's own page of a lead (docs/decisions/034-customer-page.md): reachable only
// with its link, never indexed, cached or sent on in a Referer (next.config.ts), plain HTML.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Talebiniz',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function CustomerPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await params;
  const [result, company] = await Promise.all([
    openCustomerPage(await getDb(), token, await headers(), env().CUSTOMER_LINK_DAYS),
    getSite(),
  ]);
  if (result.state === 'unknown') notFound();
  if (result.state !== 'open') return <Closed company={company} limited={result.state === 'limited'} />;
  const db = await getDb();
  const offers = await loadCustomerOffers(db, result.lead, company);
  if (offers.current) await markOfferViewed(db, offers.current.offer.id);
  const flash = decodeFlash(readFlashCookie(await cookies(), ANSWER_FLASH_COOKIE));
  return (
    <LeadPage
      lead={result.lead}
      company={company}
      pagePath={customerPagePath(token)}
      offer={offers.current ? { ...offers, current: offers.current, pagePath: customerPagePath(token), flash } : null}
      files={<SurveyFilesSection lead={result.lead} token={token} notice={(await searchParams).dosya} />}
    />
  );
}

interface OfferProps {
  current: ShownOffer;
  older: ShownOffer[];
  pagePath: string;
  flash: AnswerFlash | null;
}

function LeadPage({
  lead,
  company,
  offer,
  pagePath,
  files,
}: {
  lead: Lead;
  company: SiteConfig;
  offer: OfferProps | null;
  pagePath: string;
  files: React.ReactNode;
}) {
  const firstName = lead.name.split(' ')[0] ?? lead.name;
  const reference = lead.reference ?? '';
  const timeline = customerTimeline(lead);
  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-28 sm:pt-10 lg:pb-12 print:max-w-none print:p-0" data-offer-print>
      <p className="text-sm font-medium text-slate-600">
        Talep numarası{' '}
        <strong className="font-mono tracking-wider text-slate-900" data-testid="customer-reference">
          {reference}
        </strong>
      </p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Merhaba {firstName}</h1>
      <p className="mt-2 text-slate-700">
        {lead.kind === 'quote'
          ? 'Taşınma talebinizin durumunu, tahmini fiyatınızı ve size göndereceğimiz teklifi bu sayfada görürsünüz.'
          : 'Mesajınızın durumunu bu sayfada görürsünüz.'}{' '}
        Sayfa yalnızca bağlantısı olanlara açıktır; bağlantıyı kimseyle paylaşmayın.
      </p>

      <section aria-labelledby="durum" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="durum" className="text-lg font-semibold text-slate-900">
          Durum
        </h2>
        {timeline.closedNote && (
          <p className="mt-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-800" data-testid="customer-closed">
            {timeline.closedNote}
          </p>
        )}
        <ol className="mt-3 space-y-3" data-testid="customer-timeline">
          {timeline.steps.map((step, i) => (
            <li
              key={step.label}
              className="flex items-center gap-3"
              aria-current={i === timeline.current ? 'step' : undefined}
            >
              <span
                className={`grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${
                  i < timeline.current || (i === timeline.current && step.done)
                    ? 'bg-green-600 text-white'
                    : i === timeline.current
                      ? 'bg-brand-600 text-white'
                      : 'border border-slate-300 bg-white text-slate-500'
                }`}
                aria-hidden="true"
              >
                {i <= timeline.current ? <CheckIcon className="size-4" /> : i + 1}
              </span>
              <span className={i <= timeline.current ? 'font-semibold text-slate-900' : 'text-slate-600'}>
                {step.label}
                {i === timeline.current && <span className="sr-only"> (şu anki adım)</span>}
              </span>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-sm text-slate-600">Talep tarihi: {formatDateTime(lead.createdAt)}</p>
      </section>

      {lead.kind === 'quote' && (
        <section aria-labelledby="tasinma" className="mt-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="tasinma" className="text-lg font-semibold text-slate-900">
            Taşınma
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
            <dt className="text-slate-600">Nereden</dt>
            <dd data-testid="customer-from">{lead.fromLocation}</dd>
            <dt className="text-slate-600">Nereye</dt>
            <dd data-testid="customer-to">{lead.toLocation}</dd>
            <dt className="text-slate-600">Hizmet</dt>
            <dd>{lead.serviceType}</dd>
          </dl>
          {lead.estimate && <EstimateSection estimate={lead.estimate} />}
        </section>
      )}

      <SurveySection lead={lead} pagePath={pagePath} />
      {lead.kind === 'quote' && <InventorySection lead={lead} pagePath={pagePath} phone={company.phone} />}

      <MoveDaySection leadId={lead.id} />
      {offer && <OfferSection {...offer} />}
      {offer && <AfterMoveSection leadId={lead.id} pagePath={offer.pagePath} />}

      {files}

      <Reach company={company} reference={reference} />
    </div>
  );
}

function Reach({ company, reference }: { company: SiteConfig; reference: string }) {
  const message = reference
    ? `Merhaba, ${reference} numaralı talebim hakkında yazıyorum.`
    : 'Merhaba, talebim hakkında yazıyorum.';
  return (
    <section
      aria-labelledby="ulasin"
      className="mt-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 print:hidden"
    >
      <h2 id="ulasin" className="text-lg font-semibold text-slate-900">
        Bize ulaşın
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <a
          href={telLink(company.phone)}
          className="flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800"
          data-testid="customer-call"
        >
          <PhoneIcon className="size-5" aria-hidden="true" /> Ara: {company.phone.display}
        </a>
        <a
          href={whatsappLink(company.whatsapp.e164, message)}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-h-12 items-center justify-center gap-2 rounded-lg bg-whatsapp px-4 py-3 font-semibold text-white hover:bg-whatsapp-dark"
          data-testid="customer-whatsapp"
        >
          <MessageCircleIcon className="size-5" aria-hidden="true" /> WhatsApp&apos;tan yazın
        </a>
      </div>
    </section>
  );
}

function Closed({ company, limited }: { company: SiteConfig; limited: boolean }) {
  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-28 sm:pt-10 lg:pb-12" data-testid="customer-page-closed">
      <h1 className="text-2xl font-bold text-slate-900">
        {limited ? 'Çok fazla deneme' : 'Bu bağlantının süresi doldu'}
      </h1>
      <p className="mt-2 text-slate-700">
        {limited
          ? 'Bağlantınızdan kısa sürede çok sayıda hatalı talep bağlantısı denendi. Lütfen 10 dakika sonra yeniden deneyin ya da bize ulaşın.'
          : "Talebiniz kapandığı için bu sayfa artık açılmıyor. Talebinizle ilgili her konuda bize telefonla veya WhatsApp'tan ulaşabilirsiniz."}
      </p>
      <Reach company={company} reference="" />
    </div>
  );
}

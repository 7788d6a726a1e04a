import { readCustomerPageFlash, openCustomerPage, customerPagePath } from '@/lib/leads/index.server';
import {
  Check as CheckIcon,
  ChevronDown as ChevronDownIcon,
  MessageCircle as MessageCircleIcon,
  Phone as PhoneIcon,
} from '@/components/ui/icons';
import { Fragment } from 'react';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { formatDateTime } from '@/lib/format';
import {
  customerTimeline,
  stepText,
  type CustomerTimeline,
  customerPagePlan,
  type CustomerPagePlan,
  type CustomerSectionId,
  type PlannedSection,
  type Lead,
  type QuoteRequest,
} from '@/lib/leads';
import { ANSWER_FLASH_COOKIE, type AnswerFlash } from '@/lib/offers';
import { decodeFlash, loadCustomerOffers, type ShownOffer, markOfferViewed } from '@/lib/offers/index.server';
import { getSite } from '@/lib/settings/index.server';
import { telLink, whatsappLink, type SiteConfig } from '@/lib/site';
import { AfterMoveSection } from './after-move-section';
import { EstimateSection } from './estimate-section';
import { InventorySection } from './inventory-section';
import { OfferSection } from './offer-section';
import { SurveySection } from './survey-section';
import { MoveDaySection } from './move-day-section';
import { SurveyFilesSection } from './survey-files-section';
import { customerPageFacts } from './page-facts.server';

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
  const flash = decodeFlash(await readCustomerPageFlash(ANSWER_FLASH_COOKIE));
  const plan = customerPagePlan(await customerPageFacts(db, result.lead, offers.current));
  return (
    <LeadPage
      lead={result.lead}
      company={company}
      pagePath={customerPagePath(token)}
      offer={offers.current ? { ...offers, current: offers.current, pagePath: customerPagePath(token), flash } : null}
      files={<SurveyFilesSection lead={result.lead} token={token} notice={(await searchParams).dosya} />}
      plan={plan}
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
  plan,
}: {
  lead: Lead;
  company: SiteConfig;
  offer: OfferProps | null;
  pagePath: string;
  files: React.ReactNode;
  plan: CustomerPagePlan;
}) {
  const firstName = lead.name.split(' ')[0] ?? lead.name;
  const reference = lead.reference ?? '';
  const timeline = customerTimeline(lead);
  const rendered: Record<CustomerSectionId, () => React.ReactNode> = {
    offer: () => offer && <OfferSection {...offer} />,
    moveDay: () => <MoveDaySection leadId={lead.id} />,
    afterMove: () => offer && <AfterMoveSection leadId={lead.id} pagePath={offer.pagePath} />,
    survey: () => <SurveySection lead={lead} pagePath={pagePath} />,
    inventory: () =>
      lead.kind === 'quote' && <InventorySection lead={lead} pagePath={pagePath} phone={company.phone} />,
    files: () => files,
    move: () => lead.kind === 'quote' && <MoveFacts lead={lead} />,
    status: () => <Status lead={lead} timeline={timeline} />,
  };
  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-28 sm:pt-10 lg:pb-12 print:max-w-none print:p-0" data-offer-print>
      <p className="text-sm font-medium text-slate-600">
        Talep numarası{' '}
        <strong className="font-mono tracking-wider text-slate-900" data-testid="customer-reference">
          {reference}
        </strong>
      </p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Merhaba {firstName}</h1>
      <p className="mt-1 text-sm text-slate-600 print:hidden">
        Bu sayfa yalnızca bağlantısı olanlara açıktır; bağlantıyı kimseyle paylaşmayın.
      </p>

      <NextStepCard next={plan.next} timeline={timeline} company={company} reference={reference} />

      {plan.sections.map((section) =>
        section.placement === 'done' ? (
          <Collapsed key={section.id} section={section}>
            {rendered[section.id]()}
          </Collapsed>
        ) : (
          <Fragment key={section.id}>{rendered[section.id]()}</Fragment>
        ),
      )}

      <Reach company={company} reference={reference} wide />
    </div>
  );
}

/** The first screen: where the move stands, the one thing to do next, and how to reach us. */
function NextStepCard({
  next,
  timeline,
  company,
  reference,
}: {
  next: CustomerPagePlan['next'];
  timeline: CustomerTimeline;
  company: SiteConfig;
  reference: string;
}) {
  const step = timeline.steps[timeline.current];
  return (
    <section
      aria-labelledby="simdi"
      className="mt-4 rounded-xl border-2 border-brand-600 bg-brand-50 p-4 sm:p-6 print:hidden"
      data-testid="customer-next"
    >
      {step && (
        <>
          <p className="text-sm font-semibold text-brand-900" data-testid="customer-next-step">
            {stepText(timeline)}
          </p>
          <div className="mt-2 flex gap-1" aria-hidden="true">
            {timeline.steps.map((s, i) => (
              <span
                key={s.label}
                className={`h-1.5 flex-1 rounded-full ${i <= timeline.current ? 'bg-brand-600' : 'bg-brand-200'}`}
              />
            ))}
          </div>
        </>
      )}
      <h2 id="simdi" className="mt-3 text-xl font-bold text-slate-900">
        {next.headline}
      </h2>
      <p className="mt-1 text-slate-800" data-testid="customer-next-text">
        {next.text}
      </p>
      {next.action && (
        <a
          href={next.action.href}
          className="mt-3 flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          data-testid="customer-next-action"
        >
          {next.action.label}
        </a>
      )}
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <a
          href={telLink(company.phone)}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-2"
        >
          <PhoneIcon className="size-4" aria-hidden="true" /> {company.phone.display}
        </a>
        <a
          href={whatsappLink(company.whatsapp.e164, reachMessage(reference))}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-2"
        >
          <MessageCircleIcon className="size-4" aria-hidden="true" /> WhatsApp
        </a>
      </p>
    </section>
  );
}

/** A finished section: one line (its title and summary) that opens in place, without JavaScript. */
function Collapsed({ section, children }: { section: PlannedSection; children: React.ReactNode }) {
  return (
    <details
      className="group mt-3 rounded-xl border border-slate-200 bg-white print:hidden"
      data-testid={`collapsed-${section.id}`}
    >
      <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-xl px-4 py-3 hover:bg-slate-50 sm:px-6 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{section.title}</span>
          {section.summary && <span className="block text-sm text-slate-600">{section.summary}</span>}
        </span>
        <ChevronDownIcon
          className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="border-t border-slate-200 [&>section]:mt-0 [&>section]:rounded-t-none [&>section]:border-0 [&>section>h2]:sr-only">
        {children}
      </div>
    </details>
  );
}

function Status({ lead, timeline }: { lead: Lead; timeline: CustomerTimeline }) {
  return (
    <section aria-labelledby="durum" className="mt-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
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
  );
}

function MoveFacts({ lead }: { lead: QuoteRequest }) {
  return (
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
  );
}

const reachMessage = (reference: string) =>
  reference ? `Merhaba, ${reference} numaralı talebim hakkında yazıyorum.` : 'Merhaba, talebim hakkında yazıyorum.';

/** `wide`: only on wide screens (on a phone the first screen's card and the site's bottom bar carry both). */
function Reach({ company, reference, wide = false }: { company: SiteConfig; reference: string; wide?: boolean }) {
  const message = reachMessage(reference);
  return (
    <section
      aria-labelledby="ulasin"
      className={`mt-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 print:hidden ${wide ? 'max-lg:hidden' : ''}`}
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

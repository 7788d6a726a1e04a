import { CheckCircle2, ChevronDown, Clock, MapPin, Phone } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { serviceLinks } from '@/lib/content/internal-links';
import { SERVICE_PAGE_TITLES } from '@/lib/content/search-targets';
import { SERVICE_LIST } from '@/lib/content/services';
import { ServiceIcon } from '@/components/ui/service-icon';
import { JsonLd, faqJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';
import { DEFAULT_OG_IMAGE, pageMetadata } from '@/lib/seo/metadata';
import { inclusionLists } from '@/lib/included/index.server';
import { getIncludedTable, getService, getSite } from '@/lib/settings/index.server';
import { insuranceClaims } from '@/lib/claims';
import { telLink } from '@/lib/site';
import { ContactCta } from '../../_components/contact-cta';
import { IncludedLists } from '../../_components/included-lists';
import { PageHero } from '../../_components/page-hero';
import { Section } from '../../_components/section';
import { VerifiedReviews } from '../../_components/verified-reviews';

export const dynamicParams = false;

export function generateStaticParams() {
  return SERVICE_LIST.map((s) => ({ serviceId: s.id }));
}

type Props = { params: Promise<{ serviceId: string }> };

async function load(params: Props['params']) {
  return (await getService((await params).serviceId)) ?? notFound();
}

export async function generateMetadata({ params }: Props) {
  const service = await load(params);
  return pageMetadata({
    title: SERVICE_PAGE_TITLES[service.id] ?? service.title,
    description: service.description,
    path: service.link,
    keywords: service.keywords,
    image: DEFAULT_OG_IMAGE,
  });
}

export default async function ServicePage({ params }: Props) {
  const service = await load(params);
  const s = await getSite();
  const quoteHref = `/iletisim?hizmet=${service.id}`;
  const links = serviceLinks(service.id);
  return (
    <>
      <PageHero
        title={service.title}
        lead={service.description}
        breadcrumbs={[{ label: 'Hizmetlerimiz', path: '/hizmetlerimiz' }, { label: service.title }]}
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            href={quoteHref}
            className="rounded-lg bg-accent-600 px-5 py-3 font-bold text-white hover:bg-accent-700"
          >
            Teklif Al
          </Link>
          <a
            href={telLink(s.phone)}
            className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-bold text-brand-800 hover:bg-brand-50"
          >
            <Phone className="size-5" aria-hidden="true" /> Hemen Ara
          </a>
        </div>
      </PageHero>

      <section className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_22rem] lg:py-16">
        <div>
          <h2 className="text-2xl font-extrabold text-brand-900">Hizmet detayları</h2>
          <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
            {service.detailedDescription.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <aside aria-label="Fiyat bilgisi" className="h-fit space-y-4 lg:sticky lg:top-4">
          <img
            src={service.image}
            alt={`${service.title} illüstrasyonu`}
            width={800}
            height={500}
            className="w-full rounded-2xl bg-brand-50"
            loading="lazy"
          />
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="price-card">
            <div className="flex items-center gap-3 text-brand-600">
              <ServiceIcon id={service.id} className="size-7" />
              <p className="font-bold text-brand-900">{service.title}</p>
            </div>
            <p className="mt-4 text-sm text-slate-500">Başlangıç fiyatı</p>
            <p className="text-3xl font-extrabold text-accent-600">{service.priceDisplay}</p>
            <ul className="mt-4 space-y-2 text-sm text-slate-700">
              <li className="flex items-center gap-2">
                <Clock className="size-4 text-brand-500" aria-hidden="true" /> Süre: {service.duration}
              </li>
              <li className="flex items-center gap-2">
                <MapPin className="size-4 text-brand-500" aria-hidden="true" /> Kapsam: {service.coverage}
              </li>
            </ul>
            <p className="mt-4 text-xs text-slate-500">
              Kesin tutar ücretsiz ekspertizin ardından yazılı olarak bildirilir.
            </p>
            <Link
              href={quoteHref}
              className="mt-4 block rounded-lg bg-accent-600 px-4 py-3 text-center font-bold text-white hover:bg-accent-700"
            >
              Ücretsiz Teklif Al
            </Link>
          </div>
        </aside>
      </section>

      <div className="bg-slate-50">
        <Section id="fiyata-dahil" title="Fiyata neler dahil?">
          <IncludedLists serviceId={service.id} {...inclusionLists(await getIncludedTable(), service.id)} />
        </Section>
        <Section id="ozellikler" title="Öne çıkanlar">
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {service.features.map((f) => (
              <li key={f.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <CheckCircle2 className="size-6 text-whatsapp" aria-hidden="true" />
                <h3 className="mt-3 font-bold text-brand-900">{f.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{f.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      </div>

      <Section id="nasil-calisir" title="Nasıl çalışıyoruz?">
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {service.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
              <span
                className="grid size-10 place-items-center rounded-full bg-accent-600 font-extrabold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-bold text-brand-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <div className="bg-slate-50">
        <Section id="sss" title="Sıkça sorulan sorular">
          <div className="grid gap-4 lg:grid-cols-2">
            {service.faq.map((q) => (
              <details
                key={q.question}
                className="group h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <summary className="flex cursor-pointer list-none items-start justify-between gap-3 font-bold text-brand-900">
                  <h3>{q.question}</h3>
                  <ChevronDown
                    className="mt-0.5 size-5 shrink-0 text-brand-500 transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <p className="mt-3 text-sm leading-relaxed text-slate-600">{q.answer}</p>
              </details>
            ))}
          </div>
        </Section>
      </div>

      <VerifiedReviews />
      <Section id="ilgili" title="İlgili hizmetler, bölgeler ve yazılar">
        <div className="grid gap-8 md:grid-cols-3" data-testid="related-links">
          {(
            [
              ['Benzer hizmetler', links.services, 'related-services'],
              ['Hizmet verdiğimiz yerler', links.places, 'related-places'],
              ['Blog yazıları', links.posts, 'related-posts'],
            ] as const
          )
            .filter(([, list]) => list.length > 0)
            .map(([heading, list, testId]) => (
              <nav key={testId} aria-label={heading}>
                <h3 className="font-bold text-brand-900">{heading}</h3>
                <ul className="mt-3 space-y-2 text-sm" data-testid={testId}>
                  {list.map((link) => (
                    <li key={link.path}>
                      <Link href={link.path} className="font-medium text-brand-600 hover:underline">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
        </div>
      </Section>

      <ContactCta
        title="Ücretsiz ekspertiz isteyin"
        text={`Ekibimiz adresinize gelip eşyanızı yerinde görsün, size ${insuranceClaims(s).quoteAdjective} bir teklif hazırlasın.`}
        quoteHref={quoteHref}
        quoteLabel="Ücretsiz Ekspertiz İste"
      />
      <JsonLd
        data={serviceJsonLd(
          {
            title: service.title,
            description: service.description,
            priceFrom: service.priceFrom,
            path: service.link,
            image: service.image,
          },
          s,
        )}
      />
      <JsonLd data={faqJsonLd(service.faq)} />
    </>
  );
}

import { ArrowRight } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { EXTRA_SERVICES, SERVICE_LIST } from '@/lib/content/services';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactCta } from '../_components/contact-cta';
import { PageHero } from '../_components/page-hero';
import { Section } from '../_components/section';
import { ServiceCards } from '../_components/service-cards';
import { getEditedFacts, getServiceList } from '@/lib/settings/index.server';
import { fillFacts } from '@/lib/company-facts';

const TITLE = 'Hizmetlerimiz';
const LEAD = `Evden eve nakliyattan fabrika taşımaya ${SERVICE_LIST.length} hizmetimizin başlangıç fiyatları, süreleri ve kapsamı tek sayfada.`;

export function generateMetadata() {
  return pageMetadata({
    title: TITLE,
    description: LEAD,
    path: '/hizmetlerimiz',
    keywords: ['nakliyat hizmetleri', ...SERVICE_LIST.map((s) => s.title.toLocaleLowerCase('tr-TR'))],
  });
}

export default async function ServicesPage() {
  const [services, edited] = await Promise.all([getServiceList(), getEditedFacts()]);
  return (
    <>
      <PageHero title={TITLE} lead={LEAD} breadcrumbs={[{ label: TITLE }]} />
      <Section
        id="tum-hizmetler"
        title="Tüm hizmetlerimiz"
        lead="Fiyatlar başlangıç fiyatıdır; kesin tutar ücretsiz ekspertizin ardından yazılı olarak bildirilir."
      >
        <ServiceCards services={services} />
      </Section>
      <div className="bg-slate-50">
        <Section id="ek-hizmetler" title="Ek hizmetler" lead="Taşınmanızı kolaylaştıran tamamlayıcı hizmetler.">
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {EXTRA_SERVICES.map((extra) => (
              <li
                key={extra.title}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h3 className="font-bold text-brand-900">{extra.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
                  {fillFacts(extra.text, { edited })}
                </p>
                <Link
                  href={extra.link}
                  className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:gap-2"
                >
                  Bilgi al <ArrowRight className="size-4" aria-hidden="true" />
                  <span className="sr-only">: {extra.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      </div>
      <ContactCta />
    </>
  );
}

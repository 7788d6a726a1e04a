import { CalendarCheck, ClipboardCheck, PhoneCall, Truck } from '@/components/ui/icons';
import { PROVINCE_COUNT } from '@/content/company-stats';
import { companyStats } from '@/lib/content/company-stats';
import { WHY_US } from '@/lib/content/corporate';
import { REGION_TABLE } from '@/content/regions';
import { ServiceIcon } from '@/components/ui/service-icon';
import { loadHeroPicture } from '@/lib/hero.server';
import { JsonLd, organizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { REPLY_PROMISE, SINCE_FOUNDING, yearsInBusiness } from '@/lib/facts';
import { telLink } from '@/lib/site';
import { loadVisitorFigures } from '@/lib/visitors/index.server';
import { ContactCta } from './_components/contact-cta';
import { HomeHero } from './_components/home-hero';
import { RegionCards } from './_components/region-cards';
import { Section } from './_components/section';
import { FeaturedServices } from './_components/service-modal';
import { StatBand } from './_components/stat-band';
import { ValueGrid } from './_components/value-grid';
import { VerifiedReviews } from './_components/verified-reviews';
import { VisitorFigures } from './_components/visitor-figures';
import { inclusionLists, movingDayText } from '@/lib/included/index.server';
import { getCompany, getFeaturedServices, getIncludedTable, getSite } from '@/lib/settings/index.server';
import { insuranceClaims } from '@/lib/claims';

// Pre-rendered, renewed when staff change the hero or the site's facts (revalidateEverywhere)
// and at most once a minute for the visitor figures (docs/decisions/030).
export const revalidate = 60;

export async function generateMetadata() {
  const s = await getSite();
  return pageMetadata({
    title: `${insuranceClaims(s).insured ? 'Sigortalı ' : ''}Nakliyat ve Taşımacılık Firması`,
    // The title carries the trade name; without it here a long name cannot push this past 160 characters.
    description: `${SINCE_FOUNDING} ${s.address.district} merkezli evden eve nakliyat: ${PROVINCE_COUNT} ilde ev, ofis ve şehirlerarası taşıma. Ücretsiz ekspertiz, ${REPLY_PROMISE}te teklif.`,
    path: '/',
    keywords: [
      'nakliyat firması',
      'sigortalı nakliyat',
      'evden eve nakliyat firması',
      'şehirlerarası nakliyat',
      'ofis taşıma',
      'asansörlü taşımacılık',
    ],
  });
}

const STEPS = [
  {
    icon: ClipboardCheck,
    title: 'Teklif isteyin',
    text: 'Formu doldurun ya da WhatsApp’tan yazın; adresleri ve eşya durumunu kısaca paylaşın.',
  },
  {
    icon: PhoneCall,
    title: 'Sizi arayalım',
    text: `${REPLY_PROMISE} içinde dönüyor, gerekirse ücretsiz ekspertiz için adresinize geliyoruz.`,
  },
  {
    icon: CalendarCheck,
    title: 'Onaylayın',
    text: 'Yazılı teklifimizi inceleyin; uygun günü ve saati birlikte belirleyelim.',
  },
  {
    icon: Truck,
    title: 'Taşıyalım',
    /** Written from what the services include (movingDayText). */
    text: null,
  },
];

export default async function HomePage() {
  const s = await getSite();
  const featured = await getFeaturedServices();
  const included = await getIncludedTable();
  const picture = await loadHeroPicture();
  const visitors = await loadVisitorFigures();
  return (
    <>
      <HomeHero
        picture={picture}
        years={yearsInBusiness()}
        regionCount={REGION_TABLE.length}
        provinceCount={PROVINCE_COUNT}
      />

      <Section
        id="surec"
        title="Dört adımda taşınma"
        lead="Teklif isteğinizden yeni evinizdeki son koliye kadar süreç şeffaf ve planlıdır."
      >
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="absolute top-4 right-5 text-4xl font-extrabold text-brand-100" aria-hidden="true">
                {index + 1}
              </span>
              <step.icon className="size-8 text-accent-500" aria-hidden="true" />
              <h3 className="mt-4 font-bold text-brand-900">
                <span className="sr-only">{index + 1}. adım: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm text-slate-600">{step.text ?? movingDayText(included)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <VisitorFigures figures={visitors} />

      <Section
        id="hizmetler"
        title="Öne çıkan hizmetlerimiz"
        lead="Bir hizmete tıklayın, fiyat, süre ve kapsamını hemen görün. Fiyatlar başlangıç fiyatıdır; kesin tutar ücretsiz ekspertizden sonra yazılı bildirilir."
      >
        <FeaturedServices
          phoneHref={telLink(s.phone)}
          phoneDisplay={s.phone.display}
          services={featured.map((service) => ({
            id: service.id,
            title: service.title,
            description: service.description,
            longDescription: service.detailedDescription[0]!,
            price: service.priceDisplay,
            duration: service.duration,
            coverage: service.coverage,
            features: service.features.map((f) => f.title),
            ...inclusionLists(included, service.id),
            link: service.link,
            image: service.image,
            icon: <ServiceIcon id={service.id} />,
          }))}
        />
      </Section>

      <Section
        id="bolgeler"
        title="Hizmet bölgelerimiz"
        lead={`${REGION_TABLE.length} coğrafi bölgede ${PROVINCE_COUNT} ile İstanbul'dan planlı sevkiyat.`}
        className="border-t border-slate-100"
      >
        <RegionCards regions={REGION_TABLE} />
      </Section>

      <div className="bg-slate-50">
        <Section id="neden-biz" title={`Neden ${s.name}?`}>
          <ValueGrid items={WHY_US} />
        </Section>
      </div>

      <VerifiedReviews />

      <section aria-labelledby="rakamlar-baslik" className="bg-gradient-to-br from-brand-900 to-brand-700">
        <div className="container-page py-12">
          <h2 id="rakamlar-baslik" className="text-2xl font-extrabold text-white">
            Rakamlarla biz
          </h2>
          <div className="mt-6">
            <StatBand stats={companyStats(await getCompany())} />
          </div>
        </div>
      </section>

      <ContactCta />
      <JsonLd data={organizationJsonLd(s)} />
    </>
  );
}

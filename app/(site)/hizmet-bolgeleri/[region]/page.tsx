import { ArrowRight } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { ISTANBUL, getRegion, mainCityOf, provincesOf } from '@/lib/content/places';
import { REGION_TEXTS } from '@/content/region-texts';
import { REGION_TABLE } from '@/content/regions';
import type { EstimateDuration } from '@/lib/estimate';
import { regionDelivery } from '@/lib/estimate/index.server';
import { deliveryIn, deliveryText } from '@/lib/place-pages';
import { REGIONS_PATH, regionPath } from '@/lib/routes';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactCta } from '../../_components/contact-cta';
import { PageHero } from '../../_components/page-hero';
import { PlaceSidebar } from '../../_components/place-sidebar';

export const dynamicParams = false;

export function generateStaticParams() {
  return REGION_TABLE.map((r) => ({ region: r.slug }));
}

type Props = { params: Promise<{ region: string }> };

async function load(params: Props['params']) {
  return getRegion((await params).region) ?? notFound();
}

function describe(name: string, count: number, delivery: EstimateDuration) {
  return `${name} Bölgesi'ndeki ${count} ile İstanbul'dan en geç ${deliveryIn(delivery)} evden eve nakliyat, ofis ve parça eşya taşıma. Ücretsiz ekspertiz, yazılı teklif.`;
}

export async function generateMetadata({ params }: Props) {
  const region = await load(params);
  return pageMetadata({
    title: `${region.name} Bölgesi Nakliyat`,
    description: describe(region.name, region.provinces.length, await regionDelivery(region)),
    path: regionPath(region.slug),
    keywords: [
      `${region.name.toLocaleLowerCase('tr-TR')} nakliyat`,
      ...region.provinces.slice(0, 6).map((p) => `${p.toLocaleLowerCase('tr-TR')} evden eve nakliyat`),
    ],
  });
}

export default async function RegionPage({ params }: Props) {
  const region = await load(params);
  const provinces = provincesOf(region.slug);
  const main = mainCityOf(region);
  const delivery = await regionDelivery(region);
  return (
    <>
      <PageHero
        title={`${region.name} Bölgesi Nakliyat`}
        lead={describe(region.name, provinces.length, delivery)}
        breadcrumbs={[{ label: 'Hizmet Bölgeleri', path: REGIONS_PATH }, { label: `${region.name} Bölgesi` }]}
      />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="iller-baslik">
          <h2 id="iller-baslik" className="text-2xl font-extrabold text-brand-900">
            {region.name} Bölgesi&apos;nde hizmet verdiğimiz {provinces.length} il
          </h2>
          <p className="mt-2 text-slate-600">Teslim süresi: İstanbul&apos;dan en geç {deliveryText(delivery)}.</p>
          <p className="mt-4 leading-relaxed text-slate-700" data-testid="region-text">
            {REGION_TEXTS[region.slug]}
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="province-cards">
            {provinces.map((p) => (
              <li key={p.slug}>
                <Link
                  href={p.path}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-200 hover:shadow-md"
                >
                  <span className="text-lg font-bold text-brand-900 group-hover:text-brand-600">{p.ad}</span>
                  <span className="mt-2 text-sm text-slate-600">{p.ozellikler[0]}</span>
                  <span className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-brand-600">
                    {p.slug === ISTANBUL.slug ? `${p.ad} evden eve nakliyat` : `${ISTANBUL.ad} ${p.ad} nakliyat`}{' '}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <PlaceSidebar
          placeName={`${region.name} Bölgesi`}
          delivery={`İstanbul'dan teslim: en geç ${deliveryText(delivery)}`}
          links={[
            { path: main.path, label: `${main.ad} (bölge merkezi)` },
            { path: REGIONS_PATH, label: 'Tüm hizmet bölgeleri' },
          ]}
        />
      </div>
      <ContactCta />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Place',
          name: `${region.name} Bölgesi`,
          containedInPlace: { '@type': 'Country', name: 'Türkiye' },
        }}
      />
    </>
  );
}

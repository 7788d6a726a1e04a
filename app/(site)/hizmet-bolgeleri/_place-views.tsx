import Link from 'next/link';
import { DISTRICTS, ISTANBUL, mainCityOf } from '@/content/places';
import { ISTANBUL_POPULAR_DISTRICTS, type RegionRow } from '@/content/regions';
import type { PlaceText } from '@/content/types';
import { headquartersPhrase } from '@/lib/company-facts';
import { REGIONS_PATH, regionPath } from '@/lib/routes';
import { JsonLd, placeServiceJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { getServiceFacts, getSite } from '@/lib/settings/effective';
import { PlacePage } from '../_components/place-page';

// Views shared by the pre-rendered place pages and the generic (unknown name) pages.

/** The home-moving service's effective starting price and the identity, for a place's Offer. */
async function offerFacts() {
  const [s, facts] = await Promise.all([getSite(), getServiceFacts()]);
  return { s, priceFrom: facts['evden-eve-nakliyat'].priceFrom };
}

function provinceDescription(name: string, hours: number) {
  return `${name} evden eve nakliyat: İstanbul'dan ${hours} saatte teslim, sigortalı taşıma, ücretsiz ekspertiz ve yazılı fiyat teklifi.`;
}

function districtDescription(name: string) {
  return `${name} evden eve nakliyat: ${headquartersPhrase()} ekibimizle aynı gün taşıma, sigortalı ve paketlemeli hizmet, ücretsiz ekspertiz ve yazılı teklif.`;
}

function keywords(name: string) {
  const n = name.toLocaleLowerCase('tr-TR');
  return [`${n} nakliyat`, `${n} evden eve nakliyat`, `${n} nakliyat firması`, `${n} ev taşıma`];
}

export function provinceMetadata(text: PlaceText, region: RegionRow, path: string, generic: boolean) {
  return pageMetadata({
    title: `${text.ad} Evden Eve Nakliyat`,
    description: provinceDescription(text.ad, region.deliveryHours),
    path,
    keywords: keywords(text.ad),
    noindex: generic,
  });
}

export function districtMetadata(text: PlaceText, path: string, generic: boolean) {
  return pageMetadata({
    title: `${text.ad} Evden Eve Nakliyat`,
    description: districtDescription(text.ad),
    path,
    keywords: keywords(text.ad),
    noindex: generic,
  });
}

function IstanbulDistricts() {
  return (
    <section aria-labelledby="ilceler-baslik">
      <h2 id="ilceler-baslik" className="text-xl font-extrabold text-brand-900">
        İstanbul&apos;un {DISTRICTS.length} ilçesinde nakliyat
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Popüler ilçeler:{' '}
        {ISTANBUL_POPULAR_DISTRICTS.map((slug, i) => {
          const d = DISTRICTS.find((x) => x.slug === slug)!;
          return (
            <span key={slug}>
              {i > 0 && ', '}
              <Link href={d.path} className="font-semibold text-brand-600 hover:underline">
                {d.ad}
              </Link>
            </span>
          );
        })}
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="district-list">
        {DISTRICTS.map((d) => (
          <li key={d.slug}>
            <Link
              href={d.path}
              className="block rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-brand-800 hover:border-brand-200 hover:bg-brand-50"
            >
              {d.ad}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export async function ProvinceView({
  text,
  region,
  path,
  slug,
}: {
  text: PlaceText;
  region: RegionRow;
  path: string;
  slug: string;
}) {
  const main = mainCityOf(region);
  const offer = await offerFacts();
  const description = provinceDescription(text.ad, region.deliveryHours);
  return (
    <>
      <PlacePage
        text={text}
        title={`${text.ad} Evden Eve Nakliyat`}
        lead={description}
        breadcrumbs={[
          { label: 'Hizmet Bölgeleri', path: REGIONS_PATH },
          { label: `${region.name} Bölgesi`, path: regionPath(region.slug) },
          { label: text.ad },
        ]}
        deliveryHours={region.deliveryHours}
        links={[
          { path: regionPath(region.slug), label: `${region.name} Bölgesi` },
          ...(main.slug !== slug ? [{ path: main.path, label: `${main.ad} (bölge merkezi)` }] : []),
          { path: REGIONS_PATH, label: 'Tüm hizmet bölgeleri' },
        ]}
      >
        {slug === ISTANBUL.slug && <IstanbulDistricts />}
      </PlacePage>
      <JsonLd
        data={placeServiceJsonLd(
          {
            name: text.ad,
            area: text.ad,
            path,
            description,
            priceFrom: offer.priceFrom,
            kind: 'City',
          },
          offer.s,
        )}
      />
    </>
  );
}

export async function DistrictView({ text, path }: { text: PlaceText; path: string }) {
  const region = ISTANBUL.region;
  const description = districtDescription(text.ad);
  const offer = await offerFacts();
  return (
    <>
      <PlacePage
        text={text}
        title={`${text.ad} Evden Eve Nakliyat`}
        lead={description}
        breadcrumbs={[
          { label: 'Hizmet Bölgeleri', path: REGIONS_PATH },
          { label: `${region.name} Bölgesi`, path: regionPath(region.slug) },
          { label: ISTANBUL.ad, path: ISTANBUL.path },
          { label: text.ad },
        ]}
        deliveryHours={region.deliveryHours}
        links={[
          { path: ISTANBUL.path, label: `${ISTANBUL.ad} (tüm ilçeler)` },
          { path: regionPath(region.slug), label: `${region.name} Bölgesi` },
          { path: REGIONS_PATH, label: 'Tüm hizmet bölgeleri' },
        ]}
      />
      <JsonLd
        data={placeServiceJsonLd(
          {
            name: text.ad,
            area: `${text.ad}, ${ISTANBUL.ad}`,
            path,
            description,
            priceFrom: offer.priceFrom,
            kind: 'AdministrativeArea',
          },
          offer.s,
        )}
      />
    </>
  );
}

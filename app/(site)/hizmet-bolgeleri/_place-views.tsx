import { MapPin, Phone } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { districtNeighbours } from '@/content/district-neighbours';
import { PLACE_SERVICES, resolveLink } from '@/lib/content/internal-links';
import {
  DISTRICTS,
  ISTANBUL,
  getDistrict,
  mainCityOf,
  provincesOf,
  type District,
  type Province,
} from '@/lib/content/places';
import { ISTANBUL_POPULAR_DISTRICTS, type RegionRow } from '@/content/regions';
import type { PlaceText } from '@/content/types';
import { placeEstimateHref } from '@/lib/estimate';
import { regionDelivery, routePriceTable } from '@/lib/estimate/index.server';
import {
  IN_CITY_DELIVERY,
  IN_CITY_WHY_US,
  IST,
  ISTANBUL_TITLE,
  deliveryText,
  districtDescription,
  districtTitle,
  durationRange,
  genericProvinceDescription,
  isHeadquartersDistrict,
  istanbulDescription,
  km,
  placeKeywords,
  placeOffer,
  routeDescription,
  routeKeywords,
  routeTitle,
} from '@/lib/place-pages';
import { REGIONS_PATH, regionPath } from '@/lib/routes';
import { JsonLd, organizationJsonLd, placeServiceJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSite } from '@/lib/settings/index.server';
import { telLink } from '@/lib/site';
import { properNoun } from '@/lib/turkish';
import { PlacePage } from '../_components/place-page';
import { PlacePrices } from '../_components/place-prices';
import type { PlaceLink } from '../_components/place-sidebar';

// Views shared by the pre-rendered place pages and the generic (unknown name) pages.
// A province other than İstanbul is the page of the route between İstanbul and it; İstanbul
// and its districts are in-city pages. Prices come from the estimate model only.

// ---------------------------------------------------------------------------------------
// Metadata

export async function provinceMetadata(province: Province) {
  if (province.slug === ISTANBUL.slug) {
    const table = await routePriceTable(IST, IST);
    return pageMetadata({
      title: ISTANBUL_TITLE,
      description: istanbulDescription(table),
      path: province.path,
      keywords: ['istanbul evden eve nakliyat', 'istanbul nakliyat', 'istanbul ev taşıma', 'istanbul içi nakliyat'],
    });
  }
  const route = { province: province.slug, district: null };
  const table = await routePriceTable(IST, route);
  return pageMetadata({
    title: routeTitle(province),
    description: routeDescription(province, table.distanceKm, table),
    path: province.path,
    keywords: routeKeywords(province.ad),
  });
}

/** The generic page of a province name that is not in the tables: no route, no prices, noindex. */
export async function genericProvinceMetadata(text: PlaceText, region: RegionRow, path: string) {
  return pageMetadata({
    title: `${text.ad} Evden Eve Nakliyat`,
    description: genericProvinceDescription(text.ad, await regionDelivery(region)),
    path,
    keywords: placeKeywords(text.ad),
    noindex: true,
  });
}

export async function districtMetadata(district: District) {
  const table = await routePriceTable({ province: ISTANBUL.slug, district: district.slug }, IST);
  return pageMetadata({
    title: districtTitle(district),
    description: districtDescription(district, table, isHeadquartersDistrict(district.slug)),
    path: district.path,
    keywords: placeKeywords(district.ad),
  });
}

export function genericDistrictMetadata(text: PlaceText, path: string) {
  return pageMetadata({
    title: districtTitle(text),
    description: districtDescription(text, null, false),
    path,
    keywords: placeKeywords(text.ad),
    noindex: true,
  });
}

// ---------------------------------------------------------------------------------------
// Shared sections

function LinkList({ id, title, links, testId }: { id: string; title: string; links: PlaceLink[]; testId: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-extrabold text-brand-900">
        {title}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid={testId}>
        {links.map((link) => (
          <li key={link.path}>
            <Link
              href={link.path}
              className="block rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-brand-800 hover:border-brand-200 hover:bg-brand-50"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function serviceLinksFor(kind: keyof typeof PLACE_SERVICES): PlaceLink[] {
  return PLACE_SERVICES[kind].map((slug) => resolveLink({ kind: 'service', slug })!);
}

function IstanbulDistricts() {
  return (
    <section aria-labelledby="ilceler-baslik">
      <h2 id="ilceler-baslik" className="text-xl font-extrabold text-brand-900">
        {properNoun(ISTANBUL.ad, 'genitive')} {DISTRICTS.length} ilçesinde nakliyat
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

/** A district page's breadcrumbs (known and generic districts alike). */
function districtBreadcrumbs(name: string) {
  const region = ISTANBUL.region;
  return [
    { label: 'Hizmet Bölgeleri', path: REGIONS_PATH },
    { label: `${region.name} Bölgesi`, path: regionPath(region.slug) },
    { label: ISTANBUL.ad, path: ISTANBUL.path },
    { label: name },
  ];
}

/** The areas a district page links up to: İstanbul, its region and all regions. */
const DISTRICT_AREA_LINKS: PlaceLink[] = [
  { path: ISTANBUL.path, label: `${ISTANBUL.ad} evden eve nakliyat (tüm ilçeler)` },
  { path: regionPath(ISTANBUL.region.slug), label: `${ISTANBUL.region.name} Bölgesi` },
  { path: REGIONS_PATH, label: 'Tüm hizmet bölgeleri' },
];

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 text-lg font-extrabold text-brand-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

// ---------------------------------------------------------------------------------------
// Route page: İstanbul and a province

export async function RouteView({ province }: { province: Province }) {
  const s = await getSite();
  const region = province.region;
  const there = { province: province.slug, district: null };
  const table = await routePriceTable(IST, there);
  const title = routeTitle(province);
  const description = routeDescription(province, table.distanceKm, table);
  const delivery = deliveryText(table.delivery!);
  const distance = `${km.format(table.distanceKm)} km`;
  const main = mainCityOf(region);
  const nearby = provincesOf(region.slug).filter((p) => p.slug !== province.slug && p.slug !== ISTANBUL.slug);
  const to = properNoun(province.ad, 'dative');
  const from = properNoun(province.ad, 'ablative');
  const istTo = properNoun(ISTANBUL.ad, 'dative');
  const istFrom = properNoun(ISTANBUL.ad, 'ablative');
  return (
    <>
      <PlacePage
        text={province}
        title={title}
        lead={description}
        breadcrumbs={[
          { label: 'Hizmet Bölgeleri', path: REGIONS_PATH },
          { label: `${region.name} Bölgesi`, path: regionPath(region.slug) },
          { label: province.ad },
        ]}
        delivery={`${ISTANBUL.ad} – ${province.ad} teslim süresi: ${delivery}`}
        links={[
          { path: ISTANBUL.path, label: `${ISTANBUL.ad} evden eve nakliyat` },
          { path: regionPath(region.slug), label: `${region.name} Bölgesi` },
          ...(main.slug !== province.slug && main.slug !== ISTANBUL.slug
            ? [{ path: main.path, label: `${ISTANBUL.ad} ${main.ad} nakliyat (bölge merkezi)` }]
            : []),
          { path: REGIONS_PATH, label: 'Tüm hizmet bölgeleri' },
        ]}
        summary={
          <>
            <section aria-labelledby="guzergah-baslik">
              <h2 id="guzergah-baslik" className="text-2xl font-extrabold text-brand-900">
                {ISTANBUL.ad} – {province.ad} güzergâhı
              </h2>
              <dl className="mt-4 grid gap-3 sm:grid-cols-3" data-testid="route-facts">
                <Fact label="Karayolu mesafesi" value={distance} testId="route-km" />
                <Fact label="Teslim süresi" value={delivery} testId="route-hours" />
                <Fact label="Bölge" value={`${region.name} Bölgesi`} testId="route-region" />
              </dl>
              <p className="mt-4 leading-relaxed text-slate-700">
                {istFrom} {to} ya da {from} {istTo} taşınırken eşyanız {distance}&apos;lik karayolu yolculuğunu kapalı
                kasalı araçlarımızda yapar. Bu güzergâhta teslim süresi {delivery}dür; yükleme gününü ve varış saatini
                ücretsiz ekspertizden sonra yazılı olarak bildiririz.
              </p>
            </section>
            <PlacePrices
              heading={`${ISTANBUL.ad} ${province.ad} nakliyat fiyatları`}
              intro={`${istFrom} ${to} ve ${from} ${istTo} taşınmanın tahmini fiyatları, fiyat hesaplama aracımızla aynı modelle hesaplanır; iki yönde de aynıdır.`}
              table={table}
              buttons={[
                { href: placeEstimateHref(IST, there), label: `${istFrom} ${to} fiyat hesapla` },
                { href: placeEstimateHref(there, IST), label: `${from} ${istTo} fiyat hesapla` },
              ]}
            />
          </>
        }
      >
        <LinkList
          id="hizmet-baslik"
          title={`${ISTANBUL.ad} – ${province.ad} taşımasında hizmetlerimiz`}
          links={serviceLinksFor('route')}
          testId="service-links"
        />
        {nearby.length > 0 && (
          <LinkList
            id="guzergahlar-baslik"
            title={`${region.name} Bölgesi'ndeki diğer güzergâhlar`}
            links={nearby.map((p) => ({ path: p.path, label: `${ISTANBUL.ad} ${p.ad} nakliyat` }))}
            testId="route-links"
          />
        )}
      </PlacePage>
      <JsonLd
        data={placeServiceJsonLd(
          {
            title,
            path: province.path,
            description,
            areaServed: [
              { type: 'City', name: ISTANBUL.ad },
              { type: 'City', name: province.ad },
            ],
            offer: placeOffer(table),
          },
          s,
        )}
      />
    </>
  );
}

// ---------------------------------------------------------------------------------------
// İstanbul: the one page for "İstanbul evden eve nakliyat"

export async function IstanbulView() {
  const s = await getSite();
  const table = await routePriceTable(IST, IST);
  const description = istanbulDescription(table);
  const region = ISTANBUL.region;
  return (
    <>
      <PlacePage
        text={ISTANBUL}
        title={ISTANBUL_TITLE}
        lead={description}
        breadcrumbs={[
          { label: 'Hizmet Bölgeleri', path: REGIONS_PATH },
          { label: `${region.name} Bölgesi`, path: regionPath(region.slug) },
          { label: ISTANBUL.ad },
        ]}
        delivery={IN_CITY_DELIVERY}
        whyUs={IN_CITY_WHY_US}
        links={[
          { path: regionPath(region.slug), label: `${region.name} Bölgesi` },
          { path: REGIONS_PATH, label: 'Tüm hizmet bölgeleri' },
        ]}
        summary={
          <PlacePrices
            heading={`${ISTANBUL.ad} içi evden eve nakliyat fiyatları`}
            intro={`${ISTANBUL.ad} içinde bir evden diğerine taşınmanın tahmini fiyatları, fiyat hesaplama aracımızla aynı modelle hesaplanır. Ev büyüklüğüne göre bir taşıma ${durationRange(table)} sürer ve aynı gün biter.`}
            table={table}
            buttons={[{ href: placeEstimateHref(IST, IST), label: `${ISTANBUL.ad} içi fiyat hesapla` }]}
          />
        }
      >
        <IstanbulDistricts />
        <LinkList
          id="hizmet-baslik"
          title={`${ISTANBUL.ad} içi taşımada hizmetlerimiz`}
          links={serviceLinksFor('inCity')}
          testId="service-links"
        />
      </PlacePage>
      <JsonLd
        data={placeServiceJsonLd(
          {
            title: ISTANBUL_TITLE,
            path: ISTANBUL.path,
            description,
            areaServed: [{ type: 'City', name: ISTANBUL.ad }],
            offer: placeOffer(table),
          },
          s,
        )}
      />
    </>
  );
}

// ---------------------------------------------------------------------------------------
// An İstanbul district

async function Headquarters({ district }: { district: string }) {
  const s = await getSite();
  return (
    <section aria-labelledby="merkez-baslik" className="rounded-2xl bg-brand-50 p-6" data-testid="headquarters">
      <h2 id="merkez-baslik" className="text-xl font-extrabold text-brand-900">
        Merkezimiz {properNoun(district, 'locative')}
      </h2>
      <p className="mt-2 text-slate-700">
        Firmamız {properNoun(district, 'locative')} kurulu; ekiplerimiz ve araçlarımız buradan yola çıkar. Ekspertiz
        randevusu ya da teklif için bize uğrayabilir veya arayabilirsiniz.
      </p>
      <address className="mt-3 space-y-1 text-slate-700 not-italic">
        <p className="flex gap-2">
          <MapPin className="mt-1 size-4 shrink-0 text-brand-500" aria-hidden="true" />
          {s.address.street}, {s.address.postalCode} {s.address.district}/{s.address.city}
        </p>
        <p className="flex gap-2">
          <Phone className="mt-1 size-4 shrink-0 text-brand-500" aria-hidden="true" />
          <a href={telLink(s.phone)} className="font-semibold text-brand-700 hover:underline">
            {s.phone.display}
          </a>
        </p>
      </address>
    </section>
  );
}

export async function DistrictView({ district }: { district: District }) {
  const s = await getSite();
  const here = { province: ISTANBUL.slug, district: district.slug };
  const table = await routePriceTable(here, IST);
  const headquarters = isHeadquartersDistrict(district.slug);
  const description = districtDescription(district, table, headquarters);
  const title = districtTitle(district);
  const neighbours = districtNeighbours(district.slug).map((slug) => getDistrict(slug)!);
  return (
    <>
      <PlacePage
        text={district}
        title={title}
        lead={description}
        breadcrumbs={districtBreadcrumbs(district.ad)}
        delivery={IN_CITY_DELIVERY}
        whyUs={IN_CITY_WHY_US}
        links={DISTRICT_AREA_LINKS}
        summary={
          <>
            {headquarters && <Headquarters district={district.ad} />}
            <PlacePrices
              heading={`${district.ad} evden eve nakliyat fiyatları`}
              intro={`${properNoun(district.ad, 'ablative')} ${ISTANBUL.ad} içinde bir adrese taşınmanın tahmini fiyatları, fiyat hesaplama aracımızla aynı modelle hesaplanır. Ev büyüklüğüne göre bir taşıma ${durationRange(table)} sürer ve aynı gün biter.`}
              table={table}
              buttons={[
                { href: placeEstimateHref(here, IST), label: `${properNoun(district.ad, 'ablative')} fiyat hesapla` },
              ]}
            />
          </>
        }
      >
        <LinkList
          id="komsu-baslik"
          title={`${properNoun(district.ad, 'genitive')} komşu ilçelerinde nakliyat`}
          links={neighbours.map((d) => ({ path: d.path, label: `${d.ad} evden eve nakliyat` }))}
          testId="neighbour-links"
        />
        <LinkList
          id="hizmet-baslik"
          title={`${district.ad} için hizmetlerimiz`}
          links={serviceLinksFor('district')}
          testId="service-links"
        />
      </PlacePage>
      <JsonLd
        data={placeServiceJsonLd(
          {
            title,
            path: district.path,
            description,
            areaServed: [{ type: 'AdministrativeArea', name: `${district.ad}, ${ISTANBUL.ad}` }],
            offer: placeOffer(table),
          },
          s,
        )}
      />
      {headquarters && <JsonLd data={organizationJsonLd(s)} />}
    </>
  );
}

// ---------------------------------------------------------------------------------------
// Generic pages for names not in the tables (noindex): no route, no prices, no offer.

export async function GenericProvinceView({
  text,
  region,
  path,
}: {
  text: PlaceText;
  region: RegionRow;
  path: string;
}) {
  const s = await getSite();
  const regionTime = await regionDelivery(region);
  const description = genericProvinceDescription(text.ad, regionTime);
  const main = mainCityOf(region);
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
        delivery={`${properNoun(ISTANBUL.ad, 'ablative')} teslim: en geç ${deliveryText(regionTime)}`}
        links={[
          { path: regionPath(region.slug), label: `${region.name} Bölgesi` },
          { path: main.path, label: `${main.ad} (bölge merkezi)` },
          { path: REGIONS_PATH, label: 'Tüm hizmet bölgeleri' },
        ]}
      />
      <JsonLd
        data={placeServiceJsonLd(
          {
            title: `${text.ad} Evden Eve Nakliyat`,
            path,
            description,
            areaServed: [{ type: 'City', name: text.ad }],
            offer: null,
          },
          s,
        )}
      />
    </>
  );
}

export async function GenericDistrictView({ text, path }: { text: PlaceText; path: string }) {
  const s = await getSite();
  const description = districtDescription(text, null, false);
  return (
    <>
      <PlacePage
        text={text}
        title={districtTitle(text)}
        lead={description}
        breadcrumbs={districtBreadcrumbs(text.ad)}
        delivery={IN_CITY_DELIVERY}
        whyUs={IN_CITY_WHY_US}
        links={DISTRICT_AREA_LINKS}
      />
      <JsonLd
        data={placeServiceJsonLd(
          {
            title: districtTitle(text),
            path,
            description,
            areaServed: [{ type: 'AdministrativeArea', name: `${text.ad}, ${ISTANBUL.ad}` }],
            offer: null,
          },
          s,
        )}
      />
    </>
  );
}

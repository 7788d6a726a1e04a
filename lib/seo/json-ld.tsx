import { FOUNDING_YEAR } from '@/lib/facts';
import { SLOGAN, type SiteConfig } from '@/lib/site';
import { DEFAULT_OG_IMAGE, absoluteUrl } from './metadata';

/**
 * Serialises structured data for a <script type="application/ld+json">.
 * "<" is escaped so that no value can close the script element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

export interface BreadcrumbItem {
  label: string;
  path?: string;
}

export function breadcrumbJsonLd(items: BreadcrumbItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.path ? { item: absoluteUrl(item.path) } : {}),
    })),
  };
}

/** The company as a MovingCompany (a LocalBusiness), for the root layout. */
/** `s`: the effective identity (`await getSite()`). */
export function organizationJsonLd(s: SiteConfig) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MovingCompany',
    '@id': `${s.url}/#company`,
    name: s.name,
    legalName: s.legalName,
    url: s.url,
    logo: absoluteUrl('/logo.svg'),
    image: absoluteUrl(DEFAULT_OG_IMAGE),
    telephone: s.phone.e164,
    email: s.email,
    foundingDate: String(FOUNDING_YEAR),
    slogan: SLOGAN,
    address: {
      '@type': 'PostalAddress',
      streetAddress: s.address.street,
      addressLocality: s.address.district,
      addressRegion: s.address.city,
      postalCode: s.address.postalCode,
      addressCountry: 'TR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: s.geo.latitude, longitude: s.geo.longitude },
    areaServed: { '@type': 'Country', name: 'Türkiye' },
    openingHours: s.hours.openingHours,
    openingHoursSpecification: s.hours.specification,
    ...(s.socials.length > 0 ? { sameAs: s.socials.map((x) => x.url) } : {}),
  };
}

export interface ServiceJsonLdInput {
  title: string;
  description: string;
  priceFrom: number;
  path: string;
  image: string;
  /** Place served; defaults to Türkiye. */
  areaServed?: { type: 'City' | 'AdministrativeArea' | 'Country'; name: string };
}

/** A Service offered by the company, with an Offer of its starting price in TRY. */
export function serviceJsonLd(input: ServiceJsonLdInput, s: SiteConfig) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.title,
    serviceType: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    image: absoluteUrl(input.image),
    provider: { '@type': 'MovingCompany', '@id': `${s.url}/#company`, name: s.name, telephone: s.phone.e164 },
    areaServed: { '@type': input.areaServed?.type ?? 'Country', name: input.areaServed?.name ?? 'Türkiye' },
    offers: {
      '@type': 'Offer',
      priceCurrency: 'TRY',
      price: input.priceFrom,
      priceSpecification: { '@type': 'PriceSpecification', minPrice: input.priceFrom, priceCurrency: 'TRY' },
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(input.path),
    },
  };
}

export function faqJsonLd(items: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}

export interface ArticleJsonLdInput {
  title: string;
  description: string;
  path: string;
  image: string;
  /** A person of the team. */
  author: { name: string; jobTitle: string };
  date: string;
  keywords: string[];
}

export function articleJsonLd(input: ArticleJsonLdInput, s: SiteConfig) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.description,
    image: absoluteUrl(input.image),
    datePublished: input.date,
    dateModified: input.date,
    author: {
      '@type': 'Person',
      name: input.author.name,
      jobTitle: input.author.jobTitle,
      worksFor: { '@type': 'Organization', '@id': `${s.url}/#company`, name: s.name },
    },
    publisher: {
      '@type': 'Organization',
      name: s.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/logo.svg') },
    },
    mainEntityOfPage: absoluteUrl(input.path),
    keywords: input.keywords.join(', '),
    inLanguage: 'tr-TR',
  };
}

export interface PlaceOffer {
  /** The lowest and highest prices shown in the page's price table, whole TRY. */
  lowPrice: number;
  highPrice: number;
  /** Rows of the table. */
  offerCount: number;
}

export interface PlaceArea {
  type: 'City' | 'AdministrativeArea';
  name: string;
}

/**
 * A place page's Service: moving on a route (İstanbul and a province) or within İstanbul,
 * offered by the company, with an AggregateOffer of exactly the prices the page shows.
 * A page without a price table (a generic page for an unknown name) has no offer.
 */
export function placeServiceJsonLd(
  input: {
    title: string;
    path: string;
    description: string;
    areaServed: PlaceArea[];
    offer: PlaceOffer | null;
  },
  s: SiteConfig,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.title,
    serviceType: 'Evden eve nakliyat',
    description: input.description,
    url: absoluteUrl(input.path),
    image: absoluteUrl(DEFAULT_OG_IMAGE),
    provider: { '@type': 'MovingCompany', '@id': `${s.url}/#company`, name: s.name, telephone: s.phone.e164 },
    areaServed: input.areaServed.map((a) => ({ '@type': a.type, name: a.name })),
    ...(input.offer
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'TRY',
            lowPrice: input.offer.lowPrice,
            highPrice: input.offer.highPrice,
            offerCount: input.offer.offerCount,
            availability: 'https://schema.org/InStock',
            url: absoluteUrl(input.path),
          },
        }
      : {}),
  };
}

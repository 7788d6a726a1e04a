import { FOUNDING_YEAR, SLOGAN, site } from '@/lib/site';
import { absoluteUrl } from './metadata';

/**
 * Serialises structured data for a <script type="application/ld+json">.
 * "<" is escaped so that no value can close the script element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
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
export function organizationJsonLd() {
  const s = site();
  return {
    '@context': 'https://schema.org',
    '@type': 'MovingCompany',
    '@id': `${s.url}/#company`,
    name: s.name,
    legalName: s.legalName,
    url: s.url,
    logo: absoluteUrl('/logo.svg'),
    image: absoluteUrl('/og-image.png'),
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
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '08:00',
        closes: '18:00',
      },
    ],
    sameAs: s.socials.map((x) => x.url),
  };
}

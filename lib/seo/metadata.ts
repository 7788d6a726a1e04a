import type { Metadata } from 'next';
import { getSite } from '@/lib/settings/index.server';
import { site } from '@/lib/site';

export interface PageSeo {
  /** Page title without the site name (the root layout's template adds it). */
  title: string;
  description: string;
  /** Path of the page, e.g. "/hizmetlerimiz"; the canonical URL is built from SITE_URL. */
  path: string;
  keywords?: string[];
  /** Social-sharing image path; defaults to the site's Open Graph image. */
  image?: string;
  /** Generic pages (unknown places) are kept out of search results. */
  noindex?: boolean;
  type?: 'website' | 'article';
}

export const DEFAULT_OG_IMAGE = '/og-image.png';

export function absoluteUrl(path: string): string {
  return new URL(path, `${site().url}/`).toString();
}

/** Title, description, keywords, canonical URL, Open Graph and Twitter data of one page. */
export async function pageMetadata(seo: PageSeo): Promise<Metadata> {
  const { name } = await getSite();
  const image = seo.image ?? DEFAULT_OG_IMAGE;
  return {
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords,
    alternates: { canonical: seo.path },
    openGraph: {
      type: seo.type ?? 'website',
      locale: 'tr_TR',
      siteName: name,
      title: `${seo.title} | ${name}`,
      description: seo.description,
      url: seo.path,
      images: [{ url: image, width: 1200, height: 630, alt: `${name}: ${seo.title}` }],
    },
    twitter: {
      card: 'summary_large_image',
      title: `${seo.title} | ${name}`,
      description: seo.description,
      images: [image],
    },
    robots: seo.noindex ? { index: false, follow: true } : undefined,
  };
}

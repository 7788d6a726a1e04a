import './globals.css';
import type { Metadata } from 'next';
import { NOT_FOUND_METADATA, NOT_FOUND_TITLE } from '@/lib/seo/not-found';
import { siteMetadata } from '@/lib/seo/site-metadata';
import { getSite } from '@/lib/settings/index.server';
import { FloatingButtons } from './(site)/_components/floating-buttons';
import { SiteFooter } from './(site)/_components/site-footer';
import { SiteHeader } from './(site)/_components/site-header';
import SiteNotFound from './(site)/not-found';

export { viewport } from './layout';

/** The site's metadata (description included), with the page's own title; not indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const [base, site] = await Promise.all([siteMetadata(), getSite()]);
  return { ...base, ...NOT_FOUND_METADATA, title: `${NOT_FOUND_TITLE} | ${site.name}` };
}

/**
 * An address no route answers (next.config.ts `experimental.globalNotFound`): the site's "Sayfa
 * Bulunamadı" with its header, footer and floating buttons, as a page of its own. It used to be
 * app/not-found.tsx, whose tree Next.js sends in the payload of every page (issue 35: about 45 KB
 * of each staff list); that one is small now.
 */
export default function GlobalNotFound() {
  return (
    <html lang="tr">
      <body className="min-h-dvh font-sans">
        <SiteHeader />
        <main id="icerik">
          <SiteNotFound />
        </main>
        <SiteFooter />
        <FloatingButtons />
      </body>
    </html>
  );
}

import { EarlyTyping } from './_components/early-typing';
import { FloatingButtons } from './_components/floating-buttons';
import { IntentPrefetch } from './_components/intent-prefetch';
import { SiteFooter } from './_components/site-footer';
import { SiteHeader } from './_components/site-header';
import { VisitAttribution } from './_components/visit-attribution';

// Pages are static and regenerated daily, so computed facts (years in
// business, the footer year) stay current without a rebuild.
export const revalidate = 86400;

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <EarlyTyping />
      <a
        href="#icerik"
        className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700 focus:shadow-lg"
      >
        İçeriğe geç
      </a>
      <SiteHeader />
      <main id="icerik">{children}</main>
      <SiteFooter />
      <FloatingButtons />
      <VisitAttribution />
      <IntentPrefetch />
    </>
  );
}

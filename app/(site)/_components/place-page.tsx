import { CheckCircle2, Star } from '@/components/ui/icons';
import { WHY_US } from '@/lib/content/corporate';
import type { PlaceText, ValueItem } from '@/content/types';
import { fillFacts } from '@/lib/company-facts';
import type { BreadcrumbItem } from '@/lib/seo/json-ld';
import { getEditedFacts } from '@/lib/settings/index.server';
import { ContactCta } from './contact-cta';
import { PageHero } from './page-hero';
import { PlaceSidebar, type PlaceLink } from './place-sidebar';

/**
 * Body of a province or district page: the route or in-city facts and prices (`summary`),
 * about text, four features, the page's own sections (`children`), why-us list and the sidebar.
 * The texts' service hours and trade name are filled here with the staff-edited ones.
 */
export async function PlacePage({
  text,
  title,
  lead,
  breadcrumbs,
  delivery,
  links,
  summary,
  whyUs = WHY_US,
  children,
}: {
  text: PlaceText;
  title: string;
  lead: string;
  breadcrumbs: BreadcrumbItem[];
  /** The sidebar's delivery line. */
  delivery: string;
  links: PlaceLink[];
  summary?: React.ReactNode;
  /** The why-us list; in-city pages pass one without the intercity delivery promise. */
  whyUs?: ValueItem[];
  children?: React.ReactNode;
}) {
  const edited = await getEditedFacts();
  const fill = (t: string) => fillFacts(t, { edited });
  return (
    <>
      <PageHero title={title} lead={lead} breadcrumbs={breadcrumbs} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-10">
          {summary}
          <section aria-labelledby="hakkinda-baslik">
            <h2 id="hakkinda-baslik" className="text-2xl font-extrabold text-brand-900">
              {text.ad} hakkında
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-700" data-testid="about-text">
              {text.aciklama.map((p) => (
                <p key={p.slice(0, 48)}>{fill(p)}</p>
              ))}
            </div>
          </section>
          <section aria-labelledby="ozellik-baslik">
            <h2 id="ozellik-baslik" className="text-xl font-extrabold text-brand-900">
              {text.ad} hizmetimizin öne çıkanları
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="features">
              {text.ozellikler.map((f) => (
                <li
                  key={f}
                  className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-brand-900"
                >
                  <CheckCircle2 className="size-5 shrink-0 text-whatsapp" aria-hidden="true" /> {fill(f)}
                </li>
              ))}
            </ul>
          </section>
          {children}
          <section aria-labelledby="neden-baslik">
            <h2 id="neden-baslik" className="text-xl font-extrabold text-brand-900">
              Neden bizi seçmelisiniz?
            </h2>
            <ul className="mt-4 space-y-3">
              {whyUs.map((item) => (
                <li key={item.title} className="flex gap-3">
                  <Star className="mt-1 size-4 shrink-0 text-accent-500" aria-hidden="true" />
                  <p className="text-slate-700">
                    <strong className="text-brand-900">{fill(item.title)}:</strong> {fill(item.text)}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <PlaceSidebar placeName={text.ad} delivery={delivery} links={links} />
      </div>
      <ContactCta />
    </>
  );
}

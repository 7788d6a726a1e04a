// The services as pages read them: the one price table (content/services.ts) joined with each
// service's texts (content/service-texts), the price tokens ({price}, {duration}, {coverage})
// and the company-fact tokens (lib/company-facts.ts) filled in.
import { fillTokens } from '@/content/service-content';
import { SERVICE_TEXTS } from '@/content/service-texts';
import { SERVICE_FACTS, SERVICE_ORDER, formatPrice, type ServiceFacts, type ServiceSlug } from '@/content/services';
import type { ServiceText } from '@/content/types';
import { fillFacts, type EditedFacts } from '@/lib/company-facts';
import { DEFAULT_INCLUDED, fillInclusionTokens, type IncludedTable } from '@/lib/included/index.server';
import { DEFAULT_SERVICE_HOURS } from '@/lib/facts';
import { servicePath } from '@/lib/routes';
import { site } from '@/lib/site';

export { COVERAGE_PHRASES, EXTRA_SERVICES, fillTokens } from '@/content/service-content';

export interface Service extends ServiceFacts, Omit<ServiceText, 'title'> {
  /** Illustration under public/. */
  image: string;
  /** Display form of the starting price, e.g. "15.000 TL". */
  priceDisplay: string;
  link: string;
}

function build(
  id: ServiceSlug,
  table: Record<ServiceSlug, ServiceFacts>,
  edited: EditedFacts,
  included: IncludedTable,
): Service {
  const facts = table[id];
  const text = SERVICE_TEXTS[id];
  const fill = (s: string) => fillInclusionTokens(fillTokens(fillFacts(s, { edited }), facts), included, id);
  return {
    ...facts,
    description: fill(text.description),
    detailedDescription: text.detailedDescription.map(fill),
    features: text.features.map((f) => ({ title: fill(f.title), text: fill(f.text) })),
    steps: text.steps.map((s) => ({ title: fill(s.title), text: fill(s.text) })),
    faq: text.faq.map((q) => ({ question: fill(q.question), answer: fill(q.answer) })),
    keywords: text.keywords.map(fill),
    image: `/images/services/${id}.svg`,
    priceDisplay: formatPrice(facts.priceFrom),
    link: servicePath(id),
  };
}

/**
 * The services with their texts filled from a price table and the staff-edited facts. Pages
 * pass the effective ones (lib/settings/effective.server.ts: getServiceList()).
 */
export function buildServiceList(
  table: Record<ServiceSlug, ServiceFacts>,
  edited: EditedFacts,
  included: IncludedTable = DEFAULT_INCLUDED,
): Service[] {
  return SERVICE_ORDER.map((id) => build(id, table, edited, included));
}

/** The services with the built-in prices, hours and name (texts and slugs; pages show getServiceList()'s). */
export const SERVICE_LIST: Service[] = buildServiceList(SERVICE_FACTS, {
  hours: DEFAULT_SERVICE_HOURS,
  companyName: site().name,
});

/** Home page featured services: list positions 0-4 and 10. */
export function featuredServices(list: Service[]): Service[] {
  return [0, 1, 2, 3, 4, 10].map((i) => list[i]!);
}

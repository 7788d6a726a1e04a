// Service texts joined with the one price table. Every price, duration and
// coverage a visitor reads comes from SERVICE_FACTS; texts refer to them with
// the tokens {price}, {duration} and {coverage}. Company facts (founding year,
// hours, district…) are tokens filled by lib/company-facts.ts.
import { fillFacts, type EditedFacts } from '@/lib/company-facts';
import { DEFAULT_SERVICE_HOURS } from '@/lib/facts';
import { site } from '@/lib/site';
import { serviceTextsPart1 } from './service-texts/part-1';
import { serviceTextsPart2 } from './service-texts/part-2';
import { SERVICE_FACTS, SERVICE_ORDER, formatPrice, type ServiceFacts, type ServiceSlug } from './services';
import type { ServiceText } from './types';

export interface Service extends ServiceFacts, Omit<ServiceText, 'title'> {
  /** Illustration under public/. */
  image: string;
  /** Display form of the starting price, e.g. "15.000 TL". */
  priceDisplay: string;
  link: string;
}

/**
 * Where a service is given, as a sentence says it ("tüm Türkiye'de yapıyoruz"), for each
 * coverage label of the price table ("Tüm Türkiye"), so no answer pastes a label into prose.
 */
export const COVERAGE_PHRASES: Record<string, string> = {
  'Tüm Türkiye': "tüm Türkiye'de",
  'Tüm şehir': "İstanbul'un tamamında",
  'Şehir merkezi': "İstanbul'un merkez ilçelerinde",
  'İstanbul deposu': "İstanbul'daki depomuzda",
};

/**
 * Replaces {price}, {duration}, {coverage} (the label) and {coverageIn} (the label as a
 * sentence says it) with the service's row of the price table.
 */
export function fillTokens(text: string, facts: ServiceFacts): string {
  return text
    .replaceAll('{price}', formatPrice(facts.priceFrom))
    .replaceAll('{duration}', facts.duration)
    .replaceAll('{coverageIn}', COVERAGE_PHRASES[facts.coverage] ?? `${facts.coverage} genelinde`)
    .replaceAll('{coverage}', facts.coverage);
}

const TEXTS: Record<string, ServiceText> = { ...serviceTextsPart1, ...serviceTextsPart2 };

function build(id: ServiceSlug, table: Record<ServiceSlug, ServiceFacts>, edited: EditedFacts): Service {
  const facts = table[id];
  const text = TEXTS[id];
  if (!text) throw new Error(`No text for service ${id}`);
  const fill = (s: string) => fillTokens(fillFacts(s, { edited }), facts);
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
    link: `/hizmetlerimiz/${id}`,
  };
}

/**
 * The services with their texts filled from a price table and the staff-edited facts. Pages
 * pass the effective ones (lib/settings/effective.ts: getServiceList()).
 */
export function buildServiceList(table: Record<ServiceSlug, ServiceFacts>, edited: EditedFacts): Service[] {
  return SERVICE_ORDER.map((id) => build(id, table, edited));
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

/** Extra services listed on /hizmetlerimiz. */
export const EXTRA_SERVICES = [
  {
    title: 'Depolama',
    text: 'Yeni eviniz hazır değilse eşyanız kuru, kameralı ve yangın önlemli depomuzda aylık kiralamayla (en az 1 ay) güvende kalır.',
    link: '/hizmetlerimiz/depolama-hizmeti',
  },
  {
    title: 'Nakliyat sigortası',
    text: 'Her taşıma tam kapsamlı nakliyat sigortasıyla yapılır; poliçe, yükleme başlamadan önce size iletilir.',
    link: '/kurumsal/hakkimizda#guvence',
  },
  {
    title: 'Montaj ve demontaj',
    text: 'Dolap, karyola, mutfak modülleri ve ofis mobilyaları eğitimli ekibimizce sökülür, yeni adreste yeniden kurulur.',
    link: '/hizmetlerimiz/evden-eve-nakliyat',
  },
  {
    title: 'Taşınma temizliği',
    text: 'İsterseniz eski evinizin boşaltma sonrası ve yeni evinizin yerleşme öncesi temizliğini aynı gün planlarız.',
    link: '/teklif-al',
  },
] as const;

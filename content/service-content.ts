// What the service pages say around their texts (content/service-texts): coverage as a
// sentence says it, the price tokens' filler, the extra services. Every price, duration and
// coverage a visitor reads comes from SERVICE_FACTS; texts refer to them with the tokens
// {price}, {duration} and {coverage}. lib/content/services.ts joins texts and prices and fills
// the company-fact tokens.
import { formatPrice, type ServiceFacts } from './services';

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

/** Extra services listed on /hizmetlerimiz. */
export const EXTRA_SERVICES = [
  {
    title: 'Depolama',
    text: 'Yeni eviniz hazır değilse eşyanız kuru, kameralı ve yangın önlemli depomuzda aylık kiralamayla (en az 1 ay) güvende kalır.',
    link: '/hizmetlerimiz/depolama-hizmeti',
  },
  {
    title: 'Nakliyat sigortası',
    text: 'Her taşıma nakliyat sigortasıyla yapılır; poliçe, yükleme başlamadan önce size iletilir. Eşyanın tam değerini kapsayan genişletilmiş sigorta isteğe bağlıdır.',
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

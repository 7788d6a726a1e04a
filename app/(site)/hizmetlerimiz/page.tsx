import { SERVICES } from '@/content/services';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactCta } from '../_components/contact-cta';
import { PageHero } from '../_components/page-hero';
import { Section } from '../_components/section';
import { ServiceCards } from '../_components/service-cards';

const TITLE = 'Hizmetlerimiz';
const LEAD = `Evden eve nakliyattan fabrika taşımaya ${SERVICES.length} hizmetimizin başlangıç fiyatları, süreleri ve kapsamı.`;

export function generateMetadata() {
  return pageMetadata({ title: TITLE, description: LEAD, path: '/hizmetlerimiz', keywords: SERVICES.map((s) => s.title.toLocaleLowerCase('tr-TR')) });
}

export default function ServicesPage() {
  return (
    <>
      <PageHero title={TITLE} lead={LEAD} breadcrumbs={[{ label: TITLE }]} />
      <Section title="Tüm hizmetlerimiz" lead="Fiyatlar başlangıç fiyatıdır; kesin tutar ücretsiz ekspertizin ardından yazılı olarak bildirilir.">
        <ServiceCards services={SERVICES} />
      </Section>
      <ContactCta />
    </>
  );
}

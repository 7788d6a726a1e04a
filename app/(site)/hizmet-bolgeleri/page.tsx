import { PROVINCE_COUNT } from '@/content/company-stats';
import { REGION_TABLE } from '@/content/regions';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactCta } from '../_components/contact-cta';
import { PageHero } from '../_components/page-hero';
import { RegionCards } from '../_components/region-cards';
import { Section } from '../_components/section';

const TITLE = 'Hizmet Bölgeleri';
const LEAD = `İstanbul merkezli ekibimizle ${REGION_TABLE.length} coğrafi bölgede ${PROVINCE_COUNT} ile nakliyat hizmeti veriyoruz.`;

export function generateMetadata() {
  return pageMetadata({ title: TITLE, description: LEAD, path: '/hizmet-bolgeleri' });
}

export default function RegionsPage() {
  return (
    <>
      <PageHero title={TITLE} lead={LEAD} breadcrumbs={[{ label: TITLE }]} />
      <Section title="Bölgeler ve iller">
        <RegionCards regions={REGION_TABLE} />
      </Section>
      <ContactCta />
    </>
  );
}

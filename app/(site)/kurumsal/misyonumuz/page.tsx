import { MISSION_TEXT, SERVICE_STANDARDS } from '@/lib/content/corporate';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactCta } from '../../_components/contact-cta';
import { CorporateNav } from '../../_components/corporate-nav';
import { PageHero } from '../../_components/page-hero';
import { Prose } from '../../_components/prose';
import { Section } from '../../_components/section';
import { ValueGrid } from '../../_components/value-grid';

const TITLE = 'Misyonumuz';
const LEAD = 'Ekspertizden teslimata kadar yazılı, planlı ve dakik bir taşıma hizmeti: hizmet standartlarımız.';

export function generateMetadata() {
  return pageMetadata({
    title: TITLE,
    description: LEAD,
    path: '/kurumsal/misyonumuz',
    keywords: ['nakliyat hizmet standartları', 'sigortalı taşıma', 'ekspertiz'],
  });
}

export default function MissionPage() {
  return (
    <>
      <PageHero title={TITLE} lead={LEAD} breadcrumbs={[{ label: 'Kurumsal', path: '/kurumsal' }, { label: TITLE }]} />
      <CorporateNav current="/kurumsal/misyonumuz" />
      <Section id="misyon" title="Neden varız?">
        <Prose paragraphs={MISSION_TEXT} />
      </Section>
      <div className="bg-slate-50">
        <Section id="standartlar" title="Hizmet standartlarımız">
          <ValueGrid items={SERVICE_STANDARDS} numbered />
        </Section>
      </div>
      <ContactCta />
    </>
  );
}

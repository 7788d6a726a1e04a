import { VISION_2030_GOALS, VISION_TEXT } from '@/lib/content/corporate';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactCta } from '../../_components/contact-cta';
import { CorporateNav } from '../../_components/corporate-nav';
import { PageHero } from '../../_components/page-hero';
import { Prose } from '../../_components/prose';
import { Section } from '../../_components/section';
import { ValueGrid } from '../../_components/value-grid';

const TITLE = 'Vizyonumuz';
const LEAD =
  '2030 hedeflerimiz: daha çevreci araçlar, yeniden kullanılabilir ambalaj ve her taşınmada ölçülebilir müşteri memnuniyeti.';

export function generateMetadata() {
  return pageMetadata({
    title: TITLE,
    description: LEAD,
    path: '/kurumsal/vizyonumuz',
    keywords: ['nakliyat vizyon', '2030 hedefleri', 'çevreci nakliyat'],
  });
}

export default function VisionPage() {
  return (
    <>
      <PageHero title={TITLE} lead={LEAD} breadcrumbs={[{ label: 'Kurumsal', path: '/kurumsal' }, { label: TITLE }]} />
      <CorporateNav current="/kurumsal/vizyonumuz" />
      <Section id="vizyon" title="Geleceğe bakışımız">
        <Prose paragraphs={VISION_TEXT} />
      </Section>
      <div className="bg-slate-50">
        <Section id="hedefler" title="2030 hedeflerimiz">
          <ValueGrid items={VISION_2030_GOALS} numbered />
        </Section>
      </div>
      <ContactCta />
    </>
  );
}

import { CORPORATE_INTRO, VALUES } from '@/lib/content/corporate';
import { headquartersPhrase } from '@/lib/company-facts';
import { SINCE_FOUNDING } from '@/lib/facts';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';
import { ContactCta } from '../_components/contact-cta';
import { CorporateNav } from '../_components/corporate-nav';
import { PageHero } from '../_components/page-hero';
import { Prose } from '../_components/prose';
import { Section } from '../_components/section';
import { ValueGrid } from '../_components/value-grid';

const TITLE = 'Kurumsal';

function lead() {
  return `${SINCE_FOUNDING} ${headquartersPhrase()} olarak çalışan ekibimizi, değerlerimizi ve çalışma ilkelerimizi tanıyın.`;
}

export function generateMetadata() {
  return pageMetadata({
    title: TITLE,
    description: lead(),
    path: '/kurumsal',
    keywords: [
      'nakliyat firması',
      'kurumsal nakliyat',
      `${site().address.district.toLocaleLowerCase('tr-TR')} nakliyat firması`,
    ],
  });
}

export default function CorporatePage() {
  return (
    <>
      <PageHero title={TITLE} lead={lead()} breadcrumbs={[{ label: TITLE }]} />
      <CorporateNav current="/kurumsal" />
      <Section id="biz-kimiz" title="Biz kimiz?">
        <Prose paragraphs={CORPORATE_INTRO} />
      </Section>
      <div className="bg-slate-50">
        <Section id="degerler" title="Değerlerimiz">
          <ValueGrid items={VALUES} />
        </Section>
      </div>
      <ContactCta />
    </>
  );
}

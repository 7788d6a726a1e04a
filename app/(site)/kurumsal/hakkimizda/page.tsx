import { ABOUT_TEXT, MILESTONES, SECURITY_POINTS } from '@/lib/content/corporate';
import { TEAM, initials } from '@/lib/content/team';
import { companyStats, qualityStats } from '@/lib/content/company-stats';
import { fillFacts } from '@/lib/company-facts';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactCta } from '../../_components/contact-cta';
import { CorporateNav } from '../../_components/corporate-nav';
import { PageHero } from '../../_components/page-hero';
import { Prose } from '../../_components/prose';
import { Section } from '../../_components/section';
import { StatBand } from '../../_components/stat-band';
import { VerifiedReviews } from '../../_components/verified-reviews';
import { ValueGrid } from '../../_components/value-grid';
import { getCompany, getEditedFacts, getSite } from '@/lib/settings/index.server';

const TITLE = 'Hakkımızda';

function lead() {
  return fillFacts(
    '{foundingYear:locative} {district:locative} tek bir kamyonla başlayan yolculuğumuz {years} yılda {provinceCount} ile uzanan bir taşımacılık hizmetine dönüştü.',
  );
}

export function generateMetadata() {
  return pageMetadata({
    title: TITLE,
    description: lead(),
    path: '/kurumsal/hakkimizda',
    keywords: ['hafif nakliyat hakkında', 'nakliyat firması tarihçe', 'sigortalı nakliyat'],
  });
}

export default async function AboutPage() {
  const [{ name }, edited, company] = await Promise.all([getSite(), getEditedFacts(), getCompany()]);
  return (
    <>
      <PageHero
        title={TITLE}
        lead={lead()}
        breadcrumbs={[{ label: 'Kurumsal', path: '/kurumsal' }, { label: TITLE }]}
      />
      <CorporateNav current="/kurumsal/hakkimizda" />
      <Section id="hikayemiz" title="Hikâyemiz">
        <Prose paragraphs={ABOUT_TEXT} />
      </Section>
      <div className="bg-slate-50">
        <Section id="kilometre-taslari" title="Kilometre taşlarımız">
          <ol className="relative space-y-6 border-l-2 border-brand-200 pl-6">
            {MILESTONES.map((m) => (
              <li key={m.year} className="relative">
                <span
                  className="absolute top-1 -left-[2.1rem] size-4 rounded-full border-4 border-white bg-accent-600 ring-2 ring-brand-200"
                  aria-hidden="true"
                />
                <p className="text-sm font-extrabold text-accent-600">{m.year}</p>
                <h3 className="font-bold text-brand-900">{m.title}</h3>
                <p className="mt-1 max-w-3xl text-sm leading-relaxed text-slate-600">{fillFacts(m.text, { edited })}</p>
              </li>
            ))}
          </ol>
        </Section>
      </div>
      <Section id="guvence" title="Güvenlik ve sigorta">
        <ValueGrid items={SECURITY_POINTS} />
      </Section>
      <section aria-labelledby="rakamlar-baslik" className="bg-gradient-to-br from-brand-900 to-brand-700">
        <div className="container-page space-y-4 py-12">
          <h2 id="rakamlar-baslik" className="text-2xl font-extrabold text-white">
            Rakamlarla {name}
          </h2>
          <StatBand stats={companyStats(company)} />
          <StatBand stats={qualityStats(company)} />
        </div>
      </section>
      <VerifiedReviews title="Müşterilerimizden" />
      <div className="bg-slate-50">
        <Section id="ekibimiz" title="Ekibimiz">
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {TEAM.map((member) => (
              <li
                key={member.id}
                id={member.id}
                className="scroll-mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <span
                  className="grid size-14 place-items-center rounded-full bg-brand-600 text-lg font-extrabold text-white"
                  aria-hidden="true"
                >
                  {initials(member.name)}
                </span>
                <h3 className="mt-4 font-bold text-brand-900">{member.name}</h3>
                <p className="text-sm font-semibold text-accent-600">{member.role}</p>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{member.bio}</p>
              </li>
            ))}
          </ul>
        </Section>
      </div>
      <ContactCta />
    </>
  );
}

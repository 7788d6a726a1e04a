import { ShieldCheck, Clock3, MapPinned } from 'lucide-react';
import Link from 'next/link';
import { REGION_TABLE } from '@/content/regions';
import { SERVICES } from '@/content/services';
import { pageMetadata } from '@/lib/seo/metadata';
import { SLOGAN, site, telLink, yearsInBusiness } from '@/lib/site';
import { ContactCta } from './_components/contact-cta';
import { RegionCards } from './_components/region-cards';
import { Section } from './_components/section';
import { ServiceCards } from './_components/service-cards';

export function generateMetadata() {
  return pageMetadata({
    title: 'İstanbul Evden Eve Nakliyat ve Şehirlerarası Taşımacılık',
    description: `${site().name}: Bağcılar merkezli, 2003'ten beri 81 ilde sigortalı evden eve nakliyat, ofis, asansörlü ve şehirlerarası taşıma. Ücretsiz ekspertiz, 1 saatte teklif.`,
    path: '/',
    keywords: ['evden eve nakliyat', 'istanbul nakliyat', 'bağcılar nakliyat', 'şehirlerarası nakliyat', 'ofis taşıma'],
  });
}

/** Home positions 0-4 and 10 of the service list. */
const FEATURED = [0, 1, 2, 3, 4, 10].map((i) => SERVICES[i]!);

export default function HomePage() {
  const s = site();
  const provinceCount = REGION_TABLE.reduce((sum, r) => sum + r.provinces.length, 0);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
        <div className="container-page py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">{SLOGAN}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            İstanbul&apos;dan 81 ile sigortalı evden eve nakliyat
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">
            {yearsInBusiness()} yıldır Bağcılar merkezli ekibimizle evinizi, ofisinizi ve yükünüzü planlı, sigortalı ve
            zamanında taşıyoruz. Telefon ve WhatsApp hattımız 7/24 açık.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/teklif-al" className="rounded-lg bg-accent-500 px-6 py-3 font-bold text-white hover:bg-accent-600">
              Ücretsiz Teklif Al
            </Link>
            <a href={telLink(s.phone)} className="rounded-lg bg-white px-6 py-3 font-bold text-brand-800 hover:bg-brand-50">
              Hemen Arayın: {s.phone.display}
            </a>
          </div>
          <ul className="mt-10 grid max-w-3xl gap-4 text-sm sm:grid-cols-3">
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-5 text-accent-400" aria-hidden="true" /> Tam sigortalı taşıma
            </li>
            <li className="flex items-center gap-2">
              <Clock3 className="size-5 text-accent-400" aria-hidden="true" /> 7/24 telefon ve WhatsApp
            </li>
            <li className="flex items-center gap-2">
              <MapPinned className="size-5 text-accent-400" aria-hidden="true" /> {REGION_TABLE.length} bölgede {provinceCount} il
            </li>
          </ul>
        </div>
      </section>
      <Section id="hizmetler" title="Öne çıkan hizmetlerimiz" lead="Fiyatlar başlangıç fiyatıdır; kesin tutar ücretsiz ekspertizin ardından yazılı olarak bildirilir.">
        <ServiceCards services={FEATURED} />
      </Section>
      <Section id="bolgeler" title="Hizmet bölgelerimiz" className="border-t border-slate-100">
        <RegionCards regions={REGION_TABLE} />
      </Section>
      <ContactCta />
    </>
  );
}

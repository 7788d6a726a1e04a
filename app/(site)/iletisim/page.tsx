import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { JsonLd, organizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { site, telLink } from '@/lib/site';
import { ContactCta } from '../_components/contact-cta';
import { PageHero } from '../_components/page-hero';

const TITLE = "İletişim";
const LEAD = "Telefon ve WhatsApp hattımız 7/24 açık; taşımalarımızı Pazartesi–Cumartesi 08:00–18:00 arasında planlıyoruz, acil taşımalar her saat.";

export function generateMetadata() {
  return pageMetadata({ title: TITLE, description: LEAD, path: '/iletisim' });
}

export default function ContactPage() {
  const s = site();
  return (
    <>
      <PageHero title={TITLE} lead={LEAD} breadcrumbs={[{ label: TITLE }]} />
      <section className="container-page grid gap-6 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="rounded-2xl border border-slate-200 p-6">
          <Phone className="size-6 text-accent-500" aria-hidden="true" />
          <h2 className="mt-3 font-bold text-brand-900">Telefon</h2>
          <ul className="mt-2 space-y-1">
            {s.phones.map((p) => (
              <li key={p.e164}>
                <a href={telLink(p)} className="text-brand-600 hover:underline">
                  {p.display}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-slate-200 p-6">
          <Mail className="size-6 text-accent-500" aria-hidden="true" />
          <h2 className="mt-3 font-bold text-brand-900">E-posta</h2>
          <a href={`mailto:${s.email}`} className="mt-2 block break-all text-brand-600 hover:underline">
            {s.email}
          </a>
        </div>
        <div className="rounded-2xl border border-slate-200 p-6">
          <MapPin className="size-6 text-accent-500" aria-hidden="true" />
          <h2 className="mt-3 font-bold text-brand-900">Adres</h2>
          <p className="mt-2 text-slate-600">{s.address.full}</p>
        </div>
        <div className="rounded-2xl border border-slate-200 p-6">
          <Clock className="size-6 text-accent-500" aria-hidden="true" />
          <h2 className="mt-3 font-bold text-brand-900">Çalışma saatleri</h2>
          <p className="mt-2 text-slate-600">Telefon ve WhatsApp: 7/24</p>
          <p className="text-slate-600">Taşıma: Pazartesi–Cumartesi 08:00–18:00</p>
          <p className="text-slate-600">Acil taşıma: her saat</p>
        </div>
      </section>
      <ContactCta />
      <JsonLd data={organizationJsonLd()} />
    </>
  );
}

import { Clock, Mail, MapPin, Navigation, Phone } from '@/components/ui/icons';
import { SERVICES } from '@/content/services';
import { contactOptionFor, formContext } from '@/lib/leads/index.server';
import { JsonLd, organizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { ALWAYS_REACHABLE, REPLY_PROMISE } from '@/lib/facts';
import { site, telLink, type SiteConfig } from '@/lib/site';
import { properNoun } from '@/lib/turkish';
import { LeadForm } from '../_components/lead-form';
import { PageHero } from '../_components/page-hero';
import { getSite } from '@/lib/settings/index.server';

export const dynamic = 'force-dynamic';

const TITLE = 'İletişim';
/** The page's lead: how to reach the company and when moves are scheduled. */
function lead(s: SiteConfig): string {
  const { moveDays, moveHours } = s.hours;
  return `${ALWAYS_REACHABLE.channels} hattımız 7/24 açık; taşımalarımızı ${moveDays} ${moveHours} arasında planlıyoruz, acil taşımalar her saat.`;
}

export async function generateMetadata() {
  return pageMetadata({
    title: TITLE,
    description: lead(await getSite()),
    path: '/iletisim',
    keywords: [
      'nakliyat iletişim',
      `${site().address.district.toLocaleLowerCase('tr-TR')} nakliyat telefon`,
      'nakliyat teklif',
    ],
  });
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function directions(lat: number, lng: number) {
  return [
    { label: 'Google Haritalar', href: `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}` },
    { label: 'Apple Haritalar', href: `https://maps.apple.com/?daddr=${lat},${lng}` },
    { label: 'Yandex Haritalar', href: `https://yandex.com.tr/harita/?rtext=~${lat}%2C${lng}&rtt=auto` },
  ];
}

/** A lightweight drawn map: streets around a pin. No third-party map is loaded. */
function MapArtwork({ district }: { district: string }) {
  return (
    <svg
      viewBox="0 0 400 220"
      className="h-auto w-full rounded-xl bg-brand-50"
      role="img"
      aria-label={`${properNoun(district, 'locative')}ki merkezimizi gösteren harita çizimi`}
    >
      <rect width="400" height="220" fill="#eef5fc" />
      <path d="M0 150 L400 120" stroke="#ffffff" strokeWidth="18" />
      <path d="M120 0 L160 220" stroke="#ffffff" strokeWidth="14" />
      <path d="M0 60 L400 80" stroke="#ffffff" strokeWidth="10" />
      <path d="M290 0 L260 220" stroke="#ffffff" strokeWidth="10" />
      <path d="M0 150 L400 120" stroke="#d6e6f7" strokeWidth="2" strokeDasharray="10 8" />
      <rect x="20" y="85" width="80" height="45" rx="6" fill="#d6e6f7" />
      <rect x="180" y="10" width="90" height="55" rx="6" fill="#d6e6f7" />
      <rect x="300" y="150" width="80" height="55" rx="6" fill="#d6e6f7" />
      <rect x="175" y="150" width="70" height="50" rx="6" fill="#a9cbee" opacity="0.5" />
      <circle cx="210" cy="100" r="34" fill="#f97316" opacity="0.15" />
      <path d="M210 62c-13 0-23 10-23 23 0 17 23 38 23 38s23-21 23-38c0-13-10-23-23-23z" fill="#c2410c" />
      <circle cx="210" cy="85" r="8" fill="#ffffff" />
    </svg>
  );
}

export default async function ContactPage({ searchParams }: Props) {
  const ctx = await formContext('/iletisim', await searchParams);
  const s = await getSite();
  return (
    <>
      <PageHero title={TITLE} lead={lead(s)} breadcrumbs={[{ label: TITLE }]} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_24rem]">
        <section
          aria-labelledby="form-baslik"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="form-baslik" className="scroll-mt-8 text-xl font-extrabold text-brand-900">
            Bize yazın
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">
            Yıldızlı alanlar zorunludur. Teklif taleplerini {REPLY_PROMISE} içinde yanıtlıyoruz.
          </p>
          <LeadForm
            kind="contact"
            submissionId={ctx.submissionId}
            reach={ctx.reach}
            serviceOptions={SERVICES.map((x) => x.title)}
            defaultService={contactOptionFor(ctx.service)}
            started={ctx.started}
            minFillMs={ctx.minFillMs}
            initialState={ctx.initialState}
            attribution={ctx.attribution}
            submitLabel="Gönder"
          />
        </section>
        <aside className="space-y-4" aria-label="İletişim bilgileri">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="flex items-center gap-2 font-bold text-brand-900">
              <Phone className="size-5 text-accent-600" aria-hidden="true" /> Telefon
            </h2>
            <ul className="mt-2 space-y-1">
              {s.phones.map((p) => (
                <li key={p.e164}>
                  <a href={telLink(p)} className="font-semibold text-brand-700 hover:underline">
                    {p.display}
                  </a>
                </li>
              ))}
            </ul>
            <h2 className="mt-5 flex items-center gap-2 font-bold text-brand-900">
              <Mail className="size-5 text-accent-600" aria-hidden="true" /> E-posta
            </h2>
            <a href={`mailto:${s.email}`} className="mt-2 block font-semibold break-all text-brand-700 hover:underline">
              {s.email}
            </a>
            <h2 className="mt-5 flex items-center gap-2 font-bold text-brand-900">
              <Clock className="size-5 text-accent-600" aria-hidden="true" /> Çalışma saatleri
            </h2>
            <ul className="mt-2 space-y-1 text-sm text-slate-700">
              {Object.values(s.hours.lines).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="location">
            <h2 className="flex items-center gap-2 font-bold text-brand-900">
              <MapPin className="size-5 text-accent-600" aria-hidden="true" /> Adres
            </h2>
            <p className="mt-2 text-sm text-slate-700">{s.address.full}</p>
            <div className="mt-4">
              <MapArtwork district={s.address.district} />
            </div>
            <p className="mt-4 flex items-center gap-2 text-sm font-bold text-brand-900">
              <Navigation className="size-4" aria-hidden="true" /> Yol tarifi al
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {directions(s.geo.latitude, s.geo.longitude).map((d) => (
                <li key={d.label}>
                  <a
                    href={d.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-block rounded-lg border border-brand-200 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {d.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
      <JsonLd data={organizationJsonLd(s)} />
    </>
  );
}

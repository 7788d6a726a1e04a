import { Clock, Mail, MapPin, Phone } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { CORPORATE_LINKS, GALLERY_LINKS, SERVICE_LINKS } from '@/lib/routes';
import { PROVINCE_COUNT, REGION_COUNT } from '@/content/company-stats';
import { SINCE_FOUNDING } from '@/lib/facts';
import { telLink } from '@/lib/site';
import { getSite } from '@/lib/settings/index.server';
import { insuranceClaims } from '@/lib/claims';

const QUICK_LINKS = [
  { path: '/', label: 'Anasayfa' },
  { path: '/hakkimizda', label: 'Hakkımızda' },
  ...CORPORATE_LINKS.slice(2),
  { path: '/hizmet-bolgeleri', label: 'Hizmet Bölgeleri' },
  ...GALLERY_LINKS,
  { path: '/blog', label: 'Blog' },
  { path: '/fiyat-hesaplama', label: 'Fiyat Hesaplama' },
  { path: '/teklif-al', label: 'Teklif Al' },
  { path: '/iletisim', label: 'İletişim' },
];

/** Every footer link is at least 24 px tall, a finger's target (WCAG 2.5.8). */
const FOOTER_LINK = 'inline-flex min-h-6 items-center hover:text-white hover:underline';

/** Footer services: the first six of the list (piece goods among them). */
const FOOTER_SERVICES = SERVICE_LINKS.filter((_, i) => i < 6);

export async function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  const s = await getSite();
  const claims = insuranceClaims(s);
  // Staff fill these in "Firma Bilgileri"; an empty one is left out.
  const credentials = [s.legalName.trim(), claims.k3Line, claims.insurerLine].filter(Boolean);
  return (
    <footer className="bg-brand-900 pb-16 text-brand-100 lg:pb-0">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-3 text-lg font-extrabold text-white">
            <img src="/logo.svg" alt="" width={36} height={36} className="size-9" />
            {s.name}
          </p>
          <p className="mt-4 text-sm leading-relaxed">
            {SINCE_FOUNDING} {s.address.city} {s.address.district} merkezli olarak evden eve nakliyat, ofis,
            şehirlerarası ve asansörlü taşımacılık hizmeti veriyoruz. {REGION_COUNT} bölgede {PROVINCE_COUNT} ile{' '}
            {claims.manner} taşıma.
          </p>
        </div>
        <nav aria-label="Hızlı bağlantılar">
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">Hızlı Bağlantılar</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-1">
            {QUICK_LINKS.map((link) => (
              <li key={link.path}>
                <Link href={link.path} className={FOOTER_LINK}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Hizmetlerimiz">
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">Hizmetlerimiz</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {FOOTER_SERVICES.map((link) => (
              <li key={link.path}>
                <Link href={link.path} className={FOOTER_LINK}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/hizmetlerimiz" className={`${FOOTER_LINK} font-semibold text-accent-400`}>
                Tüm hizmetler
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">İletişim</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
              <span>{s.address.full}</span>
            </li>
            {s.phones.map((p) => (
              <li key={p.e164} className="flex gap-2">
                <Phone className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
                <a href={telLink(p)} className={FOOTER_LINK}>
                  {p.display}
                </a>
              </li>
            ))}
            <li className="flex gap-2">
              <Mail className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
              <a href={`mailto:${s.email}`} className={`${FOOTER_LINK} break-all`}>
                {s.email}
              </a>
            </li>
            <li className="flex gap-2">
              <Clock className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
              <span>
                {s.hours.lines.reachable}
                <br />
                {s.hours.lines.moves}
                <br />
                {s.hours.lines.urgent}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p data-testid="copyright">
              © {year} {s.name}. Tüm hakları saklıdır.
            </p>
            {credentials.length > 0 && (
              <p className="mt-1 text-xs text-brand-200" data-testid="footer-credentials">
                {credentials.join(' · ')}
              </p>
            )}
            <p className="mt-1">
              <Link href="/kvkk-aydinlatma-metni" className="inline-block py-1 underline hover:text-white">
                KVKK Aydınlatma Metni
              </Link>
            </p>
          </div>
          {s.socials.length > 0 && (
            <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Sosyal medya">
              {s.socials.map((social) => (
                <li key={social.name}>
                  <a href={social.url} target="_blank" rel="noopener noreferrer" className={FOOTER_LINK}>
                    {social.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}

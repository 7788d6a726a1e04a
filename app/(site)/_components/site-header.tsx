import { Mail, MapPin, Phone } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { SocialIcon } from '@/components/ui/social-icon';
import { NAV_GROUPS, NAV_LINKS } from '@/lib/routes';
import { SINCE_FOUNDING } from '@/lib/facts';
import { SLOGAN, WHATSAPP_GREETING, telLink, whatsappLink } from '@/lib/site';
import { CurrencyWidget } from './currency-widget';
import { MainNav } from './main-nav';
import { getSite } from '@/lib/settings/index.server';

export async function SiteHeader() {
  const s = await getSite();
  return (
    <header className="relative z-30">
      <div className="bg-brand-900 text-brand-100">
        <div className="container-page flex h-9 items-center justify-between gap-2 text-xs sm:text-sm">
          <p className="truncate font-medium">{SLOGAN}</p>
          {s.socials.length > 0 && (
            <ul className="flex shrink-0 items-center gap-0.5 sm:gap-1" aria-label="Sosyal medya hesaplarımız">
              {s.socials.map((social) => (
                <li key={social.name}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.name}
                    className="grid size-6 place-items-center rounded-full hover:bg-white/10 hover:text-white sm:size-7"
                  >
                    <SocialIcon name={social.name} className="size-3.5" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="border-b border-slate-200 bg-white">
        <div className="container-page flex items-center justify-between gap-4 py-3">
          {/* Named by its visible text (label in name), then where it leads. */}
          <Link href="/" className="flex items-center gap-3">
            <img src="/logo.svg" alt="" width={44} height={44} className="size-11" />
            <span className="leading-tight">
              <span className="block text-lg font-extrabold tracking-tight text-brand-800 sm:text-xl">{s.name}</span>
              <span className="block text-xs text-slate-500">{SINCE_FOUNDING} evden eve nakliyat</span>
              <span className="sr-only">, anasayfa</span>
            </span>
          </Link>
          <div className="hidden items-center gap-6 text-sm md:flex">
            <div className="flex items-center gap-2 text-slate-600">
              <MapPin className="size-5 text-accent-500" aria-hidden="true" />
              <span>
                <span className="block text-xs text-slate-500">Merkez</span>
                <span className="font-semibold text-slate-800">
                  {s.address.district}, {s.address.city}
                </span>
              </span>
            </div>
            <a href={telLink(s.phone)} className="flex items-center gap-2 text-slate-600 hover:text-brand-600">
              <Phone className="size-5 text-accent-500" aria-hidden="true" />
              <span>
                <span className="block text-xs text-slate-500">7/24 Arayın</span>
                <span className="font-semibold whitespace-nowrap text-slate-800" data-testid="header-phone-number">
                  {s.phone.display}
                </span>
              </span>
            </a>
            <a
              href={`mailto:${s.email}`}
              className="hidden items-center gap-2 text-slate-600 hover:text-brand-600 xl:flex"
            >
              <Mail className="size-5 text-accent-500" aria-hidden="true" />
              <span>
                <span className="block text-xs text-slate-500">E-posta</span>
                <span className="font-semibold text-slate-800">{s.email}</span>
              </span>
            </a>
          </div>
          <div className="flex items-center gap-2">
            <a
              href={telLink(s.phone)}
              className="grid size-11 place-items-center rounded-full bg-brand-50 text-brand-600 md:hidden"
              aria-label={`Bizi arayın: ${s.phone.display}`}
            >
              <Phone className="size-5" aria-hidden="true" />
            </a>
            <Link
              href="/teklif-al"
              className="rounded-lg bg-accent-600 px-4 py-2.5 text-sm font-bold whitespace-nowrap text-white shadow-sm hover:bg-accent-700"
            >
              <span className="hidden sm:inline">Ücretsiz </span>Teklif Al
            </Link>
          </div>
        </div>
      </div>
      <MainNav
        groups={NAV_GROUPS}
        links={NAV_LINKS}
        whatsappHref={whatsappLink(s.whatsapp.e164, WHATSAPP_GREETING)}
        widget={<CurrencyWidget />}
      />
    </header>
  );
}

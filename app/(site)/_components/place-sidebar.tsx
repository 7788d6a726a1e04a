import { Clock, Mail, MapPin, Phone, ShieldCheck } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { telLink } from '@/lib/site';
import { getSite } from '@/lib/settings/index.server';
import { insuranceClaims } from '@/lib/claims';

export interface PlaceLink {
  path: string;
  label: string;
}

/** Sidebar of region, province and district pages: call, contact, service info, links back. */
export async function PlaceSidebar({
  placeName,
  delivery,
  links,
}: {
  placeName: string;
  /** The delivery line: "İstanbul'dan teslim: 72 saat", or the in-city wording inside İstanbul. */
  delivery: string;
  links: PlaceLink[];
}) {
  const s = await getSite();
  const claims = insuranceClaims(s);
  return (
    <aside className="h-fit space-y-4 lg:sticky lg:top-4" aria-label="İletişim ve hizmet bilgisi">
      <div className="rounded-2xl bg-brand-800 p-6 text-white">
        <p className="font-bold">{placeName} için hemen teklif alın</p>
        <a
          href={telLink(s.phone)}
          className="mt-4 flex items-center justify-center gap-2 rounded-lg bg-accent-600 px-4 py-3 font-bold hover:bg-accent-700"
        >
          <Phone className="size-5" aria-hidden="true" /> Hemen Ara: {s.phone.display}
        </a>
        <Link
          href="/iletisim"
          className="mt-3 flex items-center justify-center gap-2 rounded-lg bg-white px-4 py-3 font-bold text-brand-800 hover:bg-brand-50"
        >
          <Mail className="size-5" aria-hidden="true" /> İletişime Geçin
        </Link>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="font-bold text-brand-900">Hizmet bilgisi</h2>
        <ul className="mt-3 space-y-2 text-sm text-slate-700">
          <li className="flex gap-2">
            <Clock className="mt-0.5 size-4 shrink-0 text-brand-500" aria-hidden="true" /> {delivery}
          </li>
          <li className="flex gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-500" aria-hidden="true" /> {claims.badge},
            ücretsiz ekspertiz
          </li>
          <li className="flex gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-brand-500" aria-hidden="true" /> {s.hours.lines.moves},{' '}
            {s.hours.lines.urgent.toLocaleLowerCase('tr-TR')}
          </li>
        </ul>
      </div>
      {links.length > 0 && (
        <nav aria-label="İlgili bölgeler" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="font-bold text-brand-900">Bölge bağlantıları</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {links.map((link) => (
              <li key={link.path}>
                <Link href={link.path} className="text-brand-600 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </aside>
  );
}

import { Clock3, MapPinned, ShieldCheck } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { preload } from 'react-dom';
import type { HeroPicture } from '@/lib/hero.server';
import { SLOGAN, telLink } from '@/lib/site';
import { getSite } from '@/lib/settings/index.server';
import { insuranceClaims } from '@/lib/claims';

const SIZES = '100vw';

/** The home page hero: the picture is the LCP element, preloaded, sized so nothing shifts. */
export async function HomeHero({
  picture,
  years,
  regionCount,
  provinceCount,
}: {
  picture: HeroPicture;
  years: number;
  regionCount: number;
  provinceCount: number;
}) {
  const s = await getSite();
  const claims = insuranceClaims(s);
  preload(picture.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(picture.srcSet ? { imageSrcSet: picture.srcSet, imageSizes: SIZES } : {}),
  });
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.srcSet ? SIZES : undefined}
        width={picture.width}
        height={picture.height}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover object-right"
        data-testid="hero-image"
      />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/70 to-brand-900/10"
        aria-hidden="true"
      />
      <div className="container-page py-16 sm:py-24 lg:py-28">
        <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{SLOGAN}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          İstanbul&apos;dan {provinceCount} ile {claims.titlePrefix}evden eve nakliyat
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-100">
          {years} yıldır {s.address.district} merkezli ekibimizle evinizi, ofisinizi ve yükünüzü {claims.manner}{' '}
          taşıyoruz. Telefon ve WhatsApp hattımız 7/24 açık.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            href="/teklif-al"
            className="rounded-lg bg-accent-600 px-6 py-3 font-bold text-white hover:bg-accent-700"
          >
            Ücretsiz Teklif Al
          </Link>
          <a
            href={telLink(s.phone)}
            className="rounded-lg bg-white px-6 py-3 font-bold text-brand-800 hover:bg-brand-50"
          >
            Hemen Arayın: {s.phone.display}
          </a>
        </div>
        <ul className="mt-10 grid max-w-3xl gap-4 text-sm sm:grid-cols-3">
          <li className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-accent-400" aria-hidden="true" /> {claims.badge}
          </li>
          <li className="flex items-center gap-2">
            <Clock3 className="size-5 text-accent-400" aria-hidden="true" /> 7/24 telefon ve WhatsApp
          </li>
          <li className="flex items-center gap-2">
            <MapPinned className="size-5 text-accent-400" aria-hidden="true" /> {regionCount} bölgede {provinceCount} il
          </li>
        </ul>
      </div>
    </section>
  );
}

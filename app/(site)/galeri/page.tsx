import { Camera } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { BUILTIN_PHOTOS, ILLUSTRATION_LABEL, photoSrc } from '@/content/gallery';
import { listGalleryImages, type GalleryImage } from '@/lib/data/gallery-images.server';
import { getDb } from '@/lib/db/kysely.server';
import { smallestUrl, srcSet, srcSetOf } from '@/lib/media';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactCta } from '../_components/contact-cta';
import { GalleryLightbox, type GalleryPhoto } from '../_components/gallery-lightbox';
import { PageHero } from '../_components/page-hero';
import { getSite } from '@/lib/settings/index.server';

const TITLE = 'Foto Galeri';
const LEAD = "İstanbul'dan Anadolu'ya taşımalarımızı, depomuzu ve araç filomuzu anlatan görseller.";

export function generateMetadata() {
  return pageMetadata({
    title: TITLE,
    description: LEAD,
    path: '/galeri',
    keywords: ['nakliyat fotoğrafları', 'evden eve nakliyat galeri', 'asansörlü taşıma fotoğraf'],
  });
}

/** Uploaded photos (newest first); an unreachable database shows the built-in ones only. */
async function uploadedPhotos(): Promise<GalleryImage[]> {
  try {
    return await listGalleryImages(await getDb());
  } catch (error) {
    console.error('[galeri] uploaded photos could not be loaded:', error instanceof Error ? error.message : error);
    return [];
  }
}

export default async function GalleryPage() {
  const { name } = await getSite();
  const uploaded = await uploadedPhotos();
  const photos: GalleryPhoto[] = [
    ...uploaded.map((g, i) => ({
      key: g.id,
      src: smallestUrl(g.variants, g.url),
      srcSet: srcSet(g.variants),
      full: g.url,
      alt: g.title || `${name} taşıma fotoğrafı ${i + 1}`,
      title: g.title || 'Yeni fotoğraf',
      width: g.width ?? 1200,
      height: g.height ?? 800,
      isNew: true,
    })),
    ...BUILTIN_PHOTOS.map((p) => ({
      key: `builtin-${p.n}`,
      src: photoSrc(p.n, 640),
      srcSet: srcSetOf(([640, 1200] as const).map((width) => ({ url: photoSrc(p.n, width), width }))),
      full: photoSrc(p.n, 1200),
      alt: `${ILLUSTRATION_LABEL}: ${p.alt}`,
      title: `${p.title} · ${ILLUSTRATION_LABEL}`,
      width: 1200,
      height: 800,
      isNew: false,
    })),
  ];
  return (
    <>
      <PageHero title={TITLE} lead={LEAD} breadcrumbs={[{ label: TITLE }]} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_16rem]">
        <section aria-labelledby="fotograflar-baslik">
          <h2 id="fotograflar-baslik" className="sr-only">
            Fotoğraflar
          </h2>
          {photos.length ? (
            <GalleryLightbox photos={photos} />
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-500">
              Galeride henüz fotoğraf yok.
            </p>
          )}
        </section>
        <aside className="h-fit space-y-4 lg:sticky lg:top-4" aria-label="Galeri bilgisi">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Camera className="size-7 text-accent-500" aria-hidden="true" />
            <p className="mt-3 text-3xl font-extrabold text-brand-800" data-testid="photo-count">
              {photos.length}
            </p>
            <p className="text-sm text-slate-600">görsel</p>
            <p className="mt-3 text-sm text-slate-600" data-testid="gallery-note">
              {uploaded.length
                ? '“Yeni” etiketli kareler ekibimizin yüklediği fotoğraflardır; diğerleri hizmetlerimizi anlatan temsili görsellerdir.'
                : 'Buradaki görseller hizmetlerimizi anlatan temsili çizimlerdir; taşımalarımızdan fotoğraflar eklendikçe en başta yer alır.'}
            </p>
          </div>
          <div className="rounded-2xl bg-brand-800 p-6 text-white">
            <h2 className="font-bold">Sıradaki taşıma sizin olsun</h2>
            <Link
              href="/teklif-al"
              className="mt-4 block rounded-lg bg-accent-600 px-4 py-2.5 text-center font-bold hover:bg-accent-700"
            >
              Ücretsiz Teklif Al
            </Link>
          </div>
        </aside>
      </div>
      <ContactCta />
    </>
  );
}

import { Clapperboard } from '@/components/ui/icons';
import { ANIMATION_LABEL, BUILTIN_VIDEOS, resolutionLabel, totalDuration } from '@/content/videos';
import { listVideos, type Video } from '@/lib/data/videos.server';
import { getDb } from '@/lib/db/kysely.server';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactCta } from '../_components/contact-cta';
import { PageHero } from '../_components/page-hero';
import { VideoLightbox, type GalleryVideo } from '../_components/video-lightbox';

const TITLE = 'Video Galeri';
const LEAD = 'Paketlemeden asansörlü taşımaya, bir taşımanın adımlarını kısa videolarla izleyin.';

export function generateMetadata() {
  return pageMetadata({
    title: TITLE,
    description: LEAD,
    path: '/video-galeri',
    keywords: ['nakliyat videoları', 'asansörlü taşıma video', 'evden eve nakliyat video'],
  });
}

async function uploadedVideos(): Promise<Video[]> {
  try {
    return await listVideos(await getDb());
  } catch (error) {
    console.error(
      '[video-galeri] uploaded videos could not be loaded:',
      error instanceof Error ? error.message : error,
    );
    return [];
  }
}

export default async function VideoGalleryPage() {
  const videos: GalleryVideo[] = [
    ...(await uploadedVideos()).map((v) => ({
      key: v.id,
      title: v.title || 'Yeni video',
      description: v.description,
      src: v.url,
      poster: v.thumbnailUrl,
      isNew: true,
    })),
    ...BUILTIN_VIDEOS.map((v) => ({
      key: v.id,
      title: v.title,
      description: v.description,
      src: v.video,
      poster: v.thumbnail,
      duration: v.duration,
      note: ANIMATION_LABEL,
      isNew: false,
    })),
  ];
  return (
    <>
      <PageHero title={TITLE} lead={LEAD} breadcrumbs={[{ label: TITLE }]} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_16rem]">
        <section aria-labelledby="videolar-baslik">
          <h2 id="videolar-baslik" className="sr-only">
            Videolar
          </h2>
          <VideoLightbox videos={videos} />
        </section>
        <aside
          className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-4"
          aria-label="Video bilgisi"
        >
          <Clapperboard className="size-7 text-accent-500" aria-hidden="true" />
          <p className="mt-3 text-3xl font-extrabold text-brand-800" data-testid="video-count">
            {videos.length}
          </p>
          <p className="text-sm text-slate-600">video</p>
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-slate-500">Toplam süre</dt>
              <dd className="font-semibold text-slate-800">{totalDuration(BUILTIN_VIDEOS)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-500">Çözünürlük</dt>
              <dd className="font-semibold text-slate-800">{resolutionLabel(BUILTIN_VIDEOS)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-500">Biçim</dt>
              <dd className="font-semibold text-slate-800">MP4</dd>
            </div>
          </dl>
        </aside>
      </div>
      <ContactCta />
    </>
  );
}

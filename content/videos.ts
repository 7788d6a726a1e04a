// Built-in videos (public/videos): short animations made by tools/artwork from the gallery
// illustrations, not footage of real jobs, so the video gallery marks them as such
// (ANIMATION_LABEL). This table is edited by hand; `npm run artwork` reads it to know which
// videos to make and where, and stops when a file's measured length differs from `duration`.
// Each is a 25 fps H.264 file without sound; the generator also checks its frame size.

export interface BuiltinVideo {
  id: string;
  title: string;
  description: string;
  video: string;
  thumbnail: string;
  /** Measured length, m:ss. */
  duration: string;
  /** Frame size in pixels. */
  width: number;
  height: number;
}

/** How a built-in video is marked on its card. */
export const ANIMATION_LABEL = 'Temsili animasyon';

export const BUILTIN_VIDEOS: BuiltinVideo[] = [
  {
    id: 'ev-tasima',
    title: 'Evden Eve Nakliyat',
    description:
      'Mutfaktaki tabakların paketlenmesinden koltuğun streçlenmesine, dolabın taşınmasından kamyonun yüklenmesine kadar bir ev taşımasının tüm adımları. Yeni evine yerleşen ailenin mutluluğuyla biten kısa bir yolculuk.',
    video: '/videos/ev-tasima.mp4',
    thumbnail: '/videos/ev-tasima.jpg',
    duration: '0:21',
    width: 1280,
    height: 720,
  },
  {
    id: 'asansorlu-tasima',
    title: 'Asansörlü Taşımacılık',
    description:
      'Mobil dış cephe asansörümüz koltuğu yüksek katlı binanın balkonuna merdiven kullanmadan çıkarıyor. Eşyalar binaya ve asansöre zarar vermeden, kısa sürede yerine ulaşıyor.',
    video: '/videos/asansorlu-tasima.mp4',
    thumbnail: '/videos/asansorlu-tasima.jpg',
    duration: '0:17',
    width: 1280,
    height: 720,
  },
  {
    id: 'ofis-tasima',
    title: 'Ofis Taşıma',
    description:
      'Kolilenen ofis, mesai sonrasında gece boyunca kamyona yükleniyor ve sabah yeni adresinde çalışmaya hazır oluyor. İş akışınız aksamadan, planlı bir ofis taşıması.',
    video: '/videos/ofis-tasima.mp4',
    thumbnail: '/videos/ofis-tasima.jpg',
    duration: '0:19',
    width: 1280,
    height: 720,
  },
  {
    id: 'sehirlerarasi',
    title: 'Şehirlerarası Taşıma',
    description:
      "Depodan çıkan kamyonumuz gece İstanbul'dan yola çıkıyor, şafakta otoyolda ilerliyor ve eşyaları sahildeki yeni eve teslim ediyor. 81 ile aynı özenle taşıma.",
    video: '/videos/sehirlerarasi.mp4',
    thumbnail: '/videos/sehirlerarasi.jpg',
    duration: '0:20',
    width: 1280,
    height: 720,
  },
];

/** Seconds of an m:ss (or h:mm:ss) duration. */
export function durationSeconds(duration: string): number {
  return duration.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** The videos' total length for the video gallery: m:ss, or h:mm:ss from an hour on. */
export function totalDuration(videos: readonly Pick<BuiltinVideo, 'duration'>[]): string {
  const seconds = videos.reduce((sum, v) => sum + durationSeconds(v.duration), 0);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The videos' resolution by frame height ("720p"); different heights are listed, lowest first. */
export function resolutionLabel(videos: readonly Pick<BuiltinVideo, 'height'>[]): string {
  return [...new Set(videos.map((v) => v.height))]
    .sort((a, b) => a - b)
    .map((h) => `${h}p`)
    .join(' / ');
}

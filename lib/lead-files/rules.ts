// A lead's private files (photos and videos of the survey, or of a damage report): what one
// request may hold and what the customer is told. Browser-safe: the uploader reads the same
// limits before it sends anything; the server checks them again (docs/decisions/039).

const MB = 1024 * 1024;

/** Photos and videos per request (lead): the survey's quota. */
export const LEAD_FILE_QUOTA = {
  photos: 20,
  videos: 2,
  /** All files of a lead together: 20 resized photos and two full videos fit with room to spare. */
  bytes: 260 * MB,
} as const;

/** The long side of a stored photo; the browser resizes to it, the server again when it did not. */
export const PHOTO_MAX_SIDE = 2000;
/** One photo as sent: a resized JPEG is far below; an iPhone HEIC or a camera JPEG the browser could not redraw fits. */
export const PHOTO_MAX_BYTES = 25 * MB;
export const VIDEO_MAX_BYTES = 100 * MB;
export const VIDEO_MAX_SECONDS = 60;

/** What the server takes, by content (sniffed, never by the file's name). */
export const LEAD_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export const LEAD_VIDEO_TYPES = ['video/mp4', 'video/quicktime'] as const;

/** What the file input offers (iPhones offer HEIC and MOV under these too). */
export const LEAD_FILE_ACCEPT = 'image/*,video/mp4,video/quicktime,.heic,.heif,.mov,.mp4';

export type LeadFileKind = 'photo' | 'video';

/** Whether a file the browser picked is a video, by its declared type or name (the server sniffs again). */
export function pickedKind(file: { type: string; name: string }): LeadFileKind {
  return file.type.startsWith('video/') || /\.(mov|mp4|m4v)$/i.test(file.name) ? 'video' : 'photo';
}

export interface LeadFileUsage {
  photos: number;
  videos: number;
  bytes: number;
}

/** Why one more file of `kind` and `bytes` does not fit in a lead's quota, or null when it fits. */
export function quotaRefusal(usage: LeadFileUsage, kind: LeadFileKind, bytes: number): string | null {
  if (kind === 'photo' && usage.photos >= LEAD_FILE_QUOTA.photos) return LEAD_FILE_MESSAGES.photoQuota;
  if (kind === 'video' && usage.videos >= LEAD_FILE_QUOTA.videos) return LEAD_FILE_MESSAGES.videoQuota;
  if (usage.bytes + bytes > LEAD_FILE_QUOTA.bytes) return LEAD_FILE_MESSAGES.bytesQuota;
  return null;
}

export const LEAD_FILE_MESSAGES = {
  type: 'Bu dosya fotoğraf (JPEG, PNG, WebP, HEIC) ya da video (MP4, MOV) değil.',
  photoSize: `Fotoğraf en fazla ${PHOTO_MAX_BYTES / MB} MB olabilir.`,
  videoSize: `Video en fazla ${VIDEO_MAX_BYTES / MB} MB olabilir.`,
  videoLength: `Video en fazla ${VIDEO_MAX_SECONDS} saniye olabilir.`,
  videoUnreadable: 'Video okunamadı; telefonunuzun kamerasıyla çekilmiş bir MP4 ya da MOV dosyası seçin.',
  photoUnreadable: 'Fotoğraf açılamadı; başka bir fotoğraf seçin.',
  photoQuota: `Bir talebe en fazla ${LEAD_FILE_QUOTA.photos} fotoğraf eklenebilir.`,
  videoQuota: `Bir talebe en fazla ${LEAD_FILE_QUOTA.videos} video eklenebilir.`,
  bytesQuota: 'Bu talebe eklenen dosyaların toplam boyutu sınıra ulaştı.',
  room: 'Lütfen dosyanın hangi odaya ait olduğunu seçin.',
  afterMove:
    'Taşınmanız tamamlandı; taşınma öncesi fotoğraf ve video artık eklenmez. Bir hasar varsa fotoğraflarını hasar bildiriminize ekleyin.',
  missing: 'Lütfen bir fotoğraf ya da video seçin.',
  generic: 'Dosya yüklenemedi. Lütfen tekrar deneyin.',
  saved: (kind: LeadFileKind) => (kind === 'photo' ? 'Fotoğraf eklendi.' : 'Video eklendi.'),
} as const;

/** The answer of the upload route, as the uploader reads it. */
export interface LeadFileAnswer {
  ok: boolean;
  message: string;
  file?: { id: string; kind: LeadFileKind; room: string | null; url: string };
}

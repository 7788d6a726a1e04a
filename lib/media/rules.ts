// Upload rules, limits and messages (SPEC.md sections 5 and 8). No server imports.

/** What the admin's media tabs upload: /api/admin/uploads/{kind}. */
export const UPLOAD_KINDS = ['hero', 'gallery', 'video'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export function isUploadKind(value: string): value is UploadKind {
  return UPLOAD_KINDS.some((kind) => kind === value);
}

/** The upload route's JSON answer, which the upload form shows. */
export interface UploadAnswer {
  ok: boolean;
  message: string;
  /** Every refusal, e.g. one per refused gallery photo. */
  errors: string[];
  /** How many files were kept (sent by the upload route; a partial gallery upload keeps some). */
  saved?: number;
  /** When the session had ended: the sign-in page, leading back to the tab (opened in a new tab). */
  signIn?: string;
}

const MB = 1024 * 1024;
/** A size limit in whole megabytes, as the form's labels write it. */
export const inMegabytes = (bytes: number) => Math.round(bytes / MB);

export const IMAGE_MAX_BYTES = 5 * MB;
export const VIDEO_MAX_BYTES = 50 * MB;
/** The poster the browser captures from a video (a JPEG frame, far below this). */
export const THUMBNAIL_MAX_BYTES = 2 * MB;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/ogg'] as const;
export const THUMBNAIL_TYPES = IMAGE_TYPES;
/**
 * The most pixels a photo may have (width × height), read from its header
 * before it is decoded: a few kilobytes of PNG can unpack to gigabytes.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** A stored file's extension, from the type its content was recognised as (never from the sender's file name). */
export const EXTENSIONS: Record<(typeof IMAGE_TYPES)[number] | (typeof VIDEO_TYPES)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/ogg': 'ogv',
};

/** A hero upload keeps its first photo only. */
export const HERO_MAX_FILES = 1;
export const GALLERY_TITLE_MAX_LENGTH = 200;
export const VIDEO_DESCRIPTION_MAX_LENGTH = 500;

/** What one multipart request may carry at most (files, other fields, bytes of one field). */
export const UPLOAD_REQUEST_LIMITS = { files: 30, fields: 30, fieldBytes: 20_000 } as const;
/** The upload form sends a gallery's photos in requests of at most this many bytes (and UPLOAD_REQUEST_LIMITS.files files). */
export const UPLOAD_BATCH_BYTES = 20 * MB;

export const VIDEO_TITLES = [
  'Evden Eve Nakliyat',
  'Ofis Taşıma',
  'Şehirlerarası Taşıma',
  'Asansörlü Taşımacılık',
  'Parça Eşya Taşıma',
  'Fabrika Taşıma',
  'Depolama Hizmeti',
  'Koli Taşıma',
  'Şehir İçi Taşıma',
  'Yük Taşıma',
  'Çeyiz Taşıma',
  'Tekstil Taşıma',
] as const;

export const UPLOAD_MESSAGES = {
  imageType: 'Lütfen sadece JPEG, PNG veya WebP formatında görsel yükleyin.',
  imageSize: "Görsel boyutu 5MB'dan küçük olmalıdır.",
  imagePixels: `Görsel çözünürlüğü en fazla ${IMAGE_MAX_PIXELS / 1_000_000} megapiksel olmalıdır.`,
  videoType: 'Sadece MP4, MOV (H.264), WebM, OGG formatları desteklenir.',
  videoSize: "Video boyutu 50MB'dan küçük olmalıdır.",
  videoRequired: 'Lütfen video dosyası ve başlık seçiniz.',
  imageRequired: 'Lütfen bir görsel seçin.',
  generic: 'Dosya yüklenirken bir hata oluştu. Lütfen tekrar deneyin.',
  heroUploaded: 'Anasayfa fotoğrafı yüklendi. Yayına almak için “Aktif yap” düğmesini kullanın.',
  galleryUploaded: (n: number) => `${n} fotoğraf galeriye eklendi.`,
  leftOut: (n: number) =>
    `Bir seferde en fazla ${UPLOAD_REQUEST_LIMITS.files} dosya yüklenebilir; fazladan seçilen ${n} dosya gönderilmedi. Bunları ayrıca yükleyin.`,
  sessionExpired:
    'Oturumunuzun süresi dolmuş; dosya kaydedilmedi. Yeni sekmede giriş yapın, sonra bu sayfada yüklemeyi tekrarlayın.',
  sessionExpiredNoScript:
    'Oturumunuzun süresi dolduğu için yüklediğiniz dosya kaydedilmedi. Lütfen dosyayı yeniden seçip tekrar yükleyin.',
  videoUploaded: 'Video galeriye eklendi.',
  heroActivated: 'Anasayfada gösterilen fotoğraf değiştirildi.',
  heroActivateFailed: 'Hero görseli aktif yapılamadı. Lütfen tekrar deneyin.',
  imageDeleted: 'Görsel silindi!',
  imageDeleteFailed: 'Görsel silinemedi. Lütfen tekrar deneyin.',
  videoDeleted: 'Video silindi!',
  videoDeleteFailed: 'Video silinemedi. Lütfen tekrar deneyin.',
  heicUnreadable:
    "Bu HEIC fotoğrafı açılamadı. iPhone'da Ayarlar > Kamera > Biçimler > En Uyumlu'yu seçin; yeni fotoğraflar JPEG olarak kaydedilir.",
  heicUnsupported: (name: string) =>
    `${name}: Bu tarayıcı HEIC biçimindeki fotoğrafları açamıyor. Fotoğrafı iPhone'dan doğrudan bu sayfaya yükleyin ya da iPhone'da Ayarlar > Kamera > Biçimler > En Uyumlu'yu seçin; yeni fotoğraflar JPEG olarak kaydedilir.`,
  preparingPhotos: 'Fotoğraflar hazırlanıyor...',
  preparingPoster: 'Kapak görseli hazırlanıyor...',
  processing: 'Yüklendi, sunucuda işleniyor...',
  posterSkipped: 'Tarayıcı bu videodan kapak görseli alamadı; video kapak görseli olmadan yüklendi.',
  titleSaved: 'Fotoğraf başlığı kaydedildi.',
  titleSaveFailed: 'Fotoğraf başlığı kaydedilemedi. Lütfen tekrar deneyin.',
  portraitHero: 'Dikey fotoğraf: anasayfadaki yatay alanda üstü ve altı kırpılarak gösterilir.',
} as const;

/**
 * Stored names: {kind}_{timestamp}_{name}.{extension}, where every character of
 * the sender's name (its own extension dropped) other than ASCII letters,
 * digits and the dot becomes "_", and the extension is the recognised type's.
 */
export function storedFileName(
  kind: UploadKind | 'thumb',
  original: string,
  type: string,
  timestamp = Date.now(),
): string {
  const extension = EXTENSIONS[type as keyof typeof EXTENSIONS];
  if (!extension) throw new Error(`no stored extension for ${type}`);
  const stem = original.replace(/\.[A-Za-z0-9]{1,8}$/, '');
  const safe = stem.replace(/[^A-Za-z0-9.]/g, '_').slice(-120) || 'dosya';
  return `${kind}_${timestamp}_${safe}.${extension}`;
}

/** What visitors see once a medium is deleted: the in-page confirmation says it before anything is removed. */
export function deleteConsequence(medium: 'hero' | 'gallery' | 'video', isActive = false): string {
  if (medium === 'hero')
    return isActive
      ? `Bu fotoğraf şu anda anasayfada gösteriliyor. Silerseniz ziyaretçiler anasayfada varsayılan görseli görecek. ${MEDIA_TRASH_DAYS} gün içinde geri alabilirsiniz; geri alınan fotoğraf yeniden aktif yapılınca gösterilir.`
      : `Bu fotoğraf anasayfada gösterilmiyor; silmek ziyaretçilerin gördüğünü değiştirmez. ${MEDIA_TRASH_DAYS} gün içinde geri alabilirsiniz.`;
  if (medium === 'gallery')
    return `Bu fotoğraf Foto Galeri sayfasından kaldırılacak; ziyaretçiler artık görmeyecek. ${MEDIA_TRASH_DAYS} gün içinde geri alabilirsiniz.`;
  return `Bu video Video Galeri sayfasından kaldırılacak; ziyaretçiler artık izleyemeyecek. ${MEDIA_TRASH_DAYS} gün içinde geri alabilirsiniz.`;
}

/** A stored name made readable for staff: "hero_1700000000000_kapak_resmi.png" becomes "kapak resmi". */
export function readableFileName(stored: string): string {
  const name = stored
    .replace(/^(hero|gallery|video|thumb)_\d+_/, '')
    .replace(/\.[A-Za-z0-9]+$/, '')
    .replace(/_+/g, ' ')
    .trim();
  return name || stored;
}

/** Splits files into upload requests that stay within the request limits (count and bytes). */
export function uploadBatches<T extends { size: number }>(
  files: readonly T[],
  { maxFiles = UPLOAD_REQUEST_LIMITS.files, maxBytes = UPLOAD_BATCH_BYTES } = {},
): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const file of files) {
    if (current.length && (current.length >= maxFiles || bytes + file.size > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += file.size;
  }
  if (current.length) batches.push(current);
  return batches;
}

/** Days a deleted home page photo, gallery photo or video can be brought back before it is purged with its files (lib/data/media-trash.server.ts). */
export const MEDIA_TRASH_DAYS = 30;

// Upload rules and messages (SPEC.md sections 5 and 8). No server imports.

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/ogg'] as const;

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
  videoType: 'Sadece MP4, WebM, OGG formatları desteklenir.',
  videoSize: "Video boyutu 50MB'dan küçük olmalıdır.",
  videoRequired: 'Lütfen video dosyası ve başlık seçiniz.',
  imageRequired: 'Lütfen bir görsel seçin.',
  generic: 'Dosya yüklenirken bir hata oluştu. Lütfen tekrar deneyin.',
  heroUploaded: 'Anasayfa fotoğrafı yüklendi. Yayına almak için “Aktif yap” düğmesini kullanın.',
  galleryUploaded: (n: number) => `${n} fotoğraf galeriye eklendi.`,
  videoUploaded: 'Video galeriye eklendi.',
  heroActivated: 'Aktif hero görseli değiştirildi!',
  heroActivateFailed: 'Hero görseli aktif yapılamadı. Lütfen tekrar deneyin.',
  imageDeleted: 'Görsel silindi!',
  imageDeleteFailed: 'Görsel silinemedi. Lütfen tekrar deneyin.',
  videoDeleted: 'Video silindi!',
  videoDeleteFailed: 'Video silinemedi. Lütfen tekrar deneyin.',
} as const;

/** Stored names: {kind}_{timestamp}_{name}, every character of the name other than ASCII letters, digits and the dot replaced by "_". */
export function storedFileName(kind: 'hero' | 'gallery' | 'video' | 'thumb', original: string, timestamp = Date.now()): string {
  const safe = original.replace(/[^A-Za-z0-9.]/g, '_').slice(-120) || 'dosya';
  return `${kind}_${timestamp}_${safe}`;
}

/** What the first bytes of a file say it is. */
export function sniffType(head: Uint8Array): string | null {
  const b = (i: number) => head[i];
  const ascii = (start: number, text: string) => [...text].every((c, i) => head[start + i] === c.charCodeAt(0));
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => head[i] === v)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(4, 'ftyp')) return 'video/mp4';
  if (b(0) === 0x1a && b(1) === 0x45 && b(2) === 0xdf && b(3) === 0xa3) return 'video/webm';
  if (ascii(0, 'OggS')) return 'video/ogg';
  return null;
}

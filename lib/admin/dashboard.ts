// The dashboard's address: which tab, filter and page are shown, and the
// one-line notice an action leaves behind. No server imports.
import type { ReadFilter } from '@/lib/data/inbox';
import { UPLOAD_MESSAGES } from '@/lib/media/rules';

export const TABS = [
  { id: 'anasayfa', label: 'Anasayfa Fotoğrafı' },
  { id: 'galeri', label: 'Fotoğraf Galerisi' },
  { id: 'video', label: 'Video Galerisi' },
  { id: 'mesajlar', label: 'İletişim Mesajları' },
  { id: 'teklifler', label: 'Teklif Talepleri' },
] as const;

export type TabId = (typeof TABS)[number]['id'];
export type InboxKind = 'contact' | 'quote';

export const DEFAULT_TAB: TabId = 'teklifler';
export const DASHBOARD_PATH = '/admin/dashboard';

/** Filter values in the address and their labels per list (SPEC.md: quotes read "Yeni" and "İncelenen"). */
export const FILTERS: { id: string; value: ReadFilter; contact: string; quote: string }[] = [
  { id: 'tumu', value: 'all', contact: 'Tümü', quote: 'Tümü' },
  { id: 'okunmamis', value: 'unread', contact: 'Okunmamış', quote: 'Yeni' },
  { id: 'okunmus', value: 'read', contact: 'Okunmuş', quote: 'İncelenen' },
];

export const NOTICES: Record<string, { text: string; tone: 'success' | 'error' }> = {
  'mesaj-silindi': { text: 'Mesaj silindi!', tone: 'success' },
  'teklif-silindi': { text: 'Teklif talebi silindi!', tone: 'success' },
  'mesaj-okundu': { text: 'Mesaj okundu olarak işaretlendi.', tone: 'success' },
  'teklif-incelendi': { text: 'Teklif talebi incelendi olarak işaretlendi.', tone: 'success' },
  'mesaj-silinemedi': { text: 'Mesaj silinemedi. Lütfen tekrar deneyin.', tone: 'error' },
  'teklif-silinemedi': { text: 'Teklif talebi silinemedi. Lütfen tekrar deneyin.', tone: 'error' },
  'mesaj-isaretlenemedi': { text: 'Mesaj okundu olarak işaretlenemedi. Lütfen tekrar deneyin.', tone: 'error' },
  'teklif-isaretlenemedi': { text: 'Teklif talebi incelendi olarak işaretlenemedi. Lütfen tekrar deneyin.', tone: 'error' },
  'hero-aktif': { text: UPLOAD_MESSAGES.heroActivated, tone: 'success' },
  'hero-aktif-degil': { text: UPLOAD_MESSAGES.heroActivateFailed, tone: 'error' },
  'gorsel-silindi': { text: UPLOAD_MESSAGES.imageDeleted, tone: 'success' },
  'gorsel-silinemedi': { text: UPLOAD_MESSAGES.imageDeleteFailed, tone: 'error' },
  'video-silindi': { text: UPLOAD_MESSAGES.videoDeleted, tone: 'success' },
  'video-silinemedi': { text: UPLOAD_MESSAGES.videoDeleteFailed, tone: 'error' },
  'yukleme-tamam': { text: 'Dosya yüklendi.', tone: 'success' },
  'yukleme-hatasi': { text: `${UPLOAD_MESSAGES.generic} Dosyanın türünü ve boyutunu kontrol edin.`, tone: 'error' },
};

export const LOAD_ERRORS: Record<TabId, string> = {
  anasayfa: 'Anasayfa fotoğrafları yüklenirken hata oluştu.',
  galeri: 'Gallery görselleri yüklenirken hata oluştu.',
  video: 'Videolar yüklenirken hata oluştu.',
  mesajlar: 'İletişim mesajları yüklenirken hata oluştu.',
  teklifler: 'Teklif talepleri yüklenirken hata oluştu.',
};

export interface DashboardQuery {
  tab: TabId;
  filter: (typeof FILTERS)[number];
  page: number;
  confirmDelete?: string;
  notice?: string;
}

type Params = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export function parseDashboardQuery(params: Params): DashboardQuery {
  const tab = TABS.find((t) => t.id === one(params.sekme))?.id ?? DEFAULT_TAB;
  const filter = FILTERS.find((f) => f.id === one(params.filtre)) ?? FILTERS[0]!;
  const page = Math.max(1, Math.trunc(Number(one(params.sayfa)) || 1));
  const notice = one(params.bildirim);
  return { tab, filter, page, confirmDelete: one(params.sil), notice: notice && notice in NOTICES ? notice : undefined };
}

/** The dashboard address for a tab, keeping filter and page unless told otherwise. */
export function dashboardHref(q: { tab: TabId; filter?: string; page?: number; confirmDelete?: string; notice?: string }): string {
  const p = new URLSearchParams({ sekme: q.tab });
  if (q.filter && q.filter !== 'tumu') p.set('filtre', q.filter);
  if (q.page && q.page > 1) p.set('sayfa', String(q.page));
  if (q.confirmDelete) p.set('sil', q.confirmDelete);
  if (q.notice) p.set('bildirim', q.notice);
  return `${DASHBOARD_PATH}?${p.toString()}`;
}

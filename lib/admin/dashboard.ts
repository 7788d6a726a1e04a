// The dashboard's address: which tab, filter and page are shown, and the
// one-line notice an action leaves behind. No server imports.
import type { ReadFilter } from '@/lib/data/inbox';
import { LEAD_KINDS, LEAD_NOTICES } from '@/lib/leads/kinds';
import { UPLOAD_MESSAGES } from '@/lib/media/rules';
import { ADMIN_PATHS } from './paths';
import { parseUploadReport, uploadReportParams, type UploadReport } from './upload-report';

export const TABS = [
  { id: 'anasayfa', label: 'Anasayfa Fotoğrafı' },
  { id: 'galeri', label: 'Fotoğraf Galerisi' },
  { id: 'video', label: 'Video Galerisi' },
  { id: LEAD_KINDS.contact.tab, label: LEAD_KINDS.contact.labels.tab },
  { id: LEAD_KINDS.quote.tab, label: LEAD_KINDS.quote.labels.tab },
  { id: 'fiyatlar', label: 'Fiyatlar' },
  { id: 'firma', label: 'Firma Bilgileri' },
] as const;

export type TabId = (typeof TABS)[number]['id'];

export const DEFAULT_TAB: TabId = 'teklifler';

/** Filter values in the address; each lead kind labels them (LEAD_KINDS[kind].labels.filters). */
export const FILTERS: { id: string; value: ReadFilter }[] = [
  { id: 'tumu', value: 'all' },
  { id: 'okunmamis', value: 'unread' },
  { id: 'okunmus', value: 'read' },
];

export const NOTICES: Record<string, { text: string; tone: 'success' | 'error' }> = {
  ...Object.fromEntries(LEAD_NOTICES.map(({ id, text, tone }) => [id, { text, tone }])),
  'hero-aktif': { text: UPLOAD_MESSAGES.heroActivated, tone: 'success' },
  'hero-aktif-degil': { text: UPLOAD_MESSAGES.heroActivateFailed, tone: 'error' },
  'gorsel-silindi': { text: UPLOAD_MESSAGES.imageDeleted, tone: 'success' },
  'gorsel-silinemedi': { text: UPLOAD_MESSAGES.imageDeleteFailed, tone: 'error' },
  'video-silindi': { text: UPLOAD_MESSAGES.videoDeleted, tone: 'success' },
  'video-silinemedi': { text: UPLOAD_MESSAGES.videoDeleteFailed, tone: 'error' },
  'baslik-kaydedildi': { text: UPLOAD_MESSAGES.titleSaved, tone: 'success' },
  'baslik-kaydedilemedi': { text: UPLOAD_MESSAGES.titleSaveFailed, tone: 'error' },
  // Where a sign-in after an upload sent with an expired session leads back to (the upload route says so).
  'yukleme-kaydedilmedi': { text: UPLOAD_MESSAGES.sessionExpiredNoScript, tone: 'error' },
};

/** Load errors of the media tabs; the lead tabs' are in LEAD_KINDS. */
export const LOAD_ERRORS = {
  anasayfa: 'Anasayfa fotoğrafları yüklenirken hata oluştu.',
  galeri: 'Gallery görselleri yüklenirken hata oluştu.',
  video: 'Videolar yüklenirken hata oluştu.',
} as const satisfies Partial<Record<TabId, string>>;

export interface DashboardQuery {
  tab: TabId;
  filter: (typeof FILTERS)[number];
  page: number;
  confirmDelete?: string;
  notice?: string;
  /** What an upload without JavaScript came to (lib/admin/upload-report.ts). */
  upload?: UploadReport;
}

type Params = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export function parseDashboardQuery(params: Params): DashboardQuery {
  const tab = TABS.find((t) => t.id === one(params.sekme))?.id ?? DEFAULT_TAB;
  const filter = FILTERS.find((f) => f.id === one(params.filtre)) ?? FILTERS[0]!;
  const page = Math.max(1, Math.trunc(Number(one(params.sayfa)) || 1));
  const notice = one(params.bildirim);
  return {
    tab,
    filter,
    page,
    confirmDelete: one(params.sil),
    notice: notice && notice in NOTICES ? notice : undefined,
    upload: parseUploadReport(params),
  };
}

/** The dashboard address for a tab, keeping filter and page unless told otherwise. */
export function dashboardHref(q: {
  tab: TabId;
  filter?: string;
  page?: number;
  confirmDelete?: string;
  notice?: string;
  upload?: UploadReport;
}): string {
  const p = new URLSearchParams({ sekme: q.tab });
  if (q.filter && q.filter !== 'tumu') p.set('filtre', q.filter);
  if (q.page && q.page > 1) p.set('sayfa', String(q.page));
  if (q.confirmDelete) p.set('sil', q.confirmDelete);
  if (q.notice) p.set('bildirim', q.notice);
  if (q.upload) for (const [name, value] of uploadReportParams(q.upload)) p.set(name, value);
  return `${ADMIN_PATHS.dashboard}?${p.toString()}`;
}

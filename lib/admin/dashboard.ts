// The dashboard's address: which tab, filter and page are shown, and the
// one-line notice an action leaves behind. No server imports.
import {
  type ReadFilter,
  LEAD_KINDS,
  LEAD_NOTICES,
  isLeadSource,
  isLeadStatus,
  type LeadSource,
  type LeadStatus,
} from '@/lib/leads';
import { MEDIA_TRASH_DAYS, UPLOAD_MESSAGES } from '@/lib/media';
import { STAFF_SURVEY_NOTICES } from '@/lib/calendar';
import { ADMIN_PATHS } from './paths';
import { parseUploadReport, uploadReportParams, type UploadReport } from './upload-report';

export const TABS = [
  { id: 'genel', label: 'Genel Bakış' },
  { id: 'bugun', label: 'Bugün' },
  { id: 'benim', label: 'Benim taleplerim' },
  { id: 'anasayfa', label: 'Anasayfa Fotoğrafı' },
  { id: 'galeri', label: 'Fotoğraf Galerisi' },
  { id: 'video', label: 'Video Galerisi' },
  { id: LEAD_KINDS.contact.tab, label: LEAD_KINDS.contact.labels.tab },
  { id: LEAD_KINDS.quote.tab, label: LEAD_KINDS.quote.labels.tab },
  { id: 'fiyatlar', label: 'Fiyatlar' },
  { id: 'firma', label: 'Firma Bilgileri' },
  { id: 'kesif', label: 'Keşif Saatleri' },
  { id: 'silinenler', label: 'Silinenler' },
  { id: 'ekip', label: 'Ekip' },
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
  'gorsel-cope': {
    text: `Fotoğraf galeriden kaldırıldı. ${MEDIA_TRASH_DAYS} gün içinde aşağıdaki “Son silinenler” listesinden geri alabilirsiniz.`,
    tone: 'success',
  },
  'video-cope': {
    text: `Video galeriden kaldırıldı. ${MEDIA_TRASH_DAYS} gün içinde aşağıdaki “Son silinenler” listesinden geri alabilirsiniz.`,
    tone: 'success',
  },
  'hero-cope': {
    text: `Fotoğraf anasayfa fotoğraflarından kaldırıldı. ${MEDIA_TRASH_DAYS} gün içinde aşağıdaki “Son silinenler” listesinden geri alabilirsiniz.`,
    tone: 'success',
  },
  'medya-geri-alindi': { text: 'Geri alındı; yeniden sitede görünüyor.', tone: 'success' },
  'hero-geri-alindi': {
    text: 'Geri alındı. Anasayfada göstermek için fotoğrafta “Aktif yap”a basın.',
    tone: 'success',
  },
  'video-silinemedi': { text: UPLOAD_MESSAGES.videoDeleteFailed, tone: 'error' },
  'baslik-kaydedildi': { text: UPLOAD_MESSAGES.titleSaved, tone: 'success' },
  'baslik-kaydedilemedi': { text: UPLOAD_MESSAGES.titleSaveFailed, tone: 'error' },
  // Where a sign-in after an upload sent with an expired session leads back to (the upload route says so).
  'yukleme-kaydedilmedi': { text: UPLOAD_MESSAGES.sessionExpiredNoScript, tone: 'error' },
  'durum-kaydedildi': { text: 'Durum kaydedildi.', tone: 'success' },
  'kayip-nedeni-gerekli': { text: 'Kaybedildi için bir neden seçin.', tone: 'error' },
  'not-eklendi': { text: 'Not eklendi.', tone: 'success' },
  'not-bos': { text: 'Not boş olamaz.', tone: 'error' },
  'not-duzeltildi': { text: 'Not düzeltildi.', tone: 'success' },
  'not-silindi': { text: 'Not silindi.', tone: 'success' },
  'not-degistirilemedi': {
    text: 'Not değiştirilemedi: yalnızca notu yazan kişi düzeltebilir veya silebilir.',
    tone: 'error',
  },
  'takip-kaydedildi': { text: 'Takip zamanı kaydedildi.', tone: 'success' },
  'takip-kaldirildi': { text: 'Takip zamanı kaldırıldı.', tone: 'success' },
  'takip-gecersiz': { text: 'Geçerli bir tarih ve saat girin.', tone: 'error' },
  'talep-geri-alindi': { text: 'Talep geri alındı.', tone: 'success' },
  'talep-geri-alinamadi': { text: 'Talep geri alınamadı. Lütfen tekrar deneyin.', tone: 'error' },
  'talep-girildi': {
    text: 'Talep kaydedildi. Müşteri sayfasının bağlantısını kopyalayın veya WhatsApp ile gönderin.',
    tone: 'success',
  },
  'talep-girildi-eposta': {
    text: 'Talep kaydedildi; müşteriye alındı e-postası gidecek. Müşteri sayfasının bağlantısı aşağıda.',
    tone: 'success',
  },
  'baglanti-olusturuldu': {
    text: 'Yeni müşteri bağlantısı oluşturuldu. Kopyalayın veya WhatsApp ile gönderin.',
    tone: 'success',
  },
  'baglanti-gonderildi': { text: 'Bağlantı müşteriye e-postayla gönderilecek.', tone: 'success' },
  'baglantilar-iptal': { text: 'Müşteri bağlantıları iptal edildi; eski bağlantılar artık açılmaz.', tone: 'success' },
  'islem-basarisiz': { text: 'İşlem kaydedilemedi. Lütfen tekrar deneyin.', tone: 'error' },
  'teklif-kaydedildi': { text: 'Teklif taslağı kaydedildi.', tone: 'success' },
  'teklif-gonderildi': {
    text: 'Teklif gönderildi. Müşteriye e-postayla gidecek; WhatsApp ile de gönderebilirsiniz.',
    tone: 'success',
  },
  'teklif-gonderilemedi': { text: 'Teklif gönderilemedi. Taslağı kontrol edip tekrar deneyin.', tone: 'error' },
  'teklif-geri-cekildi': { text: 'Teklif geri çekildi; müşteri artık onaylayamaz.', tone: 'success' },
  ...STAFF_SURVEY_NOTICES,
  'yetki-yok': { text: 'Bu sayfa ya da işlem için yetkiniz yok.', tone: 'error' },
  'davet-gonderildi': { text: 'Davet e-postası gönderildi. Bağlantı 72 saat geçerlidir.', tone: 'success' },
  'davet-gonderilemedi': {
    text: 'Hesap oluşturuldu ama davet e-postası gönderilemedi. Kişi, giriş sayfasındaki "Şifremi unuttum" ile yeni bir bağlantı isteyebilir.',
    tone: 'error',
  },
  'davet-yeniden-gonderildi': {
    text: 'Davet yeniden gönderildi. Yeni bağlantı 72 saat geçerlidir; önceki bağlantı artık açılmaz.',
    tone: 'success',
  },
  'davet-yeniden-gonderilemedi': {
    text: 'Yeni davet bağlantısı oluşturuldu ama e-posta gönderilemedi; önceki bağlantı artık açılmaz. Lütfen tekrar deneyin.',
    tone: 'error',
  },
  'davet-gerekmiyor': {
    text: 'Bu kişi şifresini belirlemiş ya da hesabı devre dışı; davet gönderilmedi.',
    tone: 'error',
  },
  'davet-eposta-gecersiz': { text: 'Geçerli bir e-posta adresi ve ad yazın.', tone: 'error' },
  'davet-var': { text: 'Bu e-posta adresiyle bir hesap zaten var.', tone: 'error' },
  'ekip-kaydedildi': { text: 'Değişiklik kaydedildi.', tone: 'success' },
  'ekip-son-yonetici': {
    text: 'Son yönetici kaldırılamaz, devre dışı bırakılamaz ve rolü değiştirilemez. Önce başka birini yönetici yapın.',
    tone: 'error',
  },
  'hesap-silindi': { text: 'Hesap silindi; oturumları kapatıldı.', tone: 'success' },
  'sorumlu-kaydedildi': { text: 'Sorumlu kaydedildi.', tone: 'success' },
  'nobet-kaydedildi': { text: 'Nöbet durumunuz kaydedildi.', tone: 'success' },
  'teklif-geri-cekilemedi': { text: 'Teklif geri çekilemedi (onaylanmış bir teklif geri çekilemez).', tone: 'error' },
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
  /** The person whose "Devre dışı bırak" waits for its confirmation (Ekip). */
  confirmDisable?: string;
  notice?: string;
  /** What an upload without JavaScript came to (lib/admin/upload-report.ts). */
  upload?: UploadReport;
  /** Search text (name, phone, e-mail, reference, place): searches both kinds. */
  search?: string;
  status?: LeadStatus;
  source?: LeadSource;
  /** The lead just moved to "Silinenler" (`kind:id`): the notice offers to undo it. */
  undo?: string;
}

/** Where a list was: everything but the one-off confirmation, notice and undo. */
export type ListState = Pick<DashboardQuery, 'tab'> &
  Partial<Pick<DashboardQuery, 'page' | 'search' | 'status' | 'source'>> & { filter?: string };

type Params = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export function parseDashboardQuery(params: Params): DashboardQuery {
  const tab = TABS.find((t) => t.id === one(params.sekme))?.id ?? DEFAULT_TAB;
  const filter = FILTERS.find((f) => f.id === one(params.filtre)) ?? FILTERS[0]!;
  const page = Math.max(1, Math.trunc(Number(one(params.sayfa)) || 1));
  const notice = one(params.bildirim);
  const search = one(params.ara)?.trim().slice(0, 100);
  const status = one(params.durum);
  const source = one(params.kaynak);
  const undo = one(params.geri);
  return {
    tab,
    filter,
    page,
    confirmDelete: one(params.sil),
    confirmDisable: one(params.kapat),
    notice: notice && notice in NOTICES ? notice : undefined,
    upload: parseUploadReport(params),
    search: search || undefined,
    status: isLeadStatus(status) ? status : undefined,
    source: isLeadSource(source) ? source : undefined,
    undo: undo && /^(contact|quote):[\w-]{1,64}$/.test(undo) ? undo : undefined,
  };
}

/** The list a query shows, as `dashboardHref` takes it. */
export function listState(q: DashboardQuery): ListState {
  return { tab: q.tab, filter: q.filter.id, page: q.page, search: q.search, status: q.status, source: q.source };
}

/** The dashboard address for a tab, keeping filter and page unless told otherwise. */
export function dashboardHref(
  q: ListState & {
    confirmDelete?: string;
    confirmDisable?: string;
    notice?: string;
    undo?: string;
    upload?: UploadReport;
  },
): string {
  const p = new URLSearchParams({ sekme: q.tab });
  if (q.filter && q.filter !== 'tumu') p.set('filtre', q.filter);
  if (q.search) p.set('ara', q.search);
  if (q.status) p.set('durum', q.status);
  if (q.source) p.set('kaynak', q.source);
  if (q.page && q.page > 1) p.set('sayfa', String(q.page));
  if (q.confirmDelete) p.set('sil', q.confirmDelete);
  if (q.confirmDisable) p.set('kapat', q.confirmDisable);
  if (q.notice) p.set('bildirim', q.notice);
  if (q.upload) for (const [name, value] of uploadReportParams(q.upload)) p.set(name, value);
  if (q.undo) p.set('geri', q.undo);
  return `${ADMIN_PATHS.dashboard}?${p.toString()}`;
}

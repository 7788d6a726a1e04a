// The calendar pages' one-line notices (?bildirim=…). Browser-safe.
import { STAFF_SURVEY_NOTICES } from './staff-survey-form';

export const CALENDAR_NOTICES: Record<string, { text: string; tone: 'success' | 'error' }> = {
  'arac-eklendi': { text: 'Araç eklendi.', tone: 'success' },
  'ekip-eklendi': { text: 'Ekip eklendi.', tone: 'success' },
  'kayit-guncellendi': { text: 'Kaydedildi.', tone: 'success' },
  gecersiz: { text: 'Girilen bilgiler geçersiz. Lütfen kontrol edip tekrar deneyin.', tone: 'error' },
  'islem-basarisiz': { text: 'İşlem kaydedilemedi. Lütfen tekrar deneyin.', tone: 'error' },
  'atama-kaydedildi': { text: 'Araç, ekip ve personel ataması kaydedildi.', tone: 'success' },
  'gun-degisti': {
    text: 'Yeni tarih kaydedildi. Müşteriye e-postayla bildirilecek; sayfasında yeni tarih görünür.',
    tone: 'success',
  },
  'gun-degismedi': { text: 'Tarih değiştirilemedi: aynı gün seçildi ya da kayıt artık yok.', tone: 'error' },
  // Moving a survey lands on the lead page's notices (the same `bookSurvey`, the same words).
  ...STAFF_SURVEY_NOTICES,
  'kesif-yok': {
    text: 'Bu keşif randevusu artık yok: iptal edilmiş ya da başka bir saate taşınmış.',
    tone: 'error',
  },
  'ayarlar-kaydedildi': { text: 'Takvim ayarları kaydedildi.', tone: 'success' },
  'adres-olusturuldu': { text: 'Yeni takvim adresiniz oluşturuldu; eski adres artık çalışmaz.', tone: 'success' },
  'adres-iptal': { text: 'Takvim adresiniz iptal edildi.', tone: 'success' },
};

// The calendar pages' one-line notices (?bildirim=…). Browser-safe.
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
  'kesif-tasindi': { text: 'Keşif yeni saate alındı. Müşteriye e-postayla bildirilecek.', tone: 'success' },
  'kesif-tasinamadi': { text: 'Keşif taşınamadı: o saat dolu ya da randevu iptal edilmiş.', tone: 'error' },
  'ayarlar-kaydedildi': { text: 'Takvim ayarları kaydedildi.', tone: 'success' },
  'adres-olusturuldu': { text: 'Yeni takvim adresiniz oluşturuldu; eski adres artık çalışmaz.', tone: 'success' },
  'adres-iptal': { text: 'Takvim adresiniz iptal edildi.', tone: 'success' },
};

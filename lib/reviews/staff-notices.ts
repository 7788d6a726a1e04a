// The one-line notices of the staff pages after the move ("Yorumlar", "Hasar bildirimleri"). Browser-safe.
export const AFTER_MOVE_NOTICES: Record<string, { text: string; tone: 'success' | 'error' }> = {
  'yorum-gizlendi': { text: 'Yorum gizlendi; müşteri sayfasında nedenini görür.', tone: 'success' },
  'gizleme-nedeni-gerekli': { text: 'Yorumu gizlemek için listeden bir neden seçin.', tone: 'error' },
  'yanit-kaydedildi': { text: 'Yanıt yayımlandı.', tone: 'success' },
  'hasar-kaydedildi': { text: 'Hasar bildirimi kaydedildi.', tone: 'success' },
  'ret-nedeni-gerekli': { text: 'Reddedildi için müşterinin göreceği bir neden yazın.', tone: 'error' },
  'islem-basarisiz': { text: 'İşlem kaydedilemedi. Lütfen tekrar deneyin.', tone: 'error' },
};

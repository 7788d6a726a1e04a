// Built-in gallery pictures (public/images/galeri): illustrations drawn by tools/artwork, not
// photographs of real jobs, so the gallery captions them as such (ILLUSTRATION_LABEL) until staff
// upload real photos. This table is edited by hand; `npm run artwork` reads it to know which
// pictures to draw and never writes it. Numbers run from 1 to 22; 7 and 15 do not exist.

export interface BuiltinPhoto {
  n: number;
  title: string;
  alt: string;
}

/** How a built-in picture is marked in its caption and alt text. */
export const ILLUSTRATION_LABEL = 'Temsili görsel';

export const BUILTIN_PHOTOS: BuiltinPhoto[] = [
  {
    n: 1,
    title: "Bağcılar'da Kamyon Yükleme",
    alt: "Bağcılar'da bir apartmanın önünde ekibimiz kolileri rampadan kamyonun kasasına taşıyor.",
  },
  {
    n: 2,
    title: 'Yüksek Katta Asansörlü Taşıma',
    alt: 'Mobil asansörlü aracımız koltuğu yüksek bir sitedeki dairenin balkonuna çıkarıyor.',
  },
  {
    n: 3,
    title: 'Koltuk Streç Ambalajı',
    alt: 'Boşaltılan salonda ekibimiz üçlü koltuğu streç filmle sararak taşımaya hazırlıyor.',
  },
  {
    n: 4,
    title: 'Gece Ofis Taşıma',
    alt: 'Mesai bittikten sonra plaza önünde ofis mobilyaları ve bilgisayarlar gece kamyona yükleniyor.',
  },
  {
    n: 5,
    title: 'Şafakta Şehirlerarası Yol',
    alt: "Şafak vakti otoyolda ilerleyen nakliye kamyonumuz İstanbul'dan Anadolu'ya doğru yol alıyor.",
  },
  {
    n: 6,
    title: "Adalar'a Vapurla Taşıma",
    alt: "Eşyalarla yüklü aracımız arabalı vapurla Adalar'a doğru denizden taşınıyor.",
  },
  {
    n: 8,
    title: 'Depo Koridoru',
    alt: 'Güvenli depomuzun raflı koridorunda paletli yükler ve koliler düzenli biçimde saklanıyor.',
  },
  {
    n: 9,
    title: 'Mutfak Eşyası Paketleme',
    alt: 'Mutfakta tabak ve bardaklar tek tek kâğıda sarılıp kırılacak eşya kolilerine yerleştiriliyor.',
  },
  {
    n: 10,
    title: 'Dört Kişilik Ekiple Dolap',
    alt: 'Dört kişilik ekibimiz battaniyeye sarılmış büyük gardırobu apartmandan kamyona taşıyor.',
  },
  {
    n: 11,
    title: 'Piyano Taşıma',
    alt: 'Battaniyeyle korunan duvar piyanosu özel taşıma arabası üzerinde iki usta tarafından kapıya yönlendiriliyor.',
  },
  {
    n: 12,
    title: 'Araç Filomuz',
    alt: 'Sabahın erken saatlerinde bakımı yapılmış kamyon ve kamyonetlerimiz depo sahasında sıraya dizilmiş.',
  },
  {
    n: 13,
    title: 'Karda Ev Taşıma',
    alt: 'Karlı bir kış gününde ekibimiz kolileri yağmurluklara sararak kamyona taşıyor.',
  },
  {
    n: 14,
    title: 'Yağmurda Dikkatli Taşıma',
    alt: 'Yağmurlu bir günde kolileri naylonla koruyan ekibimiz eşyaları ıslatmadan kamyona yüklüyor.',
  },
  {
    n: 16,
    title: 'Yaz Sahilinde Teslimat',
    alt: 'Ege kıyısındaki sahil yolunda kamyonumuz yazlık eşyalarını beyaz badanalı evlere ulaştırıyor.',
  },
  {
    n: 17,
    title: 'Köy Evinden Taşınma',
    alt: "Anadolu'da taş bir köy evinden çıkarılan halı ve çeyiz sandığı kamyonetimize yükleniyor.",
  },
  {
    n: 18,
    title: 'Fabrika Makine Taşıma',
    alt: 'Vinçli aracımız ağır bir üretim makinesini fabrika sahasında tırın dorsesine indiriyor.',
  },
  {
    n: 19,
    title: 'Koli Piramidi',
    alt: 'Boşaltılan ofiste numaralandırılmış koliler taşıma sırasına göre piramit şeklinde istiflenmiş.',
  },
  {
    n: 20,
    title: 'Yeni Evde Mutlu Aile',
    alt: 'Yeni evlerine yerleşen aile, taşımayı tamamlayıp yola çıkan ekibimize el sallıyor.',
  },
  {
    n: 21,
    title: 'Tarihi Sokakta Taşıma',
    alt: "Balat'ın dar ve yokuşlu tarihi sokağında kamyonetimizle cumbalı bir evden taşınma yapılıyor.",
  },
  {
    n: 22,
    title: 'Gece İstanbul Manzarası',
    alt: 'Gece ışıklarıyla parlayan İstanbul siluetinin önünde kamyonumuz sahil yolunda ilerliyor.',
  },
];

/** Address of a built-in picture: 1200x800, or 640x427 for phones. */
export function photoSrc(n: number, width: 640 | 1200): string {
  return width === 640 ? `/images/galeri/${n}-640.webp` : `/images/galeri/${n}.webp`;
}

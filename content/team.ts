// The company's people: the corporate page's team and the blog's authors are
// this one table, so a post's author is always a person of the team, with the
// same name and role everywhere. Bios may use fact tokens, filled where the team is loaded
// (lib/content/team.ts, which pages read).
import type { TeamMember } from './types';

/** The team in the order the corporate page shows it, keyed by id. */
export const PEOPLE = {
  'hasan-yildirim': {
    name: 'Hasan Yıldırım',
    role: 'Kurucu ve Genel Müdür',
    bio: '{foundingYear} yılında {district:locative} tek bir kamyon ve iki yardımcıyla ilk taşımalarını yapan Hasan Yıldırım, bugün de zorlu binalardaki keşiflere bizzat katılmayı sürdürüyor. Şirket büyürken mahalle esnafı titizliğinin kaybolmamasını en önemli görevi sayıyor.',
  },
  'kemal-aksoy': {
    name: 'Kemal Aksoy',
    role: 'Operasyon Müdürü',
    bio: 'Araç filosunun günlük planlamasını ve ekiplerin görev dağılımını yönetiyor; şehir içi ve şehirlerarası bütün taşımaların takvimi onun masasında birleşiyor. Taşınma gününe hazırlık listelerinin eksiksiz uygulanmasını ve her aracın bakım takviminin aksamamasını yakından takip ediyor.',
  },
  'elif-cetin': {
    name: 'Elif Çetin',
    role: 'Müşteri İlişkileri Sorumlusu',
    bio: 'Teklif taleplerini karşılayan, keşif randevularını planlayan ve taşınma günü boyunca müşterilerle iletişimi sürdüren ekibin başında bulunuyor. Taşınma sonrasında yapılan memnuniyet görüşmelerindeki geri bildirimleri derleyip ekiplerin eğitim konularına yansıtıyor.',
  },
  'selin-yildirim': {
    name: 'Selin Yıldırım',
    role: 'Ekspertiz ve Teklif Uzmanı',
    bio: 'Ücretsiz ekspertiz ziyaretlerinde eşya hacmini, kat durumunu ve aracın yanaşabileceği noktayı yerinde inceliyor. Gördüklerini kalem kalem yazılı teklife dönüştürüyor ve taşınma günü sürprizle karşılaşılmaması için teklifi müşteriyle birlikte satır satır gözden geçiriyor.',
  },
  'mustafa-kaya': {
    name: 'Mustafa Kaya',
    role: 'Paketleme Ekibi Şefi',
    bio: 'Porselen takımlardan piyanoya kadar hassas eşyaların hangi malzemeyle sarılacağını belirliyor ve yeni katılan personele uygulamalı paketleme eğitimi veriyor. Kolilerin oda oda etiketlenmesi ve ambalaj malzemesi stokunun yönetimi de onun sorumluluğunda.',
  },
  'kerem-aydogan': {
    name: 'Kerem Aydoğan',
    role: 'Şehirlerarası Taşıma Sorumlusu',
    bio: "Anadolu'ya giden yüklerin güzergâhını, araç içi yerleşimini ve teslim saatlerini planlıyor. Yoldaki araçları izleyerek teslim sürelerine uyulmasını sağlıyor ve müşterilere yükün nerede olduğunu anında bildiriyor.",
  },
  'zeynep-arslan': {
    name: 'Zeynep Arslan',
    role: 'Kurumsal Taşıma Sorumlusu',
    bio: 'Ofis, mağaza ve arşiv taşımalarında şirketlerle birlikte etiketleme planını ve taşıma takvimini hazırlıyor. Mesai dışında ya da hafta sonunda bitmesi gereken projelerde bilgi işlem ekipleriyle ve bina yönetimleriyle koordinasyonu yürütüyor.',
  },
  'emre-demir': {
    name: 'Emre Demir',
    role: 'Hasar ve Sigorta Sorumlusu',
    bio: 'Sigorta yaptırılan taşımaların poliçesini hazırlatıyor ve poliçenin bir örneğinin yüklemeden önce müşteriye ulaşmasını takip ediyor. Nadiren oluşan hasarlarda tutanaktan sigorta şirketiyle yazışmalara kadar süreci müşteri adına yürütüyor.',
  },
} as const satisfies Record<string, Omit<TeamMember, 'id'>>;

/** A person of the team; blog posts name their author with it. */
export type TeamMemberId = keyof typeof PEOPLE;

/** Initials for the avatar: "Hasan Yıldırım" → "HY". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toLocaleUpperCase('tr-TR'))
    .join('');
}

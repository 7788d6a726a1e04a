// Texts of the corporate pages. The team is content/team.ts (one table with the
// blog's authors). Company facts are tokens, filled where these texts are loaded
// (lib/content/corporate.ts, which pages read).
import { ALL_PROVINCES_SINCE } from './company-stats';
import type { Milestone, Testimonial, ValueItem } from './types';

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Ayşe K.',
    city: 'Kadıköy, İstanbul',
    service: 'Evden Eve Nakliyat',
    rating: 4,
    text: "Moda'daki üçüncü kattaki dairemizden Ataşehir'e taşındık. Ekip sabah sekizde kapıdaydı, vitrinli dolabın camlarını ayrı ayrı sararak taşıdı ve akşama kadar mobilyaların montajını da bitirdi. Bir sandalyenin ayağında küçük bir çizik oluştu, onu da teslimde kendileri gösterip tutanağa yazdılar.",
  },
  {
    name: 'Murat D.',
    city: 'Şişli, İstanbul',
    service: 'Ofis Taşıma',
    rating: 5,
    text: "Mecidiyeköy'deki yirmi beş kişilik ofisimizi Maslak'a taşıdık. Cuma öğleden sonra gelip kabloları etiketleyerek söktüler, cumartesi günü numaralı kolilerle her şeyi yeni kattaki yerine yerleştirdiler. Pazartesi sabahı ekibimiz doğrudan masasına oturup çalışmaya başlayabildi.",
  },
  {
    name: 'Hatice S.',
    city: 'Çankaya, Ankara',
    service: 'Şehirlerarası Taşıma',
    rating: 5,
    text: "Bahçelievler'deki evimiz sabah yüklendi, eşyalarımız ertesi gün öğleden önce Ankara'daki yeni dairemize ulaştı. Yolda aracın nerede olduğunu WhatsApp'tan sorduğumda kısa sürede yanıt aldım. Sigorta poliçesinin bir örneğini yüklemeden önce elime vermeleri de içimi rahatlattı.",
  },
  {
    name: 'Emre T.',
    city: 'Beylikdüzü, İstanbul',
    service: 'Asansörlü Taşımacılık',
    rating: 5,
    text: 'On dördüncü kattaki dairemizin köşe koltuğu ve çift kapılı buzdolabı bina asansörüne sığmıyordu. Eşyalar mobilya asansörüyle balkondan indirildi; site yönetimiyle saat ve park yeri konusunu ekip önceden konuşmuştu. Yükleme yaklaşık bir buçuk saatte tamamlandı.',
  },
  {
    name: 'Zeynep A.',
    city: 'Üsküdar, İstanbul',
    service: 'Parça Eşya Taşıma',
    rating: 4,
    text: "Kuzguncuk'tan Bakırköy'e bir çalışma masası ile iki koli kitap göndermem gerekiyordu. Sabah aradım, aynı gün öğleden sonraya randevu verdiler ve masayı battaniyeyle sarıp streçlediler. Köprü trafiği yüzünden teslimat söylenen saatten yarım saat kadar geç oldu, ama gecikmeyi önceden haber verdiler.",
  },
  {
    name: 'Serkan B.',
    city: 'Başakşehir, İstanbul',
    service: 'Depolama Hizmeti',
    rating: 5,
    text: 'Üç aylık yurt dışı görevim boyunca ev eşyalarımı depoda beklettiler. Kolilerin hangi odaya ait olduğu tek tek listelenmişti; dönüşte istediğim gün yeni adresime getirip listeyle birlikte kontrol ettik. Hiçbir parçanın eksik çıkmaması, bir sonraki ihtiyacımda da aynı firmayı tercih etmem için yeterli.',
  },
];

/** The first milestone; its year is the founding year (lib/facts.ts), put in where it is loaded. */
export const FOUNDING_MILESTONE: Omit<Milestone, 'year'> = {
  title: '{district:locative} İlk Adım',
  text: '{company}, {district:locative} tek bir kamyon ve küçük bir ekiple mahalle içi ev taşımalarına başladı. İlk müşterilerimiz çoğunlukla komşularımız ve onların tavsiye ettiği ailelerdi.',
};

/** The milestones after the founding, in order. */
export const LATER_MILESTONES: Milestone[] = [
  {
    year: 2008,
    title: 'Şehirlerarası Taşımaya Geçiş',
    text: 'Filoya eklenen kapalı kasa kamyonlarla Ankara, Bursa ve İzmir başta olmak üzere şehirlerarası ev taşımalarına başladık. Uzun yol için ayrı bir paketleme düzeni ve sevkiyat planlaması oluşturduk.',
  },
  {
    year: 2012,
    title: 'Mobilya Asansörü Filosu',
    text: 'Yüksek katlı sitelerin çoğalmasıyla araca monte mobilya asansörlerini filomuza kattık. Böylece dar merdivenli ya da bina asansörü küçük yapılarda eşyaları cepheden indirip çıkarmaya başladık.',
  },
  {
    year: 2018,
    title: 'Depolama Tesisi',
    text: 'Tadilat, yurt dışı görevi ya da iki ev arasında kalınan dönemler için kapalı ve kilitli bir depolama alanını hizmete açtık. Depoya alınan her eşya listelenip ambalajlanarak korunuyor.',
  },
  {
    year: ALL_PROVINCES_SINCE,
    title: '{provinceCount} İlde Hizmet ve Çevrim İçi Teklif',
    text: "Sevkiyat ağımızı genişleterek Türkiye'nin {provinceCount} ilinin tamamına taşıma yapar hâle geldik. Aynı yıl devreye aldığımız çevrim içi teklif sistemiyle taleplere {replyPromise} içinde dönüş yapmaya başladık.",
  },
];

export const VALUES: ValueItem[] = [
  {
    title: 'Dürüstlük',
    text: 'Keşifte gördüğümüzü yazılı teklife olduğu gibi yansıtırız; taşınma günü sonradan eklenen kalemlerle karşılaşmazsınız.',
  },
  {
    title: 'Özen',
    text: 'Çekmecedeki fotoğraf albümünün de gardıroptaki gelinliğin de sizin için taşıdığı değeri biliriz. Her parçayı türüne uygun malzemeyle sarar, yüklerken yerini ona göre seçeriz.',
  },
  {
    title: 'Sorumluluk',
    text: 'Bir aksaklık yaşandığında sorunu başkasına yüklemeyiz. Hasar tutanağını sizinle birlikte tutar, çözüm sağlanana kadar süreci biz takip ederiz.',
  },
  {
    title: 'Komşuluğa Saygı',
    text: 'Asansör kabinini ve merdiven köşelerini koruyucu malzemeyle kaplarız. Apartmanın ortak alanlarını ve sokaktaki park yerini gereğinden uzun süre meşgul etmemeye dikkat ederiz.',
  },
  {
    title: 'Sürekli Öğrenme',
    text: 'Her taşınmanın ardından gelen geri bildirimi ekip toplantılarında konuşuruz. Aynı hatanın ikinci kez yaşanmaması için çalışma yöntemimizi güncelleriz.',
  },
  {
    title: 'Çevreye Duyarlılık',
    text: 'Streç ve köpük atıklarını yeni evinizde bırakmaz, toplayıp geri dönüşüme ayırırız. Araç rotalarını boş kilometreyi azaltacak biçimde planlarız.',
  },
];

export const VISION_2030_GOALS: ValueItem[] = [
  {
    title: 'Şehir İçinde Düşük Emisyonlu Araçlar',
    text: "2030'a kadar İstanbul içi taşımalarda kullandığımız kamyonetlerin en az yarısını elektrikli ya da düşük emisyonlu modellerle yenilemeyi hedefliyoruz.",
  },
  {
    title: 'Yeniden Kullanılabilir Ambalaj',
    text: 'Tek kullanımlık karton koli yerine defalarca kullanılabilen sert taşıma kasalarına ve yıkanabilir mobilya örtülerine geçerek ambalaj atığını belirgin biçimde azaltmak istiyoruz.',
  },
  {
    title: 'Eğitimli ve Belgeli Ekipler',
    text: 'Sahada çalışan her personelimizin mesleki yeterlilik belgesine sahip olmasını ve iş güvenliği eğitimini her yıl yenilemesini amaçlıyoruz.',
  },
  {
    title: 'Her Taşınmanın Dijital Takibi',
    text: 'Aracın konumunu, yükleme ve teslim aşamalarını tek bir bağlantı üzerinden anlık izleyebileceğiniz bir takip sistemi kurmayı planlıyoruz.',
  },
  {
    title: 'Kâğıtsız Evrak Süreci',
    text: 'Eşya listesinin, sigorta poliçesinin ve teslim tutanağının elektronik imzayla düzenlenip size dijital ortamda iletilmesini hedefliyoruz.',
  },
];

export const SERVICE_STANDARDS: ValueItem[] = [
  {
    title: 'Teklif Öncesi Keşif',
    text: 'Fiyat vermeden önce evinizi ya da iş yerinizi ücretsiz ekspertizle inceler, eşya hacmini, kat durumunu ve aracın yanaşabileceği noktayı not ederiz.',
  },
  {
    title: 'Yazılı Teklif',
    text: 'Keşfin ardından hizmet kapsamını, taşınma tarihini ve sigorta bilgisini içeren teklifi yazılı olarak iletiriz. Sözlü anlaşmaya dayanarak taşıma yapmayız.',
  },
  {
    title: '{Insured} Taşıma',
    text: '{insuranceNote}',
  },
  {
    title: 'Eğitimli Ekip',
    text: 'Sahaya çıkan personel paketleme, mobilya sökme ve kurma ile ağır eşya kaldırma konularında uygulamalı eğitimden geçer.',
  },
  {
    title: 'Dakiklik',
    text: 'Ekiplerimiz kararlaştırılan saatte adreste olur. Trafik ya da hava koşulları nedeniyle oluşabilecek bir gecikmeyi size önceden bildiririz.',
  },
  {
    title: 'Taşınma Sonrası Kontrol',
    text: 'Teslimatta eşyaları listeyle birlikte sayarız. Birkaç gün sonra sizi arayarak kurulumda eksik kalan bir iş olup olmadığını sorarız.',
  },
];

export const SECURITY_POINTS: ValueItem[] = [
  {
    title: 'Nakliyat Sigortası',
    text: '{insuranceNote} Poliçe, yükleme sırasında düşme ve yolda kaza gibi risklere karşı eşyalarınızı teminat altına alır. Taşınmadan önce poliçenin bir örneği size teslim edilir.',
  },
  {
    title: 'Hasar Tutanağı ve Takip',
    text: 'Nadiren de olsa bir hasar oluşursa tutanak teslim anında birlikte düzenlenir. Sigorta şirketiyle yazışmaları sizin adınıza biz yürütürüz.',
  },
  {
    title: 'Kadrolu Personel',
    text: 'Evinize giren her çalışan sigortalı kadromuzdadır. Taşımalarda günlük olarak tutulmuş, tanımadığımız kişilerle çalışmayız.',
  },
  {
    title: 'Kilitli Araç ve Depo',
    text: 'Şehirlerarası yolculukta araç kasası kilitli tutulur ve yol boyunca açılmaz. Depolama hizmetinde eşyalarınız yalnızca yetkili personelin girebildiği kilitli bölmelerde bekletilir.',
  },
];

export const WHY_US: ValueItem[] = [
  {
    title: '{district:ablative} Gelen Tecrübe',
    text: "{foundingYear:ablative} bu yana İstanbul'un dar sokaklı eski mahallelerinden yüksek katlı sitelerine kadar her yapı tipinde taşıma yaptık.",
  },
  {
    title: '7/24 Ulaşılabilirlik',
    text: 'Telefon ve WhatsApp üzerinden günün her saatinde bize ulaşabilir, acil bir taşınma için saat fark etmeksizin ekip isteyebilirsiniz.',
  },
  {
    title: '{replyPromiseHours} Saat İçinde Teklif',
    text: 'Teklif talebinize {replyPromise} içinde dönüş yapar, ücretsiz keşif randevusunu size uygun güne planlarız.',
  },
  {
    title: '20 Kata Kadar Asansörlü Taşıma',
    text: 'Mobilya asansörümüzle 20. kata kadar eşyalarınızı merdivene ve bina asansörüne yük olmadan cepheden taşırız.',
  },
  {
    title: 'Belirli Teslim Süreleri',
    text: "İstanbul'dan Marmara illerine 24, Ege, Akdeniz ve İç Anadolu'ya 48, Karadeniz ile Doğu ve Güneydoğu Anadolu'ya 72 saat içinde teslimat yaparız.",
  },
  {
    title: 'Sigorta Yazılı Teklifte',
    text: '{insuranceNote}',
  },
];

export const VISION_TEXT: string[] = [
  "Vizyonumuz, Türkiye'nin her köşesinde taşınmayı yorucu bir zorunluluk olmaktan çıkarıp planlı ve öngörülebilir bir sürece dönüştüren, adı güvenle anılan bir nakliyat firması olmaktır. {district:locative}ki ilk günümüzden beri sahip olduğumuz mahalle esnafı samimiyetini, {provinceCount} ile uzanan hizmet ağımızda da korumak istiyoruz.",
  'Önümüzdeki dönemde çevreye daha az yük bırakan araçlara, yeniden kullanılabilen ambalajlara ve her adımı izlenebilen dijital süreçlere yatırım yapmayı sürdüreceğiz. Bizim için büyümek kadar önemli olan, her yeni müşterimizin bizi bir tanıdığına gönül rahatlığıyla önerebilmesidir.',
];

export const MISSION_TEXT: string[] = [
  'Misyonumuz, eşyalarınızı ilk keşiften son kolinin açılmasına kadar planlı ve özenli bir şekilde yeni adresinize ulaştırmaktır. Her taşınmayı binanın kat sayısını, sokağın araç girişine uygunluğunu ve eşyaların hassasiyetini dikkate alarak ayrı ayrı planlarız.',
  'Söz verdiğimiz saatte kapınızda olmayı, yazılı teklifte ne yazıyorsa onu uygulamayı ve taşınma bittikten sonra da ulaşılabilir kalmayı işimizin temeli sayıyoruz. Aşağıdaki hizmet standartları, bu sözün sahadaki karşılığıdır.',
];

export const ABOUT_TEXT: string[] = [
  '{company}, {foundingYear} yılında {city:genitive} {district} ilçesinde tek bir kamyonla kuruldu. İlk yıllarda Güneşli, Mahmutbey ve Yenibosna çevresindeki apartmanlarda ev taşımaları yaptık; dar sokaklarda manevra yapmayı ve asansörsüz binalarda ağır eşyayı merdivenden güvenle indirmeyi o günlerde öğrendik.',
  'Müşterilerimizin tavsiyeleriyle iş hacmimiz zamanla büyüdü. Önce şehirlerarası taşımaya başladık, ardından yüksek katlı konutlar için mobilya asansörlerini, eşyasını bir süre bekletmek isteyenler için de depolama hizmetini devreye aldık. Bugün ev ve ofis taşımalarının yanı sıra 1 ile 50 ton arasındaki ağır yükleri de taşıyoruz.',
  "Türkiye'nin {provinceCount} iline hizmet veren bir firma olsak da işe başladığımız günkü anlayışı değiştirmedik: önce yerinde görmek, sonra yazılı teklif vermek ve eşyayı kendi eşyamız gibi taşımak. “Yükünüz Hafif, Gönlünüz Rahat” sözümüz de bu anlayışın kısa bir özetidir.",
];

export const CORPORATE_INTRO: string[] = [
  "Kurumsal sayfalarımızda {company:genitive} nasıl çalıştığını, hangi ilkelere bağlı kaldığını ve bu işi kimlerin yürüttüğünü bulabilirsiniz. {district} merkezli ekibimiz, İstanbul içindeki ev ve ofis taşımalarından Anadolu'nun en uzak illerine yapılan sevkiyatlara kadar her işi aynı çalışma düzeniyle planlar.",
  'Hakkımızda bölümünde kuruluş hikâyemizi ve ekibimizi, misyon ve vizyon bölümlerinde hizmet standartlarımızı ve 2030 hedeflerimizi, güvenlik bölümünde ise sigorta ve hasar süreçlerimizi ayrıntılı olarak okuyabilirsiniz. Taşınmanızı planlamadan önce bizi yakından tanıyabilmeniz için bu bilgileri açık ve güncel tutuyoruz.',
];

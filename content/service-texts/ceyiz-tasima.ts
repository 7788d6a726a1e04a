import type { ServiceText } from '../types';

export const ceyizTasima: ServiceText = {
  title: 'Çeyiz Taşıma',
  description:
    'Çeyiz sandığından beyaz eşyaya, gelin evinin eşyalarını özenle paketleyip yeni yuvanıza taşıyor, mobilyaları kurup yerleştiriyoruz.',
  detailedDescription: [
    'Çeyiz, bir ailenin yıllar içinde biriktirdiği emeğin taşınmasıdır: el işi danteller, oyalı yazmalar, nevresim ve pike takımları, bohçalar, porselen yemek takımları ve çoğu zaman yeni alınmış beyaz eşya ile mobilyalar. Çeyiz taşıma hizmetimizde kız evinden ya da mağazadan teslim aldığımız eşyaları, düğünden önce yeni evinize yerleştirilmiş hâlde teslim etmeyi hedefliyoruz. Ekibimiz, çeyizin yalnızca bir yük değil, aile için duygusal değeri olan bir emanet olduğunu bilerek çalışır.',
    "Tekstil ürünleri için asitsiz ipek kâğıdı ve temiz, kokusuz kutular; porselen ve cam için hava kabarcıklı naylon ve bölmeli koliler; mobilyalar için köşe köpüğü ve battaniye kullanıyoruz. Henüz kullanılmamış koltuk ve yatakların fabrika kılıfları açılmadan korunur, beyaz eşyalar dik taşınır. Masko ya da Modoko'dan alınan veya İnegöl'den sipariş edilip gelen paketli mobilyaları yeni evde açıp kuruyor, ambalaj atıklarını evden çıkarıyoruz. Yeni binalarda parkeyi ve asansör kabinini koruyucu örtülerle kaplıyor, yüksek katlarda gerekirse 20 kata kadar çıkan mobilya asansörü kullanıyoruz.",
    'Taşıma gününden önce sizinle çeyizin hangi odaya nasıl yerleşeceğini konuşuyoruz; dolap içlerine serilecek örtüleri, vitrin düzenini ve yatak odası yerleşimini isterseniz ailenin tarifine göre yapıyoruz. Sizden tek ricamız, kırılacak ve değerli parçaları ayrı bir listede belirtmeniz, yeni evin anahtarını ve varsa site yönetiminin taşınma iznini hazır bulundurmanızdır. Nikâh ve düğün hazırlıkları sıkıştığında bile {moveDays} {moveHours} arasında size uygun günü ayırıyoruz; çeyiziniz baştan sona {insured} bir taşımayla yola çıkar.',
  ],
  features: [
    {
      title: 'Dantel ve oyaya özel ambalaj',
      text: 'El işi örtüler asitsiz ipek kâğıdına sarılıp düz serilir; katlama izi ve sararma riski en aza iner.',
    },
    {
      title: 'Kız evinden yeni yuvaya',
      text: 'Eşyaları ailenin evinden teslim alır, aynı gün yeni evinize ulaştırıp odalara yerleştiririz.',
    },
    {
      title: 'Paketli mobilya kurulumu',
      text: 'Mağazadan kolili gelen yatak odası, vitrin ve gardıropları yeni evde açıp kurar, ambalajları evden çıkarırız.',
    },
    {
      title: 'Çeyiz sermeye uygun yerleşim',
      text: 'Çeyizini sermek isteyen aileler için örtüleri, takımları ve bohçaları kolayca açılacak düzende yerleştiririz.',
    },
    {
      title: 'Yeni eve ilk günden özen',
      text: 'Henüz kullanılmamış parkeler, kapı kasaları ve bina asansörü taşıma boyunca koruyucu örtülerle kaplı kalır.',
    },
    {
      title: 'Düğün takvimine göre plan',
      text: 'Nikâh ve kına tarihlerinizi gözeterek taşımayı düğünden önce rahat edeceğiniz bir güne yerleştiririz.',
    },
  ],
  steps: [
    {
      title: 'Çeyiz listesini konuşalım',
      text: 'Eşyaların hangi adreslerde beklediğini, mağaza teslimlerini ve düğün tarihini bizimle paylaşın; planı buna göre çıkaralım.',
    },
    {
      title: 'İki evde ücretsiz ekspertiz',
      text: 'Kız evinde ve yeni evde yapılan ücretsiz ekspertizle koli sayısı, mobilya ölçüleri, kat ve asansör durumu belirlenir.',
    },
    {
      title: 'Eşyaya göre paketleme',
      text: 'Tekstiller ipek kâğıdıyla, porselenler bölmeli kolilerle, mobilyalar köşe köpüğü ve battaniyeyle paketlenip araca alınır.',
    },
    {
      title: 'Kurulum ve yerleşim',
      text: 'Yeni evde mobilyalar kurulur, çeyiz odalara dağıtılır, ambalaj atıkları toplanır ve teslim sizin onayınızla tamamlanır.',
    },
  ],
  faq: [
    {
      question: 'Çeyiz taşımanın ücreti neye göre değişir?',
      answer:
        'Başlangıç fiyatımız {price} olup eşya miktarı, mağazadan teslim alım olup olmadığı, kat ve asansör durumu ile kurulum ihtiyacına göre kesinleşir. Tutarı ücretsiz ekspertizden sonra yazılı olarak bildiriyoruz.',
    },
    {
      question: 'Çeyiz taşıması ne kadar sürer?',
      answer:
        'Çoğu çeyiz taşıması {duration} içinde tamamlanır. Mobilya kurulumunu da isterseniz o da bu süre içinde yapılır; birden fazla adresten eşya toplanacaksa süre uzayabilir.',
    },
    {
      question: 'Çeyizi mağazadan ve kız evinden aynı gün toplayabilir misiniz?',
      answer:
        'Evet. Mağaza teslimatı ile ailenin evindeki eşyaları tek bir güzergâhta birleştirip yeni eve getirebiliyoruz. Mağazadan teslim alım için mağazanın istediği sipariş veya fatura belgesini bize önceden iletmeniz gerekir.',
    },
    {
      question: 'Dantel ve el işi örtüler nasıl paketleniyor?',
      answer:
        'El işi örtüleri katlamadan ya da en az katla, asitsiz ipek kâğıdı arasına yerleştirerek temiz kutulara koyuyoruz. Kutuların üzerine içeriği ve gideceği oda yazılır; böylece yeni evde hiçbir bohça karışmaz.',
    },
    {
      question: 'Çeyiz taşımayı hangi bölgelerde yapıyorsunuz?',
      answer:
        "Çeyiz taşımayı {coverageIn} yapıyoruz. İstanbul'un iki yakası arasındaki çeyiz taşımalarını aynı gün bitiriyoruz; başka bir ile gidecek çeyizler için şehirlerarası taşıma hizmetimizle ayrı bir plan yapıyoruz.",
    },
    {
      question: 'Yeni evimiz yüksek katta ve bina asansörü küçük; ne yapıyorsunuz?',
      answer:
        "Dış cepheye kurulan ve 20 kata kadar çıkabilen mobilya asansörümüzle koltuk, yatak ve beyaz eşyayı merdivene sokmadan yukarı alıyoruz. Asansör tek seferde 500 kg'a kadar yük taşır; kurulum için bina önünde aracın yanaşabileceği bir alan gerekir.",
    },
  ],
  keywords: [
    'çeyiz taşıma',
    'istanbul çeyiz taşıma',
    'gelin evi eşya taşıma',
    'çeyiz nakliyat',
    'yeni ev mobilya kurulumu ve taşıma',
    'düğün öncesi eşya taşıma',
  ],
};

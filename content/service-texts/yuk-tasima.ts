import type { ServiceText } from '../types';

export const yukTasima: ServiceText = {
  title: 'Yük Taşıma',
  description:
    'Paletli ürün, inşaat malzemesi ve makine parçası gibi 1 ile 50 ton arası yüklerinizi İstanbul içinde uygun araç ve ekipmanla taşıyoruz.',
  detailedDescription: [
    'Yük taşıma hizmetimiz, ev eşyası dışındaki ticari ve endüstriyel yükler için kurgulanmıştır: paletli ürünler, inşaat ve yapı malzemeleri, makine parçaları, rulo ve levha malzemeler, depo fazlası stoklar. 1 ile 50 ton arasındaki yükler için kamyonet, kamyon ve tır seçenekleri arasından yükün ağırlığına, hacmine ve yükleme noktasının erişimine uygun olanı belirliyoruz. {foundingYear} yılından bu yana {district:ablative} çalışan bir firma olarak İkitelli, Güneşli, Hadımköy ve Tuzla gibi sanayi bölgelerinin yükleme alanlarını, rampa düzenlerini ve sokak genişliklerini yakından tanıyoruz.',
    'Planlama yükün kendisinden başlar. Ücretsiz ekspertizde ağırlığı, ambalaj durumunu, istiflenebilirliği ve forklift ya da transpalet gerekip gerekmediğini kayda geçiriyoruz. Paletsiz yükleri streç film ve köşe koruyucuyla sabitliyor, kasada spanzet kayışlar ve kaydırmaz pedlerle bağlama yapıyoruz; uzun profil ve borularda taşmayı önleyecek yerleşimi önceden çiziyoruz. Şehir içinde ağır vasıtalara uygulanan saat ve güzergâh kısıtlamalarını hesaba katıyor, Avrupa ile Anadolu yakası arasındaki geçişleri tonaja göre Yavuz Sultan Selim Köprüsü ve Kuzey Marmara Otoyolu üzerinden planlıyoruz.',
    'Sizden beklediğimiz hazırlık kısa bir listedir: yükün irsaliye veya sevk belgeleri, yükleme ve boşaltma noktalarındaki yetkili kişinin iletişim bilgisi, varsa rampa ya da forklift imkânı ve site veya fabrika girişleri için araç giriş izni. Ticari yükünüzü araca konduğu andan teslim imzasına kadar {insured} bir taşımayla götürüyoruz; teslimde alıcıyla birlikte sayım yapıyoruz. Planlı işleri {moveDaysFromTo} {moveHours} arasında yürütüyor, üretim hattının durmaması için yetişmesi gereken acil sevkiyatlarda günün her saatinde araç çıkarabiliyoruz.',
  ],
  features: [
    {
      title: '1 ile 50 ton arası kapasite',
      text: 'Kamyonetten tıra uzanan araç seçeneğiyle tek paletlik sevkiyattan tam tır yüküne kadar her ölçekte taşıma yapıyoruz.',
    },
    {
      title: 'Forklift ve transpalet desteği',
      text: 'Rampası olmayan adreslerde yükleme ve boşaltmayı ekipmanla yaparak elle taşımanın risklerini ortadan kaldırıyoruz.',
    },
    {
      title: 'Spanzetli yük bağlama',
      text: 'Her yük kasada kayış, köşe koruyucu ve kaydırmaz pedle sabitlenir; ani frenlemede kayma ve devrilme önlenir.',
    },
    {
      title: 'Sanayi bölgelerini tanıyan ekip',
      text: "İkitelli, Hadımköy, Dudullu ve Tuzla'daki yükleme alanlarına hangi araçla ve hangi saatte girileceğini biliyoruz.",
    },
    {
      title: 'İrsaliyeyle karşılaştırmalı teslim',
      text: 'Varış noktasında yük sevk belgesiyle karşılaştırılarak sayılır ve eksiksiz teslim alıcının imzasıyla kayda geçer.',
    },
    {
      title: '{Insured} ticari sevkiyat',
      text: '{insuranceNote}',
    },
  ],
  steps: [
    {
      title: 'Yük bilgisini iletin',
      text: 'Yükün cinsini, yaklaşık ağırlığını, palet sayısını ve iki adresi telefonla ya da WhatsApp üzerinden paylaşın; teklif talebinize {replyPromise} içinde dönüş yapılır.',
    },
    {
      title: 'Ekspertiz ve araç seçimi',
      text: 'Gerekli görülen yüklerde ücretsiz ekspertizle ölçü ve erişim kontrol edilir, tonaja uygun araç ve ekipman belirlenir.',
    },
    {
      title: 'Yükleme ve bağlama',
      text: 'Ekibimiz yükü ağırlık dengesini gözeterek kasaya yerleştirir, kayış ve köşe koruyucularla sabitledikten sonra yola çıkar.',
    },
    {
      title: 'Boşaltma ve sayım',
      text: 'Varış adresinde boşaltma yapılır, irsaliyeyle birlikte sayım tamamlanır ve iş alıcının onayıyla kapanır.',
    },
  ],
  faq: [
    {
      question: 'Hangi ağırlıktaki yükleri taşıyorsunuz?',
      answer:
        '1 tondan 50 tona kadar yükleri taşıyoruz. Tek paletlik sevkiyatlar için kamyonet, birkaç tonluk işler için kamyon, tam yükler için tır kullanıyoruz; araç seçiminde ağırlık kadar yükün hacmi ve yükleme noktasının erişimi de belirleyicidir.',
    },
    {
      question: 'Yük taşıma ücreti nasıl belirleniyor?',
      answer:
        'Başlangıç fiyatımız {price} olup tutarı yükün tonajı, gereken araç ve ekipman, mesafe ve yükleme koşulları belirler. Kesin rakamı ücretsiz ekspertizin ardından yazılı olarak iletiyoruz.',
    },
    {
      question: 'Bir yük taşıması ne kadar sürer?',
      answer:
        'Şehir içi yük taşımaları genellikle {duration} arasında tamamlanır. Tek noktadan tek noktaya paletli sevkiyatlar bu aralığın başında kalırken forklift gerektiren ya da birden fazla boşaltma noktası olan işler daha uzun sürer.',
    },
    {
      question: 'Hangi bölgelerde yük taşıyorsunuz?',
      answer:
        'Yük taşımayı {coverageIn} yapıyoruz. Avrupa ve Anadolu yakasındaki sanayi bölgeleri, şantiyeler, depolar ve mağazalar arasında çalışıyoruz; başka bir ile gidecek yükler için şehirlerarası taşıma hizmetimizden teklif alabilirsiniz.',
    },
    {
      question: 'Yükleme noktasında rampa yoksa ne yapıyorsunuz?',
      answer:
        'Rampasız adreslerde forklift veya transpalet ile yükleme yapıyoruz; ekipman ihtiyacı ekspertizde belirlenir ve araçla birlikte gönderilir. Büyük aracın giremediği dar sokaklarda yükü daha küçük bir araca aktararak taşımayı da planlayabiliyoruz.',
    },
    {
      question: 'Yüküm taşıma sırasında zarar görürse ne olur?',
      answer:
        '{insuranceNote} Teslimde yük birlikte kontrol edilir; bir hasar tespit edilirse tutanağa geçirilir ve hasar süreci firmamız tarafından başlatılır.',
    },
  ],
  keywords: [
    'istanbul yük taşıma',
    'paletli yük taşıma',
    'şehir içi kamyon nakliye',
    'tır ile yük taşıma',
    'inşaat malzemesi taşıma',
    'ağır yük nakliyesi',
  ],
};

import type { ServiceText } from '../types';

export const serviceTextsPart2: Record<string, ServiceText> = {
  'yuk-tasima': {
    title: 'Yük Taşıma',
    description:
      'Paletli ürün, inşaat malzemesi ve makine parçası gibi 1 ile 50 ton arası yüklerinizi İstanbul içinde uygun araç ve ekipmanla taşıyoruz.',
    detailedDescription: [
      'Yük taşıma hizmetimiz, ev eşyası dışındaki ticari ve endüstriyel yükler için kurgulanmıştır: paletli ürünler, inşaat ve yapı malzemeleri, makine parçaları, rulo ve levha malzemeler, depo fazlası stoklar. 1 ile 50 ton arasındaki yükler için kamyonet, kamyon ve tır seçenekleri arasından yükün ağırlığına, hacmine ve yükleme noktasının erişimine uygun olanı belirliyoruz. {foundingYear} yılından bu yana {district:ablative} çalışan bir firma olarak İkitelli, Güneşli, Hadımköy ve Tuzla gibi sanayi bölgelerinin yükleme alanlarını, rampa düzenlerini ve sokak genişliklerini yakından tanıyoruz.',
      'Planlama yükün kendisinden başlar. Ücretsiz ekspertizde ağırlığı, ambalaj durumunu, istiflenebilirliği ve forklift ya da transpalet gerekip gerekmediğini kayda geçiriyoruz. Paletsiz yükleri streç film ve köşe koruyucuyla sabitliyor, kasada spanzet kayışlar ve kaydırmaz pedlerle bağlama yapıyoruz; uzun profil ve borularda taşmayı önleyecek yerleşimi önceden çiziyoruz. Şehir içinde ağır vasıtalara uygulanan saat ve güzergâh kısıtlamalarını hesaba katıyor, Avrupa ile Anadolu yakası arasındaki geçişleri tonaja göre Yavuz Sultan Selim Köprüsü ve Kuzey Marmara Otoyolu üzerinden planlıyoruz.',
      'Sizden beklediğimiz hazırlık kısa bir listedir: yükün irsaliye veya sevk belgeleri, yükleme ve boşaltma noktalarındaki yetkili kişinin iletişim bilgisi, varsa rampa ya da forklift imkânı ve site veya fabrika girişleri için araç giriş izni. Ticari yükünüz, araca konduğu andan teslim imzasına kadar nakliyat sigortasıyla güvence altındadır; teslimde alıcıyla birlikte sayım yapıyoruz. Planlı işleri {moveDaysFromTo} {moveHours} arasında yürütüyor, üretim hattının durmaması için yetişmesi gereken acil sevkiyatlarda günün her saatinde araç çıkarabiliyoruz.',
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
        title: 'Sigortalı ticari sevkiyat',
        text: 'Ticari malınız her yük taşımasında nakliyat sigortası kapsamında yola çıkar.',
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
          'Yük taşımalarımızın tamamı nakliyat sigortası kapsamındadır. Teslimde yük birlikte kontrol edilir; bir hasar tespit edilirse tutanağa geçirilir ve sigorta süreci firmamız tarafından başlatılır.',
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
  },

  'ceyiz-tasima': {
    title: 'Çeyiz Taşıma',
    description:
      'Çeyiz sandığından beyaz eşyaya, gelin evinin eşyalarını özenle paketleyip yeni yuvanıza taşıyor, mobilyaları kurup yerleştiriyoruz.',
    detailedDescription: [
      'Çeyiz, bir ailenin yıllar içinde biriktirdiği emeğin taşınmasıdır: el işi danteller, oyalı yazmalar, nevresim ve pike takımları, bohçalar, porselen yemek takımları ve çoğu zaman yeni alınmış beyaz eşya ile mobilyalar. Çeyiz taşıma hizmetimizde kız evinden ya da mağazadan teslim aldığımız eşyaları, düğünden önce yeni evinize yerleştirilmiş hâlde teslim etmeyi hedefliyoruz. Ekibimiz, çeyizin yalnızca bir yük değil, aile için duygusal değeri olan bir emanet olduğunu bilerek çalışır.',
      "Tekstil ürünleri için asitsiz ipek kâğıdı ve temiz, kokusuz kutular; porselen ve cam için hava kabarcıklı naylon ve bölmeli koliler; mobilyalar için köşe köpüğü ve battaniye kullanıyoruz. Henüz kullanılmamış koltuk ve yatakların fabrika kılıfları açılmadan korunur, beyaz eşyalar dik taşınır. Masko ya da Modoko'dan alınan veya İnegöl'den sipariş edilip gelen paketli mobilyaları yeni evde açıp kuruyor, ambalaj atıklarını evden çıkarıyoruz. Yeni binalarda parkeyi ve asansör kabinini koruyucu örtülerle kaplıyor, yüksek katlarda gerekirse 20 kata kadar çıkan mobilya asansörü kullanıyoruz.",
      'Taşıma gününden önce sizinle çeyizin hangi odaya nasıl yerleşeceğini konuşuyoruz; dolap içlerine serilecek örtüleri, vitrin düzenini ve yatak odası yerleşimini isterseniz ailenin tarifine göre yapıyoruz. Sizden tek ricamız, kırılacak ve değerli parçaları ayrı bir listede belirtmeniz, yeni evin anahtarını ve varsa site yönetiminin taşınma iznini hazır bulundurmanızdır. Nikâh ve düğün hazırlıkları sıkıştığında bile {moveDays} {moveHours} arasında size uygun günü ayırıyoruz; çeyizinizin yolculuğu baştan sona nakliyat sigortasıyla korunur.',
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
          'Çoğu çeyiz taşıması {duration} içinde tamamlanır. Mobilya kurulumu ve eşyaların odalara yerleşimi de bu süreye dahildir; birden fazla adresten eşya toplanacaksa süre uzayabilir.',
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
  },

  'tekstil-tasima': {
    title: 'Tekstil Taşıma',
    description:
      'Top kumaş, askılı konfeksiyon ve ürün kolilerinizi Merter, Osmanbey, Laleli ve atölyeler arasında temiz, kuru ve zamanında taşıyoruz.',
    detailedDescription: [
      "İstanbul'un tekstil ve hazır giyim ticareti birbirine yakın ama trafiği yoğun birkaç merkezde döner: toptancıların toplandığı Merter ve Osmanbey, yabancı alıcıların uğrak yeri Laleli, kot ve deri atölyeleriyle Zeytinburnu, fason üretimin yoğun olduğu Güngören ve Bağcılar. Tekstil taşıma hizmetimiz bu merkezler arasında kumaş toplarının, kesilmiş parçaların, askılı konfeksiyonun ve paketlenmiş ürün kolilerinin hızlı ve kayıpsız dolaşımı için düzenlenmiştir. Bağcılar'daki merkezimizden bu semtlere kısa sürede araç çıkarabilmemiz, yetişmesi gereken sevkiyatlarda en büyük avantajımızdır.",
      'Kumaş nemden, tozdan ve yağ lekesinden çabuk etkilendiği için araçlarımızın kasalarını her yüklemeden önce temizliyor, topları naylon kılıfla sarıp zeminle temas etmeyecek şekilde paletler üzerinde taşıyoruz. Ütülü ve askılı ürünler için kasaya askı barları kuruyor, ürünleri buruşmadan mağazaya ya da teşhir salonuna ulaştırıyoruz. Kolilerde model, beden ve renk ayrımını bozmamak için yüklemeyi sizin sevk listenizin sırasına göre yapıyor, yükleme ile boşaltma sırasında ürünleri branda ve naylon örtüyle yağmurdan koruyoruz.',
      "Hazırlık olarak sizden sevk listesi, teslim noktalarının adres ve yetkili bilgileri ile varsa kargo şubesinin ya da ihracat yükünü toplayan lojistik firmasının teslim saatini istiyoruz. Merter ve Laleli'nin dar sokaklarında araç bekletmenin zor olduğunu bildiğimiz için yükleme saatini dükkânların açılışına ve trafik akışına göre öneriyoruz. Tüm tekstil sevkiyatları nakliyat sigortasıyla yapılır; {moveDays} {moveHours} arasında planlanan işlerin dışında, fuar ya da ihracat teslimi gibi acil durumlarda her saatte çalışabiliyoruz.",
    ],
    features: [
      {
        title: 'Askılı konfeksiyon düzeni',
        text: 'Kasaya kurulan askı barlarıyla ütülü ürünler katlanmadan ve buruşmadan teslim edilir.',
      },
      {
        title: 'Top kumaşa nem koruması',
        text: 'Kumaş topları naylon kılıfla sarılır, palet üzerinde taşınarak araç zeminiyle teması kesilir.',
      },
      {
        title: 'Tekstil semtlerine yakın üs',
        text: "Bağcılar'daki merkezimiz Merter, Güngören ve Zeytinburnu'na kısa bir sürüş mesafesindedir.",
      },
      {
        title: 'Sevk listesine göre yükleme',
        text: 'Model, renk ve beden ayrımı korunarak koliler sizin listenizdeki sırayla yüklenir ve indirilir.',
      },
      {
        title: 'Atölyeler arası ara taşıma',
        text: 'Kesimhane, dikim atölyesi, ütü-paket ve toptancı arasındaki ara taşımaları aynı gün içinde zincirleme yapıyoruz.',
      },
      {
        title: 'Temiz ve kokusuz kasa',
        text: 'Her yüklemeden önce temizlenen kasa, açık renkli kumaşlarda leke ve koku riskini ortadan kaldırır.',
      },
    ],
    steps: [
      {
        title: 'Sevk bilgilerini gönderin',
        text: 'Ürün cinsini, top, askı ve koli adedini, alım ve teslim adreslerini bize iletin; teklif taleplerine {replyPromise} içinde dönüş yapıyoruz.',
      },
      {
        title: 'Kasa düzeninin hazırlanması',
        text: 'Askılı ürün varsa askı barlı, top kumaş varsa paletli kasa düzeni hazırlanır ve trafiğe göre yükleme saati önerilir.',
      },
      {
        title: 'Sayarak yükleme',
        text: 'Ekibimiz ürünleri listeye göre sayarak yükler, kumaşları örtüyle kapatır ve koli sırasını teslim düzenine göre kurar.',
      },
      {
        title: 'Noktaya teslim',
        text: 'Mağaza, atölye ya da lojistik deposunda ürünler sayılarak indirilir ve teslim yetkilinin imzasıyla kapanır.',
      },
    ],
    faq: [
      {
        question: 'Tekstil taşımada fiyatlar nereden başlıyor?',
        answer:
          'Tekstil taşımada başlangıç fiyatımız {price} olup tutar ürün hacmine, teslim noktası sayısına ve askılı taşıma gerekip gerekmediğine göre netleşir. Kesin tutarı yükünüzü gördükten sonra yazılı teklifle iletiyoruz.',
      },
      {
        question: 'Hangi bölgelerde tekstil taşıyorsunuz?',
        answer:
          'Tekstil taşımayı {coverageIn} yapıyoruz. Merter, Osmanbey, Laleli, Zeytinburnu, Güngören, Bağcılar ve çevresindeki atölye, toptancı ve mağazalar arasında sevkiyat yapıyoruz.',
      },
      {
        question: 'Bir tekstil sevkiyatı ne kadar sürer?',
        answer:
          'Tekstil sevkiyatlarımızın büyük bölümü {duration} içinde tamamlanır. Süreyi en çok trafik ve teslim noktası sayısı belirler; Laleli ve Osmanbey gibi yoğun bölgeler için sabahın erken saatlerini öneriyoruz.',
      },
      {
        question: 'Askılı ürünler buruşmadan taşınabilir mi?',
        answer:
          'Bunun için kasaya askı barları kuruyor, ürünleri kılıflarıyla birlikte asarak taşıyoruz. Böylece teslim noktasında yeniden ütüye gerek kalmaz.',
      },
      {
        question: 'Ürünlerimizi kargo şubesine veya ihracat lojistik firmasına teslim ediyor musunuz?',
        answer:
          'Evet, ürünlerinizi kargo şubelerine ve ihracat yüklerini toplayan lojistik firmalarının depolarına teslim ediyoruz. Teslim saatini önceden bildirirseniz yüklemeyi ona göre planlıyor, teslim belgesini size iletiyoruz.',
      },
      {
        question: 'Yağmurlu havada kumaşlar ıslanmaz mı?',
        answer:
          'Kumaşları kapalı kasalı araçlarla taşıyor, yükleme ve boşaltma sırasında açıkta geçen kısa mesafede topları naylon örtüyle kapatıyoruz. Bu sayede yağışlı günlerde sevkiyatı ertelemeniz gerekmez.',
      },
    ],
    keywords: [
      'tekstil taşıma',
      'top kumaş taşıma',
      'konfeksiyon taşıma istanbul',
      'merter tekstil nakliye',
      'askılı ürün taşıma',
      'atölye arası taşıma',
    ],
  },

  'koli-tasima': {
    title: 'Koli Taşıma',
    description:
      'Ev, öğrenci ve e-ticaret kolilerinizi şehir merkezinde aynı gün kapıdan kapıya taşıyoruz; en az 2 saat önceden kayıt yaptırmanız yeterli.',
    detailedDescription: [
      'Her taşıma büyük bir kamyon gerektirmez. Yurttan eve geçen bir öğrencinin kitapları, dolabını boşaltan bir ailenin mevsimlik giysileri, küçük bir e-ticaret işletmesinin depoya gidecek stoku ya da bir arşiv odasından başka bir ofise gidecek dosyalar çoğu zaman birkaç düzine koliden ibarettir. Koli taşıma hizmetimiz bu tür küçük hacimli işler için, kolilerinizi kapınızdan alıp yeni adrese bırakan kapalı kasalı hafif araçlar ve küçük ekiplerle çalışır.',
      'Kolileriniz hazır değilse ekibimiz yanında çift oluklu koli, koli bandı, streç film ve kalem getirir; kitap gibi ağır içerikleri küçük kolilere, yastık ve nevresim gibi hafif içerikleri büyük kolilere ayırmanızı öneririz. Her koli içeriği ve varış odası yazılarak kapatılır, araçta ağır koliler alta ve kasanın ön tarafına yerleştirilir. Apartman içinde merdiven köşelerine ve asansör duvarlarına sürtmemek için koliler el arabası ve taşıma kayışıyla indirilir.',
      'Koli taşıma kayıtlarını en az 2 saat önceden almamız yeterlidir; {moveDaysFromTo} {moveHours} arasında gün içinde boş bir saat bulmak çoğu zaman mümkündür. Sizden istediğimiz, kolilerin kapatılmış ve tek bir noktada toplanmış olması, alım ve teslim adresinde birinin bulunması ve bina yönetimi asansör kullanımını sınırlıyorsa bunu önceden bildirmenizdir. Koliler teslim alınırken ve teslim edilirken birlikte sayılır; küçük hacimli olsa da her koli taşıması nakliyat sigortası kapsamındadır.',
    ],
    features: [
      {
        title: 'İki saat önceden kayıt',
        text: 'Aynı gün içindeki ihtiyaçlarınız için en az 2 saat önce yapılan kayıtlar planlamaya alınır.',
      },
      {
        title: 'Koli ve bant temini',
        text: 'Kolileriniz hazır değilse ekibimiz çift oluklu koli, bant ve streç filmle birlikte gelir.',
      },
      {
        title: 'Merkez semtlere uygun araç',
        text: 'Dar sokaklara ve otopark girişlerine rahat giren kapalı kasalı araçlarla merkez semtlerde hızla hareket ediyoruz.',
      },
      {
        title: 'Alımda ve teslimde adet kontrolü',
        text: 'Kaç koli yola çıktıysa o kadarının kapınıza geldiğini birlikte yaptığımız sayımla görürsünüz.',
      },
      {
        title: 'Öğrenci ve yurt taşımaları',
        text: 'Dönem başında ve sonunda yurt, kiralık ev ve aile evi arasındaki küçük taşımaları kısa sürede tamamlıyoruz.',
      },
      {
        title: 'E-ticaret stok transferi',
        text: 'Evinizden depoya ya da depodan mağazaya giden ürün kolilerinizi sevk listenize göre taşıyoruz.',
      },
    ],
    steps: [
      {
        title: 'Koli sayısını bildirin',
        text: 'Yaklaşık koli adedini, varsa ağır veya kırılacak içerikleri ve iki adresi en az 2 saat önceden iletin.',
      },
      {
        title: 'Saatinizi seçin',
        text: 'Gün içindeki uygun aralıklardan size en yakın saat ayrılır ve ekibin yola çıktığı size haber verilir.',
      },
      {
        title: 'Kapıdan alım',
        text: 'Ekip kolileri sayar, açık kalanları yerinde bantlar ve kasaya ağırlık sırasına göre yerleştirir.',
      },
      {
        title: 'İstediğiniz yere bırakma',
        text: 'Varışta koliler istediğiniz odaya ya da depo rafının önüne bırakılır, adet birlikte kontrol edilerek iş kapanır.',
      },
    ],
    faq: [
      {
        question: 'Koli taşımada fiyat ne kadardan başlıyor?',
        answer:
          'Koli taşıma hizmetimizin başlangıç fiyatı {price} olup koli sayısı, kat durumu ve iki adres arasındaki mesafe tutarı belirler. Kesin rakamı koli adedini öğrendikten sonra yazılı olarak paylaşıyoruz.',
      },
      {
        question: 'Ne kadar önceden haber vermem gerekir?',
        answer:
          'En az 2 saat önceden yapılan kayıtları planlamaya alabiliyoruz. {MoveDays} {moveHours} arasındaki uygun saatler dolmamışsa taşımanızı aynı gün içinde yapabiliriz.',
      },
      {
        question: 'Koli taşıma ne kadar sürer?',
        answer:
          'Koli taşımaları çoğunlukla {duration} içinde tamamlanır. Asansörsüz yüksek katlar ya da çok sayıda ağır kitap kolisi bu süreyi bir miktar uzatabilir.',
      },
      {
        question: 'Hangi bölgelere koli taşıyorsunuz?',
        answer:
          'Koli taşımayı {coverageIn} yapıyoruz. Daha uzak adreslere gidecek koliler için parça eşya taşıma ya da şehirlerarası taşıma hizmetlerimizden uygun olanı öneriyoruz.',
      },
      {
        question: 'Kolileri kendim hazırlamam gerekiyor mu?',
        answer:
          'Hazırlayabilirseniz iş daha kısa sürer, ancak zorunlu değildir. Ekibimiz koli, bant ve streç film getirip paketlemeyi sizin yerinize yapabilir; bunu kayıt sırasında belirtmeniz yeterlidir.',
      },
      {
        question: 'Kırılacak eşya içeren kolileri nasıl taşıyorsunuz?',
        answer:
          'Üzerinde kırılacak işareti olan kolileri aracın üst sırasına, ağır kolilerden ayrı yerleştiriyoruz. Tabak ve bardak gibi içerikleri hava kabarcıklı naylonla sarmanızı ya da bu paketlemeyi ekibimize bırakmanızı öneririz.',
      },
    ],
    keywords: [
      'koli taşıma',
      'istanbul koli taşıma',
      'öğrenci eşyası taşıma',
      'küçük ev taşıma hizmeti',
      'aynı gün koli taşıma',
      'e-ticaret koli nakliye',
    ],
  },

  'fabrika-tasima': {
    title: 'Fabrika Taşıma',
    description:
      'Makine, üretim hattı ve stoklarınızı söküm, kaldırma ve yeniden yerleşim planıyla taşıyor, fabrikanızın duruş süresini kısaltıyoruz.',
    detailedDescription: [
      "Fabrika taşıma, bir evin ya da ofisin taşınmasından farklı olarak üretimin durduğu her saatin maliyete dönüştüğü bir projedir. Tezgâhlar, presler, enjeksiyon makineleri, kompresörler, raf sistemleri, hammadde ve mamul stokları ayrı ayrı planlanır. İkitelli, Dudullu, Tuzla ve Beylikdüzü organize sanayi bölgelerinden Gebze, Dilovası, Çerkezköy ya da Anadolu'daki yeni tesislere taşınan işletmelerle çalışırken işe makine başına ağırlığı, ağırlık merkezini ve bağlantı noktalarını çıkararak başlıyoruz.",
      'Ücretsiz ekspertizde makine listesini sizin teknik ekibinizle birlikte hazırlıyor, hangi ekipmanın hangi sırayla söküleceğini, elektrik, hava ve su bağlantılarının kim tarafından ayrılacağını netleştiriyoruz. 1 ile 50 ton arasındaki yükler için forklift, mobil vinç, makine kaydırma patenleri ve alçak platformlu dorse kullanıyor; hassas kontrol panellerini nem alıcılı ambalaj ve ahşap kasayla koruyoruz. Yeni tesiste de zemin taşıma kapasitesi, kapı genişliği ve tavan yüksekliği ölçülür; makinelerin yerleşim planına göre doğrudan son konumlarına indirilmesi yeniden kurulumu hızlandırır.',
      'Taşımayı üretim takviminize göre evrelere bölüyoruz: önce yedek ve kritik olmayan ekipmanlar, ardından stoklar, en son ana hat. Planlı işleri {moveDays} {moveHours} arasında yürütüyor, kritik bir teslim ya da acil tahliye gerektiğinde günün her saatinde ekip ve araç sağlıyoruz. Makineleriniz yükleme anından yeni tesisteki yerine inene kadar nakliyat sigortası altındadır; sizden beklediğimiz, makine kullanım kılavuzlarının, yeni tesisin yerleşim planının ve bağlantıları ayıracak yetkili teknik personelin hazır olmasıdır.',
    ],
    features: [
      {
        title: 'Makine bazında söküm planı',
        text: 'Her makine için söküm sırası, bağlantıları ayıracak sorumlu ve kaldırma noktası önceden belirlenir.',
      },
      {
        title: '50 tona kadar kaldırma',
        text: 'Forklift, mobil vinç ve paten ekipmanıyla 1 ile 50 ton arasındaki makineleri yerinden güvenle alıyoruz.',
      },
      {
        title: 'Evreli taşıma takvimi',
        text: 'Üretimi tamamen durdurmamak için fabrika bölümlere ayrılır ve aşama aşama yeni tesise geçirilir.',
      },
      {
        title: 'Hassas panellere kasa ambalaj',
        text: 'Kontrol panelleri ve elektronik üniteler nem alıcılı ambalaj ve ahşap kasa içinde yola çıkar.',
      },
      {
        title: 'Plana göre yerleşim',
        text: 'Makineler yerleşim planınızdaki son konumlarına indirilir, yeni tesiste ikinci bir kaydırma gerekmez.',
      },
      {
        title: 'Organize sanayi deneyimi',
        text: "İkitelli, Dudullu, Tuzla, Gebze ve Dilovası OSB'lerinin giriş, yükleme ve izin düzenlerine alışkın çalışıyoruz.",
      },
    ],
    steps: [
      {
        title: 'İki tesiste ücretsiz keşif',
        text: 'Teknik ekibinizle birlikte mevcut ve yeni tesis gezilir; makine listesi, ağırlıklar ve erişim yolları kayda geçer.',
      },
      {
        title: 'Proje planı ve takvim',
        text: 'Söküm sırası, kaldırma ekipmanı, araç sayısı ve üretimin hangi gün hangi bölümde duracağı yazılı bir plana dönüşür.',
      },
      {
        title: 'Kaldırma ve yükleme',
        text: 'Bağlantıları ayrılan makineler ambalajlanır, vinç veya forkliftle yüklenir ve dorse üzerinde zincir ve kayışla sabitlenir.',
      },
      {
        title: 'Yerine indirme ve destek',
        text: 'Yeni tesiste makineler plandaki yerlerine indirilir; teknik ekibiniz bağlantıları yaparken ekibimiz sahada destek verir.',
      },
    ],
    faq: [
      {
        question: 'Fabrika taşımanın maliyeti nasıl hesaplanıyor?',
        answer:
          'Fabrika taşımada başlangıç fiyatımız {price} olup makine sayısı ve ağırlıkları, kaldırma ekipmanı ihtiyacı, araç sayısı ve iki tesis arasındaki mesafe toplam tutarı belirler. Projeye özel yazılı teklifimizi tesis keşfinin ardından sunuyoruz.',
      },
      {
        question: 'Fabrikamızın taşınması ne kadar sürer?',
        answer:
          'Tek bir üretim alanının taşınması genellikle {duration} sürer. Birden fazla hattı olan tesislerde işi evrelere bölüyor, her evreyi bu aralıkta tamamlayacak şekilde planlıyoruz.',
      },
      {
        question: 'Hangi illere fabrika taşıyorsunuz?',
        answer:
          "Fabrika taşımayı {coverageIn} yapıyoruz. İstanbul'dan Marmara illerine 24 saatte, Ege, Akdeniz ve İç Anadolu'ya 48 saatte, Karadeniz, Doğu ve Güneydoğu Anadolu'ya 72 saatte teslim planlıyoruz.",
      },
      {
        question: 'Makinelerin elektrik ve hava bağlantılarını siz mi ayırıyorsunuz?',
        answer:
          'Bağlantıların ayrılması ve yeniden yapılması makineyi tanıyan yetkili teknik personelinizin ya da üreticinin servisinin işidir. Biz söküm sonrasındaki ambalajlama, kaldırma, taşıma ve yerine indirme aşamalarını üstleniyor, bu süreçte teknik ekibinizle aynı plan üzerinden çalışıyoruz.',
      },
      {
        question: 'Ne kadar ağır makineleri taşıyabiliyorsunuz?',
        answer:
          'Tek parça ağırlığı 1 ile 50 ton arasındaki makine ve ekipmanları taşıyoruz. Bu ağırlıktaki yüklerde doğru vinç kapasitesi, zemin dayanımı ve dorse tipi ekspertizde hesaplanır; gabari dışı yükler için gereken karayolu izinleri taşımadan önce alınır.',
      },
      {
        question: 'Taşıma sırasında üretimimiz tamamen durmak zorunda mı?',
        answer:
          'Çoğu durumda hayır. Yedek makineler ve stoklar önce gönderildiği için fabrikanızın bir bölümü çalışmaya devam eder; duruş, ana hattın taşındığı son evreyle sınırlı kalır.',
      },
    ],
    keywords: [
      'fabrika taşıma',
      'makine taşıma',
      'ağır makine nakliyesi',
      'osb fabrika taşıma',
      'üretim hattı taşıma',
      'istanbul fabrika nakliyat',
      'vinçli makine taşıma',
    ],
  },

  'depolama-hizmeti': {
    title: 'Depolama Hizmeti',
    description:
      'Eşyalarınızı kuru, kamerayla izlenen ve yangına karşı korunan İstanbul depomuzda aylık kiralamayla, en az bir ay süreyle saklıyoruz.',
    detailedDescription: [
      "Ev tadilatı, yurt dışında geçirilecek bir dönem, eski evden çıkış ile yeni evin teslimi arasındaki boşluk ya da küçülen bir ofis; eşyaların bir süre güvenli bir yerde beklemesini gerektiren durumlar sık yaşanır. Depolama hizmetimizde eşyalarınızı adresinizden alıyor, paketleyip İstanbul'daki depomuza taşıyor ve istediğiniz tarihte yeniden kapınıza getiriyoruz. Depo kiralaması aylık yapılır ve en kısa süre bir aydır; ihtiyacınız uzarsa süreyi ay ay devam ettirebilirsiniz.",
      "Depomuz kuru ve kapalı bir alandır, kamerayla izlenir ve yangına karşı koruma önlemleriyle donatılmıştır. İstanbul'un nemli kışları ahşap mobilya ve kumaş için risk oluşturduğundan eşyaları doğrudan zemine koymuyor, paletler üzerinde ve duvarla arasında hava boşluğu bırakarak istifliyoruz. Mobilyalar battaniye ve streç filmle, yataklar ve koltuklar toz kılıflarıyla sarılır; beyaz eşyalar iç yüzeyleri kurutulmuş ve kapakları aralık bırakılmış olarak yerleştirilir, küf ve koku oluşumunun önüne bu şekilde geçilir.",
      'Depoya giren her parça numaralandırılarak bir envanter listesine işlenir ve listenin bir kopyası size teslim edilir; böylece eşyalarınız başka müşterilerin eşyalarıyla karışmaz. Sizden istediğimiz, buzdolabı ve çamaşır makinesini taşımadan bir gün önce boşaltıp kurutmanız, değerli evrakınızı ve mücevherlerinizi yanınızda tutmanızdır. Depoya giriş ve çıkış taşımaları nakliyat sigortasıyla yapılır; çıkış tarihinizi önceden bildirmeniz, teslim gününü rahatça planlamamızı sağlar.',
    ],
    features: [
      {
        title: 'Kuru ve kapalı alan',
        text: 'Nem, yağmur ve toza karşı kapalı depoda eşyalarınız mevsim değişikliklerinden etkilenmez.',
      },
      {
        title: 'Kamerayla izlenen depo',
        text: 'Depo alanı kamera sistemiyle gözetim altında tutulur, eşyalarınız izlenen bir ortamda bekler.',
      },
      {
        title: 'Yangına karşı koruma',
        text: 'Depomuz yangın riskine karşı alınmış önlemlerle korunur, eşyalarınız bu güvenceyle saklanır.',
      },
      {
        title: 'Esnek aylık kiralama',
        text: 'En az bir aylık kiralamanın ardından süreyi ihtiyacınıza göre ay ay uzatabilirsiniz.',
      },
      {
        title: 'Numaralı envanter',
        text: 'Her parça etiketlenip listelenir; depodan çıkışta liste üzerinden eksiksiz teslim yapılır.',
      },
      {
        title: 'Kapıdan depoya, depodan kapıya',
        text: 'Paketleme, depoya taşıma ve yeniden teslim tek bir ekiple ve tek bir planla yürütülür.',
      },
    ],
    steps: [
      {
        title: 'Eşya hacmini belirleyelim',
        text: 'Ücretsiz ekspertizde depolanacak eşyalar görülür, gereken alan ve paketleme malzemesi hesaplanır.',
      },
      {
        title: 'Paketleme ve etiketleme',
        text: 'Eşyalar adresinizde depolamaya uygun şekilde ambalajlanır, numaralanır ve envanter listesine işlenir.',
      },
      {
        title: 'Depoya yerleştirme',
        text: 'Eşyalar paletler üzerinde, hava alacak şekilde istiflenir ve size ayrılan bölümde saklanmaya başlar.',
      },
      {
        title: 'Geri teslim',
        text: 'Çıkış tarihinizi bildirdiğinizde eşyalar listeyle kontrol edilerek yeni adresinize taşınır ve yerleştirilir.',
      },
    ],
    faq: [
      {
        question: 'Depolama ücreti nasıl hesaplanıyor?',
        answer:
          'Depolama hizmetinde başlangıç fiyatımız {price} olup tutar, eşyalarınızın kapladığı alana, depolama süresine ve depoya giriş ile çıkış taşımalarına göre belirlenir. Kesin tutarı ekspertizin ardından yazılı olarak alırsınız.',
      },
      {
        question: 'Eşyalarımı en az ne kadar süreyle depolayabilirim?',
        answer:
          'Kiralama süresi: {duration}. İlk ayın sonunda süreyi ihtiyacınıza göre ay ay uzatabilir ya da eşyalarınızı geri isteyebilirsiniz.',
      },
      {
        question: 'Depo nerede, güvenliği nasıl sağlanıyor?',
        answer:
          'Depolama hizmetini {coverageIn} veriyoruz. Alan kuru ve kapalıdır, kamerayla izlenir ve yangına karşı korunur; eşyalar zeminle temas etmeyecek şekilde paletler üzerinde durur.',
      },
      {
        question: 'Depolama süresince eşyalarımdan birini almak istersem ne olur?',
        answer:
          'Önceden haber vermeniz hâlinde envanter listesindeki numarasıyla ilgili parçayı bulup çıkarıyor, isterseniz adresinize getiriyoruz. Kalan eşyalarınız depoda yerinde beklemeye devam eder.',
      },
      {
        question: 'Hangi eşyalar depoya kabul edilmez?',
        answer:
          'Yanıcı, patlayıcı ve kimyasal maddeler, bozulabilir gıdalar, canlı bitkiler ile nakit, mücevher ve değerli evrak depoya alınmaz. Bu eşyaları taşıma gününden önce ayırmanızı rica ediyoruz.',
      },
      {
        question: 'Depoya taşıma ve depodan teslimi de siz mi yapıyorsunuz?',
        answer:
          'Bu işin tamamını biz üstleniyoruz: eşyalarınızı adresinizden alıp paketleyen, depoya taşıyan ve süre bitiminde yeni adresinize getiren ekip bizim ekibimizdir. Çıkış günü, {moveDays} {moveHours} arasında size uygun bir saate planlanır.',
      },
    ],
    keywords: [
      'eşya depolama',
      'istanbul eşya depolama',
      'depolama hizmeti',
      'tadilat sırasında eşya depolama',
      'aylık depo kiralama',
      'ev eşyası depolama istanbul',
    ],
  },
};

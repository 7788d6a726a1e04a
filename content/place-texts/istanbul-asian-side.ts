import type { PlaceText } from '../types';

/** About texts of İstanbul's districts on the Asian side (Anadolu Yakası) and the Islands, keyed by slug. */
export const asianSideDistrictTexts: Record<string, PlaceText> = {
  adalar: {
    ad: 'Adalar',
    aciklama: [
      "Adalar'a taşınmak, İstanbul'daki diğer ilçelerden tamamen farklı bir planlama ister; çünkü Büyükada, Heybeliada, Burgazada ve Kınalıada'ya karayolu bağlantısı yoktur ve eşya yalnızca deniz yoluyla ulaştırılabilir. Yük, kıyıdaki uygun bir iskeleden yük teknesine aktarılarak adaya geçirilir; hangi iskelenin kullanılacağı ve sefer saati, ücretsiz ekspertiz sırasında adanıza göre belirlenir.",
      "Özel araç trafiğine kapalı adalarda eşyalar iskeleden evinize, adada izin verilen küçük yük araçları ve el arabalarıyla taşınır. Büyükada'nın Nizam ve Maden taraflarındaki ahşap köşkler ile Heybeliada'nın yokuşlu sokaklarındaki bahçe içi yapılar özenli ambalaj gerektirir. Yüksek tavanlı, dar merdivenli bu evlerde büyük dolapları gerekirse parçalara ayırır, piyanoları özel kayışlarla taşır, eski ahşap zeminleri ve kapı kasalarını koruma altına alırız.",
      "İdari olarak Anadolu Yakası'na bağlı olan Adalar'a Bağcılar'daki merkezimizden giden araçlar, seçilen iskeleye göre ya Avrupa Yakası kıyısında yükü teslim eder ya da Boğaz köprülerinden birini geçerek Anadolu kıyısına ulaşır. Deniz koşulları ve sefer düzeni nedeniyle Adalar taşınmalarını hava durumunu izleyerek ve her zamankinden birkaç gün erken planlamanızı öneririz.",
    ],
    ozellikler: [
      'Yalnızca deniz yoluyla ulaşım',
      'Özel araca kapalı sokaklar',
      'Tarihi ahşap köşkler',
      'İskele aktarmalı planlama',
    ],
  },
  atasehir: {
    ad: 'Ataşehir',
    aciklama: [
      "Anadolu Yakası'nın iş ve konut merkezlerinden Ataşehir, İstanbul Finans Merkezi'nin yükselen kuleleri ile planlı toplu konut bloklarının bir arada bulunduğu bir ilçedir. Atatürk, Barbaros ve Örnek mahallelerindeki yüksek katlı sitelerde taşınma; yönetim izni, yük asansörü rezervasyonu ve belirlenmiş çalışma saatleri olmadan başlamaz. Finans Merkezi çevresindeki rezidanslarda resepsiyonun taşınma ekibini listeden kontrol etmesi ve kamyonun otopark yerine yükleme cebine yönlendirilmesi yaygın uygulamalardır.",
      'İçerenköy, Küçükbakkalköy, Kayışdağı ve Ferhatpaşa tarafında ise daha eski apartmanlar, dar otopark girişleri ve yokuşlu sokaklar bulunur. Asansörü küçük olan binalarda 20 kata kadar çalışabilen dış cephe asansörümüzle eşyaları balkondan indirir, merdiven boşluğunu ve ortak alanları korumaya alırız.',
      "Ataşehir'in hem TEM hem de D-100 bağlantısı bulunur; Kozyatağı kavşağı çevresi ve Kayışdağı Caddesi iş çıkış saatlerinde belirgin biçimde yoğunlaşır. Bağcılar'dan gelen kamyonlarımız Fatih Sultan Mehmet Köprüsü ve TEM üzerinden ilçeye girer; köprü geçişini sabah trafiği başlamadan tamamlayacak şekilde saat planı yaparız.",
    ],
    ozellikler: [
      'Finans Merkezi rezidansları',
      'Site yönetimi izinleri',
      'Yük asansörü rezervasyonu',
      'TEM ve D-100 erişimi',
    ],
  },
  beykoz: {
    ad: 'Beykoz',
    aciklama: [
      "Boğaz'ın Anadolu kıyısında, Anadoluhisarı'ndan Karadeniz'e kadar uzanan Beykoz, İstanbul'un en yeşil ilçelerinden biridir. Kanlıca, Çubuklu ve Paşabahçe kıyısındaki yalılar, Kavacık ve Acarlar'daki apartman, site ve villalar, Riva ile Polonezköy çevresindeki müstakil evler aynı ilçe içinde birbirinden çok farklı adresler oluşturur.",
      "Beykoz sahil yolu, özellikle Paşabahçe ile ilçe merkezi arasında dar ve virajlıdır; büyük kamyonların yalı önünde durabileceği alan çok sınırlıdır. Orman içindeki villa sitelerinde ise uzun özel yollar, güvenlik kontrolleri ve bahçe içinden taşınan eşyalar için ek personel gerekir. Bu yüzden Beykoz'da yerinde ekspertiz yapmadan teklif vermeyi doğru bulmayız. Anadolu Kavağı ve Poyrazköy gibi kuzey köylerindeki iki katlı müstakil evler ise merkeze uzaklıkları nedeniyle tam gün süren bir taşınma planı gerektirir.",
      "Fatih Sultan Mehmet Köprüsü'nün Anadolu ayağı Kavacık'ta, Yavuz Sultan Selim Köprüsü'nün Anadolu ayağı ise Poyrazköy yakınındadır. Bağcılar'dan yola çıkan ekibimiz hedef mahalleye göre bu iki köprüden birini seçer; Kuzey Marmara Otoyolu, ilçenin kuzeyindeki köylere şehir trafiğine girmeden ulaşmayı sağlar.",
    ],
    ozellikler: [
      'Anadolu kıyısı yalıları',
      'Orman içi villa siteleri',
      'Dar ve virajlı sahil yolu',
      'İki köprüye yakın konum',
    ],
  },
  cekmekoy: {
    ad: 'Çekmeköy',
    aciklama: [
      "Anadolu Yakası'nın kuzeydoğusunda, Ömerli Barajı havzası ve Alemdağ ormanlarıyla çevrili Çekmeköy, son yıllarda villa siteleri ve düşük katlı konut projeleriyle büyüyen bir ilçedir. Taşdelen, Alemdağ, Mimar Sinan ve Nişantepe mahallelerinde bahçeli ikiz villalar ile güvenlikli siteler, Reşadiye ve Ömerli tarafında ise daha kırsal, müstakil evler yaygındır.",
      'Site içlerindeki yollar çoğu zaman dar ve eğimlidir; ağaçlık alanlar, yüksek duvarlı bahçeler ve merdivenli girişler taşıma süresini uzatabilir. Villa taşınmalarında eşyaları oda oda etiketleyerek her katı ayrı planlar, bahçe ve teras eşyalarını da envantere dahil ederiz. Sırapınar ve Hüseyinli gibi kırsal mahallelerde aracın eve kadar çıkabileceği yolu ekspertizde birlikte kontrol ederiz.',
      "M5 Üsküdar-Çekmeköy metro hattı ve Alemdağ Caddesi ilçenin ana ulaşım eksenleridir; Kuzey Marmara Otoyolu ise kuzey kesimden geçer. Bağcılar'dan Çekmeköy'e Fatih Sultan Mehmet ya da Yavuz Sultan Selim köprüsü üzerinden ulaşırız; köprülerdeki sabah yoğunluğu nedeniyle bu ilçede taşınmaya erken başlamayı tercih ederiz.",
    ],
    ozellikler: [
      'Ömerli havzası yerleşimleri',
      'İkiz villa taşınmaları',
      'Eğimli site içi yollar',
      'M5 metro hattı çevresi',
    ],
  },
  kadikoy: {
    ad: 'Kadıköy',
    aciklama: [
      "Anadolu Yakası'nın kültürel merkezi Kadıköy, Moda'nın tarihi apartmanlarından Bağdat Caddesi'nin geniş dairelerine, Fikirtepe'nin yeni yükselen kulelerine kadar çok çeşitli bir konut yapısına sahiptir. Caferağa ve Osmanağa'daki çarşı çevresinde sokaklar dardır ve araç girişi kısıtlı alanlar bulunur; Moda'da ise yüksek tavanlı, asansörü küçük ya da hiç olmayan eski binalar yaygındır.",
      "Caddebostan, Suadiye, Erenköy ve Göztepe'de Bağdat Caddesi'ne paralel sokaklarda kentsel dönüşümle yenilenen apartmanlar çoğalmıştır; buralarda otopark girişi, yönetim izni ve yan sokakta park imkânı taşınma gününü belirler. Fikirtepe'deki yüksek bloklarda ise yük asansörü rezervasyonu ve site kuralları ön plana çıkar. Koşuyolu ve Acıbadem'in sessiz sokaklarında ise bahçeli eski apartmanlar ve müstakil evler de bulunur.",
      "D-100, Marmaray, M4 metro hattı ve Kadıköy iskelesi ilçenin ulaşım omurgasını oluşturur; Avrasya Tüneli'nin Anadolu Yakası bağlantısı da Kadıköy'dedir. Tünel kamyon geçişine kapalı olduğundan Bağcılar'dan yola çıkan yük araçlarımız köprüleri kullanır; az eşyalı parça taşımalarda ise hafif ticari araçla tünelden geçerek süreyi kısaltırız.",
    ],
    ozellikler: [
      'Moda tarihi apartmanları',
      'Bağdat Caddesi dönüşüm binaları',
      'Fikirtepe yüksek blokları',
      'Çarşı içi araç kısıtı',
    ],
  },
  kartal: {
    ad: 'Kartal',
    aciklama: [
      "Anadolu Yakası'nın Marmara kıyısında yer alan Kartal, eski sanayi alanlarının yerini yüksek katlı konut ve ofis projelerine bıraktığı bir dönüşüm ilçesidir. Kordonboyu, Yalı ve Orhantepe'de sahile yakın eski apartmanlar, Yakacık, Soğanlık ve Uğur Mumcu tarafında ise yeni siteler ve yüksek bloklar öne çıkar. Eski sanayi sahasında yükselen karma projelerde konut, ofis ve mağazalar aynı kompleks içinde yer aldığından yükleme alanı ve saati yönetimle birlikte belirlenir.",
      "Sahil kesiminde dar sokaklar ve kısıtlı park alanı, Yakacık ile Soğanlık'ta ise eğimli yollar taşınma gününü etkiler. Yüksek bloklarda yük asansörü için yönetimden saat alınmalıdır; eski binalarda ise eşyaları balkondan indirecek dış asansörün kurulum yerini ekspertizde belirleriz.",
      "D-100, TEM, Marmaray ve M4 metro hattı ilçeyi şehrin iki yönüne bağlar; Kartal iskelesinden Adalar'a deniz bağlantısı da bulunur. Bağcılar'dan Kartal'a kamyonla Fatih Sultan Mehmet Köprüsü ve TEM üzerinden ulaşırız; Boğaz geçişindeki yoğunluğu hesaba katarak bu ilçedeki taşınmalarda ekibi erken saatte yola çıkarırız.",
    ],
    ozellikler: [
      'Sanayiden konuta dönüşüm',
      'Yakacık eğimli sokakları',
      "Adalar'a iskele bağlantısı",
      'Sahil şeridi eski apartmanlar',
    ],
  },
  maltepe: {
    ad: 'Maltepe',
    aciklama: [
      "Marmara kıyısındaki geniş dolgu alanı ve sahil parklarıyla bilinen Maltepe, Anadolu Yakası'nda Kadıköy ile Kartal arasında uzanır. Küçükyalı, İdealtepe, Altayçeşme ve Feyzullah'ta sahile paralel sokaklarda orta katlı apartmanlar, Başıbüyük, Gülsuyu ve Esenkent gibi tepelere doğru yükselen mahallelerde ise eğimli ve dar yollar bulunur. Zümrütevler ve Fındıklı gibi iç mahallelerde yoğun apartman dokusu ve dar ara sokaklar ayrıca dikkat gerektirir.",
      'Bağlarbaşı ve Cevizli çevresinde kentsel dönüşümle yükselen yeni binalar ve büyük siteler çoğalmıştır; bu adreslerde yönetim onayı ve yük asansörü sırası taşınma gününü şekillendirir. Sahil tarafındaki eski apartmanlarda asansör kabini küçük kaldığında dış cephe asansörümüzle balkondan ya da pencereden indirme yaparız.',
      "D-100 ilçenin ortasından, TEM ise kuzeyinden geçer; Marmaray ve M4 metro hatları sahil ile iç kesimleri birbirine bağlar. Sahildeki dolgu alanında düzenlenen büyük etkinlik günlerinde kıyıya yakın yollar yoğunlaşır. Bağcılar'dan gelen ekiplerimiz için Fatih Sultan Mehmet Köprüsü ve TEM güzergâhı, özellikle ilçenin kuzeyindeki adreslere daha hızlı erişim sağlar.",
    ],
    ozellikler: [
      'Sahil dolgu alanı çevresi',
      'Tepe mahallelerinde dar yol',
      'Cevizli dönüşüm siteleri',
      'Küçükyalı orta katlı binalar',
    ],
  },
  pendik: {
    ad: 'Pendik',
    aciklama: [
      "Anadolu Yakası'nın doğusunda, Kartal ile Tuzla arasında yer alan Pendik, hem Sabiha Gökçen Havalimanı'na hem de hızlı tren istasyonuna ev sahipliği yapan geniş bir ilçedir. Sahildeki Yenişehir, Batı, Doğu ve Kaynarca mahallelerinde yoğun bir apartman dokusu, Kurtköy ve Çamçeşme'de ise yüksek katlı siteler ve yeni konut projeleri öne çıkar.",
      'Kurtköy çevresindeki sitelerde taşınma günü için yönetimden izin alınması ve yük asansörünün önceden ayrılması gerekir. Emirli, Kurna ve Ballıca gibi kuzeydeki köy yerleşimlerinde ise bahçeli evler ve dar köy yolları bulunur; bu adreslerde aracın eve kadar ulaşıp ulaşamayacağını önceden kontrol ederiz.',
      "D-100, TEM ve Kuzey Marmara Otoyolu ilçeden geçer; Pendik iskelesinden Yalova'ya feribot bağlantısı, Marmaray ile de şehir merkezine raylı ulaşım vardır. Bağcılar'dan Pendik'e Yavuz Sultan Selim Köprüsü ve Kuzey Marmara Otoyolu ya da Fatih Sultan Mehmet Köprüsü ve TEM güzergâhıyla ulaşırız; havalimanı çevresindeki trafiği de hesaba katarak saat planı yaparız.",
    ],
    ozellikler: [
      'Sabiha Gökçen yakınlığı',
      'Kurtköy yüksek siteleri',
      'Kuzey köylerine ulaşım',
      'Yalova feribotuna yakın',
    ],
  },
  sancaktepe: {
    ad: 'Sancaktepe',
    aciklama: [
      "Anadolu Yakası'nın iç kesiminde, Ümraniye ile Sultanbeyli arasında uzanan Sancaktepe, Samandıra, Sarıgazi ve Yenidoğan'ın birleşmesiyle 2008'de kurulmuş genç bir ilçedir. Eski gecekondu bölgelerinin yerini hızla yeni apartmanlar ve site projeleri aldığından, aynı sokakta tek katlı bir ev ile on katlı bir blok yan yana bulunabilir.",
      'Abdurrahmangazi, Meclis ve Paşaköy tarafında yeni siteler, Sarıgazi ve Eyüp Sultan mahallelerinde ise dar ara sokaklar ve asansörsüz binalar yaygındır. Yeni bloklarda site kuralları ve asansör koruması, eski yapılarda ise merdiven boşluğundan geçmeyen eşyalar için dış cephe asansörü planlanır. Yenidoğan tarafındaki yokuşlu sokaklarda kamyonu eğime karşı sabitleyerek çalışır, eşyayı kısa ve güvenli bir hat üzerinden araca taşırız.',
      "TEM otoyolunun Samandıra bağlantısı ve Kuzey Marmara Otoyolu ilçeye kolay erişim sağlar; M5 metro hattı da Samandıra üzerinden geçer. Bağcılar'dan Sancaktepe'ye ağır araçlarla Fatih Sultan Mehmet ya da Yavuz Sultan Selim köprüsü üzerinden ulaşır, güzergâhı taşınma gününün trafik durumuna göre seçeriz.",
    ],
    ozellikler: [
      "2008'de kurulan genç ilçe",
      'Gecekondudan siteye geçiş',
      'Samandıra TEM bağlantısı',
      'Sarıgazi dar ara sokakları',
    ],
  },
  sultanbeyli: {
    ad: 'Sultanbeyli',
    aciklama: [
      "Anadolu Yakası'nın iç kesiminde, Pendik ile Sancaktepe arasında yer alan Sultanbeyli, Fatih Bulvarı etrafında gelişmiş yoğun bir yerleşimdir. Battalgazi, Mehmet Akif, Necip Fazıl ve Hasanpaşa mahallelerinde çoğunlukla dört beş katlı, asansörsüz apartmanlar; Hamidiye ve Orhangazi çevresinde ise daha yeni binalar bulunur. Kentsel dönüşümle yenilenen binalarda ise asansörlü ve daha geniş daireler giderek çoğalmaktadır.",
      'Ana bulvardan ayrılan sokaklar çoğu zaman dar ve eğimlidir; kamyonun bina önüne yanaşamadığı durumlarda eşyayı kısa mesafede elle taşıyarak ya da küçük araçla aktarma yaparak ilerleriz. Asansörsüz binalarda dış cephe asansörü kullanmak, merdiven boşluğunda duvarlara ve eşyaya çarpma riskini büyük ölçüde ortadan kaldırır.',
      "İlçe, TEM otoyoluna ve Kuzey Marmara Otoyolu'nun Kurtköy bağlantısına yakındır; Sabiha Gökçen Havalimanı da kısa mesafededir. Ömerli Barajı havzasına komşu olduğundan kuzey kesimlerde yapılaşma seyrekleşir. Bağcılar'dan Sultanbeyli'ye ağır araçlarla genellikle Yavuz Sultan Selim Köprüsü ve Kuzey Marmara Otoyolu üzerinden ulaşırız.",
    ],
    ozellikler: [
      'Fatih Bulvarı ekseni',
      'Asansörsüz orta katlı binalar',
      'Kurtköy otoyol bağlantısı',
      'Eğimli ara sokaklar',
    ],
  },
  sile: {
    ad: 'Şile',
    aciklama: [
      "Anadolu Yakası'nın Karadeniz kıyısındaki Şile, feneri, kumsalları ve el dokuması Şile beziyle tanınan, İstanbul'un en sakin ilçelerinden biridir. İlçe merkezinde küçük apartmanlar ve eski taş evler, Ağva'da dere kenarında bungalov ve yazlık evler, Kumbaba ve Sahilköy çevresinde ise yazlık siteler bulunur. Kabakoz ve Akçakese tarafında ise orman içinde dağınık villalar ve çiftlik evleri yer alır.",
      'İlçenin büyük kısmı ormanlık olduğundan köylere giden yollar dar ve virajlıdır; yağışlı havalarda toprak yollarda ağır araçla ilerlemek güçleşebilir. Yazlık evlerdeki eşyalar sezon boyunca kullanılmadığı için nem ve tuzlu deniz havasından korunacak şekilde, hava almayan malzemelerle paketlenmelidir.',
      "Şile'ye ulaşım Şile yolu ve Kuzey Marmara Otoyolu bağlantısıyla sağlanır; yaz aylarında hafta sonu dönüş trafiği oldukça yoğunlaşır. Yavuz Sultan Selim Köprüsü üzerinden giden ekibimiz için Bağcılar-Şile, İstanbul içindeki en uzun güzergâhlardan biridir; bu nedenle taşınmaları hafta içi ve sabah erken saatlerde başlatmanızı öneririz.",
    ],
    ozellikler: [
      'Ağva bungalov ve yazlıkları',
      'Orman içi virajlı yollar',
      'Nem korumalı paketleme',
      'En uzun şehir içi güzergâh',
    ],
  },
  tuzla: {
    ad: 'Tuzla',
    aciklama: [
      "Anadolu Yakası'nın Marmara kıyısındaki en doğu ilçesi Tuzla, Kocaeli sınırında tersaneleri, organize sanayi bölgeleri ve sahil yerleşimleriyle öne çıkar. İçmeler, Aydınlı, Postane ve Evliya Çelebi mahallelerinde kıyıya yakın apartmanlar ve siteler, Orhanlı ve Akfırat tarafında ise üniversite kampüsü ve İstanbul Park pisti çevresinde gelişen yeni konut projeleri bulunur.",
      'Tersane bölgesinde vardiya değişimlerinde ve sanayi sevkiyatının yoğun olduğu saatlerde yollar tıkanabilir. Organize sanayi bölgelerindeki işyeri taşınmalarında makine, kalıp ve ağır ekipmanları, 50 tona kadar çıkan ağır yük hizmetimizle ekspertiz sonrasında planlarız. Tersane ve sanayi bölgelerinde görev alan teknik personelin kısa süreli kiralık dairelere taşınması da ilçede yaygın bir ihtiyaçtır; bu tür az eşyalı işler parça eşya taşımasıyla hızla çözülür.',
      "D-100, TEM ve Kuzey Marmara Otoyolu ilçeden geçerek Kocaeli'ye bağlanır; Marmaray hattı da Tuzla üzerinden Gebze'ye uzanır. Bağcılar'dan Tuzla'ya kamyonla Yavuz Sultan Selim Köprüsü ve Kuzey Marmara Otoyolu üzerinden, şehir trafiğine girmeden ulaşmak çoğu zaman en verimli seçenektir.",
    ],
    ozellikler: [
      'Tersaneler bölgesi',
      'Kocaeli sınırındaki ilçe',
      'Sanayi makinesi taşıma',
      'İçmeler sahil apartmanları',
    ],
  },
  umraniye: {
    ad: 'Ümraniye',
    aciklama: [
      "Anadolu Yakası'nın en kalabalık ilçelerinden Ümraniye, Dudullu'daki sanayi ve ticaret alanları, Çakmak ve Tepeüstü'nün yoğun apartmanları, Atakent ve Şerifali'deki yeni siteleriyle çok katmanlı bir yapıya sahiptir. Son yıllarda ilçe merkezinde yükselen ofis kuleleri ve alışveriş merkezleri trafiği gün boyu canlı tutar. Ihlamurkuyu ve Madenler gibi TEM'e yakın mahalleler ise hem sanayi hem konut trafiğini taşır.",
      "Site ve rezidanslarda taşınma öncesinde yönetimden izin alınması ve asansör kullanım saatlerinin netleşmesi gerekir. Yukarı Dudullu ve Esenşehir gibi eski yerleşimlerde dar ve eğimli yollar bulunur; burada kamyonun konumunu taşıma mesafesini kısaltacak şekilde önceden belirleriz. Dudullu Organize Sanayi Bölgesi'ndeki işyeri taşınmalarında ise yükleme rampası ve forklift erişimi ekspertizde kontrol edilir.",
      "TEM ve Kuzey Marmara Otoyolu bağlantıları, M5 metro hattı ve Alemdağ Caddesi ilçenin ana ulaşım eksenleridir. Bağcılar'dan TEM üzerinden Fatih Sultan Mehmet Köprüsü'nü geçerek doğrudan Ümraniye'ye ulaşmak mümkündür; bu yüzden Anadolu Yakası ilçeleri arasında merkezimize erişimi en kolay olanlardan biridir.",
    ],
    ozellikler: [
      'Dudullu sanayi bölgesi',
      'Şerifali yeni siteleri',
      "FSM Köprüsü'ne doğrudan erişim",
      'Esenşehir eğimli sokakları',
    ],
  },
  uskudar: {
    ad: 'Üsküdar',
    aciklama: [
      "Boğaz'ın Anadolu kıyısında, Salacak'tan Kandilli'ye kadar uzanan Üsküdar, tarihi camileri, ahşap evleri ve yalılarıyla İstanbul'un en köklü ilçelerinden biridir. Kuzguncuk'un dar ve renkli sokakları, Beylerbeyi ile Çengelköy'ün sahil yalıları, Altunizade'nin yeni rezidansları ile Bulgurlu ve Ünalan'ın apartmanları birbirinden çok farklı taşınma koşulları sunar.",
      "Valide-i Atik, Sultantepe ve Selimiye çevresinde dik yokuşlar ve dar sokaklar kamyonun binaya yaklaşmasını zorlaştırır; bu adreslerde küçük araç aktarması ve el taşıması planlanır. Büyük Çamlıca Camii çevresindeki tepelik alanda ise eğimli yollar ve ziyaretçi trafiği yükleme saatini etkiler. Kuzguncuk ve Çengelköy'de sahil yolundan ayrılan sokaklar çok dardır ve bina önünde park yeri bulmak neredeyse imkânsızdır.",
      "15 Temmuz Şehitler Köprüsü'nün Anadolu ayağı Beylerbeyi'nde, Marmaray'ın Üsküdar istasyonu ise ilçe merkezindedir. Köprü ağır vasıtalara kapalı olduğundan Bağcılar'dan yola çıkan kamyonlarımız Fatih Sultan Mehmet Köprüsü'nü ya da Sirkeci ile Harem arasındaki arabalı vapuru kullanır; güzergâhı yükün büyüklüğüne ve saate göre seçeriz.",
    ],
    ozellikler: [
      'Kuzguncuk ahşap evleri',
      'Çamlıca tepesi yokuşları',
      'Harem arabalı vapuru',
      'Altunizade rezidansları',
    ],
  },
};

import type { PlaceText } from '../types';

/** About texts of İstanbul's districts on the European side (Avrupa Yakası), keyed by slug. */
export const europeanSideDistrictTexts: Record<string, PlaceText> = {
  arnavutkoy: {
    ad: 'Arnavutköy',
    aciklama: [
      "Avrupa Yakası'nın kuzeybatısında, Karadeniz kıyısına kadar uzanan Arnavutköy, İstanbul Havalimanı'na ev sahipliği yapan geniş ve hızla büyüyen bir ilçedir. Hadımköy, Bolluca, Taşoluk, Haraççı ve Boğazköy gibi mahallelerde yeni konut siteleri ile bahçeli müstakil evler yan yana yer alırken Durusu ve Karaburun tarafında köy evleri ve yazlıklar öne çıkar. Bu çeşitlilik, her adres için ayrı bir araç ve ekip planı gerektirir.",
      'Hadımköy sanayi bölgesi ve havalimanı çevresindeki lojistik trafiği, özellikle hafta içi sabahları yolları yavaşlatabilir. Kuzey Marmara Otoyolu ve TEM bağlantıları ilçeyi şehrin geri kalanına bağlar; dar köy yollarında ise büyük kamyon yerine daha çevik araçları tercih ederiz. Havalimanında vardiyalı çalışan ve ilçedeki yeni sitelere yerleşen aileler için taşınmayı cumartesi gününe ya da vardiya dışındaki saatlere denk getirmek çoğu zaman mümkündür.',
      "Bağcılar'dan Arnavutköy'e Başakşehir üzerinden kuzeye doğru, Boğaz geçişine gerek kalmadan ulaşılır. Beşiktaş'taki Arnavutköy semtiyle karıştırılmaması için ekspertiz talebinde ilçe ve mahalle adını birlikte belirtmenizi rica ederiz.",
    ],
    ozellikler: [
      'İstanbul Havalimanı çevresi',
      'Hadımköy sanayi bölgesi',
      'Durusu ve Karaburun evleri',
      'Kuzey Marmara bağlantısı',
    ],
  },
  avcilar: {
    ad: 'Avcılar',
    aciklama: [
      "Küçükçekmece Gölü'nün batı kıyısı ile Marmara Denizi arasında kalan Avcılar, Avrupa Yakası'nın batı aksında hem üniversite hem de liman ilçesidir. Üniversite kampüsü çevresinde öğrenci evleri, Ambarlı tarafında ise liman ve enerji tesislerine yakın konutlar bulunur. D-100'ün Küçükçekmece Gölü ağzını geçtiği köprü, ilçeye doğudan girişin en yoğun noktasıdır ve sabah ile akşam saatlerinde trafiği belirgin biçimde yavaşlatır.",
      '1999 depreminden sonra ilçede kentsel dönüşüm hız kazandı; Denizköşkler, Gümüşpala, Cihangir ve Firuzköy mahallelerinde eski apartmanların yerini asansörlü yeni binalar alıyor. Dönüşüm sürecinde önce kiralık bir daireye, birkaç yıl sonra da yenilenen binaya dönen aileler için iki aşamalı taşınmalar bu ilçede sık karşılaştığımız bir durumdur.',
      "D-100 karayolu ve metrobüs hattı ilçenin ortasından geçer, TEM'e ise kuzeydeki bağlantılardan çıkılır. Bağcılar'a yakınlığı sayesinde Avcılar'daki adreslere ekibimiz kısa sürede ulaşır; sahil tarafındaki dar sokaklarda ise park yeri konusunda apartman yönetiminizle önceden konuşmanızı öneririz.",
    ],
    ozellikler: [
      'Kentsel dönüşüm taşınmaları',
      'Kampüs çevresi öğrenci evleri',
      'Ambarlı Limanı yakınlığı',
      'Metrobüs ve D-100 aksı',
    ],
  },
  bagcilar: {
    ad: 'Bağcılar',
    aciklama: [
      "Bağcılar, {company:genitive} {foundingYear:ablative} bu yana merkez olarak çalıştığı ilçedir; bu yüzden Güneşli'den Mahmutbey'e, Kirazlı'dan Yenimahalle'ye kadar sokaklarını, semt pazarlarının kurulduğu günleri ve kamyonun dönebildiği köşeleri yakından tanırız. Avrupa Yakası'nın en kalabalık ilçelerinden biri olan Bağcılar'da birbirine bitişik apartmanlar, dar ara sokaklar ve sınırlı park alanı, taşınma gününü dakik bir planlamaya bağlar.",
      "Demirkapı, Yıldıztepe, Fevzi Çakmak ve Kemalpaşa mahallelerinde asansörsüz, dört beş katlı binalar yaygındır; bu adreslerde dış cephe asansörüyle pencereden taşıma çoğu zaman en güvenli yoldur. Basın Ekspres Yolu çevresindeki plaza ve medya binaları ile Güneşli'deki yeni konut siteleri ise yönetim izni ve yük asansörü sırasıyla çalışır.",
      "TEM otoyolunun Mahmutbey gişeleri, Basın Ekspres Yolu ve D-100'e kısa bağlantılar ilçeyi şehrin her yönüne açar; Kirazlı ve Mahmutbey'de kesişen metro hatları da günlük hayatın merkezindedir. İlçe içindeki taşınmalarda ekibimiz birkaç dakikada yola çıkabilir, acil durumlarda gece ya da sabahın erken saatlerinde de adresinize hızla ulaşır.",
    ],
    ozellikler: [
      '{foundingYear:ablative} beri merkezimiz',
      'Mahmutbey gişelerine yakın',
      'Asansörsüz apartman deneyimi',
      'Dar sokak manevrası',
    ],
  },
  bahcelievler: {
    ad: 'Bahçelievler',
    aciklama: [
      "Bağcılar'ın hemen güneyinde yer alan Bahçelievler, merkezimize en yakın ilçelerden biridir; Yenibosna, Şirinevler ve Kocasinan'daki adreslere ekibimiz çoğu zaman uzun bir yola girmeden ulaşır. İlçeye adını veren eski bahçeli evlerin yerini bugün büyük ölçüde altı yedi katlı apartmanlar almıştır.",
      "Siyavuşpaşa, Soğanlı, Çobançeşme ve Zafer mahallelerinde ana caddelerden içeri girildikçe sokaklar daralır; iki yanına araç park edilmiş yollarda kamyonun binaya yanaşması zorlaşır. Bu tür adreslerde eşyayı daha küçük bir araçla ana caddedeki kamyona aktarır, bina önünde yer açılması için komşularınızla ve apartman yönetiminizle önceden konuşmanızı öneririz. Plaza ve otellerin yoğunlaştığı Yenibosna'da ise mesai saatlerindeki hareketlilik nedeniyle işyeri taşınmalarını cumartesiye kaydırmak çoğu zaman daha verimlidir.",
      "Şirinevler'den geçen D-100 ve metrobüs hattı, Yenibosna'dan başlayan Basın Ekspres Yolu ve M1A metrosu ilçeyi hem Bakırköy sahiline hem de tarihi yarımadaya bağlar. Bahçelievler'den Anadolu Yakası'na ya da başka bir ile taşınacaksanız, TEM'e çıkış için de yalnızca birkaç kilometrelik bir yol yeterlidir.",
    ],
    ozellikler: [
      'Merkezimize komşu ilçe',
      'Şirinevler metrobüs aksı',
      'Dar ara sokak aktarması',
      'Yenibosna Basın Ekspres kavşağı',
    ],
  },
  bakirkoy: {
    ad: 'Bakırköy',
    aciklama: [
      "Marmara kıyısında uzanan Bakırköy, Avrupa Yakası'nın köklü semtlerini barındırır: Yeşilköy ve Florya'nın bahçeli köşkleri, Ataköy'ün planlı siteleri ve Bakırköy merkezdeki eski apartmanlar birbirinden çok farklı taşınma koşulları sunar. Ataköy'ün kısımlarındaki sitelerde güvenlik kaydı, araç giriş izni ve yük asansörü kullanımı için yönetimle önceden görüşmek gerekir.",
      "Yeşilköy ve Yeşilyurt'un sessiz sokaklarında ağaç dalları, alçak balkonlar ve dar kaldırımlar, dış cephe asansörünün kurulacağı noktayı belirler. Bakırköy çarşısında ise İstanbul Caddesi'nin yaya düzeni ile Cevizlik ve Zuhuratbaba çevresindeki park yasakları yükleme saatini kısıtlayabilir; ekspertiz sırasında bu noktaları yerinde kontrol ederiz. Kartaltepe ve Osmaniye'deki orta yükseklikteki apartmanlarda asansör kabinleri çoğunlukla küçüktür; büyük parçalar için dış cephe asansörü gerekebilir.",
      "Sahil yolu, D-100 ve Marmaray istasyonları ilçenin ulaşım omurgasıdır. Bağcılar'dan Basın Ekspres Yolu ya da Yenibosna üzerinden kısa sürede ulaşılan Bakırköy'de, hafta sonları sahil yolunun ve Florya kıyısının yoğunlaştığını hesaba katarak taşınma saatini belirleriz.",
    ],
    ozellikler: [
      'Ataköy site düzeni',
      'Yeşilköy tarihi köşkleri',
      'Sahil yolu bağlantısı',
      'Çarşı içi yükleme saatleri',
    ],
  },
  basaksehir: {
    ad: 'Başakşehir',
    aciklama: [
      "Bağcılar'ın kuzeyinde, İkitelli Organize Sanayi Bölgesi'nin hemen ötesinde yer alan Başakşehir, planlı konut alanlarıyla tanınan genç bir ilçedir. Başakşehir konutları, Kayaşehir, Bahçeşehir ve Ziya Gökalp mahallelerindeki çok bloklu sitelerde taşınma günleri çoğunlukla site yönetiminin belirlediği saatlerle ve güvenlik kaydıyla yürür. Altınşehir, Şahintepe ve Güvercintepe gibi daha eski mahallelerde ise dar sokaklar ve asansörsüz apartmanlar görülür.",
      "Bahçeşehir'de gölet çevresindeki villalar ve bahçeli ikiz evler geniş girişler sunsa da peyzaj alanlarına zarar vermeden yükleme yapmak dikkat ister. Kayaşehir'deki yüksek bloklarda yük asansörü sırası alınmadan işe başlanmaz; sıranın uzun olduğu günlerde 20 kata kadar çıkabilen dış asansörümüz iyi bir alternatif olur.",
      "Çam ve Sakura Şehir Hastanesi, İkitelli'deki yoğun sanayi trafiği ve M3 metro hattı ilçenin güncel simgeleridir. TEM ve Kuzey Marmara Otoyolu bağlantıları sayesinde Başakşehir'den hem Edirne yönüne hem de Yavuz Sultan Selim Köprüsü üzerinden Anadolu Yakası'na hızlı çıkış yapılır; merkezimize ise yalnızca birkaç kilometre uzaklıktadır.",
    ],
    ozellikler: [
      'Planlı site yerleşimi',
      'Bahçeşehir villa taşınmaları',
      'İkitelli sanayi trafiği',
      'Şehir Hastanesi çevresi',
    ],
  },
  bayrampasa: {
    ad: 'Bayrampaşa',
    aciklama: [
      "Avrupa Yakası'nın küçük ama yoğun ilçelerinden Bayrampaşa'da Sağmalcılar, Kocatepe, Yıldırım, Altıntepsi ve Muratpaşa mahallelerinin eski apartmanları, küçük atölyeleri ve iş hanları iç içedir. Sokaklar genellikle dardır ve ticari araç trafiği gün boyu sürer. Adını taşıyan ünlü enginarın yetiştiği bahçelerin yerini bugün tamamen konutlar almıştır; Terazidere ve Vatan mahallelerinde ana yola açılan sokaklar ise kamyonun yanaşmasına daha elverişlidir.",
      'Forum İstanbul çevresinde yükselen yeni konut projeleri, ilçenin eski yapı stoğundan oldukça farklıdır: burada yönetim onayı, yükleme alanı ve asansör kullanımı önceden planlanır. Eski binalarda ise merdivenler çoğu zaman dar olduğundan büyük koltuk takımlarını ve gardıropları söküp yeni adreste yeniden kurarak taşırız.',
      "İlçe, TEM bağlantısı ve M1 metro hattı sayesinde hem tarihi yarımadaya hem de Esenler ile Bağcılar'a çok yakındır. Sebze meyve hali çevresinde sabahın erken saatlerinde oluşan yoğunluk bazı sokaklarda yükleme düzenini etkiler; bu bölgedeki taşınmaları genellikle hal trafiğinin azaldığı saatlere denk getiririz.",
    ],
    ozellikler: [
      'Forum İstanbul çevresi',
      'Atölyeli eski apartmanlar',
      'Hal trafiğine göre saat',
      'M1 metro ve TEM yakınlığı',
    ],
  },
  besiktas: {
    ad: 'Beşiktaş',
    aciklama: [
      "Boğaz'ın Avrupa kıyısında, Dolmabahçe'den Bebek'e kadar uzanan Beşiktaş, İstanbul'un en prestijli ama taşınma açısından en zorlu ilçelerinden biridir. Ortaköy, Kuruçeşme ve Arnavutköy semtlerinde yalılar ve sahil yolu kenarındaki eski konaklar, Etiler, Levent ve Ulus'ta ise geniş daireli apartmanlar ve güvenlikli siteler bulunur. Levazım, Konaklar ve Nisbetiye'deki güvenlikli sitelerde yönetimin taşınma için belirlediği gün ve saatlere uyulması gerekir.",
      "Yıldız, Türkali, Abbasağa ve Vişnezade'nin dik yokuşlarında kamyonun binaya yanaşamadığı durumlar sık yaşanır; bu adreslerde eşyayı küçük araçla aktarır ya da dış cephe asansörünü en elverişli sokaktan kurarız. Bebek ve Ortaköy'de park yeri neredeyse yoktur, sahil yolundaki yükleme için zaman dilimini dikkatle seçmek gerekir.",
      "Barbaros Bulvarı, Büyükdere Caddesi ve Çırağan Caddesi ilçenin ana akslarıdır; 15 Temmuz Şehitler Köprüsü'nün Avrupa ayağı da Ortaköy'dedir. Bağcılar'dan Beşiktaş'a TEM ve Zincirlikuyu bağlantısıyla ulaşan ekiplerimiz, hafta sonu trafiğini ve sahildeki etkinlik günlerini göz önünde bulundurarak saat planı yapar.",
    ],
    ozellikler: [
      'Boğaz yalıları ve konaklar',
      'Dik yokuşlarda aktarma',
      'Etiler ve Levent siteleri',
      'Sahil yolu yükleme planı',
    ],
  },
  beylikduzu: {
    ad: 'Beylikdüzü',
    aciklama: [
      "İstanbul'un batısında, Büyükçekmece'ye doğru uzanan Beylikdüzü, son yıllarda yüksek katlı sitelerle yeniden şekillenmiş bir Avrupa Yakası ilçesidir. Adnan Kahveci, Barış, Cumhuriyet ve Kavaklı mahallelerinde havuzlu, çok bloklu siteler yoğundur; bu sitelerde taşınma günü, yönetimin belirlediği saatler, güvenlik listesi ve asansör koruma kaplaması olmadan başlamaz.",
      "Yakuplu ve Gürpınar'ın sahil tarafında ise daha eski yazlık yapılar ve bahçeli evler bulunur. Beylikdüzü Organize Sanayi Bölgesi ile TÜYAP Fuar ve Kongre Merkezi çevresinde fuar günlerinde oluşan yoğunluk, taşınma saatini planlarken dikkate aldığımız bir ayrıntıdır. Bu eski yapılarda asansör bulunmadığında ya da kabin dar olduğunda eşyaları ambalajlarını güçlendirerek merdivenden indiririz.",
      "Metrobüs hattının son durağı ilçededir ve D-100 ile TEM arasında birçok bağlantı yolu vardır. Bağcılar'dan TEM üzerinden batıya ilerleyen ekibimiz Beylikdüzü'ne, şehir merkezine göre çok daha rahat bir güzergâhla ulaşır; uygun bloklarda dış cephe asansörümüzü kullanarak yük asansörü sırasını beklemeden çalışabiliriz.",
    ],
    ozellikler: ['Havuzlu çok bloklu siteler', 'Metrobüs son durağı', 'TÜYAP fuar trafiği', 'Yakuplu sahil yazlıkları'],
  },
  beyoglu: {
    ad: 'Beyoğlu',
    aciklama: [
      "Beyoğlu'nda taşınmak, İstanbul'un tarihiyle iç içe bir lojistik çalışması demektir. Cihangir'in merdivenli sokakları, Galata'nın taş döşeli yokuşları ve Tarlabaşı'nın yüz yılı aşkın yapıları, büyük araçların ulaşamadığı ve çoğu asansörsüz binalardan oluşur.",
      "İstiklal Caddesi ve çevresindeki yaya bölgelerine araç girişi sınırlıdır; bu nedenle yükü yakındaki bir ana caddeye park eden kamyona el arabaları ve taşıma kayışlarıyla aktarırız. Yüksek tavanlı, geniş pencereli eski apartmanlarda dış cephe asansörü çoğu zaman en güvenli yöntemdir; sokak genişliği ve elektrik telleri ekspertizde mutlaka kontrol edilir. Karaköy ve Tophane'deki dönüştürülmüş binalarda ise yönetim ve komşu işletmelerle saat uyumu gerekir.",
      "Kasımpaşa, Hasköy ve Halıcıoğlu gibi Haliç kıyısındaki mahalleler daha geniş yollara sahiptir. Bağcılar'dan Beyoğlu'na TEM ya da Haliç Köprüsü yönünden ulaşırız; Atatürk ve Galata köprüleri ise trafik durumuna göre tarihi yarımadaya geçişte kullanılır. Taksim çevresindeki kalabalık etkinlik günlerini de takvimi hazırlarken göz önünde bulundururuz.",
    ],
    ozellikler: [
      'Yaya bölgesine aktarma',
      'Cihangir merdivenli sokakları',
      'Tarihi asansörsüz binalar',
      'Haliç kıyısı mahalleleri',
    ],
  },
  buyukcekmece: {
    ad: 'Büyükçekmece',
    aciklama: [
      "Büyükçekmece Gölü'nün çevresinden Marmara kıyısına uzanan Büyükçekmece, İstanbul'un yazlık kültürünü hâlâ koruyan ilçelerindendir. Mimaroba, Sinanoba, Kumburgaz ve Güzelce'deki sahil siteleri yaz aylarında dolup kışın sakinleşir; bu da sezon başında ve sonunda taşınma talebinin belirgin biçimde arttığı anlamına gelir. Kumburgaz'da kışın boş kalan sitelerde yönetim ofisi kapalı olabileceği için giriş izinlerini birkaç gün önceden netleştirmenizi öneririz.",
      "Alkent 2000 ve benzeri villa sitelerindeki geniş bahçeli, çok katlı evlerde bahçe mobilyaları, büyük beyaz eşyalar ve kırılacak dekorasyon ürünleri için ek ambalaj ve ekip planlanır. Mimar Sinan'ın tarihi köprüsünün bulunduğu Mimarsinan çevresi ile ilçe merkezinin eski sokaklarında ise daha küçük araçlar tercih edilir.",
      "D-100 karayolu kıyıya yakın, TEM ise ilçenin kuzeyinden geçer. Bağcılar'dan TEM üzerinden batıya ilerlediğimizde Büyükçekmece'ye şehir trafiğinden görece uzak bir rotayla ulaşırız; Tekirdağ ve Edirne yönündeki şehirler arası taşınmalar için de ilçe, Trakya'ya açılan doğal bir geçiş noktasıdır.",
    ],
    ozellikler: [
      'Sahil yazlık siteleri',
      'Sezonluk taşınma yoğunluğu',
      'Alkent villa taşınmaları',
      'Trakya yönüne çıkış',
    ],
  },
  catalca: {
    ad: 'Çatalca',
    aciklama: [
      "İstanbul'un yüzölçümü en büyük ilçesi olan Çatalca, Marmara'dan Karadeniz'e kadar uzanan tarım arazileri, ormanları ve dağınık köy yerleşimleriyle şehrin kırsal yüzünü gösterir. Kaleiçi ve Ferhatpaşa çevresindeki ilçe merkezi küçük bir kasaba dokusu taşırken İnceğiz, Subaşı, Gökçeali ve Karacaköy gibi yerleşimlerde müstakil evler, çiftlik yapıları ve hobi bahçeleri öne çıkar.",
      'Köy yollarının bir kısmı dar ve virajlıdır; kış aylarında yağış nedeniyle ağır araçların evin önüne kadar ulaşması güçleşebilir. Bu nedenle Çatalca taşınmalarında yolu önceden kontrol eder, gerekirse eşyayı ana yoldan daha küçük bir araçla aktarırız. Tarım aletleri ve ağır makineler için 1 ile 50 ton arasındaki ağır yük taşıma hizmetimizden yararlanabilirsiniz.',
      "TEM ve Kuzey Marmara Otoyolu ilçeyi hem şehre hem de Trakya'ya bağlar. Bağcılar'dan Çatalca merkezine uzun bir yol olsa da otoyol bağlantısı sayesinde yolculuk süresi öngörülebilirdir; Karadeniz kıyısındaki Yalıköy ve Çilingoz tarafına giden adresler için ise ek süre ayırırız.",
    ],
    ozellikler: [
      'Kırsal köy adresleri',
      'Çiftlik ve tarım ekipmanı',
      'Geniş yüzölçümlü rota planı',
      'Çilingoz yönü yerleşimleri',
    ],
  },
  esenler: {
    ad: 'Esenler',
    aciklama: [
      "Bağcılar'ın doğu komşusu olan Esenler, merkezimize en yakın ilçelerden biridir. Menderes, Oruç Reis, Fatih, Tuna ve Kemer mahallelerinde birbirine bitişik, dört beş katlı apartmanlarla yoğun bir yerleşim dokusu bulunur. Ara sokakların çoğu tek şeritlidir ve akşamları iki yanı park etmiş araçlarla dolar; bu yüzden sabah erken başlayan taşınmalar burada daha rahat ilerler. Atışalanı ve Havaalanı mahallelerinde ise TEM'e yakın, daha geniş caddelere açılan yeni binalar bulunur.",
      "Davutpaşa'daki Yıldız Teknik Üniversitesi kampüsü çevresinde öğrenci ve akademisyen taşınmaları dönem başlarında ve sonlarında yoğunlaşır. Az eşyalı bu taşınmalar için parça eşya ve koli taşıma seçeneğimiz uygundur; en az iki saat önceden kayıt oluşturmanız yeterlidir.",
      "Büyük İstanbul Otogarı'na yakınlık, TEM bağlantıları ve M1B metro hattı ilçenin ulaşımını belirler. Esenler'den Anadolu'daki bir ile taşınıyorsanız TEM üzerinden şehirden hızla çıkarız; Marmara illerine 24, İç Anadolu'ya ise 48 saat içinde teslimat planlanır.",
    ],
    ozellikler: [
      'Bitişik nizam apartmanlar',
      'Davutpaşa kampüs çevresi',
      'Otogara yakın konum',
      'Sabah erken başlangıç',
    ],
  },
  esenyurt: {
    ad: 'Esenyurt',
    aciklama: [
      "İstanbul'un en kalabalık ilçesi olan Esenyurt, kısa sürede tarlalardan yüksek katlı bir site kentine dönüşmüş bir Avrupa Yakası yerleşimidir. Saadetdere, Mehterçeşme, Yenikent ve Pınar mahallelerindeki çok bloklu sitelerin çoğu kendi güvenlik, otopark ve yönetim kurallarına sahiptir.",
      'Bu sitelerde taşınma, yönetimden alınan izinle başlar: yük asansörü belirli saatler için ayrılır, asansör kabini koruyucu malzemeyle kaplanır ve kamyonun hangi kapıdan gireceği önceden belirlenir. Kıraç ve Akçaburgaz tarafında ise sanayi alanlarına yakın, daha eski ve asansörsüz apartmanlar bulunur; bu adreslerde taşıma planı tamamen farklıdır. Yüzlerce dairenin bulunduğu bloklarda aynı gün birden fazla taşınma olabileceğinden asansör sırasını birkaç gün önceden almanız işinizi kolaylaştırır.',
      "TEM otoyolu ilçenin kuzeyinden, D-100 ise Haramidere üzerinden güneyinden geçer; Hadımköy bağlantı yolu da sanayi trafiği nedeniyle gün boyu hareketlidir. Bağcılar'dan batıya doğru kısa bir otoyol yolculuğuyla ulaştığımız Esenyurt'ta, site giriş saatlerine uyabilmek için ekibimizi sabah erken yönlendiririz.",
    ],
    ozellikler: ['Çok bloklu site kenti', 'Asansör kabini koruması', 'Kıraç sanayi bölgesi', 'Haramidere bağlantısı'],
  },
  eyupsultan: {
    ad: 'Eyüpsultan',
    aciklama: [
      "Haliç'in ucundaki tarihi Eyüp Sultan Camii'nden Belgrad Ormanı'na ve Karadeniz kıyısına kadar uzanan Eyüpsultan, Avrupa Yakası'nın en eski ve en yeni yerleşimlerini bir arada barındırır. Eyüp merkez, Nişanca ve Defterdar çevresinde dar, yokuşlu sokaklar ve küçük apartmanlar; Göktürk ve Kemerburgaz'da ise bahçeli villalar ve güvenlikli siteler öne çıkar.",
      "Pierre Loti tepesine çıkan yollar ve türbe çevresindeki ziyaretçi yoğunluğu, özellikle hafta sonları ve dini bayramlarda ilçe merkezinde yükleme alanını daraltır. Göktürk'teki site taşınmalarında ise yönetimin kabul ettiği saatler ve uzun bahçe yolları nedeniyle ekibimizi kalabalık tutarız. Kemerburgaz'daki büyük konut projelerinde kapalı otoparktan yükleme yapılacaksa araç yüksekliğini önceden bildirmek gerekir.",
      "Alibeyköy, Rami ve Topçular gibi TEM'e yakın mahalleler şehrin batı ilçelerine hızlı bağlantı sunar; Kuzey Marmara Otoyolu ve İstanbul Havalimanı yolu ise ilçenin kuzeyinden geçer. Bağcılar'dan Eyüpsultan'a TEM üzerinden, Boğaz'ı geçmeye gerek kalmadan kısa sürede ulaşırız.",
    ],
    ozellikler: [
      'Haliç kıyısı tarihi doku',
      'Göktürk ve Kemerburgaz villaları',
      'Ziyaretçi yoğunluğu planı',
      'Havalimanı yoluna yakın',
    ],
  },
  fatih: {
    ad: 'Fatih',
    aciklama: [
      "Tarihi yarımadanın tamamını kapsayan Fatih, İstanbul'da taşınmanın en çok özen gerektirdiği ilçedir. Sultanahmet, Beyazıt ve Süleymaniye çevresinde turistik yoğunluk ve araç kısıtlamaları, Balat, Fener ve Zeyrek'te ise dar, taş döşeli ve dik sokaklar büyük kamyonların yaklaşmasını zorlaştırır. Çarşamba ve Karagümrük'te cuma öğle vakti sokak trafiği yoğunlaştığı için bu saatlerde yükleme planlamaktan kaçınırız.",
      "Eski ahşap evlerde ve kâgir apartmanlarda merdivenler dar, kapılar alçak olabilir; bu nedenle ekspertiz aşamasında hangi mobilyanın sökülmesi gerektiğini ve dış cephe asansörünün kurulabileceği pencereyi yerinde belirleriz. Aksaray, Laleli ve Kumkapı'daki yoğun ticaret bölgelerinde ise yükleme, esnafın mal kabul saatlerine göre ayarlanır.",
      "Vatan ve Millet caddeleri, Atatürk Bulvarı ve Kennedy Caddesi sahil yolu ilçenin ana damarlarıdır; Yenikapı'daki Marmaray ve metro aktarma merkezi de buradadır. Bağcılar'dan Fatih'e D-100 ya da Vatan Caddesi üzerinden ulaşırız; Samatya, Yedikule ve Kocamustafapaşa'daki adresler için ise surlar boyunca uzanan sahil yolunu tercih ederiz.",
    ],
    ozellikler: [
      'Tarihi yarımada sokakları',
      'Turistik bölge kısıtlamaları',
      'Ahşap ev taşımacılığı',
      'Esnaf saatine göre yükleme',
    ],
  },
  gaziosmanpasa: {
    ad: 'Gaziosmanpaşa',
    aciklama: [
      "Avrupa Yakası'nın tepelik ilçelerinden Gaziosmanpaşa, Karayolları, Karlıtepe, Yıldıztabya ve Sarıgöl gibi mahallelerinde dik yokuşları ve sık yapılaşmasıyla bilinir. Eski yapı stoğunun önemli bir kısmı kentsel dönüşümle yenilendiği için ilçede asansörsüz eski binalar ile asansörlü yeni apartmanlar yan yana yer alır.",
      'Yokuşlu sokaklarda kamyonu güvenle park etmek için takoz, doğru konumlandırma ve bazen kısa mesafeli aktarma gerekir. Dönüşüm sürecinde evini geçici olarak boşaltan aileler için yıkım tarihine uygun, esnek bir taşınma günü belirlemek bu ilçede sık karşılaştığımız bir ihtiyaçtır. Merkez ve Pazariçi çevresindeki çarşı bölgesi de semt pazarlarının kurulduğu günlerde belirgin biçimde kalabalıklaşır.',
      "TEM otoyolu ve Sultangazi ile Eyüpsultan'a açılan bağlantılar sayesinde Bağcılar'dan Gaziosmanpaşa'ya Esenler üzerinden kısa sürede ulaşırız; Kuzey Marmara Otoyolu'na çıkış da bu güzergâhtan kolaydır. Yıldıztabya ve Karadeniz mahallelerinden Alibeyköy'e inen yollar ağır araçlar için dik bir iniş sunar; bu yüzden kamyonun yük dengesini ve yükleme sırasını buna göre ayarlarız.",
    ],
    ozellikler: [
      'Dik yokuşta güvenli park',
      'Yıkım takvimine göre tarih',
      'Eski ve yeni bina karışımı',
      'Tepelik mahalle dokusu',
    ],
  },
  gungoren: {
    ad: 'Güngören',
    aciklama: [
      "Bağcılar'ın güneydoğu sınırındaki Güngören, İstanbul'un yüzölçümü en küçük ve nüfus yoğunluğu en yüksek ilçelerinden biridir. Merter'in tekstil toptancıları ve atölyeleri ile Tozkoparan, Haznedar, Güneştepe ve Gençosman mahallelerinin sık apartman blokları ilçenin karakterini belirler.",
      "Sokaklar dar, binalar birbirine bitişik ve park alanı son derece kısıtlıdır; gün içinde tekstil sevkiyatı yapan kamyonetler de trafiğe eklenir. Bu yüzden Güngören'de yükleme noktasını önceden belirler, eşyaların bina önünde uzun süre beklememesi için ekibi ambalaj ve taşıma olarak ikiye ayırarak çalışırız. Merter'deki işyeri ve atölye taşınmalarında dikiş makineleri ve kumaş topları için ayrı bir plan hazırlarız.",
      "D-100 ilçenin güney sınırı boyunca uzanır ve Merter bağlantısı tarihi yarımadaya hızlı bir çıkış sunar. Merkezimize komşu olduğu için Güngören'deki taşınmalarda keşif ile taşıma gününü birbirine yakın tarihlere koymak genellikle kolaydır. Mareşal Çakmak ve Akıncılar mahallelerinde ise okul giriş çıkış saatleri ve semt pazarı günleri sokak trafiğini belirler.",
    ],
    ozellikler: [
      'Merter tekstil atölyeleri',
      'Yoğun bitişik yapılaşma',
      'Ekip bölerek hızlı yükleme',
      'D-100 Merter bağlantısı',
    ],
  },
  kagithane: {
    ad: 'Kağıthane',
    aciklama: [
      "Bir zamanlar fabrikaları ve Kağıthane Deresi kıyısındaki atölyeleriyle bilinen Kağıthane, bugün ofis kuleleri ve rezidans projeleriyle hızla dönüşen bir Avrupa Yakası ilçesidir. Çağlayan'daki adliye çevresi, Gürsel, Merkez ve Hamidiye'nin düzlük alanları ile Nurtepe, Gültepe ve Harmantepe'nin yokuşlu sokakları birbirinden çok farklı taşınma koşulları sunar. Talatpaşa ve Çeliktepe tarafında ise yeni projelerle eski apartmanlar aynı cadde üzerinde yan yana durur.",
      'Tepelere tırmanan mahallelerde dar ve eğimli yollar kamyonun yanaşabileceği noktayı sınırlar; bu adreslerde çoğu zaman küçük araçla aktarma yaparız. Dere boyundaki yeni rezidanslarda ise taşınma günü yönetim onayına, güvenlik kaydına ve yük asansörü saatlerine göre planlanır.',
      "Kağıthane, TEM'e, Cendere Yolu'na ve Hasdal bağlantısına yakınlığıyla Maslak, Levent ve Şişli arasında bir geçiş noktasıdır. Mahmutbey'den gelen M7 metro hattı ilçeyi doğrudan Bağcılar'a bağlar; kamyonlarımız ise TEM üzerinden ilçeye ulaşır ve Cendere'deki yoğunluğu mümkün olduğunca iş saatleri dışında geçer.",
    ],
    ozellikler: [
      'Dere boyu rezidansları',
      'Çağlayan adliye çevresi',
      'Yokuşlu tepe mahalleleri',
      'M7 ile Bağcılar bağlantısı',
    ],
  },
  kucukcekmece: {
    ad: 'Küçükçekmece',
    aciklama: [
      "Küçükçekmece Gölü'nün doğu kıyısında yer alan Küçükçekmece, Bağcılar'ın batı komşusudur ve merkezimize en yakın ilçelerden biridir. Halkalı'nın yeni yüksek katlı siteleri, Sefaköy ve Atakent'in yoğun apartmanları, Cennet ve Kanarya'nın ara sokakları ile göl kıyısındaki yerleşimler aynı ilçede farklı yapı tiplerini bir araya getirir.",
      "Halkalı'da site yönetimleri taşınma saatlerini sınırlayabilir ve asansör koruması isteyebilir; eski mahallelerde ise dört beş katlı asansörsüz binalar ve dar yollar yaygındır. Her iki durumda da ekspertiz aşamasında binanın özelliklerine göre araç boyutunu ve ekip sayısını belirleriz. Sefaköy'deki ana cadde çevresinde ticari hareket gün boyu sürdüğünden yükleme noktasını ara sokaklardan birinde belirlemek çoğu zaman daha pratiktir.",
      "D-100, TEM ve Basın Ekspres Yolu ilçenin içinden ya da kenarından geçer; Marmaray'ın Avrupa Yakası'ndaki son durağı Halkalı da buradadır. İkitelli ve Halkalı'daki iş merkezleri nedeniyle sabahları yoğunlaşan trafiğe rağmen Bağcılar'dan Küçükçekmece'ye ulaşmak genellikle kısa sürer.",
    ],
    ozellikler: [
      'Halkalı yeni siteleri',
      'Göl kıyısı yerleşimleri',
      'Marmaray Halkalı durağı',
      'Sefaköy apartman dokusu',
    ],
  },
  sariyer: {
    ad: 'Sarıyer',
    aciklama: [
      "Boğaz'ın Avrupa kıyısının kuzey ucunda yer alan Sarıyer, Emirgan, İstinye, Yeniköy, Tarabya ve Rumelikavağı gibi sahil semtleriyle İstanbul'un en köklü yalı yerleşimlerini barındırır. Aynı ilçede Maslak'ın iş kuleleri, Zekeriyaköy'ün villa siteleri ve Kilyos'un Karadeniz kıyısındaki müstakil evleri de bulunur. Darüşşafaka, Huzur ve Poligon tarafındaki yeni sitelerde ise yönetim izinleri ve otopark düzeni taşınma planının bir parçasıdır.",
      "Boğaz sahil yolu dar ve yoğundur; yalı ve sahil apartmanlarında kamyonun durabileceği alan sınırlı olduğundan yüklemeyi trafiğin sakin olduğu saatlere göre planlarız. Zekeriyaköy'deki villalarda uzun bahçe girişleri, güvenlik kontrolleri ve çok katlı iç merdivenler ek zaman gerektirir. Rumelihisarı ve Baltalimanı'nın yokuşlu sokaklarında ise küçük araçla aktarma sık başvurduğumuz bir yöntemdir.",
      "Fatih Sultan Mehmet Köprüsü'nün Avrupa ayağı Rumelihisarı üzerinde, Yavuz Sultan Selim Köprüsü'nün Avrupa ayağı ise Garipçe yakınındadır. Bağcılar'dan Sarıyer'e TEM ve Hasdal bağlantısıyla ulaşırız; Maslak'taki ofis taşınmalarında ise iş saatleri dışındaki zaman dilimleri çoğu zaman daha uygundur.",
    ],
    ozellikler: ['Kuzey Boğaz yalıları', 'Zekeriyaköy villa siteleri', 'Maslak iş kuleleri', 'Kilyos Karadeniz evleri'],
  },
  silivri: {
    ad: 'Silivri',
    aciklama: [
      "İstanbul'un en batısında, Tekirdağ sınırına uzanan Silivri, geniş sahil şeridi ve yazlık siteleriyle şehrin en sakin ilçelerinden biridir. Selimpaşa, Kavaklı ve Gümüşyaka gibi kıyı mahallelerinde yazlık siteler, ilçe merkezindeki Piri Mehmet Paşa ve Alibey mahallelerinde apartmanlar, Değirmenköy ve Çanta gibi iç kesimlerde ise köy evleri bulunur. Ortaköy ve Büyükçavuşlu gibi kırsal mahallelerde ise geniş bahçeli müstakil evler yaygındır.",
      'Yaz başında şehirden yazlığa, sonbaharda yeniden şehre dönen aileler için sezonluk taşınmalar bu ilçede önemli yer tutar. Silivri merkeze uzak olduğundan taşınmayı mümkün olduğunca tek seferde, tüm eşyayı aynı araçta toplayacak şekilde planlar; yazlığa sonradan götürülecek birkaç koli için parça eşya seçeneğini öneririz.',
      "D-100 karayolu kıyı boyunca ilçeyi baştan sona geçer, TEM ise Kınalı kavşağında D-100 ile buluşarak Trakya'ya devam eder. Bağcılar'dan Silivri'ye otoyol üzerinden uzun ama akıcı bir yolculuk yapılır; Tekirdağ, Edirne ve Kırklareli'ye yapılan şehirler arası taşınmalarda da ilçe doğal güzergâh üzerindedir.",
    ],
    ozellikler: [
      'Tekirdağ sınırındaki ilçe',
      'Yazlık sezonu taşınmaları',
      'Kınalı kavşağı bağlantısı',
      'Selimpaşa sahil siteleri',
    ],
  },
  sultangazi: {
    ad: 'Sultangazi',
    aciklama: [
      "Avrupa Yakası'nın kuzeyinde, Gaziosmanpaşa ile Arnavutköy arasında yer alan Sultangazi, Gaziosmanpaşa'dan ayrılarak ilçe olmuş ve hızlı nüfus artışıyla büyümüştür. Cebeci, Habipler, Esentepe, Gazi ve Uğur Mumcu mahallelerinde tepelere yayılan apartmanlar ile dar ve dik sokaklar yaygındır.",
      "Cebeci çevresindeki eski taş ocağı alanlarının yakınında yeni toplu konut blokları yükselmiştir; bu sitelerde taşınma, yönetim izni ve asansör saatleriyle planlanır. Eski mahallelerde ise yokuşta park eden kamyonun güvenliği, eşyanın merdivenden indirilmesi ve komşu binalarla aradaki dar mesafe, ekspertizde dikkat ettiğimiz başlıca konulardır. Uğur Mumcu ve Esentepe'de semt pazarının kurulduğu günlerde bazı sokaklar tamamen kapandığından taşınma tarihini bu günlerin dışına koymanızı öneririz.",
      "Sultangazi, TEM'e Gaziosmanpaşa üzerinden, Kuzey Marmara Otoyolu'na ise kuzey bağlantılarıyla ulaşır; İstanbul Havalimanı yolu da ilçeye yakındır. Bağcılar'dan Esenler ve Gaziosmanpaşa üzerinden kuzeye ilerleyen ekibimiz, köprü geçişine gerek kalmadan adresinize ulaşır. Gazi Mahallesi'nin ormana bakan yüksek kesimlerinde kış aylarında yokuşlar buzlanabildiği için taşınma gününe yakın hava durumunu birlikte takip ederiz.",
    ],
    ozellikler: [
      'Cebeci taş ocağı çevresi',
      'Tepelere yayılan mahalleler',
      'Toplu konut blokları',
      'Gazi ve Habipler sokakları',
    ],
  },
  sisli: {
    ad: 'Şişli',
    aciklama: [
      "Şişli, Avrupa Yakası'nın ticaret ve konut merkezlerinin iç içe geçtiği bir ilçedir: Nişantaşı ve Teşvikiye'nin yüksek tavanlı eski apartmanları, Mecidiyeköy ve Esentepe'nin plazaları, Kurtuluş ve Feriköy'ün dar sokaklı mahalleleri aynı sınırlar içindedir. Gülbahar, Mahmut Şevket Paşa ve Kuştepe gibi yokuşlu mahallelerde ise eski apartmanlar ve dar merdivenler taşıma planını değiştirir.",
      "Nişantaşı'nda bina önünde park etmek neredeyse imkânsızdır ve mağaza yoğunluğu nedeniyle yükleme saatleri sınırlıdır; bu yüzden taşınmaları sabah erken başlatır, gerektiğinde dış cephe asansörüyle pencereden çalışırız. Bomonti ve Fulya'daki rezidanslarda ise resepsiyon ve yönetimle koordinasyon, yük asansörü kullanımı ve otopark giriş yüksekliği önceden kontrol edilir.",
      "Büyükdere ve Halaskargazi caddeleri, Mecidiyeköy'den geçen D-100, metrobüs ve M2 metro hattı ilçenin trafiğini taşır; iş çıkış saatlerinde bu akslar ciddi biçimde yavaşlar. Bağcılar'dan Şişli'ye TEM ya da D-100 üzerinden ulaşan ekiplerimiz, Pangaltı ve Harbiye'deki adresler için ana caddelerin yoğunluğuna göre güzergâh seçer.",
    ],
    ozellikler: [
      'Nişantaşı park kısıtı',
      'Bomonti rezidansları',
      'Mecidiyeköy plaza çevresi',
      'Kurtuluş dar sokakları',
    ],
  },
  zeytinburnu: {
    ad: 'Zeytinburnu',
    aciklama: [
      "Tarihi surların hemen dışında, Marmara kıyısında yer alan Zeytinburnu, eski deri ve tekstil atölyelerinin yerini yüksek katlı konut projelerine bıraktığı bir Avrupa Yakası ilçesidir. Kazlıçeşme'nin eski tabakhane alanları, Merkezefendi ve Seyitnizam'ın tarihi mezarlıkları ve camileri, Telsiz, Gökalp ve Nuripaşa'nın yoğun apartmanları ilçenin farklı yüzlerini oluşturur.",
      'Sahil şeridindeki yeni sitelerde taşınma, yönetim izni ve yük asansörü rezervasyonuyla yürür; iç kesimlerde ise dar sokaklar, bitişik nizam binalar ve ticari araç yoğunluğu park alanını sınırlar. Olivium çevresindeki tekstil ticareti de hafta içi gündüz saatlerinde trafiği belirgin biçimde artırır. Beştelsiz ve Sümer gibi mahallelerde kentsel dönüşüm kapsamında boşaltılan binalar nedeniyle taşınma talepleri dönem dönem yoğunlaşır.',
      "Kennedy Caddesi sahil yolu, D-100, Marmaray ve T1 tramvay hattı ilçenin ulaşımını sağlar; Avrasya Tüneli'nin Avrupa Yakası girişi de Kazlıçeşme'dedir. Bağcılar ile Kabataş arasında işleyen T1 tramvayının güzergâhındaki Zeytinburnu'na kamyonlarımız D-100 ya da Merter bağlantısı üzerinden kısa sürede ulaşır.",
    ],
    ozellikler: [
      'Kazlıçeşme dönüşüm alanı',
      'Sahil şeridi yeni siteler',
      'Avrasya Tüneli girişi',
      'T1 tramvay güzergâhı',
    ],
  },
};

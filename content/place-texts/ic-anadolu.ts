import type { PlaceText } from '../types';

/** About texts of the provinces of the İç Anadolu region, keyed by slug. */
export const icAnadoluProvinceTexts: Record<string, PlaceText> = {
  aksaray: {
    ad: 'Aksaray',
    aciklama: [
      "Aksaray, İç Anadolu'nun doğu-batı ve kuzey-güney yollarının kesiştiği bir kavşak kenttir; Ankara, Konya, Nevşehir ve Niğde yönlerine akan ağır vasıta trafiği şehrin çevresinden geçer. İstanbul'dan yola çıkan araçlarımız Anadolu Otoyolu ve Bolu Dağı Tüneli üzerinden Ankara'ya ulaşır, ardından Ankara-Niğde Otoyolu'nun Alayhan kavşağından Aksaray'a bağlanır. Tuz Gölü'nün doğusundaki bu düz bozkır rotası, kıştaki sis ve buzlanma dışında taşımacılık için oldukça elverişlidir.",
      'Merkezdeki Taşpazar, Hacılarharmanı ve Bağlıkaya gibi mahallelerde çok katlı apartmanlar ile toplu konut blokları ağırlıktadır; bu binalarda dış cephe asansörümüz eşyanın merdiven boşluğunda zarar görmesini önler. Eskil, Gülağaç, Ortaköy ve Sultanhanı ilçelerinde ise bahçeli, tek ya da iki katlı tarım evleri çoğunluktadır. Güzelyurt ve Ihlara Vadisi çevresindeki taş evlere yapılan taşımalarda, dar sokaklara girebilecek bir ara araçla aktarma planlıyoruz.',
      'Kamyon üretimi ve lojistik firmalarının şehirde güçlü olması, iş yeri ve depo taşımalarında yüksek tonaj ihtiyacını da beraberinde getirir. Ücretsiz ekspertiz sırasında makine, raf sistemi ve arşiv yükünü yerinde görerek doğru aracı ve ekip sayısını belirliyoruz.',
      "Aksaray'a taşınanların önemli bir bölümünü tayinle gelen kamu görevlileri, Aksaray Üniversitesi'nin öğrenci ve akademisyenleri ile sanayi bölgesinde işe başlayan aileler oluşturur. Hasandağı'nın gölgesindeki bozkır ikliminde yazlar sıcak ve kuru, kışlar ise soğuk ve zaman zaman karlı geçer; bu nedenle ilkbahar ile sonbahar, yükleme ve boşaltma için en rahat dönemlerdir. Yaz aylarında taşınacaksanız mum, ilaç ve bazı elektronik cihazlar gibi ısıya duyarlı eşyaları ayrı kolilere koymanızı, bunları yanınızda götürmeyi düşünmenizi öneririz. Okul çağında çocuğu olan ailelerin nakil işlemlerini yaz tatilinde tamamlaması, yeni dönemin sorunsuz başlamasını sağlar. Yerleştikten sonra e-Devlet üzerinden adres beyanında bulunmayı, elektrik, su ve doğal gaz aboneliklerini yeni adrese aktarmayı unutmayın. Aksaray'dan İstanbul'a dönüşlerde ise İstanbul'daki sitenin yönetimine taşınma gününü önceden bildirmeniz, asansörün ve yükleme alanının zamanında ayrılmasını kolaylaştırır.",
    ],
    ozellikler: [
      'Ankara-Niğde Otoyolu bağlantısı',
      'Kavşak kentte depo taşıma',
      'Ihlara taş evlerine aktarma',
      'Kamyon sanayisine ağır yük',
    ],
  },
  ankara: {
    ad: 'Ankara',
    aciklama: [
      "Başkente taşınmanın en bilinen yolu, İstanbul'dan Kocaeli, Sakarya ve Düzce'yi geçip Bolu Dağı Tüneli ile Gerede'ye ulaşan, oradan Ankara çevre yoluna inen Anadolu Otoyolu'dur. Kamu kurumlarındaki tayinler, üniversite yerleşmeleri ve şirket merkezlerinin yer değiştirmesi şehri yıl boyunca hareketli tutar; bu yüzden İç Anadolu için öngördüğümüz 48 saatlik teslim planını, taşınma tarihiniz kesinleşir kesinleşmez oluşturuyoruz.",
      "Çankaya'da Kızılay, Bahçelievler, Ayrancı ve Dikmen'in eski apartmanları çoğunlukla dar merdivenlidir; Çayyolu, Ümitköy, İncek ve Eryaman'daki büyük siteler ise yükleme için yönetimden randevu ister. Keçiören, Yenimahalle, Mamak, Etimesgut ve Sincan gibi kalabalık ilçelerde ara sokaklarda park yeri bulmak zorlaşabildiğinden aracın duracağı noktayı önceden belirliyoruz. Yüksek katlarda yirmi kata kadar çıkabilen asansörümüz devreye girer.",
      "Kızılay ve Söğütözü'ndeki ofislerin, Ostim ile İvedik organize sanayi bölgelerindeki atölyelerin taşınmasında iş akışını aksatmamak için cumartesi günlerini ya da acil taşıma seçeneğimizi değerlendirebilirsiniz. Karasal iklim nedeniyle aralık ve şubat arasında sabah buzlanmasına karşı yükleme saatini güneşin yolları açtığı saatlere kaydırıyoruz.",
      "Ankara'ya taşınanların büyük kısmı bakanlık ve genel müdürlüklere atanan kamu görevlileri, ODTÜ, Hacettepe, Ankara, Gazi ve Bilkent gibi üniversitelere yerleşen öğrenciler ile akademisyenlerdir. Kamu lojmanına geçecekseniz teslim tarihini ve lojmanın boş teslim koşullarını kurumunuzdan yazılı olarak öğrenmeniz, yükleme gününü buna göre sabitlememizi sağlar; lojmandan çıkarken de anahtar teslim gününü taşıma tarihiyle çakışmayacak şekilde ayarlamak işinizi rahatlatır. Batıkent ve Eryaman gibi planlı konut alanlarında bloklar arası otopark düzeni genellikle yüklemeye elverişlidir, ancak site kuralları mutlaka sorulmalıdır. Ankara'dan İstanbul'a dönen ailelerde ise lojman teslimi öncesinde boya ve küçük onarım işlerinin bitmiş olması, yükleme gününün gecikmesini önler. Üniversite kayıtlarının yoğunlaştığı eylül başı ile bayram arifeleri, Anadolu Otoyolu'nda trafiğin en yoğun olduğu günlerdir; mümkünse taşınmanızı bu tarihlerin dışına planlayın. Yerleştikten sonra e-Devlet üzerinden adres beyanı yapmayı ve çocuklarınızın okul nakil işlemlerini yaz tatili içinde tamamlamayı unutmayın.",
    ],
    ozellikler: [
      'Kamu tayini taşımacılığı',
      'Çayyolu ve İncek siteleri',
      'Ostim ve İvedik iş yerleri',
      'Bolu Dağı Tüneli güzergâhı',
    ],
  },
  cankiri: {
    ad: 'Çankırı',
    aciklama: [
      "Çankırı, Ankara'nın kuzeydoğusunda, İç Anadolu ile Batı Karadeniz arasındaki geçiş kuşağında yer alır; kuzeyindeki Ilgaz Dağı kışın uzun süre karla kaplı kalır. İstanbul'dan gelirken Anadolu Otoyolu ile Gerede'ye kadar ilerleyip D100 üzerinden Çerkeş ve Kurşunlu hattını izleyebilir ya da Ankara'ya inip kuzeye uzanan bölünmüş yolu kullanabiliriz. Hangi rotanın seçileceğine, teslim edilecek ilçeye ve o günkü hava durumuna göre karar veriyoruz.",
      "Şehir merkezi, orta yükseklikteki apartmanlar ile kaleye doğru tırmanan eski mahallelerden oluşur. Çankırı Karatekin Üniversitesi'nin büyümesiyle öğrenci ve akademisyen taşımaları arttı; bu işler için parça eşya ve koli hizmetimizi en az iki saat önceden alınan randevuyla planlıyoruz. Ilgaz, Kurşunlu, Çerkeş, Şabanözü ve Orta'daki müstakil köy evlerinde kiler, ambar ve odunluk eşyası için ayrı bir yükleme sırası kuruyoruz.",
      'Kastamonu yönüne yapılan taşımalarda Ilgaz 15 Temmuz İstiklal Tüneli dağ geçişini çok daha güvenli hâle getirdi; yine de kasımdan marta kadar araçlarımızda kış lastiği ve zincir hazır bulunur. Tuz mağarası ve kaya tuzu üretimiyle bilinen ilde küçük sanayi işletmelerinin makine taşımalarına da ağır yük ekibimizle destek veriyoruz.',
      "Çankırı'ya yapılan taşımaların önemli bir bölümünü ilk atamasını ya da tayinini alan öğretmenler, sağlık çalışanları ve diğer kamu görevlileri oluşturur. Ankara'ya yakınlık, ailesi başkentte kalan pek çok çalışanın şehre tek başına taşınmasına, dolayısıyla daha küçük hacimli ama özenli taşımalara yol açar. Yıllarca İstanbul'da çalıştıktan sonra emekliliğinde Çankırı'daki köyüne ya da ilçesine dönen aileler de sık karşılaştığımız müşterilerimizdendir; bu taşımalarda eski köy evinin kapı ve merdiven ölçülerini önceden öğrenmek, büyük mobilyaların sığıp sığmayacağını baştan görmemizi sağlar. Karasal iklim nedeniyle kışlar soğuk ve karlı, yazlar sıcak ve kurudur; Ilgaz yönündeki ilçeler için en uygun taşınma dönemi mayıs ile ekim arasıdır. Yerleştikten sonra e-Devlet üzerinden adres beyanı yapmayı, okul çağındaki çocuklarınızın nakil işlemlerini de mümkünse yaz tatilinde tamamlamayı öneririz.",
    ],
    ozellikler: [
      'Ilgaz Dağı kış hazırlığı',
      'Karatekin öğrenci taşıması',
      'Köy evi kiler düzeni',
      'Gerede veya Ankara rotası',
    ],
  },
  eskisehir: {
    ad: 'Eskişehir',
    aciklama: [
      "İstanbul'dan Eskişehir'e giden araçlarımız çoğunlukla Anadolu Otoyolu ile Sakarya'ya ulaşır, ardından Geyve, Osmaneli, Bilecik ve Bozüyük hattını izleyerek şehre varır. Porsuk Çayı'nın ikiye böldüğü kent düz bir ovaya kurulduğu için merkezde yokuş sorunu yaşanmaz; buna karşılık kış sabahlarında yoğun sis ve don görülür.",
      "Merkez ilçeler Odunpazarı ve Tepebaşı'nda çok farklı yapı tipleri bir arada bulunur. Odunpazarı'nın tarihî evler bölgesindeki cumbalı, ahşap karkaslı konutların dar merdivenleri elle taşıma ve titiz ambalaj gerektirir. Bağlar, Vişnelik, Batıkent, Emek ve Şirintepe gibi mahallelerde ise çok katlı apartmanlar ağırlıktadır. Tramvay hattının geçtiği caddelerde aracı, raylı trafiği engellemeyecek ve belediye kurallarına uyan bir noktaya konumlandırıyoruz.",
      'Anadolu, Eskişehir Osmangazi ve Eskişehir Teknik üniversiteleri nedeniyle eylül ve haziran aylarında öğrenci evi taşımaları yoğunlaşır. Raylı sistem, havacılık ve beyaz eşya üretiminin güçlü olduğu organize sanayi bölgesinde makine ve üretim hattı taşımalarını ağır yük ekibimizle yürütüyoruz. Sivrihisar, Alpu ve Seyitgazi gibi ilçelere gidecek yükler için kırsal yolların durumunu önceden kontrol ediyoruz.',
      "Eskişehir, sakin şehir yaşamı, düz caddeleri ve İstanbul'a hızlı tren bağlantısıyla emeklilerin ve uzaktan çalışan ailelerin de tercih ettiği bir kent hâline geldi. Anadolu Üniversitesi'nin Yunus Emre, Eskişehir Osmangazi Üniversitesi'nin Meşelik ve Eskişehir Teknik Üniversitesi'nin İki Eylül yerleşkeleri çevresinde kiralık daire arzı geniş olduğundan öğrenci taşımaları çoğunlukla bu bölgelerde yoğunlaşır; haziran sonunda boşalan evler ile eylül başında dolan evler aynı haftalara denk gelebildiğinden tarihinizi erken bildirmeniz yararlı olur. Şehrin dışa doğru büyüyen kesimlerindeki yeni sitelerde yükleme genellikle kolaydır, ancak yönetimler çoğu zaman randevu ve asansör koruması ister. Kışlar soğuk ve sisli, yazlar ise sıcak ve kurudur; en rahat taşınma dönemleri ilkbahar ile erken sonbahardır. Yerleştikten sonra e-Devlet üzerinden adres beyanı yapmayı ve abonelik işlemlerini yeni adrese taşımayı unutmayın.",
    ],
    ozellikler: [
      'Odunpazarı evlerine özen',
      'Tramvay hattına uygun park',
      'Üniversite dönemi planlaması',
      'Raylı sistem ve havacılık sanayisi',
    ],
  },
  karaman: {
    ad: 'Karaman',
    aciklama: [
      "Konya Ovası'nın güneydoğu ucunda, Toros Dağları'nın eteğinde kurulan Karaman'a İstanbul'dan genellikle Eskişehir ve Afyonkarahisar üzerinden Konya'ya inen güzergâhla, ardından Konya-Karaman bölünmüş yoluyla ulaşıyoruz. Ankara çıkışlı taşımalarda ise Ankara-Konya karayolu tercih edilir. Ova yolları rahat olsa da güneydeki Ermenek, Sarıveliler ve Başyayla yönündeki dağ yolları kışın kar ve buzlanma nedeniyle dikkat ister.",
      "Şehrin ekonomisi bisküvi, un ve gıda üretimi etrafında şekillenir; Türkiye'nin bisküvi üretiminde öne çıkan organize sanayi bölgesindeki fabrikalar için üretim makinesi, ambalaj hattı ve depo rafı taşımalarını tonajına uygun araçlarla planlıyoruz. Merkezde orta katlı apartmanlar ve yeni konut siteleri, Ayrancı ve Kazımkarabekir gibi tarımsal ilçelerde ise bahçeli müstakil evler yaygındır.",
      'Karamanoğlu Mehmetbey Üniversitesi öğrencilerinin dönem başı ve sonu taşımaları için parça eşya seçeneğimiz pratik bir çözüm sunar. Ücretsiz ekspertizde eşya listesini birlikte çıkarıyor, beyaz eşya ve mobilyaları battaniye ve streç filmle sararak yola hazırlıyoruz. Ermenek Barajı çevresindeki köylere yapılan taşımalarda virajlı yollara uygun, daha kısa şasili araçları görevlendiriyoruz.',
      "Karaman'a gelenlerin önemli bir kısmı kamu görevlisi ailelerden, Karamanoğlu Mehmetbey Üniversitesi'nin öğrenci ve personelinden ve gıda sanayisinde iş bulan çalışanlardan oluşur. Türkçeyi resmî dil ilan eden fermanıyla anılan Karamanoğlu Mehmet Bey'in şehri, son yıllarda yeni konut siteleri ve toplu konut bloklarıyla dışa doğru genişledi; bu bloklarda asansör kullanımı ve yükleme saatleri için site yönetimiyle önceden görüşmenizi öneririz. Konya-Karaman hızlı tren hattı iki şehir arasındaki bağı güçlendirdiğinden Konya'da çalışıp Karaman'da oturan ya da tersini tercih eden ailelerin taşımaları da artmıştır. Karasal iklimde yazlar sıcak ve kuru, kışlar soğuktur; ovadaki taşımalar yıl boyunca yapılabilse de Ermenek ve Sarıveliler yönü için ilkbahar sonu ile sonbahar başı en güvenli dönemdir. Yerleştikten sonra e-Devlet üzerinden adres beyanı yapmayı ve okul nakillerini yaz tatilinde tamamlamayı unutmayın.",
    ],
    ozellikler: [
      'Bisküvi sanayisi taşımacılığı',
      'Konya Ovası üzerinden rota',
      'Ermenek dağ yolları',
      'KMÜ öğrenci eşyası',
    ],
  },
  kayseri: {
    ad: 'Kayseri',
    aciklama: [
      "Erciyes Dağı'nın kuzey eteğine yayılan Kayseri, İç Anadolu'nun en büyük sanayi ve ticaret kentlerinden biridir. Kamyonlarımız İstanbul'dan Anadolu Otoyolu ile Ankara'ya, ardından Kırıkkale ve Kırşehir üzerinden doğuya ilerler; Ankara-Niğde Otoyolu ile güneye inip Nevşehir üzerinden şehre girmek de mümkündür. Yüksek rakım nedeniyle kışlar sert ve karlı geçtiğinden bu dönemde zincir ve kış lastiği hazırlığı rutin işimizdir.",
      "Merkezdeki Melikgazi, Kocasinan ve Talas ilçelerinde çok katlı apartmanlar ile geniş konut siteleri ağırlıktadır. Erciyes Üniversitesi çevresi ve Talas yamaçlarındaki yeni yapılaşma öğrenci ve aile taşımalarını artırırken, Kayseray tramvay hattının geçtiği bulvarlarda yükleme noktası seçimi önem kazanır. Develi, İncesu, Bünyan ve Yahyalı'da ise müstakil ve az katlı evler öne çıkar.",
      "Mobilya, yatak ve tekstil üretiminde ülke çapında tanınan Kayseri'de, organize sanayi bölgesindeki atölye ve mağaza taşımaları sık karşılaştığımız işlerdir. Büyük gardıroplar, yatak odası takımları ve köşe koltuklar için söküm ve yeniden kurulumu deneyimli ekibimizle yapıyor, parçaları numaralandırarak kaybolmalarını önlüyoruz.",
      "Kayseri'ye taşınanlar arasında ticaret ve sanayi için şehre yerleşen aileler, Erciyes Üniversitesi ile Abdullah Gül Üniversitesi'nin öğrenci ve akademisyenleri, Erkilet'teki hava üssüne atanan askerî personel ve tayinle gelen kamu görevlileri öne çıkar. İstanbul'da yaşayan kalabalık bir Kayserili nüfus bulunduğundan emeklilikte memlekete dönüş amaçlı taşımalar da sık yapılır. Erciyes Dağı'nın kayak merkezi kış boyunca ziyaretçi çeker; Talas ve Hisarcık yönündeki yamaç yollarında kar ve buzlanma görülebildiğinden bu bölgelere yapılacak kış taşımalarında yükleme gününü hava durumuna göre esnek tutmanızı öneririz. En rahat taşınma dönemi, yolların açık ve havanın ılıman olduğu mayıs ile ekim arasıdır. Melikgazi ve Kocasinan'daki eski apartmanlarda merdiven boşlukları dar olabildiğinden büyük mobilyaların söküm ihtiyacını keşifte birlikte belirliyoruz. Lojmandan çıkarken teslim tarihini kurumunuzla netleştirmek, yerleştikten sonra da e-Devlet üzerinden adres beyanında bulunmak yeni şehirdeki ilk işleriniz arasında olmalıdır.",
    ],
    ozellikler: [
      'Mobilya söküm ve kurulum',
      'Erciyes kışına hazırlık',
      'Talas yamaç taşımaları',
      'Kayseray hattında yükleme',
    ],
  },
  kirikkale: {
    ad: 'Kırıkkale',
    aciklama: [
      "Ankara'nın hemen doğusundaki Kırıkkale, Kızılırmak vadisinde kurulmuş bir sanayi kentidir. İstanbul'dan Anadolu Otoyolu ile Ankara çevre yoluna ulaşan bir nakliye aracı, Samsun ve Sivas yönlerine ayrılan bölünmüş yola girerek kısa sürede şehre varır. Bu yakınlık nedeniyle Ankara ile Kırıkkale arasında aynı gün içinde tamamlanan ev ve ofis taşımaları da düzenlediğimiz işler arasındadır.",
      "Cumhuriyetin ilk yıllarında kurulan silah ve mühimmat fabrikaları bugün Makine ve Kimya Endüstrisi bünyesinde çalışmaya devam eder; Tüpraş'ın Orta Anadolu Rafinerisi de il sınırları içindedir. Bu kuruluşlardaki atamalar, lojmanlar ile apartman daireleri arasında düzenli bir taşınma hareketi yaratır. Merkezde Yaylacık, Bağlarbaşı ve Fabrikalar gibi mahallelerde orta yükseklikte apartmanlar yaygındır.",
      "Yahşihan'daki Kırıkkale Üniversitesi kampüsü çevresinde öğrenci taşımaları, Keskin, Delice ve Sulakyurt gibi ilçelerde ise müstakil ev taşımaları öne çıkar. Soğuk kış sabahlarında yükleme saatini öğleye yakın planlıyor, kırılacak eşyaları darbe emici malzemeyle paketliyoruz.",
      "Ankara'ya yakınlığı nedeniyle Kırıkkale'de oturup başkentte çalışan, ya da Kırıkkale'deki kurumlara atanıp ailesini Ankara'dan taşıyan pek çok kişi vardır; bu iki şehir arasındaki taşımalar çoğu zaman tek günde planlanabilir. İstanbul'dan gelen ailelerin önemli bir kısmı ise Makine ve Kimya Endüstrisi, rafineri ya da kamu kurumlarına atanan çalışanlardır. Lojmana yerleşecekseniz teslim tarihini ve lojmanın hangi eşyalarla teslim edildiğini önceden öğrenmeniz, fazla eşyayı İstanbul'da bırakıp bırakmayacağınıza karar vermenizi kolaylaştırır. Kızılırmak vadisindeki şehirde kışlar soğuk, yazlar sıcak ve kurudur; ilkbahar ile sonbahar taşımalar için en rahat dönemlerdir. Kırıkkale Üniversitesi'nin akademik takvimine bağlı olarak haziran sonu ve eylül başı öğrenci eşyası için en yoğun haftalardır. Bayram arifelerinde Ankara çevre yolu ile Kırıkkale arasındaki trafik belirgin biçimde arttığından bu günleri taşınma için tercih etmemenizi öneririz. Yerleştikten sonra e-Devlet üzerinden adres beyanı yapmayı ve çocuklarınızın okul nakillerini yaz tatilinde tamamlamayı unutmayın.",
    ],
    ozellikler: [
      'Ankara ile aynı gün taşıma',
      'MKE lojman taşımaları',
      'Rafineri bölgesi iş yerleri',
      'Yahşihan kampüs çevresi',
    ],
  },
  kirsehir: {
    ad: 'Kırşehir',
    aciklama: [
      "Kızılırmak'ın güneyinde, geniş bozkır düzlüklerinin ortasında yer alan Kırşehir, Ahi Evran ve Neşet Ertaş'ın şehri olarak bilinir. İstanbul çıkışlı seferlerde Ankara'ya kadar Anadolu Otoyolu'nu, oradan Kırıkkale üzerinden güneydoğuya inen bölünmüş yolu kullanıyoruz. Açık bozkırda kış tipisi ani yol kapanmalarına yol açabildiğinden sefer öncesinde Karayolları duyurularını takip ediyoruz.",
      "Şehir merkezinde orta katlı apartmanlar ve son yıllarda çoğalan toplu konut blokları ağırlıktadır; Terme kaplıcaları çevresinde termal tesisler ve dönemsel kullanılan daireler bulunur. Kaman, Mucur, Çiçekdağı ve Akpınar'da ise bahçeli müstakil evler öne çıkar. Ceviziyle tanınan Kaman'daki tarım ürünü depoları ve üretim tesislerinde yükleme alanlarını ekspertiz sırasında yerinde belirliyoruz.",
      "Kırşehir Ahi Evran Üniversitesi'nin büyümesi öğrenci ve personel taşımalarını artırdı. Kamu görevlisi ailelerin tayin dönemlerinde aynı tarihlere yoğun talep gelebildiğinden taşınma gününüzü erken bildirmeniz planlamayı kolaylaştırır. {insuranceNote}",
      "Kırşehir'den İstanbul'a ve Ankara'ya uzun yıllar boyunca göç verildiği için ilde taşımaların iki yönlü olduğu görülür: bir yanda büyük şehirde iş bulan gençler, öte yanda emekliliğinde memleketine dönen aileler. Köydeki baba evine dönüş taşımalarında evin yıllardır boş kalmış olması, kapı ve pencere ölçülerinin, çatı ve zemin durumunun önceden kontrol edilmesini gerektirir; eşyanın bir kısmını geçici olarak depolamak gerekirse bunu da ekspertizde konuşuyoruz. Kamu görevlileri ve Ahi Evran Üniversitesi personeli için ise yaz ayları en yoğun dönemdir. Bozkır ikliminde kışlar soğuk ve rüzgârlı, yazlar sıcak ve kurudur; Hirfanlı Barajı çevresi ve Kaman yönündeki köy yolları için ilkbahar sonu ile sonbahar başı en uygun zamandır. Merkezin eski mahallelerinde sokaklar dar olabildiğinden aracın yanaşacağı noktayı keşif sırasında birlikte belirliyoruz. Kışın yola çıkacaksanız kış lastiği ve zincirle donatılmış araçlarla ilerlediğimizi bilmeniz içinizi rahatlatır. Yerleştikten sonra e-Devlet üzerinden adres beyanı yapmayı, elektrik ve su aboneliklerini adınıza geçirmeyi unutmayın.",
    ],
    ozellikler: [
      'Bozkır tipisine önlem',
      'Terme termal konutları',
      'Kaman ceviz işletmeleri',
      'Ahi Evran öğrenci taşıması',
    ],
  },
  konya: {
    ad: 'Konya',
    aciklama: [
      "Yüzölçümü bakımından Türkiye'nin en büyük ili olan Konya'ya İstanbul'dan gelirken çoğunlukla Eskişehir ve Afyonkarahisar üzerinden güneye inen rota kullanılır; Ankara çıkışlı taşımalarda ise Tuz Gölü'nün batısından geçen Ankara-Konya yolu tercih edilir. Düz Konya Ovası üzerinde kurulan şehir, yokuşsuz caddeleri ve geniş bulvarlarıyla büyük kamyonların manevrasına elverişlidir.",
      "Selçuklu, Meram ve Karatay merkez ilçelerinde yapı stoku oldukça çeşitlidir. Bosna Hersek ve Yazır gibi mahallelerde yeni konut siteleri ve yüksek bloklar yükselirken, Meram'ın bağ evleri bölgesinde bahçeli müstakil yapılar bulunur. Mevlânâ Müzesi çevresindeki tarihî çarşı sokaklarında araç erişimi kısıtlı olduğundan yükü kısa mesafeli bir aktarma ile kapıya ulaştırıyoruz.",
      "Tarım makineleri, otomotiv yan sanayi ve döküm sektörünün güçlü olduğu Konya'da organize sanayi bölgelerine yönelik ağır yük ve makine taşımaları önemli bir yer tutar. Ereğli, Akşehir, Beyşehir, Seydişehir ve Cihanbeyli gibi merkeze uzak ilçelerde yol uzun olduğu için yüklemeye sabahın erken saatlerinde başlıyoruz.",
      "Konya, Selçuk Üniversitesi'nin Alaeddin Keykubat yerleşkesi, Necmettin Erbakan Üniversitesi ve KTO Karatay Üniversitesi ile büyük bir öğrenci şehridir; eylül başında Selçuklu ilçesindeki kampüs çevresinde kiralık daire taşımaları belirgin biçimde yoğunlaşır. İstanbul ile Konya arasındaki hızlı tren bağlantısı, iki şehir arasında gidip gelen ve sonunda ailesini taşımaya karar veren çalışanların sayısını artırdı. Her yıl aralık ayında düzenlenen Şeb-i Arus törenleri döneminde Mevlânâ Müzesi çevresi ziyaretçiyle dolduğundan bu bölgedeki taşımaları mümkünse başka tarihlere kaydırmanızı öneririz. Kışları soğuk ve sisli, yazları sıcak ve kurak geçen ovada en rahat taşınma dönemleri ilkbahar ile sonbahardır. Meram'daki bağ evlerine ya da Selçuklu'nun yeni site bölgelerine yapılacak taşımalarda bahçe girişlerinin ve otopark rampalarının genişliğini önceden öğrenmek, doğru araç seçimini kolaylaştırır. Tramvay hattına yakın adreslerde aracın duracağı yeri keşifte belirliyor, yerleştikten sonra e-Devlet üzerinden adres beyanı yapmanızı hatırlatıyoruz.",
    ],
    ozellikler: [
      'Geniş bulvarda kolay manevra',
      'Meram bağ evleri',
      'Döküm ve makine taşıması',
      'Uzak ilçelere erken çıkış',
    ],
  },
  nevsehir: {
    ad: 'Nevşehir',
    aciklama: [
      "Kapadokya'nın merkezi Nevşehir, volkanik tüf kayalarının biçimlendirdiği benzersiz bir coğrafyaya sahiptir. İstanbul'dan gelişte Anadolu Otoyolu ile Ankara'ya, oradan Ankara-Niğde Otoyolu ile güneydoğuya ilerleyip Nevşehir bağlantısına dönüyoruz; Kırşehir ve Hacıbektaş üzerinden gelen karayolu da bir seçenektir. Yüksek platonun soğuk kışları, özellikle sabah saatlerinde yollarda buzlanmaya neden olur.",
      "Ürgüp, Göreme, Uçhisar ve Avanos'taki kaya oyma evler ile taş konakların dar, parke taşlı sokakları büyük araçların girişine uygun değildir. Bu adreslerde eşyayı küçük araçla ya da elle taşıyor, tonozlu odalara ve alçak kapılara göre mobilyaları söküyoruz. Otel ve pansiyonların yenileme dönemindeki mobilya ve tekstil taşımaları da bölgede sık karşılaştığımız işlerdendir.",
      "Merkezde ve Nevşehir Hacı Bektaş Veli Üniversitesi çevresinde çok katlı apartmanlar yaygındır. Derinkuyu, Gülşehir, Acıgöl ve Kozaklı gibi ilçelerde müstakil evler ağırlıktadır; Kozaklı'nın termal tesislerindeki dairelere yapılan taşımalar için site yönetimiyle önceden randevu alıyoruz. Tüf kayalara oyulmuş patates depolarıyla bilinen ilde tarım işletmelerinin ekipman taşımaları da hizmetimiz kapsamındadır.",
      "Nevşehir'e taşınanlar arasında tayinle gelen kamu görevlileri ve Nevşehir Hacı Bektaş Veli Üniversitesi'nin öğrencileri kadar, turizm sektöründe çalışmak için Göreme, Ürgüp ve Uçhisar'a yerleşen aileler de önemli bir yer tutar. Turizm sezonunun yoğun olduğu ilkbahar ve yaz aylarında bu kasabaların dar yolları tur otobüsleri ve ziyaretçi araçlarıyla dolduğundan, buradaki taşımaları sezonun sakin günlerine ya da sonbahar sonuna planlamak işleri kolaylaştırır. Kışın Kapadokya platosunda kar ve don sık görülür; yokuşlu ve parke taşlı sokaklarda buzlanma nedeniyle yükleme gününü esnek tutmanızı öneririz. Kapadokya Havalimanı, taşınma öncesinde ev bakmaya gelecek aileler için pratik bir ulaşım seçeneğidir. Kayadan oyulmuş odalarda nem oranı farklı olabildiğinden, uzun süre kullanılmayacak eşyaları hava alan örtülerle saklamanız yararlı olur. Yerleştikten sonra e-Devlet üzerinden adres beyanı yapmayı ve okul nakil işlemlerini yaz tatilinde tamamlamayı unutmayın.",
    ],
    ozellikler: [
      'Kaya oyma ev taşıması',
      'Otel mobilyası nakli',
      'Parke taşlı sokakta aktarma',
      'Tüf depolu tarım işletmeleri',
    ],
  },
  nigde: {
    ad: 'Niğde',
    aciklama: [
      "Niğde, İç Anadolu'yu Çukurova'ya bağlayan yolun son büyük durağıdır; İstanbul'dan Ankara'ya ulaşan yükünüz, oradan Ankara-Niğde Otoyolu ile kesintisiz biçimde şehre varır. Buradan güneye devam eden otoyol, Ulukışla ve Pozantı yönünde Toros Dağları'nı aşarak Adana ve Mersin'e uzanır. Melendiz Dağları ve Aladağlar'ın çevrelediği ilde kışlar soğuk ve karlı geçer.",
      "Elma ve patates üretiminde ülkenin önde gelen illerinden biri olan Niğde'de soğuk hava depoları, tarım işletmeleri ve paketleme tesisleri sıkça görülür; bu tesislerin raf ve soğutma ekipmanı taşımaları için ağır yük araçlarımızı yönlendiriyoruz. Merkezde orta katlı apartmanlar, Niğde Ömer Halisdemir Üniversitesi çevresinde ise öğrenci yurtları ve kiralık daireler yoğundur.",
      "Merkeze bitişik konumdaki Bor, şehir içi taşımaların önemli bir parçasıdır. Çamardı'nın Aladağlar eteğindeki köylerine, Çiftlik'in yayla yerleşimlerine ve Altunhisar'a uzanan dar yollarda daha küçük araçlarla aktarma yapıyoruz. İç Anadolu için İstanbul'dan öngördüğümüz 48 saatlik teslim süresi Niğde'ye yapılan taşımalarda da geçerlidir.",
      "Niğde'ye taşınanların çoğu tayinle gelen kamu görevlileri ile Niğde Ömer Halisdemir Üniversitesi'nin öğrenci ve personelidir; Ankara-Niğde Otoyolu sayesinde başkentle bağlantı güçlüdür, güneyde ise Adana ve Mersin'e ulaşmak kolaydır. Bu konum, Çukurova'da çalışıp daha serin bir iklimde yaşamak isteyen bazı ailelerin de Niğde'yi tercih etmesine yol açar. Elma hasadının yapıldığı sonbaharda bahçe ve depo çevresindeki köy yollarında traktör ve kamyon trafiği artar; bu dönemde köylere yapılacak taşımalarda yükleme noktasını önceden netleştiriyoruz. Yüksek rakımlı ilde kışlar soğuk ve karlıdır; Çamardı ve Çiftlik yönü için en uygun dönem mayıs ile ekim arasıdır. Bor'daki eski taş evlerde kapı ve merdiven ölçüleri dar olabildiğinden büyük mobilyaların söküm ihtiyacını keşifte belirliyor, parçaları numaralandırarak paketliyoruz. Üniversite öğrencileri için haziran sonu ve eylül başı en yoğun haftalardır. Lojmana geçecekseniz teslim tarihini kurumunuzdan öğrenmeyi, yerleştikten sonra da e-Devlet üzerinden adres beyanında bulunmayı unutmayın.",
    ],
    ozellikler: [
      'Çukurova geçiş kapısı',
      'Soğuk hava deposu nakli',
      'Aladağlar köylerine aktarma',
      'Bor ile iç içe taşıma',
    ],
  },
  sivas: {
    ad: 'Sivas',
    aciklama: [
      "Sivas, İç Anadolu'nun doğu ucunda, yüksek bir platoda kurulmuştur; uzun ve sert kışları, açık yaylalarda sık görülen tipi ve buzlanmayla bilinir. İstanbul'dan gelirken Anadolu Otoyolu ile Ankara'ya, ardından Kırıkkale ve Yozgat üzerinden doğuya uzanan bölünmüş yolla şehre ulaşıyoruz. Kasım ile mart arasında planlanan taşımalarda araçlarımız zincir, kış lastiği ve fazladan örtü malzemesiyle yola çıkar.",
      'Sivas Cumhuriyet Üniversitesi kampüsü çevresi ve şehrin batısına doğru genişleyen yeni yerleşim alanları yoğun bir apartman dokusuna sahiptir; toplu konut bloklarının artması yüksek katlı taşımaların sayısını da çoğalttı. Bu binalarda asansörlü taşıma sistemimiz eşyayı pencereden güvenle indirip çıkarır. Ankara-Sivas hızlı tren hattının açılmasıyla artan kamu ve özel sektör atamalarında eşyalarınızı kapıdan kapıya taşıyoruz.',
      'Şarkışla, Zara, Suşehri, Gürün, Kangal ve Divriği gibi ilçeler merkeze uzak olduğundan her biri için ayrı güzergâh ve süre planı hazırlıyoruz. Yük vagonu üretimi, çimento ve madencilikle öne çıkan şehirde organize sanayi işletmelerinin makine taşımalarını ağır yük ekibimiz üstlenir.',
      'Sivas, öğretmen, doktor ve diğer kamu görevlilerinin ilk atamalarında sıkça karşılaştığı bir şehirdir; bu nedenle taşımaların önemli bir kısmı atama sonuçlarının açıklandığı dönemlerde ve yaz aylarında yoğunlaşır. Ankara-Sivas hızlı tren hattı sayesinde aileler şehre yerleşmeden önce kolayca gelip ev bakabilir; biz de kesinleşen adresi öğrendiğimiz anda planlamayı başlatıyoruz. Kışları oldukça sert geçen şehirde kar ve don kasımdan nisana kadar sürebilir; bu dönemde taşınmanız gerekiyorsa sulu ve hassas eşyaları, donma riskine karşı ayrı paketlemenizi öneririz. Yeni adresinizdeki kombi ve su tesisatını kış gelmeden kontrol ettirmeniz de ilk haftalarınızı rahatlatır. Divriği Ulu Camii ve Darüşşifası gibi UNESCO listesindeki yapılarıyla bilinen ilçeye yapılan taşımalarda dar ve eğimli sokaklar nedeniyle küçük araç aktarması gerekebilir. Lojmandan çıkarken teslim tarihini netleştirmeyi, yeni adresinize yerleştikten sonra da e-Devlet üzerinden adres beyanı yapmayı unutmayın.',
    ],
    ozellikler: [
      'Uzun kış lojistiği',
      'Divriği ve Kangal seferleri',
      'Hızlı tren dönemi atamaları',
      'Toplu konut yüksek katları',
    ],
  },
  yozgat: {
    ad: 'Yozgat',
    aciklama: [
      "Bozok Platosu üzerinde, yüksek bir konumda kurulan Yozgat'ta kışlar uzun ve soğuk geçer. İstanbul'dan Anadolu Otoyolu ile Ankara'ya ulaşan araçlarımız, Kırıkkale'yi geçip Sivas istikametindeki bölünmüş yolla şehre varır. Ankara-Sivas hızlı tren hattının Yozgat'tan geçmesi kente ulaşımı kolaylaştırsa da ev eşyası taşımacılığında karayolu tek pratik seçenek olmaya devam ediyor.",
      "Şehrin hemen yanındaki Yozgat Çamlığı, Türkiye'nin ilk millî parkı olarak bilinir; çevresindeki konutlarda yükleme alanı dar olabildiğinden aracın yanaşacağı yeri keşif sırasında belirliyoruz. Merkezde orta katlı apartmanlar ve Yozgat Bozok Üniversitesi'ne yakın öğrenci daireleri yoğundur. Sorgun, Yerköy, Boğazlıyan, Akdağmadeni ve Sarıkaya'da ise müstakil ve bahçeli evlerin payı yüksektir.",
      "Sarıkaya'nın Roma döneminden kalma termal havuzu ve Sorgun'daki kaplıcalar, bu ilçelere emeklilik ve ikinci konut amaçlı taşınmaları da beraberinde getirir. Tipi ve buzlanma riskinin yüksek olduğu aylarda sefer tarihini esnek tutmanızı öneriyor, hava koşulları uygun olduğunda yüklemeyi gerçekleştiriyoruz.",
      "Yozgat'tan uzun yıllar boyunca Ankara ve İstanbul'a göç verildiği için ilin her iki yönde de hareketli bir taşınma trafiği vardır; İstanbul'da iş bulan gençlerin yanı sıra emekliliğinde memleketine dönen aileler de sık karşılaştığımız müşterilerimizdir. Yozgat Bozok Üniversitesi öğrencileri ve tayinle gelen kamu görevlileri ise özellikle yaz aylarında şehre yerleşir. Yüksek platoda kurulan kentte yazlar serin, kışlar uzun ve karlı geçer; bu nedenle taşınmayı mümkünse mayıs ile ekim arasına planlamanızı öneririz. Sorgun ve Sarıkaya'daki termal konutlara yapılacak taşımalarda site yönetiminden yükleme izni almayı unutmayın. Köye dönüş taşımalarında ahır, kiler ve samanlık gibi ek yapılara konacak eşyayı ayrı etiketlemek boşaltma sırasında zaman kazandırır. Kışın soba ya da kombiyle ısınan evlerde yakıt ve bakım hazırlığını taşınmadan önce yapmak da ilk günleri kolaylaştırır. Yıllardır kullanılmayan bir eve yerleşecekseniz elektrik ve su bağlantılarının açık olduğunu önceden kontrol edin. Yerleştikten sonra e-Devlet üzerinden adres beyanı yapmayı ve okul nakil işlemlerini yaz tatilinde tamamlamayı unutmayın.",
    ],
    ozellikler: [
      'Bozok Platosu kış planı',
      'Çamlık çevresi keşif',
      'Sarıkaya termal konutları',
      'Bozok Üniversitesi taşımaları',
    ],
  },
};

import type { BlogPost } from '../types';

export const blogPostsPart2: BlogPost[] = [
  {
    id: 'istanbuldan-baska-sehre-tasinma-plani',
    title: "İstanbul'dan Başka Bir Şehre Taşınırken Adım Adım Planlama",
    metaTitle: "İstanbul'dan Başka Şehre Taşınma Planı",
    excerpt:
      'Tarih seçiminden site izinlerine, e-Devlet adres beyanından aboneliklerin kapatılmasına kadar şehirlerarası taşınmanın zaman çizelgesi ve kontrol listeleri.',
    content: [
      {
        type: 'p',
        text: "İstanbul'dan Ankara'ya, İzmir'e ya da Trabzon'a taşınmak, şehir içinde bir semtten ötekine geçmekten çok farklı bir hazırlık ister. Eşyanız bir günden fazla yolda kalabilir; iki ayrı site yönetiminin, iki ayrı belediyenin ve farklı abonelik kurumlarının kurallarıyla aynı hafta içinde uğraşmanız gerekir. Bu yazıda, {foundingYear:ablative} beri {district:ablative} çalışan ve bugün Türkiye'nin {provinceCount} iline taşıma yapan ekibimizin sahada en sık karşılaştığı konuları, bir zaman çizelgesi ve kontrol listeleriyle bir araya getirdik.",
      },
      { type: 'h2', text: 'Altı hafta önce: tarih ve varış süresi' },
      {
        type: 'p',
        text: 'Şehirlerarası bir taşınmada ilk karar tarihtir. Kira sözleşmenizin bitişi, yeni evin teslim günü, çocukların okul takvimi ve iş yerinizdeki başlama tarihi aynı takvim üzerinde görülmeden nakliye günü belirlenmemelidir. Haziran sonu ile eylül başı arası, okulların kapanmasıyla birlikte yılın en yoğun taşınma mevsimidir; bu aralıkta bir tarih düşünüyorsanız planlamaya erken başlamak, istediğiniz gün için araç ve ekip ayırmanızı kolaylaştırır.',
      },
      {
        type: 'p',
        text: "Varış süresini de bölgeye göre hesaba katın. İstanbul'dan Marmara Bölgesi'ndeki illere teslimatı 24 saat, Ege, Akdeniz ve İç Anadolu'ya 48 saat, Karadeniz, Doğu Anadolu ve Güneydoğu Anadolu'ya 72 saat içinde yapıyoruz. Eşyanız sizden sonra ulaşacağı için ilk geceler adına ayrı bir valiz hazırlamak, yeni şehirde birkaç günü yatak ve mutfak takımı olmadan geçirmenizi önler.",
      },
      {
        type: 'ul',
        items: [
          'Eski ve yeni evin anahtar teslim tarihlerini yazılı olarak netleştirin.',
          'Ücretsiz ekspertiz için ekibimizle bir gün belirleyin; eşya hacmi yerinde görülmeden verilen bir teklif taşıma günü değişebilir.',
          'Yeni evin bulunduğu sokağın kamyon girişine uygun olup olmadığını emlakçınızdan ya da ev sahibinizden öğrenin.',
          'Kış aylarında Erzurum, Kars ya da Ağrı gibi yüksek rakımlı illere gidecekseniz kar ve yol durumu için takvimde bir yedek gün bırakın.',
        ],
      },
      { type: 'h2', text: 'Site yönetimi izinleri ve asansör rezervasyonu' },
      {
        type: 'p',
        text: "İstanbul'daki sitelerin ve rezidansların büyük kısmı taşınma günlerini yönetimin planına bağlar. Pek çok sitede nakliye aracının içeri girebilmesi için önceden yazılı bildirim istenir, taşıma yalnızca belirli saatlerde yapılabilir ve yük asansörünün iç yüzeyi koruyucu panellerle kaplanmadan kullanılamaz. Ayrıldığınız sitede ayrıca aidat ve ortak gider borcunuzun bulunmadığını gösteren bir yazı talep edilmesi de yaygındır.",
      },
      {
        type: 'p',
        text: 'Benzer kurallar varış adresinde de geçerlidir ve çoğu zaman daha sıkı uygulanır, çünkü yeni komşularınızla ilk karşılaşmanız taşınma günü olur. Her iki yönetimi de en az bir hafta önce arayıp asansörü hangi saat aralığında ayırabileceğinizi, aracın nereye park edeceğini ve güvenlik görevlisine kimin bilgi vereceğini öğrenin. Asansör dar kalıyorsa ya da sitede kullanım kısıtı varsa, 20 kata kadar çalışan dış cephe mobilya asansörümüzle eşyayı balkon veya pencereden indirmek mümkündür; cephenin ve balkonun bu yönteme uygunluğu ekspertizde değerlendirilir.',
      },
      {
        type: 'ul',
        items: [
          'Çıkış ve varış sitesinden taşınma saatleri için yazılı onay alın.',
          'Yük asansörünün kabin ölçülerini ve taşıma kapasitesini sorun; büyük gardırop ve köşe koltuklar için bu bilgi belirleyicidir.',
          'Aidat borcu olmadığını gösteren belgeyi taşıma gününden önce hazır bulundurun.',
          'Yönetimi olmayan apartmanlarda kapıcıyı ve alt kat komşularını önceden bilgilendirin.',
        ],
      },
      { type: 'h2', text: 'Nakliyat sigortası: kapsam ve sizin payınız' },
      {
        type: 'p',
        text: 'Her taşımamızda nakliyat sigortası yer alır; ancak bir hasar durumunda sürecin hızlı işlemesi, eşyanın yola çıkmadan önceki hâlinin kayıt altında olmasına bağlıdır. Değerli ve hassas parçaların fotoğraflarını çekin, varsa faturalarını ayrı bir dosyada saklayın. Yüklemede düzenlenen eşya listesini imzalamadan önce okuyun ve listede yer almayan bir parçanın araca konmadığından emin olun.',
      },
      {
        type: 'p',
        text: 'Teslimatta kolileri ve mobilyaları ekibin yanında kontrol etmeniz önemlidir. Bir hasar fark ederseniz fotoğraflayın ve teslim tutanağına not düşürün. Mücevher, nakit para, tapu, pasaport ve diploma gibi belgeleri ise nakliye aracına koymayın; bunları yanınızda taşımak her zaman en güvenli yoldur.',
      },
      { type: 'h2', text: 'Adres değişikliği ve resmi işlemler' },
      {
        type: 'p',
        text: "Yeni adrese taşındıktan sonra yerleşim yeri değişikliğini 20 iş günü içinde bildirmeniz gerekir. Bu işlemi e-Devlet Kapısı'ndaki adres değişikliği hizmetiyle yapabilirsiniz; sistem, yeni adresinizi elektrik, su ya da doğalgaz aboneliği gibi bir kayıtla doğrulamak isteyebilir. Çevrim içi doğrulama yapılamazsa kira sözleşmesi ya da tapu ile yeni ilçenizdeki nüfus müdürlüğüne başvurmanız gerekir.",
      },
      {
        type: 'ul',
        items: [
          'Adres beyanı tamamlandıktan sonra aile hekiminizi e-Devlet üzerinden yeni evinize yakın bir hekimle değiştirin.',
          'Bankalara, sigorta şirketinize, işvereninize ve düzenli alışveriş yaptığınız sitelere yeni adresinizi bildirin.',
          'Okul çağında çocuğunuz varsa nakil işlemi için yeni okulla erkenden görüşün; bu süreçte güncel adres kaydı istenir.',
          'Serbest çalışıyorsanız ya da bir şirketiniz varsa, iş adresi değişikliğini vergi dairenize ve bağlı olduğunuz meslek odasına bildirin.',
        ],
      },
      { type: 'h2', text: 'Aboneliklerin kapatılması ve yeni şehirde açılması' },
      {
        type: 'p',
        text: "Şehir değiştirdiğinizde abonelikleriniz sizinle gelmez; eskisini kapatıp yenisini açarsınız. İstanbul'da doğalgaz için İGDAŞ'a, su için İSKİ'ye kapatma başvurusu yapmanız, elektrikte ise bulunduğunuz yakadaki görevli tedarik şirketine başvurmanız gerekir. Kapatma sırasında son endeks okunur ve varsa güvence bedeli hesaplanarak iade edilir. Yeni şehirde kurumların adları değişir: Ankara'da su için ASKİ, İzmir'de İZSU hizmet verir; doğalgaz ise her ilde o bölgenin dağıtım şirketi üzerinden açılır.",
      },
      {
        type: 'p',
        text: 'İnternette durum biraz daha karışıktır. Taahhütlü bir aboneliğiniz varsa, önce yeni adreste sağlayıcınızın altyapısı bulunup bulunmadığını sorgulayın. Altyapı varsa nakil talebi oluşturmak çoğu zaman yeterlidir; yoksa taahhüdün cayma bedeli ödenmeden sonlandırılıp sonlandırılamayacağını sözleşmenizden ve sağlayıcınızdan yazılı olarak öğrenin. Kurulum randevuları bazı illerde birkaç gün sürebildiğinden, nakil talebini taşınmadan en az iki hafta önce açmak evden çalışanlar için özellikle önemlidir.',
      },
      {
        type: 'ul',
        items: [
          'Elektrik, su ve doğalgazda kapatma başvurusunu çıkış gününe, açılış başvurusunu varış gününe göre planlayın.',
          'Kapatma sırasında sayaçların fotoğrafını çekin ve son okunan endeksleri not edin.',
          'Doğalgaz açılışından önce yeni evdeki kombinin ve tesisatın kontrol edilmesi gerekebileceğini hesaba katın.',
          'Taahhütlü internet, televizyon ve mobil hat sözleşmelerinizin nakil koşullarını tek tek okuyun.',
        ],
      },
      { type: 'h2', text: 'Taşıma günü ve sonrası için son kontrol listesi' },
      {
        type: 'p',
        text: 'Yükleme günü ekibimiz eşyayı paketler, listeler ve araca yerleştirir; sizin yapmanız gereken, yükleme bitmeden evi oda oda dolaşmaktır. Dolapların içi, çatı arası, kiler ve balkon en sık unutulan yerlerdir. Eşyanız yoldayken telefon ve WhatsApp üzerinden 7/24 ulaşabileceğiniz ekibimizle teslim saatini netleştirir, varış adresindeki yönetimi de bu saate göre bilgilendirirsiniz.',
      },
      {
        type: 'ul',
        items: [
          'Eski evin sayaç endekslerini, anahtar teslimini ve boş hâlinin fotoğraflarını kayıt altına alın.',
          'İlk gece çantasına ilaçları, şarj aletlerini, kimlik belgelerini ve birkaç günlük kıyafeti koyun.',
          'Varışta kolileri üzerlerindeki oda etiketlerine göre yerleştirtin; montaj gerektiren mobilyaları önce kurdurun.',
          'Teslim tutanağını, tüm kolileri ve mobilyaları kontrol ettikten sonra imzalayın.',
        ],
      },
      {
        type: 'p',
        text: 'Şehirlerarası taşınma göz korkutan bir iş gibi görünse de, yapılacaklar haftalara bölündüğünde yük hafifler. Ekspertizden teslim tutanağına kadar her adımı yazılı yürütmek, sürprizleri en aza indirir ve yeni şehirdeki ilk günlerinizi eşya aramakla değil yerleşmekle geçirmenizi sağlar.',
      },
    ],
    author: 'kerem-aydogan',
    date: '2025-04-14',
    category: 'sehirlerarasi',
    readTime: 5,
    tags: ['şehirlerarası taşınma', 'adres değişikliği', 'abonelik taşıma', 'site yönetimi', 'nakliyat sigortası'],
  },
  {
    id: 'nakliyat-fiyatini-belirleyen-etkenler-ve-tasarruf-yollari',
    title: 'Taşınma Fiyatını Neler Belirler, Maliyeti Nasıl Düşürürsünüz?',
    metaTitle: 'Nakliyat Fiyatını Belirleyen Etkenler',
    excerpt:
      'Eşya hacmi, kat ve asansör, mesafe, tarih ve ambalaj teklifi nasıl etkiler? Teklifleri doğru karşılaştırmanın ve maliyeti düşürmenin somut yolları.',
    content: [
      {
        type: 'p',
        text: 'Nakliyat teklifleri arasında belirgin farklar görmek, taşınmaya hazırlanan hemen herkesin yaşadığı bir durumdur. Bu farkların büyük kısmı, firmaların aynı işi farklı varsayımlarla hesaplamasından doğar. Fiyatı oluşturan kalemleri bildiğinizde teklifleri gerçekten karşılaştırabilir, hangi kararınızın maliyeti artırdığını ya da azalttığını önceden görebilirsiniz. Aşağıda, ekspertiz ekibimizin bir teklifi hazırlarken sırayla baktığı etkenleri ve tasarruf için uygulayabileceğiniz yöntemleri bulacaksınız.',
      },
      { type: 'h2', text: 'Eşya hacmi: teklifin temeli' },
      {
        type: 'p',
        text: 'Bir taşımanın maliyetini en çok etkileyen şey, eşyanın kapladığı hacimdir. Hacim; kaç araç gerektiğini, kaç kişilik ekip kurulacağını ve yükleme ile boşaltmanın kaç saat süreceğini belirler. İki evin oda sayısı aynı olsa bile, birinde tavana kadar kitaplık, dolu bir kiler ve depo odası varsa hacim belirgin biçimde büyür. Bu yüzden yalnızca oda sayısına bakılarak telefonda verilen fiyatlar, taşıma günü çoğu zaman değişir.',
      },
      {
        type: 'p',
        text: 'Ücretsiz ekspertiz bu belirsizliği ortadan kaldırmak için yapılır. Uzmanımız evinizi gezer; büyük mobilyaları, beyaz eşyayı, tahmini koli sayısını ve sökülüp takılması gereken parçaları tek tek not eder. Teklif bu listeye dayanır ve teklif taleplerine {replyPromise} içinde dönüş yapılır. Görüntülü görüşmeyle yapılan ön değerlendirmelerde de gardıropların, kilerin ve otopark deposunun içini göstermeniz, sonradan sürpriz çıkmaması için önemlidir.',
      },
      { type: 'h2', text: 'Kat, asansör ve araçtan kapıya uzaklık' },
      {
        type: 'p',
        text: 'Aynı eşyayı giriş katından taşımakla asansörsüz bir binanın beşinci katından indirmek arasında emek farkı büyüktür. Merdivenle taşımada ekip daha kalabalık kurulur, süre uzar ve dar merdiven boşluklarında bazı mobilyaların sökülmesi gerekir. Binada asansör bulunsa bile kabin ölçüsü ve taşıma kapasitesi önemlidir; köşe koltuk ya da üç kapaklı gardırop kabine sığmıyorsa dış cephe asansörü devreye girer.',
      },
      {
        type: 'p',
        text: 'Dış cephe mobilya asansörümüz 20 kata kadar çıkabilir ve tek seferde 500 kilograma kadar yük taşır. Bu yöntem yüksek katlarda süreyi kısaltır, apartman merdivenlerinde çizik ve darbe riskini de azaltır. Kurulum için aracın binanın önüne yanaşabileceği bir alan gerekir; bu alanın bulunup bulunmadığı ekspertizde kontrol edilir.',
      },
      {
        type: 'p',
        text: 'Sık gözden kaçan bir kalem de araçtan kapıya kadar yürünen mesafedir. Cihangir, Kuzguncuk ya da Balat gibi yokuşlu ve dar sokaklı eski semtlerde kamyon binanın önüne yanaşamayabilir. Eşyanın onlarca metre elde taşınması ya da daha küçük bir araca aktarılması, süreyi ve dolayısıyla maliyeti doğrudan etkiler.',
      },
      {
        type: 'ul',
        items: [
          'Teklif hangi kat ve asansör koşullarına göre hesaplandı?',
          'Araç binanın önüne yanaşabilecek mi, yoksa aktarma gerekecek mi?',
          'Dış cephe asansörü gerekiyorsa teklifin içinde yer alıyor mu?',
          'Sökme ve kurma işlemi hangi mobilyaları kapsıyor?',
        ],
      },
      { type: 'h2', text: 'Mesafe ve güzergâh' },
      {
        type: 'p',
        text: "Şehir içi taşımada kilometreden çok trafik belirleyicidir. Bağcılar'dan Esenler'e yapılacak bir taşıma ile Avrupa Yakası'ndan Anadolu Yakası'na, örneğin Bahçelievler'den Ataşehir'e yapılacak bir taşıma arasında yolda geçen süre çok farklıdır. Köprü geçişleri ve E-5 ile TEM üzerindeki yoğun saatler ekibin sahada kaldığı süreyi uzatır. Şehirlerarası taşımada ise kilometre, otoyol ve köprü geçiş ücretleri, yakıt ve aracın dönüş yolunda boş kalıp kalmayacağı hesaba girer.",
      },
      {
        type: 'p',
        text: 'Az eşyanız varsa bütün bir kamyon tutmanız gerekmeyebilir. Öğrenci evi, tek bir oda ya da birkaç parça mobilya için daha küçük bir araç veya parça eşya taşıması çoğu zaman yeterlidir; parça eşya ve koli taşımaları için en az iki saat önceden rezervasyon yapmanız yeterlidir. Yükünüze hangi seçeneğin uyduğunu ekspertiz sırasında birlikte değerlendirebiliriz.',
      },
      { type: 'h2', text: 'Tarih seçimi' },
      {
        type: 'p',
        text: 'Taşınma talebi yıl içinde eşit dağılmaz. Kira sözleşmelerinin çoğu ay başında başlayıp ay sonunda bittiği için ayın son ve ilk günleri, okulların kapandığı yaz ayları ve cumartesiler en yoğun dönemlerdir. Yoğun günlerde uygun araç ve ekip bulmak zorlaşır. Ayın ortasında salı, çarşamba ya da perşembe gibi bir gün seçmek çoğu zaman daha esnek bir planlamaya ve daha uygun koşullara imkân tanır.',
      },
      {
        type: 'p',
        text: 'Taşımalarımızı {moveDaysFromTo} {moveHours} arasında planlıyoruz. Acil durumlarda günün her saatinde taşıma yapabiliyoruz; ancak mesai dışındaki ve son dakikaya kalan taşımalar, ekip ile aracın başka bir işten kaydırılmasını gerektirdiği için planlı bir taşımaya göre daha maliyetli olabilir.',
      },
      { type: 'h2', text: 'Ambalaj ve ek hizmetler' },
      {
        type: 'p',
        text: 'Paketlemenin tamamını ekibe bırakmak taşınmanın en rahat yoludur, ancak malzeme ve işçilik de teklife eklenir. Koli, balonlu naylon, streç film, köşe koruyucu ve askılı elbise kolisi gibi malzemelerin miktarı eşya hacmiyle birlikte artar. Mobilya sökme ve kurma, beyaz eşya bağlantılarının sökülmesi, piyano ya da çelik kasa gibi ağır parçalar ve geçici depolama da teklifte ayrı kalemler olarak yer alır.',
      },
      { type: 'h2', text: 'Özel eşyalar ve tarih uyuşmazlıkları' },
      {
        type: 'p',
        text: 'Bazı parçalar hacimlerinden çok daha fazla emek ister. Piyano, mermer tablalı yemek masası, büyük akvaryum, antika vitrin ya da çelik kasa için ek personel, özel taşıma kayışları ve bazen ayrı bir ambalaj gerekir. Bu eşyaları ekspertizde ayrıca belirtmeniz, teklifin taşıma günü değişmemesi için en etkili önlemdir.',
      },
      {
        type: 'p',
        text: 'Eski evden çıkış ile yeni evin teslimi arasında birkaç gün boşluk kalması da maliyeti artıran yaygın bir durumdur. Eşya bu arada araçta bekletilemeyeceği için ya geçici depolama ya da iki ayrı taşıma günü gerekir. Kira sözleşmelerini imzalarken teslim tarihlerini birbirine yaklaştırmak, bu ek kalemi baştan ortadan kaldırır.',
      },
      {
        type: 'ul',
        items: [
          'Ağır ve hassas eşyaları ekspertiz listesine ayrıca yazdırın.',
          'Çıkış ve giriş tarihleri arasında boşluk varsa depolama seçeneğini teklifle birlikte sorun.',
          'Yeni evde boya veya tadilat yapılacaksa taşınma gününü işlerin bitişine göre belirleyin.',
        ],
      },
      { type: 'h2', text: 'Maliyeti düşürmenin somut yolları' },
      {
        type: 'ul',
        items: [
          'Taşınmadan önce ayıklayın: kullanmadığınız eşyayı satmak, bağışlamak ya da geri dönüşüme vermek hacmi doğrudan küçültür.',
          'Kitap, kıyafet ve kırılmayan eşyaları kendiniz kolileyin; hassas parçaları ve mobilyaları ekibe bırakın.',
          'Tarih konusunda esnek olun; ayın ortası ve hafta içi günler genellikle daha uygundur.',
          'Site yönetimi ve asansör iznini önceden alın; taşıma günü kapıda beklenen her saat süreyi uzatır.',
          'Ekspertizde her şeyi gösterin: çatı arası, kiler ve otopark deposu sonradan ortaya çıkarsa plan bozulur.',
          'Teklifleri kalem kalem karşılaştırın: sigorta, ambalaj, sökme-kurma ve dış cephe asansörünün dahil olup olmadığına bakın.',
        ],
      },
      {
        type: 'p',
        text: 'Düşük görünen bir teklif ambalajı, sigortayı ya da kat farkını içermiyorsa, taşıma günü yeni kalemlerle büyüyebilir. Her taşımamızda nakliyat sigortası yer aldığı için bu kalemi ayrıca pazarlık konusu yapmanız gerekmez; yine de sigortanın hangi durumları kapsadığını yazılı olarak istemenizi öneririz.',
      },
      { type: 'h2', text: 'Teklifi onaylamadan önce' },
      {
        type: 'p',
        text: 'Sözleşmede taşıma tarihi ve saat aralığı, çıkış ve varış adresleri, kat ve asansör bilgisi, ambalajın kapsamı, sökülüp kurulacak mobilyalar ve sigorta koşulları açıkça yazmalıdır. Bu bilgiler kâğıt üzerinde netse taşıma günü tartışmaya yer kalmaz ve ödediğiniz bedelin neyi karşıladığını baştan bilirsiniz.',
      },
    ],
    author: 'selin-yildirim',
    date: '2025-09-22',
    category: 'maliyet',
    readTime: 5,
    tags: ['nakliyat fiyatı', 'taşınma maliyeti', 'ücretsiz ekspertiz', 'asansörlü taşıma', 'teklif karşılaştırma'],
  },
  {
    id: 'oda-oda-paketleme-rehberi',
    title: 'Oda Oda Paketleme: Kırılacak Eşya, Gardırop ve Elektronik İçin Rehber',
    metaTitle: 'Oda Oda Paketleme Rehberi',
    excerpt:
      'Mutfaktan yatak odasına, televizyondan buzdolabına kadar her oda için doğru koli, doğru sarma yöntemi ve taşınma öncesi son gün kontrol listesi.',
    content: [
      {
        type: 'p',
        text: 'Taşınmada hasarların büyük bölümü yolda değil, yanlış hazırlanmış bir kolinin içinde başlar. Ağır kitapların büyük koliye doldurulması, tabakların yatay dizilmesi ya da televizyonun yalnızca bir battaniyeye sarılması, en özenli ekibin bile önleyemeyeceği sorunlara yol açar. Bu rehberde evi oda oda ele alıyor, paketleme ekibimizin her gün uyguladığı yöntemleri sizinle paylaşıyoruz.',
      },
      { type: 'h2', text: 'Başlamadan önce: malzeme ve sıra' },
      {
        type: 'p',
        text: 'Paketlemeye taşınmadan yaklaşık iki hafta önce, en az kullandığınız odadan başlayın. Misafir odası, depo ve kitaplık ilk sıraya, mutfak ve banyo en sona kalır. Bir odayı bitirmeden diğerine geçmemek, yarım kalmış kolilerin evin her köşesine dağılmasını önler ve neyin hazır olduğunu görmenizi kolaylaştırır.',
      },
      {
        type: 'ul',
        items: [
          'Çift oluklu, farklı boylarda koliler: küçük koliler ağır eşya, büyük koliler hafif eşya içindir.',
          'Balonlu naylon, mürekkep bırakmayan ambalaj kâğıdı ve streç film.',
          'Geniş koli bandı, kalın uçlu kalem ve odalara göre renkli etiketler.',
          'Mobilya köşeleri için köşe koruyucu, vidalar için ağzı kilitli küçük poşetler.',
        ],
      },
      {
        type: 'p',
        text: 'Her koliye üç bilgi yazın: gideceği oda, kısa bir içerik notu ve gerekiyorsa "kırılacak" ya da "bu taraf yukarı" uyarısı. Yazıyı kolinin üstüne değil yan yüzüne yazmak, koliler üst üste dizildiğinde de okunmasını sağlar. Tek kişinin rahatça kaldıramayacağı kadar ağır bir koli hem taşıyanı zorlar hem de dibinden açılma riski taşır; böyle bir koliyi ikiye bölün.',
      },
      { type: 'h2', text: 'Mutfak: kırılacak eşyanın merkezi' },
      {
        type: 'p',
        text: 'Mutfak, evin en çok koli çıkaran ve en fazla dikkat isteyen bölümüdür. Kolinin dibine buruşturulmuş kâğıttan bir yastık yapın. Tabakları tek tek kâğıda sarıp koliye yatay değil dik olarak, tıpkı bulaşık makinesindeki gibi yan yana dizin; dik duran tabak, üstten gelen baskıyı kenarıyla karşılar ve çok daha zor kırılır. Bardak ve kadehler için bölmeli koliler kullanın, kadehlerin ince ayaklarını ayrıca sarın.',
      },
      {
        type: 'ul',
        items: [
          'Tencere ve tavaları iç içe yerleştirip aralarına kâğıt koyun; cam kapakları ayrı sarın.',
          'Açılmış sıvı ve baharat kavanozlarının ağzını streç filmle kapatıp poşete koyun.',
          'Bıçakları kalın kartona sarıp bantlayın ve koliye "kesici" yazın.',
          'Küçük ev aletlerini mümkünse orijinal kutularına, kabloları bantlanmış şekilde yerleştirin.',
          'Son gün kullanacağınız bir tabak, bardak ve çatal takımını ayrı bir koliye ayırın.',
        ],
      },
      { type: 'h2', text: 'Yatak odası ve gardıroplar' },
      {
        type: 'p',
        text: 'Gardıropları içi dolu taşımak gövdeyi zorlar, menteşeleri ve rayları yerinden oynatır; bu yüzden dolaplar önce boşaltılır. Askıdaki takım elbise, ceket ve elbiseler için askılı elbise kolisi en pratik çözümdür: kıyafetler askısından çıkarılmadan koliye asılır ve yeni evde ütü gerektirmeden dolaba geri geçer. Katlanmış giysiler, nevresimler ve havlular hafif olduğu için büyük kolilere ya da valizlere uygundur.',
      },
      {
        type: 'p',
        text: 'Sürgülü ve çok kapaklı gardıroplar genellikle sökülerek taşınır. Sökme işini ekibimize bırakıyorsanız bile çekmecelerin içini boşaltın. Sökülen her parçanın vidalarını bir poşete koyup poşeti o parçanın üzerine bantlamak, kurulumun saatler yerine dakikalar sürmesini sağlar. Yatak için yatak kılıfı ya da kalın naylon kullanın; böylece yolda tozdan ve nemden korunur.',
      },
      {
        type: 'ul',
        items: [
          'Takıları ve küçük değerli eşyaları koliye değil, yanınızdaki çantaya koyun.',
          'Aynaları ve cam kapakları köşe koruyucu ve kartonla kaplayın, koliye "cam" yazın.',
          'Şifonyer çekmecelerini ya tamamen boşaltın ya da streç filmle gövdeye sabitleyin.',
        ],
      },
      { type: 'h2', text: 'Salon ve elektronik' },
      {
        type: 'p',
        text: 'Televizyon ve monitör gibi ekranlı cihazlar en iyi orijinal kutularında korunur. Kutunuz yoksa ekranı önce yumuşak bir örtüyle kapatın, ardından balonlu naylonla sarın; streç filmi doğrudan ekran yüzeyine sarmayın, iz bırakabilir. Ekranlı cihazlar araçta her zaman dik konumda taşınmalıdır.',
      },
      {
        type: 'p',
        text: 'Sökmeden önce televizyonun, modemin ve bilgisayarın arkasındaki kablo bağlantılarının fotoğrafını çekin. Kabloları cihaz bazında ayrı poşetlere koyup etiketlemek, yeni evde hangi kablonun nereye gittiğini aramanızı önler. Masaüstü bilgisayarlarda önemli verilerin yedeğini taşınmadan önce alın; dizüstü bilgisayar ve tabletleri ise nakliye aracına koymak yerine yanınızda götürün.',
      },
      {
        type: 'ul',
        items: [
          'Oyun konsolu, hoparlör ve modem için mümkünse orijinal kutuları kullanın.',
          'Kumandaların pillerini çıkarın; sızan pil cihazın içini bozabilir.',
          'Tablo ve çerçevelere köşe koruyucu taktıktan sonra iki yüzünü kartonla kapatın.',
          'Deri koltukları doğrudan streç filmle sarmayın; önce battaniye ya da örtüyle kaplayarak sıcak havada oluşabilecek nemin ve izlerin önüne geçin.',
        ],
      },
      { type: 'h2', text: 'Kitaplık ve çalışma odası' },
      {
        type: 'p',
        text: 'Kitaplar, evin küçük hacimde en ağır eşyasıdır ve her zaman küçük kolilere konmalıdır. Kitapları koliye yatay ya da sırtları aşağı gelecek şekilde dik dizin; sayfa tarafı aşağıda duran bir kitabın cildi kısa sürede bozulur. Koli tamamen dolmadıysa kalan boşluğu kâğıtla doldurun ki içerik yolda kaymasın.',
      },
      {
        type: 'p',
        text: 'Çalışma odasındaki evrakları klasörleriyle birlikte kolilemek, yeni evde dosyaları yeniden düzenleme zahmetini ortadan kaldırır. Tapu, kira sözleşmesi, sigorta poliçesi ve kimlik fotokopileri gibi taşınma sürecinde ihtiyaç duyabileceğiniz belgeleri ise tek bir dosyada toplayıp yanınızda götürün.',
      },
      { type: 'h2', text: 'Beyaz eşya' },
      {
        type: 'p',
        text: 'Buzdolabını taşıma gününden bir gün önce boşaltıp fişten çekin, kapaklarını açık bırakarak buzunun çözülmesini ve içinin kurumasını bekleyin. Çamaşır makinesinde kazanı sabitleyen nakliye vidalarını, elinizde varsa, yerine takın; bu vidalar olmadan taşınan makinenin kazanı yolda zarar görebilir. Bulaşık ve çamaşır makinesinin hortumlarında kalan suyu da boşaltın.',
      },
      {
        type: 'p',
        text: 'Yeni evde buzdolabını yerine koyduktan sonra hemen çalıştırmayın. Kompresör yağının yerine oturması için bir süre bekletmek üreticilerin sık yaptığı bir tavsiyedir; bekleme süresi modele ve taşıma konumuna göre değiştiği için kendi cihazınızın kullanım kılavuzuna bakın.',
      },
      { type: 'h2', text: 'Banyo, çocuk odası ve balkon' },
      {
        type: 'p',
        text: 'Banyoda açılmış şampuan, deterjan ve temizlik sıvılarını kapakları bantlanmış hâlde, sızdırmaz poşetlerle ayrı bir koliye koyun ve bu koliyi kumaş ya da kâğıt eşyayla asla karıştırmayın. İlaçları ise ilk gece çantanıza ekleyin.',
      },
      {
        type: 'p',
        text: 'Çocuk odasında oyuncakları ve çocuğunuzun ilk gece ihtiyaç duyacağı eşyaları ayrı bir koliye koyup "ilk açılacak" diye işaretlemek, yeni evde uyku düzenini korumaya yardımcı olur. Balkondaki saksıların toprağını, taşınmadan birkaç gün önce sulamayı azaltarak hafifletin; çamaşır kurutmalığını ve balkon mobilyalarını da temizleyip kuruladıktan sonra paketleyin.',
      },
      { type: 'h2', text: 'Son gün kontrol listesi' },
      {
        type: 'ul',
        items: [
          'Tüm kolilerin kapalı, bantlı ve etiketli olduğunu kontrol edin.',
          'Kırılacak kolilerle ağır kolilerin ayrı yerlerde toplandığından emin olun.',
          'Belgeleri, takıları, ilaçları ve dizüstü bilgisayarı yanınızdaki çantaya alın.',
          'Boşaltılan dolaplara, çekmecelere ve çatı arasına son bir kez bakın.',
        ],
      },
      {
        type: 'p',
        text: 'Paketlemeyi tamamen ya da kısmen ekibimize bırakmak isterseniz, ücretsiz ekspertiz sırasında hangi odaları sizin, hangilerini bizim hazırlayacağımızı birlikte belirleyebiliriz. İyi hazırlanmış kolilerle taşınma günü, yalnızca yükleme ve boşaltmadan ibaret kalır.',
      },
    ],
    author: 'mustafa-kaya',
    date: '2026-02-09',
    category: 'paketleme',
    readTime: 5,
    tags: ['paketleme', 'kırılacak eşya', 'gardırop taşıma', 'elektronik paketleme', 'beyaz eşya taşıma'],
  },
];

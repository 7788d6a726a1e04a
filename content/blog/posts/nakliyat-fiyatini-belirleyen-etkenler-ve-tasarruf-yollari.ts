import type { BlogPost } from '../../types';

export const nakliyatFiyatiniBelirleyenEtkenlerVeTasarrufYollari: BlogPost = {
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
      text: 'Düşük görünen bir teklif ambalajı, sigortayı ya da kat farkını içermiyorsa, taşıma günü yeni kalemlerle büyüyebilir. {insuranceNote} Sigortanın hangi durumları kapsadığını yazılı olarak istemenizi öneririz.',
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
};

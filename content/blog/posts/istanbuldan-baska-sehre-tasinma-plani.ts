import type { BlogPost } from '../../types';

export const istanbuldanBaskaSehreTasinmaPlani: BlogPost = {
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
      text: '{insuranceNote} Bir hasar durumunda sürecin hızlı işlemesi, eşyanın yola çıkmadan önceki hâlinin kayıt altında olmasına bağlıdır. Değerli ve hassas parçaların fotoğraflarını çekin, varsa faturalarını ayrı bir dosyada saklayın. Yüklemede düzenlenen eşya listesini imzalamadan önce okuyun ve listede yer almayan bir parçanın araca konmadığından emin olun.',
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
};

import type { ServiceText } from '../types';

export const serviceTextsPart1: Record<string, ServiceText> = {
  'sehir-ici-tasima': {
    title: 'Şehir İçi Taşıma',
    description:
      "İstanbul'un iki yakası arasında ya da aynı ilçe içinde eşyanızı paketleme, montaj ve sigortayla aynı gün yeni adresinize taşıyoruz.",
    detailedDescription: [
      "İstanbul içinde taşınmak, kilometre olarak kısa görünse de trafik, dar sokaklar ve köprü geçişleri yüzünden ciddi bir planlama ister. {foundingYear:ablative} beri {district:locative}ki merkezimizden çıkan ekiplerimiz Esenyurt'tan Kartal'a, Sarıyer'den Küçükçekmece'ye kadar şehrin her köşesinde çalışır. Güzergâhı taşıma gününden önce belirler, Avrupa ile Anadolu yakası arasındaki geçişlerde köprü trafiğinin en yoğun olduğu saatleri dışarıda bırakan bir yükleme planı yaparız. Yüklemeye çoğunlukla sabah {moveStart:locative} başladığımız için eşyanız akşam trafiği yoğunlaşmadan yeni evinize ulaşmış olur.",
      'Taşıma günü ekibimiz, eşyanın hacmine göre seçilen kapalı kasa kamyon ya da kamyonetle gelir. Kırılacak eşyalar tabak ayırıcılı kolilere, camlı vitrinler ve aynalar köşe koruyuculu mukavvaya, koltuklar streç filme sarılır. Gardırop, karyola ve çalışma masası gibi mobilyaları sökerken vidaları ve bağlantı parçalarını etiketli poşetlerde saklar, yeni adreste aynı ekiple kurarız. Apartman girişlerine ve asansör kabinlerine koruma kartonu döşeyerek hem eski hem yeni binada zemini ve duvarları çizikten koruruz.',
      'Sizden beklediğimiz hazırlık kısadır: ücretsiz ekspertiz için bir randevu vermeniz, taşıma gününden önce site ya da apartman yönetimine haber vermeniz ve kamyonun bina önüne yanaşabileceği alanın boş kalmasını sağlamanız yeterlidir. Cihangir, Balat veya Kuzguncuk gibi dar ve yokuşlu sokaklarda büyük aracın giremediği durumlarda eşyayı küçük araçla aktarır ya da dış cephe asansörü kurarız. Mücevher, nakit ve önemli evrakı yanınızda taşımanızı öneririz; geri kalan her şey tam kapsamlı nakliyat sigortası altındadır.',
    ],
    features: [
      {
        title: 'Köprü ve trafik planı',
        text: 'Yavuz Sultan Selim, Fatih Sultan Mehmet ve 15 Temmuz Şehitler köprülerinden hangisinin aracımızın tipine ve taşıma saatine uygun olduğunu önceden belirleriz.',
      },
      {
        title: 'Aynı gün teslim',
        text: 'Yükleme, yolculuk ve yerleştirme, şehir içindeki daire taşımalarının çoğunda tek iş gününde tamamlanır.',
      },
      {
        title: 'Sökme ve kurma dahil',
        text: 'Dolap, karyola ve modüler mobilyaları söker, yeni evinizde aynı ekip yeniden kurar.',
      },
      {
        title: 'Bina koruması',
        text: 'Merdivenler, asansör kabini ve giriş zemini kartonla örtülür, kapı kasalarına köşe koruyucu takılır.',
      },
      {
        title: 'Dar sokak çözümü',
        text: 'Kamyonun giremediği sokaklarda küçük araçla aktarma yapar ya da dış cephe asansörü kurarız.',
      },
      {
        title: 'Kapıdan kapıya sigorta',
        text: 'Her şehir içi taşıma, yükleme anından teslimata kadar nakliyat sigortası kapsamındadır.',
      },
    ],
    steps: [
      {
        title: 'Ücretsiz ekspertiz',
        text: 'Uzmanımız evinizi ziyaret ederek eşya hacmini, kat sayısını, asansör ve sokak durumunu yerinde inceler.',
      },
      {
        title: 'Güzergâh ve saat planı',
        text: 'Eski ve yeni adres arasındaki yolu, köprü geçişini ve iki binanın taşınma saatlerini dikkate alarak yükleme saatini belirleriz.',
      },
      {
        title: 'Paketleme ve yükleme',
        text: 'Ekip sabah gelir, mobilyaları söker, eşyayı paketler ve araca ağırdan hafife doğru sabitleyerek yükler.',
      },
      {
        title: 'Teslim ve kurulum',
        text: 'Yeni adreste eşyalar istediğiniz odalara yerleştirilir, mobilyalar kurulur, ambalaj atıkları toplanır.',
      },
    ],
    faq: [
      {
        question: 'İstanbul içinde taşınmanın ücreti nasıl belirleniyor?',
        answer:
          'Ücreti eşya hacmi, iki adres arasındaki mesafe, kat ve asansör durumu ile paketleme ihtiyacı belirler. Şehir içi taşımada başlangıç fiyatımız {price} olup kesin tutarı ücretsiz ekspertizden sonra yazılı olarak bildiririz.',
      },
      {
        question: 'Bir daireyi şehir içinde taşımak ne kadar sürer?',
        answer:
          'Eşya miktarına ve trafiğe bağlı olarak şehir içi bir taşıma genellikle {duration} içinde tamamlanır. 3+1 bir daire, 1+1 bir daireye göre doğal olarak daha uzun sürer; öngörülen süreyi ekspertiz sırasında size ayrıca söyleriz.',
      },
      {
        question: 'Anadolu yakasından Avrupa yakasına taşınmak işi zorlaştırır mı?',
        answer:
          'Yakalar arası taşıma için ayrı bir hizmet koşulu yoktur; şehrin tamamında aynı ekip ve aynı sigortayla çalışırız. Asıl belirleyici köprü trafiği olduğundan yüklemeyi sabah erken başlatır, geçişi yoğun saatlerin dışına denk getirmeye çalışırız.',
      },
      {
        question: 'Hafta içi izin alamıyorum, hangi günlerde taşıma yapıyorsunuz?',
        answer:
          'Planlı taşımalarımızı {moveDaysFromTo} {moveHours} arasında yaparız; cumartesi de bu takvime dahildir. Acil durumlarda günün her saatinde taşıma yapabiliriz ve bize telefon ile WhatsApp üzerinden 7/24 ulaşabilirsiniz.',
      },
      {
        question: 'Binamızda asansör yok, ağır eşyalar merdivenden nasıl indirilir?',
        answer:
          'Asansörsüz binalarda ağır parçaları taşıma kayışlarıyla ve en az iki kişilik ekiple indiririz. Merdiven boşluğuna sığmayan koltuk veya dolaplar için 20. kata kadar çalışabilen dış cephe asansörümüzü kullanırız; hangisinin gerektiğine ekspertizde birlikte karar veririz.',
      },
      {
        question: 'Taşınmadan önce site yönetimine haber vermem gerekiyor mu?',
        answer:
          'Evet, öneririz. Birçok site ve apartman taşınma için belirli saatler ve asansör kullanım kuralları koyar. Yönetimden aldığınız saat bilgisini bize iletirseniz ekibin varış saatini buna göre ayarlar, gerekiyorsa asansör kabinini koruma kartonuyla kaplarız.',
      },
    ],
    keywords: [
      'istanbul şehir içi nakliyat',
      'şehir içi evden eve taşıma',
      'istanbul içi ev taşıma',
      'anadolu yakası avrupa yakası nakliyat',
      'şehir içi nakliyat',
      'istanbul ev taşıma firması',
    ],
  },

  'sehirlerarasi-tasima': {
    title: 'Şehirlerarası Taşıma',
    description:
      "İstanbul'dan {provinceCount} ile sigortalı taşıma: Marmara'ya 24, Ege, Akdeniz ve İç Anadolu'ya 48, diğer bölgelere 72 saatte teslim.",
    detailedDescription: [
      "Başka bir şehre taşınmak, eşyanızın yüzlerce kilometre boyunca sarsıntıya, sıcaklık farkına ve uzun yolculuğa dayanmasını gerektirir. Bu yüzden şehirlerarası taşımalarda paketlemeyi şehir içine göre daha sıkı yaparız: her koli bantla iki kez kapatılır, mobilyalar önce battaniyeyle sonra streç filmle sarılır, beyaz eşyalar araç içinde kayışla sabitlenir. İstanbul'dan çıkan araçlarımız Marmara Bölgesi'ne 24 saatte, Ege, Akdeniz ve İç Anadolu'ya 48 saatte, Karadeniz, Doğu Anadolu ve Güneydoğu Anadolu'ya ise 72 saatte ulaşır.",
      "Güzergâhı yükleme tarihinden önce çıkarırız. Ankara yönünde Anadolu Otoyolu ve Bolu Dağı Tüneli, İzmir yönünde Osmangazi Köprüsü üzerinden İstanbul-İzmir Otoyolu, Edirne yönünde Trakya otoyolu, Çanakkale için ise Malkara üzerinden 1915 Çanakkale Köprüsü başlıca seçeneklerimizdir. Kış aylarında Erzurum, Kars ya da Ağrı'ya giden yüklerde dağ geçitlerindeki kar durumunu izleriz; yaz aylarında Adana, Şanlıurfa veya Diyarbakır'a giden araçlarda ise yüklemeyi günün serin saatlerine çekeriz.",
      'Teslimat tarafında da aynı titizliği sürdürürüz. Varış şehrindeki binanın asansör durumu, sokağın kamyona uygunluğu ve site kuralları ekspertiz sırasında sizinle birlikte öğrenilir; eşya indirildikten sonra mobilyalar kurulur ve koliler belirttiğiniz odalara bırakılır. Yeni evinize sizden önce ya da sonra varacaksak teslim saatini birlikte planlar, eşyanın yol boyunca tam kapsamlı nakliyat sigortası altında olduğunu yazılı olarak belgeleriz.',
    ],
    features: [
      {
        title: '{provinceCount} ile teslimat',
        text: "Edirne'den Hakkari'ye kadar Türkiye'nin bütün illerine İstanbul çıkışlı taşıma yaparız.",
      },
      {
        title: 'Bölgeye göre net süre',
        text: 'Marmara 24, Ege, Akdeniz ve İç Anadolu 48, Karadeniz ile doğu ve güneydoğu illeri 72 saat içinde teslim edilir.',
      },
      {
        title: 'Uzun yol ambalajı',
        text: 'Çift bantlı koli, battaniye ve streç film katmanları eşyayı yol boyunca sarsıntıdan korur.',
      },
      {
        title: 'Mevsime göre rota',
        text: 'Kışın dağ geçitlerindeki kar, yazın güney illerindeki sıcaklık rota ve yükleme planına yansıtılır.',
      },
      {
        title: 'Varışta kurulum',
        text: 'Yeni şehirdeki evinizde mobilyalar kurulur, koliler ilgili odalara taşınır.',
      },
      {
        title: 'Yol boyu sigorta',
        text: 'Eşyanız yüklendiği andan teslim edildiği ana kadar tam kapsamlı nakliyat sigortasıyla güvencededir.',
      },
    ],
    steps: [
      {
        title: 'Ekspertiz ve envanter',
        text: "İstanbul'daki evinizde eşya listesi çıkarılır, hacim ölçülür, hassas parçalar ayrıca not edilir.",
      },
      {
        title: 'Rota ve teslim tarihi',
        text: 'Varış iline göre güzergâh seçilir, bölgenin teslim süresine göre yükleme ve varış günleri belirlenir.',
      },
      {
        title: 'Uzun yola hazırlık',
        text: 'Eşyalar uzun yola uygun katmanlarla paketlenir, araç içinde kayış ve ara bölmelerle sabitlenir.',
      },
      {
        title: 'Varış, boşaltma ve kurulum',
        text: 'Yeni adreste eşyalar listeyle karşılaştırılarak indirilir, mobilyalar kurulur ve teslim tutanağı imzalanır.',
      },
    ],
    faq: [
      {
        question: "İstanbul'dan Ankara'ya ya da İzmir'e taşınma ne kadar sürer?",
        answer:
          "Ankara İç Anadolu'da, İzmir Ege'de olduğu için eşyanız yüklendikten sonra 48 saat içinde bu iki şehre ulaşır. Marmara illerinde süre 24 saate iner; Karadeniz, Doğu ve Güneydoğu Anadolu'da 72 saate çıkar. Genel olarak şehirlerarası taşımalarımız {duration} içinde tamamlanır.",
      },
      {
        question: 'Şehirlerarası taşımanın fiyatı neye göre değişir?',
        answer:
          'Tutarı en çok eşya hacmi, varış ilinin uzaklığı ve iki uçtaki kat ile asansör durumu belirler. Bu hizmette fiyatlarımız {price} seviyesinden başlar; ücretsiz ekspertizin ardından kesin tutarı yazılı teklif olarak iletiriz.',
      },
      {
        question: 'Kışın doğu illerine taşınmak sorun olur mu?',
        answer:
          'Kış aylarında Erzurum, Kars, Ağrı ve Van gibi illere giden taşımalarda yol ve geçit durumunu her gün takip ederiz. Araçlarımız kış koşullarına uygun donanımla yola çıkar; karayolunun kapandığı nadir durumlarda sizi hemen bilgilendirir, teslim saatini yeniden planlarız. Eşyanız bu bekleme sırasında da sigorta kapsamında kalır.',
      },
      {
        question: 'Yeni evim teslim tarihinde hazır olmazsa ne olur?',
        answer:
          "Teslim gününü sizin varış tarihinize göre planlarız. Evin hazır olması gecikecekse eşyanızı İstanbul'daki kuru, kamera ile izlenen ve yangına karşı korunan depomuzda aylık kiralamayla, en az bir ay süreyle bekletebiliriz. Yerinize bir yakınınızın teslim almasını isterseniz adını bize önceden bildirmeniz yeterlidir.",
      },
      {
        question: 'Hangi eşyaları kendim taşımalıyım?',
        answer:
          'Kimlik, tapu ve diploma gibi belgeleri, mücevher ile nakit parayı ve düzenli kullandığınız ilaçları yanınızda götürmenizi öneririz. Sıcaktan etkilenebilecek mum, kozmetik ürünler ve saksı bitkileri için de aynısı geçerlidir; özellikle yaz aylarında güney ve güneydoğu illerine yapılan taşımalarda bu önemlidir.',
      },
      {
        question: 'Hangi illere taşıma yapıyorsunuz?',
        answer:
          "{coverage} genelinde hizmet veriyoruz; Edirne'den Hakkari'ye, Sinop'tan Hatay'a kadar her ile İstanbul çıkışlı taşıma yaparız. Yola çıkmadan önce varış ilindeki adresin araç yanaşmasına uygun olup olmadığını sizinle birlikte kontrol ederiz.",
      },
    ],
    keywords: [
      'şehirlerarası nakliyat',
      'istanbul şehirlerarası evden eve nakliyat',
      'şehirlerarası nakliyat fiyatları',
      'istanbul izmir evden eve taşıma',
      'şehirler arası ev taşıma firması',
      '{provinceCount} il nakliyat',
    ],
  },

  'ofis-tasima': {
    title: 'Ofis Taşıma',
    description:
      'Ofisinizi iş akışını aksatmadan taşıyoruz: bilgisayarlar etiketlenip ambalajlanır, arşiv numaralı kolilerle yeni adrese eksiksiz ulaşır.',
    detailedDescription: [
      "Bir ofis taşımasında asıl maliyet çoğu zaman nakliye değil, çalışılamayan saatlerdir. Bu yüzden ofis taşımalarını departman departman planlar, her masa, dolap ve koli için kat ve oda numarası içeren bir etiket sistemi kurarız. Maslak, Levent, Ataşehir veya Kozyatağı'ndaki plazalarda yük asansörü ve yükleme rampası kullanımı bina yönetiminden önceden randevu alınarak ayarlanır; araçlarımız yönetimin belirlediği yükleme noktasına yanaşır.",
      'Bilgisayar, monitör, yazıcı ve sunucu gibi cihazları antistatik ambalajla sarar, kablolarını cihazla eşleşen etiketlerle ayrı poşetlere koyarız. Ağ ve yazılım kurulumunu sizin bilgi işlem ekibiniz yapar; biz fiziksel taşımayı ve yerleştirmeyi üstleniriz. Toplantı masaları, modüler çalışma istasyonları ve çelik dolaplar sökülür, yeni ofiste yerleşim planınıza göre kurulur. Gizlilik taşıyan dosyalar bantla mühürlenmiş arşiv kolilerinde, açılmadan ve sayılarak teslim edilir.',
      'İşinizin durmaması için taşımayı çoğunlukla cuma günü paketleme, cumartesi yükleme ve kurulum olarak kurgularız; pazartesi sabahı çalışanlarınız masalarına oturduğunda hazır bir ofis bulur. Daha büyük işletmelerde taşıma birkaç güne bölünür ve her gün bir departman taşınır. Sizden beklediğimiz; bir irtibat kişisi belirlemeniz, yeni ofisin yerleşim planını paylaşmanız ve çalışanların kişisel eşyalarını kendi kolilerine koymalarını sağlamanızdır.',
    ],
    features: [
      {
        title: 'Departman bazlı plan',
        text: 'Taşıma, her departmanın çalışmaya ara verdiği süreyi en aza indirecek bir sırayla yapılır.',
      },
      {
        title: 'Kat ve oda etiketi',
        text: 'Her koli ve mobilya, yeni ofisteki katını ve odasını gösteren etiketle işaretlenir.',
      },
      {
        title: 'Elektronik cihaz ambalajı',
        text: 'Bilgisayar, sunucu ve yazıcılar antistatik malzeme ve darbe emici dolguyla paketlenir.',
      },
      {
        title: 'Arşiv güvenliği',
        text: 'Dosya kolileri bantla mühürlenir, sayılarak yüklenir ve açılmadan teslim edilir.',
      },
      {
        title: 'Plaza koordinasyonu',
        text: 'Yük asansörü, rampa ve güvenlik girişleri bina yönetimiyle önceden ayarlanır.',
      },
      {
        title: 'Çalışma istasyonu kurulumu',
        text: 'Modüler masalar, toplantı masaları ve dolaplar yeni yerleşim planına göre kurulur.',
      },
    ],
    steps: [
      {
        title: 'Ofis ekspertizi',
        text: 'Uzmanımız mevcut ofisi gezer, masa, cihaz ve arşiv miktarını çıkarır, yeni ofisin planını inceler.',
      },
      {
        title: 'Taşıma takvimi',
        text: 'Departman sırası, tarih aralığı ve bina yönetimlerinden alınacak izinler yazılı bir planda toplanır.',
      },
      {
        title: 'Etiketleme ve paketleme',
        text: 'Çalışanlara koliler dağıtılır, ortak alanlar ve cihazlar ekibimizce etiketlenerek paketlenir.',
      },
      {
        title: 'Kurulum ve son kontrol',
        text: 'Yeni ofiste mobilyalar kurulur, koliler etiketteki odalara bırakılır, irtibat kişinizle birlikte son kontrol yapılır.',
      },
    ],
    faq: [
      {
        question: 'Ofis taşıması sırasında işimiz ne kadar süre durur?',
        answer:
          'Küçük ve orta ölçekli ofislerde taşıma genellikle {duration} içinde biter. Cumartesi yapılan taşımalarda çalışanlarınız pazartesi sabahı yeni ofiste işe başlayabilir; daha büyük ofislerde işi departmanlara bölerek kesintiyi kısaltırız.',
      },
      {
        question: 'Ofis taşıma fiyatı nasıl hesaplanır?',
        answer:
          'Çalışan sayısı, mobilya ve cihaz miktarı, arşiv hacmi ve iki binadaki asansör koşulları fiyatı belirler. Ofis taşımada başlangıç fiyatımız {price} olarak belirlenmiştir; ekspertizden sonra işinize özel yazılı teklif hazırlarız.',
      },
      {
        question: 'Sunucu ve bilgisayarlarımızı kim söküp kuracak?',
        answer:
          'Cihazların fişten çıkarılması, paketlenmesi, taşınması ve yeni masalara yerleştirilmesi bizim işimizdir. Ağ bağlantılarının kurulması, sunucuların yapılandırılması ve yazılım kontrolü ise bilgi işlem ekibinizin ya da hizmet aldığınız firmanın sorumluluğundadır; iki ekibin aynı gün birlikte çalışması en iyi sonucu verir.',
      },
      {
        question: 'Mesai dışında ya da akşam saatlerinde taşıma yapıyor musunuz?',
        answer:
          'Planlı ofis taşımalarını {moveDaysFromTo} {moveHours} arasında yaparız. İşinizin gün içinde durmasının mümkün olmadığı acil durumlarda ise günün her saatinde ekip çıkarabiliriz; bu talebinizi bize 7/24 telefon ve WhatsApp üzerinden iletebilirsiniz.',
      },
      {
        question: 'Ofisimizi başka bir şehre taşıyabilir misiniz?',
        answer:
          "Evet. Ofis taşımayı {coverageIn} yapıyoruz. Kocaeli veya Bursa gibi Marmara illerine 24 saatte, Ankara ve İzmir'e 48 saatte teslim ederiz; Karadeniz ile doğu ve güneydoğu illerinde süre 72 saati bulur.",
      },
      {
        question: 'Gizli evraklarımızın güvenliği nasıl sağlanıyor?',
        answer:
          'Arşiv kolileri sizin gözetiminizde doldurulur, bantla mühürlenir ve numaralandırılır. Kolileri sayarak teslim alır, yeni ofiste aynı sayıyla ve açılmamış olarak teslim ederiz; ekibimiz kolilerin içeriğine dokunmaz.',
      },
    ],
    keywords: [
      'ofis taşıma',
      'istanbul ofis taşıma firması',
      'büro taşımacılığı',
      'plaza ofis taşıma',
      'kurumsal taşımacılık istanbul',
      'arşiv taşıma',
    ],
  },

  'parca-esya-tasima': {
    title: 'Parça Eşya Taşıma',
    description:
      'Tek bir koltuk, buzdolabı ya da birkaç koli için bütün bir aracı tutmanız gerekmez; en az 2 saat önceden randevuyla parça eşyanızı taşıyoruz.',
    detailedDescription: [
      'Yeni aldığınız bir kanepe, ikinci el bir çamaşır makinesi ya da yurttan eve dönecek birkaç koli için bütün bir ev taşıması düzenlemek gereksizdir. Parça eşya taşıma hizmetimizde işin ölçüsüne uygun bir kamyonet ve iki kişilik ekip gönderir, eşyanızı kapıdan alıp yeni adreste istediğiniz odaya kadar götürürüz. Randevuyu en az 2 saat önceden almanız yeterlidir; aynı gün içinde gelen talepler de bu süreye uyduğu sürece planlanır.',
      'Küçük iş, özensiz iş demek değildir. Buzdolabını dik konumda ve kayışla sabitleyerek taşır, yeni adreste çalıştırmadan önce birkaç saat beklemenizi hatırlatırız; çamaşır makinesinde tamburun zarar görmemesi için varsa nakliye cıvatalarını takarız. Koltuk ve sandalyeler streç film ve battaniyeyle, cam yüzeyli sehpalar köşe koruyucuyla sarılır. Merdiven ve asansör geçişlerinde eşyayı iki kişiyle ve kayışla taşıdığımız için duvarlar ve kapı kasaları darbe almaz.',
      'Sık karşılaştığımız işler arasında ikinci el alışverişlerde satıcının adresinden teslim alma, mağazadan eve teslimat, eve sığmayan bir eşyanın bir yakınınıza götürülmesi ve öğrencilerin dönem sonunda yurt değiştirmesi vardır. Taşınacak eşyanın fotoğrafını ve ölçüsünü önceden paylaşmanızı öneririz; böylece doğru aracı gönderir, eşyanın kapıdan ya da asansörden geçip geçmeyeceğini baştan biliriz. Tek bir parça bile olsa eşyanız, ev taşımalarındaki gibi nakliyat sigortası kapsamındadır.',
    ],
    features: [
      {
        title: 'Kısa süreli rezervasyon',
        text: 'Parça eşya talepleri en az 2 saat önceden alınarak aynı gün içinde planlanabilir.',
      },
      {
        title: 'Eşyaya uygun araç',
        text: 'Eşyanın ölçüsüne göre panelvan ya da kapalı kasa kamyonet gönderilir.',
      },
      {
        title: 'Beyaz eşyaya özen',
        text: 'Buzdolabı dik, çamaşır makinesi tamburu sabitlenmiş olarak ve kayışla bağlanıp taşınır.',
      },
      {
        title: 'Odaya kadar teslim',
        text: 'Eşya bina önüne bırakılmaz; kat çıkılarak istediğiniz odaya yerleştirilir.',
      },
      {
        title: 'İkinci el alım desteği',
        text: 'Satıcının adresinden eşyayı teslim alır, doğrudan sizin kapınıza getiririz.',
      },
      {
        title: 'Tek parçada da sigorta',
        text: 'Yalnızca bir koltuk taşınsa bile eşya nakliyat sigortasıyla güvence altındadır.',
      },
    ],
    steps: [
      {
        title: 'Eşyayı tarif edin',
        text: 'Eşyanın türünü, ölçüsünü ve iki adresin kat bilgisini bize iletin; mümkünse bir fotoğraf ekleyin.',
      },
      {
        title: 'Saat ve araç onayı',
        text: 'En az 2 saat sonrası için size uygun bir saat verir, eşyaya uygun aracı ve ekibi ayırırız.',
      },
      {
        title: 'Teslim alma',
        text: 'Ekibimiz eşyayı ambalajlar, kayışla taşıyarak araca alır ve araç içinde sabitler.',
      },
      {
        title: 'Yerine yerleştirme',
        text: 'Eşya yeni adreste istediğiniz yere konur; gerekiyorsa ayakları takılır ya da basit montajı yapılır.',
      },
    ],
    faq: [
      {
        question: 'Parça eşya taşıma için ne kadar önceden haber vermeliyim?',
        answer:
          'Randevuyu taşımanın yapılacağı saatten en az 2 saat önce almanız yeterlidir. {MoveDaysFromTo} {moveHours} arasında planlama yaparız; cumartesi günleri yoğun olabildiği için birkaç gün önceden yer ayırtmanız size daha çok saat seçeneği sunar.',
      },
      {
        question: 'Tek bir buzdolabı ya da çamaşır makinesi taşıtmak ne kadar tutar?',
        answer:
          'Tutar eşyanın boyutuna, mesafeye ve iki adresteki kat durumuna göre değişir. Parça eşya taşımada başlangıç fiyatımız {price} olup eşya bilgisini ilettiğinizde kesin tutarı size {replyPromise} içinde bildiririz.',
      },
      {
        question: 'Parça eşya taşıması ne kadar sürer?',
        answer:
          'Yükleme, yol ve teslim dahil parça eşya taşımaları genellikle {duration} sürer. Süreyi en çok iki adres arasındaki trafik ve eşyanın kaçıncı kata çıkacağı belirler.',
      },
      {
        question: 'İkinci el aldığım eşyayı satıcıdan alıp getirebilir misiniz?',
        answer:
          'Evet. Satıcının adresini, eşyanın fotoğrafını ve satıcıyla anlaştığınız saati bize iletmeniz yeterlidir. Ödemeyi ve eşyanın çalışır durumda olup olmadığının kontrolünü siz ve satıcı kendi aranızda yaparsınız; biz eşyayı güvenle taşımakla ilgileniriz.',
      },
      {
        question: 'Yalnızca birkaç koli için de araç gönderiyor musunuz?',
        answer:
          'Evet, birkaç koli için de araç gönderiyoruz. Yükün büyük kısmı koliden oluşuyorsa koli taşıma hizmetimiz daha uygun olabilir; talebinizi aldığımızda hangisinin işinize daha çok yarayacağını size söyleriz.',
      },
      {
        question: 'Eşya merdivenden ya da kapıdan sığmazsa ne yapıyorsunuz?',
        answer:
          'Ölçüleri önceden aldığımız için bu durum çoğu zaman baştan anlaşılır. Kapıdan ya da merdiven dönüşünden geçmeyen koltuk ve dolaplar için dış cephe asansörü kurabiliriz; eşya 500 kilogramı aşmadığı sürece pencere ya da balkon üzerinden güvenle içeri alınır.',
      },
    ],
    keywords: [
      'parça eşya taşıma',
      'istanbul parça eşya nakliye',
      'tek eşya taşıma',
      'buzdolabı taşıma',
      'koltuk taşıma',
      'kamyonet ile eşya taşıma',
    ],
  },

  'evden-eve-nakliyat': {
    title: 'Evden Eve Nakliyat',
    description:
      'Paketlemeden montaja eksiksiz evden eve nakliyat: ücretsiz ekspertiz, sigortalı taşıma ve yeni evinizde kurulmuş mobilyalarla teslim.',
    detailedDescription: [
      'Evden eve nakliyat, bir evin bütün düzenini söküp başka bir adreste yeniden kurmaktır ve {foundingYear:locative} {district:locative} kurulduğumuz günden beri işimizin merkezinde bu hizmet durur. Hizmetimiz tam kapsamlıdır: mutfaktaki tabaklardan kitaplığa kadar her şeyi ekibimiz paketler, mobilyaları söker, araca yükler, yeni evde indirir, kurar ve kolileri ilgili odalara bırakır. Size kalan, kolilerin hangi sırayla açılacağına karar vermektir.',
      "Paketlemede her eşya grubuna ayrı malzeme kullanırız. Tabak ve bardaklar tek tek kâğıda sarılarak ayırıcılı kolilere konur; elbiseler askıdan indirilmeden askılı elbise kolilerine asılır; televizyon ve tablolar köpük ve hava kabarcıklı naylonla, yatak ve baza ise toz geçirmeyen kılıflarla korunur. Her koli oda adıyla etiketlenir. İstanbul'un asansörsüz eski apartmanlarında merdiven korkulukları ve basamaklar, yeni sitelerde ise asansör kabinleri ve lobiler taşıma boyunca karton ve örtüyle kaplanır.",
      "Taşınma öncesinde sizden birkaç hazırlık rica ederiz. Beyaz eşyaların bir gün önceden boşaltılması, mücevher ve önemli belgelerin ayrı bir çantada yanınıza alınması işleri hızlandırır. Elektrik, su ve doğal gaz aboneliklerinizi zamanında kapatıp yeni adreste açtırmayı, İstanbul'da bunun için İSKİ ve İGDAŞ'a başvurmayı, yeni adresinizi de e-Devlet üzerinden bildirmeyi unutmayın. Taşıma günü işe sabah başlayan ekip, son mobilya kurulana kadar değişmeden çalışır.",
    ],
    features: [
      {
        title: 'Tam kapsamlı paketleme',
        text: 'Mutfaktan kitaplığa kadar bütün eşyanız ekibimiz tarafından uygun malzemeyle paketlenir.',
      },
      {
        title: 'Askılı elbise kolisi',
        text: 'Kıyafetleriniz askıdan indirilmeden taşınır, yeni evde doğrudan dolaba asılır.',
      },
      {
        title: 'Oda etiketli koliler',
        text: 'Her koli ait olduğu odanın adıyla işaretlenir ve yeni evde doğru odaya bırakılır.',
      },
      {
        title: 'Mobilya montajı',
        text: 'Gardırop, karyola, yemek masası ve televizyon ünitesi sökülür, yeni evde yeniden kurulur.',
      },
      {
        title: 'Apartman ve site koruması',
        text: 'Merdiven, korkuluk, asansör ve lobi zeminleri taşıma boyunca örtüyle kaplanır.',
      },
      {
        title: 'Yerinde ücretsiz ekspertiz',
        text: 'Taşınmadan önce evinizi inceler, eşya hacmini ve gereken ekip sayısını yerinde belirleriz.',
      },
    ],
    steps: [
      {
        title: 'Ekspertiz ve yazılı teklif',
        text: 'Evinizi gezip eşya listesini çıkarır, özel ilgi isteyen parçaları belirler ve yazılı teklif veririz.',
      },
      {
        title: 'Paketleme ve söküm',
        text: 'Ekip malzemeyle gelir, kırılacak eşyadan başlayarak evi oda oda paketler ve mobilyaları söker.',
      },
      {
        title: 'Yükleme ve yolculuk',
        text: 'Ağır mobilyalar önce, koliler sonra yüklenir; her şey kayış ve ara battaniyelerle sabitlenir.',
      },
      {
        title: 'Yeni evde yerleşim',
        text: 'Mobilyalar kurulur, koliler odalara dağıtılır, ambalaj atıkları evden çıkarılır.',
      },
    ],
    faq: [
      {
        question: 'Evden eve nakliyat teklifinde neler yer alıyor?',
        answer:
          'Yazılı teklifimizde paketleme, mobilyaların sökülüp kurulması, taşıma ve nakliyat sigortası kalem kalem gösterilir. Evden eve nakliyatta başlangıç fiyatımız {price}; evinizin büyüklüğü ve kat durumu ücretsiz ekspertizde netleştikten sonra kesin tutar belirlenir.',
      },
      {
        question: '3+1 bir evin taşınması bir günde biter mi?',
        answer:
          'Şehir içinde çoğu 3+1 daire tek günde taşınır; paketleme, yükleme, yolculuk ve kurulum birlikte genellikle {duration} sürer. Eşyası çok fazla olan evlerde paketlemeyi bir gün önceden yapmayı önerebiliriz.',
      },
      {
        question: 'Kolileri kendim hazırlasam olur mu?',
        answer:
          'Olur. Kitap ve giysi gibi kırılmayan eşyaları kendiniz paketleyebilirsiniz; cam, porselen, avize ve elektronik eşyayı ise ekibimizin paketlemesini öneririz. Sizin hazırladığınız kolileri yüklemeden önce sağlamlık ve ağırlık bakımından birlikte kontrol ederiz.',
      },
      {
        question: 'Taşınma günü evde bulunmam gerekiyor mu?',
        answer:
          'Paketlemenin başında ve yeni evdeki yerleşimin başında bulunmanız yeterlidir; hangi eşyanın nereye gideceğini bu iki anda konuşuruz. Bulunamayacaksanız yerinize yetkilendirdiğiniz bir yakınınız da ekiple ilgilenebilir.',
      },
      {
        question: 'Buzdolabı ve çamaşır makinesi için taşınmadan önce ne yapmalıyım?',
        answer:
          'Buzdolabını taşıma gününden bir gün önce boşaltıp fişten çekin ki buzu çözülsün ve içi kurusun. Çamaşır makinesinde kalan suyu tahliye edin; nakliye cıvataları elinizdeyse ekibimiz takar. Doğal gaz tesisatına bağlı ocak ve kombi bağlantılarının ise yetkili servis tarafından sökülüp takılması gerekir.',
      },
      {
        question: 'Taşınmak için en uygun zaman hangisi?',
        answer:
          'Kira sözleşmeleri çoğunlukla ay başında değiştiği için ayın ilk ve son günleri en yoğun dönemdir; ayın ortasını seçmeniz size daha geniş saat seçeneği sağlar. Okulların kapandığı yaz aylarında da talep arttığından tarihinizi birkaç hafta önceden ayırtmanızı öneririz. Planlı taşımalarımızı {moveDaysFromTo} {moveHours} arasında yapar, acil durumlarda her saatte çalışırız.',
      },
    ],
    keywords: [
      'evden eve nakliyat',
      'sigortalı evden eve taşımacılık',
      'paketli ev taşıma',
      'evden eve nakliyat firması',
    ],
  },

  'asansorlu-tasimacilik': {
    title: 'Asansörlü Taşımacılık',
    description:
      'Dış cephe mobil asansörüyle 20. kata kadar eşya taşıma: bir seferde 500 kg yük, merdiveni ve bina asansörünü meşgul etmeden güvenli taşıma.',
    detailedDescription: [
      'Dar merdiven boşlukları, küçük bina asansörleri ve ağır mobilyalar bir araya geldiğinde eşyayı pencereden ya da balkondan almak en güvenli yoldur. Asansörlü taşımacılıkta mobil asansörümüzü binanın önüne kurar, 20. kata kadar olan dairelere eşyayı dış cepheden indirip çıkarırız. Platformun standart taşıma kapasitesi 500 kilogramdır; bu sınır bir buzdolabını, yemek masasını veya üçlü bir kanepeyi rahatça karşılar.',
      "Kurulumdan önce üç şeye bakarız: asansörün yerleşeceği kaldırım ya da yol şeridinin genişliği, pencere veya balkon açıklığının eşyaya yetip yetmediği ve hava durumu. İstanbul'da lodos ve poyrazın sert estiği günlerde yüksek katlarda platform salınabilir; rüzgâr güvenli sınırı aştığında çalışmayı durdurur, eşyayı bina içinden taşımaya geçer ya da saati sizinle yeniden planlarız. Elektrik ve telefon hatlarının, ağaç dallarının ve balkon tentelerinin asansör koluna yakın olduğu noktalarda kurulum yerini buna göre seçeriz.",
      "Bu yöntem yalnızca yüksek katlar için değildir. Ataşehir, Esenyurt veya Başakşehir'deki yeni sitelerde bina asansörünü saatlerce meşgul etmemek, Beyoğlu ve Fatih'in dar merdivenli eski binalarında ise basamaklara ve korkuluklara yük bindirmemek için de asansörlü taşıma tercih edilir. Sizden ricamız; site ya da apartman yönetiminden izin almanız, aracın kurulacağı alanın taşıma sabahı boş tutulması için komşularınızla konuşmanız ve pencere önündeki saksı, perde ve tente gibi engelleri kaldırmanızdır. Eşya içeri alınırken ekibimizin bir kısmı dairede karşılar, bir kısmı aşağıda yüklemeyi sürdürür.",
    ],
    features: [
      {
        title: '20. kata kadar erişim',
        text: 'Mobil asansörümüz 20 kata kadar yükseklikteki pencere ve balkonlara ulaşır.',
      },
      {
        title: '500 kg platform',
        text: 'Standart yük kapasitesi 500 kilogram olduğu için ağır parçalar tek seferde taşınır.',
      },
      {
        title: 'Bina asansörü serbest',
        text: 'Bina asansörü ve merdivenler taşıma boyunca komşularınızın kullanımına açık kalır.',
      },
      {
        title: 'Rüzgâr kontrolü',
        text: 'Sert lodos ve poyraz günlerinde rüzgâr izlenir, güvenli sınır aşılırsa çalışma durdurulur.',
      },
      {
        title: 'Pencere ölçüsü kontrolü',
        text: 'Eşyanın geçeceği pencere ya da balkon açıklığı ekspertizde önceden ölçülür.',
      },
      {
        title: 'Koordineli ekip',
        text: 'Asansörü kullanan operatör ile dairedeki ekip sürekli haberleşerek çalışır.',
      },
    ],
    steps: [
      {
        title: 'Yerinde ölçüm',
        text: 'Ekspertizde kat yüksekliği, pencere genişliği ve aracın kurulacağı alan incelenir.',
      },
      {
        title: 'Kurulum alanının hazırlanması',
        text: 'Taşıma sabahı alan boşaltılır, güvenlik şeridi çekilir ve asansör destek ayakları açılarak sabitlenir.',
      },
      {
        title: 'Kontrollü indirme',
        text: 'Eşya platforma bağlanır; operatör ve dairedeki ekip haberleşerek her yükü tek tek indirir.',
      },
      {
        title: 'Toplama ve hasar kontrolü',
        text: 'İş bitince asansör toplanır, kaldırım temizlenir ve dairede sizinle birlikte son kontrol yapılır.',
      },
    ],
    faq: [
      {
        question: 'Asansörlü taşıma kaçıncı kata kadar yapılabiliyor?',
        answer:
          'Mobil asansörümüzle 20. kata kadar olan dairelere taşıma yapabiliyoruz. Daha yüksek katlarda eşya bina içinden, yük asansörü ve merdivenle taşınır; ekspertizde hangi yöntemin uygun olduğunu birlikte belirleriz.',
      },
      {
        question: 'Asansör bir seferde ne kadar yük taşır?',
        answer:
          'Standart platform yükü 500 kilogramdır. Kuyruklu piyano veya büyük çelik kasa gibi bu sınırı aşabilecek eşyaların ağırlığını önceden öğrenir, gerekirse parçalara ayırır ya da başka bir taşıma yöntemi planlarız.',
      },
      {
        question: 'Asansörlü taşıma ücreti neye göre belirlenir?',
        answer:
          'Kat yüksekliği, asansörün çalışacağı süre ve taşınacak eşya miktarı ücreti belirler. Asansörlü taşımacılıkta başlangıç fiyatımız {price} olarak uygulanır; kurulum alanını gördükten sonra kesin tutarı yazılı olarak iletiriz.',
      },
      {
        question: 'Rüzgârlı ya da yağmurlu havada çalışıyor musunuz?',
        answer:
          'Hafif yağmurda eşyayı su geçirmez örtüyle koruyarak çalışabiliriz. Sert rüzgârda ise yüksek katlarda platform salınabileceği için güvenliği öne alır ve işi durdururuz; bu durumda eşyayı bina içinden taşır ya da sizinle yeni bir saat belirleriz.',
      },
      {
        question: 'Asansörün kurulacağı yer için ne hazırlamalıyım?',
        answer:
          'Asansörün kurulacağı noktanın taşıma sabahı boş olması gerekir. Bina önünde park eden araçlar için komşularınıza bir gün önceden haber vermeniz, site içindeyse yönetimden araç giriş izni almanız işimizi kolaylaştırır.',
      },
      {
        question: 'Asansörlü bir taşıma ne kadar sürer?',
        answer:
          'Asansörün kurulması, eşyanın indirilmesi, taşınması ve yeni binada yukarı çıkarılması dahil iş genellikle {duration} sürer. Süreyi en çok kat sayısı, eşya miktarı ve iki binada da asansör kurulup kurulmayacağı belirler.',
      },
    ],
    keywords: [
      'asansörlü nakliyat',
      'asansörlü taşımacılık',
      'istanbul asansörlü nakliyat',
      'asansörlü evden eve nakliyat',
      'dış cephe asansörü ile taşıma',
      'yüksek kat eşya taşıma',
      'mobilya asansörü istanbul',
    ],
  },
};

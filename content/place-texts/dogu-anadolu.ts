import type { PlaceText } from '../types';

/** About texts of the provinces of the Doğu Anadolu region, keyed by slug. */
export const doguAnadoluProvinceTexts: Record<string, PlaceText> = {
  agri: {
    ad: 'Ağrı',
    aciklama: [
      "Adını Türkiye'nin en yüksek zirvesi Ağrı Dağı'ndan alan kent, yaklaşık 1.650 metre rakımlı bir platoda kuruludur. Ekimden nisana uzanan sert kış, kar ve buzlanma nedeniyle taşınma tarihinin mümkünse bahar ya da yaz aylarına denk getirilmesi akıllıca olur; kışın yola çıkan araçlarımız zincir ve kış lastiğiyle donatılır.",
      "Merkez ilçenin yanı sıra İshak Paşa Sarayı'yla tanınan Doğubayazıt, hayvancılığın güçlü olduğu Patnos, kaplıcalarıyla bilinen Diyadin ile Eleşkirt, Tutak, Hamur ve Taşlıçay ilçelerine de hizmet veriyoruz. Kent merkezinde dört beş katlı betonarme apartmanlar ile bahçeli müstakil evler yan yana bulunur; ara sokakların genişliğini ve aracın yanaşacağı noktayı ücretsiz ekspertiz sırasında belirliyoruz.",
      "İstanbul'dan gelen yükler Anadolu Otoyolu ile Ankara'ya, oradan Yozgat ve Sivas'a ulaşır; Sivas'tan sonra D100 kara yolu izlenerek Erzincan ve Erzurum üzerinden Ağrı'ya varılır. Öğretmen, sağlık personeli ve diğer kamu görevlilerinin tayinlerinde sık kullanılan bu güzergâhta eşyanız 72 saat içinde teslim edilir; Doğubayazıt ya da Patnos adresli yükler merkezde aktarma yapılmadan doğrudan kapınıza götürülür.",
      "Ağrı'ya taşınanların büyük bölümü tayinle gelen öğretmenler, sağlık çalışanları ve Ağrı İbrahim Çeçen Üniversitesi'nin akademisyenleriyle öğrencileridir. Memurların yer değiştirmeleri çoğunlukla yaz aylarında sonuçlandığı için temmuz, ağustos ve eylül başı en yoğun dönemdir; randevunuzu erken almanız, yükleme gününü lojman anahtar teslim tarihine göre belirlememizi kolaylaştırır. Merkezde soba ile ısınan eski evler hâlâ yaygındır; sobanın ve boruların sökülüp temizlenmesini taşınmadan önce halletmeniz eşyanın kirlenmesini önler. Kasım ile mart arasında Erzurum'a uzanan yolda, özellikle Tahir Geçidi çevresinde tipi ve buzlanma görülebildiğinden kış taşımalarında takvime yedek gün ekliyoruz. Yeni adresinizi e-Devlet'teki adres beyanı hizmetiyle bildirmeyi, okul çağındaki çocukların nakil işlemlerini de mümkünse yaz tatilinde tamamlamayı unutmayın. Ağrı'dan İstanbul'a dönen emekliler ve aileler ise çoğunlukla okulların kapandığı haziran sonunu tercih eder.",
    ],
    ozellikler: [
      'Ağrı Dağı eteğinde taşıma',
      'Doğubayazıt ve Patnos teslimatı',
      'Zincirli araçla kış seferi',
      'D100 üzerinden doğrudan ulaşım',
    ],
  },
  ardahan: {
    ad: 'Ardahan',
    aciklama: [
      "Kura Nehri'nin yukarı havzasında, 1.800 metreyi aşan yaylalar üzerinde kurulu Ardahan, ülkenin en soğuk illerinden biridir. Özellikle Göle ve Çıldır'da kış uzun sürer, Çıldır Gölü aylarca buz tutar. Bu nedenle eşyanızı neme ve dona karşı çok katlı ambalajla korur, kış aylarında yükleme saatini gün ışığına göre ayarlarız.",
      "Merkez ilçenin yanında Göle, Hanak, Damal, Çıldır ve daha ılıman iklimi, meyve bahçeleriyle ayrışan Posof'a da taşıma yapıyoruz. Kent merkezi küçük ve derli topludur; üç dört katlı apartmanlar ile bahçeli taş ve briket evler çoğunluktadır. Büyükbaş hayvancılık ve Göle kaşarı gibi süt ürünleri yerel ekonominin temelini oluşturur, Ardahan Üniversitesi'ne atanan akademisyenler ve kamu görevlileri de taşıma taleplerinin önemli bir kısmını getirir.",
      "İstanbul'dan Ardahan'a iki ana güzergâh vardır: Anadolu Otoyolu ve Ankara–Sivas–Erzurum hattını izleyip Kars ya da Göle üzerinden gelmek veya Karadeniz sahil yolunu Artvin'e kadar takip edip Şavşat'tan geçerek yaylaya çıkmak. Hangisinin kullanılacağını çoğu zaman dağ yollarının kış durumu belirler; her iki yolda da eşyanız 72 saat içinde teslim edilir.",
      "Ardahan'da yaz kısa ve serindir; taşınmak için en elverişli dönem haziranın ortasından eylül sonuna kadar uzanan aylardır. Ekimle birlikte Göle yönündeki yayla yolunda ve Şavşat'a inen dağ yolunda kar ile tipi etkili olmaya başlar, bu yüzden kış taşımalarını hava tahminini izleyerek günü gününe planlıyoruz. Kentte ve ilçelerde soba ile ısınan evler yaygın olduğundan, eski evden çıkmadan önce sobanın ve boruların sökülmesi, yeni evde ise bacanın kontrol ettirilmesi iyi olur. Ardahan'dan İstanbul'a dönenler çoğunlukla görev süresini tamamlayan memurlar ve mezun olan öğrencilerdir; öğrencilerin küçük hacimli eşyası için parça eşya gönderimi de uygun bir seçenektir. Posof'taki Türkgözü ve Çıldır'daki Aktaş sınır kapıları Gürcistan'a açıldığından bu ilçelerde gümrük ve güvenlik personelinin lojman taşımaları da yapılır.",
    ],
    ozellikler: [
      'Çıldır ve Göle teslimatı',
      'Dona karşı çok katlı ambalaj',
      'Posof için ayrı planlama',
      'Sahil ya da Erzurum güzergâhı',
    ],
  },
  bingol: {
    ad: 'Bingöl',
    aciklama: [
      'Adını yaylalarındaki sayısız küçük gölden aldığı kabul edilen Bingöl, Murat ve Peri çaylarının yardığı dağlık bir arazide yer alır. Kışlar karlı, yazlar kısa ve serindir; Karlıova ve Yedisu yönündeki yollar kışın zorlaşabildiği için bu ilçelere yapılan taşımaları hava tahminine göre planlıyoruz.',
      "Merkez ile birlikte Genç, Solhan, Kiğı, Adaklı, Yayladere, Yedisu ve Karlıova ilçelerine hizmet veriyoruz. Solhan'daki yüzen adalarıyla bilinen Hazar Şah Gölü ve ünlü Bingöl balı ilin tanınan değerleridir. Kent merkezinde son yıllarda deprem yönetmeliğine uygun yeni konut siteleri ve toplu konut blokları artmıştır; bu yüksek binalarda asansörlü taşıma sistemimizle 20. kata kadar çalışabiliyoruz.",
      "İstanbul'dan Bingöl'e gelen yol genellikle Anadolu Otoyolu ile Ankara'ya, ardından Sivas ya da Kayseri üzerinden Malatya ve Elazığ'a uzanır; Elazığ'dan sonra Kovancılar geçilerek kente varılır. Bingöl Üniversitesi'ne ya da il müdürlüklerine tayini çıkan memurlar için eşyayı yerinde inceleyip yükleme gününü lojman teslim tarihine göre belirliyoruz.",
      "Bingöl'e taşınanların önemli bir kısmı Bingöl Üniversitesi'nin öğretim elemanları ve öğrencileri ile il kurumlarına atanan öğretmen, hemşire ve hekimlerdir. Öğrenciler eylül başında kente gelip haziran sonunda ayrıldığından bu iki dönemde üniversite çevresindeki kiralık dairelerde taşıma talebi belirgin biçimde artar. Kentin yüksek ve dağlık konumu nedeniyle kış uzun sürer; kasımdan mart sonuna kadar karlı günler olağandır, bu yüzden taşınma tarihinizi esnek tutabiliyorsanız mayıs ile ekim arasını öneriyoruz. Solhan, Genç ya da Karlıova'daki köy evlerinden yapılacak taşımalarda yolun son bölümünü ekspertiz sırasında birlikte değerlendiriyoruz. Bingöl Havalimanı, ailenin uçakla gelip eşyayı yeni evde karşılamasını kolaylaştırır; anahtar teslimini ve boşaltma gününü uçuş tarihinize göre ayarlıyoruz. Taşındıktan sonra e-Devlet üzerinden adres beyanı yapmanız, elektrik ve su aboneliklerinizi de yeni adrese aktarmanız gerekir; lojmana yerleşecekseniz kurumunuzun istediği teslim tutanağını önceden hazırlamanız işleri hızlandırır.",
    ],
    ozellikler: [
      'Sekiz ilçenin tamamına hizmet',
      'Yeni konut bloklarına asansör',
      'Karlıova yolunda kış planı',
      'Elazığ bağlantılı güzergâh',
    ],
  },
  bitlis: {
    ad: 'Bitlis',
    aciklama: [
      "Bitlis, dar ve derin bir vadinin iki yamacına yaslanmış, Bitlis Çayı'nın ortasından geçtiği tarihi bir kenttir. Bölgeye özgü volkanik taştan yapılmış eski konaklar, dik yokuşlar ve dar sokaklar, merkezdeki taşımalarda küçük araçla aktarma yapmayı gerektirebilir. Nemrut Dağı ve Rahva Düzlüğü çevresinde kar yağışı yoğundur, kış taşımaları buna göre planlanır.",
      "Van Gölü kıyısındaki Tatvan, ilin en kalabalık ve ticari açıdan en hareketli ilçesidir; demiryolu, iskele ve göl feribotu bağlantısıyla bölgenin kavşak noktasıdır. Selçuklu mezar taşlarıyla bilinen Ahlat, Süphan Dağı eteğindeki Adilcevaz, Güroymak, Hizan ve Mutki de hizmet alanımızdadır. Tatvan'daki yeni apartman bölgeleri ile Ahlat'ın bahçeli evleri çok farklı taşıma koşulları sunar; bu farkı ücretsiz ekspertizde yerinde görürüz.",
      "İstanbul'dan Bitlis'e genellikle Ankara, Sivas, Malatya, Elazığ, Bingöl ve Muş üzerinden ulaşılır; güney yönünden gelen yükler ise Diyarbakır'dan sonra Baykan üzerinden vadiye girer. Bitlis Eren Üniversitesi'ne atanan akademisyenlerin, öğretmenlerin ve sağlık personelinin tayin taşımalarında eşyanızı 72 saat içinde teslim ediyoruz.",
      "Bitlis'te taşınma planı yaparken merkezle Tatvan'ı ayrı düşünmek gerekir. Vadideki eski merkezde araçların yanaşabileceği nokta sınırlıdır ve park yeri bulmak zordur; bu yüzden yükleme saatini trafiğin sakin olduğu sabah saatlerine alıyor, gerekirse belediyeden geçici park izni konusunda sizi yönlendiriyoruz. Tatvan ise göl kıyısında daha düz bir arazide genişler ve yeni apartman bölgelerinde araç erişimi kolaydır. Nemrut Kalderası ile Rahva Düzlüğü çevresinde kar yağışı nisana kadar sürebildiğinden kış taşımalarında zincirli araç ve yedek gün planlıyoruz; en rahat dönem mayıs ile ekim arasıdır. Kente gelenler çoğunlukla Bitlis Eren Üniversitesi'nin personeli ve öğrencileri, öğretmenler, sağlık çalışanları ve Tatvan'daki demiryolu ile iskele çalışanlarıdır. Yerleştikten sonra adres beyanınızı e-Devlet'ten yapmayı, okul nakillerini de yaz tatilinde tamamlamayı unutmayın.",
    ],
    ozellikler: [
      'Taş konaklarda özenli taşıma',
      'Tatvan ve Ahlat hizmeti',
      'Dar sokakta aktarma aracı',
      'Rahva geçişinde kış önlemi',
    ],
  },
  elazig: {
    ad: 'Elazığ',
    aciklama: [
      "Elazığ, Keban Baraj Gölü ile Hazar Gölü arasında, Doğu Anadolu'nun görece ılıman ve verimli bir ovasında kuruludur. Yazlar sıcak ve kuru, kışlar soğuk ama Erzurum ya da Kars kadar sert değildir; bu sayede yılın büyük bölümünde taşınma planlamak kolaydır. Kentin tarihi çekirdeği ise hemen yukarıdaki Harput'tur.",
      "Fırat Üniversitesi çevresindeki Üniversite Mahallesi ile Ataşehir ve Sürsürü gibi gelişen bölgelerde çok katlı siteler yoğundur; 2020 depreminin ardından yapılan kalıcı konutlar da kent dokusuna eklenmiştir. Kovancılar, Karakoçan, Palu, Sivrice, Baskil, Maden, Keban, Ağın, Alacakaya ve Arıcak'a düzenli hizmet veriyoruz. Maden'deki bakır işletmeleri, Baskil'in kayısı bahçeleri ve merkezdeki organize sanayi bölgesi, iş yeri ve ofis taşımalarının da sık yapıldığı canlı bir ekonomi oluşturur.",
      "İstanbul'dan Elazığ'a Anadolu Otoyolu ile Ankara'ya, ardından Kayseri ya da Sivas üzerinden Malatya'ya gelinir, buradan kısa bir yolla kente varılır. Hastanelere ve kamu kurumlarına atanan memurların lojman taşımalarını da, Fırat Üniversitesi öğrencilerinin parça eşya gönderilerini de 72 saatlik teslim süresi içinde tamamlıyoruz.",
      "Elazığ'a taşınanların arasında Fırat Üniversitesi'nin öğrencileri ve akademisyenleri, hastanelere atanan sağlık çalışanları ve emekli olup memleketine dönen aileler öne çıkar. Ekim sonundan mart ayına kadar kar görülebilse de kent, çevresindeki yüksek illere göre daha erişilebilir bir kış geçirir; yine de en rahat taşınma dönemi nisan ile ekim arasıdır. Malatya yönünden gelirken Karakaya Baraj Gölü'nün üzerindeki Kömürhan Köprüsü'nden geçilir; ağır yüklü araçlarımız için bu güzergâh düzenli ve bilinen bir yoldur. Deprem sonrasında yapılan kalıcı konut alanlarına ve yeni sitelere yerleşecekseniz site yönetiminden asansör kullanım saatlerini ve aracın park edebileceği alanı önceden öğrenmeniz işinizi kolaylaştırır. Öğrenciler için eylül başı ve haziran sonu yoğun geçer; taşındıktan sonra e-Devlet'te adres beyanı yapmanız, üniversite öğrencilerinin ise yurt ya da ev adresini güncellemesi gerekir.",
    ],
    ozellikler: [
      "Harput'tan yeni sitelere",
      'Öğrenciye parça eşya gönderimi',
      'Keban ve Sivrice hattı',
      'Organize sanayide ofis taşıması',
    ],
  },
  erzincan: {
    ad: 'Erzincan',
    aciklama: [
      "Dört yanı dağlarla çevrili Erzincan Ovası'nda yer alan kent, Fırat'ın ana kollarından Karasu'nun suladığı bereketli bir düzlükte kuruludur. 1939 depreminden sonra yeni yerinde kurulan merkez, geniş caddeleri ve çoğunlukla orta yükseklikteki apartmanlarıyla taşımaya elverişli, düzenli bir yapı sunar.",
      "Tarihi ahşap evleri ve Karanlık Kanyon'uyla tanınan Kemaliye, altın madeniyle bilinen İliç, Refahiye, Tercan, Kemah, Üzümlü, Çayırlı ve Otlukbeli ilçelerine de taşıma yapıyoruz. Kemaliye'nin taş döşeli sokaklarında ve Fırat'a bakan eski konaklarında eşyanın elde taşınması gerekebilir; bunu önceden ekspertizle belirliyoruz. Erzincan tulum peyniri ve Ergan Dağı kayak merkezi kentin tanınan değerleri arasındadır.",
      "Erzincan, İstanbul'dan Erzurum'a uzanan D100 kara yolunun tam üzerindedir; Ankara ve Sivas'tan sonra Zara ile Refahiye geçilir, Sakaltutan Geçidi aşılarak ovaya inilir. Kışın bu geçitte kar ve tipi görülebildiğinden araçlarımız zincirle donatılır. Erzincan Binali Yıldırım Üniversitesi'ne ve kamu kurumlarına atanan memurların ev eşyasını taşıyor, 72 saat içinde teslim ediyoruz.",
      "Erzincan'a gelenler arasında Erzincan Binali Yıldırım Üniversitesi'nin akademisyenleri ve öğrencileri, hastanelere ve okullara atanan memurlar ile kentte konuşlu Üçüncü Ordu Komutanlığı'na bağlı askerî personel ve aileleri önemli bir yer tutar. Ova tabanında kurulu merkezin kışı Erzurum'a göre daha yumuşaktır, ancak Sakaltutan ve Tercan yönündeki yüksek kesimlerde kar uzun sürer; bu yüzden en rahat taşınma dönemi nisan sonu ile ekim arasıdır. Kent, tarih boyunca yaşadığı büyük depremler nedeniyle yapılaşmada dikkatli davranır; yeni yerleşim alanlarında deprem yönetmeliğine uygun siteler ve toplu konut blokları yaygındır, buralarda asansörlü taşıma ile zaman kazanıyoruz. Kemaliye ve İliç gibi Fırat vadisindeki ilçelere giden dar ve virajlı yollar için aracı yükün hacmine göre seçiyoruz. Aileniz Doğu Ekspresi ile ya da Erzincan Havalimanı üzerinden ayrı yolculuk edebilir; boşaltma gününü varış tarihinize göre ayarlıyoruz. Yerleşince e-Devlet'ten adres beyanınızı yapmayı unutmayın.",
    ],
    ozellikler: [
      "Kemaliye'de taş sokak deneyimi",
      'Geniş caddeli düzenli merkez',
      'Sakaltutan Geçidi kış önlemi',
      'İliç ve Refahiye hizmeti',
    ],
  },
  erzurum: {
    ad: 'Erzurum',
    aciklama: [
      "Yaklaşık 1.900 metre rakımıyla Türkiye'nin en yüksek büyükşehirlerinden biri olan Erzurum'da kış, ekim sonundan nisana kadar sürebilir ve eksi yirmili dereceler olağandır. Bu iklim, taşınmada hem araç hem eşya için ek önlem ister: buz tutan kaldırımlar, karla daralan sokaklar ve dona hassas cihazlar için özel ambalaj ve kaymaz ekipman kullanıyoruz.",
      'Büyükşehrin merkezini Yakutiye, Palandöken ve Aziziye ilçeleri oluşturur. Yenişehir, Dadaşkent ve Yıldızkent gibi yeni yerleşimlerde çok katlı site blokları, tarihi Çifte Minareli Medrese çevresinde ise daha eski ve alçak yapılar bulunur. Oltu taşıyla bilinen Oltu, Hasankale kaplıcalarıyla Pasinler, şelalesiyle Tortum, İspir, Horasan, Hınıs, Aşkale ve diğer ilçelere de hizmet veriyoruz.',
      "İstanbul'dan Erzurum'a en yaygın yol, Anadolu Otoyolu ile Ankara'ya, oradan Yozgat ve Sivas üzerinden D100'e bağlanıp Erzincan ve Aşkale'yi geçmektir. Atatürk Üniversitesi, büyük hastaneler ve bölge müdürlükleriyle kent, memur tayinlerinin en sık yaşandığı yerlerden biridir; lojmandan lojmana taşımalarda eşyanızı 72 saat içinde teslim ediyor, yüksek bloklarda asansörlü taşıma uyguluyoruz.",
      "Büyükşehrin merkezi Yakutiye, Palandöken ve Aziziye ilçelerinden oluşur; Çifte Minareli Medrese'nin bulunduğu tarihi çekirdekte eski apartmanlar ve dar sokaklar, kentin güneyine doğru uzanan yeni bölgelerde ise yüksek katlı siteler ve toplu konut blokları ağırlıktadır. Atatürk Üniversitesi ile Erzurum Teknik Üniversitesi nedeniyle eylül başında öğrenci taşımaları, yaz aylarında da tayin taşımaları yoğunlaşır. Palandöken kayak merkezinin sezonu kentin ne kadar uzun bir kış yaşadığını gösterir; en rahat taşınma dönemi mayıs ile eylül arasıdır ve bu dönemde randevunuzu erken almanızı öneririz. Pasinler, Horasan, Oltu, İspir, Tortum ve Hınıs gibi ilçelere de doğrudan teslimat yapıyoruz. Ailenizin Erzurum Havalimanı ya da Doğu Ekspresi ile ayrı gelmesi mümkündür. Yeni evinizde doğal gaz aboneliğini önceden başlatmanız, ilk soğuk günlerde ısınma sorununu önler; adres beyanınızı da e-Devlet'ten yapabilirsiniz.",
    ],
    ozellikler: [
      'Palandöken ve Yakutiye hizmeti',
      'Soğuğa dayanıklı ambalaj',
      'Atatürk Üniversitesi tayinleri',
      'Oltu ve Pasinler teslimatı',
    ],
  },
  hakkari: {
    ad: 'Hakkari',
    aciklama: [
      "Cilo ve Sat dağlarının gölgesinde, Zap Suyu'nun açtığı dar vadide kurulu Hakkari, Türkiye'nin en dağlık illerinden biridir. Kent merkezi dik yamaçlara basamak basamak yerleşmiştir; apartmanlara çoğu zaman farklı kotlardan girildiği için yükleme noktasını ekspertizde bina bina belirliyoruz. Kış erken gelir ve yoğun kar yağışı uzun sürer.",
      "İlin en kalabalık ilçesi, geniş ovası ve havalimanıyla Yüksekova'dır; merkez ile birlikte Şemdinli, Çukurca ve Derecik de hizmet alanımızdadır. Yüksekova'daki sazlık alanlar, ters lale ve Hakkari balı ilin doğal zenginliklerinin simgesidir. Ekonomi büyük ölçüde hayvancılık, arıcılık ve kamu hizmetlerine dayandığından buradaki taşıma taleplerinin çoğu öğretmen, sağlık çalışanı ve diğer memurların tayinlerinden gelir.",
      "İstanbul'dan gelen araçlar Ankara, Sivas, Malatya, Elazığ, Muş ve Tatvan üzerinden Van'a ulaşır, ardından Başkale yönüne dönerek Zap Vadisi boyunca Hakkari'ye iner. Dağ yolunun virajlı yapısı nedeniyle yükü sabitleme kayışları ve ara bölmelerle sağlamlaştırıyor, yolculuğu gün ışığında tamamlayacak biçimde planlıyoruz; eşyanız 72 saat içinde teslim edilir.",
      "Hakkari'de taşınma için en uygun dönem, karın çekildiği mayıs sonundan ekim ortasına kadar olan aylardır. Van'dan gelen yolun üzerindeki Güzeldere Geçidi kışın kar ve tipi nedeniyle zaman zaman zorlaşır; bu mevsimde yapılacak taşımalarda hava durumunu izleyerek yola çıkıyor, takvime yedek gün ekliyoruz. Kent merkezinde düz alan az olduğundan apartman önlerinde park etmek güçtür; yükleme saatini trafiğin az olduğu sabah saatlerine alıyoruz. Hakkari Üniversitesi'ne atanan akademisyenler, köy ve ilçe okullarına giden öğretmenler ile sağlık personeli kente gelenlerin büyük kısmını oluşturur; görev süresi dolan memurların İstanbul'a dönüşü de genellikle yaz tatiline denk gelir. Yüksekova'daki havalimanı sayesinde aileniz uçakla gelip eşyayı karşılayabilir. Lojman teslim tarihini kurumunuzdan önceden öğrenmeniz, okul nakillerini yaz tatilinde tamamlamanız ve yerleştikten sonra e-Devlet üzerinden adres beyanı yapmanız yeterlidir.",
    ],
    ozellikler: [
      'Yamaç binalarda kademeli yükleme',
      'Yüksekova ve Şemdinli hizmeti',
      'Zap Vadisi yol planı',
      'Virajlı yola sağlam sabitleme',
    ],
  },
  igdir: {
    ad: 'Iğdır',
    aciklama: [
      "Iğdır, Doğu Anadolu'nun genel ikliminden belirgin biçimde ayrılır: Aras Nehri'nin oluşturduğu ova yaklaşık 850 metre rakımdadır, bu yüzden kışlar komşu illerden çok daha yumuşak, yazlar ise sıcak geçer. Pamuk, kayısı ve sebze tarımının yaygın olduğu bu ovanın hemen güneyinde Ağrı Dağı'nın kuzey yüzü yükselir.",
      "Merkez ilçe ile Aralık, Karakoyunlu ve tuz mağaralarıyla bilinen Tuzluca'ya hizmet veriyoruz. Kent merkezi düz bir arazide kurulu olduğundan geniş caddeler ve dört beş katlı apartmanlar taşımayı kolaylaştırır; son yıllarda artan toplu konut sitelerinde asansörlü taşıma yapabiliyoruz. Nahçıvan'a açılan Dilucu Sınır Kapısı sayesinde ticaret ve lojistik faaliyetleri canlıdır, bu da iş yeri ve mağaza taşımalarında talebi artırır.",
      "İstanbul'dan Iğdır'a Ankara, Sivas, Erzincan ve Erzurum üzerinden D100'ü izleyip Doğubayazıt'tan kuzeye dönülerek ulaşılır; alternatif olarak Kars'tan Tuzluca yoluyla da gelinebilir. Iğdır Üniversitesi'ne ya da il kurumlarına atanan memurlar için temmuz ve ağustosun sıcak öğle saatlerinden kaçınarak yükleme ve boşaltma takvimi hazırlıyoruz.",
      "Iğdır, bölgede taşınma takvimi en esnek olan illerden biridir: kar kışın kısa sürer ve ova yolları genellikle açık kalır. Buna karşılık temmuz ve ağustosta sıcaklık oldukça yükselir; bu aylarda buzdolabı, ilaç ve elektronik gibi ısıya duyarlı eşyaları ayrı ambalajlıyor, boşaltmayı sabah erken saatlerde yapıyoruz. En rahat dönem ilkbahar ile sonbahardır. Iğdır'a gelenler arasında Iğdır Üniversitesi'nin akademisyenleri ve öğrencileri, öğretmenler, sağlık çalışanları ile Dilucu Sınır Kapısı'nda görev yapan gümrük ve güvenlik personeli öne çıkar. Kars ve Ağrı üzerinden gelen yollarda ise kış aylarında geçitlerde kar görülebildiği için soğuk mevsimde takvime yedek gün ekliyoruz. Kent merkezinde yeni konut sitelerine taşınacaksanız site yönetiminden asansör kullanım saatlerini önceden öğrenmeniz, yerleştikten sonra da e-Devlet'te adres beyanınızı yapmanız yeterlidir; okul nakillerini yaz tatilinde tamamlamak işleri kolaylaştırır.",
    ],
    ozellikler: [
      "Aras Ovası'nda ılıman taşıma",
      'Tuzluca ve Aralık hizmeti',
      'Yaz sıcağına göre takvim',
      'Sınır ticaretinde iş yeri taşıması',
    ],
  },
  kars: {
    ad: 'Kars',
    aciklama: [
      'Kars, 1.750 metreyi aşan rakımı ve uzun, karlı kışlarıyla bilinen bir yayla kentidir. Ocak ve şubat aylarında sıcaklık çok düşük seyredebilir; bu dönemde yapılan taşımalarda beyaz eşya ve elektronik cihazları ani ısı farkına karşı battaniye ve köpükle sarıyoruz.',
      "Kent merkezi, 19. yüzyılın sonlarından kalma ve Baltık mimarisi olarak anılan kesme taş binalarıyla özgün bir görünüme sahiptir; Ortakapı ve Yusufpaşa gibi eski mahallelerde kalın duvarlı, yüksek tavanlı yapılar, yeni yerleşim alanlarında ise çok katlı apartmanlar bulunur. Sarıçam ormanları ve kayak merkeziyle Sarıkamış'ın yanı sıra Kağızman, Selim, Digor, Arpaçay, Akyaka ve Susuz ilçelerine de taşıma yapıyoruz. Kars kaşarı ve gravyeri, kaz yetiştiriciliği ve Ani Ören Yeri ilin tanınan değerleridir.",
      "İstanbul'dan Kars'a giden yol Ankara, Sivas, Erzincan ve Erzurum'dan sonra Horasan ve Sarıkamış üzerinden devam eder. Kafkas Üniversitesi ve kamu kurumlarındaki tayinlerle kente gelen ailelerin eşyasını taşıyor, 72 saat içinde teslim ediyoruz.",
      "Kars, ülkenin kışı en uzun ve en soğuk kentlerinden biridir; kar çoğu yıl ekim sonunda başlar ve nisana kadar sürer. Bu yüzden taşınmak için en uygun dönem mayıs ile eylül arasıdır, kış taşımalarında ise zincirli araç kullanıyor ve Sarıkamış ormanları arasındaki yol için yedek gün ayırıyoruz. Eski taş binaların kalın duvarları ve yüksek tavanları eşyanın rahat yerleşmesini sağlasa da merdivenleri çoğu zaman dar ve dik olabilir; büyük dolapları gerekirse sökerek taşıyoruz. Soba ile ısınan evlerde sobanın ve boruların taşınmadan önce sökülmesi eşyanın kirlenmesini önler. Kafkas Üniversitesi nedeniyle eylül başı ve haziran sonu öğrenci taşımalarıyla yoğun geçer. Doğu Ekspresi'nin son durağı olan Kars'a aileniz trenle ya da Kars Harakani Havalimanı üzerinden uçakla gelebilir; boşaltmayı varış gününüze göre ayarlıyoruz. Yerleştikten sonra e-Devlet'ten adres beyanı yapmayı unutmayın.",
    ],
    ozellikler: [
      'Baltık mimarisi binalarda özen',
      'Sarıkamış ve Kağızman hizmeti',
      'Dondurucu soğukta cihaz koruma',
      'Kafkas Üniversitesi tayinleri',
    ],
  },
  malatya: {
    ad: 'Malatya',
    aciklama: [
      "Dünyaca ünlü kayısısıyla bilinen Malatya, Fırat havzasında, Karakaya Baraj Gölü'ne komşu verimli bir ovada yer alır. Yazlar sıcak ve kurak, kışlar soğuk ve karlıdır; kayısı hasadının yapıldığı haziran ve temmuz aylarında ilçe yollarında tarım trafiği yoğunlaşır, bu dönemde ilçe taşımalarına ek süre ayırıyoruz.",
      "Büyükşehrin merkez ilçeleri Yeşilyurt ve Battalgazi'dir. 6 Şubat 2023 depremlerinin ardından kent merkezi büyük ölçüde yeniden yapılanmakta; Yeşiltepe ve Tecde gibi mahallelerde ve kentin çevresindeki yeni kalıcı konut alanlarında taşınmalar sürmektedir. Yeni sitelere yerleşen aileler için asansörlü taşımayla üst katlara hızlı çıkış sağlıyoruz. Darende, Doğanşehir, Akçadağ, Arapgir, Hekimhan, Pütürge, Yazıhan, Kale, Arguvan, Kuluncak ve Doğanyol da hizmet alanımızdadır.",
      "İstanbul'dan Malatya'ya genellikle Ankara'dan sonra Kayseri, Pınarbaşı ve Gürün üzerinden ya da Sivas–Kangal hattından gelinir. Demiryolu ve karayolu kavşağı olan kent, İnönü Üniversitesi ve bölge hastaneleri nedeniyle sık memur tayini alır; iş yeri ve ofis taşımalarını cumartesi gününe planlayarak çalışma düzeninizin aksamamasına yardımcı oluyoruz.",
      "Deprem sonrasında Malatya'da taşınmaların önemli bir kısmı, hasarlı binalardan eşya çıkarılması ile geçici konutlardan yeni kalıcı konutlara ve sitelere geçişlerden oluşur. Hasar tespiti yapılmış bir binadan eşya alınacaksa, binaya girişin ilgili kurumlarca izin verilen koşullarda yapılması gerekir; bu durumu ekspertizde sizinle birlikte netleştiriyoruz. Yeni konut alanlarında araç erişimi genellikle kolaydır, ancak anahtar teslimlerinin toplu yapıldığı günlerde aynı blokta birden çok taşıma olabildiğinden saat planlaması önem kazanır. Kente gelenler arasında İnönü Üniversitesi ve Malatya Turgut Özal Üniversitesi'nin personeli ile öğrencileri, sağlık çalışanları ve öğretmenler öne çıkar. Ailenizin trenle ya da Malatya Havalimanı üzerinden ayrı gelmesi mümkündür. Kışın Kayseri yönündeki yüksek kesimlerde kar görülebildiği için en rahat dönem nisan ile ekim arasıdır; yerleştikten sonra adres beyanınızı e-Devlet'ten yapabilirsiniz.",
    ],
    ozellikler: [
      'Kayısı diyarında ev taşıma',
      'Yeni kalıcı konutlara taşınma',
      'Yeşilyurt ve Battalgazi hizmeti',
      'Cumartesi ofis taşıması',
    ],
  },
  mus: {
    ad: 'Muş',
    aciklama: [
      "Muş, Murat Nehri'nin suladığı geniş Muş Ovası'nın güney kenarında, Kurtik Dağı'nın eteklerinde kurulu bir kenttir. Kışlar uzun ve çok karlıdır; ilkbaharda ise ova, kentin adını taşıyan Muş lalesiyle renklenir. Kar kalınlığının arttığı aylarda Varto ve Bulanık yönündeki taşımalarda yol durumunu önceden kontrol ediyoruz.",
      'Merkezin yanı sıra 1071 zaferinin yaşandığı Malazgirt ile Bulanık, Varto, Hasköy ve Korkut ilçelerine hizmet veriyoruz. Tarım ve büyükbaş hayvancılık ekonominin temelidir; ovada şeker pancarı ve tahıl üretimi yaygındır. Kent merkezinde orta katlı apartmanlar ve yeni toplu konut bloklarının yanında bahçeli, tek katlı evler de çoktur; bu çeşitlilik nedeniyle araç tipini ev ev seçiyoruz.',
      "İstanbul'dan Muş'a Anadolu Otoyolu ile Ankara'ya, ardından Sivas, Malatya, Elazığ ve Bingöl üzerinden ulaşılır; Erzurum tarafından gelen yükler ise Hınıs ve Varto yolunu kullanabilir. Muş Alparslan Üniversitesi'ne ve sağlık kurumlarına atanan personel başta olmak üzere kamu görevlilerinin eşyasını 72 saat içinde yeni adreslerine ulaştırıyoruz.",
      "Muş'ta taşınma için en uygun dönem karın çekildiği mayıs sonundan ekim başına kadar olan aylardır; ovada kar kalınlığı kışın yükselebilir ve ilkbaharda eriyen kar bazı köy yollarını çamurlu hâle getirir. Kent merkezi yamaçtaki eski mahalleler ile ovaya doğru genişleyen, toplu konut bloklarının ve yeni sitelerin yer aldığı bölgelerden oluşur; eski mahallelerdeki dik ve dar sokaklarda aracın yanaşacağı noktayı önceden belirliyoruz. Muş'a gelenlerin önemli bir kısmı ilk atamasını alan genç öğretmenler, hemşireler ve hekimlerdir; görev süresini tamamlayıp İstanbul'a dönenlerin taşıması da çoğunlukla yaz tatiline denk gelir. Malazgirt Zaferi'nin yıl dönümü olan ağustos sonunda Malazgirt yolunda yoğunluk yaşanabildiği için o ilçeye yapılacak teslimatları bu günlerin dışında planlıyoruz. Muş Sultan Alparslan Havalimanı üzerinden gelen aileler için boşaltma gününü uçuş tarihine göre ayarlıyor, adres beyanı için e-Devlet'i hatırlatıyoruz.",
    ],
    ozellikler: [
      "Muş Ovası'nda geniş erişim",
      'Malazgirt ve Bulanık hizmeti',
      'Yoğun karda yol kontrolü',
      'Konut tipine göre araç seçimi',
    ],
  },
  tunceli: {
    ad: 'Tunceli',
    aciklama: [
      "Munzur Dağları ile Keban Baraj Gölü arasında kalan Tunceli, Munzur ve Pülümür çaylarının birleştiği noktada kurulmuş küçük ve sakin bir il merkezidir. Munzur Vadisi Milli Parkı'na ev sahipliği yapan il, derin vadileri ve kıvrımlı dağ yollarıyla dikkatli bir rota planı ister. Kışlar karlı, yazlar ise vadi tabanında oldukça sıcak geçer.",
      "Merkez ilçenin yanında Ovacık, Hozat, Pertek, Mazgirt, Nazımiye, Pülümür ve Çemişgezek'e hizmet veriyoruz. Pertek ve Çemişgezek baraj gölü kıyısında, Ovacık ise Munzur'un kaynaklarına yakın yüksek bir ovada yer alır. Kent merkezinde yapılar genellikle dört beş katı geçmez, bu da çoğu taşımada dış cephe asansörüne gerek kalmadan hızlı çalışmayı sağlar. Arıcılık, hayvancılık ve kamu hizmetleri ekonominin temelidir.",
      "İstanbul'dan Tunceli'ye iki yoldan ulaşılır: Ankara, Sivas ve Malatya üzerinden Elazığ'a gelip kuzeye uzanan karayolunu kullanmak ya da Erzincan'dan Pülümür Vadisi'ni izleyerek güneye inmek. Munzur Üniversitesi'ne atanan akademisyenlerin, öğrencilerin ve memurların eşyasını, mevsim koşullarına göre seçtiğimiz güzergâhla 72 saat içinde teslim ediyoruz.",
      "Tunceli'ye taşınanların büyük kısmı Munzur Üniversitesi'nin öğrencileri ve akademisyenleri ile il merkezine ve ilçelere atanan öğretmenler, sağlık çalışanları ve diğer kamu görevlileridir. Öğrenci taşımaları eylül başında ve haziran sonunda yoğunlaşır; bu dönemlerde kiralık dairelerin el değiştirdiği kısa süreli bir hareketlilik yaşanır, bu yüzden randevunuzu erken almanızı öneririz. Kent merkezi küçük olduğundan apartman önlerinde araç için yer bulmak büyük kentlere göre kolaydır. Ovacık ve Pülümür gibi yüksek ilçelerde kar kasımdan nisana kadar etkili olabildiğinden bu ilçelere taşınacaksanız mayıs ile ekim arasını seçmeniz daha rahat olur; vadi tabanındaki merkezde ise yaz aylarında sıcak belirgindir ve boşaltmayı sabah saatlerine alıyoruz. Soba ile ısınan evlerde sobanın önceden sökülmesini, yerleştikten sonra da e-Devlet üzerinden adres beyanı yapılmasını hatırlatıyoruz.",
    ],
    ozellikler: [
      'Munzur Vadisi güzergâh planı',
      'Pertek ve Ovacık hizmeti',
      'Alçak yapılarda hızlı taşıma',
      'Pülümür yolundan alternatif',
    ],
  },
  van: {
    ad: 'Van',
    aciklama: [
      "Türkiye'nin en büyük gölü Van Gölü'nün doğu kıyısında, yaklaşık 1.700 metre rakımda kurulu Van, bölgenin en kalabalık kentlerinden biridir. Göl kışı bir parça yumuşatsa da ocak ve şubat ayları soğuk ve karlı geçer; yazlar ise serin ve güneşlidir, bu da taşınma için en rahat dönemi oluşturur.",
      "Büyükşehrin merkezini İpekyolu, Tuşba ve göl kenarındaki Edremit ilçeleri oluşturur; Cumhuriyet Caddesi çevresi kentin ticaret kalbidir. 2011 depreminin ardından kentte çok sayıda yeni konut sitesi ve yüksek blok yapılmıştır, bu binalarda asansörlü taşıma sistemimiz önemli ölçüde zaman kazandırır. Erciş, Muradiye, Gevaş, Özalp, Başkale, Çaldıran, Saray, Gürpınar, Çatak ve Bahçesaray'a da hizmet veriyoruz. Otlu peynir, Van kahvaltısı ve Akdamar Adası kentin simgeleri arasındadır.",
      "İstanbul'dan Van'a Ankara, Sivas, Malatya, Elazığ, Bingöl ve Muş üzerinden Tatvan'a gelinir; buradan gölün güneyindeki Gevaş yolu ya da kuzeyde Ahlat, Adilcevaz ve Erciş üzerinden kente ulaşılır. Van Yüzüncü Yıl Üniversitesi ve bölge müdürlükleri nedeniyle tayin hareketliliği yüksek olduğundan, yaz aylarındaki yoğun dönemde randevunuzu erkenden almanızı öneririz.",
      "Van'a taşınanlar arasında Van Yüzüncü Yıl Üniversitesi'nin Tuşba'daki Zeve Kampüsü çevresine yerleşen öğrenciler ve akademisyenler, hastanelere atanan sağlık çalışanları, öğretmenler ve Kapıköy Sınır Kapısı'nda görev yapan personel öne çıkar. Edremit'te göl kıyısına uzanan yeni siteler, İpekyolu'nda ise merkeze yakın apartmanlar yaygın tercihlerdir. Kasımdan mart sonuna kadar kar ve buzlanma olağan olduğundan en rahat taşınma dönemi mayıs ile ekim arasıdır; bu aylar aynı zamanda tayin dönemine denk geldiği için ekiplerimiz yoğun çalışır. Aileniz Van Ferit Melen Havalimanı üzerinden uçakla gelebilir; eşyanın teslim gününü uçuşunuza göre planlıyoruz. Demiryolu hattı ise Tatvan'da göl kıyısına ulaşır; Van'a geçiş buradan karayoluyla ya da göl feribotuyla sağlanır. Yerleştikten sonra e-Devlet üzerinden adres beyanı yapmayı, okul çağındaki çocukların nakil işlemlerini de yaz tatilinde tamamlamayı unutmayın.",
    ],
    ozellikler: [
      'İpekyolu, Tuşba ve Edremit',
      'Yüksek bloklarda asansörlü taşıma',
      'Gölün iki yakasından güzergâh',
      'Yaz tayin dönemine hazırlık',
    ],
  },
};

import type { PlaceText } from '../types';

export const eastProvinceTexts: Record<string, PlaceText> = {
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
      "İstanbul'dan Ardahan'a iki ana güzergâh vardır: Anadolu Otoyolu ve Ankara–Sivas–Erzurum hattını izleyip Kars ya da Göle üzerinden gelmek veya Karadeniz sahil yolunu Artvin'e kadar takip edip Şavşat'tan geçerek yaylaya çıkmak. Hangisinin kullanılacağını çoğu zaman dağ yollarının kış durumu belirler; her iki yolda da sigortalı eşyanız 72 saat içinde teslim edilir.",
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
      "İstanbul'dan Bitlis'e genellikle Ankara, Sivas, Malatya, Elazığ, Bingöl ve Muş üzerinden ulaşılır; güney yönünden gelen yükler ise Diyarbakır'dan sonra Baykan üzerinden vadiye girer. Bitlis Eren Üniversitesi'ne atanan akademisyenlerin, öğretmenlerin ve sağlık personelinin tayin taşımalarında eşyanızı nakliyat sigortası güvencesiyle 72 saat içinde teslim ediyoruz.",
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
      "Erzincan, İstanbul'dan Erzurum'a uzanan D100 kara yolunun tam üzerindedir; Ankara ve Sivas'tan sonra Zara ile Refahiye geçilir, Sakaltutan Geçidi aşılarak ovaya inilir. Kışın bu geçitte kar ve tipi görülebildiğinden araçlarımız zincirle donatılır. Erzincan Binali Yıldırım Üniversitesi'ne ve kamu kurumlarına atanan memurların ev eşyasını sigortalı olarak taşıyor, 72 saat içinde teslim ediyoruz.",
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
      "İstanbul'dan Kars'a giden yol Ankara, Sivas, Erzincan ve Erzurum'dan sonra Horasan ve Sarıkamış üzerinden devam eder. Kafkas Üniversitesi ve kamu kurumlarındaki tayinlerle kente gelen ailelerin eşyasını nakliyat sigortası kapsamında taşıyor, 72 saat içinde teslim ediyoruz.",
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
      "İstanbul'dan Muş'a Anadolu Otoyolu ile Ankara'ya, ardından Sivas, Malatya, Elazığ ve Bingöl üzerinden ulaşılır; Erzurum tarafından gelen yükler ise Hınıs ve Varto yolunu kullanabilir. Muş Alparslan Üniversitesi'ne ve sağlık kurumlarına atanan personel başta olmak üzere kamu görevlilerinin eşyasını 72 saat içinde, sigortalı olarak yeni adreslerine ulaştırıyoruz.",
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
  adiyaman: {
    ad: 'Adıyaman',
    aciklama: [
      "Adıyaman, Toros Dağları'nın güney eteklerinden Atatürk Baraj Gölü'ne doğru alçalan bir arazide yer alır. Yazlar uzun ve sıcak, kışlar ise merkezde ılıman, kuzeydeki Çelikhan ve Sincik'te daha sert geçer; bu fark aynı il içinde bile taşınma tarihinin seçimini etkiler.",
      "Merkezin yanı sıra Nemrut Dağı'na açılan Kahta ile Besni, Gölbaşı, Gerger, Sincik, Samsat, Tut ve Çelikhan ilçelerine hizmet veriyoruz. 6 Şubat 2023 depremlerinin ardından kentte yeniden yapılanma sürüyor; yeni kalıcı konut alanlarına ve yeniden inşa edilen mahallelere taşınan aileler için ekspertizde bina girişini, asansör durumunu ve aracın yanaşacağı noktayı tek tek değerlendiriyoruz. Petrol üretimi, tekstil ve tütün ilin başlıca geçim kaynakları arasındadır.",
      "İstanbul'dan Adıyaman'a çoğunlukla Ankara ve Kayseri üzerinden Kahramanmaraş'a, oradan Gölbaşı yoluyla kente gelinir; Malatya üzerinden gelen güzergâh da kullanılabilir. Adıyaman Üniversitesi'ne ve sağlık kuruluşlarına atanan personelin eşyasını yaz sıcağında ısıya duyarlı ürünleri ayrı kolilere alarak taşıyor, 72 saat içinde teslim ediyoruz.",
      "Adıyaman'da taşınmak için en rahat dönem ilkbahar ile sonbahardır; temmuz ve ağustosta merkezde ve Kahta'da sıcaklık çok yükselir, Çelikhan ve Sincik gibi kuzeydeki yüksek ilçelerde ise kışın kar etkili olur. Depremden sonra kente gelen ya da kentten ayrılan ailelerin önemli bir kısmı geçici konutlardan kalıcı konutlara geçiş sürecindedir; yeni konut alanlarında anahtar teslimleri toplu yapıldığından aynı gün birden fazla taşıma olabilir, bu yüzden saati önceden netleştiriyoruz. Hasar görmüş bir binadan eşya alınacaksa binaya girişin yetkililerin izin verdiği koşullarda yapılması gerekir. Kahta'dan Atatürk Baraj Gölü'nün karşı kıyısına geçişi sağlayan Nissibi Köprüsü, Diyarbakır yönüne yapılan taşımalarda yolu kısaltır. Aileniz Adıyaman Havalimanı üzerinden ayrı gelebilir; teslim gününü buna göre ayarlıyoruz. Yerleşince e-Devlet'ten adres beyanı yapmanızı, okul nakillerini de yaz tatilinde tamamlamanızı öneririz.",
    ],
    ozellikler: [
      'Kahta ve Nemrut yolu hizmeti',
      'Yeni konutlara özenli yerleşim',
      'Isıya duyarlı eşya ayrımı',
      'Kahramanmaraş bağlantılı güzergâh',
    ],
  },
  batman: {
    ad: 'Batman',
    aciklama: [
      "Batman, Türkiye'nin ilk ticari petrolünün çıkarıldığı Raman sahasıyla büyüyen genç bir sanayi kentidir. Ülkenin ilk rafinerisi burada kurulmuş, kent petrol tesisleri ve çevresindeki lojman bölgeleriyle şekillenmiştir. Batman Çayı'nın batısındaki düzlükte kurulu merkezde yazlar çok sıcak geçer; temmuz ve ağustosta yüklemeyi sabahın serin saatlerine alıyoruz.",
      "Merkez ilçe ile birlikte Kozluk, Sason, Beşiri, Gercüş ve Ilısu Barajı nedeniyle yeni yerine taşınan Hasankeyf'e hizmet veriyoruz. Hızla büyüyen kentte yeni yapılaşmanın yoğunlaştığı bölgelerde yüksek site blokları, eski mahallelerde ise iki üç katlı müstakil evler bulunur. Rafineri, petrol şirketleri ve bunlara hizmet veren firmalar nedeniyle teknik personelin ev taşımaları ile ofis taşımaları da sık yapılır.",
      "İstanbul'dan Batman'a Ankara, Kayseri ve Malatya üzerinden Diyarbakır'a gelinip doğuya devam edilir; Gaziantep–Şanlıurfa Otoyolu'nu izleyip Siverek üzerinden Diyarbakır'a bağlanmak da mümkündür. Batman Üniversitesi'ne ve kamu kurumlarına atanan memurların eşyasını 72 saatlik teslim süresiyle, sigortalı olarak taşıyoruz.",
      "Batman'da yaz sıcağı taşınma takvimini belirleyen başlıca etkendir: temmuz ve ağustosta gün ortasında çalışmak hem ekip hem eşya için zorlayıcıdır, bu yüzden mümkünse nisan-mayıs ya da eylül-ekim aylarını öneriyoruz. Kışlar ise kısa ve görece ılımandır, karın yolu kapattığı günler Sason gibi yüksek kesimler dışında azdır. Kente gelenlerin önemli bir kısmı Türkiye Petrolleri'nin sahalarında ve Tüpraş'ın Batman Rafinerisi'nde çalışan teknik personel ile onlara hizmet veren firmaların çalışanlarıdır; kurum lojmanlarına yerleşecekseniz giriş izni ve teslim saatini önceden öğrenmeniz işleri hızlandırır. Batman Üniversitesi nedeniyle eylül başında öğrenci taşımaları da artar. Yeni Hasankeyf'e taşınacaklar için ilçenin baraj nedeniyle baştan kurulan yerleşim alanında caddeler geniştir ve araç erişimi kolaydır; ekspertizde yine de yükleme noktasını yerinde belirliyoruz. Aileniz Batman Havalimanı üzerinden ya da Kurtalan'a uzanan demiryolu hattıyla ayrı gelebilir. Yerleştikten sonra e-Devlet üzerinden adres beyanınızı yapmayı unutmayın.",
    ],
    ozellikler: [
      'Petrol kentinde kurumsal taşıma',
      "Yeni Hasankeyf'e taşınma",
      'Sabah serinliğinde yükleme',
      'Kozluk ve Beşiri hizmeti',
    ],
  },
  diyarbakir: {
    ad: 'Diyarbakır',
    aciklama: [
      "Dicle Nehri'nin kıyısında yükselen bazalt surları ve Hevsel Bahçeleri'yle UNESCO Dünya Mirası Listesi'nde yer alan Diyarbakır, Güneydoğu Anadolu'nun en büyük kentlerinden biridir. Yazlar çok sıcak ve kurak, kışlar ise serin ve zaman zaman karlı geçer; yaz aylarında ilaç, mum ve elektronik gibi ısıya duyarlı eşyaları ayrı ve korumalı kolilerle taşıyoruz.",
      "Büyükşehrin merkez ilçeleri Sur, Bağlar, Kayapınar ve Yenişehir'dir. Sur içindeki dar sokaklı, kara bazalt taşından yapılmış avlulu evlerde eşyanın araca kadar elde taşınması gerekirken, Kayapınar'daki Diclekent çevresi ve Yenişehir'deki Ofis semti gibi bölgelerde yüksek bloklarda asansörle çalışırız. Ergani, Bismil, Silvan, Çermik, Çınar, Dicle, Eğil, Hani, Hazro, Kocaköy, Kulp ve Lice ilçelerine de hizmet veriyoruz.",
      "İstanbul'dan Diyarbakır'a iki ana yol kullanılır: Ankara'dan sonra Kayseri, Malatya, Elazığ ve Ergani üzerinden kuzeyden inmek ya da Ankara–Niğde Otoyolu ile Adana'ya, oradan Gaziantep–Şanlıurfa otoyolunu izleyip Siverek'ten kente ulaşmak. Dicle Üniversitesi, bölge müdürlükleri ve büyük hastaneleriyle tayin hareketliliği yüksek olan kentte kurum ve ofis taşımalarını da planlı biçimde yürütüyor, eşyanızı 72 saat içinde teslim ediyoruz.",
      "Diyarbakır'da taşınma takvimini en çok yaz sıcağı belirler: temmuz ve ağustosta gün ortası yükleme için uygun değildir, bu yüzden bu aylarda işe sabah erkenden başlıyoruz. En rahat dönem mart sonundan haziran başına ve eylül ortasından kasıma kadar olan aylardır; kışlar serin geçse de kar nadiren uzun süre kalır. Kente gelenler arasında Dicle Üniversitesi'nin öğrencileri ve akademisyenleri, hastanelere atanan sağlık çalışanları, öğretmenler ve bölge müdürlüklerine tayin edilen memurlar öne çıkar; öğrenci taşımaları eylül başında, tayin taşımaları ise yaz aylarında yoğunlaşır. Bağlar'ın sık apartmanlı sokaklarında park yeri bulmak zor olabildiğinden aracın duracağı noktayı önceden belirliyor, Kayapınar'daki yeni sitelerde yönetimden asansör kullanım izni almanızı öneriyoruz. Aileniz Diyarbakır Havalimanı üzerinden ayrı gelebilir. Yerleştikten sonra adres beyanınızı e-Devlet'ten yapmayı unutmayın.",
    ],
    ozellikler: [
      "Sur'da avlulu ev taşıması",
      'Kayapınar bloklarına asansör',
      'Kuzey ya da otoyol güzergâhı',
      'Dicle Üniversitesi ve kurum tayini',
    ],
  },
  gaziantep: {
    ad: 'Gaziantep',
    aciklama: [
      "Gaziantep, Güneydoğu Anadolu'nun sanayi ve ticaret merkezidir; organize sanayi bölgelerindeki tekstil, halı, gıda ve plastik fabrikalarıyla ülkenin önde gelen ihracat kentlerinden biridir. Antep fıstığı, baklavası ve Zeugma Mozaik Müzesi kentin dünyaca tanınan değerleridir. Yazlar sıcak ve kurak, kışlar ise ılıman ve yağışlıdır.",
      "Büyükşehrin merkezini Şahinbey ve Şehitkamil ilçeleri oluşturur. İbrahimli ve Batıkent gibi yeni bölgelerde yüksek katlı siteler yoğunken, Bey Mahallesi çevresinde kesme taştan yapılmış tarihi avlulu evler bulunur. Nizip, İslahiye, Nurdağı, Oğuzeli, Araban, Yavuzeli ve Karkamış'a da taşıma yapıyoruz. Fabrika, atölye ve ofis taşımalarında 1 ile 50 ton arasındaki ağır yükler için uygun araç ve ekipmanı sağlıyoruz.",
      "İstanbul'dan Gaziantep'e neredeyse tamamı otoyoldan oluşan bir güzergâhla ulaşılır: Kuzey Marmara Otoyolu ya da Anadolu Otoyolu ile Ankara'ya, Ankara–Niğde Otoyolu ve Pozantı üzerinden Toroslar'ı aşarak Adana'ya, oradan Tarsus–Adana–Gaziantep Otoyolu ile kente varılır. Bu bağlantı sayesinde eşyanız 72 saat içinde teslim edilir; Gaziantep Üniversitesi'ne ve kamu kurumlarına atanan memurlar için de aynı planlama geçerlidir.",
      "Gaziantep'e taşınanların önemli bir kısmı organize sanayi bölgelerindeki fabrikalara gelen mühendisler, teknik personel ve yöneticilerle Gaziantep Üniversitesi başta olmak üzere kentteki üniversitelerin öğrencileri ve akademisyenleridir. Şehitkamil'in kuzey ve batısında gelişen yeni bölgelerde yüksek katlı siteler yaygındır; bu sitelerde taşınma günü için yönetimden izin almanızı, asansörün ve otoparkın kullanım saatlerini önceden öğrenmenizi öneririz. Depremde ağır hasar gören Nurdağı ve İslahiye'de yeniden yapılanma sürdüğü için bu ilçelerdeki kalıcı konutlara yapılacak taşımalarda adresi ekspertizde ayrıca değerlendiriyoruz. Yazlar sıcak geçtiğinden temmuz ve ağustosta yüklemeyi sabah saatlerine alıyoruz; en rahat dönem ilkbahar ve sonbahardır. Bayram arifelerinde Adana ile Gaziantep arasındaki otoyolda trafik belirgin biçimde artar, bu günleri mümkünse taşınma takviminizin dışında tutun. Aileniz Gaziantep Havalimanı üzerinden gelebilir; adres beyanını da e-Devlet'ten yapabilirsiniz.",
    ],
    ozellikler: [
      'Fabrika ve atölye taşıması',
      'Şahinbey ve Şehitkamil hizmeti',
      'Otoyol ağırlıklı güzergâh',
      'Bey Mahallesi taş evleri',
    ],
  },
  kilis: {
    ad: 'Kilis',
    aciklama: [
      "Gaziantep'in güneyinde, Türkiye'nin güney sınırında yer alan Kilis, ülkenin en küçük illerinden biridir. Akdeniz etkisi taşıyan iklimi sayesinde kışlar ılıman, yazlar ise sıcak geçer. Zeytinlikler ve üzüm bağları ilin manzarasını belirler; Kilis zeytinyağı ve Kilis tava yöreye özgü tanınan lezzetlerdir.",
      "Merkez ilçe ile Elbeyli, Musabeyli ve Polateli'ye hizmet veriyoruz. Tarihi kent merkezinde kesme taştan yapılmış, avlulu ve kalın duvarlı geleneksel Kilis evleri dikkat çeker; bu evlerin dar kapı ve merdivenlerinden geçmeyen büyük mobilyaları gerektiğinde sökerek taşıyoruz. Yeni yerleşim alanlarında ise orta katlı apartmanlar ve toplu konut blokları yaygındır.",
      "İstanbul'dan Kilis'e Anadolu Otoyolu, Ankara–Niğde Otoyolu ve Tarsus–Adana–Gaziantep Otoyolu ile Gaziantep'e, oradan yaklaşık bir saatlik karayoluyla ulaşılır. Kilis 7 Aralık Üniversitesi'ne atanan akademisyenler, öğretmenler ve sağlık personeli, küçük hacimli lojman taşımalarında parça eşya seçeneğini de değerlendirebilir; bunun için rezervasyonu en az 2 saat önceden yapmanız yeterlidir.",
      "Kilis küçük ve derli toplu bir kent olduğundan taşınma günü trafiği büyük kentlere göre çok daha rahattır; merkezdeki mahallelerin çoğuna kısa sürede ulaşılır. Yazlar ise oldukça sıcak geçer: temmuz ve ağustosta yükleme ile boşaltmayı sabahın erken saatlerine alıyor, ısıya duyarlı eşyaları ayrı kolilere yerleştiriyoruz. En uygun dönem ilkbahar ile sonbahardır; ancak zeytin hasadının yapıldığı ekim ve kasımda köy yollarında tarım trafiği artabilir. Kilis'e gelenler arasında Kilis 7 Aralık Üniversitesi'nin öğrencileri ve personeli, öğretmenler, sağlık çalışanları ile Suriye sınırındaki Öncüpınar Sınır Kapısı'nda görev yapan gümrük ve güvenlik personeli öne çıkar. Kentte havalimanı bulunmadığından uçakla gelecek aileler genellikle Gaziantep Havalimanı'nı kullanır; teslim gününü varışınıza göre ayarlıyoruz. Geleneksel taş evlerde avlu kapısının genişliğini ekspertizde ölçüyor, yerleştikten sonra e-Devlet üzerinden adres beyanı yapmanızı hatırlatıyoruz. Kilis'ten İstanbul'a dönen aileler ise çoğunlukla okulların kapandığı haziran sonunu tercih eder.",
    ],
    ozellikler: [
      'Geleneksel taş evlerde taşıma',
      'Elbeyli ve Musabeyli hizmeti',
      'Gaziantep üzerinden kısa yol',
      'Lojmana parça eşya seçeneği',
    ],
  },
  mardin: {
    ad: 'Mardin',
    aciklama: [
      "Mezopotamya Ovası'na bakan bir yamaca basamaklar halinde kurulmuş Mardin'in tarihi kenti, bal rengi kalker taşından evleri, abbara adı verilen kemerli geçitleri ve merdivenli sokaklarıyla benzersizdir. Bu dokuda araçların giremediği pek çok sokak bulunduğundan eski Mardin'deki taşımalarda eşyayı en yakın araç noktasına kadar ekibimiz elde taşır; bunu ekspertizde adım adım planlıyoruz.",
      "Merkez ilçe Artuklu'da tarihi kentin yanında, ovaya doğru gelişen Yenişehir'de modern apartmanlar ve siteler yer alır. İlin en kalabalık ilçesi ovadaki Kızıltepe'dir; telkari gümüş işçiliği ve taş konaklarıyla Midyat ile Nusaybin, Derik, Savur, Ömerli, Dargeçit, Mazıdağı ve Yeşilli de hizmet alanımızdadır. Yazlar çok sıcak geçtiği için yükleme saatlerini günün serin dilimlerine göre belirliyoruz.",
      "İstanbul'dan Mardin'e genellikle Ankara, Adana ve Gaziantep üzerinden otoyolla Şanlıurfa'ya, buradan Viranşehir ve Kızıltepe yoluyla ulaşılır; Diyarbakır üzerinden güneye inen yol da kullanılır. Mardin Artuklu Üniversitesi'ne ve kamu kurumlarına tayini çıkan memurların yanı sıra turizm işletmelerinin taşımalarını da üstleniyor, eşyanızı 72 saat içinde teslim ediyoruz.",
      "Eski Mardin'in ana aksı olan Cumhuriyet Caddesi gün boyu yoğundur; bu cadde üzerindeki ya da ondan ayrılan merdivenli sokaklardaki evlerde yüklemeyi trafiğin en sakin olduğu sabah erken saatlere alıyoruz. Turizm sezonunun hareketli olduğu ilkbahar ve sonbaharda, özellikle hafta sonları ve bayramlarda tarihi kentte araç ilerlemek güçleşir; taşınma gününüzü hafta içine denk getirmeniz işleri kolaylaştırır. Kalın taş duvarlı evler yazın serin kalsa da dar kapılar ve taş merdivenler büyük mobilyaların sökülmesini gerektirebilir. Yenişehir'deki apartmanlarda ve Kızıltepe'deki yeni yerleşimlerde araç erişimi ise rahattır. Kente gelenler arasında Mardin Artuklu Üniversitesi'nin personeli ve öğrencileri, öğretmenler, sağlık çalışanları ve turizm sektöründe çalışanlar öne çıkar. Aileniz Mardin Havalimanı üzerinden ayrı gelebilir; yerleştikten sonra adres beyanınızı e-Devlet'ten yapmayı unutmayın.",
    ],
    ozellikler: [
      'Merdivenli sokakta elle taşıma',
      'Artuklu ve Yenişehir hizmeti',
      'Midyat taş konak taşıması',
      'Kızıltepe Ovası teslimatı',
    ],
  },
  siirt: {
    ad: 'Siirt',
    aciklama: [
      "Siirt, Dicle'nin önemli kollarından Botan Çayı'na yakın, engebeli bir arazi üzerinde kuruludur. Yazlar sıcak ve kurak, kışlar ise yağışlı ve serin geçer; Pervari ve Baykan gibi yüksek kesimlerde kar daha etkilidir. İri taneli Siirt fıstığı, el dokuması Siirt battaniyesi ve büryan kebabı ilin tanınan değerleridir.",
      "Merkezin yanı sıra demiryolu hattının son durağı olan Kurtalan ile Baykan, Eruh, Pervari, Şirvan ve yetiştirdiği âlimlerle anılan Tillo'ya hizmet veriyoruz. Kent merkezinde orta katlı apartmanlar ve yeni toplu konut blokları ağırlıktadır; eski mahallelerde ise dar sokaklar ve bahçeli müstakil evler bulunur, bu sokaklarda gerektiğinde daha küçük bir araçla aktarma yapıyoruz.",
      "İstanbul'dan Siirt'e Ankara, Kayseri, Malatya ve Elazığ üzerinden Diyarbakır'a, buradan Batman'ı geçerek ulaşılır. Kurtalan'a kadar uzanan demiryolu ve ilin havalimanı sayesinde aileniz ayrı yolculuk yapıp eşyayı yeni evde karşılayabilir. Siirt Üniversitesi'ne, okullara ve hastanelere atanan memurların eşyasını sigortalı olarak 72 saat içinde teslim ediyoruz.",
      "Siirt'te taşınmak için en rahat dönem ilkbahar ile sonbahardır; temmuz ve ağustosta merkezde ve Kurtalan'da sıcaklık çok yükselir, kış aylarında ise yağmur ve yüksek kesimlerde kar yollarda yavaşlamaya neden olabilir. Siirt fıstığının hasat edildiği yaz sonunda bahçe ve köy yollarında hareketlilik artar, ilçelere yapılacak teslimatları buna göre planlıyoruz. Kente gelenlerin büyük bölümü Siirt Üniversitesi'nin öğrencileri ve akademisyenleri ile il merkezine ve ilçelere atanan öğretmenler, hemşireler, hekimler ve diğer kamu görevlileridir; öğrenci taşımaları eylül başında, tayin taşımaları ise yaz aylarında yoğunlaşır. Pervari ve Eruh çevresindeki Botan Vadisi'ne yakın köylere yapılacak taşımalarda dağ yollarının durumunu önceden kontrol ediyoruz. Siirt battaniyesi gibi el dokuması tekstilleri ve kilimleri nemden ve tozdan korumak için ayrı örtülerle paketliyoruz. Lojmana yerleşecekseniz teslim tarihini kurumunuzdan öğrenmeniz, okul nakillerini yaz tatilinde tamamlamanız ve e-Devlet'te adres beyanınızı yapmanız yeterlidir.",
    ],
    ozellikler: [
      'Kurtalan ve Tillo hizmeti',
      'Eski mahallede küçük araç',
      'Batman üzerinden bağlantı',
      'Memur tayininde lojman taşıması',
    ],
  },
  sanliurfa: {
    ad: 'Şanlıurfa',
    aciklama: [
      "Göbeklitepe, Balıklıgöl ve Harran gibi dünyaca tanınan mirasıyla bilinen Şanlıurfa, aynı zamanda Güneydoğu Anadolu Projesi'nin tarım merkezidir. Atatürk Barajı'ndan gelen sularla sulanan Harran Ovası'nda pamuk, mısır ve fıstık üretilir. Yaz sıcaklıkları 40 dereceyi rahatlıkla aşabildiğinden ahşap mobilyayı ve beyaz eşyayı güneşe karşı kapalı kasalı araçlarda taşıyoruz.",
      "Büyükşehrin merkezinde Eyyübiye, Haliliye ve Karaköprü ilçeleri bulunur. Tarihi çarşı ve Balıklıgöl çevresindeki kesme taş Urfa evleri dar sokaklarıyla özenli bir taşıma ister; Karaköprü'de ise hızla yükselen yüksek katlı siteler ağırlıktadır. Siverek ve Viranşehir gibi büyük ilçelerin yanı sıra Birecik, Halfeti, Suruç, Akçakale, Ceylanpınar, Harran, Bozova ve Hilvan'a da hizmet veriyoruz.",
      "İstanbul'dan Şanlıurfa'ya Anadolu Otoyolu ile Ankara'ya, Ankara–Niğde Otoyolu ve Pozantı üzerinden Adana'ya, oradan Gaziantep'i geçerek Şanlıurfa'ya kadar otoyolla ulaşılır. Harran Üniversitesi'ne ve kamu kurumlarına tayini çıkan memurların ev eşyasını da, tarım işletmelerinin ofis taşımalarını da 72 saat içinde yeni adresine ulaştırıyoruz.",
      "Şanlıurfa'da yaz sıcağı taşınma gününün planını doğrudan belirler; haziran ortasından eylül başına kadar yüklemeyi sabahın ilk saatlerinde bitirmeye çalışıyoruz. En rahat dönem mart ile mayıs ve ekim ile kasım arasıdır; kışlar ılıman geçer ve kar nadirdir. Balıklıgöl ve tarihi çarşı çevresi hafta sonları ve bayramlarda ziyaretçilerle dolduğundan bu bölgedeki evlerde taşınmayı hafta içine almanızı öneririz. Karaköprü'deki yüksek katlı sitelerde ise taşınma günü için site yönetiminden izin almanız ve asansör kullanım saatlerini öğrenmeniz işleri hızlandırır. Kente gelenler arasında Harran Üniversitesi'nin Osmanbey Kampüsü'ne gelen öğrenciler ve akademisyenler, hastanelere atanan sağlık çalışanları, öğretmenler ve Akçakale ile Ceylanpınar'daki sınır kapılarında görev yapan personel öne çıkar. Pamuk hasadının sürdüğü sonbaharda Harran Ovası'ndaki yollarda tarım araçları nedeniyle yavaşlama olabilir. Aileniz Şanlıurfa GAP Havalimanı üzerinden ayrı gelebilir; yerleştikten sonra e-Devlet'te adres beyanınızı yapmayı, okul nakillerini de yaz tatilinde tamamlamayı unutmayın.",
    ],
    ozellikler: [
      'Karaköprü sitelerine asansör',
      'Balıklıgöl çevresi taş evler',
      'Siverek ve Birecik hizmeti',
      'Harran Üniversitesi tayinleri',
    ],
  },
  sirnak: {
    ad: 'Şırnak',
    aciklama: [
      "Cudi ve Gabar dağlarının arasında, 1.400 metre dolayında bir rakımda kurulu Şırnak il merkezi, dağ yamaçlarına yayılan yapısıyla kışın karlı, yazın serin bir kenttir. Buna karşılık Dicle kıyısındaki Cizre ile ovadaki Silopi'de yazlar çok sıcak geçer; aynı ilde iki farklı iklim, taşıma hazırlığını da farklılaştırır.",
      "Merkez ilçe ile birlikte Dicle kıyısındaki tarihi Cizre, Habur Sınır Kapısı'yla ticaretin canlı olduğu Silopi, İdil, Uludere, Beytüşşebap ve Güçlükonak'a hizmet veriyoruz. Kent merkezinde yeni toplu konut blokları ve yamaçlara kurulmuş apartmanlar, Cizre ve Silopi'de ise düz arazide gelişen geniş caddeli yeni yerleşimler bulunur. Asfaltit madenciliği, sınır ticareti ve lojistik ilin ekonomisinde önemli yer tutar.",
      "İstanbul'dan Şırnak'a Ankara, Adana, Gaziantep ve Şanlıurfa üzerinden Kızıltepe ve Nusaybin'e, buradan D400 kara yoluyla Cizre'ye ulaşılır; il merkezine Cizre'den kuzeye tırmanan dağ yoluyla çıkılır. Şırnak Üniversitesi'ne, hastanelere ve okullara atanan kamu görevlilerinin eşyasını 72 saatlik teslim süresiyle taşıyor, Şerafettin Elçi Havalimanı'yla gelen ailelerin teslim saatini uçuşlarına göre ayarlıyoruz.",
      "Şırnak'a taşınanların büyük bölümü il merkezine ve ilçelere atanan öğretmenler, sağlık çalışanları ve diğer kamu görevlileri ile Şırnak Üniversitesi'nin personeli ve öğrencileridir; Habur'da görev yapan gümrük personeli ve maden işletmelerinin teknik çalışanları da bunlara eklenir. İl merkezinde kış kasımdan mart sonuna kadar karlı geçebildiğinden Cizre'den merkeze tırmanan virajlı yolda buzlanma riski vardır; bu mevsimde yükü ara bölmelerle sabitliyor, yolculuğu gün ışığında tamamlıyoruz. Cizre ve Silopi'de ise yaz aylarında sıcak çok yükseldiği için boşaltmayı sabaha alıyoruz. Uludere, Beytüşşebap ve Güçlükonak gibi dağlık ilçelerde son bölümdeki yolların genişliğini ekspertizde kontrol ediyoruz. Lojmana yerleşecekseniz anahtar teslim tarihini kurumunuzdan önceden öğrenmeniz, yerleştikten sonra da e-Devlet üzerinden adres beyanı yapmanız yeterlidir; görev süresi dolan memurların İstanbul'a dönüşü genellikle yaz tatiline denk gelir.",
    ],
    ozellikler: [
      'Cizre ve Silopi teslimatı',
      'Dağ ve ova iklimine hazırlık',
      'D400 üzerinden güzergâh',
      'Şırnak Üniversitesi tayinleri',
    ],
  },
};

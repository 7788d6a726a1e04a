import type { PlaceText } from '../types';

/** About texts of the provinces of the Karadeniz region, keyed by slug. */
export const karadenizProvinceTexts: Record<string, PlaceText> = {
  amasya: {
    ad: 'Amasya',
    aciklama: [
      "Yeşilırmak'ın dar vadisinde, iki yanı sarp kayalıklarla çevrili bir konumda kurulan Amasya, Pontus kral mezarlarının gölgesinde tarihî dokusunu koruyan bir şehirdir. İstanbul'dan gelişte Anadolu Otoyolu ve Bolu Dağı Tüneli'ni geçtikten sonra Gerede'den doğuya uzanan D100 ile Tosya, Osmancık ve Merzifon üzerinden ilerliyoruz. Vadinin kendine özgü iklimi sayesinde şehir merkezinde kışlar çevredeki yüksek ilçelere göre daha yumuşak geçer.",
      'Nehir boyunca dizilen Yalıboyu evleri ve Hatuniye çevresindeki eski sokaklar büyük araçların girişine uygun değildir; bu adreslerde eşyayı küçük bir araca aktarıp elle taşıyoruz. Vadinin darlığı yüzünden yeni konutlar yamaçlara ve şehrin giriş-çıkış akslarına kaymıştır; buralardaki çok katlı bloklarda asansörlü taşıma ciddi zaman kazandırır.',
      "Merzifon'daki havalimanı ve askerî birlikler, Suluova'nın organize sanayi bölgesi, Taşova ile Gümüşhacıköy'ün tarım işletmeleri ildeki taşınma ihtiyacını çeşitlendirir. Amasya elmasının saklandığı soğuk hava tesisleri ve Amasya Üniversitesi çevresindeki öğrenci evleri de düzenli hizmet verdiğimiz adresler arasındadır.",
      "Amasya, vadinin korunaklı iklimi sayesinde kışları İç Anadolu'daki komşularına göre daha ılık, yazları ise oldukça sıcak geçen bir şehirdir; yine de Akdağ ve çevresindeki yüksek köylere yapılacak taşımalarda kış aylarında yol durumunu kontrol ediyoruz. Şehre taşınanlar arasında tayinle gelen kamu görevlileri, Merzifon'daki askerî birliklere atanan personel ve İpekköy yerleşkesine yakın oturmak isteyen Amasya Üniversitesi öğrencileri öne çıkar. İstanbul'da çalıştıktan sonra emekliliğinde Amasya'ya ya da Merzifon'a dönen ailelerin taşımaları da yıl boyunca sürer. Samsun ile Ankara arasındaki ana güzergâh Merzifon'dan geçtiğinden bayram arifelerinde bu yolda trafik yoğunlaşır; taşınma tarihinizi bu günlerin dışına planlamanızı öneririz. Yalıboyu'ndaki tarihî evlerde ahşap merdivenler ve alçak kapılar nedeniyle büyük eşyalar sökülerek taşınır; gardırop ve yatak gibi parçaların ölçülerini önceden paylaşmanız planlamayı kolaylaştırır. Kiraz ve elma hasadının sürdüğü aylarda köy yollarında tarım araçlarının sayısı artar. Yerleştikten sonra e-Devlet üzerinden adres beyanı yapmayı unutmayın.",
    ],
    ozellikler: [
      'Yalıboyu evlerine elle taşıma',
      'Yeşilırmak vadisi rotası',
      'Merzifon ve Suluova seferleri',
      'Elma depolarına hizmet',
    ],
  },
  artvin: {
    ad: 'Artvin',
    aciklama: [
      "Çoruh Nehri'nin derin vadisine tutunmuş Artvin, Türkiye'nin en engebeli illerinden biridir; şehir merkezi dik bir yamaca kurulu olduğundan bazı binalara yol seviyesinden üst katlardan girilir. İstanbul'dan gelirken Karadeniz Sahil Yolu'nu Trabzon ve Rize'yi geçerek Hopa'ya kadar izliyor, oradan Cankurtaran üzerinden Borçka'ya ve Çoruh vadisine dönüyoruz. Karadeniz için öngördüğümüz 72 saatlik teslim süresini, bu uzun ve virajlı güzergâhı hesaba katarak planlıyoruz.",
      'Hopa, Arhavi ve Kemalpaşa gibi kıyı ilçelerinde yağış bol, kışlar ılıktır; Şavşat, Ardanuç ve Yusufeli gibi iç kesimlerde ise kar ve buzlanma taşıma gününü doğrudan etkiler. Yusufeli Barajı nedeniyle yeni yerleşim alanına taşınan ilçe merkezi, ildeki yer değiştirme ihtiyacının ne kadar farklı biçimler alabildiğini gösterir.',
      "Dar ve eğimli sokaklarda büyük kamyonlar yerine daha küçük araçlarla aktarma yapıyor, merdivenli geçitlerde eşyayı elle taşıyoruz. Hopa Limanı, Sarp Sınır Kapısı'na yakınlık ve Murgul'daki bakır işletmeleri iş yeri ile depo taşımalarını da gündeme getirir. Macahel ve Karagöl çevresindeki ahşap yayla evlerine yapılacak taşımalarda mevsim uygunluğunu önceden değerlendiriyoruz.",
      "Artvin'e taşınanların önemli bir kısmı ilk atamasını alan öğretmenler, sağlık çalışanları ve diğer kamu görevlileri ile Artvin Çoruh Üniversitesi'nin öğrencileridir; İstanbul'da yaşayan kalabalık Artvinli nüfus nedeniyle emeklilikte memlekete dönüş taşımaları da sık yapılır. Kıyı ilçelerinde yıl boyunca yağış görüldüğünden eşyanızı su geçirmez örtülerle paketliyor, yüklemeyi mümkün olduğunca yağmursuz saatlere denk getirmeye çalışıyoruz. İç kesimlerde kar ve buzlanma kasımdan marta kadar yolları etkileyebildiğinden Şavşat, Ardanuç ve Yusufeli'ne yapılacak taşımalar için ilkbahar sonu ile sonbahar başı en güvenli dönemdir. Yaz aylarında yapılan Kafkasör Kültür ve Turizm Festivali döneminde merkeze çıkan yollar kalabalıklaşabilir. Borçka ve Murgul'daki köy evlerine giden dar ve virajlı yollar için küçük tonajlı araç görevlendiriyoruz. Yerleştikten sonra e-Devlet üzerinden adres beyanı yapmayı ve okul nakil işlemlerini yaz tatilinde tamamlamayı unutmayın.",
    ],
    ozellikler: [
      'Çoruh vadisi güzergâhı',
      'Dik yamaçta bina girişi',
      'Yusufeli yeni yerleşimi',
      'Hopa Limanı iş yerleri',
    ],
  },
  bartin: {
    ad: 'Bartın',
    aciklama: [
      "Batı Karadeniz'in küçük ama köklü illerinden Bartın, denizden gemilerin girebildiği Bartın Irmağı'nın kıyısında kurulmuştur. Anadolu Otoyolu ile Düzce'ye kadar gelen yükünüz, oradan kuzeye ayrılarak Zonguldak topraklarından geçen kıyı yolunu ya da Devrek üzerinden iç hattı izler; seçim, mevsime ve yol durumuna göre yapılır. Yıl boyunca yağış alan ilde eşyalarınızı nem ve yağmura karşı çok katmanlı ambalajla koruyoruz.",
      'Kemerköprü çevresindeki geleneksel Bartın evleri ahşap çatkılı yapıları, dar merdivenleri ve küçük kapılarıyla dikkatli bir söküm planı gerektirir. Üniversite çevresinde ise apartman ve site tipi konutlar hızla çoğaldı; Bartın Üniversitesi öğrencilerinin taşımaları dönem başlarında yoğunlaşır.',
      "Amasra'nın yarımadaya sıkışmış tarihî dokusu ve yazlık konutları, özellikle sezon başında ve sonunda taşıma talebi doğurur; kale içindeki dar sokaklarda elle taşıma kaçınılmazdır. Ahşap tekne yapımıyla bilinen Kurucaşile ile Ulus'a giden yollar virajlı olduğundan bu ilçelerde küçük tonajlı araçlarla çalışıyoruz.",
      "Bartın'a taşınanların önemli bir bölümünü Bartın Üniversitesi'ne atanan akademisyenler, kamu kurumlarına tayin edilen memurlar ve emekliliğinde memleketine dönen aileler oluşturur. Sonbahar ve kış aylarında yağışlı günler sıklaştığından taşınma için en rahat dönem genellikle mayıs ile eylül arasıdır; yazın ise Amasra yolu tatilci trafiğiyle yoğunlaştığından hafta içi bir gün seçmenizi öneririz. Bayram arifelerinde Anadolu Otoyolu'nda ve Düzce ayrımında oluşan yoğunluğu da tarih belirlerken hesaba katıyoruz. Kurum lojmanından çıkacak ya da lojmana yerleşecekseniz, teslim tarihini bize erkenden bildirmeniz yükleme ve boşaltma gününü buna göre kurmamızı sağlar. Okul çağında çocuğu olan aileler için nakil işlemlerini yaz tatilinde tamamlamak, yeni döneme yeni okulda başlamayı kolaylaştırır. Şehir merkezindeki yeni apartmanlarda otopark girişleri dar olabildiğinden kamyonun duracağı yeri keşifte birlikte belirliyoruz. Kemerköprü çevresindeki tarihî evlerden taşınırken kırılacak eşyalarınızı ayrı kolilerde toplamanız ve büyük mobilyaların ölçüsünü önceden almanız, dar kapılardan çıkışı hızlandırır.",
    ],
    ozellikler: [
      'Bartın evlerine özenli söküm',
      'Amasra kale içi taşıma',
      'Neme karşı çok katlı ambalaj',
      'Kurucaşile kıyı yolu',
    ],
  },
  bayburt: {
    ad: 'Bayburt',
    aciklama: [
      "Bayburt, Çoruh Nehri'nin yukarı vadisinde, Doğu Karadeniz Dağları'nın güneyindeki yüksek bir platoda kurulmuştur; denizden uzak bu konumda kışlar uzun, kar yağışı bol ve sert geçer. İstanbul'dan yapılan taşımalarda önce Karadeniz Sahil Yolu ile Trabzon'a ulaşıyor, Yeni Zigana Tüneli'nden geçerek Gümüşhane'ye, ardından Bayburt'a iniyoruz. Erzurum yönündeki Kop Dağı Geçidi ise kış aylarında en dikkatli planlanması gereken kesimdir.",
      "Şehir merkezi, Bayburt Kalesi'nin eteğinde Çoruh'un iki yakasına yayılmıştır. Eski mahallelerde taş ve kerpiç duvarlı az katlı evler, yeni gelişen kesimlerde ise toplu konut blokları ve Bayburt Üniversitesi'ne yakın öğrenci daireleri bulunur. Aydıntepe ve Demirözü'ndeki köy evleri genellikle geniş avlulu olduğundan yükleme kolaydır; ancak köy yollarının kış durumunu önceden öğrenmek gerekir.",
      'Kamu görevlilerinin tayinleri ve üniversite personelinin yer değiştirmeleri ildeki taşınmaların büyük bölümünü oluşturur. Kısa yaz nedeniyle taşınma tarihleri çoğunlukla mayıs ile ekim arasına toplanır; bu aylarda talebinizi erkenden iletmeniz size uygun günü ayırmamızı kolaylaştırır.',
      "Bayburt, nüfusu az ama yıllar boyunca dışarıya göç vermiş bir il olduğundan İstanbul ile arasındaki taşınmalar iki yönlüdür: bir yanda iş ve eğitim için büyükşehre giden gençler, diğer yanda emekliliğinde memleketine dönen aileler vardır. Köyüne dönüp eski evini yenileyenler çoğunlukla yazı tercih eder; bu dönemde Trabzon ve Gümüşhane hattında tatil ve bayram trafiği artabildiğinden tarihi buna göre seçiyoruz. Kasımdan itibaren sabahları sıcaklık sıfırın altına düşer; buzdolabı ve çamaşır makinesi gibi cihazlarda kalan su donabileceği için bu cihazların suyunu taşımadan önce boşaltmanızı öneriyoruz. Sobalı müstakil evlerde soba, boru ve odunluk eşyası ayrı bir yük olarak planlanır. Bayburt Üniversitesi'ne atanan akademisyenlerin ve kamu görevlilerinin taşınmaları ise genellikle güz dönemi başlamadan, ağustos ve eylülde yoğunlaşır. Lojman teslim tarihiniz belliyse, yükleme gününü ona göre birlikte netleştiriyoruz.",
    ],
    ozellikler: ['Kop Geçidi kış planı', 'Çoruh kıyısı yerleşimi', 'Tayin dönemi taşımaları', 'Avlulu köy evleri'],
  },
  bolu: {
    ad: 'Bolu',
    aciklama: [
      "İstanbul'dan Ankara yönüne giden herkesin tanıdığı Bolu Dağı Tüneli, Bolu'yu Marmara'ya bağlayan Anadolu Otoyolu'nun en önemli kesimidir; tünel, sis ve kar nedeniyle sık kapanan eski dağ yolunun risklerini büyük ölçüde ortadan kaldırmıştır. Yoğun ormanlar, göller ve yaylalarla çevrili il kışın bol kar alır; Kartalkaya yolunda ve yüksek köylerde taşımaları hava durumuna göre planlıyoruz.",
      "Merkezde Bolu Abant İzzet Baysal Üniversitesi'nin Gölköy yerleşkesine yakın mahallelerde öğrenci ve akademisyen taşımaları yoğundur; şehir içinde orta katlı apartmanlar ve yeni konut siteleri yaygındır. Mudurnu ve Göynük'ün ahşap, cumbalı Osmanlı evleri ise dar merdivenleri nedeniyle özenli ambalaj ve elle taşıma gerektirir.",
      "Abant ve Gölcük çevresindeki dağ evleri ile yazlık konutlara yapılan taşımalarda orman yollarına uygun araç seçiyoruz. Tavukçuluk ve gıda işleme tesislerinin yoğun olduğu merkez ve Mudurnu çevresinde iş yeri taşımaları da öne çıkar. Otoyol kavşağındaki konumuyla bilinen Gerede'ye ve aşçılarıyla ünlü Mengen'e yapılan taşımaları da aynı güzergâh planına dâhil edebiliyoruz.",
      "Bolu, İstanbul'a görece yakın, sakin ve yeşil bir şehir olduğundan son yıllarda emekliler ve uzaktan çalışan aileler için de bir yerleşim seçeneği hâline geldi; kamu kurumlarına ve hastanelere yapılan atamalar ile üniversite kadroları da düzenli bir taşınma talebi oluşturur. Hafta sonları ve özellikle bayram arifelerinde Anadolu Otoyolu'nun Bolu Dağı kesimi yoğunlaştığından taşınma gününü mümkünse hafta içine koymanızı öneriyoruz. Kış aylarında Kartalkaya'ya giden kayakçı trafiği de cumartesi sabahları şehrin çevresindeki yolları hareketlendirir. Aralık ile mart arasında şehir merkezinde bile kar ve buzlanma sık görüldüğünden, site girişlerinin ve rampaların temizlenmesini yönetimle önceden konuşmanız işimizi kolaylaştırır. Seben ve Kıbrıscık gibi güneydeki dağlık ilçeler ile Yeniçağa ve Dörtdivan gibi otoyola yakın ilçeler için yol yapısına uygun farklı araçlar planlıyoruz. Gölköy yerleşkesine gelen öğrenciler için koli, yatak ve çalışma masası gibi az sayıda eşyayı parça eşya düzeninde taşıyoruz.",
    ],
    ozellikler: ['Bolu Dağı Tüneli geçişi', 'Mudurnu ahşap evleri', 'Abant dağ evleri', 'Gölköy yerleşkesi çevresi'],
  },
  corum: {
    ad: 'Çorum',
    aciklama: [
      "Hitit uygarlığının başkenti Hattuşa'ya ev sahipliği yapan Çorum, İç Anadolu ile Orta Karadeniz arasındaki geçiş bölgesinde yer alır. İstanbul'dan bu şehre iki ana yol çıkar: Anadolu Otoyolu ile Gerede'ye, oradan D100 üzerinden Osmancık'a ilerleyip güneye dönmek ya da Ankara'dan Delice ve Sungurlu üzerinden Samsun yönüne giden bölünmüş yolu kullanmak. Karasal iklimin etkisiyle kışlar soğuk, yazlar kurak geçer.",
      'Çorum, leblebisinin yanı sıra tuğla, kiremit, un ve makine imalatıyla tanınan üretken bir sanayi şehridir. Organize sanayi bölgesindeki fabrikaların makine ve kalıp taşımalarında ağır yük araçlarımızı, depo taşımalarında ise palet ve raf sistemlerini söküp yeniden kuran ekibimizi görevlendiriyoruz. Merkezde orta ve yüksek katlı apartmanlar ile Hitit Üniversitesi çevresinde gelişen yeni konut alanları dikkat çeker.',
      "Sungurlu, Osmancık, İskilip, Alaca ve Bayat'taki bahçeli müstakil evlerde eşyalar genellikle zemin kattan yüklenir; ancak kiler ve ambar eşyasının hacmi yüksek olabildiğinden ekspertizde ayrıca hesaplanır. Boğazkale ve Alacahöyük çevresindeki köylerde dar yollara girebilen araçlarla çalışıyoruz.",
      "Çorum'a yapılan taşımaların önemli bir kısmını kamu kurumlarına, okullara ve hastanelere atanan görevliler ile Hitit Üniversitesi'nin akademik ve idari personeli oluşturur. Tayinler çoğunlukla yaz aylarına denk geldiğinden, çocuklarınızın okul nakil işlemlerini eylülde dersler başlamadan tamamlayabilmek için taşınma tarihini temmuz ya da ağustosa koymak pratik bir çözümdür. Şehrin çeperinde gelişen yeni mahallelerde toplu konut blokları ve çok katlı siteler yaygınlaştı; bu yapılarda asansörün taşıma için ayrılması ve otoparkta kamyona yer açılması yönetimle önceden konuşulmalıdır. İç Anadolu'ya özgü kuru soğuklar ve kış sabahlarındaki sis yükleme saatini etkileyebildiğinden, aralık ve ocak taşımalarında yola gün ağardıktan sonra çıkıyoruz. Yerleştikten sonra e-Devlet üzerinden adres beyanında bulunmanız, resmî yazışmalarınızın ve seçmen kaydınızın yeni adrese geçmesini sağlar. Yeni adresinizdeki elektrik, su ve doğalgaz aboneliklerini de taşınmadan önce açtırmanız ilk geceyi rahatlatır.",
    ],
    ozellikler: [
      'Hattuşa çevresi köyler',
      'Tuğla ve un sanayisi',
      'Hitit Üniversitesi çevresi',
      'İki alternatif güzergâh',
    ],
  },
  duzce: {
    ad: 'Düzce',
    aciklama: [
      "Anadolu Otoyolu'nda Bolu Dağı Tüneli'nden önceki son büyük durak olan Düzce, İstanbul'a yakınlığıyla Batı Karadeniz'in en kolay erişilen illerindendir. Düzce Ovası'na kurulan şehir 1999 depreminden sonra büyük ölçüde yeniden inşa edildiğinden, merkezde güncel yönetmeliklere göre yapılmış az ve orta katlı apartmanlar ile konut siteleri ağırlıktadır.",
      "Konuralp ve Beyciler gibi mahallelerdeki site taşımaları yönetim izni ve asansör rezervasyonu gerektirebilir; bu işlemleri ekspertiz sırasında sizinle birlikte planlıyoruz. Düzce Üniversitesi'nin Konuralp yerleşkesi çevresinde dönem başlarında öğrenci evi taşımaları artar. Akçakoca'nın deniz kenarındaki yazlık daireleri ve fındık bahçeleri arasındaki müstakil evleri, sezon geçişlerinde sık gittiğimiz adreslerdir.",
      'Otomotiv yan sanayi, orman ürünleri ve gıda işletmelerinin toplandığı organize sanayi bölgeleri ilde ofis ve fabrika taşımalarını sürekli kılar. Gölyaka, Kaynaşlı, Cumayeri ve Yığılca gibi ilçelerde yağışlı havalarda toprak yollar çamurlaşabildiğinden yükleme noktasına yakın sağlam bir zemin belirlemeye özen gösteriyoruz.',
      "Düzce, 1999'daki depremlerin ardından Bolu'dan ayrılarak il olmuş genç bir yönetim merkezidir; kamu kurumlarının ve hastanelerin personel ihtiyacı, Düzce Üniversitesi'nin kadroları ile birlikte düzenli bir atama trafiği yaratır. İstanbul'a görece yakın olması, büyükşehirde çalışıp emekliliğinde memleketine dönen ailelerin de Düzce'yi sıkça tercih etmesini sağlar. Merkezdeki yeni sitelerin çoğunda otopark ve geniş giriş bulunduğundan kamyonun bina önüne yanaşması genellikle kolaydır; eski çarşı çevresindeki sokaklarda ise gündüz trafiği ve park sorunları nedeniyle yüklemeye sabah erken başlıyoruz. Ovada kış çoğunlukla kar yerine yağmurla geçse de Bolu Dağı yönündeki yüksek kesimlerde ani kar yağışı görülebilir. Yaz aylarında Akçakoca sahiline giden tatil trafiği hafta sonlarını yoğunlaştırdığından, kıyıdaki adreslere yapılacak taşımalarda hafta içi bir gün seçmenizi öneriyoruz. Taşındıktan sonra e-Devlet üzerinden adres beyanınızı güncellemeyi ve çocuklarınızın okul nakil işlemlerini yaz tatili içinde tamamlamayı unutmayın; böylece eylülde yeni düzene hazır başlarsınız.",
    ],
    ozellikler: [
      'Deprem sonrası yeni yapılar',
      'Akçakoca yazlık taşıması',
      'Konuralp kampüs çevresi',
      'OSB fabrika taşıması',
    ],
  },
  giresun: {
    ad: 'Giresun',
    aciklama: [
      "Doğu Karadeniz kıyısında, tarihî kalesinin bulunduğu tepenin iki yanına yayılan Giresun, dünyaca tanınan tombul fındığıyla bilinir. İstanbul'dan yola çıkan kamyon, Samsun'dan itibaren Karadeniz Sahil Yolu'na girer ve Ünye ile Ordu'yu geride bırakarak şehre varır. Yıl boyunca yağış alan kıyı şeridinde eşyalarınızı su geçirmez örtüler ve streç filmle koruyoruz.",
      'Merkezde sahil yolu ile dik yamaçlar arasına sıkışan apartmanlar ön cepheden yükleme alanını kısıtlar; bu nedenle aracı arka sokaklara yanaştırıp asansörlü taşıma sistemimizi uygun cepheye kuruyoruz. Bulancak, Espiye, Tirebolu ve Görele gibi kıyı ilçeleri ile fındık bahçeleri arasına dağılmış köy evlerine uzanan dar yollarda aktarma aracı kullanıyoruz.',
      'İç kesimdeki Şebinkarahisar ve Alucra karasal iklime sahiptir; Eğribel Geçidi üzerinden ulaşılan bu ilçelerde kış taşımaları için yol durumunu önceden teyit ediyoruz. Kümbet ve Bektaş yaylalarındaki evlere ise genellikle yaz aylarında ulaşılabilir. Giresun Üniversitesi öğrencilerinin taşımalarını ve fındık işleme tesislerinin depo taşımalarını da aynı titizlikle yürütüyoruz.',
      "Giresun'da yılın en hareketli dönemi, ağustos ortasında başlayan fındık hasadıdır: İstanbul'da yaşayan pek çok Giresunlu aile bu haftalarda köyüne döner, sahil yolunda ve köy yollarında traktör ile kamyonet trafiği artar. Kalıcı olarak memlekete dönecek ya da köy evini yeniden döşeyecek aileler için hasadın hemen öncesi veya sonrası daha sakin bir zamanlama sunar. Karadeniz Sahil Yolu bayram arifelerinde de yoğunlaştığından tarih belirlerken bu günleri ayrıca hesaba katıyoruz. Giresun Üniversitesi'nin merkezdeki Güre yerleşkesi ile ilçelere dağılmış birimleri, dönem başlarında öğrenci ve akademisyen taşımalarını ilin farklı noktalarına yayar. Nemli iklimde uzun süre kapalı kalan kitap, kumaş ve ahşap mobilyalarda küf oluşabileceğinden, bu eşyaları paketlemeden önce iyice kurutmanızı ve kolilere nem alıcı koymanızı öneriyoruz. Köy evlerinde yolun bittiği noktadan kapıya kadar olan mesafeyi de keşifte değerlendiriyoruz.",
    ],
    ozellikler: [
      'Fındık tesisleri taşıması',
      'Eğribel Geçidi planı',
      'Yayla evleri sezonu',
      'Kale yamacı apartmanları',
    ],
  },
  gumushane: {
    ad: 'Gümüşhane',
    aciklama: [
      "Harşit Çayı'nın dar vadisine uzanan Gümüşhane, Doğu Karadeniz Dağları ile iç bölgeler arasındaki geçiş noktasında yer alır; şehir, vadi tabanı boyunca uzun ve ince bir şerit hâlinde gelişmiştir. İstanbul'dan Karadeniz Sahil Yolu ile Trabzon'a ulaşan araçlarımız, 2023'te açılan Yeni Zigana Tüneli sayesinde eski Zigana Geçidi'nin keskin virajlarına girmeden şehre iner.",
      "Vadinin darlığı nedeniyle merkezde yapılar yamaçlara doğru yükselir; yol seviyesi ile bina girişi arasındaki merdivenler ve istinat duvarları, taşıma öncesi keşfi zorunlu kılar. Gümüşhane Üniversitesi'nin Bağlarbaşı yerleşkesine yakın mahallelerde öğrenci evi taşımaları dönem başlarında yoğunlaşır.",
      "Kelkit ve Şiran gibi güney ilçeleri daha geniş düzlüklere kurulu olup tarım ve hayvancılığa dayalı müstakil evleriyle bilinir; Torul, Kürtün ve Köse'ye ise dağlık ve virajlı yollarla ulaşılır. Pestil ve köme üreten işletmelerin gıda ekipmanlarını hijyen kurallarına uygun ambalajla taşıyoruz. Bayburt yönündeki Vauk Dağı yolunu kış aylarında hava durumuna göre planlıyoruz.",
      "Gümüşhane'den yıllar içinde büyükşehirlere, özellikle İstanbul'a önemli bir göç yaşandığı için ilimizle İstanbul arasındaki taşımalar iki yönlü ilerler: gençler eğitim ve iş için batıya giderken, emekliler yaz aylarını ya da yaşamlarının kalanını memleketlerinde geçirmek üzere geri döner. Eski evini onarıp yeniden döşeyen aileler için yoldaki yük kadar evin hazır olması da önemlidir; çatı, tesisat ve boya işleri bitmeden eşya getirilmesini önermiyoruz, çünkü tozlu ve nemli bir evde bekleyen mobilyalar kolayca zarar görür. Vadi tabanındaki şehir merkezinde kışlar yüksek kesimlere göre daha ılıman geçse de Kelkit ve Köse gibi plato ilçelerinde kar ve don uzun sürer. Bu yüzden taşınma için en uygun aralık, yolların kuru ve günlerin uzun olduğu mayıs ile ekim arasıdır. Gümüşhane Üniversitesi'ne atanan akademisyenler ve kamu görevlileri için yükleme gününü kurumun görev başlama tarihine göre esnek tutuyoruz. Yerleştikten sonra adres beyanını e-Devlet üzerinden ya da nüfus müdürlüğüne giderek yapmayı ihmal etmemenizi öneririz.",
    ],
    ozellikler: [
      'Yeni Zigana Tüneli avantajı',
      'Harşit vadisi yapıları',
      'Pestil işletmeleri nakli',
      'Kelkit düzlüğü evleri',
    ],
  },
  karabuk: {
    ad: 'Karabük',
    aciklama: [
      "Karabük, 1937'de temeli atılan demir-çelik fabrikasının çevresinde büyümüş, Türkiye'nin sanayileşme tarihinde özel yeri olan bir şehirdir. İstanbul'dan Anadolu Otoyolu ile Bolu Dağı Tüneli'ni geçip Gerede'ye ulaşan araçlarımız, buradan kuzeye ayrılarak Eskipazar üzerinden Araç ve Soğanlı çaylarının buluştuğu vadideki şehre iner. Ormanlarla kaplı ilde kışlar yağışlı, dağ yolları zaman zaman karlıdır.",
      "Safranbolu, UNESCO Dünya Mirası Listesi'ndeki konaklarıyla ayrı bir uzmanlık ister; Çarşı ve Bağlar semtlerindeki ahşap evlerde dar merdivenler, alçak tavanlar ve taş döşeli sokaklar nedeniyle eşyayı küçük araçla aktarıp elle taşıyoruz. Karabük merkezde ise fabrika lojmanları, yüksek apartmanlar ve Karabük Üniversitesi kampüsü çevresinde hızla çoğalan öğrenci daireleri bulunur.",
      "Demir-çelik ve metal işleme tesislerinin yoğunluğu, ağır makine ve kalıp taşımalarında yüksek tonajlı araç ihtiyacı doğurur; bu işleri keşif sonrası hazırlanan özel bir planla yürütüyoruz. Yenice'nin ormanlık köyleri, Eflani ve Ovacık'ın dağ yerleşimleri için virajlı yollara uygun, daha kısa kamyonlar görevlendiriyoruz.",
      "Karabük, 1995'te Zonguldak'tan ayrılarak il olmuş ve son yıllarda Karabük Üniversitesi'nin büyümesiyle hızla değişmiştir; yabancı uyruklu öğrencilerin de yoğun olarak tercih ettiği üniversite nedeniyle dönem başlarında ve sonlarında kısa süreli parça eşya taşımaları artar. Demir-çelik fabrikasının ve ona bağlı işletmelerin personel hareketleri, mühendis ve teknisyen ailelerinin şehre gelip gitmesiyle yıl boyunca düzenli bir taşınma talebi oluşturur. Vadi tabanındaki merkezde yazlar oldukça sıcak geçebildiğinden, temmuz ve ağustosta yüklemeyi sabahın serin saatlerinde yapıyoruz. Safranbolu ise hafta sonları ve resmî tatillerde yerli turistle dolduğundan, tarihî çarşı çevresindeki taşımaları hafta içine almanızı öneriyoruz. Tescilli konaklarda oturan aileler için, yapının ahşap döşemesine ve duvarlarına zarar vermemek adına mobilya söküm ve montajını yerinde dikkatle yapıyor, merdiven ve kapı kasalarını koruyucu malzemeyle kaplıyoruz. Safranbolu'da apartman tipi yeni yapılaşma daha çok Kıranköy tarafında yoğunlaştığından, ilçedeki daire taşımalarının büyük kısmı bu kesime yöneliktir.",
    ],
    ozellikler: [
      'Safranbolu konak taşıması',
      'Demir-çelik ağır yükleri',
      'Fabrika lojmanı taşımaları',
      'Yenice orman köyleri',
    ],
  },
  kastamonu: {
    ad: 'Kastamonu',
    aciklama: [
      "Kastamonu, Küre Dağları'nın ormanlarla kaplı sırtlarından Karadeniz kıyısındaki İnebolu ve Cide'ye kadar uzanan geniş bir ildir. İstanbul'dan gelişte Anadolu Otoyolu ile Gerede'ye ulaşıyor, ardından ya Karabük ve Araç üzerinden ya da D100 ile Kurşunlu ve Ilgaz'a ilerleyip Ilgaz 15 Temmuz İstiklal Tüneli'nden geçerek şehre iniyoruz. Tünelin açılmasıyla kışın en zorlu kesim olan Ilgaz Dağı aşımı çok daha öngörülebilir hâle geldi.",
      "Şehir merkezi Karaçomak Deresi boyunca dar bir vadiye kuruludur; Kastamonu Kalesi'nin eteğindeki tarihî mahallelerde cumbalı ahşap konaklar, yeni bölgelerde ise apartmanlar ve Kastamonu Üniversitesi çevresindeki öğrenci konutları yaygındır. Eski konaklarda merdiven genişliği ve kapı ölçüleri keşifte ölçülür, büyük mobilyalar için buna göre söküm planı hazırlanır.",
      "Pirinciyle Tosya, sarımsağıyla Taşköprü ve kıyıdaki İnebolu, Abana ve Cide birbirinden çok farklı coğrafyalarda yer aldığından her biri için ayrı güzergâh çiziyoruz. Kıyı ilçelerine inen virajlı dağ yollarında uzun araçlar yerine orta tonajlı kamyonları tercih ediyoruz. Daday, Azdavay ve Pınarbaşı'nın ormanlık köylerinde ise yağış sonrası yol koşullarını önceden kontrol ediyoruz.",
      "Kastamonu, yaş ortalaması yüksek illerimizden biridir; İstanbul'da uzun yıllar çalıştıktan sonra emekliliğinde memleketine dönen aileler ile yaşlanan anne babasının yanına yerleşmek isteyen çocuklar, ilimize yaptığımız taşımalarda sık karşılaştığımız durumlardır. Şehrin kuzeyinde gelişen Kuzeykent, Kastamonu Üniversitesi'nin ana yerleşkesini ve yeni konut bloklarını bir araya getirir; öğrenci ve akademisyen taşımalarının büyük bölümü bu çevrede yoğunlaşır. İç kesimlerde kışlar sert ve uzun geçtiğinden taşınma için nisan sonundan ekim ortasına kadar olan dönemi öneriyoruz. Kıyı ilçelerinde iklim daha ılıman olsa da sonbahar yağmurları dağ yollarında heyelan riskini artırır. Yaşlı aile büyüklerinizin eşyalarını taşırken ilaçlarını, sağlık dosyalarını ve günlük kullandıkları eşyaları ayrı bir koliye koyup yanınızda tutmanızı tavsiye ederiz; yeni evde ilk gece aranacak her şey böylece elinizin altında olur.",
    ],
    ozellikler: [
      'Tarihî konak söküm planı',
      'İki ayrı İstanbul güzergâhı',
      'Tosya ve Taşköprü seferleri',
      'Kıyıya orta tonajlı araç',
    ],
  },
  ordu: {
    ad: 'Ordu',
    aciklama: [
      "Ordu, Karadeniz Sahil Yolu'nun ortasında, denize paralel uzanan dar bir kıyı şeridine ve arkasındaki yeşil yamaçlara kurulmuştur. Samsun'dan sonra Ünye ve Fatsa'yı geçen sahil güzergâhı İstanbul'dan gelen yükü doğrudan şehre taşır; tünellerle geçilen çevre yolu transit trafiği merkezin dışında tuttuğundan, yükleme noktalarına erişim kolaylaşır. Kıyıda düz alanın sınırlı olması, Ordu-Giresun Havalimanı'nın bile denize dolgu yapılarak kurulmasına yol açmıştır.",
      "Altınordu'da sahil boyunca yükselen apartmanlar ile Boztepe'ye tırmanan mahallelerdeki yamaç evleri farklı taşıma yöntemleri gerektirir. Dik yokuşlu sokaklarda aracın güvenle durabileceği noktayı önceden belirliyor, gerektiğinde eşyayı taşıma kayışları ve el arabalarıyla yukarı çıkarıyoruz. Ordu Üniversitesi çevresindeki öğrenci evleri de sık hizmet verdiğimiz adreslerdendir.",
      'Fındığın ildeki ekonomik ağırlığı, Ünye, Fatsa, Perşembe ve Gülyalı çevresindeki işleme ve depolama tesislerinin taşımalarını da gündeme getirir. Mesudiye, Akkuş ve Kabadüz gibi iç kesimlerdeki yüksek ilçelere kışın ulaşım zorlaşabildiğinden taşıma tarihini mevsime göre belirliyoruz.',
      "Ordu'dan İstanbul'a uzun yıllardır süren göç nedeniyle büyükşehirde yaşayan Ordulu nüfus oldukça kalabalıktır; bu bağ, iki şehir arasındaki taşımaları yıl boyunca süren iki yönlü bir hareket hâline getirir. Yaz aylarında pek çok aile Çambaşı ve Perşembe gibi yaylalardaki evlerine çıkar; yayla evine götürülecek yatak, mutfak eşyası ve küçük mobilyalar için kısa araçlı, parça eşya düzeninde çalışıyoruz. İlin büyük ilçeleri Ünye ve Fatsa'da sahile paralel uzanan yeni apartmanlar ve siteler yaygındır; bu ilçelere yapılan taşımalar merkeze uğramadan doğrudan planlanabilir. Kıyı kesiminde kar nadir görülse de sonbaharda ve ilkbaharda sağanak yağışlar sıktır; yükleme gününü hava tahminine göre birlikte netleştiriyoruz. Köy ya da yayla evinize yerleşecekseniz, taşınmadan önce elektrik aboneliğinin açık olduğundan ve evin anahtarının yerinde birine bırakıldığından emin olmanız, boşaltma gününü hızlandırır. Boztepe'ye çıkan teleferik ve sahildeki yürüyüş yolları çevresinde hafta sonları yoğunluk artabildiğinden merkezdeki taşımaları hafta içine almayı tercih ediyoruz.",
    ],
    ozellikler: [
      'Boztepe yamaç evleri',
      'Tünelli çevre yolu erişimi',
      'Fındık depoları nakli',
      'Yüksek ilçelerde kış planı',
    ],
  },
  rize: {
    ad: 'Rize',
    aciklama: [
      "Türkiye'nin en çok yağış alan ili Rize, çay bahçeleriyle kaplı dik yamaçları ve Kaçkar Dağları'ndan denize inen dereleriyle tanınır. İstanbul'dan Karadeniz Sahil Yolu ile Trabzon'u geçip doğuya devam eden araçlarımız kıyıdaki ilçelere rahatça ulaşır; ancak sahilden içeri giren her yol kısa sürede dik ve virajlı bir yokuşa dönüşür.",
      'Merkezde sahil yolu ile yamaçlar arasındaki dar alanda yükselen apartmanlar park ve yükleme için sınırlı yer bırakır. Yamaçtaki bazı kırsal evlere araç yolu ulaşmadığından, bölgede yaygın olan yük teleferiklerinin ya da elle taşımanın gerekeceği adresleri keşif sırasında tek tek değerlendiriyoruz. Recep Tayyip Erdoğan Üniversitesi çevresinde öğrenci taşımaları da düzenli yaptığımız işlerdendir.',
      "ÇAYKUR'un merkezinin bulunduğu ilde çay işleme tesislerinin ekipman taşımaları, Çayeli, Pazar, Ardeşen ve Fındıklı'da ise müstakil aile evi taşımaları öne çıkar. Ayder ve Çamlıhemşin yaylalarındaki ahşap evler için yaz aylarını öneriyoruz. İkizdere'den geçen Ovit Tüneli, Erzurum yönüne yapılan taşımalarda kış boyunca güvenli bir geçiş sağlar.",
      "Rize'de yaşam büyük ölçüde çay takvimine göre döner: mayısta başlayan ilk sürgün hasadından sonbahara kadar süren toplama döneminde İstanbul'daki Rizeli ailelerin önemli bir kısmı bahçesinin başına döner, köy yolları ve çay alım yerleri hareketlenir. Köy evine kalıcı olarak yerleşecekseniz, hasadın yoğun haftalarını dışarıda bırakarak taşınma tarihini planlamak hem sizin hem de yol trafiği açısından rahatlık sağlar. Pazar ilçesi açıklarında denize dolgu yapılarak kurulan Rize-Artvin Havalimanı, taşınma günü eşyadan önce ya da sonra uçakla gelmek isteyenler için pratik bir seçenek sunar. Yağış neredeyse her mevsim görüldüğünden kolileri streç filmle sarıyor, yüklü eşyanın kapı önünde açıkta bekleme süresini kısa tutuyoruz. Merkezde sahile yakın düzlükte ve yamaçlardaki yeni bloklarda otopark girişleri dar olabildiğinden, kamyonun duracağı yeri keşifte belirliyoruz. Dereler boyunca içeri uzanan vadilerdeki evlerde yol genişliğini önceden sorup gerekirse daha küçük bir araçla aktarma yapıyoruz.",
    ],
    ozellikler: [
      'Yük teleferikli adresler',
      'Yoğun yağışa karşı ambalaj',
      'Ayder yayla evleri',
      'Ovit Tüneli bağlantısı',
    ],
  },
  samsun: {
    ad: 'Samsun',
    aciklama: [
      "Orta Karadeniz'in en büyük şehri Samsun, Kızılırmak ve Yeşilırmak'ın oluşturduğu Bafra ve Çarşamba ovaları arasında geniş bir kıyı şeridine yayılmıştır. Anadolu Otoyolu ile Gerede'ye ulaştıktan sonra Osmancık, Merzifon ve Havza hattını izlemek, İstanbul'dan şehre inmenin en yaygın yoludur; Ankara ve Çorum üzerinden gelen güzergâh da bir alternatiftir. Samsun aynı zamanda doğuya uzanan Karadeniz Sahil Yolu'nun başlangıç noktasıdır.",
      "Atakum'un deniz kenarındaki yüksek katlı siteleri, Ondokuz Mayıs Üniversitesi'nin Kurupelit yerleşkesine yakınlığıyla hem aile hem öğrenci taşımalarında en yoğun çalıştığımız bölgedir; yirmi kata kadar ulaşan asansörümüz bu binalarda büyük kolaylık sağlar. İlkadım'ın merkezî mahallelerinde eski apartmanlar ve dar sokaklar, Canik ve Tekkeköy'de ise yeni konut alanları ile sanayi tesisleri öne çıkar.",
      "Tıbbi cihaz üretimi, gıda ve makine sanayisi ile liman faaliyetleri şehirde ofis ve depo taşımalarını sürekli kılar. Bafra ve Çarşamba'daki tarım işletmelerine, Vezirköprü ve Havza gibi iç ilçelere yapılan taşımalarda yağışlı dönemlerde köy yollarının durumunu soruyoruz. Tramvay hattının geçtiği sahil güzergâhında yükleme yapılacak yeri belediye kurallarına göre seçiyoruz.",
      "Samsun, bölgenin sağlık, eğitim ve ticaret merkezi olduğundan büyük hastanelere ve bölge müdürlüklerine yapılan atamalar, il dışından gelen memur ve doktor ailelerinin taşınmalarını yıl boyunca canlı tutar. Ondokuz Mayıs Üniversitesi ile Samsun Üniversitesi'nin akademik takvimi ise eylül başında ve haziran sonunda öğrenci taşımalarını yoğunlaştırır. Kıyı kesiminde kışlar genellikle ılık ve yağışlı geçer, kar nadiren uzun süre kalır; buna karşılık Ladik, Kavak ve Vezirköprü gibi iç ilçelerde kış koşulları daha serttir. Mayıs ortasında Gençlik ve Spor Bayramı için düzenlenen tören ve etkinlikler sahil kesiminde geçici trafik düzenlemelerine yol açabildiğinden, bu günlerdeki taşımaların saatini önceden netleştiriyoruz. Çarşamba'daki havalimanı, eşyanız yoldayken uçakla gelip teslimatı karşılamak isteyen aileler için kullanışlı bir seçenektir. Atakum'da yazın sahil şeridi kalabalıklaştığından site girişlerinde kamyonun bekleyeceği yeri yönetimle önceden ayarlamanızı öneriyoruz.",
    ],
    ozellikler: [
      'Atakum yüksek site taşıması',
      'Kurupelit öğrenci evleri',
      'Tıbbi cihaz sanayisi',
      'Bafra ve Çarşamba ovaları',
    ],
  },
  sinop: {
    ad: 'Sinop',
    aciklama: [
      "Türkiye'nin en kuzey ucu İnceburun'a ev sahipliği yapan Sinop, denize uzanan bir yarımadanın dar boynunda kurulmuş ve Karadeniz'in en korunaklı doğal limanlarından birine sahip bir şehirdir. İstanbul'dan yapılan taşımalarda Gerede'den sonra Kastamonu ve Taşköprü üzerinden Boyabat'a ulaşıyor, Küre Dağları'nı Dranaz Tüneli ile aşarak kıyıya iniyoruz; Samsun üzerinden sahili izleyen yol da alternatif bir güzergâhtır.",
      "Tarihî surlarla çevrili merkezde eski taş evler ve dar sokaklar büyük araçların kapıya yanaşmasını zorlaştırır; bu adreslerde yükü sur dışındaki uygun bir noktada küçük araca aktarıyoruz. Şehrin kara tarafına doğru genişleyen yeni mahallelerde ve Sinop Üniversitesi çevresinde ise apartman ve site tipi konutlar artmaktadır. Sakin yaşamı nedeniyle emeklilik döneminde Sinop'a yerleşen ailelerin taşınmalarında paketleme ve yerleştirme desteği de veriyoruz.",
      "Boyabat, Gerze, Ayancık ve Türkeli birbirine virajlı dağ ve kıyı yollarıyla bağlıdır; heyelan ve kar nedeniyle zaman zaman kapanabilen bu yolların durumunu taşıma öncesinde teyit ediyoruz. Gerze ve Ayancık'taki sahil evlerine yapılan yazlık taşımalar sezon başında yoğunlaşır.",
      "Sinop, yarımada konumu sayesinde Karadeniz'in en ılıman iklimlerinden birine sahiptir; kıyıda kışlar görece yumuşak, yazlar ise bunaltıcı sıcaklardan uzak geçer. Bu nedenle ilimize taşınmak yılın büyük bölümünde mümkündür; yalnızca Boyabat ve Durağan gibi iç ilçelere ve Dranaz yolu üzerindeki yüksek kesimlere gidişte kış koşullarını ayrıca değerlendiriyoruz. Yaz aylarında şehir nüfusu tatilcilerle belirgin biçimde artar; Akliman ve sahil şeridindeki yazlıklara temmuz ve ağustosta yapılan taşımalarda dar yollarda park yeri bulmak zorlaşabileceğinden yüklemeye sabah erken başlıyoruz. Deniz kenarındaki evlerde tuzlu ve nemli hava metal aksamlı mobilyalarda paslanmaya yol açabildiğinden, bu eşyaları önce battaniyeyle sarıp ardından dış ambalajı uyguluyoruz. Emeklilikte Sinop'a yerleşecekseniz, yeni evin aboneliklerini taşınmadan önce açtırmanız ve kışlık yakacak ihtiyacını erkenden planlamanız ilk aylarınızı rahatlatır. Sinop Üniversitesi'ne atanan akademisyenler için de görev başlama tarihine uygun bir yükleme günü belirliyoruz.",
    ],
    ozellikler: [
      'Sur içi dar sokaklar',
      'Dranaz Tüneli güzergâhı',
      'Emeklilik taşınmaları',
      'Gerze ve Ayancık yazlıkları',
    ],
  },
  tokat: {
    ad: 'Tokat',
    aciklama: [
      "Yeşilırmak ve Kelkit Çayı'nın suladığı verimli vadilere yayılan Tokat, Orta Karadeniz ile İç Anadolu arasında bir geçiş ilidir. İstanbul'dan gelişte güzergâhımız Gerede'den doğuya devam ederek Merzifon ve Amasya'yı geçer, Turhal üzerinden şehre ulaşır; Sivas'a bağlanan güney yolu ise İç Anadolu çıkışlı taşımalarda kullanılır. Vadilerde iklim nispeten ılıman olsa da Çamlıbel Geçidi ve yüksek ilçelerde kış ciddi bir etkendir.",
      "Şehir merkezi dar bir vadiye sıkıştığından tarihî çarşı çevresinde Osmanlı konakları ve dar sokaklar, yeni bölgelerde ise yamaçlara tırmanan apartmanlar yer alır. Tokat Gaziosmanpaşa Üniversitesi'nin Taşlıçiftlik yerleşkesine yakın konut alanlarında öğrenci ve personel taşımaları yoğundur.",
      'Kelkit vadisindeki Erbaa, Niksar ve Reşadiye meyve ve sebze tarımıyla, Turhal şeker fabrikasıyla, Zile ise tahıl ticaretiyle öne çıkar; bu ilçelerdeki müstakil ev ve iş yeri taşımalarını yerel yol koşullarına göre planlıyoruz. El baskısı yazma atölyeleri gibi hassas ürünlerle çalışan küçük işletmelerin taşımalarında kumaş ve tahta kalıpları nem geçirmez ambalajla koruyoruz.',
      "Tokat'tan İstanbul'a çalışma amacıyla yapılan göç uzun bir geçmişe sahiptir; bu yüzden ilimize gelen taşımaların önemli bir bölümü, emekliliğinde memleketine dönen ya da büyükşehirdeki evini kapatıp anne babasının yanına yerleşen ailelerden oluşur. Kelkit vadisindeki Niksar ve Erbaa, Ünye üzerinden Karadeniz kıyısına da bağlandığından bu ilçelere sahil yolundan ulaşmak bazen daha akıcı bir seçenek olur; güzergâhı yükün gideceği adrese göre belirliyoruz. Merkezde tarihî dokunun dışında kalan yeni mahallelerde toplu konut blokları ve site tipi yapılar çoğalmıştır; bu binalarda asansör kullanımını yönetimle önceden konuşmanız yararlı olur. Yazları sıcak ve kurak geçen vadilerde temmuz ve ağustos taşımalarında ilaç, mum ve hassas elektronik gibi ısıya duyarlı eşyaları kendi aracınızda taşımanızı öneriyoruz. Ramazan ve Kurban bayramlarında memlekete gidenlerin oluşturduğu trafik nedeniyle bayram arifesine denk gelen günleri taşıma için pek önermiyoruz.",
    ],
    ozellikler: [
      'Kelkit vadisi ilçeleri',
      'Çamlıbel Geçidi kış planı',
      'Taşlıçiftlik kampüs çevresi',
      'Yazma atölyesi ambalajı',
    ],
  },
  trabzon: {
    ad: 'Trabzon',
    aciklama: [
      "Doğu Karadeniz'in ticaret ve eğitim merkezi Trabzon, denizle dağlar arasındaki dar kıyı şeridinden yamaçlara doğru yükselen bir şehirdir. Samsun'dan sonra Karadeniz Sahil Yolu'nu Ordu ve Giresun üzerinden izleyen İstanbul seferlerimiz şehre batıdan girer; Gümüşhane ve Erzurum yönüne yapılan taşımalarda ise Yeni Zigana Tüneli kullanılır. Sahil yolu ile kentin yukarı kesimlerini birbirine bağlayan Kanuni Bulvarı, büyük araçların mahallelere erişiminde ana aksı oluşturur.",
      "Ortahisar'da Boztepe'ye tırmanan sokaklar, Çukurçayır ve Beşirli gibi kalabalık mahalleler ile Karadeniz Teknik Üniversitesi çevresindeki yüksek apartmanlar eğim ve park sorunları nedeniyle dikkatli planlama ister. Akçaabat, Yomra ve Arsin'de yeni konut siteleri hızla çoğaldı; bu yapılarda asansörlü taşıma merdiven trafiğini azaltarak işi hızlandırır.",
      'Liman, serbest bölge ve ticarethanelerin yoğunluğu ofis taşımalarında iş akışını aksatmayacak bir zamanlama gerektirir. Of, Sürmene, Araklı ve Çaykara gibi doğu ilçelerine, Maçka ve Tonya gibi iç kesimlere gidecek yüklerde köy yollarının genişliğine göre araç seçiyoruz. Uzungöl ve yayla evlerine yapılacak taşımalar için yaz aylarını öneriyoruz.',
      "Trabzon'a gelen taşımaların önemli bir bölümü, Karadeniz Teknik Üniversitesi ile Trabzon Üniversitesi'ne yeni başlayan öğrencilerden ve bu kurumlara, hastanelere ve bölge müdürlüklerine atanan personelden oluşur; dönem başı olan eylülde talep belirgin biçimde artar. Yaz aylarında yerli turistlerin yanı sıra Körfez ülkelerinden gelen ziyaretçiler de Uzungöl, Maçka ve kent merkezindeki trafiği yoğunlaştırır; bu dönemde sahil yolundaki yükleme zamanlamasını dikkatle seçiyoruz. Kıyıda kışlar ılık geçse de yüksek mahallelerde ve yaylalara çıkan yollarda kar ve buzlanma görülebilir. Yamaçtaki eski evlerden kıyıya yakın yeni sitelere geçen aileler için, dar merdivenlerde sökülen dolap ve yatak gruplarının montajını yeni dairede aynı gün tamamlıyoruz. Trabzon'dan İstanbul'a taşınacaksanız, yeni evinizin site yönetiminden yükleme ve boşaltma için izin alınmasını ve asansör kullanım saatlerinin öğrenilmesini taşınmadan birkaç gün önce halletmenizi öneriyoruz.",
    ],
    ozellikler: [
      'Boztepe yokuş taşımaları',
      'KTÜ çevresi daireler',
      'Kanuni Bulvarı erişimi',
      'Uzungöl yaz taşımaları',
    ],
  },
  zonguldak: {
    ad: 'Zonguldak',
    aciklama: [
      "Türkiye'nin taş kömürü havzasının merkezi Zonguldak, denize dik inen yamaçlar ile dar vadiler arasına sıkışmış bir şehirdir; düz alan azlığı nedeniyle konutlar genellikle tepelere doğru basamaklanır. Güzergâh, Anadolu Otoyolu ile Düzce'ye ulaştıktan sonra Akçakoca ve Karadeniz Ereğli üzerinden kıyıyı izler. Yıl boyunca yağışlı geçen iklim, ambalajda nem korumasını zorunlu kılar.",
      "Kozlu, Kilimli ve maden ocaklarının çevresindeki eski işçi mahallelerinde dik merdivenli sokaklar ve dar yollar büyük kamyonların kapıya ulaşmasını engelleyebilir; bu adreslerde yükü bir ara noktada küçük araca aktarıyoruz. İncivez'deki Zonguldak Bülent Ecevit Üniversitesi çevresinde ise öğrenci evi taşımaları dönem başlarında artar.",
      "Ereğli'deki büyük demir-çelik tesisi ve limanı, Çatalağzı'ndaki termik santraller ve maden işletmeleri ilde ağır yük ve makine taşıma ihtiyacını canlı tutar. Devrek, Çaycuma, Alaplı ve Gökçebey'de müstakil ve bahçeli yapılar daha yaygındır; Devrek'in ünlü baston atölyeleri gibi küçük işletmelerin taşımalarını da özenle üstleniyoruz.",
      "Türkiye Taşkömürü Kurumu'nun ve maden işletmelerinin kentte uzun yıllardır süren faaliyetleri, Zonguldak'ta emekli maden işçileri ile kurum lojmanlarında yaşayan ailelerden oluşan kendine özgü bir toplum yapısı doğurmuştur. Emeklilikten sonra çocuklarının yanına, İstanbul'a taşınan aileler ile tersi yönde, işe başlamak üzere Ereğli'deki çelik tesislerine ya da Bülent Ecevit Üniversitesi'ne gelen mühendis ve akademisyenler, ilimizle İstanbul arasındaki hareketin iki yüzünü oluşturur. Kurum lojmanından çıkarken boşaltma tarihini, sayaçların kapatılmasını ve anahtar teslim işlemlerini önceden öğrenmeniz taşınma gününü rahatlatır. Sonbahar ve kış yağışları kıyı yolunda heyelan ve taş düşmesi riskini artırdığından, yolların kuru olduğu ilkbahar ve yaz ayları taşınma için daha elverişlidir. Merkezdeki yokuşlu sokaklarda yağmurlu havada kaygan zemin nedeniyle ağır eşyaları daha kısa mesafeli aktarmalarla taşıyor, gerektiğinde ek personel görevlendiriyoruz. Ereğli ve Alaplı'daki sahil sitelerine yapılacak yaz taşımalarında ise tatil trafiğini hesaba katarak hafta içi bir gün seçmenizi öneriyoruz.",
    ],
    ozellikler: [
      'Basamaklı yamaç konutları',
      'Maden havzası ağır yük',
      'Ereğli çelik tesisleri',
      'Devrek baston atölyeleri',
    ],
  },
};

import type { BlogPost } from '../types';

export const blogPostsPart1: BlogPost[] = [
  {
    id: 'haftalara-gore-tasinma-kontrol-listesi',
    title: 'Haftalara Göre Eksiksiz Taşınma Kontrol Listesi',
    metaTitle: 'Haftalara Göre Taşınma Kontrol Listesi',
    excerpt:
      'Taşınma tarihinden sekiz hafta önce başlayıp yeni evdeki ilk haftalara uzanan, izinlerden aboneliklere kadar her adımı sıralayan pratik bir plan.',
    content: [
      {
        type: 'p',
        text: 'Taşınma gününde aksayan işlerin çoğu, haftalar önce atılmamış küçük adımlardan kaynaklanır: yönetimden alınmamış bir izin, randevusu unutulmuş bir doğalgaz açılışı ya da son gece doldurulmaya çalışılan koliler. {foundingYear:ablative} bu yana {district} merkezli ekibimizle yaptığımız taşımalardan çıkardığımız en net ders, takvimi taşınma tarihinden geriye doğru kurmaktır. Aşağıdaki listeyi bu yüzden haftalara böldük; kendi durumunuza uymayan maddeleri silip yenilerini ekleyebilirsiniz.',
      },
      { type: 'h2', text: 'Sekiz ila altı hafta önce: tarih ve teklif' },
      {
        type: 'p',
        text: "İlk iş, taşınma tarihini gerçekçi biçimde belirlemektir. İstanbul'da kira sözleşmelerinin büyük kısmı ay başında başlayıp ay sonunda bittiği için bu günler yılın her döneminde en kalabalık günlerdir; okulların kapandığı haziran sonu ile bayram öncesi haftalar da hızla dolar. Mümkünse ayın ortasına denk gelen bir hafta içi günü seçmek, hem ekip hem araç bulmayı kolaylaştırır.",
      },
      {
        type: 'ul',
        items: [
          'Eski evin kira sözleşmesindeki tahliye bildirimi koşullarını okuyun ve ev sahibine yazılı bildirimde bulunun.',
          'Yeni evin anahtar teslim tarihini netleştirin; boya, tadilat veya temizlik gerekiyorsa bunları eşyalar gelmeden bitirecek şekilde planlayın.',
          'Nakliyat firmasından ücretsiz ekspertiz isteyin; eşyanın yerinde görülmesi, telefonda yapılan tahminlerden çok daha sağlıklı sonuç verir.',
          'Birden fazla teklif alıyorsanız hepsinde ambalaj, söküm ve montaj, asansör ve sigorta kalemlerinin aynı şekilde yer aldığını kontrol edin.',
        ],
      },
      {
        type: 'p',
        text: 'Ekspertiz sırasında fiyatı belirleyen etkenleri birlikte gözden geçirmek, sonradan sürpriz yaşamamanın en kısa yoludur. Teklifi şekillendiren başlıca unsurlar şunlardır:',
      },
      {
        type: 'ul',
        items: [
          'İki adres arasındaki mesafe ve taşımanın şehir içi mi şehirlerarası mı olduğu',
          'Her iki binadaki kat ve bina asansörünün büyük parçalara uygun olup olmadığı',
          'Eşya hacmi; özellikle gardırop, vitrin, köşe takımı ve piyano gibi iri parçalar',
          'Ambalajı kimin yapacağı ve ne kadar malzeme kullanılacağı',
          'Dış cepheden asansörlü taşıma gerekip gerekmediği',
          'Seçilen tarih; hafta sonu, ay sonu ve bayram öncesi günlerdeki yoğunluk',
        ],
      },
      { type: 'h2', text: 'Beş ila dört hafta önce: ayıklama ve bina izinleri' },
      {
        type: 'p',
        text: 'Taşınan her parça hem zaman hem yer demektir. Yıllardır açılmamış üst dolapları, balkonda bekleyen eski sandalyeleri ve çocuklardan kalan oyuncakları bu haftalarda elden geçirin. Bağışlanacak eşyaları ayırın, atılacak büyük parçalar için ilçe belediyenizin ıskarta eşya toplama hizmetini araştırın.',
      },
      {
        type: 'p',
        text: 'Apartman ya da site yönetimiyle konuşmanın tam zamanı da budur. Büyük sitelerde taşınma çoğunlukla belirli gün ve saatlerle sınırlıdır, kamyonun site içine girebilmesi için güvenliğe plaka bildirilmesi gerekir ve bazı yönetimler çıkıştan önce aidat borcu bulunmadığını gösteren bir yazı ister.',
      },
      {
        type: 'ul',
        items: [
          'Eski ve yeni binanın yönetimine taşınma tarihini yazılı olarak bildirin.',
          'Yük ya da servis asansörü varsa o gün için rezervasyon yaptırın; kabin içine koruma panelini kimin takacağını sorun.',
          'Aidat ve ortak gider hesabını kapatın, gerekiyorsa borcunuz olmadığına dair belge alın.',
          'Kamyonun yanaşacağı noktayı belirleyin; dar sokaklarda park düzenini komşularla ve yönetimle önceden konuşun.',
          'Dış cephe asansörü kullanılacaksa pencere ya da balkon açıklığını ölçün, ağaç dalı ve elektrik hattı gibi engelleri not edin.',
        ],
      },
      { type: 'h2', text: 'Üç hafta önce: abonelikler, okul ve sağlık kayıtları' },
      {
        type: 'p',
        text: 'Yeni adreste hayatın normale dönmesini en çok geciktiren işlemler genellikle internet nakli ve doğalgaz açılışıdır. İnternet sağlayıcınızdan nakil talebi oluşturun ve yeni adresteki altyapının hangi hızı desteklediğini sorun; altyapı farklıysa kurulum birkaç gün sürebilir.',
      },
      {
        type: 'ul',
        items: [
          'Elektrik: Eski adresteki aboneliği sonlandırma ve yeni adres için abonelik başvurusunu bölgenizdeki elektrik perakende satış şirketine yapın.',
          "Su: İstanbul'da İSKİ, diğer illerde belediyenin su ve kanalizasyon idaresi üzerinden kapama ve yeni abonelik işlemlerini başlatın.",
          "Doğalgaz: İstanbul'da İGDAŞ, diğer şehirlerde yerel dağıtım şirketi üzerinden abonelik açın; gaz açma randevusunu taşınma gününü izleyen ilk güne alın.",
          'İnternet ve sabit telefon: Nakil talebini en geç üç hafta önceden verin, modemin taşınıp taşınmayacağını ya da iade edilip edilmeyeceğini öğrenin.',
          'Okul çağında çocuğunuz varsa nakil işlemleri için yeni okulun idaresiyle şimdiden görüşün.',
          "Yeni adrese yakın bir aile hekimi seçmek için e-Devlet'teki aile hekimi değiştirme hizmetini not edin.",
        ],
      },
      { type: 'h2', text: 'İki hafta önce: paketleme düzeni' },
      {
        type: 'p',
        text: 'Paketlemeye en az kullandığınız odadan başlayın: kitaplık, misafir odası, mevsim dışı giysiler. Her koliye gideceği odayı ve kısa bir içerik notunu yazın; notu kolinin üstüne değil yan yüzüne yazmak, koliler üst üste dizildiğinde de okunmasını sağlar. Ağır eşyaları küçük kolilere, hafif ama hacimli olanları büyük kolilere koymak hem taşıyan ekibin işini kolaylaştırır hem de koli dibinin açılmasını önler.',
      },
      {
        type: 'ul',
        items: [
          'Tabakları yatay değil dik yerleştirin, aralarını buruşturulmuş kâğıtla doldurun.',
          'Söktüğünüz mobilyaların vida, dübel ve raf pimlerini, mobilyanın adı yazılı küçük poşetlerde saklayın.',
          'Tapu, kira sözleşmesi, pasaport, mücevher ve ilaçları kolilere koymayın; yanınızda taşıyacağınız ayrı bir çantaya ayırın.',
          'Buzdolabı ve derin dondurucudaki yiyecekleri taşınma gününe kadar tüketecek şekilde alışverişinizi azaltın.',
        ],
      },
      { type: 'h2', text: 'Son hafta: teyit ve son hazırlıklar' },
      {
        type: 'p',
        text: 'Son hafta, aldığınız randevuların teyit haftasıdır. Nakliyat firmasıyla tarih, başlangıç saati, iki adres ve ekip sayısını bir kez daha doğrulayın. Çamaşır makinesinin su bağlantısını sökün ve tamburu sabitleyen taşıma cıvatalarını takın; cıvatalar kayıpsa bunu ekibe önceden söyleyin. Buzdolabını taşımadan en az bir gün önce kapatıp buzunu çözdürün ve kapağını aralık bırakın.',
      },
      {
        type: 'ul',
        items: [
          'Yeni evde hangi mobilyanın nereye konacağını gösteren basit bir kroki hazırlayın.',
          'İlk gece çantası oluşturun: şarj aletleri, nevresim, havlu, temel mutfak gereçleri ve çocuklar için birkaç oyuncak.',
          'Elektrik, su ve doğalgaz sayaçlarının son endekslerini fotoğraflamak için hatırlatıcı kurun.',
          'Evcil hayvanlarınızın taşınma günü sakin kalabileceği bir yer ayarlayın.',
        ],
      },
      { type: 'h2', text: 'Taşınma günü' },
      {
        type: 'p',
        text: 'Ekip geldiğinde kırılacak ya da özel ilgi isteyen eşyaları ekip sorumlusuna tek tek gösterin. Eski evde son turu atarken dolapların, balkonun, varsa depo ya da kömürlüğün boş kaldığından emin olun. Yeni adreste bir aile üyesinin kapıda durup kolileri doğru odalara yönlendirmesi işi belirgin biçimde hızlandırır. Teslimde mobilya ve cihazları gözle kontrol edin; bir hasar fark ederseniz ekip henüz oradayken tutanağa geçirilmesini isteyin.',
      },
      { type: 'h2', text: 'Taşındıktan sonraki ilk haftalar' },
      {
        type: 'p',
        text: "Yasal açıdan en önemli iş, yerleşim yeri adresinizi güncellemektir. Nüfus Hizmetleri Kanunu, adres değişikliğinin taşınmadan itibaren yirmi iş günü içinde bildirilmesini öngörür. Bu işlemi e-Devlet'teki adres değişikliği hizmetiyle ya da kira sözleşmesi veya tapunuzla nüfus müdürlüğüne giderek yapabilirsiniz. e-Devlet başvurusunda genellikle yeni adreste adınıza kayıtlı bir elektrik, su veya doğalgaz aboneliği ya da konut sahibinin onayı aranır; abonelikleri erken açmak bu yüzden adres işlemini de hızlandırır.",
      },
      {
        type: 'ul',
        items: [
          'Banka, işveren, sigorta şirketi ve sık alışveriş yaptığınız sitelerdeki adres bilgisini güncelleyin.',
          'Aracınız varsa kasko ve trafik sigortası poliçelerindeki adresi yenileyin.',
          'Eski adrese gelebilecek kargo ve faturalar için bir süre eski yöneticinizden haber isteyin.',
          'Boşalan kolileri katlayıp saklayın; mevsimlik eşya düzenlerken yeniden işinize yarar.',
        ],
      },
      {
        type: 'p',
        text: 'Bu listeyi yazdırıp mutfakta görebileceğiniz bir yere asmanızı öneririz. Hangi maddelerin sizin için geçerli olduğunu ekspertiz ziyaretinde ekibimizle birlikte de gözden geçirebilirsiniz; böylece taşınma günü, yalnızca eşyaların yer değiştirdiği sakin bir güne dönüşür.',
      },
    ],
    author: 'kemal-aksoy',
    date: '2025-04-14',
    category: 'nakliyat-rehberi',
    readTime: 5,
    tags: ['taşınma kontrol listesi', 'site yönetimi', 'abonelik taşıma', 'adres değişikliği', 'e-Devlet'],
  },
  {
    id: 'is-gunu-kaybetmeden-ofis-tasima',
    title: 'İş Günü Kaybetmeden Ofis Taşımanın Yolları',
    excerpt:
      'Cuma akşamı eski ofisi kapatıp pazartesi sabahı yeni adreste çalışmaya başlamak için bina izinlerinden bilgi işlem planına uzanan adım adım rehber.',
    content: [
      {
        type: 'p',
        text: 'Bir ofisin taşınması, bir evin taşınmasından farklı olarak saatle ölçülen bir kayıp riski taşır. Telefonlara cevap verilemeyen, faturanın kesilemediği, müşterinin kapalı kapıyla karşılaştığı her saat doğrudan işletmeye yansır. İyi haber şu: on kişilik bir muhasebe bürosundan birkaç kata yayılmış bir çağrı merkezine kadar çoğu ofis, doğru planla cuma akşamı kapanıp pazartesi sabahı yeni adreste açılabilir. Bu yazıda hangi adımın hangi sırayla atılması gerektiğini anlatıyoruz.',
      },
      { type: 'h2', text: 'Sorumluyu ve takvimi belirleyin' },
      {
        type: 'p',
        text: 'Ofis taşımasında ilk karar, işi kimin yöneteceğidir. Şirket içinden bir taşınma sorumlusu ve her departmandan bir temsilci seçmek, nakliyat firmasının tek bir muhatapla çalışmasını sağlar ve çelişkili talimatların önüne geçer. Tarih seçerken ay sonu kapanışı, beyanname dönemi ya da satışların en yoğun olduğu haftalar gibi kritik dönemlerden uzak durun.',
      },
      {
        type: 'ul',
        items: [
          'Taşınma sorumlusunu ve departman temsilcilerini yazılı olarak görevlendirin.',
          'Ücretsiz ekspertiz için nakliyat ekibini mevcut ofise davet edin; arşiv, sunucu odası ve büyük toplantı masası gibi özel kalemleri birlikte gezin.',
          'Taşımayı cumartesi gününe planlayın; mesai saatleri dışında çalışma gerekecekse bunu ekspertiz sırasında açıkça konuşun.',
          'Büyük ofislerde tek seferde taşımak yerine departman departman ilerleyen aşamalı bir plan değerlendirin.',
        ],
      },
      { type: 'h2', text: 'Bina yönetimi ve plaza kuralları' },
      {
        type: 'p',
        text: "İstanbul'da Maslak, Levent, Ataşehir ya da Kozyatağı'ndaki iş merkezlerinin çoğunda taşınma, bina yönetiminin yazılı onayına bağlıdır. Bazı binalar yük girişine yalnızca hafta sonu ya da akşam saatlerinde izin verir, ekipteki herkesin kimlik bilgisini önceden ister ve yük asansörünü saatlik dilimlerle rezerve eder. Hem çıkacağınız hem de gireceğiniz binada bu kuralları en az üç hafta önceden öğrenin.",
      },
      {
        type: 'ul',
        items: [
          'Yük asansörü rezervasyonunu iki bina için de aynı güne ve birbirini izleyen saatlere yapın.',
          'Yükleme rampasının ya da kapalı otopark girişinin yükseklik sınırını sorun; kamyon boyutu buna göre seçilir.',
          'Ortak alanlarda zemin ve duvar koruması isteniyorsa malzemeyi kimin sağlayacağını netleştirin.',
          'Ekipteki kişilerin isim listesini ve araç plakalarını güvenlik birimine iletin.',
        ],
      },
      {
        type: 'p',
        text: "Plaza dışındaki ofislerde, örneğin Eminönü ya da Karaköy'deki eski bir iş hanında ya da bir apartman katında, sorun genellikle dar merdiven ve küçük asansördür. Bu durumda dış cepheden asansörlü taşıma hem bina içindeki ortak alanları korur hem de süreyi belirgin biçimde kısaltır; ekibimiz bu yöntemle yirminci kata kadar çalışabiliyor.",
      },
      { type: 'h2', text: 'Bilgi işlem: taşımanın kalbi' },
      {
        type: 'p',
        text: 'Masalar ve dolaplar birkaç saatte yeniden kurulur; asıl gecikmeyi yaratan, bilgisayarların ağa bağlanmaması, yazıcının tanınmaması ya da internet hattının açılmamasıdır. Bu nedenle bilgi işlem planı, mobilya planından önce hazırlanmalıdır.',
      },
      {
        type: 'ul',
        items: [
          'Kurumsal internet hattının yeni adrese nakli için servis sağlayıcınıza en az dört hafta önce başvurun; sabit IP adresi ve santral numaralarının korunup korunmayacağını sorun.',
          'Taşınmadan önceki son iş günü sunucu ve bilgisayarların tam yedeğini alın, yedeği ofis dışında saklayın.',
          'Yeni ofisteki priz, ağ noktası ve kablo kanallarını taşınmadan önce yerinde kontrol ettirin.',
          'Her bilgisayar, monitör ve kabloyu aynı numarayla etiketleyin; kabloları poşetleyip ait oldukları kasaya bantlayın.',
          'Sunucu ve ağ dolabını kendi bilgi işlem sorumlunuz söksün; nakliyat ekibi bunları darbe emici ambalajla ayrı taşısın.',
        ],
      },
      { type: 'h2', text: 'Numaralandırma ve yerleşim planı' },
      {
        type: 'p',
        text: 'Pazartesi sabahı herkesin kendi masasına oturabilmesinin sırrı, basit bir numaralandırma sistemidir. Yeni ofisin kat planında her masaya bir kod verin; örneğin üçüncü kattaki muhasebe için M-301, M-302 gibi. Aynı kodu o masaya ait sandalye, çekmece ünitesi, bilgisayar ve kolilere de yazın. Yeni ofiste masaların duracağı noktalara bu kodları kâğıtla yapıştırdığınızda ekip, kimseye sormadan her parçayı doğru yere bırakır.',
      },
      {
        type: 'ul',
        items: [
          'Her çalışana kendi masasını ve kişisel eşyalarını kolilemesi için mesai içinde zaman ayırın.',
          'Mutfak, toplantı odası ve arşiv gibi ortak alanlar için ayrı bir renk ya da harf kullanın.',
          'Kilitli dolapların anahtarlarını etiketli bir zarfta taşınma sorumlusunda toplayın.',
        ],
      },
      { type: 'h2', text: 'Arşiv ve gizli belgeler' },
      {
        type: 'p',
        text: 'Muhasebe kayıtları, personel dosyaları ve sözleşmeler hem yasal saklama yükümlülükleri hem de kişisel verilerin korunması açısından özen ister. Arşiv kolilerini mühürlü bantla kapatıp numaralandırın ve bir teslim listesiyle araca yükletin. Saklama süresi dolmuş belgeleri taşımak yerine, taşınmadan önce tutanakla imha ettirmek hem hacmi hem de taşıma yükünü azaltır.',
      },
      { type: 'h2', text: 'Çalışanları ve müşterileri sürece katın' },
      {
        type: 'p',
        text: 'Taşınmanın sessiz maliyeti, belirsizlikten doğan verim kaybıdır. Çalışanlarınıza yeni ofisin adresini, ulaşım seçeneklerini ve ilk gün nereye oturacaklarını en az iki hafta önce duyurun. Yeni adres metro ya da Marmaray hattına uzaksa servis güzergâhını şimdiden düzenleyin. Müşterilerinize ise taşınma haftasında hangi kanaldan size ulaşabileceklerini bildirin; sabit hattınızı taşınma süresince bir cep telefonuna yönlendirmek, tek bir çağrının bile kaçmamasını sağlar.',
      },
      {
        type: 'ul',
        items: [
          'Yeni ofisin kat planını ve masa kodlarını ortak bir klasörde paylaşın.',
          'Otopark, kartlı giriş ve yemek düzeni gibi günlük ayrıntıları tek bir bilgilendirme notunda toplayın.',
          'Taşınma hafta sonu için acil durumlarda aranacak iki kişinin adını tüm ekibe iletin.',
        ],
      },
      { type: 'h2', text: 'Resmi bildirimler' },
      {
        type: 'p',
        text: 'Adres değişikliği kartvizitleri yenilemekle bitmez. Şirketinizin türüne göre aşağıdaki işlemleri takvime ekleyin:',
      },
      {
        type: 'ul',
        items: [
          "Ticaret sicili müdürlüğünde adres değişikliğinin tescili ve Türkiye Ticaret Sicili Gazetesi'nde ilanı",
          'Vergi dairesine yeni iş yeri adresinin bildirimi; Vergi Usul Kanunu bu bildirim için bir aylık süre tanır',
          'Yeni adres için belediyeden işyeri açma ve çalışma ruhsatı alınması',
          'SGK işyeri kaydındaki adres bilgisinin güncellenmesi',
          'Bankalara, tedarikçilere, kargo firmalarına ve müşterilere yazılı duyuru',
          'Fatura şablonu, internet sitesi, harita kayıtları ve tabelanın yenilenmesi',
        ],
      },
      { type: 'h2', text: 'Cumartesi taşıma, pazartesi açılış' },
      {
        type: 'p',
        text: 'Cumartesi sabahı ekip geldiğinde yükleme önceden belirlenen sırayla ilerler: önce arşiv ve depo malzemesi, ardından masalar ve dolaplar. Bilgi işlem ekipmanı ayrı bir bölmede taşınır ve yeni ofiste masalar kurulduktan sonra koduna göre dağıtılır. Bursa ya da Kocaeli gibi bir Marmara iline taşınan şirketler için teslim 24 saat, Ankara veya İzmir için 48 saat içinde gerçekleştiğinden, şehir dışı taşımalarda bu süreyi takvime baştan eklemek gerekir.',
      },
      {
        type: 'p',
        text: 'Pazar günü bilgi işlem ekibinin birkaç saatlik deneme turu, pazartesiyi sakinleştirir: her bilgisayar açılır, ağ ve yazıcı bağlantısı denenir, telefon santrali kontrol edilir. Pazartesi sabahı ise taşınma sorumlusu bir saat erken gelip eksik koli ya da kopuk bağlantı olup olmadığını sorar; küçük sorunlar mesai başlamadan çözülür.',
      },
      {
        type: 'ul',
        items: [
          'Tüm bilgisayarlar ağa ve paylaşılan klasörlere erişebiliyor mu?',
          'Telefon hatları ve santral yönlendirmeleri çalışıyor mu?',
          'Yazıcı, tarayıcı ve kartlı giriş sistemi tanımlandı mı?',
          'Eski ofiste unutulan bir şey kaldı mı, anahtar teslimi tutanakla yapıldı mı?',
        ],
      },
      {
        type: 'p',
        text: 'Ofisinizin büyüklüğü ne olursa olsun, ekspertiz ziyaretinde bu listenin üzerinden sizinle madde madde geçiyoruz. İyi hazırlanmış bir plan, çalışanlarınızın taşınmayı yalnızca masalarının yeni manzarasından fark etmesini sağlar.',
      },
    ],
    author: 'zeynep-arslan',
    date: '2025-09-22',
    category: 'ofis-tasima',
    readTime: 5,
    tags: ['ofis taşıma', 'plaza taşıma', 'bilgi işlem', 'kurumsal taşınma', 'yük asansörü'],
  },
  {
    id: 'nakliyat-sigortasi-kapsami-ve-hasar-bildirimi',
    title: 'Nakliyat Sigortası Neleri Kapsar, Hasar Olursa Ne Yapmalısınız?',
    metaTitle: 'Nakliyat Sigortası Neleri Kapsar?',
    excerpt:
      'Taşıma sigortasının güvence altına aldığı riskler, kapsam dışı kalan durumlar ve bir hasarı tutanaktan tazminata kadar doğru bildirmenin yolları.',
    content: [
      {
        type: 'p',
        text: 'Özenli bir ekip ve sağlam ambalaj hasar riskini büyük ölçüde azaltır; yine de yola çıkan her araç trafikteki beklenmedik bir olaya, ani bir frene ya da merdivende bir anlık dengesizliğe açıktır. Nakliyat sigortası, bu risklerin maddi sonucunu sizin omzunuzdan alır. {company} olarak her taşımayı sigortalı yapıyoruz; ancak poliçenin neyi kapsadığını ve bir sorun çıktığında hangi adımları atmanız gerektiğini bilmek, hakkınızı eksiksiz almanın ön koşuludur.',
      },
      { type: 'h2', text: 'Nakliyat sigortası tam olarak nedir?' },
      {
        type: 'p',
        text: 'Ev ve ofis taşımalarında kullanılan nakliyat sigortası, eşyanın yüklendiği andan teslim edildiği ana kadar uğrayabileceği hasar ve kayıpları güvence altına alan bir emtia sigortasıdır. Aracı koruyan kasko ya da üçüncü kişilere verilen zararı karşılayan zorunlu trafik sigortasıyla karıştırılmamalıdır; kamyondaki eşyanız bu iki poliçenin konusu değildir. Konut sigortanız da çoğunlukla yalnızca poliçede yazan adresteki eşyayı kapsar, yoldaki eşyayı değil.',
      },
      { type: 'h2', text: 'Genellikle kapsama giren durumlar' },
      {
        type: 'p',
        text: 'Poliçe ayrıntıları sigorta şirketine göre değişse de kapsamlı bir nakliyat sigortası, taşıma sürecinin bütününe yayılır:',
      },
      {
        type: 'ul',
        items: [
          'Aracın çarpışması, devrilmesi ya da yoldan çıkması sonucu eşyada oluşan hasar',
          'Araçta veya aktarma sırasında çıkan yangın',
          'Yükleme ve boşaltma sırasında, merdivende ya da dış cephe asansöründe düşme, çarpma veya ezilme',
          'Poliçede hırsızlık teminatı bulunuyorsa yol boyunca araçtan eşya çalınması',
          'Eşyanın tamamen kaybolması ya da kullanılamayacak hale gelmesi',
        ],
      },
      { type: 'h2', text: 'Çoğu poliçede kapsam dışı kalanlar' },
      {
        type: 'p',
        text: 'Hayal kırıklıklarının büyük kısmı, istisnaların önceden bilinmemesinden doğar. Sözleşmeyi imzalamadan önce şu başlıkları mutlaka sorun:',
      },
      {
        type: 'ul',
        items: [
          'Kendi ambalajladığınız kolilerin içinde, kolide dışarıdan hiçbir iz yokken kırılan eşyalar',
          'Nakit para, mücevher, senet ve tapu gibi kıymetli evrak',
          'Taşımadan önce var olan çizik, kırık ya da arızalar',
          'Elektronik cihazlarda dış darbe izi olmadan ortaya çıkan iç arızalar',
          'Doğal yıpranma, nem, küf ya da haşere kaynaklı bozulmalar',
          'Eşya listesinde yer almayan ya da taşıma sırasında bildirilmemiş parçalar',
        ],
      },
      {
        type: 'p',
        text: 'Bu sınırlamaların mantığı basittir: sigorta, taşıma sırasında ortaya çıkan ve taşımaya bağlanabilen zararı öder. Kırılacak eşyalarınızı profesyonel ekibin paketlemesi hem riski düşürür hem de olası bir talepte sorumluluk tartışmasını ortadan kaldırır. Mücevher, döviz ve önemli belgeleri ise her durumda kendi yanınızda taşıyın.',
      },
      { type: 'h2', text: 'Taşınmadan önce: talebinizi bugünden güçlendirin' },
      {
        type: 'p',
        text: 'Bir hasar talebinin hızla sonuçlanması, büyük ölçüde taşınmadan önce topladığınız kanıtlara bağlıdır. Ekspertiz ziyaretini izleyen günlerde şunları yapmanızı öneririz:',
      },
      {
        type: 'ul',
        items: [
          'Değerli mobilya ve cihazların mevcut halini her yüzeyden, tarihli fotoğraflarla kaydedin.',
          'Yüksek değerli parçaların faturalarını ya da satın alma belgelerini tek bir klasörde toplayın.',
          'Antika, tablo, piyano gibi özel eşyaları teklif aşamasında ayrıca bildirin ve değerlerini yazılı olarak beyan edin.',
          'Eşya listesini nakliyat firmasıyla birlikte kontrol edip imzalayın ve bir kopyasını saklayın.',
          'Sigortanın kapsamını ve teminat tutarını gösteren belgenin size yazılı olarak verilmesini isteyin.',
        ],
      },
      { type: 'h2', text: 'Teslim anında yapılacak kontroller' },
      {
        type: 'p',
        text: 'Eşyalar yeni adrese indirilirken yorgunluk ve telaş kontrolü ertelemeye iter; oysa görünür hasarların teslim sırasında tespit edilmesi, sonradan ispat yükünü büyük ölçüde hafifletir. Ekip sorumlusuyla birlikte büyük mobilyaların köşelerine, cam yüzeylere, beyaz eşya kapaklarına ve televizyon ekranına bakın. Bir sorun görürseniz teslim belgesini imzalamadan önce hasarı tutanağa yazdırın; tutanakta eşyanın adı, hasarın yeri ve niteliği açıkça yer almalıdır.',
      },
      {
        type: 'ul',
        items: [
          'Hasarlı eşyayı onarmaya ya da atmaya kalkışmayın; eksper incelemesine kadar olduğu gibi saklayın.',
          'Hasarın hem yakından hem de eşyanın tamamını gösterecek uzaklıktan fotoğrafını çekin.',
          'Hasarlı kolinin ambalajını ve dolgu malzemesini de atmayın; darbenin yönünü gösteren önemli bir kanıttır.',
        ],
      },
      { type: 'h2', text: 'Gizli hasarlar ve bildirim süresi' },
      {
        type: 'p',
        text: "Bazı hasarlar ancak koliler açıldığında ya da cihazlar ilk kez çalıştırıldığında ortaya çıkar. Burada da hızlı davranmak gerekir: hem poliçe şartları hem de Türk Ticaret Kanunu'nun taşıma hükümleri, dışarıdan anlaşılamayan hasarların teslimden sonraki kısa bir süre içinde yazılı olarak bildirilmesini arar. Kolileri ilk birkaç gün içinde açmaya, çamaşır makinesi ve buzdolabı gibi cihazları hemen denemeye özen gösterin. Fark ettiğiniz bir hasarın fotoğraflarını 7/24 ulaşılabilen WhatsApp hattımızdan ilk anda paylaşabilirsiniz; resmi başvuru için gereken yazılı bildirimi ve belgeleri ardından birlikte hazırlarız.",
      },
      { type: 'h2', text: 'Hasar süreci adım adım' },
      {
        type: 'ul',
        items: [
          'Bildirim: Hasarı fark ettiğiniz anda nakliyat firmasına haber verin, tutanak ve fotoğrafları iletin.',
          'Dosya açılması: Firma sigorta şirketine hasar ihbarında bulunur ve dosya numarası alınır.',
          'Eksper incelemesi: Sigorta şirketinin görevlendirdiği bağımsız eksper eşyayı yerinde inceler; onarımın mümkün olup olmadığını ve değer kaybını belirler.',
          'Belge teslimi: Fatura, fotoğraf, tutanak, eşya listesi ve gerekiyorsa onarım teklifi dosyaya eklenir.',
          'Sonuç: Eksper raporuna göre tazminat ödenir ya da onarım yaptırılır; poliçede muafiyet varsa bu tutar tazminattan düşülür.',
        ],
      },
      {
        type: 'p',
        text: 'Tazminat hesaplanırken çoğunlukla eşyanın sıfır bedeli değil, yaşı ve kullanım durumu dikkate alınarak bulunan güncel değeri esas alınır. On yıllık bir koltuk takımıyla geçen yıl alınmış bir takımın aynı hasar için farklı tutarlar alması bundandır. Yüksek değerli eşyalarınız için teklif aşamasında değer beyanında bulunmak, bu farkın sürpriz olmasını önlemenin en doğru yoludur.',
      },
      { type: 'h2', text: 'Taşıma sözleşmesinde okunması gereken maddeler' },
      {
        type: 'p',
        text: 'Sigortanın ne işe yarayacağını çoğu zaman poliçeden çok taşıma sözleşmesi belirler. Sözleşmede iki adresin, taşıma tarihinin ve eşya listesinin eksiksiz yazılı olması, sigortanın hangi yolculuğu kapsadığını tartışmasız hale getirir. İmzalamadan önce aşağıdaki noktaların açıkça yer aldığını kontrol edin:',
      },
      {
        type: 'ul',
        items: [
          'Sigortanın taşımaya dahil olduğu ve yükleme, yol ve boşaltma aşamalarının hepsini kapsadığı',
          'Ambalajı kimin yapacağı ve hangi eşyaların özel ambalajla korunacağı',
          'Söküm ve montaj sırasında oluşabilecek hasarlarda kimin sorumlu olacağı',
          'Hasar bildiriminin hangi kanaldan ve ne kadar süre içinde yapılacağı',
          'Değer beyanında bulunduğunuz eşyaların listesi',
        ],
      },
      { type: 'h2', text: 'Şehirlerarası taşımalarda ek dikkat' },
      {
        type: 'p',
        text: "İstanbul'dan Trabzon'a, Erzurum'a ya da Diyarbakır'a uzanan ve 72 saate varan yolculuklarda eşya araçta daha uzun süre kalır, sıcaklık ve nem farkları da artar. Bu taşımalarda ahşap mobilya ve elektronik cihazların neme karşı ek ambalajla korunmasını isteyin, teslim tarihini ve saatini yazılı olarak teyit edin. Kış aylarında Erzurum ve Kars yönünde dondurucu soğuk, içinde su kalmış çamaşır makinesi ya da su sebili gibi cihazlarda donma hasarına yol açabilir; bu cihazların suyunu tamamen boşaltmak, poliçenin kapsam dışı sayabileceği bir riski baştan ortadan kaldırır. Yaz aylarında Adana ya da Antalya yönündeki taşımalarda ise mum, kozmetik ve ilaç gibi ısıya duyarlı ürünleri kolilere koymak yerine yanınızda taşıyın. Teslimde kontrolü yapacak kişinin evde bulunması, tutanağın eksiksiz tutulmasını sağlar.",
      },
      {
        type: 'p',
        text: 'Sigorta, iyi bir taşımanın yerine geçmez; onu tamamlar. Ekspertiz ziyaretinde poliçenin kapsamını, istisnaları ve değerli eşyalarınız için atılması gereken adımları sizinle tek tek konuşuyoruz. Böylece hem eşyanız hem de hakkınız güvence altında olur.',
      },
    ],
    author: 'emre-demir',
    date: '2026-02-09',
    category: 'sigorta',
    readTime: 5,
    tags: ['nakliyat sigortası', 'hasar bildirimi', 'eksper', 'tazminat', 'taşıma güvencesi'],
  },
];

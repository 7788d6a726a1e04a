import type { BlogPost } from '../../types';

export const odaOdaPaketlemeRehberi: BlogPost = {
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
};

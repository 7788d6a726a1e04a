import type { BlogPost } from '../../types';

export const haftalaraGoreTasinmaKontrolListesi: BlogPost = {
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
};

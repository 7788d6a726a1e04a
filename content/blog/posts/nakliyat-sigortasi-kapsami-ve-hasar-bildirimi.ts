import type { BlogPost } from '../../types';

export const nakliyatSigortasiKapsamiVeHasarBildirimi: BlogPost = {
  id: 'nakliyat-sigortasi-kapsami-ve-hasar-bildirimi',
  title: 'Nakliyat Sigortası Neleri Kapsar, Hasar Olursa Ne Yapmalısınız?',
  metaTitle: 'Nakliyat Sigortası Neleri Kapsar?',
  excerpt:
    'Taşıma sigortasının güvence altına aldığı riskler, kapsam dışı kalan durumlar ve bir hasarı tutanaktan tazminata kadar doğru bildirmenin yolları.',
  content: [
    {
      type: 'p',
      text: 'Özenli bir ekip ve sağlam ambalaj hasar riskini büyük ölçüde azaltır; yine de yola çıkan her araç trafikteki beklenmedik bir olaya, ani bir frene ya da merdivende bir anlık dengesizliğe açıktır. Nakliyat sigortası, bu risklerin maddi sonucunu sizin omzunuzdan alır. {insuranceNote} Poliçenin neyi kapsadığını ve bir sorun çıktığında hangi adımları atmanız gerektiğini bilmek, hakkınızı eksiksiz almanın ön koşuludur.',
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
};

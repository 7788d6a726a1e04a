import type { ServiceText } from '../types';

export const sehirlerarasiTasima: ServiceText = {
  title: 'Şehirlerarası Taşıma',
  description:
    "İstanbul'dan {provinceCount} ile sigortalı taşıma: Marmara'ya 24, Ege, Akdeniz ve İç Anadolu'ya 48, diğer bölgelere 72 saatte teslim.",
  detailedDescription: [
    "Başka bir şehre taşınmak, eşyanızın yüzlerce kilometre boyunca sarsıntıya, sıcaklık farkına ve uzun yolculuğa dayanmasını gerektirir. Bu yüzden şehirlerarası taşımalarda paketlemeyi şehir içine göre daha sıkı yaparız: her koli bantla iki kez kapatılır, mobilyalar önce battaniyeyle sonra streç filmle sarılır, beyaz eşyalar araç içinde kayışla sabitlenir. İstanbul'dan çıkan araçlarımız Marmara Bölgesi'ne 24 saatte, Ege, Akdeniz ve İç Anadolu'ya 48 saatte, Karadeniz, Doğu Anadolu ve Güneydoğu Anadolu'ya ise 72 saatte ulaşır.",
    "Güzergâhı yükleme tarihinden önce çıkarırız. Ankara yönünde Anadolu Otoyolu ve Bolu Dağı Tüneli, İzmir yönünde Osmangazi Köprüsü üzerinden İstanbul-İzmir Otoyolu, Edirne yönünde Trakya otoyolu, Çanakkale için ise Malkara üzerinden 1915 Çanakkale Köprüsü başlıca seçeneklerimizdir. Kış aylarında Erzurum, Kars ya da Ağrı'ya giden yüklerde dağ geçitlerindeki kar durumunu izleriz; yaz aylarında Adana, Şanlıurfa veya Diyarbakır'a giden araçlarda ise yüklemeyi günün serin saatlerine çekeriz.",
    'Teslimat tarafında da aynı titizliği sürdürürüz. Varış şehrindeki binanın asansör durumu, sokağın kamyona uygunluğu ve site kuralları ekspertiz sırasında sizinle birlikte öğrenilir; eşya indirildikten sonra mobilyalar kurulur ve koliler belirttiğiniz odalara bırakılır. Yeni evinize sizden önce ya da sonra varacaksak teslim saatini birlikte planlar, eşyanın yol boyunca nakliyat sigortası altında olduğunu yazılı olarak belgeleriz.',
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
      text: 'Eşyanız yüklendiği andan teslim edildiği ana kadar nakliyat sigortasıyla güvencededir; eşyanın tam değerini kapsayan genişletilmiş sigortayı da isteyebilirsiniz.',
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
};

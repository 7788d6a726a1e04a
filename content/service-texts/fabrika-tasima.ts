import type { ServiceText } from '../types';

export const fabrikaTasima: ServiceText = {
  title: 'Fabrika Taşıma',
  description:
    'Makine, üretim hattı ve stoklarınızı söküm, kaldırma ve yeniden yerleşim planıyla taşıyor, fabrikanızın duruş süresini kısaltıyoruz.',
  detailedDescription: [
    "Fabrika taşıma, bir evin ya da ofisin taşınmasından farklı olarak üretimin durduğu her saatin maliyete dönüştüğü bir projedir. Tezgâhlar, presler, enjeksiyon makineleri, kompresörler, raf sistemleri, hammadde ve mamul stokları ayrı ayrı planlanır. İkitelli, Dudullu, Tuzla ve Beylikdüzü organize sanayi bölgelerinden Gebze, Dilovası, Çerkezköy ya da Anadolu'daki yeni tesislere taşınan işletmelerle çalışırken işe makine başına ağırlığı, ağırlık merkezini ve bağlantı noktalarını çıkararak başlıyoruz.",
    'Ücretsiz ekspertizde makine listesini sizin teknik ekibinizle birlikte hazırlıyor, hangi ekipmanın hangi sırayla söküleceğini, elektrik, hava ve su bağlantılarının kim tarafından ayrılacağını netleştiriyoruz. 1 ile 50 ton arasındaki yükler için forklift, mobil vinç, makine kaydırma patenleri ve alçak platformlu dorse kullanıyor; hassas kontrol panellerini nem alıcılı ambalaj ve ahşap kasayla koruyoruz. Yeni tesiste de zemin taşıma kapasitesi, kapı genişliği ve tavan yüksekliği ölçülür; makinelerin yerleşim planına göre doğrudan son konumlarına indirilmesi yeniden kurulumu hızlandırır.',
    'Taşımayı üretim takviminize göre evrelere bölüyoruz: önce yedek ve kritik olmayan ekipmanlar, ardından stoklar, en son ana hat. Planlı işleri {moveDays} {moveHours} arasında yürütüyor, kritik bir teslim ya da acil tahliye gerektiğinde günün her saatinde ekip ve araç sağlıyoruz. Makinelerinizi yükleme anından yeni tesisteki yerine inene kadar {insured} bir taşımayla götürüyoruz; sizden beklediğimiz, makine kullanım kılavuzlarının, yeni tesisin yerleşim planının ve bağlantıları ayıracak yetkili teknik personelin hazır olmasıdır.',
  ],
  features: [
    {
      title: 'Makine bazında söküm planı',
      text: 'Her makine için söküm sırası, bağlantıları ayıracak sorumlu ve kaldırma noktası önceden belirlenir.',
    },
    {
      title: '50 tona kadar kaldırma',
      text: 'Forklift, mobil vinç ve paten ekipmanıyla 1 ile 50 ton arasındaki makineleri yerinden güvenle alıyoruz.',
    },
    {
      title: 'Evreli taşıma takvimi',
      text: 'Üretimi tamamen durdurmamak için fabrika bölümlere ayrılır ve aşama aşama yeni tesise geçirilir.',
    },
    {
      title: 'Hassas panellere kasa ambalaj',
      text: 'Kontrol panelleri ve elektronik üniteler nem alıcılı ambalaj ve ahşap kasa içinde yola çıkar.',
    },
    {
      title: 'Plana göre yerleşim',
      text: 'Makineler yerleşim planınızdaki son konumlarına indirilir, yeni tesiste ikinci bir kaydırma gerekmez.',
    },
    {
      title: 'Organize sanayi deneyimi',
      text: "İkitelli, Dudullu, Tuzla, Gebze ve Dilovası OSB'lerinin giriş, yükleme ve izin düzenlerine alışkın çalışıyoruz.",
    },
  ],
  steps: [
    {
      title: 'İki tesiste ücretsiz keşif',
      text: 'Teknik ekibinizle birlikte mevcut ve yeni tesis gezilir; makine listesi, ağırlıklar ve erişim yolları kayda geçer.',
    },
    {
      title: 'Proje planı ve takvim',
      text: 'Söküm sırası, kaldırma ekipmanı, araç sayısı ve üretimin hangi gün hangi bölümde duracağı yazılı bir plana dönüşür.',
    },
    {
      title: 'Kaldırma ve yükleme',
      text: 'Bağlantıları ayrılan makineler ambalajlanır, vinç veya forkliftle yüklenir ve dorse üzerinde zincir ve kayışla sabitlenir.',
    },
    {
      title: 'Yerine indirme ve destek',
      text: 'Yeni tesiste makineler plandaki yerlerine indirilir; teknik ekibiniz bağlantıları yaparken ekibimiz sahada destek verir.',
    },
  ],
  faq: [
    {
      question: 'Fabrika taşımanın maliyeti nasıl hesaplanıyor?',
      answer:
        'Fabrika taşımada başlangıç fiyatımız {price} olup makine sayısı ve ağırlıkları, kaldırma ekipmanı ihtiyacı, araç sayısı ve iki tesis arasındaki mesafe toplam tutarı belirler. Projeye özel yazılı teklifimizi tesis keşfinin ardından sunuyoruz.',
    },
    {
      question: 'Fabrikamızın taşınması ne kadar sürer?',
      answer:
        'Tek bir üretim alanının taşınması genellikle {duration} sürer. Birden fazla hattı olan tesislerde işi evrelere bölüyor, her evreyi bu aralıkta tamamlayacak şekilde planlıyoruz.',
    },
    {
      question: 'Hangi illere fabrika taşıyorsunuz?',
      answer:
        "Fabrika taşımayı {coverageIn} yapıyoruz. İstanbul'dan Marmara illerine 24 saatte, Ege, Akdeniz ve İç Anadolu'ya 48 saatte, Karadeniz, Doğu ve Güneydoğu Anadolu'ya 72 saatte teslim planlıyoruz.",
    },
    {
      question: 'Makinelerin elektrik ve hava bağlantılarını siz mi ayırıyorsunuz?',
      answer:
        'Bağlantıların ayrılması ve yeniden yapılması makineyi tanıyan yetkili teknik personelinizin ya da üreticinin servisinin işidir. Biz söküm sonrasındaki ambalajlama, kaldırma, taşıma ve yerine indirme aşamalarını üstleniyor, bu süreçte teknik ekibinizle aynı plan üzerinden çalışıyoruz.',
    },
    {
      question: 'Ne kadar ağır makineleri taşıyabiliyorsunuz?',
      answer:
        'Tek parça ağırlığı 1 ile 50 ton arasındaki makine ve ekipmanları taşıyoruz. Bu ağırlıktaki yüklerde doğru vinç kapasitesi, zemin dayanımı ve dorse tipi ekspertizde hesaplanır; gabari dışı yükler için gereken karayolu izinleri taşımadan önce alınır.',
    },
    {
      question: 'Taşıma sırasında üretimimiz tamamen durmak zorunda mı?',
      answer:
        'Çoğu durumda hayır. Yedek makineler ve stoklar önce gönderildiği için fabrikanızın bir bölümü çalışmaya devam eder; duruş, ana hattın taşındığı son evreyle sınırlı kalır.',
    },
  ],
  keywords: [
    'fabrika taşıma',
    'makine taşıma',
    'ağır makine nakliyesi',
    'osb fabrika taşıma',
    'üretim hattı taşıma',
    'istanbul fabrika nakliyat',
    'vinçli makine taşıma',
  ],
};

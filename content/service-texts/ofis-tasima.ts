import type { ServiceText } from '../types';

export const ofisTasima: ServiceText = {
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
};

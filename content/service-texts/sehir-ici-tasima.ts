import type { ServiceText } from '../types';

export const sehirIciTasima: ServiceText = {
  title: 'Şehir İçi Taşıma',
  description:
    "İstanbul'un iki yakası arasında ya da aynı ilçe içinde eşyanızı aynı gün yeni adresinize taşıyoruz; paketleme ve montajı da isteyebilirsiniz.",
  detailedDescription: [
    "İstanbul içinde taşınmak, kilometre olarak kısa görünse de trafik, dar sokaklar ve köprü geçişleri yüzünden ciddi bir planlama ister. {foundingYear:ablative} beri {district:locative}ki merkezimizden çıkan ekiplerimiz Esenyurt'tan Kartal'a, Sarıyer'den Küçükçekmece'ye kadar şehrin her köşesinde çalışır. Güzergâhı taşıma gününden önce belirler, Avrupa ile Anadolu yakası arasındaki geçişlerde köprü trafiğinin en yoğun olduğu saatleri dışarıda bırakan bir yükleme planı yaparız. Yüklemeye çoğunlukla sabah {moveStart:locative} başladığımız için eşyanız akşam trafiği yoğunlaşmadan yeni evinize ulaşmış olur.",
    'Taşıma günü ekibimiz, eşyanın hacmine göre seçilen kapalı kasa kamyon ya da kamyonetle gelir. Kırılacak eşyalar tabak ayırıcılı kolilere, camlı vitrinler ve aynalar köşe koruyuculu mukavvaya, koltuklar streç filme sarılır. Gardırop, karyola ve çalışma masası gibi mobilyaları sökerken vidaları ve bağlantı parçalarını etiketli poşetlerde saklar, yeni adreste aynı ekiple kurarız. Apartman girişlerine ve asansör kabinlerine koruma kartonu döşeyerek hem eski hem yeni binada zemini ve duvarları çizikten koruruz.',
    'Sizden beklediğimiz hazırlık kısadır: ücretsiz ekspertiz için bir randevu vermeniz, taşıma gününden önce site ya da apartman yönetimine haber vermeniz ve kamyonun bina önüne yanaşabileceği alanın boş kalmasını sağlamanız yeterlidir. Cihangir, Balat veya Kuzguncuk gibi dar ve yokuşlu sokaklarda büyük aracın giremediği durumlarda eşyayı küçük araçla aktarır ya da dış cephe asansörü kurarız. Mücevher, nakit ve önemli evrakı yanınızda taşımanızı öneririz. {insuranceNote}',
  ],
  features: [
    {
      title: 'Köprü ve trafik planı',
      text: 'Yavuz Sultan Selim, Fatih Sultan Mehmet ve 15 Temmuz Şehitler köprülerinden hangisinin aracımızın tipine ve taşıma saatine uygun olduğunu önceden belirleriz.',
    },
    {
      title: 'Aynı gün teslim',
      text: 'Yükleme, yolculuk ve yerleştirme, şehir içindeki daire taşımalarının çoğunda tek iş gününde tamamlanır.',
    },
    {
      title: 'Sökme ve kurma',
      text: 'Dolap, karyola ve modüler mobilyaları söker, yeni evinizde aynı ekip yeniden kurar. Bu iş {included:assembly}.',
    },
    {
      title: 'Bina koruması',
      text: 'Merdivenler, asansör kabini ve giriş zemini kartonla örtülür, kapı kasalarına köşe koruyucu takılır.',
    },
    {
      title: 'Dar sokak çözümü',
      text: 'Kamyonun giremediği sokaklarda küçük araçla aktarma yapar ya da dış cephe asansörü kurarız.',
    },
    {
      title: '{Insured} taşıma, kapıdan kapıya',
      text: '{insuranceNote}',
    },
  ],
  steps: [
    {
      title: 'Ücretsiz ekspertiz',
      text: 'Uzmanımız evinizi ziyaret ederek eşya hacmini, kat sayısını, asansör ve sokak durumunu yerinde inceler.',
    },
    {
      title: 'Güzergâh ve saat planı',
      text: 'Eski ve yeni adres arasındaki yolu, köprü geçişini ve iki binanın taşınma saatlerini dikkate alarak yükleme saatini belirleriz.',
    },
    {
      title: 'Paketleme ve yükleme',
      text: 'Ekip sabah gelir, mobilyaları söker, eşyayı paketler ve araca ağırdan hafife doğru sabitleyerek yükler.',
    },
    {
      title: 'Teslim ve kurulum',
      text: 'Yeni adreste eşyalar istediğiniz odalara yerleştirilir, mobilyalar kurulur, ambalaj atıkları toplanır.',
    },
  ],
  faq: [
    {
      question: 'İstanbul içinde taşınmanın ücreti nasıl belirleniyor?',
      answer:
        'Ücreti eşya hacmi, iki adres arasındaki mesafe, kat ve asansör durumu ile paketleme ihtiyacı belirler. Şehir içi taşımada başlangıç fiyatımız {price} olup kesin tutarı ücretsiz ekspertizden sonra yazılı olarak bildiririz.',
    },
    {
      question: 'Bir daireyi şehir içinde taşımak ne kadar sürer?',
      answer:
        'Eşya miktarına ve trafiğe bağlı olarak şehir içi bir taşıma genellikle {duration} içinde tamamlanır. 3+1 bir daire, 1+1 bir daireye göre doğal olarak daha uzun sürer; öngörülen süreyi ekspertiz sırasında size ayrıca söyleriz.',
    },
    {
      question: 'Anadolu yakasından Avrupa yakasına taşınmak işi zorlaştırır mı?',
      answer:
        'Yakalar arası taşıma için ayrı bir hizmet koşulu yoktur; şehrin tamamında aynı ekip ve aynı koşullarla çalışırız. Asıl belirleyici köprü trafiği olduğundan yüklemeyi sabah erken başlatır, geçişi yoğun saatlerin dışına denk getirmeye çalışırız.',
    },
    {
      question: 'Hafta içi izin alamıyorum, hangi günlerde taşıma yapıyorsunuz?',
      answer:
        'Planlı taşımalarımızı {moveDaysFromTo} {moveHours} arasında yaparız; cumartesi de bu takvime dahildir. Acil durumlarda günün her saatinde taşıma yapabiliriz ve bize telefon ile WhatsApp üzerinden 7/24 ulaşabilirsiniz.',
    },
    {
      question: 'Binamızda asansör yok, ağır eşyalar merdivenden nasıl indirilir?',
      answer:
        'Asansörsüz binalarda ağır parçaları taşıma kayışlarıyla ve en az iki kişilik ekiple indiririz. Merdiven boşluğuna sığmayan koltuk veya dolaplar için 20. kata kadar çalışabilen dış cephe asansörümüzü kullanırız; hangisinin gerektiğine ekspertizde birlikte karar veririz.',
    },
    {
      question: 'Taşınmadan önce site yönetimine haber vermem gerekiyor mu?',
      answer:
        'Evet, öneririz. Birçok site ve apartman taşınma için belirli saatler ve asansör kullanım kuralları koyar. Yönetimden aldığınız saat bilgisini bize iletirseniz ekibin varış saatini buna göre ayarlar, gerekiyorsa asansör kabinini koruma kartonuyla kaplarız.',
    },
  ],
  keywords: [
    'istanbul şehir içi nakliyat',
    'şehir içi evden eve taşıma',
    'istanbul içi ev taşıma',
    'anadolu yakası avrupa yakası nakliyat',
    'şehir içi nakliyat',
    'istanbul ev taşıma firması',
  ],
};

import type { ServiceText } from '../types';

export const tekstilTasima: ServiceText = {
  title: 'Tekstil Taşıma',
  description:
    'Top kumaş, askılı konfeksiyon ve ürün kolilerinizi Merter, Osmanbey, Laleli ve atölyeler arasında temiz, kuru ve zamanında taşıyoruz.',
  detailedDescription: [
    "İstanbul'un tekstil ve hazır giyim ticareti birbirine yakın ama trafiği yoğun birkaç merkezde döner: toptancıların toplandığı Merter ve Osmanbey, yabancı alıcıların uğrak yeri Laleli, kot ve deri atölyeleriyle Zeytinburnu, fason üretimin yoğun olduğu Güngören ve Bağcılar. Tekstil taşıma hizmetimiz bu merkezler arasında kumaş toplarının, kesilmiş parçaların, askılı konfeksiyonun ve paketlenmiş ürün kolilerinin hızlı ve kayıpsız dolaşımı için düzenlenmiştir. Bağcılar'daki merkezimizden bu semtlere kısa sürede araç çıkarabilmemiz, yetişmesi gereken sevkiyatlarda en büyük avantajımızdır.",
    'Kumaş nemden, tozdan ve yağ lekesinden çabuk etkilendiği için araçlarımızın kasalarını her yüklemeden önce temizliyor, topları naylon kılıfla sarıp zeminle temas etmeyecek şekilde paletler üzerinde taşıyoruz. Ütülü ve askılı ürünler için kasaya askı barları kuruyor, ürünleri buruşmadan mağazaya ya da teşhir salonuna ulaştırıyoruz. Kolilerde model, beden ve renk ayrımını bozmamak için yüklemeyi sizin sevk listenizin sırasına göre yapıyor, yükleme ile boşaltma sırasında ürünleri branda ve naylon örtüyle yağmurdan koruyoruz.',
    "Hazırlık olarak sizden sevk listesi, teslim noktalarının adres ve yetkili bilgileri ile varsa kargo şubesinin ya da ihracat yükünü toplayan lojistik firmasının teslim saatini istiyoruz. Merter ve Laleli'nin dar sokaklarında araç bekletmenin zor olduğunu bildiğimiz için yükleme saatini dükkânların açılışına ve trafik akışına göre öneriyoruz. Tekstil sevkiyatlarını {insured} taşımayla yapıyoruz; {moveDays} {moveHours} arasında planlanan işlerin dışında, fuar ya da ihracat teslimi gibi acil durumlarda her saatte çalışabiliyoruz.",
  ],
  features: [
    {
      title: 'Askılı konfeksiyon düzeni',
      text: 'Kasaya kurulan askı barlarıyla ütülü ürünler katlanmadan ve buruşmadan teslim edilir.',
    },
    {
      title: 'Top kumaşa nem koruması',
      text: 'Kumaş topları naylon kılıfla sarılır, palet üzerinde taşınarak araç zeminiyle teması kesilir.',
    },
    {
      title: 'Tekstil semtlerine yakın üs',
      text: "Bağcılar'daki merkezimiz Merter, Güngören ve Zeytinburnu'na kısa bir sürüş mesafesindedir.",
    },
    {
      title: 'Sevk listesine göre yükleme',
      text: 'Model, renk ve beden ayrımı korunarak koliler sizin listenizdeki sırayla yüklenir ve indirilir.',
    },
    {
      title: 'Atölyeler arası ara taşıma',
      text: 'Kesimhane, dikim atölyesi, ütü-paket ve toptancı arasındaki ara taşımaları aynı gün içinde zincirleme yapıyoruz.',
    },
    {
      title: 'Temiz ve kokusuz kasa',
      text: 'Her yüklemeden önce temizlenen kasa, açık renkli kumaşlarda leke ve koku riskini ortadan kaldırır.',
    },
  ],
  steps: [
    {
      title: 'Sevk bilgilerini gönderin',
      text: 'Ürün cinsini, top, askı ve koli adedini, alım ve teslim adreslerini bize iletin; teklif taleplerine {replyPromise} içinde dönüş yapıyoruz.',
    },
    {
      title: 'Kasa düzeninin hazırlanması',
      text: 'Askılı ürün varsa askı barlı, top kumaş varsa paletli kasa düzeni hazırlanır ve trafiğe göre yükleme saati önerilir.',
    },
    {
      title: 'Sayarak yükleme',
      text: 'Ekibimiz ürünleri listeye göre sayarak yükler, kumaşları örtüyle kapatır ve koli sırasını teslim düzenine göre kurar.',
    },
    {
      title: 'Noktaya teslim',
      text: 'Mağaza, atölye ya da lojistik deposunda ürünler sayılarak indirilir ve teslim yetkilinin imzasıyla kapanır.',
    },
  ],
  faq: [
    {
      question: 'Tekstil taşımada fiyatlar nereden başlıyor?',
      answer:
        'Tekstil taşımada başlangıç fiyatımız {price} olup tutar ürün hacmine, teslim noktası sayısına ve askılı taşıma gerekip gerekmediğine göre netleşir. Kesin tutarı yükünüzü gördükten sonra yazılı teklifle iletiyoruz.',
    },
    {
      question: 'Hangi bölgelerde tekstil taşıyorsunuz?',
      answer:
        'Tekstil taşımayı {coverageIn} yapıyoruz. Merter, Osmanbey, Laleli, Zeytinburnu, Güngören, Bağcılar ve çevresindeki atölye, toptancı ve mağazalar arasında sevkiyat yapıyoruz.',
    },
    {
      question: 'Bir tekstil sevkiyatı ne kadar sürer?',
      answer:
        'Tekstil sevkiyatlarımızın büyük bölümü {duration} içinde tamamlanır. Süreyi en çok trafik ve teslim noktası sayısı belirler; Laleli ve Osmanbey gibi yoğun bölgeler için sabahın erken saatlerini öneriyoruz.',
    },
    {
      question: 'Askılı ürünler buruşmadan taşınabilir mi?',
      answer:
        'Bunun için kasaya askı barları kuruyor, ürünleri kılıflarıyla birlikte asarak taşıyoruz. Böylece teslim noktasında yeniden ütüye gerek kalmaz.',
    },
    {
      question: 'Ürünlerimizi kargo şubesine veya ihracat lojistik firmasına teslim ediyor musunuz?',
      answer:
        'Evet, ürünlerinizi kargo şubelerine ve ihracat yüklerini toplayan lojistik firmalarının depolarına teslim ediyoruz. Teslim saatini önceden bildirirseniz yüklemeyi ona göre planlıyor, teslim belgesini size iletiyoruz.',
    },
    {
      question: 'Yağmurlu havada kumaşlar ıslanmaz mı?',
      answer:
        'Kumaşları kapalı kasalı araçlarla taşıyor, yükleme ve boşaltma sırasında açıkta geçen kısa mesafede topları naylon örtüyle kapatıyoruz. Bu sayede yağışlı günlerde sevkiyatı ertelemeniz gerekmez.',
    },
  ],
  keywords: [
    'tekstil taşıma',
    'top kumaş taşıma',
    'konfeksiyon taşıma istanbul',
    'merter tekstil nakliye',
    'askılı ürün taşıma',
    'atölye arası taşıma',
  ],
};

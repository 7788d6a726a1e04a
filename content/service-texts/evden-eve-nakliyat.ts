import type { ServiceText } from '../types';

export const evdenEveNakliyat: ServiceText = {
  title: 'Evden Eve Nakliyat',
  description:
    'Evden eve nakliyat: ücretsiz ekspertiz, {insured} taşıma ve yazılı teklif; paketleme ve mobilya montajı isteğe bağlı, teklifte ayrı kalem olarak.',
  detailedDescription: [
    'Evden eve nakliyat, bir evin bütün düzenini söküp başka bir adreste yeniden kurmaktır ve {foundingYear:locative} {district:locative} kurulduğumuz günden beri işimizin merkezinde bu hizmet durur. Hizmetimiz tam kapsamlıdır: mutfaktaki tabaklardan kitaplığa kadar her şeyi ekibimiz paketler, mobilyaları söker, araca yükler, yeni evde indirir, kurar ve kolileri ilgili odalara bırakır. Size kalan, kolilerin hangi sırayla açılacağına karar vermektir.',
    "Paketlemede her eşya grubuna ayrı malzeme kullanırız. Tabak ve bardaklar tek tek kâğıda sarılarak ayırıcılı kolilere konur; elbiseler askıdan indirilmeden askılı elbise kolilerine asılır; televizyon ve tablolar köpük ve hava kabarcıklı naylonla, yatak ve baza ise toz geçirmeyen kılıflarla korunur. Her koli oda adıyla etiketlenir. İstanbul'un asansörsüz eski apartmanlarında merdiven korkulukları ve basamaklar, yeni sitelerde ise asansör kabinleri ve lobiler taşıma boyunca karton ve örtüyle kaplanır.",
    "Taşınma öncesinde sizden birkaç hazırlık rica ederiz. Beyaz eşyaların bir gün önceden boşaltılması, mücevher ve önemli belgelerin ayrı bir çantada yanınıza alınması işleri hızlandırır. Elektrik, su ve doğal gaz aboneliklerinizi zamanında kapatıp yeni adreste açtırmayı, İstanbul'da bunun için İSKİ ve İGDAŞ'a başvurmayı, yeni adresinizi de e-Devlet üzerinden bildirmeyi unutmayın. Taşıma günü işe sabah başlayan ekip, son mobilya kurulana kadar değişmeden çalışır.",
  ],
  features: [
    {
      title: 'Tam kapsamlı paketleme',
      text: 'Mutfaktan kitaplığa kadar bütün eşyanız ekibimiz tarafından uygun malzemeyle paketlenir.',
    },
    {
      title: 'Askılı elbise kolisi',
      text: 'Kıyafetleriniz askıdan indirilmeden taşınır, yeni evde doğrudan dolaba asılır.',
    },
    {
      title: 'Oda etiketli koliler',
      text: 'Her koli ait olduğu odanın adıyla işaretlenir ve yeni evde doğru odaya bırakılır.',
    },
    {
      title: 'Mobilya montajı',
      text: 'Gardırop, karyola, yemek masası ve televizyon ünitesi sökülür, yeni evde yeniden kurulur.',
    },
    {
      title: 'Apartman ve site koruması',
      text: 'Merdiven, korkuluk, asansör ve lobi zeminleri taşıma boyunca örtüyle kaplanır.',
    },
    {
      title: 'Yerinde ücretsiz ekspertiz',
      text: 'Taşınmadan önce evinizi inceler, eşya hacmini ve gereken ekip sayısını yerinde belirleriz.',
    },
  ],
  steps: [
    {
      title: 'Ekspertiz ve yazılı teklif',
      text: 'Evinizi gezip eşya listesini çıkarır, özel ilgi isteyen parçaları belirler ve yazılı teklif veririz.',
    },
    {
      title: 'Paketleme ve söküm',
      text: 'Ekip malzemeyle gelir, kırılacak eşyadan başlayarak evi oda oda paketler ve mobilyaları söker.',
    },
    {
      title: 'Yükleme ve yolculuk',
      text: 'Ağır mobilyalar önce, koliler sonra yüklenir; her şey kayış ve ara battaniyelerle sabitlenir.',
    },
    {
      title: 'Yeni evde yerleşim',
      text: 'Mobilyalar kurulur, koliler odalara dağıtılır, ambalaj atıkları evden çıkarılır.',
    },
  ],
  faq: [
    {
      question: 'Evden eve nakliyat teklifinde neler yer alıyor?',
      answer:
        'Yazılı teklifimizde paketleme, mobilyaların sökülüp kurulması, taşıma ve nakliyat sigortası kalem kalem gösterilir. Evden eve nakliyatta başlangıç fiyatımız {price}; evinizin büyüklüğü ve kat durumu ücretsiz ekspertizde netleştikten sonra kesin tutar belirlenir.',
    },
    {
      question: '3+1 bir evin taşınması bir günde biter mi?',
      answer:
        'Şehir içinde çoğu 3+1 daire tek günde taşınır; paketleme, yükleme, yolculuk ve kurulum birlikte genellikle {duration} sürer. Eşyası çok fazla olan evlerde paketlemeyi bir gün önceden yapmayı önerebiliriz.',
    },
    {
      question: 'Kolileri kendim hazırlasam olur mu?',
      answer:
        'Olur. Kitap ve giysi gibi kırılmayan eşyaları kendiniz paketleyebilirsiniz; cam, porselen, avize ve elektronik eşyayı ise ekibimizin paketlemesini öneririz. Sizin hazırladığınız kolileri yüklemeden önce sağlamlık ve ağırlık bakımından birlikte kontrol ederiz.',
    },
    {
      question: 'Taşınma günü evde bulunmam gerekiyor mu?',
      answer:
        'Paketlemenin başında ve yeni evdeki yerleşimin başında bulunmanız yeterlidir; hangi eşyanın nereye gideceğini bu iki anda konuşuruz. Bulunamayacaksanız yerinize yetkilendirdiğiniz bir yakınınız da ekiple ilgilenebilir.',
    },
    {
      question: 'Buzdolabı ve çamaşır makinesi için taşınmadan önce ne yapmalıyım?',
      answer:
        'Buzdolabını taşıma gününden bir gün önce boşaltıp fişten çekin ki buzu çözülsün ve içi kurusun. Çamaşır makinesinde kalan suyu tahliye edin; nakliye cıvataları elinizdeyse ekibimiz takar. Doğal gaz tesisatına bağlı ocak ve kombi bağlantılarının ise yetkili servis tarafından sökülüp takılması gerekir.',
    },
    {
      question: 'Taşınmak için en uygun zaman hangisi?',
      answer:
        'Kira sözleşmeleri çoğunlukla ay başında değiştiği için ayın ilk ve son günleri en yoğun dönemdir; ayın ortasını seçmeniz size daha geniş saat seçeneği sağlar. Okulların kapandığı yaz aylarında da talep arttığından tarihinizi birkaç hafta önceden ayırtmanızı öneririz. Planlı taşımalarımızı {moveDaysFromTo} {moveHours} arasında yapar, acil durumlarda her saatte çalışırız.',
    },
  ],
  keywords: [
    'evden eve nakliyat',
    'sigortalı evden eve taşımacılık',
    'paketli ev taşıma',
    'evden eve nakliyat firması',
  ],
};

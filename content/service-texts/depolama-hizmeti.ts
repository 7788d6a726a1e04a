import type { ServiceText } from '../types';

export const depolamaHizmeti: ServiceText = {
  title: 'Depolama Hizmeti',
  description:
    'Eşyalarınızı kuru, kamerayla izlenen ve yangına karşı korunan İstanbul depomuzda aylık kiralamayla, en az bir ay süreyle saklıyoruz.',
  detailedDescription: [
    "Ev tadilatı, yurt dışında geçirilecek bir dönem, eski evden çıkış ile yeni evin teslimi arasındaki boşluk ya da küçülen bir ofis; eşyaların bir süre güvenli bir yerde beklemesini gerektiren durumlar sık yaşanır. Depolama hizmetimizde eşyalarınızı adresinizden alıyor, paketleyip İstanbul'daki depomuza taşıyor ve istediğiniz tarihte yeniden kapınıza getiriyoruz. Depo kiralaması aylık yapılır ve en kısa süre bir aydır; ihtiyacınız uzarsa süreyi ay ay devam ettirebilirsiniz.",
    "Depomuz kuru ve kapalı bir alandır, kamerayla izlenir ve yangına karşı koruma önlemleriyle donatılmıştır. İstanbul'un nemli kışları ahşap mobilya ve kumaş için risk oluşturduğundan eşyaları doğrudan zemine koymuyor, paletler üzerinde ve duvarla arasında hava boşluğu bırakarak istifliyoruz. Mobilyalar battaniye ve streç filmle, yataklar ve koltuklar toz kılıflarıyla sarılır; beyaz eşyalar iç yüzeyleri kurutulmuş ve kapakları aralık bırakılmış olarak yerleştirilir, küf ve koku oluşumunun önüne bu şekilde geçilir.",
    'Depoya giren her parça numaralandırılarak bir envanter listesine işlenir ve listenin bir kopyası size teslim edilir; böylece eşyalarınız başka müşterilerin eşyalarıyla karışmaz. Sizden istediğimiz, buzdolabı ve çamaşır makinesini taşımadan bir gün önce boşaltıp kurutmanız, değerli evrakınızı ve mücevherlerinizi yanınızda tutmanızdır. Depoya giriş ve çıkış {insured} taşımayla yapılır; çıkış tarihinizi önceden bildirmeniz, teslim gününü rahatça planlamamızı sağlar.',
  ],
  features: [
    {
      title: 'Kuru ve kapalı alan',
      text: 'Nem, yağmur ve toza karşı kapalı depoda eşyalarınız mevsim değişikliklerinden etkilenmez.',
    },
    {
      title: 'Kamerayla izlenen depo',
      text: 'Depo alanı kamera sistemiyle gözetim altında tutulur, eşyalarınız izlenen bir ortamda bekler.',
    },
    {
      title: 'Yangına karşı koruma',
      text: 'Depomuz yangın riskine karşı alınmış önlemlerle korunur, eşyalarınız bu güvenceyle saklanır.',
    },
    {
      title: 'Esnek aylık kiralama',
      text: 'En az bir aylık kiralamanın ardından süreyi ihtiyacınıza göre ay ay uzatabilirsiniz.',
    },
    {
      title: 'Numaralı envanter',
      text: 'Her parça etiketlenip listelenir; depodan çıkışta liste üzerinden eksiksiz teslim yapılır.',
    },
    {
      title: 'Kapıdan depoya, depodan kapıya',
      text: 'Paketleme, depoya taşıma ve yeniden teslim tek bir ekiple ve tek bir planla yürütülür.',
    },
  ],
  steps: [
    {
      title: 'Eşya hacmini belirleyelim',
      text: 'Ücretsiz ekspertizde depolanacak eşyalar görülür, gereken alan ve paketleme malzemesi hesaplanır.',
    },
    {
      title: 'Paketleme ve etiketleme',
      text: 'Eşyalar adresinizde depolamaya uygun şekilde ambalajlanır, numaralanır ve envanter listesine işlenir.',
    },
    {
      title: 'Depoya yerleştirme',
      text: 'Eşyalar paletler üzerinde, hava alacak şekilde istiflenir ve size ayrılan bölümde saklanmaya başlar.',
    },
    {
      title: 'Geri teslim',
      text: 'Çıkış tarihinizi bildirdiğinizde eşyalar listeyle kontrol edilerek yeni adresinize taşınır ve yerleştirilir.',
    },
  ],
  faq: [
    {
      question: 'Depolama ücreti nasıl hesaplanıyor?',
      answer:
        'Depolama hizmetinde başlangıç fiyatımız {price} olup tutar, eşyalarınızın kapladığı alana, depolama süresine ve depoya giriş ile çıkış taşımalarına göre belirlenir. Kesin tutarı ekspertizin ardından yazılı olarak alırsınız.',
    },
    {
      question: 'Eşyalarımı en az ne kadar süreyle depolayabilirim?',
      answer:
        'Kiralama süresi: {duration}. İlk ayın sonunda süreyi ihtiyacınıza göre ay ay uzatabilir ya da eşyalarınızı geri isteyebilirsiniz.',
    },
    {
      question: 'Depo nerede, güvenliği nasıl sağlanıyor?',
      answer:
        'Depolama hizmetini {coverageIn} veriyoruz. Alan kuru ve kapalıdır, kamerayla izlenir ve yangına karşı korunur; eşyalar zeminle temas etmeyecek şekilde paletler üzerinde durur.',
    },
    {
      question: 'Depolama süresince eşyalarımdan birini almak istersem ne olur?',
      answer:
        'Önceden haber vermeniz hâlinde envanter listesindeki numarasıyla ilgili parçayı bulup çıkarıyor, isterseniz adresinize getiriyoruz. Kalan eşyalarınız depoda yerinde beklemeye devam eder.',
    },
    {
      question: 'Hangi eşyalar depoya kabul edilmez?',
      answer:
        'Yanıcı, patlayıcı ve kimyasal maddeler, bozulabilir gıdalar, canlı bitkiler ile nakit, mücevher ve değerli evrak depoya alınmaz. Bu eşyaları taşıma gününden önce ayırmanızı rica ediyoruz.',
    },
    {
      question: 'Depoya taşıma ve depodan teslimi de siz mi yapıyorsunuz?',
      answer:
        'Bu işin tamamını biz üstleniyoruz: eşyalarınızı adresinizden alıp paketleyen, depoya taşıyan ve süre bitiminde yeni adresinize getiren ekip bizim ekibimizdir. Çıkış günü, {moveDays} {moveHours} arasında size uygun bir saate planlanır.',
    },
  ],
  keywords: [
    'eşya depolama',
    'istanbul eşya depolama',
    'depolama hizmeti',
    'tadilat sırasında eşya depolama',
    'aylık depo kiralama',
    'ev eşyası depolama istanbul',
  ],
};

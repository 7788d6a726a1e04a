import type { ServiceText } from '../types';

export const asansorluTasimacilik: ServiceText = {
  title: 'Asansörlü Taşımacılık',
  description:
    'Dış cephe mobil asansörüyle 20. kata kadar eşya taşıma: bir seferde 500 kg yük, merdiveni ve bina asansörünü meşgul etmeden güvenli taşıma.',
  detailedDescription: [
    'Dar merdiven boşlukları, küçük bina asansörleri ve ağır mobilyalar bir araya geldiğinde eşyayı pencereden ya da balkondan almak en güvenli yoldur. Asansörlü taşımacılıkta mobil asansörümüzü binanın önüne kurar, 20. kata kadar olan dairelere eşyayı dış cepheden indirip çıkarırız. Platformun standart taşıma kapasitesi 500 kilogramdır; bu sınır bir buzdolabını, yemek masasını veya üçlü bir kanepeyi rahatça karşılar.',
    "Kurulumdan önce üç şeye bakarız: asansörün yerleşeceği kaldırım ya da yol şeridinin genişliği, pencere veya balkon açıklığının eşyaya yetip yetmediği ve hava durumu. İstanbul'da lodos ve poyrazın sert estiği günlerde yüksek katlarda platform salınabilir; rüzgâr güvenli sınırı aştığında çalışmayı durdurur, eşyayı bina içinden taşımaya geçer ya da saati sizinle yeniden planlarız. Elektrik ve telefon hatlarının, ağaç dallarının ve balkon tentelerinin asansör koluna yakın olduğu noktalarda kurulum yerini buna göre seçeriz.",
    "Bu yöntem yalnızca yüksek katlar için değildir. Ataşehir, Esenyurt veya Başakşehir'deki yeni sitelerde bina asansörünü saatlerce meşgul etmemek, Beyoğlu ve Fatih'in dar merdivenli eski binalarında ise basamaklara ve korkuluklara yük bindirmemek için de asansörlü taşıma tercih edilir. Sizden ricamız; site ya da apartman yönetiminden izin almanız, aracın kurulacağı alanın taşıma sabahı boş tutulması için komşularınızla konuşmanız ve pencere önündeki saksı, perde ve tente gibi engelleri kaldırmanızdır. Eşya içeri alınırken ekibimizin bir kısmı dairede karşılar, bir kısmı aşağıda yüklemeyi sürdürür.",
  ],
  features: [
    {
      title: '20. kata kadar erişim',
      text: 'Mobil asansörümüz 20 kata kadar yükseklikteki pencere ve balkonlara ulaşır.',
    },
    {
      title: '500 kg platform',
      text: 'Standart yük kapasitesi 500 kilogram olduğu için ağır parçalar tek seferde taşınır.',
    },
    {
      title: 'Bina asansörü serbest',
      text: 'Bina asansörü ve merdivenler taşıma boyunca komşularınızın kullanımına açık kalır.',
    },
    {
      title: 'Rüzgâr kontrolü',
      text: 'Sert lodos ve poyraz günlerinde rüzgâr izlenir, güvenli sınır aşılırsa çalışma durdurulur.',
    },
    {
      title: 'Pencere ölçüsü kontrolü',
      text: 'Eşyanın geçeceği pencere ya da balkon açıklığı ekspertizde önceden ölçülür.',
    },
    {
      title: 'Koordineli ekip',
      text: 'Asansörü kullanan operatör ile dairedeki ekip sürekli haberleşerek çalışır.',
    },
  ],
  steps: [
    {
      title: 'Yerinde ölçüm',
      text: 'Ekspertizde kat yüksekliği, pencere genişliği ve aracın kurulacağı alan incelenir.',
    },
    {
      title: 'Kurulum alanının hazırlanması',
      text: 'Taşıma sabahı alan boşaltılır, güvenlik şeridi çekilir ve asansör destek ayakları açılarak sabitlenir.',
    },
    {
      title: 'Kontrollü indirme',
      text: 'Eşya platforma bağlanır; operatör ve dairedeki ekip haberleşerek her yükü tek tek indirir.',
    },
    {
      title: 'Toplama ve hasar kontrolü',
      text: 'İş bitince asansör toplanır, kaldırım temizlenir ve dairede sizinle birlikte son kontrol yapılır.',
    },
  ],
  faq: [
    {
      question: 'Asansörlü taşıma kaçıncı kata kadar yapılabiliyor?',
      answer:
        'Mobil asansörümüzle 20. kata kadar olan dairelere taşıma yapabiliyoruz. Daha yüksek katlarda eşya bina içinden, yük asansörü ve merdivenle taşınır; ekspertizde hangi yöntemin uygun olduğunu birlikte belirleriz.',
    },
    {
      question: 'Asansör bir seferde ne kadar yük taşır?',
      answer:
        'Standart platform yükü 500 kilogramdır. Kuyruklu piyano veya büyük çelik kasa gibi bu sınırı aşabilecek eşyaların ağırlığını önceden öğrenir, gerekirse parçalara ayırır ya da başka bir taşıma yöntemi planlarız.',
    },
    {
      question: 'Asansörlü taşıma ücreti neye göre belirlenir?',
      answer:
        'Kat yüksekliği, asansörün çalışacağı süre ve taşınacak eşya miktarı ücreti belirler. Asansörlü taşımacılıkta başlangıç fiyatımız {price} olarak uygulanır; kurulum alanını gördükten sonra kesin tutarı yazılı olarak iletiriz.',
    },
    {
      question: 'Rüzgârlı ya da yağmurlu havada çalışıyor musunuz?',
      answer:
        'Hafif yağmurda eşyayı su geçirmez örtüyle koruyarak çalışabiliriz. Sert rüzgârda ise yüksek katlarda platform salınabileceği için güvenliği öne alır ve işi durdururuz; bu durumda eşyayı bina içinden taşır ya da sizinle yeni bir saat belirleriz.',
    },
    {
      question: 'Asansörün kurulacağı yer için ne hazırlamalıyım?',
      answer:
        'Asansörün kurulacağı noktanın taşıma sabahı boş olması gerekir. Bina önünde park eden araçlar için komşularınıza bir gün önceden haber vermeniz, site içindeyse yönetimden araç giriş izni almanız işimizi kolaylaştırır.',
    },
    {
      question: 'Asansörlü bir taşıma ne kadar sürer?',
      answer:
        'Asansörün kurulması, eşyanın indirilmesi, taşınması ve yeni binada yukarı çıkarılması dahil iş genellikle {duration} sürer. Süreyi en çok kat sayısı, eşya miktarı ve iki binada da asansör kurulup kurulmayacağı belirler.',
    },
  ],
  keywords: [
    'asansörlü nakliyat',
    'asansörlü taşımacılık',
    'istanbul asansörlü nakliyat',
    'asansörlü evden eve nakliyat',
    'dış cephe asansörü ile taşıma',
    'yüksek kat eşya taşıma',
    'mobilya asansörü istanbul',
  ],
};

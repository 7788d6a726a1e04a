import type { PlaceText } from '../types';

/** About texts of the provinces of the Akdeniz region, keyed by slug. */
export const akdenizProvinceTexts: Record<string, PlaceText> = {
  adana: {
    ad: 'Adana',
    aciklama: [
      "Çukurova'nın geniş ve verimli ovasında kurulan Adana, Seyhan Nehri'nin iki yakasına yayılan büyük bir Akdeniz şehridir. Seyhan, Yüreğir, Çukurova ve Sarıçam merkez ilçeleri oluşturur; Ceyhan, Kozan, İmamoğlu, Karataş, Yumurtalık ve Pozantı ise il genelindeki önemli ilçelerdir.",
      "İstanbul'dan Adana'ya giden araçlarımız Anadolu Otoyolu ile Ankara'ya, oradan Ankara-Niğde Otoyolu ve Toros Dağları'nı aşan Pozantı geçidi üzerinden Çukurova'ya iner. Akdeniz Bölgesi'ne teslim süresi 48 saat olarak planlanır. Tarsus-Adana-Gaziantep Otoyolu ise şehirden doğuya ve güneye yapılan taşımalarda ana hattır.",
      "Temmuz ve ağustosta sıcaklığın ve nemin çok yükseldiği şehirde yüklemeyi sabahın ilk saatlerine alır, elektronik eşyaları ve ahşap mobilyaları sıcaktan koruyan ambalaj kullanırız. Çukurova ilçesinde Turgut Özal Bulvarı çevresinin yüksek siteleri, Güzelyalı ve Huzurevleri'nin apartmanları ile Seyhan'ın Reşatbey ve Kurtuluş gibi merkezî semtleri taşıma taleplerinin yoğunlaştığı yerlerdir. Ceyhan'daki enerji ve liman tesisleri ile pamuk ve tarım işletmelerinin ofis nakillerini de üstleniriz.",
      "Adana'da yeni konut arayanların ilk adresi genellikle Çukurova ilçesidir; Turgut Özal Bulvarı çevresinde yükselen çok katlı siteler, Seyhan ve Yüreğir'in eski ve daha alçak yapılarından taşınan ailelerin sık tercih ettiği yerlerdir. Bu sitelerde yük asansörü ve taşıma saatleri yönetim onayına bağlıdır. Sarıçam'daki Çukurova Üniversitesi Balcalı Yerleşkesi çevresinde öğrenci ve hastane personelinin taşınmaları ile İncirlik'teki hava üssüne atanan personelin lojman taşımaları da ildeki düzenli hareketliliğin parçasıdır. Adana yazları hem çok sıcak hem de nemli geçer; temmuz ve ağustosta yüklemeyi sabah erken saatlerde bitirmeye, elektronik eşyaları ve ahşap mobilyaları güneşte bekletmemeye özen gösteririz. Bu nedenle taşınmak için en rahat dönemler mart-mayıs ile ekim-kasım aylarıdır. İstanbul'dan gelişte Toroslar'ı aşan Pozantı ve Gülek geçişleri kışın kar ve sis nedeniyle yavaşlayabilir. Yazın yaylaya çıkan aileler için eşyanın bir kısmını yayla evine, kalanını şehirdeki eve götüren bölünmüş taşımalar da planlayabiliriz.",
    ],
    ozellikler: [
      'Pozantı üzerinden Çukurova rotası',
      'Nemli yaza karşı koruyucu ambalaj',
      'Turgut Özal Bulvarı siteleri',
      'Ceyhan liman bölgesine hizmet',
    ],
  },
  antalya: {
    ad: 'Antalya',
    aciklama: [
      "Toros Dağları'nın denize indiği kıyı boyunca uzanan Antalya, turizmi, seracılığı ve hızlı nüfus artışıyla Türkiye'nin en çok göç alan illerinden biridir. Muratpaşa, Kepez, Konyaaltı, Aksu ve Döşemealtı kent merkezini oluşturur; Alanya, Manavgat, Serik, Kemer, Kumluca, Finike, Kaş ve Korkuteli ise en çok taşınma görülen ilçelerdir.",
      "İstanbul'dan çıkan araçlarımız Osmangazi Köprüsü, Bursa, Kütahya ve Afyonkarahisar üzerinden D650 karayolunu izler, Burdur'u geçerek Antalya'ya iner. Alanya ve Gazipaşa'ya giden yükler şehir merkezinden sonra doğu sahil yoluyla, Kemer ve Kaş'a gidenler ise batı kıyısındaki virajlı yoldan devam eder.",
      "Lara ve Konyaaltı'nın havuzlu, yüksek katlı siteleri, Kaleiçi'nin dar sokaklı tarihî evleri ve Alanya'da Mahmutlar ile Oba gibi yabancı sakinlerin yoğun yaşadığı mahalleler çok farklı taşıma koşulları sunar. Kumluca ve Demre'deki seralara yönelik malzeme sevkiyatları ile otellerin mobilya ve ekipman nakilleri de hizmetlerimiz arasındadır. Yaz aylarındaki yoğun sıcak ve turizm trafiği nedeniyle taşınmanızı mümkünse ilkbahar ya da sonbahara planlamanızı öneririz.",
      "Antalya'ya taşınanların profili oldukça çeşitlidir: Konyaaltı ve Lara'nın yüksek katlı sitelerine yerleşen İstanbullu aileler, Alanya, Manavgat ve Kaş gibi ilçelerde emekliliğini geçirmek isteyenler, turizm sezonu için gelen otel çalışanları ve Akdeniz Üniversitesi'nin öğrencileri. Turizm sezonu kabaca nisandan ekime kadar sürdüğünden bu dönemde sahil yolları, havalimanı bağlantıları ve otel bölgeleri transfer araçlarıyla yoğundur; ılık geçen kış ayları ise ilde taşınmak için en rahat dönemdir. Yazın sıcak ve nemli havada yüklemeyi sabah erken saatlerde yaparız. Kaleiçi'nin tarihî evlerine yapılan taşınmalarda araç girişi kısıtlı olduğundan eşyayı sokak başında küçük araca ya da elle aktarmak gerekir. Yeni yapılan sitelerin bir kısmı havuz ve peyzaj düzenlemeleri nedeniyle büyük araçların blok önüne yanaşmasına izin vermez; bu durumu keşifte site yönetimiyle birlikte netleştiririz. İstanbul'dan gelişte Burdur yönünden Çubuk Beli'ni aşan yol, kışın zaman zaman kar ve buzlanma nedeniyle yavaşlayabilir.",
    ],
    ozellikler: [
      'Lara ve Konyaaltı site taşıması',
      'Otel mobilyası ve ekipman nakli',
      "Alanya'daki yabancı sakinlere hizmet",
      'Sera malzemesi sevkiyatı',
    ],
  },
  burdur: {
    ad: 'Burdur',
    aciklama: [
      "Göller Bölgesi'nde yer alan Burdur, adını verdiği tuzlu gölün ve turkuaz rengiyle ünlü Salda Gölü'nün çevresindeki sakin yerleşimleriyle tanınır. Merkez ilçenin yanında Bucak, Gölhisar, Yeşilova, Tefenni, Çavdır, Ağlasun, Altınyayla, Çeltikçi, Karamanlı ve Kemer olmak üzere on bir ilçesi vardır.",
      "Burdur, İstanbul'dan Antalya'ya uzanan D650 karayolunun tam üzerinde bulunduğu için araçlarımız Bursa, Kütahya ve Afyonkarahisar üzerinden kesintisiz bir hatla ulaşır. Antalya'ya yakınlığıyla öne çıkan Bucak bu hattın güney ucundadır; Gölhisar ve Çavdır gibi güneybatı ilçelerine ise Tefenni yönünden giden yollar kullanılır.",
      'Süt ve besi hayvancılığının güçlü olduğu ilde çiftlik ve mandıra ekipmanları, mermer işletmelerinin blok ve plakaları ile Burdur Mehmet Akif Ersoy Üniversitesi çevresindeki öğrenci daireleri taşıma taleplerinin önemli bir kısmını oluşturur. Karasal iklimin hâkim olduğu platoda kış taşımalarında yol durumunu kontrol eder, yazın ise tozlu köy yollarına karşı eşyalarınızı kapalı kasalı araçta ve örtülü taşırız.',
      "Burdur küçük ve sakin bir il merkezi olduğu için buradaki taşınmaların önemli bir kısmı Burdur Mehmet Akif Ersoy Üniversitesi'ne bağlıdır; öğrenci ve akademisyen hareketliliği yaz sonunda ve bahar döneminin bitiminde yoğunlaşır, tek odalık öğrenci eşyaları için parça eşya taşıması sık tercih edilir. Kamu kurumlarına atanan memur ve öğretmenler ise genellikle atama dönemini izleyen yaz aylarında şehre gelir. Göller Bölgesi'nin karasal ikliminde kışlar soğuk ve zaman zaman karlı, yazlar kuru ve sıcak geçer; Yeşilova ve Tefenni gibi yüksek ilçelere yapılacak kış taşımalarında yolu önceden kontrol ederiz. Mermer işletmelerinin ve süt hayvancılığının yaygın olduğu ilçe ve köylerde, ev eşyasıyla birlikte taşınacak tarım aletleri ve depo eşyaları için ayrı bir liste hazırlamanızı öneririz. Salda Gölü çevresindeki köylerde yaşamak isteyenler için dar köy yollarına uygun araç seçimini keşifte belirleriz. Taşındıktan sonra e-Devlet'ten adres beyanı yapmak, yeni okul ve aile hekimi kayıtları için de gereklidir.",
    ],
    ozellikler: [
      'Salda ve Burdur Gölü çevresi',
      'Mandıra ekipmanı taşıması',
      'Bucak ilçesine hızlı erişim',
      'Antalya yolu üzerinde konum',
    ],
  },
  hatay: {
    ad: 'Hatay',
    aciklama: [
      "Akdeniz'in doğu ucunda, Amanos Dağları ile Amik Ovası arasında uzanan Hatay; Antakya, Defne, İskenderun, Arsuz, Dörtyol, Payas, Samandağ, Kırıkhan, Reyhanlı ve Belen'in de aralarında bulunduğu on beş ilçeden oluşur. Şubat 2023 depremlerinde ağır hasar gören ilde yeniden yapılanma sürmekte, pek çok aile geçici konutlardan kalıcı konutlara ya da başka şehirlere taşınmaktadır.",
      "İstanbul'dan gelen araçlarımız Ankara ve Pozantı üzerinden Adana'ya, ardından Tarsus-Adana-Gaziantep Otoyolu ile Osmaniye'ye ulaşır; Toprakkale'den ayrılan otoyol bağlantısı İskenderun'a kadar uzanır. Antakya'ya gidişte Belen geçidinin virajlı yolu ve yeniden yapım çalışmalarının sürdüğü bölgelerdeki trafik düzenlemeleri rota planına dâhil edilir.",
      "İskenderun'daki demir-çelik ve liman tesisleri, Dörtyol ile Payas'taki sanayi işletmeleri ve Amik Ovası'nın tarım işletmeleri ilin ticari taşıma ihtiyacını belirler. Yeni teslim edilen konutlara yerleşen ailelerin eşyalarını ekspertiz aşamasında dikkatle listeler, depremden kurtarılan hassas eşyaların ambalajına özellikle özen gösteririz.",
      "6 Şubat 2023 depremlerinin ardından Hatay'da taşınmanın anlamı büyük ölçüde değişti. Antakya ve Defne başta olmak üzere birçok ilçede yıkılan ya da ağır hasar alan binaların yerine yeni kalıcı konutlar yapılmakta, bu konutların teslim tarihleri de ailelerin taşınma planlarını belirlemektedir. Deprem sonrasında İstanbul'a yerleşip konutu teslim edildiğinde memleketine dönen aileler ile Hatay'dan İstanbul'daki yakınlarının yanına taşınanlar bugün taşınmaların önemli bir kısmını oluşturur. Yeniden yapılaşma sürdüğü için bazı mahallelerde yollar şantiye alanları ve iş makineleri nedeniyle geçici olarak değişebildiğinden, adresinize ulaşım yolunu taşımadan hemen önce yeniden kontrol ederiz. İskenderun'daki liman ve demir-çelik tesisleri, Hatay Mustafa Kemal Üniversitesi ile İskenderun Teknik Üniversitesi ise atanan personel ve öğrenciler için düzenli bir hareketlilik yaratır. Belen Geçidi'nin sisli ve rüzgârlı günleri ile yazın sıcak ve nemli hava, taşıma saatini belirlerken hesaba kattığımız etkenlerdir. Taşındıktan sonra e-Devlet üzerinden adres beyanı yapmak, okul ve sağlık kayıtlarının güncellenmesi için gereklidir.",
    ],
    ozellikler: [
      'Yeni konutlara yerleşim desteği',
      'İskenderun liman ve sanayi',
      'Belen geçidi rota bilgisi',
      'Antakya ve Defne hizmeti',
    ],
  },
  isparta: {
    ad: 'Isparta',
    aciklama: [
      "Göller Bölgesi'nin ortasındaki Isparta, gül bahçeleri, el dokuması halıları ve Eğirdir Gölü kıyısındaki elma bahçeleriyle tanınan, kışları soğuk ve karlı geçen bir ildir. Merkez ilçenin yanı sıra Eğirdir, Yalvaç, Şarkikaraağaç, Senirkent, Gelendost, Keçiborlu, Uluborlu ve Sütçüler öne çıkan ilçelerdir.",
      "İstanbul'dan gelişte araçlarımız Bursa ve Kütahya üzerinden Afyonkarahisar'a kadar ilerler, ardından güneye yönelerek Isparta'ya ulaşır. Eğirdir ve Yalvaç'a giden yükler göl çevresini dolanan yollardan taşınır; Davraz Dağı'nın eteğindeki yerleşimlerde kış aylarında zincir ve uygun araç hazırlığı yapılır.",
      "Süleyman Demirel Üniversitesi ile Isparta Uygulamalı Bilimler Üniversitesi'nin kalabalık öğrenci nüfusu nedeniyle dönem başında ve sonunda öğrenci eşyası taşımaları yoğunlaşır. Gül yağı işletmelerinin damıtma ekipmanları, halı atölyelerinin tezgâhları ve Eğirdir'deki soğuk hava depolarına yönelik sevkiyatlar da ilde sık karşılaştığımız işlerdir. Az eşyayla şehir değiştiren öğrenciler için koli ve parça eşya gönderimi, kamyon kiralamaya göre çok daha pratik bir çözüm sunar.",
      "Isparta, nüfusuna oranla öğrenci sayısı yüksek bir şehirdir; Süleyman Demirel Üniversitesi ile Isparta Uygulamalı Bilimler Üniversitesi çevresindeki öğrenci daireleri her yıl eylül başında dolar, haziran sonunda boşalır. Bu dönemlerde kiralık ev arayanlar ve kısa mesafeli öğrenci taşımaları çok yoğun olduğundan tarihi birkaç hafta önceden belirlemek işinizi kolaylaştırır. Eğirdir'deki Dağ Komando Okulu ile ildeki kamu kurumlarına atanan personelin lojman taşımaları da düzenli bir talep oluşturur. Göller Bölgesi'nin karasal ikliminde kışlar soğuk ve karlıdır; özellikle Eğirdir, Yalvaç ve Şarkikaraağaç yönündeki yollarda buzlanma görülebilir. Mayıs sonu ve haziranda gül hasadının sürdüğü köylerde tarla yollarında traktör trafiği artabilir; bu köylere yapılacak taşınmaları hasat takvimini göz önünde tutarak planlamak yerinde olur. Halıcılık geleneğiyle tanınan şehirde evlerde sıkça bulunan el dokuması halıları nemden koruyacak şekilde rulo yapıp ayrıca paketleriz. Okul nakillerini yaz tatilinde tamamlamak da aileler için işi kolaylaştırır.",
    ],
    ozellikler: [
      'Dönem başı öğrenci taşımaları',
      'Eğirdir Gölü çevresine ulaşım',
      'Gül yağı tesisi ekipman nakli',
      'Davraz eteğinde kış hazırlığı',
    ],
  },
  kahramanmaras: {
    ad: 'Kahramanmaraş',
    aciklama: [
      "Ahır Dağı'nın eteğinde kurulan Kahramanmaraş, iplik ve tekstil sanayisi, dondurması ve pul biberiyle tanınan bir ildir; Akdeniz Bölgesi'nde yer alsa da kuzeyindeki Elbistan ve Göksun yaylalarında kışlar oldukça serttir. Dulkadiroğlu ve Onikişubat merkez ilçeleri oluştururken Elbistan, Afşin, Pazarcık, Türkoğlu, Göksun ve Andırın diğer önemli ilçelerdir.",
      "Şubat 2023 depremlerinin merkez üssü olan Pazarcık ve Elbistan başta olmak üzere ilde kapsamlı bir yeniden yapılanma sürmektedir; yeni konutlara geçen ya da başka şehirlerde hayat kuran ailelerin taşımalarını bu süreçte titizlikle planlıyoruz. İstanbul'dan gelen araçlarımız Ankara ve Adana üzerinden Tarsus-Adana-Gaziantep Otoyolu'nu izler, Osmaniye'yi geçtikten sonra kuzeye ayrılarak şehre ulaşır; Elbistan ve Afşin için Kayseri üzerinden gelen kuzey güzergâhı da kullanılabilir.",
      "Organize sanayi bölgesindeki iplik fabrikalarının makineleri ve balyaları, Afşin-Elbistan termik santrallerine yönelik ekipman sevkiyatları ve Türkoğlu Lojistik Merkezi çevresindeki işletmeler, ağır yük kapasitemizin sık kullanıldığı işlerdir. Göksun ve Elbistan'a kış aylarında yapılacak taşımalarda karlı yollara uygun donanımlı araç görevlendiririz.",
      "Kahramanmaraş'ta taşınmalar, 6 Şubat 2023'te merkez üsleri Pazarcık ve Elbistan olan depremlerin ardından yeni bir döneme girdi. Onikişubat ve Dulkadiroğlu'nda hasarlı binaların yıkılmasıyla birlikte yeni kalıcı konutlar ve siteler inşa edilmekte; hak sahiplerine yapılan teslimler, İstanbul'da geçici olarak yaşayan pek çok ailenin dönüş tarihini belirlemektedir. Bu nedenle konut teslim tarihine göre esnek bir plan yapmanızı, anahtar tarihi kesinleştikten sonra bizimle gün belirlemenizi öneririz. İlin güneyi Akdeniz iklimine yakın, sıcak bir yapıya sahipken Elbistan, Afşin ve Göksun yüksek bir platoda yer alır ve buralarda kışlar uzun ve karlı geçer; bu ilçelere aralık-mart arasında yapılacak taşınmalarda yol ve hava durumunu önceden kontrol ederiz. Kahramanmaraş Sütçü İmam Üniversitesi'nin Avşar Yerleşkesi çevresindeki öğrenci taşınmaları, tekstil ve iplik fabrikalarında çalışanlar ile Afşin-Elbistan termik santrallerinde görev alan personel ise ilin diğer düzenli taşınma gruplarıdır.",
    ],
    ozellikler: [
      'İplik fabrikası makine nakli',
      'Yeniden yapılanmada taşınma desteği',
      'Elbistan ve Göksun yayla yolları',
      'Kayseri üzerinden kuzey rotası',
    ],
  },
  mersin: {
    ad: 'Mersin',
    aciklama: [
      "Toros Dağları ile Akdeniz arasında uzun bir kıyı şeridine yayılan Mersin, Türkiye'nin en büyük limanlarından birine ve bir serbest bölgeye ev sahipliği yapar. Akdeniz, Mezitli, Toroslar ve Yenişehir merkez ilçelerdir; Tarsus, Erdemli, Silifke, Anamur, Mut, Gülnar, Bozyazı, Aydıncık ve Çamlıyayla kıyıda ve iç kesimde yer alan diğer ilçelerdir.",
      "İstanbul'dan çıkan araçlarımız Ankara ve Niğde üzerinden Pozantı'ya, oradan otoyolla Tarsus'a ve şehir merkezine ulaşır. Silifke ve Anamur'a gidecek yüklerde virajlı sahil yolu nedeniyle ek süre planlanır; Konya ve Karaman üzerinden Mut'a inen iç güzergâh da batı ilçeleri için bir seçenektir.",
      "Mezitli ve Yenişehir'in deniz manzaralı yüksek siteleri, Pozcu ve Çamlıbel gibi merkezî semtlerin eski apartmanları ile Erdemli ve Silifke'deki yazlıklar şehirdeki konut çeşitliliğini gösterir. Liman ve serbest bölgedeki firmaların ofis ve depo nakilleri, Erdemli'nin seralarına ve Anamur'un muz işletmelerine yönelik sevkiyatlar da hizmet verdiğimiz alanlardandır. Kıyıdaki yüksek nem nedeniyle ahşap mobilyaları ve elektronik cihazları nem geçirmeyen örtülerle sararız.",
      "Mersin'de konut taşınmalarının büyük kısmı Yenişehir ve Mezitli'nin sahile paralel uzanan çok katlı sitelerinde yoğunlaşır; bu yüksek bloklarda yük asansörü randevusu ve site yönetiminin belirlediği taşıma saatleri planın ilk adımıdır. Erdemli, Kızkalesi ve Silifke kıyısındaki yazlık siteler ise bir kısmı emeklilikte kalıcı eve dönüşen adreslerdir. Mersin Limanı ile serbest bölgedeki lojistik şirketleri, Gülnar'daki Akkuyu Nükleer Santrali projesi ve Mersin Üniversitesi'nin Çiftlikköy Yerleşkesi, yeni çalışanların ve öğrencilerin geldiği başlıca odaklardır. Yazlar sıcak ve nemli geçtiği için temmuz-ağustosta yüklemeyi sabah erken saatlerde tamamlarız; en rahat dönem ilkbahar ve sonbahardır. Birçok Mersinli aile yazın Gözne, Çamlıyayla ya da Fındıkpınarı gibi yaylalara çıktığından bu evlere yapılacak taşınmalarda dağ yollarının genişliğini keşifte birlikte değerlendiririz. İstanbul'dan gelişte Pozantı ve Tarsus üzerinden inen otoyol, kışın Toros geçişinde kar ve sis nedeniyle yavaşlayabilir.",
    ],
    ozellikler: [
      'Mersin limanı ofis nakli',
      'Mezitli deniz manzaralı siteler',
      'Anamur ve Silifke ulaşımı',
      'Muz ve sera işletmelerine hizmet',
    ],
  },
  osmaniye: {
    ad: 'Osmaniye',
    aciklama: [
      "Çukurova'nın doğu ucunda, Amanos Dağları'nın eteğinde yer alan Osmaniye, yer fıstığı üretimiyle tanınan ve Akdeniz ile Güneydoğu Anadolu'yu birbirine bağlayan yolların kesiştiği bir ildir. Merkez ilçenin yanında Kadirli, Düziçi, Bahçe, Hasanbeyli, Sumbas ve Toprakkale olmak üzere yedi ilçesi bulunur.",
      "Tarsus-Adana-Gaziantep Otoyolu ilin içinden geçer, İskenderun'a inen otoyol bağlantısı ise Toprakkale'den ayrılır. Bu nedenle İstanbul'dan Ankara ve Adana üzerinden gelen araçlarımız şehre otoyolla doğrudan ulaşır; Kadirli ve Düziçi'ye giden yükler ise ovanın kuzeyine uzanan karayollarıyla taşınır.",
      '2023 depremlerinden etkilenen ilde yeni yapılan konutlara geçen aileler, Osmaniye Korkut Ata Üniversitesi çevresindeki öğrenciler ve organize sanayi bölgesindeki işletmeler taşıma taleplerinin başlıca sahipleridir. Fıstık işleme tesislerinin ekipman taşımalarında ve Karatepe-Aslantaş yöresindeki köy evlerine yapılan nakillerde dar yollara uygun araç seçeriz. Yazları sıcak ve nemli geçen ovada yüklemeleri günün serin saatlerine planlarız.',
      "Osmaniye'de taşınmaların çoğu il merkezi ile Kadirli ve Düziçi arasında yoğunlaşır. Osmaniye Korkut Ata Üniversitesi'nin öğrenci ve akademisyenleri, organize sanayi bölgesindeki demir-çelik ve gıda tesislerinde çalışanlar ile kamu kurumlarına atanan memurlar ildeki başlıca taşınma gruplarıdır. Şubat 2023 depremlerinden etkilenen il merkezi, Düziçi ve Bahçe'de yeni kalıcı konutların teslimi sürdükçe, İstanbul'dan dönen aileler bu konutların anahtar tarihine göre taşınmaktadır. Yer fıstığı hasadının yapıldığı eylül ve ekim aylarında köy yollarında traktör ve römork trafiği artar; tarımla uğraşan ailelerin taşınmasını bu dönemin dışına almak daha rahattır. Yazlar çok sıcak geçtiği için sabah erken yükleme yapar, Zorkun Yaylası gibi yüksek yerleşimlere yapılan taşımalarda virajlı dağ yolunu hesaba katarız. Toprakkale kavşağındaki otoyol bağlantıları sayesinde İstanbul'dan gelen araçlarımız şehre dolambaçsız ulaşır; yine de bayram dönüşlerinde bu kavşakta trafik yoğunlaşabilir. Taşındıktan sonra e-Devlet'ten adres beyanı yapmayı, çocukların okul naklini de yaz tatilinde tamamlamayı unutmayın.",
    ],
    ozellikler: [
      'Yer fıstığı tesisi ekipman nakli',
      'Toprakkale otoyol kavşağı',
      'Kadirli ve Düziçi hizmeti',
      'Korkut Ata öğrenci taşıması',
    ],
  },
};

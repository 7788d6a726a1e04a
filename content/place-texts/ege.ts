import type { PlaceText } from '../types';

/** About texts of the provinces of the Ege region, keyed by slug. */
export const egeProvinceTexts: Record<string, PlaceText> = {
  afyonkarahisar: {
    ad: 'Afyonkarahisar',
    aciklama: [
      "Afyonkarahisar, İzmir-Ankara ve İstanbul-Antalya yollarının kesiştiği konumuyla Türkiye'nin kavşak noktalarından biridir; yaklaşık bin metre yükseklikteki platoda bulunan ilde kışlar soğuk ve karlı geçer. Merkez ilçe ile Sandıklı, Bolvadin, Dinar, Emirdağ, Çay, Şuhut, Sinanpaşa ve İscehisar en çok taşınma görülen ilçelerdir.",
      "İstanbul'dan gelişte araçlarımız genellikle Osmangazi Köprüsü, Bursa ve Bozüyük üzerinden Kütahya'ya, oradan da güneye inerek Afyonkarahisar'a ulaşır. Ege'ye ve İç Anadolu'ya açılan bu kavşak konumu, ilden başka şehirlere yapılan taşımalarda da rota esnekliği sağlar. Kasım ile mart arasında planlanan işlerde yol ve hava durumunu önceden takip ederiz.",
      "Kalenin eteğindeki eski Türk evleri ve dar sokaklar, merkezdeki yeni apartmanlardan farklı bir taşıma tekniği ister. İscehisar'ın mermer ocakları ve işleme tesisleri, Gazlıgöl ile Sandıklı'daki termal oteller ve Afyon Kocatepe Üniversitesi çevresindeki öğrenci konutları da hizmet verdiğimiz adresler arasındadır; mermer blokları ve ağır makineler için ağır yük araçlarımızı görevlendiririz.",
      "Afyonkarahisar'da taşınma talebinin önemli bir bölümü Afyon Kocatepe Üniversitesi ile Afyonkarahisar Sağlık Bilimleri Üniversitesi çevresinden gelir; öğrenci ve akademisyen hareketliliği eylül başında ve haziran sonunda yoğunlaşır. Kalenin eteğindeki eski mahallelerde, tarihî Afyon evlerinin bulunduğu yokuşlu ve dar sokaklarda büyük araç girişi mümkün olmayabileceğinden eşyayı küçük araçla aktarırız. Gazlıgöl ve çevresindeki termal konut sitelerinde yaşamayı seçen emekliler de ilin giderek büyüyen bir taşınma grubudur. İl, İç Anadolu'nun soğuk karasal iklimine yakın olduğundan kışlar karlı ve ayazlı, sonbahar sabahları çoğu zaman sisli geçer; taşınma için en elverişli dönem genellikle mayıs-haziran ve eylül aylarıdır. Çok sayıda karayolunun kesiştiği bir kavşak il olması ulaşımı kolaylaştırsa da bayram dönemlerinde bu kavşaklarda ve şehir geçişlerinde trafik yoğunlaşabilir. İscehisar'daki mermer işletmeleri ile Sandıklı ve Dinar gibi ilçelerden yapılan taşınmalarda köy yollarının durumunu önceden kontrol ederiz.",
    ],
    ozellikler: [
      'Kavşak konumunda esnek rota',
      'İscehisar mermer taşımacılığı',
      'Termal otel ve tesis nakli',
      'Kar ve ayaza karşı önlem',
    ],
  },
  aydin: {
    ad: 'Aydın',
    aciklama: [
      "Büyük Menderes Ovası boyunca uzanan Aydın, incir, zeytin ve pamuk üretimiyle tanınan, yazları oldukça sıcak geçen bir Ege ilidir. Merkez ilçe Efeler'in yanı sıra Nazilli, Söke, Kuşadası, Didim, İncirliova, Germencik, Çine, Koçarlı ve Sultanhisar taşınma taleplerinin yoğunlaştığı ilçelerdir.",
      "İstanbul'dan gelen araçlarımız Osmangazi Köprüsü ve İstanbul-İzmir Otoyolu ile İzmir'e ulaşır, buradan İzmir-Aydın Otoyolu'na geçerek Germencik ve Efeler'e iner. Kuşadası ve Didim'e giden yükler Söke üzerinden kıyıya yönelir; yaz sezonunda sahil yollarındaki tatil trafiği nedeniyle bu adreslerde sabahın erken saatinde yükleme yapmayı tercih ederiz.",
      "Kuşadası'nda Davutlar ve Kadınlar Denizi, Didim'de Altınkum çevresindeki siteler, yabancı ve emekli sakinlerin yoğun olduğu, mevsimlik taşınmaların sık yaşandığı bölgelerdir. Nazilli ve Söke'deki tarım işletmeleri ile Germencik'in jeotermal tesislerine yönelik ekipman taşımalarında ise yükün ağırlığına göre araç ve ekip belirlenir. Efeler'in merkezî mahallelerindeki eski apartmanlarda ise merdiven genişliğine göre mobilyaların sökülüp kurulmasını yerinde planlarız.",
      "Aydın'a İstanbul'dan yapılan taşınmaların dikkat çekici bir kısmı emeklilikle ilgilidir: Kuşadası, Didim ve Söke'nin kıyı kesimlerindeki site konutları, yazlık olarak alınıp zamanla kalıcı eve dönüşen adreslerin başında gelir. Bu bölgelerde yaz aylarında nüfus katlanarak arttığı ve bazı siteler bu dönemde taşıma saatlerini kısıtladığı için kalıcı taşınmayı ekimden mayısa kadar olan dönemde yapmak daha rahattır. Büyük Menderes Ovası'nda temmuz ve ağustos çok sıcak geçer; bu aylarda yüklemeyi sabahın erken saatlerinde tamamlamaya, elektronik eşyaları ve cilalı mobilyaları doğrudan güneşte bekletmemeye çalışırız. Efeler'de Aydın Adnan Menderes Üniversitesi'nin öğrenci ve personeli, Nazilli'de ise ilçedeki kamu kurumlarına ve hastanelere atanan görevliler düzenli bir taşınma talebi oluşturur. İncir, zeytin ve pamuk üretiminin yapıldığı köylerden taşınırken depo ve ambar eşyalarını ev eşyasından ayrı listelemek, keşif ve yükleme sırasında zaman kazandırır. Yeni adresinize geçtikten sonra e-Devlet'ten adres beyanı yapmayı da unutmayın.",
    ],
    ozellikler: [
      'Kuşadası ve Didim site taşıması',
      'Yaz sıcağında erken yükleme',
      'Büyük Menderes ilçelerine hizmet',
      'Jeotermal tesis ekipman nakli',
    ],
  },
  denizli: {
    ad: 'Denizli',
    aciklama: [
      "Ege'nin iç kesiminde, dağlarla çevrili bir havzada kurulan Denizli, ev tekstili ve havlu üretimiyle ülke çapında tanınan bir sanayi şehridir. Merkezde Pamukkale ve Merkezefendi ilçeleri bulunur; Çivril, Acıpayam, Tavas, Honaz, Sarayköy, Buldan ve Çal ise il genelinde en çok taşınma yaşanan ilçelerdir.",
      "İstanbul'dan Denizli'ye ulaşmak için iki yol öne çıkar: Osmangazi Köprüsü ve İstanbul-İzmir Otoyolu ile Ege kıyısına inip Aydın üzerinden Büyük Menderes vadisini izlemek ya da Bursa, Kütahya ve Uşak üzerinden iç güzergâhı kullanmak. Teslim adresi ve mevsim koşulları hangi hattın seçileceğini belirler.",
      "Pamukkale Üniversitesi'nin bulunduğu Kınıklı ile Bağbaşı ve Çamlık gibi semtlerde yeni apartmanlar ve öğrenci daireleri yoğundur. Organize sanayi bölgesindeki dokuma makineleri, Buldan'ın el tezgâhları ve tekstil atölyelerinin kumaş stokları özel ambalaj ve sabitleme gerektirir. Yazları kavurucu sıcakların yaşandığı havzada hassas eşyalarınızı doğrudan güneşe maruz bırakmadan yükleriz.",
      "Denizli'de taşınmaların merkezi, kentin iki büyükşehir ilçesi Pamukkale ile Merkezefendi'dir. Pamukkale Üniversitesi'nin Kınıklı Yerleşkesi çevresindeki öğrenci daireleri eylül başında ve haziran sonunda yoğun bir hareketlilik yaşarken, tekstil ve ev tekstili üretimiyle bilinen organize sanayi bölgelerine yakın mahallelerde iş değişikliğine bağlı taşınmalar yıl boyunca sürer. Kentin çeperlerinde yükselen çok katlı siteler, eski merkezdeki az katlı ve asansörsüz apartmanlardan taşınan aileler için sık tercih edilen adreslerdir. Denizli yazın oldukça sıcak, kışın ise özellikle Çivril, Acıpayam ve Tavas gibi yüksek ilçelerde soğuk geçer; bu nedenle ilçelere yapılacak kış taşımalarında yol durumunu, yaz taşımalarında ise öğle sıcağını hesaba katarız. Buldan'ın dokuma atölyeleri arasındaki eski evler ya da Honaz'daki kiraz bahçeleri arasında kalan müstakil evler gibi farklı adreslerde, keşif sırasında erişim yolunu birlikte kontrol ederiz. Taşındıktan sonra e-Devlet üzerinden adres beyanında bulunmak, okul ve sağlık kayıtlarının yeni adrese bağlanması için gereklidir.",
    ],
    ozellikler: [
      'Havlu ve ev tekstili tesisleri',
      'Pamukkale Üniversitesi çevresi',
      'İki farklı güzergâh seçeneği',
      'Buldan dokuma tezgâhı nakli',
    ],
  },
  izmir: {
    ad: 'İzmir',
    aciklama: [
      "Türkiye'nin üçüncü büyük şehri İzmir, körfezin çevresine yayılan 30 ilçesiyle Ege'nin ticaret ve liman merkezidir. Konak, Karşıyaka, Bornova, Buca, Bayraklı, Çiğli, Karabağlar ve Gaziemir kent merkezini oluştururken Urla, Çeşme ve Seferihisar yarımadada; Menemen, Aliağa ve Bergama kuzeyde; Torbalı, Tire ve Ödemiş ise güneydoğudaki ovada yer alır.",
      "İstanbul ile İzmir arasındaki en kısa yol, Osmangazi Köprüsü'nden başlayan İstanbul-İzmir Otoyolu'dur; bu hat Bursa, Balıkesir ve Manisa'yı geçerek şehrin kuzey girişine ulaşır. Trakya'dan gelen yükler için Çanakkale 1915 Köprüsü ve kıyı güzergâhı da bir seçenektir. Ege Bölgesi'ne teslim süremiz, İstanbul'dan çıkıştan itibaren 48 saattir.",
      "Alsancak ve Göztepe'nin eski apartmanları, Bornova ve Buca'daki Levanten köşkleri, Bostanlı ve Mavişehir'in yüksek siteleri ile Bayraklı'nın yeni ofis kuleleri farklı ekipman ister. Kemalpaşa ve Atatürk organize sanayi bölgeleri ile Aliağa'daki tesisler için ağır yük taşımacılığı yapıyor, temmuz ve ağustosta sıcaklığın zirve yaptığı öğle saatlerinden kaçınarak yükleme planlıyoruz.",
      "İzmir'de taşınma haritası semtlere göre belirgin biçimde değişir. Bornova'da Ege Üniversitesi, Buca'da Dokuz Eylül Üniversitesi'nin Tınaztepe Yerleşkesi, Urla'da İzmir Yüksek Teknoloji Enstitüsü çevresinde öğrenci taşınmaları eylül başında zirve yapar. Alsancak ve Konak'ın eski apartmanlarında asansör çoğu zaman yoktur ya da eşyaya dar gelir, sokaklarda park yeri bulmak da güçtür; bu adreslerde aracın yükleme sırasında duracağı yeri önceden belirlemek ve gerekirse dış cephe asansörü kurmak gerekir. Bayraklı'nın yüksek katlı konut kuleleri ile Karşıyaka ve Çiğli'deki yeni sitelerde ise yük asansörü randevusu şarttır. 2020'deki Sisam depreminin ardından hızlanan kentsel dönüşüm, özellikle Bayraklı ve Bornova'da bina boşaltmaya bağlı taşınmaların sayısını artırmıştır. Urla, Seferihisar ve Güzelbahçe ise İstanbul'dan emekli olup sakin bir kıyı hayatı arayanların sık tercih ettiği ilçelerdir. Yaz aylarında Çeşme yönündeki otoyol, bayram dönemlerinde de şehir girişleri yoğunlaştığından bu günlerde yola çıkış saatini esnek tutarız.",
    ],
    ozellikler: [
      'İstanbul-İzmir Otoyolu ile ulaşım',
      'Bayraklı ofis kulesi taşıması',
      'Levanten köşklerine özenli taşıma',
      'Çeşme ve Urla yazlıkları',
    ],
  },
  kutahya: {
    ad: 'Kütahya',
    aciklama: [
      'Kütahya, çini ve porselen geleneğiyle özdeşleşmiş, kışları sert geçen yüksek bir iç Ege ilidir. Merkez ilçenin yanı sıra Tavşanlı, Simav, Gediz, Emet, Domaniç, Altıntaş, Hisarcık, Şaphane, Pazarlar, Aslanapa, Çavdarhisar ve Dumlupınar ilçeleri bulunur.',
      "İstanbul'dan gelen araçlarımız Osmangazi Köprüsü ve Bursa üzerinden İnegöl'e, oradan Bozüyük'e geçip D650 ile Kütahya'ya ulaşır; Anadolu Otoyolu ve Bilecik hattı da alternatif olarak kullanılabilir. Simav ve Gediz gibi dağlık ilçelere giden yollarda kış aylarında kar ve buzlanma görülebildiği için bu adreslere yapılacak taşımalarda hava durumunu önceden takip ederiz.",
      "Çini ve porselen atölyelerinin kırılgan ürünleri, Tavşanlı ve Seyitömer çevresindeki maden işletmelerinin ekipmanları ve Emet'teki bor tesislerine yönelik sevkiyatlar ildeki ticari taşımaların önemli kısmını oluşturur. Kütahya Dumlupınar Üniversitesi'nin Evliya Çelebi Yerleşkesi çevresindeki öğrenci daireleri ile Simav'daki termal konutlar için de ev ve parça eşya taşıması yaparız.",
      "Kütahya'ya taşınanlar arasında Kütahya Dumlupınar Üniversitesi ile Kütahya Sağlık Bilimleri Üniversitesi'nin öğrenci ve personeli, kamu kurumlarına atanan görevliler ve Tavşanlı, Emet ile Seyitömer çevresindeki maden ve enerji tesislerinde çalışan aileler öne çıkar. Şehrin çini ve porselen geleneği nedeniyle birçok evde değerli çini, porselen takım ve dekoratif tabak bulunur; bu parçaları tek tek kâğıda sarıp bölmeli kolilere yerleştirerek taşıyoruz. Germiyan Sokağı ve çevresindeki restore edilmiş eski Kütahya evleri ile kale eteğinin yokuşlu mahallelerinde araç girişinin kısıtlı olabileceğini keşifte dikkate alırız. İl yüksek bir plato üzerinde bulunduğu için kışları soğuk ve karlı geçer; Simav ve Gediz gibi dağlık ilçelere yapılacak taşınmalarda mümkünse aralık-şubat arasını atlamanızı öneririz. Yoncalı ve Eynal gibi kaplıcaların çevresinde yaşamayı seçen emekliler de ilin sakin bir taşınma grubunu oluşturur. Yeni adresinize geçtiğinizde e-Devlet'ten adres beyanı yapmayı ve çocukların okul naklini yaz tatilinde tamamlamayı unutmayın.",
    ],
    ozellikler: [
      'Çini ve porselen ambalajı',
      'Maden bölgesi ekipman nakli',
      'Simav ve Gediz dağ yolları',
      'Bozüyük üzerinden bağlantı',
    ],
  },
  manisa: {
    ad: 'Manisa',
    aciklama: [
      "Gediz Ovası ile Spil Dağı'nın eteğinde kurulan Manisa, İzmir'in hemen kuzeydoğusunda, tarım ile sanayinin iç içe geçtiği bir ildir. Şehzadeler ve Yunusemre merkez ilçelerdir; Akhisar, Turgutlu, Salihli, Soma, Alaşehir, Saruhanlı, Kırkağaç, Demirci ve Kula ise en hareketli ilçeler arasında yer alır. İzmir'e yakınlığı nedeniyle il, iki şehir arasında gidip gelen çalışanların ve ailelerin de sık tercih ettiği bir adrestir.",
      "İstanbul-İzmir Otoyolu, Balıkesir'den sonra Soma, Kırkağaç, Akhisar ve Saruhanlı yakınlarından geçerek Manisa merkezine ulaştığı için il, Osmangazi Köprüsü'nden itibaren kesintisiz bir otoyolla İstanbul'a bağlanır. Salihli, Alaşehir ve Turgutlu'ya giden yükler ise İzmir-Ankara karayolu üzerinden ovayı takip eder.",
      "Organize sanayi bölgesindeki beyaz eşya ve elektronik fabrikaları, Soma'nın kömür işletmeleri, Akhisar'ın zeytin ve Alaşehir ile Salihli'nin çekirdeksiz üzüm işletmeleri taşımalarda farklı ihtiyaçlar doğurur. Fabrika çalışanlarının yoğun olarak yaşadığı Yunusemre ve Şehzadeler'deki yeni sitelerde asansörlü taşıma yapar, ovadaki müstakil evlerde ise yaz sıcağına dayanıklı ambalaj kullanırız.",
      "Manisa'da taşınma talebinin en büyük kaynaklarından biri Manisa Organize Sanayi Bölgesi'dir; elektronik, beyaz eşya ve otomotiv yan sanayisindeki fabrikalarda işe başlayan çalışanlar, bölgeye yakın yeni site ve apartmanlara yerleşir. Manisa Celal Bayar Üniversitesi'nin öğrenci ve akademisyenleri de eylül başında ve haziran sonunda yoğunlaşan düzenli bir taşınma dalgası oluşturur. Salihli, Alaşehir ve Sarıgöl'de bağcılıkla, Akhisar'da zeytincilikle geçinen ailelerin evlerinde üzüm ve zeytin hasadının sürdüğü yaz sonu ile sonbahar, taşınmaya en az uygun zamandır. Ovada yazlar çok sıcak geçtiği için temmuz ve ağustosta yüklemeyi sabah erken saatlerde yaparız. Soma ve Kınık'taki maden bölgelerinden yapılan taşınmalarda lojman çıkış tarihlerini kurumunuzun takvimine göre ayarlarız. İlkbaharda düzenlenen Mesir Macunu Festivali sırasında şehir merkezinde bazı yollar trafiğe kapanabildiğinden bu günlerde taşınma planlarken güzergâhı önceden konuşuruz. Kula'nın tarihî evleri gibi dar sokaklı eski yerleşimlerde ise eşyayı küçük araçla aktarmak gerekebilir.",
    ],
    ozellikler: [
      'Otoyol güzergâhında kolay erişim',
      'Beyaz eşya fabrikası nakli',
      'Akhisar ve Soma hizmeti',
      'Üzüm ve zeytin işletmelerine destek',
    ],
  },
  mugla: {
    ad: 'Muğla',
    aciklama: [
      "Ege ile Akdeniz'in buluştuğu kıyılarıyla Muğla, Bodrum, Marmaris ve Fethiye gibi dünyaca bilinen tatil yerlerini barındırır; il merkezi Menteşe ise iç kesimde, yüksek bir ovada bulunur. Milas, Dalaman, Ortaca, Köyceğiz, Datça, Ula, Yatağan, Kavaklıdere ve Seydikemer ilin diğer ilçeleridir.",
      "İstanbul'dan gelen araçlarımız İstanbul-İzmir ve İzmir-Aydın otoyollarını izleyip Aydın'dan Milas ve Bodrum yönüne ya da Muğla merkezi üzerinden Marmaris ile Fethiye'ye iner. Yalıkavak, Türkbükü ve Bitez'deki yamaç villalarına çıkan dar ve dik yollar, İçmeler ve Ölüdeniz çevresindeki kıvrımlı sahil yolları büyük araç yerine küçük araçla aktarma gerektirebilir.",
      "Beyaz badanalı taş evler, geniş bahçeli villalar ve yat limanlarına yakın rezidanslar ilin tipik yapılarıdır; yabancı sakinlerin mevsimlik taşınmaları da sık görülür. Milas'taki mermer ocakları ile Yatağan'daki enerji tesislerine yönelik ağır yük taşımalarını da üstleniyoruz. Turistik yoğunluğun ve orman yangını riskinin arttığı yaz aylarında taşınma tarihini sizinle birlikte belirliyoruz.",
      "Muğla'ya taşınanların önemli bir bölümü, İstanbul'dan emekli olup Bodrum, Datça, Marmaris veya Fethiye'de yaşamayı seçen ailelerdir; bunlara son yıllarda uzaktan çalışarak kıyıya yerleşen genç aileler de eklenmiştir. Kıyı ilçelerinde yapılaşma genellikle az katlıdır; bahçeli villalar, yamaçlara kurulmuş siteler ve dar, virajlı köy yolları büyük araçların kapıya kadar ulaşmasını zorlaştırabilir, bu nedenle keşif sırasında aktarma gerekip gerekmediğini belirleriz. Haziran-eylül arasında Bodrum Yarımadası ve Marmaris çevresinde trafik çok yoğunlaşır, bazı yerleşimlerde ağır vasıtaların giriş saatleri sınırlanabilir; kalıcı taşınmayı sonbahara ya da ilkbahara planlamak belirgin bir kolaylık sağlar. Yaz aylarındaki orman yangını riski zaman zaman yolların geçici olarak kapatılmasına yol açabildiğinden bu dönemde güzergâhı gün gün takip ederiz. İl merkezi Menteşe'de ise Muğla Sıtkı Koçman Üniversitesi öğrencileri ve kamu görevlileri taşınmaların düzenli kaynağıdır; beyaz badanalı eski Muğla evlerinin bulunduğu dar sokaklarda küçük araçla taşıma gerekebilir.",
    ],
    ozellikler: [
      'Bodrum yamaç villalarına erişim',
      'Küçük araçla aktarma imkânı',
      'Fethiye ve Marmaris hizmeti',
      'Milas mermer ağır yük',
    ],
  },
  usak: {
    ad: 'Uşak',
    aciklama: [
      "İç Ege'nin yüksek platosunda yer alan Uşak, tarihî halıları, battaniye ve geri dönüştürülmüş iplik üretimiyle tanınır; kışlar soğuk, yazlar kuru ve sıcaktır. Merkez ilçenin yanında Banaz, Eşme, Sivaslı, Ulubey ve Karahallı olmak üzere altı ilçesi bulunur.",
      "İzmir-Ankara karayolu (D300) şehrin içinden geçtiği için Uşak, Ege ile İç Anadolu arasındaki taşımalarda önemli bir duraktır. İstanbul'dan gelen araçlarımız genellikle Osmangazi Köprüsü ve Bursa'yı geçtikten sonra Kütahya üzerinden Uşak'a ulaşır; Eşme ve Ulubey gibi güney ilçelerine merkezden ayrılan yollarla devam edilir.",
      "Organize sanayi bölgesindeki tekstil ve deri işletmelerinin iplik balyaları, dokuma makineleri ve depo stokları ilde en sık karşılaştığımız ticari yüklerdir. Uşak Üniversitesi'nin 1 Eylül Yerleşkesi çevresindeki öğrenci daireleri ve merkezdeki yeni apartmanlar ev taşımalarının ağırlığını oluşturur. Ulubey Kanyonu çevresindeki köylerde ise dar yollara uygun araç seçimi yaparız. Uşak'a yapılan teslimatlar, Ege illeri için belirlediğimiz 48 saatlik süre içinde tamamlanır.",
      "Uşak'ta taşınma talebi ağırlıkla il merkezinden gelir; ilçeler arasında Banaz, Eşme ve Sivaslı öne çıkar. Battaniye, iplik ve geri dönüştürülmüş tekstil üretimiyle tanınan organize sanayi bölgesi ile deri işletmeleri, çalışanların şehre yerleşmesini ve şehir içinde ev değiştirmesini sürekli kılar. Uşak Üniversitesi'nin öğrenci ve personeli ise eylül başı ile haziran sonu arasında düzenli bir hareketlilik yaratır; öğrenci eşyaları için koli ve parça eşya taşıması bu dönemde sık tercih edilir. İl, Ege ile İç Anadolu arasındaki yüksek bir platoda yer aldığından kışlar soğuk ve zaman zaman karlı, yazlar ise kuru ve sıcak geçer; taşınma için en elverişli aylar genellikle nisan-haziran ile eylül-ekim dönemidir. Kent merkezinin eski mahallelerinde asansörsüz, az katlı apartmanlar yaygın olduğundan merdivenle taşıma süresini keşifte hesaba katarız; yeni gelişen bölgelerdeki sitelerde ise yük asansörü randevusu alırız. El dokuması halılarınızı temizletip rulo hâlinde ve nem almayacak şekilde paketlemenizi öneririz.",
    ],
    ozellikler: [
      'İplik ve battaniye stok taşıması',
      'D300 üzerinde hızlı erişim',
      'Halı ve kilime özenli ambalaj',
      'Ulubey köylerine uygun araç',
    ],
  },
};

import type { PlaceText } from '../types';

/** About texts for the provinces of the Marmara, Ege and Akdeniz regions, keyed by slug. */
export const westProvinceTexts: Record<string, PlaceText> = {
  balikesir: {
    ad: 'Balıkesir',
    aciklama: [
      "Balıkesir, hem Marmara Denizi'ne hem de Ege'ye kıyısı bulunan nadir illerden biridir; bu yüzden bir taşınmanın planı, adresin Bandırma'da mı yoksa Edremit Körfezi'nde mi olduğuna göre baştan değişir. Merkezde Karesi ile Altıeylül, kuzeyde Bandırma, Gönen ve Erdek, güneybatıda Edremit, Burhaniye, Havran ve Ayvalık, iç kesimde ise Susurluk, Bigadiç, Sındırgı ve Dursunbey yer alır.",
      "İstanbul'dan gelen araçlarımız çoğunlukla Osmangazi Köprüsü'nü geçip İstanbul-İzmir Otoyolu ile Susurluk üzerinden il merkezine ulaşır. Körfez ilçelerine yapılan taşımalarda Çanakkale 1915 Köprüsü'nü kullanan Trakya güzergâhı da değerlendirilir. İl Marmara Bölgesi'nde yer aldığı için eşyanızın teslimi, İstanbul'dan yola çıkıştan itibaren 24 saat içinde planlanır.",
      "Ayvalık'ın ve Cunda Adası'nın dar sokaklı taş evleri ile Akçay, Altınoluk ve Ören'deki yazlık siteler, büyük araçtan küçük araca aktarma ve dikkatli elle taşıma gerektirebilir. Bandırma limanı çevresindeki işletmeler, zeytinyağı fabrikaları ve süt ürünleri tesisleri için yapılan ofis ve depo nakillerinde ise ağır yük ekipmanımızı devreye alırız.",
      "Balıkesir'e taşınanların önemli bir kısmı, emekliliğini Edremit Körfezi'nde geçirmek isteyen İstanbullulardır; Burhaniye, Edremit ve Ayvalık'ta son yıllarda yapılan bahçeli site konutları bu talebin sonucudur. Körfez ilçelerinde haziran başından eylül sonuna kadar nüfus belirgin biçimde artar, sahil yollarında trafik yoğunlaşır ve bazı site yönetimleri yaz aylarında taşıma saatlerini sınırlar; bu nedenle sakin bir taşınma için ilkbaharı ya da ekim-kasım dönemini öneririz. İl merkezinde Balıkesir Üniversitesi, Bandırma'da ise Bandırma Onyedi Eylül Üniversitesi öğrencileri ve bu ilçelere atanan kamu görevlileri taşınmaların düzenli bir bölümünü oluşturur; bu taşımalar genellikle eylül başında ve haziran sonunda yoğunlaşır. Bayram arifelerinde İstanbul-İzmir Otoyolu'nda ve Osmangazi Köprüsü gişelerinde oluşan kuyruklar yolculuğu uzatabildiğinden bu günlerde tarih seçerken esnek olmak işinizi kolaylaştırır. Yeni adresinize yerleştikten sonra e-Devlet üzerinden adres beyanında bulunmayı, elektrik, su ve doğal gaz aboneliklerini de taşınma gününden önce planlamayı unutmayın.",
    ],
    ozellikler: [
      'Edremit Körfezi yazlık taşıması',
      'Cunda ve Ayvalık taş evleri',
      'İki denize kıyı ilçeler',
      'Bandırma liman bölgesi hizmeti',
    ],
  },
  bilecik: {
    ad: 'Bilecik',
    aciklama: [
      "Bilecik, Karasu Vadisi'nin daraldığı dik yamaçlar üzerine kurulmuş küçük ama stratejik bir ildir; Marmara'yı İç Anadolu'ya bağlayan karayolu ve demiryolu bu vadiden geçer. Merkez ilçenin yanı sıra sanayisiyle öne çıkan Bozüyük, Osmanlı Devleti'nin kuruluş yeri Söğüt, Osmaneli, Pazaryeri, Gölpazarı, İnhisar ve Yenipazar ilin sekiz ilçesini oluşturur.",
      "İstanbul'dan gelişte en yaygın yol, Anadolu Otoyolu ile Sakarya'ya ulaşıp Pamukova ve Osmaneli üzerinden D650 karayolunu izlemektir. Bozüyük'e gidecek yükler için Osmangazi Köprüsü, Bursa ve İnegöl hattı çoğu zaman daha pratiktir. Vadi yolunun virajlı kesimleri ile kışın Bozüyük platosunda görülen kar ve don, sevkiyat saatini belirlerken hesaba kattığımız etkenlerdir.",
      "Bozüyük'teki seramik ve sanayi tesisleri, ilin mermer ocakları ve Bilecik Şeyh Edebali Üniversitesi çevresindeki öğrenci konutları taşıma taleplerinin önemli bir kısmını oluşturur. Eğimli sokaklardaki apartmanlarda asansörlü taşıma, tek odalık öğrenci eşyalarında ise parça eşya ve koli gönderimi seçenekleriyle ihtiyacınıza uygun bir plan hazırlarız.",
      "Bilecik'e taşınanlar arasında Bozüyük'teki fabrikalarda işe başlayan mühendis ve teknik personel, Bilecik Şeyh Edebali Üniversitesi'nin öğrenci ve akademisyenleri ile il merkezindeki kamu kurumlarına atanan memurlar öne çıkar. Konut stoku ağırlıkla orta katlı apartmanlardan oluşur; merkezde yamaca kurulmuş eski mahallelerde sokaklar dik ve dar olduğundan aracın kapıya ne kadar yaklaşabileceğini keşif sırasında birlikte kontrol ederiz. Bozüyük'te sanayiyle birlikte büyüyen yeni apartman bölgelerinde ise yükleme daha rahat yapılır. İl, Marmara ile İç Anadolu arasında bir geçiş iklimine sahiptir; özellikle Bozüyük ve Pazaryeri tarafında kışlar soğuk geçtiği için taşınmayı nisan-haziran ya da eylül-ekim aralığına denk getirmek hem eşyanız hem de sizin için daha rahattır. Ailenizin yolculuğu için Ankara-İstanbul hızlı treninin Bilecik ve Bozüyük'te durması pratik bir seçenektir; eşyanızı ise karayoluyla, kendi araçlarımızda taşıyoruz. Taşındıktan sonra e-Devlet'ten adres beyanı yapmak, okul ve aile hekimi kayıtlarının yeni adrese geçmesini kolaylaştırır.",
    ],
    ozellikler: [
      'Karasu Vadisi güzergâh bilgisi',
      'Bozüyük sanayi taşımaları',
      'Öğrenci eşyası koli gönderimi',
      'Plato kışına göre planlama',
    ],
  },
  bursa: {
    ad: 'Bursa',
    aciklama: [
      "Uludağ'ın eteğinden Marmara kıyısına uzanan Bursa, Türkiye'nin en kalabalık şehirlerinden biridir ve taşınma taleplerinin büyük bölümü Osmangazi, Nilüfer ve Yıldırım merkez ilçelerinden gelir. Nilüfer'de Görükle, Özlüce ve Beşevler'in yüksek katlı siteleri, Osmangazi'de Çekirge ve Tophane'nin yokuşlu sokakları, Yıldırım'da Setbaşı çevresinin eski yapıları birbirinden çok farklı hazırlık ister. Kışın Uludağ'a yakın yüksek mahallelerde görülen kar ise yokuşlu sokaklardaki çalışma saatlerini etkileyebilir.",
      "Osmangazi Köprüsü ve Gebze-Orhangazi-İzmir Otoyolu sayesinde İstanbul ile Bursa arasındaki yolculuk birkaç saate inmiştir; Gemlik, Orhangazi ve Mudanya da bu aksın kolayca ulaşılan noktalarıdır. Yenikapı'dan Güzelyalı'ya çalışan feribotlar ise küçük hacimli sevkiyatlarda bir alternatif sunar.",
      "İnegöl'ün mobilya üretimi, Nilüfer ve Demirtaş organize sanayi bölgelerindeki otomotiv yan sanayisi ve tekstil fabrikaları, Bursa'yı ofis, depo ve makine taşımacılığı açısından yoğun bir il yapar. Karacabey, Mustafakemalpaşa ve İznik gibi ilçelerdeki müstakil evlerde ise bahçe ve kiler eşyaları da ekspertiz sırasında taşıma listesine eklenir.",
      "Bursa'da taşınma yoğunluğunun belirgin biçimde arttığı iki dönem vardır: Bursa Uludağ Üniversitesi'nin Görükle Yerleşkesi çevresinde öğrencilerin ev değiştirdiği ağustos-eylül ayları ve okulların kapandığı haziran sonu. Bu dönemlerde Görükle ve Nilüfer'deki site yönetimleri yük asansörü ve otopark için randevu istediğinden tarihi erken belirlemek önemlidir. Osmangazi'de Muradiye ve Hisar çevresindeki tarihî evlerde sokak genişliği sınırlı olduğu için eşya çoğu zaman küçük araçla aktarılır. Depreme karşı sürdürülen kentsel dönüşüm nedeniyle eski binalardan yeni sitelere geçiş de şehirde sık görülen bir taşınma türüdür; yıkım tarihi belli olan binalarda taşınma gününü bu takvime göre erkenden netleştirmek işinizi kolaylaştırır. Otomotiv fabrikalarına atanan mühendisler ve çalışanlar da yıl boyunca düzenli bir hareketlilik yaratır. İstanbul yönüne dönüşlerde bayram arifelerinde otoyolda ve köprü gişelerinde uzayan kuyruklar hesaba katılmalıdır. Kışın Uludağ eteklerindeki yüksek mahallelerde karlı günler, yazın ise öğle sıcağı yükleme saatini belirler; ekiplerimiz bu yüzden mümkün olduğunca sabah erken başlar.",
    ],
    ozellikler: [
      'Osmangazi Köprüsü üzerinden hızlı sevkiyat',
      'Nilüfer yüksek katlı siteler',
      'İnegöl mobilya taşımacılığı',
      'Organize sanayi makine nakli',
    ],
  },
  canakkale: {
    ad: 'Çanakkale',
    aciklama: [
      "Çanakkale, Boğaz'ın iki yakasına yayılan yapısıyla hem Avrupa'da hem Asya'da toprağı bulunan bir ildir. Gelibolu ve Eceabat yarımadada; merkez ilçe ile Lapseki, Biga, Çan, Ezine, Bayramiç, Ayvacık ve Yenice Anadolu yakasında yer alır. Gökçeada ile Bozcaada ise ancak feribotla ulaşılan ada ilçeleridir. Kaz Dağları'nın eteğindeki Bayramiç ve Ayvacık köylerinde kışlar serttir, kıyıda ise ılık ama rüzgârlı bir iklim hâkimdir.",
      "Çanakkale 1915 Köprüsü'nün açılmasıyla İstanbul'dan gelen araçlarımız Tekirdağ ve Malkara üzerinden Malkara-Çanakkale Otoyolu'na girerek Gelibolu'dan Lapseki'ye feribot beklemeden geçebilmektedir. Eceabat ve Kilitbahir iskelelerinden merkeze çalışan feribotlar hâlâ bir seçenektir. Adalara yapılan taşımalarda Kabatepe ve Geyikli sefer saatleri ile sert poyraz günlerinde yaşanabilecek iptaller programa dâhil edilir.",
      "Kordonboyu, Barbaros ve Kepez çevresindeki apartmanlar, Çanakkale Onsekiz Mart Üniversitesi öğrencilerinin kiraladığı daireler ve Çan'daki seramik sanayisi ildeki taşınmaların başlıca adresleridir. Ezine ve Bayramiç'teki köy evlerinde tarım aletlerinin ve büyük ev eşyalarının ayrı ayrı ambalajlanmasını öneririz.",
      "Çanakkale'ye taşınanların başında Onsekiz Mart Üniversitesi'nin öğrenci ve akademisyenleri, ildeki askerî birliklere ve kamu kurumlarına atanan görevliler ile emekliliğini Küçükkuyu, Assos ya da Bozcaada gibi kıyı yerleşimlerinde geçirmek isteyenler gelir. Yarımadada mart ve nisan aylarında 18 Mart ve 25 Nisan anmaları nedeniyle Gelibolu ve Eceabat yolları ziyaretçi otobüsleriyle yoğunlaşır; yazın ise adalara çalışan feribotlarda araç sırası uzar, bu nedenle Bozcaada ve Gökçeada taşımalarını mümkünse haziran öncesine ya da eylül sonrasına planlarız. Şehirde sık esen sert poyraz, özellikle yüksek katlarda dış cephe asansörüyle yapılan taşımalarda güvenlik açısından belirleyicidir; rüzgârın çok kuvvetli olduğu günlerde asansör kurulumunu erteleyebiliriz. Kaz Dağları köylerinde kışın yollar buzlanabildiği için bu bölgelere yapılan taşınmalarda hava tahminini birlikte takip ederiz. Yeni adresinizi e-Devlet'teki adres beyanı hizmetiyle kaydettirmeyi, öğrenciyseniz kira sözleşmenizin başlangıcını dönem başına göre ayarlamayı unutmayın.",
    ],
    ozellikler: [
      'Çanakkale 1915 Köprüsü geçişi',
      'Gökçeada ve Bozcaada taşıması',
      "Boğaz'ın iki yakasında hizmet",
      'Onsekiz Mart çevresi daireler',
    ],
  },
  edirne: {
    ad: 'Edirne',
    aciklama: [
      'Bulgaristan ve Yunanistan sınırında yer alan Edirne, Meriç, Tunca ve Arda nehirlerinin buluştuğu ovada kurulmuştur. Merkez ilçenin yanı sıra Keşan, Uzunköprü, İpsala, Enez, Havsa, Meriç, Lalapaşa ve Süloğlu ilin dokuz ilçesini oluşturur; Keşan ve Uzunköprü, merkezden sonra en çok taşınma görülen ilçelerdir.',
      "İstanbul'dan Edirne'ye ulaşmanın en hızlı yolu Avrupa Otoyolu olarak da bilinen TEM'dir; D100 karayolu ise Lüleburgaz ve Babaeski üzerinden alternatif bir hat sunar. Keşan ve Enez'e giden yükler çoğunlukla Tekirdağ ve Malkara yönünden taşınır. Kışın Balkanlar'dan gelen soğuk hava ve zaman zaman yaşanan taşkınlar, nehir kenarındaki mahallelerde rota ve tarih seçimini etkileyebilir.",
      "Kaleiçi'nin tarihî ahşap evleri ve dar sokakları küçük araçla elle taşımayı gerektirirken Şükrüpaşa ve Kıyık gibi bölgelerdeki yeni apartmanlarda asansörlü taşıma işi kolaylaştırır. Trakya Üniversitesi'nin öğrenci ve akademisyen hareketliliği, Kapıkule sınır kapısı çevresindeki lojistik firmaları ve İpsala ile Meriç'in çeltik işletmeleri de hizmet verdiğimiz kesimler arasındadır.",
      "Edirne'de taşınmaların önemli bir bölümünü Trakya Üniversitesi'nin Balkan Yerleşkesi'ndeki öğrenci ve akademisyenler, ildeki askerî birliklere atanan personel ile Kapıkule ve İpsala gümrüklerinde görev yapan kamu çalışanları oluşturur. Lojmandan çıkış ya da lojmana giriş tarihleri kurum tarafından belirlendiği için bu taşımalarda tarihi, teslim tutanağının imzalanacağı güne göre ayarlarız. Şehir merkezi hafta sonları Bulgaristan ve Yunanistan'dan alışverişe gelen ziyaretçilerle kalabalıklaştığından Selimiye çevresindeki sokaklarda yüklemeyi hafta içine almak daha rahattır. Haziran sonu ile temmuz başında düzenlenen Kırkpınar Yağlı Güreşleri sırasında Sarayiçi çevresi ve şehir girişleri de yoğunlaşır. Karasal iklim nedeniyle kışlar soğuk ve sisli, yazlar sıcak geçer; taşınmak için en uygun dönem genellikle mayıs ve eylül aylarıdır. İstanbul'a dönüşte TEM üzerindeki trafik bayram sonlarında Silivri ve Büyükçekmece girişlerinde yoğunlaşabildiğinden varış saatini buna göre sizinle önceden konuşuruz.",
    ],
    ozellikler: [
      'Kaleiçi dar sokak deneyimi',
      'TEM üzerinden doğrudan ulaşım',
      'Keşan ve Uzunköprü hizmeti',
      'Sınır bölgesi lojistik desteği',
    ],
  },
  istanbul: {
    ad: 'İstanbul',
    aciklama: [
      "İstanbul, Boğaz'ın iki yakasına yayılan 39 ilçesiyle tek başına bir ülke kadar çeşitli bir taşınma haritası sunar: Avrupa Yakası'nda 25, Anadolu Yakası'nda 14 ilçe bulunur. {company}, {foundingYear:ablative} beri {district:locative}ki merkezinden bu haritanın her köşesine hizmet verir; TEM ve Basın Ekspres Yolu'na yakın konumumuz, ekiplerimizin Esenyurt'tan Kadıköy'e, Sarıyer'den Tuzla'ya kadar kısa sürede yola çıkmasını sağlar.",
      "Yakalar arasındaki taşınmalarda 15 Temmuz Şehitler, Fatih Sultan Mehmet ve Yavuz Sultan Selim köprüleri arasından trafiğe ve aracın tonajına en uygun olanı seçilir. Cihangir, Kurtuluş ve Moda gibi semtlerin eski, asansörsüz apartmanlarında dış cephe asansörüyle 20 kata kadar taşıma yapılırken Ataşehir, Başakşehir ve Esenyurt'taki rezidans ve sitelerde site yönetiminden randevu alınır, yük asansörü saatleri önceden ayarlanır.",
      'Dar sokaklarda park yeri ayarlamak, trafiği kapatmadan yükleme yapmak ve Adalar gibi araç kullanımının kısıtlı olduğu yerlerde eşyayı deniz yoluyla aktarmak şehir içi taşımaların olağan parçalarıdır. {MoveDaysFromTo} {moveHours} arasında planlanan taşımaların yanında acil durumlarda günün her saatinde ekip çıkarabiliyoruz.',
    ],
    ozellikler: [
      '{district} merkezli hızlı ekip',
      '39 ilçenin tamamında hizmet',
      'Üç köprüyle yakalar arası taşıma',
      'Asansörsüz binalara dış asansör',
    ],
  },
  kirklareli: {
    ad: 'Kırklareli',
    aciklama: [
      "Kırklareli, kuzeyde Istranca Dağları'nın ormanlarla kaplı yamaçlarından güneyde Ergene havzasının tarım arazilerine uzanan, Bulgaristan sınırındaki bir Trakya ilidir. Merkez ilçenin yanında Lüleburgaz, Babaeski, Vize, Pınarhisar, Demirköy, Pehlivanköy ve Kofçaz bulunur; nüfusun önemli bir kısmı D100 üzerindeki Lüleburgaz'da yaşar.",
      "İstanbul'dan gelen araçlarımız TEM ya da D100 ile Lüleburgaz ve Babaeski'ye ulaşır, il merkezine ise Babaeski'den kuzeye ayrılan yoldan devam eder. Demirköy ve İğneada gibi Karadeniz kıyısındaki noktalara ormanın içinden geçen virajlı yollardan gidildiği için bu adreslere uygun boyutta araç seçilir. Marmara Bölgesi'ndeki bir il olarak Kırklareli, İstanbul'dan çıkışın ardından 24 saat içinde teslim kapsamındadır.",
      "Lüleburgaz'daki fabrikalar ve ticari işletmeler, Kırklareli Üniversitesi'nin Kayalı Yerleşkesi çevresindeki öğrenci daireleri ve Vize ile Pınarhisar'daki müstakil köy evleri, ildeki taşıma taleplerinin ne kadar çeşitli olduğunu gösterir. Kışları sert ve rüzgârlı geçen bu bölgede ev eşyanızı nem ve soğuğa karşı koruyan çok katlı ambalajla hazırlarız.",
      "Kırklareli'ne yapılan taşınmalarda ilin iki farklı yüzünü hesaba katmak gerekir: bir yanda Lüleburgaz ve Babaeski gibi ova ilçelerinde sanayi ve tarımla büyüyen apartman ve site bölgeleri, öbür yanda Yıldız Dağları'nın ormanlık yamaçlarındaki Demirköy, Vize ve Pınarhisar köyleri. Dağlık kesimde kışın kar ve buzlanma sık görüldüğünden İğneada veya Kıyıköy gibi kıyı yerleşimlerine yapılacak kış taşımalarında yol durumunu önceden kontrol ederiz; yaz aylarında ise bu yerlerde yazlık sahipleri nedeniyle trafik ve park sorunu yaşanabilir. İl merkezinde Kırklareli Üniversitesi öğrencileri, ildeki askerî birliklerde ve kamu kurumlarında görev alan atamalı personel taşınmaların düzenli bir kısmını oluşturur; bu taşımalar çoğunlukla okulların kapanmasıyla birlikte yaz aylarında yoğunlaşır. İstanbul'dan emekli olup memleketine dönen aileler için köy evlerinde kiler, ahır ve bahçe eşyalarının ayrı ayrı listelenmesini öneririz. Taşındıktan sonra e-Devlet'ten adres beyanı yapmak, seçmen ve okul kayıtlarının yeni adrese göre güncellenmesini sağlar.",
    ],
    ozellikler: [
      'İğneada ve Demirköy ulaşımı',
      'Lüleburgaz fabrika taşımaları',
      'Trakya kışına uygun ambalaj',
      'D100 ve TEM bağlantısı',
    ],
  },
  kocaeli: {
    ad: 'Kocaeli',
    aciklama: [
      "İzmit Körfezi'nin çevresini saran Kocaeli, İstanbul'un komşusu olan ve Türkiye sanayisinin kalbinin attığı bir ildir. Gebze, Darıca, Çayırova ve Dilovası batıda; İzmit, Körfez, Derince, Kartepe ve Başiskele merkezde; Gölcük ile Karamürsel körfezin güney kıyısında; Kandıra ise Karadeniz sahilinde yer alır.",
      "Anadolu Otoyolu, D100 ve Kuzey Marmara Otoyolu ili doğu-batı doğrultusunda kat ederken Dilovası'ndan başlayan Osmangazi Köprüsü körfezin iki yakasını birbirine bağlar. Bu yoğun yol ağı sayesinde Gebze'ye günün erken saatinde, İzmit'e ise birkaç saat içinde ekip gönderebiliriz; yine de fabrika vardiyalarının yarattığı trafik planlamada göz önüne alınır.",
      "1999 depreminden sonra büyük ölçüde yenilenen ilde İzmit'in Yahyakaptan bölgesi ile Kartepe ve Başiskele'deki yeni siteler asansörlü taşımaya uygundur. Gebze ve Dilovası organize sanayi bölgelerindeki fabrika, depo ve ofis nakillerinde 50 tona kadar ağır yük kapasitemizle çalışır, Kocaeli Üniversitesi ile Gebze Teknik Üniversitesi çevresindeki öğrenci taşımalarını da aynı özenle üstleniriz.",
      "Kocaeli'de taşınmaların büyük kısmı iş değişikliğiyle ilgilidir: Gebze, Dilovası ve Körfez'deki organize sanayi bölgelerinde çalışanlar, Gölcük'teki deniz üssüne atanan personel ve Kocaeli Üniversitesi'nin Umuttepe Yerleşkesi ile Gebze Teknik Üniversitesi çevresindeki öğrenci ve akademisyenler ilin hareketli nüfusunu oluşturur. Gebze, Darıca ve Çayırova'da yükselen çok katlı siteler, İstanbul'da çalışıp burada oturan aileler için sık tercih edilir; bu sitelerde taşıma saatleri ve yük asansörü kullanımı yönetim kurallarına bağlıdır. 1999 depreminden sonra yeniden yapılanan İzmit ve Gölcük'te kentsel dönüşüm hâlâ sürdüğünden bina boşaltma tarihine göre yapılan taşınmalar da sıktır. D100 ve TEM'in Gebze kesimi sabah ve akşam saatlerinde yoğun olduğundan yüklemeyi ve yola çıkışı trafiğin görece sakin olduğu saatlere göre planlarız. Kışın Kartepe'nin yüksek kesimlerinde kar yağışı yaygın olduğundan bu bölgedeki evlere yapılan taşımalarda yolun açık olup olmadığını önceden kontrol ederiz.",
    ],
    ozellikler: [
      'Gebze ve Dilovası sanayi nakli',
      'Körfezin iki yakasına hizmet',
      'Vardiya trafiğine göre planlama',
      'Kandıra sahiline ulaşım',
    ],
  },
  sakarya: {
    ad: 'Sakarya',
    aciklama: [
      "Sakarya Nehri'nin verimli ovasına kurulan Sakarya'da taşınmaların çoğu Adapazarı, Serdivan, Erenler ve Arifiye'den oluşan merkez bölgede yaşanır. Hendek, Akyazı, Geyve ve Pamukova iç kesimde, Karasu ile Kocaali Karadeniz kıyısında, Sapanca ise adını verdiği gölün çevresinde yer alır.",
      "İstanbul'dan gelen araçlarımız Anadolu Otoyolu'nu ya da Akyazı'da bu otoyola bağlanan Kuzey Marmara Otoyolu'nu kullanır; her iki güzergâh da şehre birkaç saat içinde ulaşmayı sağlar. Karasu ve Kocaali'ye yaz aylarında yapılan yazlık taşımalarında sahil yolundaki tatil yoğunluğu göz önünde tutulur.",
      "Adapazarı'nın yumuşak zemini nedeniyle 1999 depreminden sonra şehir merkezinde az katlı yapılar ağırlık kazanmıştır; Serdivan'da ise Sakarya Üniversitesi çevresinde öğrenci daireleri ve yüksek siteler çoğunluktadır. Arifiye'deki otomotiv fabrikaları, Hendek'in organize sanayi bölgesi ve kıyı ilçelerindeki fındık işletmeleri için depo ve ofis taşımaları yapar, Sapanca'daki bungalov ve villalarda bahçe mobilyalarının korunmasına ayrıca dikkat ederiz.",
      "Sakarya'da taşınmalar çoğunlukla Adapazarı, Serdivan ve Erenler üçgeninde yoğunlaşır. 1999 depreminden sonra şehir, zemini daha sağlam olan yüksek kesimlere doğru büyümüştür; özellikle Serdivan'da Sakarya Üniversitesi'nin Esentepe Yerleşkesi çevresinde öğrenci daireleri ve yeni siteler bir aradadır ve eylül başında bu bölgede yoğun bir öğrenci taşınması yaşanır. Sapanca Gölü çevresindeki bahçeli villalar ile Karasu ve Kocaali kıyısındaki yazlık siteler ise İstanbul'dan gelen ailelerin ikinci konut olarak tercih ettiği yerlerdir; buralara yapılan taşımalarda site girişleri ve bahçe yolları için aracın boyutunu önceden belirleriz. Arifiye ve çevresindeki otomotiv fabrikalarında işe başlayan çalışanlar da ilin düzenli taşınma talebini oluşturur. Pazar akşamları ve bayram dönüşlerinde TEM'in Sapanca kesiminde İstanbul yönüne ciddi bir yoğunluk oluştuğundan dönüş taşımalarında hafta içi günleri öneririz. Yağışlı ve nemli iklim nedeniyle sonbahar ve kış aylarında eşyaları su geçirmez örtüyle korumaya özen gösteririz. Taşındıktan sonra e-Devlet'ten adres beyanı yapmayı da ihmal etmeyin.",
    ],
    ozellikler: [
      'Sapanca bungalov ve villa taşıması',
      'Karasu yazlık sezonu hizmeti',
      'Serdivan öğrenci daireleri',
      'Arifiye otomotiv bölgesi nakli',
    ],
  },
  tekirdag: {
    ad: 'Tekirdağ',
    aciklama: [
      "Marmara Denizi'ne uzun bir kıyısı bulunan Tekirdağ, İstanbul'un batıya doğru büyüyen sanayi ve konut alanlarının doğal devamıdır. Merkez ilçe Süleymanpaşa'nın yanı sıra Çorlu, Çerkezköy, Kapaklı, Ergene, Muratlı, Saray, Hayrabolu, Malkara, Marmaraereğlisi ve Şarköy ilin on bir ilçesini oluşturur.",
      "Çorlu, Çerkezköy ve Kapaklı'ya TEM ya da D100 üzerinden kısa sürede ulaşılır; Kuzey Marmara Otoyolu'nun Kınalı bağlantısı da Anadolu Yakası'ndan çıkan yükleri Boğaz'ın şehir içi trafiğine girmeden Trakya'ya taşır. Süleymanpaşa, Şarköy ve Malkara yönündeki adresler için sahil hattı ile Çanakkale'ye uzanan otoyol bağlantısı kullanılır.",
      "Çerkezköy ve Ergene'deki organize sanayi bölgeleri ile Çorlu'nun tekstil işletmeleri ildeki ticari taşımaların merkezindedir; fabrikalara yakın oturmak isteyen çalışanların tercih ettiği Kapaklı ve Çerkezköy'deki yeni apartmanlar ise ev taşımalarında sık karşılaştığımız yapılardır. Marmaraereğlisi ve Şarköy'deki yazlık siteler ile Değirmenaltı gibi sahil mahallelerinde rüzgâra ve deniz nemine karşı sıkı ambalaj uygularız.",
      "Tekirdağ'da taşınma talebi iki ayrı eksende toplanır. Çorlu, Çerkezköy, Kapaklı ve Ergene'deki organize sanayi bölgelerinde çalışan aileler fabrikalara yakın yeni apartman ve sitelere yerleşir; bu ilçelerde iş değişiklikleriyle birlikte yıl boyunca düzenli bir hareketlilik görülür. Kıyıda ise Marmaraereğlisi, Kumbağ ve Şarköy'deki yazlık siteler, İstanbul'dan gelen ailelerin bir kısmı için zamanla kalıcı konuta dönüşmüştür. Bu yazlık bölgelerde haziran-ağustos arası yoğunluk artar, site içi yollar daralır; kalıcı taşınmayı ilkbahara ya da sonbahara almak hem park hem de yükleme açısından kolaylık sağlar. Süleymanpaşa'da Tekirdağ Namık Kemal Üniversitesi öğrencileri ve ildeki kamu kurumlarına atanan personel taşınmaların bir diğer kaynağıdır. İstanbul yönünde D100'ün Silivri ve Büyükçekmece kesimleri yaz hafta sonlarında, TEM ise bayram dönüşlerinde yoğunlaşır; çıkış saatini buna göre ayarlarız. Kıyı boyunca sık esen lodos ve poyraz yüksek katlardaki dış cephe asansörü kullanımını etkileyebildiğinden hava durumunu taşıma gününden önce kontrol ederiz.",
    ],
    ozellikler: [
      'Çerkezköy ve Çorlu fabrika nakli',
      'Kuzey Marmara ile Trakya bağlantısı',
      'Şarköy yazlık taşımaları',
      'Kapaklı yeni konut taşımaları',
    ],
  },
  yalova: {
    ad: 'Yalova',
    aciklama: [
      "Marmara'nın güneydoğusundaki küçük ama hareketli Yalova, Samanlı Dağları'nın ormanlık yamaçları ile deniz arasına yerleşmiş bir ildir. Merkez ilçenin yanında Altınova, Armutlu, Çınarcık, Çiftlikköy ve Termal olmak üzere altı ilçesi bulunur; Çınarcık ile Armutlu'daki yazlık siteler taşımaların önemli bir bölümünü oluşturur.",
      "İstanbul'dan Yalova'ya üç farklı yoldan ulaşılabilir: Osmangazi Köprüsü Altınova'ya iner, Eskihisar-Topçular feribotu Gebze'den körfezin karşı kıyısına kısa bir geçiş sunar, Yenikapı'dan kalkan feribotlar ise doğrudan merkeze yanaşır. Köprü güzergâhı, feribot sıraları ve aracınızın boyutu karşılaştırılarak sizin için en uygun geçiş seçilir.",
      "Çiçekçilik ve fidancılıkla tanınan ilde sera işletmelerinin ekipman taşımaları, Altınova'daki tersanelerin malzeme sevkiyatları ve Termal'deki kaplıca bölgesinde bulunan ikinci konutlar farklı hazırlıklar gerektirir. 1999 depreminden sonra yapılan binaların çoğunda asansörlü taşıma rahatlıkla uygulanır; Armutlu'nun kıvrımlı sahil yolu için ise daha küçük araç tercih ederiz. Yazlık sezonunun kapandığı eylül ayında Çınarcık'tan İstanbul'a dönüş taşımaları yoğunlaştığı için randevunuzu erken almanızı öneririz.",
      "Yalova'ya taşınanların önemli bir kısmı, yıllardır yazlığını Çınarcık, Armutlu ya da Esenköy kıyısında geçiren ve emeklilikte burada kalıcı olarak yaşamaya karar veren İstanbullulardır. Bu kıyı yerleşimlerinde yazlık sitelerin çoğu asansörsüz, az katlı yapılardır ve yaz aylarında sokaklar araçlarla dolduğundan kalıcı taşınmayı ekim-mayıs arasına almak daha rahattır. Merkezde Yalova Üniversitesi öğrencileri, Altınova'daki tersaneler bölgesi ile çevredeki sanayi tesislerinde çalışanlar ve Termal'in kaplıca bölgesindeki konutlar taşınmaların diğer kaynaklarıdır. Araçlarımız çoğunlukla Osmangazi Köprüsü üzerinden gelir; köprü bağlantısında trafik yoğunlaştığında Eskihisar-Topçular feribotu da değerlendirilebilir. Hafta sonu ve bayram dönüşlerinde Yalova'dan İstanbul'a giden yolda ve iskelelerde uzun kuyruklar oluşabildiğinden dönüş taşımalarında hafta içi günleri tercih etmenizi öneririz. Seracılık ve fidancılıkla tanınan ilde bahçeli müstakil evlere taşınırken saksı bitkileri ve fidanlar için ayrı bir taşıma planı yapmak da faydalı olur.",
    ],
    ozellikler: [
      'Eskihisar-Topçular feribot geçişi',
      'Çınarcık ve Armutlu yazlıkları',
      'Altınova tersane sevkiyatı',
      'Sera ve fidanlık ekipmanı',
    ],
  },
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

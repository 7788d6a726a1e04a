import type { PlaceText } from '../types';

/** About texts of the provinces of the Marmara region, keyed by slug. */
export const marmaraProvinceTexts: Record<string, PlaceText> = {
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
};

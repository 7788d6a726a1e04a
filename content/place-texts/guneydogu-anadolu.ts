import type { PlaceText } from '../types';

/** About texts of the provinces of the Güneydoğu Anadolu region, keyed by slug. */
export const guneydoguAnadoluProvinceTexts: Record<string, PlaceText> = {
  adiyaman: {
    ad: 'Adıyaman',
    aciklama: [
      "Adıyaman, Toros Dağları'nın güney eteklerinden Atatürk Baraj Gölü'ne doğru alçalan bir arazide yer alır. Yazlar uzun ve sıcak, kışlar ise merkezde ılıman, kuzeydeki Çelikhan ve Sincik'te daha sert geçer; bu fark aynı il içinde bile taşınma tarihinin seçimini etkiler.",
      "Merkezin yanı sıra Nemrut Dağı'na açılan Kahta ile Besni, Gölbaşı, Gerger, Sincik, Samsat, Tut ve Çelikhan ilçelerine hizmet veriyoruz. 6 Şubat 2023 depremlerinin ardından kentte yeniden yapılanma sürüyor; yeni kalıcı konut alanlarına ve yeniden inşa edilen mahallelere taşınan aileler için ekspertizde bina girişini, asansör durumunu ve aracın yanaşacağı noktayı tek tek değerlendiriyoruz. Petrol üretimi, tekstil ve tütün ilin başlıca geçim kaynakları arasındadır.",
      "İstanbul'dan Adıyaman'a çoğunlukla Ankara ve Kayseri üzerinden Kahramanmaraş'a, oradan Gölbaşı yoluyla kente gelinir; Malatya üzerinden gelen güzergâh da kullanılabilir. Adıyaman Üniversitesi'ne ve sağlık kuruluşlarına atanan personelin eşyasını yaz sıcağında ısıya duyarlı ürünleri ayrı kolilere alarak taşıyor, 72 saat içinde teslim ediyoruz.",
      "Adıyaman'da taşınmak için en rahat dönem ilkbahar ile sonbahardır; temmuz ve ağustosta merkezde ve Kahta'da sıcaklık çok yükselir, Çelikhan ve Sincik gibi kuzeydeki yüksek ilçelerde ise kışın kar etkili olur. Depremden sonra kente gelen ya da kentten ayrılan ailelerin önemli bir kısmı geçici konutlardan kalıcı konutlara geçiş sürecindedir; yeni konut alanlarında anahtar teslimleri toplu yapıldığından aynı gün birden fazla taşıma olabilir, bu yüzden saati önceden netleştiriyoruz. Hasar görmüş bir binadan eşya alınacaksa binaya girişin yetkililerin izin verdiği koşullarda yapılması gerekir. Kahta'dan Atatürk Baraj Gölü'nün karşı kıyısına geçişi sağlayan Nissibi Köprüsü, Diyarbakır yönüne yapılan taşımalarda yolu kısaltır. Aileniz Adıyaman Havalimanı üzerinden ayrı gelebilir; teslim gününü buna göre ayarlıyoruz. Yerleşince e-Devlet'ten adres beyanı yapmanızı, okul nakillerini de yaz tatilinde tamamlamanızı öneririz.",
    ],
    ozellikler: [
      'Kahta ve Nemrut yolu hizmeti',
      'Yeni konutlara özenli yerleşim',
      'Isıya duyarlı eşya ayrımı',
      'Kahramanmaraş bağlantılı güzergâh',
    ],
  },
  batman: {
    ad: 'Batman',
    aciklama: [
      "Batman, Türkiye'nin ilk ticari petrolünün çıkarıldığı Raman sahasıyla büyüyen genç bir sanayi kentidir. Ülkenin ilk rafinerisi burada kurulmuş, kent petrol tesisleri ve çevresindeki lojman bölgeleriyle şekillenmiştir. Batman Çayı'nın batısındaki düzlükte kurulu merkezde yazlar çok sıcak geçer; temmuz ve ağustosta yüklemeyi sabahın serin saatlerine alıyoruz.",
      "Merkez ilçe ile birlikte Kozluk, Sason, Beşiri, Gercüş ve Ilısu Barajı nedeniyle yeni yerine taşınan Hasankeyf'e hizmet veriyoruz. Hızla büyüyen kentte yeni yapılaşmanın yoğunlaştığı bölgelerde yüksek site blokları, eski mahallelerde ise iki üç katlı müstakil evler bulunur. Rafineri, petrol şirketleri ve bunlara hizmet veren firmalar nedeniyle teknik personelin ev taşımaları ile ofis taşımaları da sık yapılır.",
      "İstanbul'dan Batman'a Ankara, Kayseri ve Malatya üzerinden Diyarbakır'a gelinip doğuya devam edilir; Gaziantep–Şanlıurfa Otoyolu'nu izleyip Siverek üzerinden Diyarbakır'a bağlanmak da mümkündür. Batman Üniversitesi'ne ve kamu kurumlarına atanan memurların eşyasını 72 saatlik teslim süresiyle taşıyoruz.",
      "Batman'da yaz sıcağı taşınma takvimini belirleyen başlıca etkendir: temmuz ve ağustosta gün ortasında çalışmak hem ekip hem eşya için zorlayıcıdır, bu yüzden mümkünse nisan-mayıs ya da eylül-ekim aylarını öneriyoruz. Kışlar ise kısa ve görece ılımandır, karın yolu kapattığı günler Sason gibi yüksek kesimler dışında azdır. Kente gelenlerin önemli bir kısmı Türkiye Petrolleri'nin sahalarında ve Tüpraş'ın Batman Rafinerisi'nde çalışan teknik personel ile onlara hizmet veren firmaların çalışanlarıdır; kurum lojmanlarına yerleşecekseniz giriş izni ve teslim saatini önceden öğrenmeniz işleri hızlandırır. Batman Üniversitesi nedeniyle eylül başında öğrenci taşımaları da artar. Yeni Hasankeyf'e taşınacaklar için ilçenin baraj nedeniyle baştan kurulan yerleşim alanında caddeler geniştir ve araç erişimi kolaydır; ekspertizde yine de yükleme noktasını yerinde belirliyoruz. Aileniz Batman Havalimanı üzerinden ya da Kurtalan'a uzanan demiryolu hattıyla ayrı gelebilir. Yerleştikten sonra e-Devlet üzerinden adres beyanınızı yapmayı unutmayın.",
    ],
    ozellikler: [
      'Petrol kentinde kurumsal taşıma',
      "Yeni Hasankeyf'e taşınma",
      'Sabah serinliğinde yükleme',
      'Kozluk ve Beşiri hizmeti',
    ],
  },
  diyarbakir: {
    ad: 'Diyarbakır',
    aciklama: [
      "Dicle Nehri'nin kıyısında yükselen bazalt surları ve Hevsel Bahçeleri'yle UNESCO Dünya Mirası Listesi'nde yer alan Diyarbakır, Güneydoğu Anadolu'nun en büyük kentlerinden biridir. Yazlar çok sıcak ve kurak, kışlar ise serin ve zaman zaman karlı geçer; yaz aylarında ilaç, mum ve elektronik gibi ısıya duyarlı eşyaları ayrı ve korumalı kolilerle taşıyoruz.",
      "Büyükşehrin merkez ilçeleri Sur, Bağlar, Kayapınar ve Yenişehir'dir. Sur içindeki dar sokaklı, kara bazalt taşından yapılmış avlulu evlerde eşyanın araca kadar elde taşınması gerekirken, Kayapınar'daki Diclekent çevresi ve Yenişehir'deki Ofis semti gibi bölgelerde yüksek bloklarda asansörle çalışırız. Ergani, Bismil, Silvan, Çermik, Çınar, Dicle, Eğil, Hani, Hazro, Kocaköy, Kulp ve Lice ilçelerine de hizmet veriyoruz.",
      "İstanbul'dan Diyarbakır'a iki ana yol kullanılır: Ankara'dan sonra Kayseri, Malatya, Elazığ ve Ergani üzerinden kuzeyden inmek ya da Ankara–Niğde Otoyolu ile Adana'ya, oradan Gaziantep–Şanlıurfa otoyolunu izleyip Siverek'ten kente ulaşmak. Dicle Üniversitesi, bölge müdürlükleri ve büyük hastaneleriyle tayin hareketliliği yüksek olan kentte kurum ve ofis taşımalarını da planlı biçimde yürütüyor, eşyanızı 72 saat içinde teslim ediyoruz.",
      "Diyarbakır'da taşınma takvimini en çok yaz sıcağı belirler: temmuz ve ağustosta gün ortası yükleme için uygun değildir, bu yüzden bu aylarda işe sabah erkenden başlıyoruz. En rahat dönem mart sonundan haziran başına ve eylül ortasından kasıma kadar olan aylardır; kışlar serin geçse de kar nadiren uzun süre kalır. Kente gelenler arasında Dicle Üniversitesi'nin öğrencileri ve akademisyenleri, hastanelere atanan sağlık çalışanları, öğretmenler ve bölge müdürlüklerine tayin edilen memurlar öne çıkar; öğrenci taşımaları eylül başında, tayin taşımaları ise yaz aylarında yoğunlaşır. Bağlar'ın sık apartmanlı sokaklarında park yeri bulmak zor olabildiğinden aracın duracağı noktayı önceden belirliyor, Kayapınar'daki yeni sitelerde yönetimden asansör kullanım izni almanızı öneriyoruz. Aileniz Diyarbakır Havalimanı üzerinden ayrı gelebilir. Yerleştikten sonra adres beyanınızı e-Devlet'ten yapmayı unutmayın.",
    ],
    ozellikler: [
      "Sur'da avlulu ev taşıması",
      'Kayapınar bloklarına asansör',
      'Kuzey ya da otoyol güzergâhı',
      'Dicle Üniversitesi ve kurum tayini',
    ],
  },
  gaziantep: {
    ad: 'Gaziantep',
    aciklama: [
      "Gaziantep, Güneydoğu Anadolu'nun sanayi ve ticaret merkezidir; organize sanayi bölgelerindeki tekstil, halı, gıda ve plastik fabrikalarıyla ülkenin önde gelen ihracat kentlerinden biridir. Antep fıstığı, baklavası ve Zeugma Mozaik Müzesi kentin dünyaca tanınan değerleridir. Yazlar sıcak ve kurak, kışlar ise ılıman ve yağışlıdır.",
      "Büyükşehrin merkezini Şahinbey ve Şehitkamil ilçeleri oluşturur. İbrahimli ve Batıkent gibi yeni bölgelerde yüksek katlı siteler yoğunken, Bey Mahallesi çevresinde kesme taştan yapılmış tarihi avlulu evler bulunur. Nizip, İslahiye, Nurdağı, Oğuzeli, Araban, Yavuzeli ve Karkamış'a da taşıma yapıyoruz. Fabrika, atölye ve ofis taşımalarında 1 ile 50 ton arasındaki ağır yükler için uygun araç ve ekipmanı sağlıyoruz.",
      "İstanbul'dan Gaziantep'e neredeyse tamamı otoyoldan oluşan bir güzergâhla ulaşılır: Kuzey Marmara Otoyolu ya da Anadolu Otoyolu ile Ankara'ya, Ankara–Niğde Otoyolu ve Pozantı üzerinden Toroslar'ı aşarak Adana'ya, oradan Tarsus–Adana–Gaziantep Otoyolu ile kente varılır. Bu bağlantı sayesinde eşyanız 72 saat içinde teslim edilir; Gaziantep Üniversitesi'ne ve kamu kurumlarına atanan memurlar için de aynı planlama geçerlidir.",
      "Gaziantep'e taşınanların önemli bir kısmı organize sanayi bölgelerindeki fabrikalara gelen mühendisler, teknik personel ve yöneticilerle Gaziantep Üniversitesi başta olmak üzere kentteki üniversitelerin öğrencileri ve akademisyenleridir. Şehitkamil'in kuzey ve batısında gelişen yeni bölgelerde yüksek katlı siteler yaygındır; bu sitelerde taşınma günü için yönetimden izin almanızı, asansörün ve otoparkın kullanım saatlerini önceden öğrenmenizi öneririz. Depremde ağır hasar gören Nurdağı ve İslahiye'de yeniden yapılanma sürdüğü için bu ilçelerdeki kalıcı konutlara yapılacak taşımalarda adresi ekspertizde ayrıca değerlendiriyoruz. Yazlar sıcak geçtiğinden temmuz ve ağustosta yüklemeyi sabah saatlerine alıyoruz; en rahat dönem ilkbahar ve sonbahardır. Bayram arifelerinde Adana ile Gaziantep arasındaki otoyolda trafik belirgin biçimde artar, bu günleri mümkünse taşınma takviminizin dışında tutun. Aileniz Gaziantep Havalimanı üzerinden gelebilir; adres beyanını da e-Devlet'ten yapabilirsiniz.",
    ],
    ozellikler: [
      'Fabrika ve atölye taşıması',
      'Şahinbey ve Şehitkamil hizmeti',
      'Otoyol ağırlıklı güzergâh',
      'Bey Mahallesi taş evleri',
    ],
  },
  kilis: {
    ad: 'Kilis',
    aciklama: [
      "Gaziantep'in güneyinde, Türkiye'nin güney sınırında yer alan Kilis, ülkenin en küçük illerinden biridir. Akdeniz etkisi taşıyan iklimi sayesinde kışlar ılıman, yazlar ise sıcak geçer. Zeytinlikler ve üzüm bağları ilin manzarasını belirler; Kilis zeytinyağı ve Kilis tava yöreye özgü tanınan lezzetlerdir.",
      "Merkez ilçe ile Elbeyli, Musabeyli ve Polateli'ye hizmet veriyoruz. Tarihi kent merkezinde kesme taştan yapılmış, avlulu ve kalın duvarlı geleneksel Kilis evleri dikkat çeker; bu evlerin dar kapı ve merdivenlerinden geçmeyen büyük mobilyaları gerektiğinde sökerek taşıyoruz. Yeni yerleşim alanlarında ise orta katlı apartmanlar ve toplu konut blokları yaygındır.",
      "İstanbul'dan Kilis'e Anadolu Otoyolu, Ankara–Niğde Otoyolu ve Tarsus–Adana–Gaziantep Otoyolu ile Gaziantep'e, oradan yaklaşık bir saatlik karayoluyla ulaşılır. Kilis 7 Aralık Üniversitesi'ne atanan akademisyenler, öğretmenler ve sağlık personeli, küçük hacimli lojman taşımalarında parça eşya seçeneğini de değerlendirebilir; bunun için rezervasyonu en az 2 saat önceden yapmanız yeterlidir.",
      "Kilis küçük ve derli toplu bir kent olduğundan taşınma günü trafiği büyük kentlere göre çok daha rahattır; merkezdeki mahallelerin çoğuna kısa sürede ulaşılır. Yazlar ise oldukça sıcak geçer: temmuz ve ağustosta yükleme ile boşaltmayı sabahın erken saatlerine alıyor, ısıya duyarlı eşyaları ayrı kolilere yerleştiriyoruz. En uygun dönem ilkbahar ile sonbahardır; ancak zeytin hasadının yapıldığı ekim ve kasımda köy yollarında tarım trafiği artabilir. Kilis'e gelenler arasında Kilis 7 Aralık Üniversitesi'nin öğrencileri ve personeli, öğretmenler, sağlık çalışanları ile Suriye sınırındaki Öncüpınar Sınır Kapısı'nda görev yapan gümrük ve güvenlik personeli öne çıkar. Kentte havalimanı bulunmadığından uçakla gelecek aileler genellikle Gaziantep Havalimanı'nı kullanır; teslim gününü varışınıza göre ayarlıyoruz. Geleneksel taş evlerde avlu kapısının genişliğini ekspertizde ölçüyor, yerleştikten sonra e-Devlet üzerinden adres beyanı yapmanızı hatırlatıyoruz. Kilis'ten İstanbul'a dönen aileler ise çoğunlukla okulların kapandığı haziran sonunu tercih eder.",
    ],
    ozellikler: [
      'Geleneksel taş evlerde taşıma',
      'Elbeyli ve Musabeyli hizmeti',
      'Gaziantep üzerinden kısa yol',
      'Lojmana parça eşya seçeneği',
    ],
  },
  mardin: {
    ad: 'Mardin',
    aciklama: [
      "Mezopotamya Ovası'na bakan bir yamaca basamaklar halinde kurulmuş Mardin'in tarihi kenti, bal rengi kalker taşından evleri, abbara adı verilen kemerli geçitleri ve merdivenli sokaklarıyla benzersizdir. Bu dokuda araçların giremediği pek çok sokak bulunduğundan eski Mardin'deki taşımalarda eşyayı en yakın araç noktasına kadar ekibimiz elde taşır; bunu ekspertizde adım adım planlıyoruz.",
      "Merkez ilçe Artuklu'da tarihi kentin yanında, ovaya doğru gelişen Yenişehir'de modern apartmanlar ve siteler yer alır. İlin en kalabalık ilçesi ovadaki Kızıltepe'dir; telkari gümüş işçiliği ve taş konaklarıyla Midyat ile Nusaybin, Derik, Savur, Ömerli, Dargeçit, Mazıdağı ve Yeşilli de hizmet alanımızdadır. Yazlar çok sıcak geçtiği için yükleme saatlerini günün serin dilimlerine göre belirliyoruz.",
      "İstanbul'dan Mardin'e genellikle Ankara, Adana ve Gaziantep üzerinden otoyolla Şanlıurfa'ya, buradan Viranşehir ve Kızıltepe yoluyla ulaşılır; Diyarbakır üzerinden güneye inen yol da kullanılır. Mardin Artuklu Üniversitesi'ne ve kamu kurumlarına tayini çıkan memurların yanı sıra turizm işletmelerinin taşımalarını da üstleniyor, eşyanızı 72 saat içinde teslim ediyoruz.",
      "Eski Mardin'in ana aksı olan Cumhuriyet Caddesi gün boyu yoğundur; bu cadde üzerindeki ya da ondan ayrılan merdivenli sokaklardaki evlerde yüklemeyi trafiğin en sakin olduğu sabah erken saatlere alıyoruz. Turizm sezonunun hareketli olduğu ilkbahar ve sonbaharda, özellikle hafta sonları ve bayramlarda tarihi kentte araç ilerlemek güçleşir; taşınma gününüzü hafta içine denk getirmeniz işleri kolaylaştırır. Kalın taş duvarlı evler yazın serin kalsa da dar kapılar ve taş merdivenler büyük mobilyaların sökülmesini gerektirebilir. Yenişehir'deki apartmanlarda ve Kızıltepe'deki yeni yerleşimlerde araç erişimi ise rahattır. Kente gelenler arasında Mardin Artuklu Üniversitesi'nin personeli ve öğrencileri, öğretmenler, sağlık çalışanları ve turizm sektöründe çalışanlar öne çıkar. Aileniz Mardin Havalimanı üzerinden ayrı gelebilir; yerleştikten sonra adres beyanınızı e-Devlet'ten yapmayı unutmayın.",
    ],
    ozellikler: [
      'Merdivenli sokakta elle taşıma',
      'Artuklu ve Yenişehir hizmeti',
      'Midyat taş konak taşıması',
      'Kızıltepe Ovası teslimatı',
    ],
  },
  siirt: {
    ad: 'Siirt',
    aciklama: [
      "Siirt, Dicle'nin önemli kollarından Botan Çayı'na yakın, engebeli bir arazi üzerinde kuruludur. Yazlar sıcak ve kurak, kışlar ise yağışlı ve serin geçer; Pervari ve Baykan gibi yüksek kesimlerde kar daha etkilidir. İri taneli Siirt fıstığı, el dokuması Siirt battaniyesi ve büryan kebabı ilin tanınan değerleridir.",
      "Merkezin yanı sıra demiryolu hattının son durağı olan Kurtalan ile Baykan, Eruh, Pervari, Şirvan ve yetiştirdiği âlimlerle anılan Tillo'ya hizmet veriyoruz. Kent merkezinde orta katlı apartmanlar ve yeni toplu konut blokları ağırlıktadır; eski mahallelerde ise dar sokaklar ve bahçeli müstakil evler bulunur, bu sokaklarda gerektiğinde daha küçük bir araçla aktarma yapıyoruz.",
      "İstanbul'dan Siirt'e Ankara, Kayseri, Malatya ve Elazığ üzerinden Diyarbakır'a, buradan Batman'ı geçerek ulaşılır. Kurtalan'a kadar uzanan demiryolu ve ilin havalimanı sayesinde aileniz ayrı yolculuk yapıp eşyayı yeni evde karşılayabilir. Siirt Üniversitesi'ne, okullara ve hastanelere atanan memurların eşyasını 72 saat içinde teslim ediyoruz.",
      "Siirt'te taşınmak için en rahat dönem ilkbahar ile sonbahardır; temmuz ve ağustosta merkezde ve Kurtalan'da sıcaklık çok yükselir, kış aylarında ise yağmur ve yüksek kesimlerde kar yollarda yavaşlamaya neden olabilir. Siirt fıstığının hasat edildiği yaz sonunda bahçe ve köy yollarında hareketlilik artar, ilçelere yapılacak teslimatları buna göre planlıyoruz. Kente gelenlerin büyük bölümü Siirt Üniversitesi'nin öğrencileri ve akademisyenleri ile il merkezine ve ilçelere atanan öğretmenler, hemşireler, hekimler ve diğer kamu görevlileridir; öğrenci taşımaları eylül başında, tayin taşımaları ise yaz aylarında yoğunlaşır. Pervari ve Eruh çevresindeki Botan Vadisi'ne yakın köylere yapılacak taşımalarda dağ yollarının durumunu önceden kontrol ediyoruz. Siirt battaniyesi gibi el dokuması tekstilleri ve kilimleri nemden ve tozdan korumak için ayrı örtülerle paketliyoruz. Lojmana yerleşecekseniz teslim tarihini kurumunuzdan öğrenmeniz, okul nakillerini yaz tatilinde tamamlamanız ve e-Devlet'te adres beyanınızı yapmanız yeterlidir.",
    ],
    ozellikler: [
      'Kurtalan ve Tillo hizmeti',
      'Eski mahallede küçük araç',
      'Batman üzerinden bağlantı',
      'Memur tayininde lojman taşıması',
    ],
  },
  sanliurfa: {
    ad: 'Şanlıurfa',
    aciklama: [
      "Göbeklitepe, Balıklıgöl ve Harran gibi dünyaca tanınan mirasıyla bilinen Şanlıurfa, aynı zamanda Güneydoğu Anadolu Projesi'nin tarım merkezidir. Atatürk Barajı'ndan gelen sularla sulanan Harran Ovası'nda pamuk, mısır ve fıstık üretilir. Yaz sıcaklıkları 40 dereceyi rahatlıkla aşabildiğinden ahşap mobilyayı ve beyaz eşyayı güneşe karşı kapalı kasalı araçlarda taşıyoruz.",
      "Büyükşehrin merkezinde Eyyübiye, Haliliye ve Karaköprü ilçeleri bulunur. Tarihi çarşı ve Balıklıgöl çevresindeki kesme taş Urfa evleri dar sokaklarıyla özenli bir taşıma ister; Karaköprü'de ise hızla yükselen yüksek katlı siteler ağırlıktadır. Siverek ve Viranşehir gibi büyük ilçelerin yanı sıra Birecik, Halfeti, Suruç, Akçakale, Ceylanpınar, Harran, Bozova ve Hilvan'a da hizmet veriyoruz.",
      "İstanbul'dan Şanlıurfa'ya Anadolu Otoyolu ile Ankara'ya, Ankara–Niğde Otoyolu ve Pozantı üzerinden Adana'ya, oradan Gaziantep'i geçerek Şanlıurfa'ya kadar otoyolla ulaşılır. Harran Üniversitesi'ne ve kamu kurumlarına tayini çıkan memurların ev eşyasını da, tarım işletmelerinin ofis taşımalarını da 72 saat içinde yeni adresine ulaştırıyoruz.",
      "Şanlıurfa'da yaz sıcağı taşınma gününün planını doğrudan belirler; haziran ortasından eylül başına kadar yüklemeyi sabahın ilk saatlerinde bitirmeye çalışıyoruz. En rahat dönem mart ile mayıs ve ekim ile kasım arasıdır; kışlar ılıman geçer ve kar nadirdir. Balıklıgöl ve tarihi çarşı çevresi hafta sonları ve bayramlarda ziyaretçilerle dolduğundan bu bölgedeki evlerde taşınmayı hafta içine almanızı öneririz. Karaköprü'deki yüksek katlı sitelerde ise taşınma günü için site yönetiminden izin almanız ve asansör kullanım saatlerini öğrenmeniz işleri hızlandırır. Kente gelenler arasında Harran Üniversitesi'nin Osmanbey Kampüsü'ne gelen öğrenciler ve akademisyenler, hastanelere atanan sağlık çalışanları, öğretmenler ve Akçakale ile Ceylanpınar'daki sınır kapılarında görev yapan personel öne çıkar. Pamuk hasadının sürdüğü sonbaharda Harran Ovası'ndaki yollarda tarım araçları nedeniyle yavaşlama olabilir. Aileniz Şanlıurfa GAP Havalimanı üzerinden ayrı gelebilir; yerleştikten sonra e-Devlet'te adres beyanınızı yapmayı, okul nakillerini de yaz tatilinde tamamlamayı unutmayın.",
    ],
    ozellikler: [
      'Karaköprü sitelerine asansör',
      'Balıklıgöl çevresi taş evler',
      'Siverek ve Birecik hizmeti',
      'Harran Üniversitesi tayinleri',
    ],
  },
  sirnak: {
    ad: 'Şırnak',
    aciklama: [
      "Cudi ve Gabar dağlarının arasında, 1.400 metre dolayında bir rakımda kurulu Şırnak il merkezi, dağ yamaçlarına yayılan yapısıyla kışın karlı, yazın serin bir kenttir. Buna karşılık Dicle kıyısındaki Cizre ile ovadaki Silopi'de yazlar çok sıcak geçer; aynı ilde iki farklı iklim, taşıma hazırlığını da farklılaştırır.",
      "Merkez ilçe ile birlikte Dicle kıyısındaki tarihi Cizre, Habur Sınır Kapısı'yla ticaretin canlı olduğu Silopi, İdil, Uludere, Beytüşşebap ve Güçlükonak'a hizmet veriyoruz. Kent merkezinde yeni toplu konut blokları ve yamaçlara kurulmuş apartmanlar, Cizre ve Silopi'de ise düz arazide gelişen geniş caddeli yeni yerleşimler bulunur. Asfaltit madenciliği, sınır ticareti ve lojistik ilin ekonomisinde önemli yer tutar.",
      "İstanbul'dan Şırnak'a Ankara, Adana, Gaziantep ve Şanlıurfa üzerinden Kızıltepe ve Nusaybin'e, buradan D400 kara yoluyla Cizre'ye ulaşılır; il merkezine Cizre'den kuzeye tırmanan dağ yoluyla çıkılır. Şırnak Üniversitesi'ne, hastanelere ve okullara atanan kamu görevlilerinin eşyasını 72 saatlik teslim süresiyle taşıyor, Şerafettin Elçi Havalimanı'yla gelen ailelerin teslim saatini uçuşlarına göre ayarlıyoruz.",
      "Şırnak'a taşınanların büyük bölümü il merkezine ve ilçelere atanan öğretmenler, sağlık çalışanları ve diğer kamu görevlileri ile Şırnak Üniversitesi'nin personeli ve öğrencileridir; Habur'da görev yapan gümrük personeli ve maden işletmelerinin teknik çalışanları da bunlara eklenir. İl merkezinde kış kasımdan mart sonuna kadar karlı geçebildiğinden Cizre'den merkeze tırmanan virajlı yolda buzlanma riski vardır; bu mevsimde yükü ara bölmelerle sabitliyor, yolculuğu gün ışığında tamamlıyoruz. Cizre ve Silopi'de ise yaz aylarında sıcak çok yükseldiği için boşaltmayı sabaha alıyoruz. Uludere, Beytüşşebap ve Güçlükonak gibi dağlık ilçelerde son bölümdeki yolların genişliğini ekspertizde kontrol ediyoruz. Lojmana yerleşecekseniz anahtar teslim tarihini kurumunuzdan önceden öğrenmeniz, yerleştikten sonra da e-Devlet üzerinden adres beyanı yapmanız yeterlidir; görev süresi dolan memurların İstanbul'a dönüşü genellikle yaz tatiline denk gelir.",
    ],
    ozellikler: [
      'Cizre ve Silopi teslimatı',
      'Dağ ve ova iklimine hazırlık',
      'D400 üzerinden güzergâh',
      'Şırnak Üniversitesi tayinleri',
    ],
  },
};

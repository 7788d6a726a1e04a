import type { BlogPost } from '../../types';

export const isGunuKaybetmedenOfisTasima: BlogPost = {
  id: 'is-gunu-kaybetmeden-ofis-tasima',
  title: 'İş Günü Kaybetmeden Ofis Taşımanın Yolları',
  excerpt:
    'Cuma akşamı eski ofisi kapatıp pazartesi sabahı yeni adreste çalışmaya başlamak için bina izinlerinden bilgi işlem planına uzanan adım adım rehber.',
  content: [
    {
      type: 'p',
      text: 'Bir ofisin taşınması, bir evin taşınmasından farklı olarak saatle ölçülen bir kayıp riski taşır. Telefonlara cevap verilemeyen, faturanın kesilemediği, müşterinin kapalı kapıyla karşılaştığı her saat doğrudan işletmeye yansır. İyi haber şu: on kişilik bir muhasebe bürosundan birkaç kata yayılmış bir çağrı merkezine kadar çoğu ofis, doğru planla cuma akşamı kapanıp pazartesi sabahı yeni adreste açılabilir. Bu yazıda hangi adımın hangi sırayla atılması gerektiğini anlatıyoruz.',
    },
    { type: 'h2', text: 'Sorumluyu ve takvimi belirleyin' },
    {
      type: 'p',
      text: 'Ofis taşımasında ilk karar, işi kimin yöneteceğidir. Şirket içinden bir taşınma sorumlusu ve her departmandan bir temsilci seçmek, nakliyat firmasının tek bir muhatapla çalışmasını sağlar ve çelişkili talimatların önüne geçer. Tarih seçerken ay sonu kapanışı, beyanname dönemi ya da satışların en yoğun olduğu haftalar gibi kritik dönemlerden uzak durun.',
    },
    {
      type: 'ul',
      items: [
        'Taşınma sorumlusunu ve departman temsilcilerini yazılı olarak görevlendirin.',
        'Ücretsiz ekspertiz için nakliyat ekibini mevcut ofise davet edin; arşiv, sunucu odası ve büyük toplantı masası gibi özel kalemleri birlikte gezin.',
        'Taşımayı cumartesi gününe planlayın; mesai saatleri dışında çalışma gerekecekse bunu ekspertiz sırasında açıkça konuşun.',
        'Büyük ofislerde tek seferde taşımak yerine departman departman ilerleyen aşamalı bir plan değerlendirin.',
      ],
    },
    { type: 'h2', text: 'Bina yönetimi ve plaza kuralları' },
    {
      type: 'p',
      text: "İstanbul'da Maslak, Levent, Ataşehir ya da Kozyatağı'ndaki iş merkezlerinin çoğunda taşınma, bina yönetiminin yazılı onayına bağlıdır. Bazı binalar yük girişine yalnızca hafta sonu ya da akşam saatlerinde izin verir, ekipteki herkesin kimlik bilgisini önceden ister ve yük asansörünü saatlik dilimlerle rezerve eder. Hem çıkacağınız hem de gireceğiniz binada bu kuralları en az üç hafta önceden öğrenin.",
    },
    {
      type: 'ul',
      items: [
        'Yük asansörü rezervasyonunu iki bina için de aynı güne ve birbirini izleyen saatlere yapın.',
        'Yükleme rampasının ya da kapalı otopark girişinin yükseklik sınırını sorun; kamyon boyutu buna göre seçilir.',
        'Ortak alanlarda zemin ve duvar koruması isteniyorsa malzemeyi kimin sağlayacağını netleştirin.',
        'Ekipteki kişilerin isim listesini ve araç plakalarını güvenlik birimine iletin.',
      ],
    },
    {
      type: 'p',
      text: "Plaza dışındaki ofislerde, örneğin Eminönü ya da Karaköy'deki eski bir iş hanında ya da bir apartman katında, sorun genellikle dar merdiven ve küçük asansördür. Bu durumda dış cepheden asansörlü taşıma hem bina içindeki ortak alanları korur hem de süreyi belirgin biçimde kısaltır; ekibimiz bu yöntemle yirminci kata kadar çalışabiliyor.",
    },
    { type: 'h2', text: 'Bilgi işlem: taşımanın kalbi' },
    {
      type: 'p',
      text: 'Masalar ve dolaplar birkaç saatte yeniden kurulur; asıl gecikmeyi yaratan, bilgisayarların ağa bağlanmaması, yazıcının tanınmaması ya da internet hattının açılmamasıdır. Bu nedenle bilgi işlem planı, mobilya planından önce hazırlanmalıdır.',
    },
    {
      type: 'ul',
      items: [
        'Kurumsal internet hattının yeni adrese nakli için servis sağlayıcınıza en az dört hafta önce başvurun; sabit IP adresi ve santral numaralarının korunup korunmayacağını sorun.',
        'Taşınmadan önceki son iş günü sunucu ve bilgisayarların tam yedeğini alın, yedeği ofis dışında saklayın.',
        'Yeni ofisteki priz, ağ noktası ve kablo kanallarını taşınmadan önce yerinde kontrol ettirin.',
        'Her bilgisayar, monitör ve kabloyu aynı numarayla etiketleyin; kabloları poşetleyip ait oldukları kasaya bantlayın.',
        'Sunucu ve ağ dolabını kendi bilgi işlem sorumlunuz söksün; nakliyat ekibi bunları darbe emici ambalajla ayrı taşısın.',
      ],
    },
    { type: 'h2', text: 'Numaralandırma ve yerleşim planı' },
    {
      type: 'p',
      text: 'Pazartesi sabahı herkesin kendi masasına oturabilmesinin sırrı, basit bir numaralandırma sistemidir. Yeni ofisin kat planında her masaya bir kod verin; örneğin üçüncü kattaki muhasebe için M-301, M-302 gibi. Aynı kodu o masaya ait sandalye, çekmece ünitesi, bilgisayar ve kolilere de yazın. Yeni ofiste masaların duracağı noktalara bu kodları kâğıtla yapıştırdığınızda ekip, kimseye sormadan her parçayı doğru yere bırakır.',
    },
    {
      type: 'ul',
      items: [
        'Her çalışana kendi masasını ve kişisel eşyalarını kolilemesi için mesai içinde zaman ayırın.',
        'Mutfak, toplantı odası ve arşiv gibi ortak alanlar için ayrı bir renk ya da harf kullanın.',
        'Kilitli dolapların anahtarlarını etiketli bir zarfta taşınma sorumlusunda toplayın.',
      ],
    },
    { type: 'h2', text: 'Arşiv ve gizli belgeler' },
    {
      type: 'p',
      text: 'Muhasebe kayıtları, personel dosyaları ve sözleşmeler hem yasal saklama yükümlülükleri hem de kişisel verilerin korunması açısından özen ister. Arşiv kolilerini mühürlü bantla kapatıp numaralandırın ve bir teslim listesiyle araca yükletin. Saklama süresi dolmuş belgeleri taşımak yerine, taşınmadan önce tutanakla imha ettirmek hem hacmi hem de taşıma yükünü azaltır.',
    },
    { type: 'h2', text: 'Çalışanları ve müşterileri sürece katın' },
    {
      type: 'p',
      text: 'Taşınmanın sessiz maliyeti, belirsizlikten doğan verim kaybıdır. Çalışanlarınıza yeni ofisin adresini, ulaşım seçeneklerini ve ilk gün nereye oturacaklarını en az iki hafta önce duyurun. Yeni adres metro ya da Marmaray hattına uzaksa servis güzergâhını şimdiden düzenleyin. Müşterilerinize ise taşınma haftasında hangi kanaldan size ulaşabileceklerini bildirin; sabit hattınızı taşınma süresince bir cep telefonuna yönlendirmek, tek bir çağrının bile kaçmamasını sağlar.',
    },
    {
      type: 'ul',
      items: [
        'Yeni ofisin kat planını ve masa kodlarını ortak bir klasörde paylaşın.',
        'Otopark, kartlı giriş ve yemek düzeni gibi günlük ayrıntıları tek bir bilgilendirme notunda toplayın.',
        'Taşınma hafta sonu için acil durumlarda aranacak iki kişinin adını tüm ekibe iletin.',
      ],
    },
    { type: 'h2', text: 'Resmi bildirimler' },
    {
      type: 'p',
      text: 'Adres değişikliği kartvizitleri yenilemekle bitmez. Şirketinizin türüne göre aşağıdaki işlemleri takvime ekleyin:',
    },
    {
      type: 'ul',
      items: [
        "Ticaret sicili müdürlüğünde adres değişikliğinin tescili ve Türkiye Ticaret Sicili Gazetesi'nde ilanı",
        'Vergi dairesine yeni iş yeri adresinin bildirimi; Vergi Usul Kanunu bu bildirim için bir aylık süre tanır',
        'Yeni adres için belediyeden işyeri açma ve çalışma ruhsatı alınması',
        'SGK işyeri kaydındaki adres bilgisinin güncellenmesi',
        'Bankalara, tedarikçilere, kargo firmalarına ve müşterilere yazılı duyuru',
        'Fatura şablonu, internet sitesi, harita kayıtları ve tabelanın yenilenmesi',
      ],
    },
    { type: 'h2', text: 'Cumartesi taşıma, pazartesi açılış' },
    {
      type: 'p',
      text: 'Cumartesi sabahı ekip geldiğinde yükleme önceden belirlenen sırayla ilerler: önce arşiv ve depo malzemesi, ardından masalar ve dolaplar. Bilgi işlem ekipmanı ayrı bir bölmede taşınır ve yeni ofiste masalar kurulduktan sonra koduna göre dağıtılır. Bursa ya da Kocaeli gibi bir Marmara iline taşınan şirketler için teslim 24 saat, Ankara veya İzmir için 48 saat içinde gerçekleştiğinden, şehir dışı taşımalarda bu süreyi takvime baştan eklemek gerekir.',
    },
    {
      type: 'p',
      text: 'Pazar günü bilgi işlem ekibinin birkaç saatlik deneme turu, pazartesiyi sakinleştirir: her bilgisayar açılır, ağ ve yazıcı bağlantısı denenir, telefon santrali kontrol edilir. Pazartesi sabahı ise taşınma sorumlusu bir saat erken gelip eksik koli ya da kopuk bağlantı olup olmadığını sorar; küçük sorunlar mesai başlamadan çözülür.',
    },
    {
      type: 'ul',
      items: [
        'Tüm bilgisayarlar ağa ve paylaşılan klasörlere erişebiliyor mu?',
        'Telefon hatları ve santral yönlendirmeleri çalışıyor mu?',
        'Yazıcı, tarayıcı ve kartlı giriş sistemi tanımlandı mı?',
        'Eski ofiste unutulan bir şey kaldı mı, anahtar teslimi tutanakla yapıldı mı?',
      ],
    },
    {
      type: 'p',
      text: 'Ofisinizin büyüklüğü ne olursa olsun, ekspertiz ziyaretinde bu listenin üzerinden sizinle madde madde geçiyoruz. İyi hazırlanmış bir plan, çalışanlarınızın taşınmayı yalnızca masalarının yeni manzarasından fark etmesini sağlar.',
    },
  ],
  author: 'zeynep-arslan',
  date: '2025-09-22',
  category: 'ofis-tasima',
  readTime: 5,
  tags: ['ofis taşıma', 'plaza taşıma', 'bilgi işlem', 'kurumsal taşınma', 'yük asansörü'],
};

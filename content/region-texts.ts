// The descriptive paragraph of each region hub: the roads a move from İstanbul takes, the
// kind of homes and moves typical there. No prices, no counts (those come from the tables).
import type { RegionSlug } from './types';

export const REGION_TEXTS: Record<RegionSlug, string> = {
  marmara:
    "Marmara'daki taşımaların çoğu aynı gün yola çıkıp ertesi sabah teslim edilir. Kocaeli, Sakarya ve Bursa'ya Kuzey Marmara ve Osmangazi köprüsü üzerinden, Tekirdağ ve Edirne'ye Trakya otoyolundan, Çanakkale ve Balıkesir'e 1915 Çanakkale Köprüsü üzerinden gideriz. Sanayi kentlerine taşınan aileler ile yazlığa ya da emekliliğe Ege kıyısına yakın ilçelere yerleşenler bu bölgedeki taşımaların büyük kısmını oluşturur.",
  ege: "Ege'ye taşımalar İstanbul-İzmir otoyolu üzerinden yapılır; İzmir, Manisa ve Aydın'a yolculuk bir gün sürer, Muğla'nın kıyı ilçelerinde dar sokaklar ve site girişleri için küçük araçla aktarma planlarız. Emeklilik için Bodrum, Didim ya da Kuşadası'na yerleşenlerin eşyası ile üniversite kentlerine taşınan öğrencilerin eşyası bu bölgede en sık taşıdığımız yüklerdir.",
  akdeniz:
    "Akdeniz'e giden araçlarımız Ankara üzerinden ya da Afyonkarahisar ve Isparta hattından Antalya'ya, Konya ve Toros geçişiyle Mersin, Adana ve Hatay'a iner. Yaz aylarında kıyı kentlerinde sıcak ve yoğun tatil trafiği olduğundan yüklemeyi sabah erken saatlere alır, elektronik eşyayı ve mumlu mobilyayı sıcağa karşı ayrıca koruruz.",
  'ic-anadolu':
    "İç Anadolu'ya taşımalar Anadolu otoyolu ile Ankara'ya, oradan Konya, Kayseri, Sivas ve Nevşehir yönüne ayrılır. Kamu kurumlarının tayin dönemlerinde Ankara'ya taşınan aileler ile Eskişehir ve Konya'ya giden öğrenciler bu bölgenin en yoğun taşımalarıdır; kışın Sivas ve Yozgat yollarında kar durumunu izleyerek tarih öneririz.",
  karadeniz:
    "Karadeniz'e taşımalarda Bolu Dağı'nı geçip Samsun'dan sahil yoluyla Ordu, Giresun, Trabzon ve Rize'ye ilerleriz. Yamaçtaki evlere ve dar köy yollarına büyük kamyon çıkamadığında eşyayı kamyonete aktararak kapıya kadar götürürüz; yaylaya ya da memlekete dönen ailelerin taşımaları yaz başında yoğunlaşır. Nemli iklim nedeniyle ahşap mobilyayı ve kolileri streç filmle ayrıca sararız.",
  'dogu-anadolu':
    "Doğu Anadolu'ya giden yol Ankara ve Sivas üzerinden Erzincan, Erzurum ve Van'a uzanır; araçlarımız iki ya da üç günlük yolculukta gece mola verir ve kasa yol boyunca kilitli kalır. Kasım ile mart arasında dağ geçitlerinde kar ve buzlanma olabildiğinden eşyayı neme karşı ayrıca sarar, tayin ve memlekete dönüş taşımalarını hava durumuna göre planlarız.",
  'guneydogu-anadolu':
    "Güneydoğu Anadolu'ya taşımalar Ankara ya da Adana üzerinden Gaziantep, Şanlıurfa, Diyarbakır ve Mardin'e uzanır. Yaz aylarında sıcaklık kırk dereceyi geçtiğinden yüklemeyi ve boşaltmayı serin saatlere alır, mumlu mobilyaları ve elektronik eşyayı güneşe karşı koruruz; tayinle gelen kamu çalışanlarının ve memlekete dönen ailelerin taşımaları bu bölgede en sık yaptıklarımızdır.",
};

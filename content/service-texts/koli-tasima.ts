import type { ServiceText } from '../types';

export const koliTasima: ServiceText = {
  title: 'Koli Taşıma',
  description:
    'Ev, öğrenci ve e-ticaret kolilerinizi şehir merkezinde aynı gün kapıdan kapıya taşıyoruz; en az 2 saat önceden kayıt yaptırmanız yeterli.',
  detailedDescription: [
    'Her taşıma büyük bir kamyon gerektirmez. Yurttan eve geçen bir öğrencinin kitapları, dolabını boşaltan bir ailenin mevsimlik giysileri, küçük bir e-ticaret işletmesinin depoya gidecek stoku ya da bir arşiv odasından başka bir ofise gidecek dosyalar çoğu zaman birkaç düzine koliden ibarettir. Koli taşıma hizmetimiz bu tür küçük hacimli işler için, kolilerinizi kapınızdan alıp yeni adrese bırakan kapalı kasalı hafif araçlar ve küçük ekiplerle çalışır.',
    'Kolileriniz hazır değilse ekibimiz yanında çift oluklu koli, koli bandı, streç film ve kalem getirir; kitap gibi ağır içerikleri küçük kolilere, yastık ve nevresim gibi hafif içerikleri büyük kolilere ayırmanızı öneririz. Her koli içeriği ve varış odası yazılarak kapatılır, araçta ağır koliler alta ve kasanın ön tarafına yerleştirilir. Apartman içinde merdiven köşelerine ve asansör duvarlarına sürtmemek için koliler el arabası ve taşıma kayışıyla indirilir.',
    'Koli taşıma kayıtlarını en az 2 saat önceden almamız yeterlidir; {moveDaysFromTo} {moveHours} arasında gün içinde boş bir saat bulmak çoğu zaman mümkündür. Sizden istediğimiz, kolilerin kapatılmış ve tek bir noktada toplanmış olması, alım ve teslim adresinde birinin bulunması ve bina yönetimi asansör kullanımını sınırlıyorsa bunu önceden bildirmenizdir. Koliler teslim alınırken ve teslim edilirken birlikte sayılır. {insuranceNote}',
  ],
  features: [
    {
      title: 'İki saat önceden kayıt',
      text: 'Aynı gün içindeki ihtiyaçlarınız için en az 2 saat önce yapılan kayıtlar planlamaya alınır.',
    },
    {
      title: 'Koli ve bant temini',
      text: 'Kolileriniz hazır değilse ekibimiz çift oluklu koli, bant ve streç filmle birlikte gelir.',
    },
    {
      title: 'Merkez semtlere uygun araç',
      text: 'Dar sokaklara ve otopark girişlerine rahat giren kapalı kasalı araçlarla merkez semtlerde hızla hareket ediyoruz.',
    },
    {
      title: 'Alımda ve teslimde adet kontrolü',
      text: 'Kaç koli yola çıktıysa o kadarının kapınıza geldiğini birlikte yaptığımız sayımla görürsünüz.',
    },
    {
      title: 'Öğrenci ve yurt taşımaları',
      text: 'Dönem başında ve sonunda yurt, kiralık ev ve aile evi arasındaki küçük taşımaları kısa sürede tamamlıyoruz.',
    },
    {
      title: 'E-ticaret stok transferi',
      text: 'Evinizden depoya ya da depodan mağazaya giden ürün kolilerinizi sevk listenize göre taşıyoruz.',
    },
  ],
  steps: [
    {
      title: 'Koli sayısını bildirin',
      text: 'Yaklaşık koli adedini, varsa ağır veya kırılacak içerikleri ve iki adresi en az 2 saat önceden iletin.',
    },
    {
      title: 'Saatinizi seçin',
      text: 'Gün içindeki uygun aralıklardan size en yakın saat ayrılır ve ekibin yola çıktığı size haber verilir.',
    },
    {
      title: 'Kapıdan alım',
      text: 'Ekip kolileri sayar, açık kalanları yerinde bantlar ve kasaya ağırlık sırasına göre yerleştirir.',
    },
    {
      title: 'İstediğiniz yere bırakma',
      text: 'Varışta koliler istediğiniz odaya ya da depo rafının önüne bırakılır, adet birlikte kontrol edilerek iş kapanır.',
    },
  ],
  faq: [
    {
      question: 'Koli taşımada fiyat ne kadardan başlıyor?',
      answer:
        'Koli taşıma hizmetimizin başlangıç fiyatı {price} olup koli sayısı, kat durumu ve iki adres arasındaki mesafe tutarı belirler. Kesin rakamı koli adedini öğrendikten sonra yazılı olarak paylaşıyoruz.',
    },
    {
      question: 'Ne kadar önceden haber vermem gerekir?',
      answer:
        'En az 2 saat önceden yapılan kayıtları planlamaya alabiliyoruz. {MoveDays} {moveHours} arasındaki uygun saatler dolmamışsa taşımanızı aynı gün içinde yapabiliriz.',
    },
    {
      question: 'Koli taşıma ne kadar sürer?',
      answer:
        'Koli taşımaları çoğunlukla {duration} içinde tamamlanır. Asansörsüz yüksek katlar ya da çok sayıda ağır kitap kolisi bu süreyi bir miktar uzatabilir.',
    },
    {
      question: 'Hangi bölgelere koli taşıyorsunuz?',
      answer:
        'Koli taşımayı {coverageIn} yapıyoruz. Daha uzak adreslere gidecek koliler için parça eşya taşıma ya da şehirlerarası taşıma hizmetlerimizden uygun olanı öneriyoruz.',
    },
    {
      question: 'Kolileri kendim hazırlamam gerekiyor mu?',
      answer:
        'Hazırlayabilirseniz iş daha kısa sürer, ancak zorunlu değildir. Ekibimiz koli, bant ve streç film getirip paketlemeyi sizin yerinize yapabilir; bunu kayıt sırasında belirtmeniz yeterlidir.',
    },
    {
      question: 'Kırılacak eşya içeren kolileri nasıl taşıyorsunuz?',
      answer:
        'Üzerinde kırılacak işareti olan kolileri aracın üst sırasına, ağır kolilerden ayrı yerleştiriyoruz. Tabak ve bardak gibi içerikleri hava kabarcıklı naylonla sarmanızı ya da bu paketlemeyi ekibimize bırakmanızı öneririz.',
    },
  ],
  keywords: [
    'koli taşıma',
    'istanbul koli taşıma',
    'öğrenci eşyası taşıma',
    'küçük ev taşıma hizmeti',
    'aynı gün koli taşıma',
    'e-ticaret koli nakliye',
  ],
};

import type { ServiceText } from '../types';

export const parcaEsyaTasima: ServiceText = {
  title: 'Parça Eşya Taşıma',
  description:
    'Tek bir koltuk, buzdolabı ya da birkaç koli için bütün bir aracı tutmanız gerekmez; en az 2 saat önceden randevuyla parça eşyanızı taşıyoruz.',
  detailedDescription: [
    'Yeni aldığınız bir kanepe, ikinci el bir çamaşır makinesi ya da yurttan eve dönecek birkaç koli için bütün bir ev taşıması düzenlemek gereksizdir. Parça eşya taşıma hizmetimizde işin ölçüsüne uygun bir kamyonet ve iki kişilik ekip gönderir, eşyanızı kapıdan alıp yeni adreste istediğiniz odaya kadar götürürüz. Randevuyu en az 2 saat önceden almanız yeterlidir; aynı gün içinde gelen talepler de bu süreye uyduğu sürece planlanır.',
    'Küçük iş, özensiz iş demek değildir. Buzdolabını dik konumda ve kayışla sabitleyerek taşır, yeni adreste çalıştırmadan önce birkaç saat beklemenizi hatırlatırız; çamaşır makinesinde tamburun zarar görmemesi için varsa nakliye cıvatalarını takarız. Koltuk ve sandalyeler streç film ve battaniyeyle, cam yüzeyli sehpalar köşe koruyucuyla sarılır. Merdiven ve asansör geçişlerinde eşyayı iki kişiyle ve kayışla taşıdığımız için duvarlar ve kapı kasaları darbe almaz.',
    'Sık karşılaştığımız işler arasında ikinci el alışverişlerde satıcının adresinden teslim alma, mağazadan eve teslimat, eve sığmayan bir eşyanın bir yakınınıza götürülmesi ve öğrencilerin dönem sonunda yurt değiştirmesi vardır. Taşınacak eşyanın fotoğrafını ve ölçüsünü önceden paylaşmanızı öneririz; böylece doğru aracı gönderir, eşyanın kapıdan ya da asansörden geçip geçmeyeceğini baştan biliriz. Tek bir parça da olsa eşyanızı ev taşımalarındaki gibi {insured} bir taşımayla götürüyoruz.',
  ],
  features: [
    {
      title: 'Kısa süreli rezervasyon',
      text: 'Parça eşya talepleri en az 2 saat önceden alınarak aynı gün içinde planlanabilir.',
    },
    {
      title: 'Eşyaya uygun araç',
      text: 'Eşyanın ölçüsüne göre panelvan ya da kapalı kasa kamyonet gönderilir.',
    },
    {
      title: 'Beyaz eşyaya özen',
      text: 'Buzdolabı dik, çamaşır makinesi tamburu sabitlenmiş olarak ve kayışla bağlanıp taşınır.',
    },
    {
      title: 'Odaya kadar teslim',
      text: 'Eşya bina önüne bırakılmaz; kat çıkılarak istediğiniz odaya yerleştirilir.',
    },
    {
      title: 'İkinci el alım desteği',
      text: 'Satıcının adresinden eşyayı teslim alır, doğrudan sizin kapınıza getiririz.',
    },
    {
      title: '{Insured} tek parça taşıma',
      text: '{insuranceNote}',
    },
  ],
  steps: [
    {
      title: 'Eşyayı tarif edin',
      text: 'Eşyanın türünü, ölçüsünü ve iki adresin kat bilgisini bize iletin; mümkünse bir fotoğraf ekleyin.',
    },
    {
      title: 'Saat ve araç onayı',
      text: 'En az 2 saat sonrası için size uygun bir saat verir, eşyaya uygun aracı ve ekibi ayırırız.',
    },
    {
      title: 'Teslim alma',
      text: 'Ekibimiz eşyayı ambalajlar, kayışla taşıyarak araca alır ve araç içinde sabitler.',
    },
    {
      title: 'Yerine yerleştirme',
      text: 'Eşya yeni adreste istediğiniz yere konur; gerekiyorsa ayakları takılır ya da basit montajı yapılır.',
    },
  ],
  faq: [
    {
      question: 'Parça eşya taşıma için ne kadar önceden haber vermeliyim?',
      answer:
        'Randevuyu taşımanın yapılacağı saatten en az 2 saat önce almanız yeterlidir. {MoveDaysFromTo} {moveHours} arasında planlama yaparız; cumartesi günleri yoğun olabildiği için birkaç gün önceden yer ayırtmanız size daha çok saat seçeneği sunar.',
    },
    {
      question: 'Tek bir buzdolabı ya da çamaşır makinesi taşıtmak ne kadar tutar?',
      answer:
        'Tutar eşyanın boyutuna, mesafeye ve iki adresteki kat durumuna göre değişir. Parça eşya taşımada başlangıç fiyatımız {price} olup eşya bilgisini ilettiğinizde kesin tutarı size {replyPromise} içinde bildiririz.',
    },
    {
      question: 'Parça eşya taşıması ne kadar sürer?',
      answer:
        'Yükleme, yol ve teslim dahil parça eşya taşımaları genellikle {duration} sürer. Süreyi en çok iki adres arasındaki trafik ve eşyanın kaçıncı kata çıkacağı belirler.',
    },
    {
      question: 'İkinci el aldığım eşyayı satıcıdan alıp getirebilir misiniz?',
      answer:
        'Evet. Satıcının adresini, eşyanın fotoğrafını ve satıcıyla anlaştığınız saati bize iletmeniz yeterlidir. Ödemeyi ve eşyanın çalışır durumda olup olmadığının kontrolünü siz ve satıcı kendi aranızda yaparsınız; biz eşyayı güvenle taşımakla ilgileniriz.',
    },
    {
      question: 'Yalnızca birkaç koli için de araç gönderiyor musunuz?',
      answer:
        'Evet, birkaç koli için de araç gönderiyoruz. Yükün büyük kısmı koliden oluşuyorsa koli taşıma hizmetimiz daha uygun olabilir; talebinizi aldığımızda hangisinin işinize daha çok yarayacağını size söyleriz.',
    },
    {
      question: 'Eşya merdivenden ya da kapıdan sığmazsa ne yapıyorsunuz?',
      answer:
        'Ölçüleri önceden aldığımız için bu durum çoğu zaman baştan anlaşılır. Kapıdan ya da merdiven dönüşünden geçmeyen koltuk ve dolaplar için dış cephe asansörü kurabiliriz; eşya 500 kilogramı aşmadığı sürece pencere ya da balkon üzerinden güvenle içeri alınır.',
    },
  ],
  keywords: [
    'parça eşya taşıma',
    'istanbul parça eşya nakliye',
    'tek eşya taşıma',
    'buzdolabı taşıma',
    'koltuk taşıma',
    'kamyonet ile eşya taşıma',
  ],
};

import { pageMetadata } from '@/lib/seo/metadata';

import { PageHero } from '../_components/page-hero';
import { getSite } from '@/lib/settings/index.server';
import { env } from '@/lib/env';

const TITLE = 'KVKK Aydınlatma Metni';
const LEAD =
  'İletişim ve teklif formlarıyla paylaştığınız kişisel verilerin nasıl işlendiğine ilişkin 6698 sayılı Kanun kapsamındaki aydınlatma metni.';

export function generateMetadata() {
  return pageMetadata({
    title: TITLE,
    description: LEAD,
    path: '/kvkk-aydinlatma-metni',
    keywords: ['kvkk aydınlatma metni', 'kişisel verilerin korunması'],
  });
}

export default async function KvkkPage() {
  const s = await getSite();
  const link = 'font-semibold text-brand-700 underline';
  const sections: { title: string; body: React.ReactNode }[] = [
    {
      title: 'Veri sorumlusu',
      body: (
        <p>
          Kişisel verileriniz, 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) uyarınca veri sorumlusu sıfatıyla{' '}
          {s.legalName} ({s.address.full}) tarafından aşağıda açıklanan kapsamda işlenmektedir. Bu metin, KVKK madde 10
          ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca sizi
          bilgilendirmek amacıyla hazırlanmıştır.
        </p>
      ),
    },
    {
      title: 'Hangi verileri topluyoruz?',
      body: (
        <ul className="list-disc space-y-1 pl-6">
          <li>Kimlik ve iletişim bilgileri: adınız, soyadınız, telefon numaranız ve e-posta adresiniz.</li>
          <li>
            Talep bilgileri: taşınmanın nereden nereye yapılacağı, taşınma tarihi, seçtiğiniz hizmet, eşya ve bina
            bilgileri ile mesajınız.
          </li>
          <li>
            Başvurunun kaynağı: siteye ilk girdiğiniz sayfa, sizi yönlendiren site ve reklam bağlantısı parametreleri
            (utm, gclid, fbclid). Bu bilgiler çerez kullanılmadan, formla birlikte gönderilir.
          </li>
          <li>Kötüye kullanımı önlemek için IP adresinizden türetilen, geri çevrilemeyen bir özet değer.</li>
        </ul>
      ),
    },
    {
      title: 'Toplama yöntemi',
      body: (
        <p>
          Verileriniz; sitemizdeki teklif, iletişim ve fiyat hesaplama formları aracılığıyla elektronik ortamda, bizi
          telefonla aramanız ya da WhatsApp veya e-posta ile yazmanız hâlinde bu kanallar üzerinden ve ekspertiz
          sırasında sözlü olarak, doğrudan sizden toplanır.
        </p>
      ),
    },
    {
      title: 'Hangi amaçla işliyoruz?',
      body: (
        <p>
          Verilerinizi yalnızca talebinizi yanıtlamak, size fiyat teklifi hazırlamak, ekspertiz ve taşıma randevusunu
          planlamak, taşıma sözleşmesini kurmak ve ifa etmek, hizmet kalitemizi ve tanıtım kanallarımızın verimini
          ölçmek ile formların otomatik gönderimlerle kötüye kullanılmasını önlemek amacıyla işliyoruz. Verileriniz
          pazarlama listelerine eklenmez ve satılmaz.
        </p>
      ),
    },
    {
      title: 'Hukuki sebep',
      body: (
        <p>
          Verileriniz, KVKK madde 5/2 (c) uyarınca bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması, madde
          5/2 (ç) uyarınca hukuki yükümlülüklerimizi yerine getirebilmemiz için zorunlu olması ve madde 5/2 (f) uyarınca
          temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz için zorunlu olması hukuki sebeplerine
          dayanılarak işlenir.
        </p>
      ),
    },
    {
      title: 'Kimlere ve hangi amaçla aktarılır?',
      body: (
        <p>
          Verileriniz yalnızca talebinizi yürüten çalışanlarımızca görülür. Taşımanız sigortalanıyorsa poliçenin
          düzenlenmesi için gereken bilgiler{' '}
          {s.insurancePartner ? `sigorta ortağımız ${s.insurancePartner} ile` : 'anlaşmalı sigorta şirketiyle'}, talep
          hâlinde yetkili kamu kurum ve kuruluşlarıyla ise yalnızca kanunun öngördüğü ölçüde paylaşılır. Bunların
          dışında üçüncü kişilere aktarılmaz; sitemiz üçüncü taraf takip kodu, reklam çerezi veya harici betik
          kullanmaz.
        </p>
      ),
    },
    {
      title: 'Ne kadar süre saklanır?',
      body: (
        <p>
          Hizmet almadığınız talepler en geç 2 yıl, hizmet verdiğimiz taşımalara ait kayıtlar ise ilgili mevzuattaki
          saklama süreleri boyunca (ticari defter ve belgeler için 10 yıl) saklanır; sürenin sonunda silinir veya anonim
          hâle getirilir. Kötüye kullanımı önlemeye yönelik özet değerler 1 gün içinde silinir. Talep sayfanıza
          eklediğiniz fotoğraf ve videolar yalnızca size ve ekibimize açıktır; talebiniz kapandıktan{' '}
          <span data-testid="kvkk-lead-files-days">{env().LEAD_FILES_DAYS}</span> gün sonra ya da talep silindiğinde
          kendiliğinden silinir.
        </p>
      ),
    },
    {
      title: 'Haklarınız',
      body: (
        <>
          <p>KVKK madde 11 uyarınca veri sorumlusuna başvurarak;</p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            <li>kişisel verilerinizin işlenip işlenmediğini öğrenme,</li>
            <li>işlenmişse buna ilişkin bilgi talep etme,</li>
            <li>işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme,</li>
            <li>yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,</li>
            <li>eksik veya yanlış işlenmişse düzeltilmesini isteme,</li>
            <li>KVKK madde 7 çerçevesinde silinmesini veya yok edilmesini isteme,</li>
            <li>
              düzeltme, silme ve yok etme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,
            </li>
            <li>
              münhasıran otomatik sistemlerle analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz
              etme,
            </li>
            <li>kanuna aykırı işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme</li>
          </ul>
          <p className="mt-2">haklarına sahipsiniz.</p>
        </>
      ),
    },
    {
      title: 'Başvuru',
      body: (
        <>
          <p>
            Talebinizi yazılı olarak {s.address.full} adresine iletebilir ya da{' '}
            <a href={`mailto:${s.email}`} className={link}>
              {s.email}
            </a>{' '}
            adresine, formda kullandığınız e-posta adresinden ve varsa talep numaranızla birlikte gönderebilirsiniz.
            Başvurunuzda adınızı, soyadınızı, iletişim bilginizi ve talebinizin konusunu belirtmeniz yeterlidir.
          </p>
          <p className="mt-3">
            Başvurunuzu niteliğine göre en kısa sürede ve en geç 30 gün içinde ücretsiz olarak sonuçlandırırız.
            Yanıtımızı yeterli bulmazsanız Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.
          </p>
        </>
      ),
    },
  ];
  return (
    <>
      <PageHero title={TITLE} lead={LEAD} breadcrumbs={[{ label: TITLE }]} />
      <div className="container-page py-12">
        <div className="max-w-3xl space-y-8 leading-relaxed text-slate-700">
          {sections.map((section) => (
            <section key={section.title}>
              <h2 className="text-xl font-extrabold text-brand-900">{section.title}</h2>
              <div className="mt-2">{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

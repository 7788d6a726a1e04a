import { pageMetadata } from '@/lib/seo/metadata';

import { PageHero } from '../_components/page-hero';
import { getSite } from '@/lib/settings/effective';

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
  const sections: { title: string; body: React.ReactNode }[] = [
    {
      title: 'Veri sorumlusu',
      body: (
        <p>
          Kişisel verileriniz, veri sorumlusu sıfatıyla {s.legalName} ({s.address.full}) tarafından 6698 sayılı Kişisel
          Verilerin Korunması Kanunu (KVKK) uyarınca işlenmektedir.
        </p>
      ),
    },
    {
      title: 'Hangi verileri topluyoruz?',
      body: (
        <ul className="list-disc space-y-1 pl-6">
          <li>Kimlik ve iletişim bilgileri: adınız, soyadınız, telefon numaranız ve e-posta adresiniz.</li>
          <li>Talep bilgileri: taşınmanın nereden nereye yapılacağı, seçtiğiniz hizmet ve mesajınız.</li>
          <li>
            Başvurunun kaynağı: siteye ilk girdiğiniz sayfa, sizi yönlendiren site ve reklam bağlantısı parametreleri
            (utm, gclid, fbclid). Bu bilgiler çerez kullanılmadan, formla birlikte gönderilir.
          </li>
          <li>Kötüye kullanımı önlemek için IP adresinizden türetilen, geri çevrilemeyen bir özet değer.</li>
        </ul>
      ),
    },
    {
      title: 'Hangi amaçla işliyoruz?',
      body: (
        <p>
          Verilerinizi yalnızca talebinizi yanıtlamak, size fiyat teklifi hazırlamak, ekspertiz ve taşıma randevusunu
          planlamak, hizmet kalitemizi ve tanıtım kanallarımızın verimini ölçmek ile formların otomatik gönderimlerle
          kötüye kullanılmasını önlemek amacıyla işliyoruz. Verileriniz pazarlama listelerine eklenmez ve satılmaz.
        </p>
      ),
    },
    {
      title: 'Hukuki sebep',
      body: (
        <p>
          Verileriniz, KVKK madde 5/2 (c) uyarınca bir sözleşmenin kurulmasıyla doğrudan ilgili olması ve madde 5/2 (f)
          uyarınca meşru menfaatimiz için zorunlu olması hukuki sebeplerine dayanılarak işlenir.
        </p>
      ),
    },
    {
      title: 'Kimlere aktarılır?',
      body: (
        <p>
          Verileriniz yalnızca talebinizi yürüten çalışanlarımızca görülür. Yasal bir zorunluluk olmadıkça üçüncü
          kişilerle paylaşılmaz; sitemiz üçüncü taraf takip kodu, reklam çerezi veya harici betik kullanmaz.
        </p>
      ),
    },
    {
      title: 'Ne kadar süre saklanır?',
      body: (
        <p>
          Hizmet almadığınız talepler en geç 2 yıl, hizmet verdiğimiz taşımalara ait kayıtlar ise ilgili mevzuattaki
          saklama süreleri boyunca (ticari defter ve belgeler için 10 yıl) saklanır; sürenin sonunda silinir veya anonim
          hâle getirilir. Kötüye kullanımı önlemeye yönelik özet değerler 1 gün içinde silinir.
        </p>
      ),
    },
    {
      title: 'Haklarınız ve silme talebi',
      body: (
        <>
          <p>
            KVKK madde 11 uyarınca verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, düzeltilmesini veya
            silinmesini isteme ve işlemeye itiraz etme haklarına sahipsiniz.
          </p>
          <p className="mt-3">
            Talebinizi{' '}
            <a href={`mailto:${s.email}`} className="font-semibold text-brand-700 underline">
              {s.email}
            </a>{' '}
            adresine, formda kullandığınız e-posta adresinden ve varsa talep numaranızla birlikte gönderebilirsiniz.
            Başvurunuzu en geç 30 gün içinde ücretsiz olarak sonuçlandırırız.
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

import { pageMetadata } from '@/lib/seo/metadata';
import { InterimPage } from '../../_components/interim-page';

const TITLE = "Vizyonumuz";
const LEAD = "2030 hedeflerimiz: daha çevreci araçlar, yeniden kullanılabilir ambalaj ve her taşınmada ölçülebilir müşteri memnuniyeti.";

export function generateMetadata() {
  return pageMetadata({ title: TITLE, description: LEAD, path: '/kurumsal/vizyonumuz' });
}

export default function Page() {
  return <InterimPage title={TITLE} lead={LEAD} breadcrumbs={[{ label: 'Kurumsal', path: '/kurumsal' }, { label: TITLE }]} />;
}

import { pageMetadata } from '@/lib/seo/metadata';
import { InterimPage } from '../_components/interim-page';

const TITLE = "Ücretsiz Teklif Al";
const LEAD = "Taşınmanızın bilgilerini paylaşın, ücretsiz ekspertiz ve yazılı fiyat teklifiyle 1 saat içinde size dönelim.";

export function generateMetadata() {
  return pageMetadata({ title: TITLE, description: LEAD, path: '/teklif-al' });
}

export default function Page() {
  return <InterimPage title={TITLE} lead={LEAD} breadcrumbs={[{ label: TITLE }]} />;
}

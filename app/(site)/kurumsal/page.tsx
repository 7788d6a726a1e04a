import { pageMetadata } from '@/lib/seo/metadata';
import { InterimPage } from '../_components/interim-page';

const TITLE = "Kurumsal";
const LEAD = "2003'ten beri Bağcılar merkezli olarak çalışan ekibimizi, değerlerimizi ve çalışma ilkelerimizi tanıyın.";

export function generateMetadata() {
  return pageMetadata({ title: TITLE, description: LEAD, path: '/kurumsal' });
}

export default function Page() {
  return <InterimPage title={TITLE} lead={LEAD} breadcrumbs={[{ label: TITLE }]} />;
}

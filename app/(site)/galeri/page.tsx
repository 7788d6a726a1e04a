import { pageMetadata } from '@/lib/seo/metadata';
import { InterimPage } from '../_components/interim-page';

const TITLE = "Foto Galeri";
const LEAD = "Ekiplerimizin İstanbul ve Anadolu'daki taşımalarından kareler.";

export function generateMetadata() {
  return pageMetadata({ title: TITLE, description: LEAD, path: '/galeri' });
}

export default function Page() {
  return <InterimPage title={TITLE} lead={LEAD} breadcrumbs={[{ label: TITLE }]} />;
}

import { pageMetadata } from '@/lib/seo/metadata';
import { InterimPage } from '../_components/interim-page';

const TITLE = "Blog";
const LEAD = "Taşınma rehberleri, paketleme ipuçları, sigorta ve maliyet üzerine uygulamalı yazılar.";

export function generateMetadata() {
  return pageMetadata({ title: TITLE, description: LEAD, path: '/blog' });
}

export default function Page() {
  return <InterimPage title={TITLE} lead={LEAD} breadcrumbs={[{ label: TITLE }]} />;
}

import { pageMetadata } from '@/lib/seo/metadata';
import { InterimPage } from '../_components/interim-page';

const TITLE = "Video Galeri";
const LEAD = "Paketlemeden asansörlü taşımaya, çalışma yöntemimizi videolarla izleyin.";

export function generateMetadata() {
  return pageMetadata({ title: TITLE, description: LEAD, path: '/video-galeri' });
}

export default function Page() {
  return <InterimPage title={TITLE} lead={LEAD} breadcrumbs={[{ label: TITLE }]} />;
}

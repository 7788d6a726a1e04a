import { pageMetadata } from '@/lib/seo/metadata';
import { InterimPage } from '../../_components/interim-page';

const TITLE = "Misyonumuz";
const LEAD = "Ekspertizden teslimata kadar yazılı, sigortalı ve dakik bir taşıma hizmeti: hizmet standartlarımız.";

export function generateMetadata() {
  return pageMetadata({ title: TITLE, description: LEAD, path: '/kurumsal/misyonumuz' });
}

export default function Page() {
  return <InterimPage title={TITLE} lead={LEAD} breadcrumbs={[{ label: 'Kurumsal', path: '/kurumsal' }, { label: TITLE }]} />;
}

import { pageMetadata } from '@/lib/seo/metadata';
import { InterimPage } from '../../_components/interim-page';

const TITLE = "Hakkımızda";
const LEAD = "2003 yılında Bağcılar'da tek bir kamyonla başlayan yolculuğumuz bugün 81 ile uzanan sigortalı bir taşımacılık hizmetine dönüştü.";

export function generateMetadata() {
  return pageMetadata({ title: TITLE, description: LEAD, path: '/kurumsal/hakkimizda' });
}

export default function Page() {
  return <InterimPage title={TITLE} lead={LEAD} breadcrumbs={[{ label: 'Kurumsal', path: '/kurumsal' }, { label: TITLE }]} />;
}

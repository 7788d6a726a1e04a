import { notFound } from 'next/navigation';
import { SERVICE_FACTS, SERVICE_ORDER, formatPrice, isServiceSlug } from '@/content/services';
import { servicePath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { InterimPage } from '../../_components/interim-page';

export const dynamicParams = false;

export function generateStaticParams() {
  return SERVICE_ORDER.map((serviceId) => ({ serviceId }));
}

type Props = { params: Promise<{ serviceId: string }> };

function facts(serviceId: string) {
  if (!isServiceSlug(serviceId)) notFound();
  return SERVICE_FACTS[serviceId];
}

export async function generateMetadata({ params }: Props) {
  const service = facts((await params).serviceId);
  return pageMetadata({
    title: service.title,
    description: `${service.title}: ${formatPrice(service.priceFrom)}'den başlayan fiyatlarla, ${service.duration} içinde, sigortalı ve planlı taşıma. Kapsam: ${service.coverage}.`,
    path: servicePath(service.id),
  });
}

export default async function ServicePage({ params }: Props) {
  const service = facts((await params).serviceId);
  return (
    <InterimPage
      title={service.title}
      lead={`Başlangıç fiyatı ${formatPrice(service.priceFrom)} · Süre ${service.duration} · Kapsam: ${service.coverage}`}
      breadcrumbs={[{ label: 'Hizmetlerimiz', path: '/hizmetlerimiz' }, { label: service.title }]}
    />
  );
}

import { notFound } from 'next/navigation';
import { REGION_TABLE } from '@/content/regions';
import { regionPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { InterimPage } from '../../_components/interim-page';

export const dynamicParams = false;

export function generateStaticParams() {
  return REGION_TABLE.map((r) => ({ region: r.slug }));
}

type Props = { params: Promise<{ region: string }> };

function findRegion(slug: string) {
  return REGION_TABLE.find((r) => r.slug === slug) ?? notFound();
}

export async function generateMetadata({ params }: Props) {
  const region = findRegion((await params).region);
  return pageMetadata({
    title: `${region.name} Bölgesi Nakliyat`,
    description: `${region.name} Bölgesi'ndeki ${region.provinces.length} ile İstanbul'dan ${region.deliveryHours} saatte sigortalı evden eve nakliyat.`,
    path: regionPath(region.slug),
  });
}

export default async function RegionPage({ params }: Props) {
  const region = findRegion((await params).region);
  return (
    <InterimPage
      title={`${region.name} Bölgesi Nakliyat`}
      lead={`${region.provinces.join(', ')}: İstanbul'dan ${region.deliveryHours} saatte teslim.`}
      breadcrumbs={[{ label: 'Hizmet Bölgeleri', path: '/hizmet-bolgeleri' }, { label: `${region.name} Bölgesi` }]}
    />
  );
}

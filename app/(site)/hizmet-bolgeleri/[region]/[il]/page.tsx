import { notFound } from 'next/navigation';
import { PROVINCES, getProvince } from '@/content/places';
import { ProvinceView, provinceMetadata } from '../../_place-views';

// Only the 81 provinces are pre-rendered here; the proxy sends wrong-region
// addresses to their redirect and unknown names to the generic page.
export const dynamicParams = false;

export function generateStaticParams() {
  return PROVINCES.map((p) => ({ region: p.region.slug, il: p.slug }));
}

type Props = { params: Promise<{ region: string; il: string }> };

async function load(params: Props['params']) {
  const { region, il } = await params;
  const province = getProvince(il);
  return province && province.region.slug === region ? province : notFound();
}

export async function generateMetadata({ params }: Props) {
  const p = await load(params);
  return provinceMetadata(p, p.region, p.path, false);
}

export default async function ProvincePage({ params }: Props) {
  const p = await load(params);
  return <ProvinceView text={p} region={p.region} path={p.path} slug={p.slug} />;
}

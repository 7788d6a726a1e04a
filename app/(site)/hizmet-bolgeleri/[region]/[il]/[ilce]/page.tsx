import { notFound } from 'next/navigation';
import { DISTRICTS, ISTANBUL, getDistrict } from '@/lib/content/places';
import { DistrictView, districtMetadata } from '../../../_place-views';

export const dynamicParams = false;

export function generateStaticParams() {
  return DISTRICTS.map((d) => ({ region: ISTANBUL.region.slug, il: ISTANBUL.slug, ilce: d.slug }));
}

type Props = { params: Promise<{ region: string; il: string; ilce: string }> };

async function load(params: Props['params']) {
  const { region, il, ilce } = await params;
  const district = getDistrict(ilce);
  return district && region === ISTANBUL.region.slug && il === ISTANBUL.slug ? district : notFound();
}

export async function generateMetadata({ params }: Props) {
  return districtMetadata(await load(params));
}

export default async function DistrictPage({ params }: Props) {
  return <DistrictView district={await load(params)} />;
}

import { notFound } from 'next/navigation';
import { ISTANBUL, PROVINCES, getProvince } from '@/lib/content/places';
import { IstanbulView, RouteView, provinceMetadata } from '../../_place-views';

// Only the 81 provinces are pre-rendered here; the proxy sends wrong-region
// addresses to their redirect and unknown names to the generic page. İstanbul is the
// in-city page; every other province is the page of its route to and from İstanbul.
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
  return provinceMetadata(await load(params));
}

export default async function ProvincePage({ params }: Props) {
  const p = await load(params);
  return p.slug === ISTANBUL.slug ? <IstanbulView /> : <RouteView province={p} />;
}

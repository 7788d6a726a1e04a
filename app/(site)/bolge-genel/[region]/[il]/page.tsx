import { notFound } from 'next/navigation';
import { genericPlaceText, getRegion } from '@/lib/content/places';
import { isKnownProvince } from '@/lib/place-routing';
import { provincePath } from '@/lib/routes';
import { isValidSlug, nameFromSlug } from '@/lib/slug';
import { GenericProvinceView, genericProvinceMetadata } from '../../../hizmet-bolgeleri/_place-views';

// The generic page for a province name that is not in the tables (the proxy
// rewrites /hizmet-bolgeleri/{region}/{unknown} here). Rendered per request, noindex.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ region: string; il: string }> };

async function load(params: Props['params']) {
  const { region: slug, il } = await params;
  const region = getRegion(slug);
  if (!region || !isValidSlug(il) || isKnownProvince(il)) notFound();
  return { region, il, text: genericPlaceText(nameFromSlug(il), region.name), path: provincePath(region.slug, il) };
}

export async function generateMetadata({ params }: Props) {
  const { text, region, path } = await load(params);
  return genericProvinceMetadata(text, region, path);
}

export default async function GenericProvincePage({ params }: Props) {
  const { text, region, path } = await load(params);
  return <GenericProvinceView text={text} region={region} path={path} />;
}

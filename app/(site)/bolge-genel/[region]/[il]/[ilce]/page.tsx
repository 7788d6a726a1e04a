import { notFound } from 'next/navigation';
import { ISTANBUL, genericPlaceText } from '@/lib/content/places';
import { isKnownDistrict } from '@/lib/place-routing';
import { isValidSlug, nameFromSlug } from '@/lib/slug';
import { GenericDistrictView, genericDistrictMetadata } from '../../../../hizmet-bolgeleri/_place-views';

// The generic page for an Istanbul district name that is not in the table. Rendered per request, noindex.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ region: string; il: string; ilce: string }> };

async function load(params: Props['params']) {
  const { region, il, ilce } = await params;
  if (region !== ISTANBUL.region.slug || il !== ISTANBUL.slug || !isValidSlug(ilce) || isKnownDistrict(ilce))
    notFound();
  return { text: genericPlaceText(nameFromSlug(ilce), ISTANBUL.region.name), path: `${ISTANBUL.path}/${ilce}` };
}

export async function generateMetadata({ params }: Props) {
  const { text, path } = await load(params);
  return genericDistrictMetadata(text, path);
}

export default async function GenericDistrictPage({ params }: Props) {
  const { text, path } = await load(params);
  return <GenericDistrictView text={text} path={path} />;
}

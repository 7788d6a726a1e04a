// Decides what a /hizmet-bolgeleri/{region}/{il}[/{ilce}] address is, from the
// region tables alone (small enough for the proxy):
// - a known page (served pre-rendered),
// - a known place under the wrong region (permanent redirect to its address),
// - an unknown name of valid shape (the generic, noindex page),
// - anything else (404),
// - an address with broken percent-encoding, which Next.js cannot decode (400).
import { ISTANBUL_DISTRICTS, REGION_TABLE } from '@/content/regions';
import { hasBrokenEncoding } from '@/lib/http/broken-encoding';
import { REGIONS_PATH, genericPlacePath, provincePath } from '@/lib/routes';
import { isValidSlug, slugify } from '@/lib/slug';

const ISTANBUL = 'istanbul';

const provinceRegion = new Map(REGION_TABLE.flatMap((r) => r.provinces.map((p) => [slugify(p), r.slug] as const)));
const districts = new Set(ISTANBUL_DISTRICTS.map(slugify));
const regions = new Set<string>(REGION_TABLE.map((r) => r.slug));

export type PlaceRoute =
  | { kind: 'page' }
  | { kind: 'redirect'; to: string }
  | { kind: 'generic'; to: string }
  | { kind: 'not-found' }
  | { kind: 'bad-request' };

export function routePlace(pathname: string): PlaceRoute {
  if (!pathname.startsWith(`${REGIONS_PATH}/`)) return { kind: 'page' };
  if (hasBrokenEncoding(pathname)) return { kind: 'bad-request' };
  const parts = pathname
    .slice(REGIONS_PATH.length + 1)
    .replace(/\/$/, '')
    .split('/');
  if (parts.length < 2) return { kind: 'page' }; // the region pages themselves
  const [region = '', il = '', ilce, ...rest] = parts;
  if (rest.length || !regions.has(region) || !isValidSlug(il)) return { kind: 'not-found' };
  const home = provinceRegion.get(il);
  if (ilce === undefined) {
    if (!home) return { kind: 'generic', to: genericPlacePath(region, il) };
    return home === region ? { kind: 'page' } : { kind: 'redirect', to: provincePath(home, il) };
  }
  if (il !== ISTANBUL || !isValidSlug(ilce)) return { kind: 'not-found' };
  if (home !== region)
    return districts.has(ilce) ? { kind: 'redirect', to: `${provincePath(home!, il)}/${ilce}` } : { kind: 'not-found' };
  return districts.has(ilce) ? { kind: 'page' } : { kind: 'generic', to: genericPlacePath(region, il, ilce) };
}

export function isKnownProvince(il: string): boolean {
  return provinceRegion.has(il);
}

export function isKnownDistrict(ilce: string): boolean {
  return districts.has(ilce);
}

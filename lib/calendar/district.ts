// The district of a lead's place as the calendar feed may carry it: only a known İstanbul
// district or province name found in what the customer typed, never the text itself (it may
// hold a street address). Browser-safe.
import { ISTANBUL_DISTRICTS, REGION_TABLE } from '@/content/regions';
import { foldForSearch } from '@/lib/turkish';

const PROVINCE_NAMES = REGION_TABLE.flatMap((region) => region.provinces);

/** Whether `name` appears in `folded` as whole words. */
function mentions(folded: string, name: string): boolean {
  const word = foldForSearch(name);
  return new RegExp(`(^|[^a-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`).test(folded);
}

/** "Kadıköy, İstanbul", "Ankara", or null when no known place is named. */
export function districtOf(place: string | null | undefined): string | null {
  if (!place) return null;
  const folded = foldForSearch(place);
  const province = PROVINCE_NAMES.find((name) => mentions(folded, name)) ?? null;
  const district = ISTANBUL_DISTRICTS.find((name) => mentions(folded, name));
  if (district && (!province || province === 'İstanbul')) return `${district}, İstanbul`;
  return province;
}

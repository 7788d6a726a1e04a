// Server glue of the place pages: the price table of a route, run on the settings every
// page reads (`getEstimateSettings`) and the highways authority's road distance.
import 'server-only';
import type { RegionRow } from '@/content/regions';
import { slugify } from '@/lib/slug';
import { getEstimateNumbers } from '@/lib/settings/index.server';
import { roadDistanceKm } from './distances.server';
import { roadDuration, type EstimateDuration } from './model';
import { placePriceTable, type PlacePriceTable, type RoutePlace } from './place-prices';
import { getEstimateSettings } from './estimate.server';

/** The İstanbul end of every route. */
export const ISTANBUL_SLUG = 'istanbul';

/** Prices of a route between two places; throws for a province missing from the distance table. */
export async function routePriceTable(from: RoutePlace, to: RoutePlace): Promise<PlacePriceTable> {
  const distanceKm = roadDistanceKm(from.province, to.province);
  if (distanceKm === null) throw new Error(`No road distance between ${from.province} and ${to.province}`);
  const { settings, startingPrices, includedExtras } = await getEstimateSettings();
  return placePriceTable(from, to, settings, { distanceKm, startingPrices, includedExtras });
}

/**
 * A region's delivery time from İstanbul: the longest of its provinces' route delivery
 * times (`roadDuration`, the function the estimate and the route pages read).
 */
export async function regionDelivery(region: Pick<RegionRow, 'provinces'>): Promise<EstimateDuration> {
  const settings = await getEstimateNumbers();
  const km = region.provinces
    .map((name) => slugify(name))
    .filter((slug) => slug !== ISTANBUL_SLUG)
    .map((slug) => roadDistanceKm(ISTANBUL_SLUG, slug) ?? 0);
  return roadDuration(Math.max(0, ...km), settings);
}

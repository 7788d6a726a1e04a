// Server glue of the place pages: the price table of a route, run on the settings every
// page reads (`getEstimateSettings`) and the highways authority's road distance.
import 'server-only';
import { roadDistanceKm } from './distances.server';
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

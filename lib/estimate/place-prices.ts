// The price table of a place page: the estimate model run for three typical homes on one
// route (İstanbul and a province, or within İstanbul), with the default move stated on the
// page. A pure function of the settings and the distance, so a staff price change updates
// every place page, and the structured data's AggregateOffer is read from the same rows.
import { estimateMove, roadDuration, type EstimateContext, type EstimateDuration } from './model';
import { estimateQueryString } from './query';
import type { EstimateSettings } from './settings';
import type { EstimateInput, HomeSize, MoveEnd } from './types';

/** The homes a place page prices. */
export const PLACE_PRICE_HOME_SIZES = ['1+1', '2+1', '3+1'] as const satisfies readonly HomeSize[];

/** The typical move every place page assumes; the page says so under its table. */
export const PLACE_PRICE_DEFAULTS = {
  floor: 2,
  elevator: true,
  furnitureLift: false,
  packing: false,
  assembly: false,
  insurance: false,
} as const;

/** What the table assumes, in the words shown under it. */
export const PLACE_PRICE_NOTE = `Fiyatlar iki adreste de asansörlü bir binanın ${PLACE_PRICE_DEFAULTS.floor}. katı için, paketleme, montaj ve genişletilmiş sigorta hariç, taşınma tarihi seçilmeden hesaplanmıştır. Kesin tutar ücretsiz ekspertizden sonra yazılı olarak bildirilir.`;

/** The home size the estimate button opens with. */
export const PLACE_PRICE_BUTTON_SIZE: HomeSize = '2+1';

/** One end of a place page's route: a province slug and, within İstanbul, an optional district slug. */
export type RoutePlace = Pick<MoveEnd, 'province' | 'district'>;

export interface PlacePriceRow {
  homeSize: HomeSize;
  /** The range the model shows, whole TL. */
  min: number;
  max: number;
  duration: EstimateDuration;
  /** `/fiyat-hesaplama`'s query string for exactly this row's move. */
  query: string;
}

export interface PlacePriceTable {
  rows: PlacePriceRow[];
  /** The lowest and highest prices of the rows: what the AggregateOffer carries. */
  lowPrice: number;
  highPrice: number;
  intercity: boolean;
  distanceKm: number;
  /** The route's delivery time between provinces (`roadDuration`, as the estimate gives it); null within one. */
  delivery: EstimateDuration | null;
}

/** The estimate input of the default move of one home size on a route. */
export function placeEstimateInput(from: RoutePlace, to: RoutePlace, homeSize: HomeSize): EstimateInput {
  const end = (place: RoutePlace): MoveEnd => ({
    province: place.province,
    district: place.district,
    floor: PLACE_PRICE_DEFAULTS.floor,
    elevator: PLACE_PRICE_DEFAULTS.elevator,
    furnitureLift: PLACE_PRICE_DEFAULTS.furnitureLift,
  });
  return {
    origin: end(from),
    destination: end(to),
    homeSize,
    packing: PLACE_PRICE_DEFAULTS.packing,
    assembly: PLACE_PRICE_DEFAULTS.assembly,
    insurance: PLACE_PRICE_DEFAULTS.insurance,
    date: null,
  };
}

/** `/fiyat-hesaplama?…` prefilled with the default move of a route. */
export function placeEstimateHref(from: RoutePlace, to: RoutePlace, homeSize: HomeSize = PLACE_PRICE_BUTTON_SIZE) {
  return `/fiyat-hesaplama?${estimateQueryString(placeEstimateInput(from, to, homeSize))}`;
}

/** The model run for 1+1, 2+1 and 3+1 on a route. */
export function placePriceTable(
  from: RoutePlace,
  to: RoutePlace,
  settings: EstimateSettings,
  context: EstimateContext,
): PlacePriceTable {
  const estimates = PLACE_PRICE_HOME_SIZES.map((homeSize) => {
    const input = placeEstimateInput(from, to, homeSize);
    return { input, estimate: estimateMove(input, settings, context) };
  });
  const rows = estimates.map(({ input, estimate }) => ({
    homeSize: input.homeSize,
    min: estimate.min,
    max: estimate.max,
    duration: estimate.duration,
    query: estimateQueryString(input),
  }));
  return {
    rows,
    lowPrice: Math.min(...rows.map((r) => r.min)),
    highPrice: Math.max(...rows.map((r) => r.max)),
    intercity: estimates[0]!.estimate.intercity,
    distanceKm: estimates[0]!.estimate.distanceKm,
    delivery: estimates[0]!.estimate.intercity ? roadDuration(context.distanceKm, settings) : null,
  };
}

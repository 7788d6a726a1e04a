// Server-side glue for pages: the place slugs the query parser accepts, the settings the
// model runs on, and the model run on the highways authority's road distance.
import 'server-only';
import { DISTRICTS, PROVINCES } from '@/lib/content/places';
import { includedExtras as extrasIncludedIn } from '@/lib/included/index.server';
import { getEstimateNumbers, getIncludedTable, getServicePrices } from '@/lib/settings/index.server';
import { roadDistanceKm } from './distances.server';
import {
  BASE_PROVINCE,
  ESTIMATE_SERVICES,
  estimateMove,
  type DayLoad,
  type IncludedExtras,
  type MoveEstimate,
  type StartingPrices,
} from './model';
import {
  parseEstimateQuery,
  todayInIstanbul,
  type EstimatePlaces,
  type EstimateQueryResult,
  type SearchParamsLike,
} from './query';
import type { EstimateSettings } from './settings';
import { dayLoads } from '@/lib/calendar/index.server';
import { addDays } from '@/lib/calendar';
import type { EstimateInput } from './types';

/** All 81 province slugs and İstanbul's 39 district slugs, from the content tables. */
export const ESTIMATE_PLACES: EstimatePlaces = {
  provinces: PROVINCES.map((p) => p.slug),
  istanbulDistricts: DISTRICTS.map((d) => d.slug),
};

/** What the model is run with: the estimate's numbers and the services' starting prices. */
export interface EstimatePricing {
  settings: EstimateSettings;
  startingPrices: StartingPrices;
  /** What the estimated services include (lib/included/table.ts). */
  includedExtras: IncludedExtras;
}

/**
 * The estimate's numbers, as every page and action reads them: what staff saved in
 * "Fiyatlar" (lib/settings/effective.server.ts), else the seed values and the service table.
 */
export async function getEstimateSettings(): Promise<EstimatePricing> {
  const [settings, prices, included] = await Promise.all([
    getEstimateNumbers(),
    getServicePrices(),
    getIncludedTable(),
  ]);
  const startingPrices = Object.fromEntries(
    ESTIMATE_SERVICES.map((service) => [service, prices[service].priceFrom]),
  ) as StartingPrices;
  const includedExtras: IncludedExtras = {
    'sehir-ici-tasima': extrasIncludedIn(included, 'sehir-ici-tasima'),
    'sehirlerarasi-tasima': extrasIncludedIn(included, 'sehirlerarasi-tasima'),
  };
  return { settings, startingPrices, includedExtras };
}

/**
 * Estimates a move between the input's provinces, with the trucks' way from the base and
 * back when neither end is İstanbul. Throws for a province missing from the
 * distance table: input from a visitor is checked against `ESTIMATE_PLACES` first.
 */
export function estimateMoveByRoad(
  input: EstimateInput,
  settings: EstimateSettings,
  startingPrices: StartingPrices,
  included?: IncludedExtras,
  /** The volume from the customer's inventory, instead of the home size's typical one. */
  volumeM3?: number,
  dayLoad?: DayLoad | null,
): MoveEstimate {
  const distanceKm = roadDistanceKm(input.origin.province, input.destination.province);
  if (distanceKm === null) {
    throw new Error(`Unknown province: ${input.origin.province} or ${input.destination.province}`);
  }
  const toOrigin = roadDistanceKm(BASE_PROVINCE, input.origin.province);
  const fromDestination = roadDistanceKm(input.destination.province, BASE_PROVINCE);
  const baseKm = toOrigin !== null && fromDestination !== null ? { toOrigin, fromDestination } : undefined;
  return estimateMove(input, settings, {
    distanceKm,
    startingPrices,
    baseKm,
    includedExtras: included,
    volumeM3,
    dayLoad,
  });
}

export interface QueryEstimate {
  query: EstimateQueryResult;
  /** The estimate of a valid query, otherwise null. */
  estimate: MoveEstimate | null;
  pricing: EstimatePricing;
  /** Today in İstanbul, as the dates were checked against. */
  today: string;
  /** The days of the next DAY_LOAD_DAYS the calendar counts full ('YYYY-MM-DD'). */
  fullDays: string[];
}

/** How far ahead the estimate page looks for full days. */
export const DAY_LOAD_DAYS = 90;

/** Parses an estimate's parameters (never throws on visitor input) and runs the model when they are valid. */
export async function estimateFromQuery(params: SearchParamsLike, now: Date = new Date()): Promise<QueryEstimate> {
  const pricing = await getEstimateSettings();
  const today = todayInIstanbul(now);
  const query = parseEstimateQuery(params, { places: ESTIMATE_PLACES, today });
  // The calendar's busy and full days of the bookable range: the date field names the full ones.
  const loads = await dayLoads(today, addDays(today, DAY_LOAD_DAYS));
  const date = query.status === 'valid' ? query.input.date : null;
  const estimate =
    query.status === 'valid'
      ? estimateMoveByRoad(
          query.input,
          pricing.settings,
          pricing.startingPrices,
          pricing.includedExtras,
          undefined,
          date ? (loads.get(date) ?? null) : null,
        )
      : null;
  const fullDays = [...loads].filter(([, load]) => load === 'full').map(([day]) => day);
  return { query, estimate, pricing, today, fullDays };
}

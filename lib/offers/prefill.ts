// What the offer editor starts with (docs/decisions/036-offer-editor.md): the lead's estimate
// recomputed line by line, or the service's starting price for a request without one; what
// is included and not from the one included/extra table; the assumptions the price rests on.
// Pure: the server glue (prefill.server.ts) reads the settings and runs the model.
import { SERVICE_FACTS, SERVICE_ORDER, type ServiceSlug } from '@/content/services';
import type { MoveEstimate, EstimateInput, MoveEnd } from '@/lib/estimate';
import {
  ALWAYS_INCLUDED,
  EXTRA_ITEMS,
  EXTRA_ITEM_LABELS,
  type ExtraItem,
  type IncludedTable,
} from '@/lib/included/index.server';
import { DEFAULT_PAYMENT_TERMS, DEFAULT_VALIDITY_DAYS, type OfferContent, type OfferLine } from './types';

/** The line that lifts an estimate's total to the minimum price that held its range up. */
export const MINIMUM_LINE_LABEL = 'En düşük fiyat farkı';
/** The assumption staff must check on the survey: the model knows nothing of it. */
export const TRUCK_DISTANCE_ASSUMPTION = 'Aracın kapıya uzaklığı: en çok 20 metre';

/**
 * The estimate's line items as offer lines, whole TL, their sum the estimate's total; when the
 * minimum price held the range up and the lines stay below it, one more honest line makes up the
 * difference, so the offer is not lower than what the visitor was shown.
 */
export function linesFromEstimate(estimate: MoveEstimate): OfferLine[] {
  const lines = estimate.lineItems.map((item) => ({ label: item.label, amount: Math.round(item.amount) }));
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  if (estimate.floorPrice.applied && sum < estimate.floorPrice.amount) {
    lines.push({ label: MINIMUM_LINE_LABEL, amount: estimate.floorPrice.amount - sum });
  }
  return lines;
}

const floorText = (floor: number) => (floor === 0 ? 'giriş katı' : `${floor}. kat`);

function endAssumption(name: string, end: MoveEnd): string {
  return `${name}: ${floorText(end.floor)}, bina asansörü ${end.elevator ? 'var' : 'yok'}`;
}

/** What the price rests on, in the customer's words, from the estimate's inputs. */
export function assumptionsFromInput(input: EstimateInput, volumeM3: number): string[] {
  const lift = [
    input.origin.furnitureLift ? 'yükleme adresinde' : null,
    input.destination.furnitureLift ? 'boşaltma adresinde' : null,
  ].filter(Boolean);
  return [
    endAssumption('Yükleme adresi', input.origin),
    endAssumption('Boşaltma adresi', input.destination),
    lift.length ? `Dış cephe asansörü ${lift.join(' ve ')} kullanılır` : 'Dış cephe asansörü gerekmiyor',
    `Eşya hacmi yaklaşık ${volumeM3} m³ (${input.homeSize} ev)`,
    TRUCK_DISTANCE_ASSUMPTION,
  ];
}

/** The assumptions with the inventory's line in place of the home size's volume (or first, without an estimate). */
function withInventory(assumptions: string[], inventory: string | null): string[] {
  if (!inventory) return assumptions;
  const volume = assumptions.findIndex((a) => a.startsWith('Eşya hacmi'));
  return volume === -1 ? [inventory, ...assumptions] : assumptions.map((a, i) => (i === volume ? inventory : a));
}

/** The extras the visitor asked for in the estimate: priced in its lines, so included in the offer. */
export function chosenExtras(input: EstimateInput): ExtraItem[] {
  const chosen: Record<ExtraItem, boolean> = {
    packing: input.packing,
    assembly: input.assembly,
    furnitureLift: input.origin.furnitureLift || input.destination.furnitureLift,
    insurance: input.insurance,
  };
  return EXTRA_ITEMS.filter((item) => chosen[item]);
}

/** What the service's price includes and what it does not; extras priced in the lines count as included. */
export function inclusionForOffer(
  table: IncludedTable,
  service: ServiceSlug,
  priced: readonly ExtraItem[] = [],
): { included: string[]; excluded: string[] } {
  const included = EXTRA_ITEMS.filter((item) => table[service][item] === 'included' || priced.includes(item));
  return {
    included: [...ALWAYS_INCLUDED, ...included.map((item) => EXTRA_ITEM_LABELS[item])],
    excluded: EXTRA_ITEMS.filter((item) => !included.includes(item)).map((item) => EXTRA_ITEM_LABELS[item]),
  };
}

/** The service of a quote request by its title ("Evden Eve Nakliyat"), else home moving. */
export function serviceOfTitle(title: string): ServiceSlug {
  const wanted = title.trim().toLocaleLowerCase('tr-TR');
  return (
    SERVICE_ORDER.find((id) => SERVICE_FACTS[id].title.toLocaleLowerCase('tr-TR') === wanted) ?? 'evden-eve-nakliyat'
  );
}

export interface PrefillSource {
  /** The lead's estimate inputs and the model recomputed on them with today's settings, or null. */
  estimate: { input: EstimateInput; result: MoveEstimate } | null;
  /** The quote request's service title, for a request without an estimate. */
  serviceTitle: string;
  /** The service's starting price, whole TL (the first line of an offer without an estimate). */
  startingPrice: number;
  included: IncludedTable;
  vat: OfferContent['vat'];
  /** Today in İstanbul (`YYYY-MM-DD`): the move date when the lead has none. */
  today: string;
  /**
   * The customer's inventory (lib/inventory), when they listed anything: the estimate above is
   * then computed on its volume, and its line ("Eşya listesi: 34 kalem, 31,5 m³") replaces the
   * home size's volume among the assumptions.
   */
  inventory?: { assumption: string } | null;
}

/** The first draft of a lead's offer. */
export function prefillOffer(source: PrefillSource): OfferContent {
  const { estimate } = source;
  const service: ServiceSlug = estimate ? estimate.result.service : serviceOfTitle(source.serviceTitle);
  const inclusion = inclusionForOffer(source.included, service, estimate ? chosenExtras(estimate.input) : []);
  const vehicles = estimate ? `${estimate.result.vehicles} kamyon` : '';
  return {
    lines: estimate
      ? linesFromEstimate(estimate.result)
      : [{ label: `${SERVICE_FACTS[service].title} (başlangıç fiyatı)`, amount: Math.round(source.startingPrice) }],
    moveDate: estimate?.input.date ?? source.today,
    moveDateEnd: null,
    vehicles,
    crew: '',
    included: inclusion.included,
    excluded: inclusion.excluded,
    assumptions: withInventory(
      estimate ? assumptionsFromInput(estimate.input, estimate.result.volumeM3) : [TRUCK_DISTANCE_ASSUMPTION],
      source.inventory?.assumption ?? null,
    ).map((label) => ({ label })),
    validityDays: DEFAULT_VALIDITY_DAYS,
    paymentTerms: DEFAULT_PAYMENT_TERMS,
    note: '',
    vat: source.vat,
  };
}

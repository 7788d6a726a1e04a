// The moving-cost model: a pure function of the move, the staff-edited settings, the road
// distance and the services' starting prices. No I/O, no clock: the same input always
// gives the same estimate. The formula is explained in docs/decisions/006-estimate-model.md.
import { formatTl as money } from './format';
import type { EstimateSettings } from './settings';
import type { EstimateInput, MoveEnd } from './types';

/** Services whose starting price bounds an estimate from below. */
export const ESTIMATE_SERVICES = ['sehir-ici-tasima', 'sehirlerarasi-tasima', 'asansorlu-tasimacilik'] as const;
export type EstimateServiceSlug = (typeof ESTIMATE_SERVICES)[number];

/** Starting prices in whole TL (from the service table, later staff-edited). */
export type StartingPrices = Record<EstimateServiceSlug, number>;

export interface EstimateContext {
  /** Road distance between the two province centres in km; ignored within one province. */
  distanceKm: number;
  startingPrices: StartingPrices;
  /** Extras the service's price includes ("Fiyatlar", lib/included/table.ts): never charged as a line. */
  includedExtras?: IncludedExtras;
}

export type LineItemKey =
  | 'base'
  | 'labour'
  | 'city-vehicles'
  | 'intercity-fee'
  | 'road'
  | 'floors-origin'
  | 'floors-destination'
  | 'lift-origin'
  | 'lift-destination'
  | 'packing'
  | 'assembly'
  | 'weekday'
  | 'weekend'
  | 'peak'
  | 'insurance';

export interface LineItem {
  key: LineItemKey;
  label: string;
  /** How the amount was reached, e.g. "27 m³ × 350 TL". */
  detail: string;
  /** Whole TL; negative for a discount. */
  amount: number;
}

export type AdjustmentKind = 'weekday' | 'weekend' | 'peak';

export interface Adjustment {
  kind: AdjustmentKind;
  /** Signed percentage: -10 for the weekday discount, 15 for the weekend. */
  percent: number;
  amount: number;
}

export type EstimateDuration = { unit: 'hours'; value: number } | { unit: 'days'; value: number };

export interface MoveEstimate {
  /** The range shown to the visitor, whole TL in steps of 500. */
  min: number;
  max: number;
  /** The computed price: the sum of the line items. */
  total: number;
  lineItems: LineItem[];
  adjustments: Adjustment[];
  service: 'sehir-ici-tasima' | 'sehirlerarasi-tasima';
  intercity: boolean;
  distanceKm: number;
  volumeM3: number;
  vehicles: number;
  duration: EstimateDuration;
  /** The starting price that bounds the range, and whether it raised the computed minimum. */
  floorPrice: { service: EstimateServiceSlug; amount: number; applied: boolean };
  /** Kind of the chosen day, or null without a date. */
  day: 'weekday' | 'weekend' | null;
  peak: boolean;
  included: string[];
  excluded: string[];
}

/** The one promise shown with every estimate. */
export const ESTIMATE_PROMISE =
  'Ücretsiz ekspertizden sonra onayladığımız fiyat, beyan ettiğiniz kat, asansör ve eşya bilgileri doğru olduğu sürece taşınma günü değişmez.';

const ROUNDING_STEP = 500;
const tl = new Intl.NumberFormat('tr-TR');

const roundDown = (n: number) => Math.floor(n / ROUNDING_STEP) * ROUNDING_STEP;
const roundUp = (n: number) => Math.ceil(n / ROUNDING_STEP) * ROUNDING_STEP;

/** Weekday (Monday-Friday) or weekend of a `YYYY-MM-DD` calendar day, and whether it falls in the peak. */
export function classifyDate(date: string, settings: Pick<EstimateSettings, 'peakMonths' | 'monthTurnDays'>) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const season = settings.peakMonths.includes(month);
  const monthTurn = day <= settings.monthTurnDays || day > daysInMonth - settings.monthTurnDays;
  return {
    day: weekday === 0 || weekday === 6 ? ('weekend' as const) : ('weekday' as const),
    peak: season || monthTurn,
    season,
    monthTurn,
  };
}

const END_NAMES = { origin: 'çıkış', destination: 'varış' } as const;

/** Floors climbed by stairs at one end: none with an elevator, or when the furniture lift carries the goods. */
function stairFloors(end: MoveEnd): number {
  return end.elevator || end.furnitureLift ? 0 : end.floor;
}

/**
 * Estimates a home move. Throws only on a programming error (a distance missing between
 * two provinces); visitor input is checked beforehand by `parseEstimateQuery`.
 */
export function estimateMove(input: EstimateInput, settings: EstimateSettings, context: EstimateContext): MoveEstimate {
  const s = settings;
  const intercity = input.origin.province !== input.destination.province;
  const distanceKm = intercity ? context.distanceKm : 0;
  if (intercity && !(Number.isFinite(distanceKm) && distanceKm > 0)) {
    throw new Error(`No road distance between ${input.origin.province} and ${input.destination.province}`);
  }

  const free = freeExtras(context, intercity);
  const volumeM3 = s.volumeM3[input.homeSize];
  const vehicles = Math.ceil(volumeM3 / s.vehicleCapacityM3);
  const vehiclesText = `${vehicles} araç`;
  const work: LineItem[] = [];
  const add = (key: LineItemKey, label: string, detail: string, amount: number) => {
    if (amount !== 0) work.push({ key, label, detail, amount });
  };

  add('base', 'Taban ücret (planlama, koruma malzemesi, ekibin yolu)', 'Her taşımada bir kez', s.baseFee);
  add('labour', 'Yükleme ve boşaltma işçiliği', `${volumeM3} m³ × ${money(s.labourPerM3)}`, volumeM3 * s.labourPerM3);
  if (intercity) {
    add(
      'intercity-fee',
      'Şehirlerarası sabit ücret (otoyol, köprü, konaklama)',
      `${vehiclesText} × ${money(s.intercityFeePerVehicle)}`,
      vehicles * s.intercityFeePerVehicle,
    );
    add(
      'road',
      'Yol ücreti',
      `${tl.format(distanceKm)} km × ${money(s.roadRatePerKm)} × ${vehiclesText}`,
      Math.round(distanceKm * s.roadRatePerKm * vehicles),
    );
  } else {
    add(
      'city-vehicles',
      'Şehir içi araç ve şoför',
      `${vehiclesText} × ${money(s.cityRatePerVehicle)}`,
      vehicles * s.cityRatePerVehicle,
    );
  }
  for (const side of ['origin', 'destination'] as const) {
    const end = input[side];
    const floors = stairFloors(end);
    add(
      side === 'origin' ? 'floors-origin' : 'floors-destination',
      `Asansörsüz kat ücreti (${END_NAMES[side]})`,
      `${floors} kat × ${money(s.floorSurchargePerFloor)}`,
      floors * s.floorSurchargePerFloor,
    );
  }
  for (const side of ['origin', 'destination'] as const) {
    if (!input[side].furnitureLift || free.has('furnitureLift')) continue;
    add(
      side === 'origin' ? 'lift-origin' : 'lift-destination',
      `Asansörlü taşıma (${END_NAMES[side]})`,
      'Adres başına',
      s.furnitureLiftPerEnd,
    );
  }
  if (input.packing && !free.has('packing')) {
    add(
      'packing',
      'Paketleme ve koli malzemesi',
      `${volumeM3} m³ × ${money(s.packingPerM3)}`,
      volumeM3 * s.packingPerM3,
    );
  }
  if (input.assembly && !free.has('assembly')) {
    add(
      'assembly',
      'Mobilya söküm ve montajı',
      `${volumeM3} m³ × ${money(s.assemblyPerM3)}`,
      volumeM3 * s.assemblyPerM3,
    );
  }

  // The date's adjustments are percentages of the work, added up (not compounded).
  const workTotal = work.reduce((sum, item) => sum + item.amount, 0);
  const when = input.date ? classifyDate(input.date, s) : null;
  const adjustments: Adjustment[] = [];
  const lineItems = [...work];
  const adjust = (kind: AdjustmentKind, percent: number, label: string) => {
    if (percent === 0) return;
    // Rounded half away from zero, so a discount and a surcharge of the same size mirror each other.
    const amount = Math.sign(percent) * Math.round((workTotal * Math.abs(percent)) / 100);
    adjustments.push({ kind, percent, amount });
    const sign = percent < 0 ? '-' : '+';
    lineItems.push({ key: kind, label, detail: `${sign}%${Math.abs(percent)} × ${money(workTotal)}`, amount });
  };
  if (when?.day === 'weekday') adjust('weekday', -s.weekdayDiscountPercent, 'Hafta içi indirimi');
  if (when?.day === 'weekend') adjust('weekend', s.weekendSurchargePercent, 'Hafta sonu farkı');
  if (when?.peak) {
    adjust('peak', s.peakSurchargePercent, when.season ? 'Yoğun sezon farkı' : 'Ay dönümü yoğunluk farkı');
  }

  if (input.insurance && !free.has('insurance')) {
    lineItems.push({
      key: 'insurance',
      label: 'Genişletilmiş nakliyat sigortası',
      detail: `${volumeM3} m³ × ${money(s.insurancePerM3)}`,
      amount: volumeM3 * s.insurancePerM3,
    });
  }
  const total = lineItems.reduce((sum, item) => sum + item.amount, 0);

  // The range, rounded outwards to 500 TL, never below the matching service's starting price.
  const service = intercity ? 'sehirlerarasi-tasima' : 'sehir-ici-tasima';
  const liftUsed = input.origin.furnitureLift || input.destination.furnitureLift;
  const floorService: EstimateServiceSlug =
    liftUsed && context.startingPrices['asansorlu-tasimacilik'] > context.startingPrices[service]
      ? 'asansorlu-tasimacilik'
      : service;
  const floorAmount = roundUp(context.startingPrices[floorService]);
  const computedMin = roundDown((total * (100 - s.rangeBelowPercent)) / 100);
  const computedMax = roundUp((total * (100 + s.rangeAbovePercent)) / 100);
  const min = Math.max(computedMin, floorAmount);
  const max = Math.max(computedMax, min);

  return {
    min,
    max,
    total,
    lineItems,
    adjustments,
    service,
    intercity,
    distanceKm,
    volumeM3,
    vehicles,
    duration: estimateDuration(input, s, { intercity, distanceKm, volumeM3, vehicles }),
    floorPrice: { service: floorService, amount: floorAmount, applied: computedMin < floorAmount },
    day: when?.day ?? null,
    peak: when?.peak ?? false,
    ...coverage(input, intercity, free),
  };
}

function estimateDuration(
  input: EstimateInput,
  s: EstimateSettings,
  move: { intercity: boolean; distanceKm: number; volumeM3: number; vehicles: number },
): EstimateDuration {
  if (move.intercity) return { unit: 'days', value: Math.max(1, Math.ceil(move.distanceKm / s.roadKmPerDay)) };
  // Each truck brings its own crew, so the crews share the volume.
  const perCrew = move.volumeM3 / move.vehicles;
  const hours = perCrew / s.crewM3PerHour + (input.packing ? perCrew / s.packingM3PerHour : 0) + s.cityDriveHours;
  return { unit: 'hours', value: Math.ceil(hours) };
}

function coverage(input: EstimateInput, intercity: boolean, free: ReadonlySet<IncludedExtra>) {
  const lift = [input.origin.furnitureLift && 'çıkış', input.destination.furnitureLift && 'varış'].filter(Boolean);
  const included = [
    'Ücretsiz ekspertiz ve yazılı fiyat teklifi',
    intercity ? 'Yükleme, şehirlerarası taşıma ve boşaltma' : 'Yükleme, taşıma ve boşaltma',
    'Mobilyaların battaniye ve streç filmle korunması',
    'Standart nakliyat sigortası',
  ];
  const excluded: string[] = [];
  const inService = (item: IncludedExtra, text: string) => (free.has(item) ? `${text}, hizmete dahil` : text);
  (input.packing || free.has('packing') ? included : excluded).push(
    inService('packing', 'Eşyaların paketlenmesi ve koli malzemesi'),
  );
  (input.assembly || free.has('assembly') ? included : excluded).push(
    inService('assembly', 'Mobilyaların sökülüp yeniden kurulması'),
  );
  if (lift.length === 1) included.push(inService('furnitureLift', `Asansörlü taşıma (${lift[0]} adresinde)`));
  if (lift.length === 2) included.push(inService('furnitureLift', 'Asansörlü taşıma (çıkış ve varış adreslerinde)'));
  (input.insurance || free.has('insurance') ? included : excluded).push(
    inService('insurance', 'Eşyanın tam değerini kapsayan genişletilmiş sigorta'),
  );
  excluded.push(
    'Beyaz eşya, avize ve elektrik-su tesisatı bağlantıları',
    'Piyano, kasa gibi özel taşıma gerektiren eşyalar (ekspertizde ayrıca fiyatlanır)',
    'Depolama',
  );
  return { included, excluded };
}

// --- Extras a service includes (docs/decisions/029-what-is-included.md) ---------------

/** The extras staff can mark as included in a service's price. */
export type IncludedExtra = 'packing' | 'assembly' | 'furnitureLift' | 'insurance';

/** Per estimated service, the extras its price includes. */
export type IncludedExtras = Partial<Record<MoveEstimate['service'], readonly IncludedExtra[]>>;

function freeExtras(context: EstimateContext, intercity: boolean): ReadonlySet<IncludedExtra> {
  return new Set(context.includedExtras?.[intercity ? 'sehirlerarasi-tasima' : 'sehir-ici-tasima'] ?? []);
}

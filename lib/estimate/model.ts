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

/** The province the trucks start from and return to: the base in İstanbul (Bağcılar). */
export const BASE_PROVINCE = 'istanbul';

export interface EstimateContext {
  /** Road distance between the two province centres in km; ignored within one province. */
  distanceKm: number;
  startingPrices: StartingPrices;
  /**
   * Road km from the base's province to the origin and from the destination back to it;
   * needed only when neither end is in the base's province.
   */
  baseKm?: { toOrigin: number; fromDestination: number };
  /** Extras the service's price includes ("Fiyatlar", lib/included/table.ts): never charged as a line. */
  includedExtras?: IncludedExtras;
  /**
   * The volume in m³ when it is known from the customer's inventory (lib/inventory); else the
   * home size's typical volume is used. The same model either way.
   */
  volumeM3?: number;
  /**
   * How booked the chosen day already is in the company's calendar (lib/calendar): a busy or
   * full day is priced with the peak factor, as the season is. Null or absent: not known.
   */
  dayLoad?: DayLoad | null;
}

/** A day's load in the company's calendar: above the staff-set share of capacity, or full. */
export type DayLoad = 'busy' | 'full';

export type LineItemKey =
  | 'base'
  | 'labour'
  | 'city-vehicles'
  | 'intercity-fee'
  | 'road'
  | 'empty-leg'
  | 'shared-carriage'
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

/** A price reached from line items: their total, the range around it and the minimum under it. */
export interface PricedLines {
  /** The range shown to the visitor, whole TL in steps of 500. */
  min: number;
  max: number;
  /** The computed price: the sum of the line items. */
  total: number;
  lineItems: LineItem[];
  adjustments: Adjustment[];
  /** The range from the lines alone: the total with the stated margins, before the minimum. */
  computedMin: number;
  computedMax: number;
  /** The one plain line shown when the minimum price holds the range up, else null. */
  minimumMessage: string | null;
  /** True when the weekday discount does not change the range: the minimum price swallows it. */
  discountHeldByMinimum: boolean;
}

export type SharedBand = 'near' | 'mid' | 'far';

/** A truck shared with other customers' loads ("parsiyel taşıma"): cheaper, slower. */
export interface SharedEstimate extends PricedLines {
  band: SharedBand;
  ratePerM3: number;
  /** The minimum price of a shared move, whole TL in steps of 500, and whether it raised the range. */
  minimum: { amount: number; applied: boolean };
  /** Delivered within this many days of loading. */
  deliveryDays: number;
}

export interface MoveEstimate extends PricedLines {
  service: 'sehir-ici-tasima' | 'sehirlerarasi-tasima';
  intercity: boolean;
  distanceKm: number;
  volumeM3: number;
  vehicles: number;
  duration: EstimateDuration;
  /** The starting price that bounds the range, and whether it raised the computed minimum. */
  floorPrice: { service: EstimateServiceSlug; amount: number; applied: boolean };
  /** Km driven empty from the base and back, when neither end is the base's province; else 0. */
  emptyLegKm: number;
  /** The shared-truck offer, for a small load between provinces; null otherwise. */
  shared: SharedEstimate | null;
  /** Kind of the chosen day, or null without a date. */
  day: 'weekday' | 'weekend' | null;
  peak: boolean;
  /** The chosen day's load in the calendar (busy or full), or null. */
  dayLoad: DayLoad | null;
  included: string[];
  excluded: string[];
}

/** The one promise shown with every estimate. */
export const ESTIMATE_PROMISE =
  'Ücretsiz ekspertizden sonra onayladığımız fiyat, beyan ettiğiniz kat, asansör ve eşya bilgileri doğru olduğu sürece taşınma günü değişmez.';

const ROUNDING_STEP = 500;
const tl = new Intl.NumberFormat('tr-TR');

/** "27 m³", "31,5 m³": a volume as the line items show it. */
const m3 = (volume: number) => `${tl.format(volume)} m³`;
/** A per-m³ amount in whole TL (an inventory's volume has decimals). */
const perM3 = (volume: number, rate: number) => Math.round(volume * rate);

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

type When = (ReturnType<typeof classifyDate> & { busyDay?: boolean }) | null;

/** The work of a move besides the transport: base fee, labour, floors, lift, packing, assembly. */
function workLines(
  input: EstimateInput,
  s: EstimateSettings,
  volumeM3: number,
  transport: LineItem[],
  free: ReadonlySet<IncludedExtra>,
): LineItem[] {
  const work: LineItem[] = [];
  const add = (key: LineItemKey, label: string, detail: string, amount: number) => {
    if (amount !== 0) work.push({ key, label, detail, amount });
  };

  add('base', 'Taban ücret (planlama, koruma malzemesi, ekibin yolu)', 'Her taşımada bir kez', s.baseFee);
  add(
    'labour',
    'Yükleme ve boşaltma işçiliği',
    `${m3(volumeM3)} × ${money(s.labourPerM3)}`,
    perM3(volumeM3, s.labourPerM3),
  );
  for (const item of transport) add(item.key, item.label, item.detail, item.amount);
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
      `${m3(volumeM3)} × ${money(s.packingPerM3)}`,
      perM3(volumeM3, s.packingPerM3),
    );
  }
  if (input.assembly && !free.has('assembly')) {
    add(
      'assembly',
      'Mobilya söküm ve montajı',
      `${m3(volumeM3)} × ${money(s.assemblyPerM3)}`,
      perM3(volumeM3, s.assemblyPerM3),
    );
  }
  return work;
}

/** The date's adjustments: percentages of the work, added up (not compounded). */
function dateAdjustments(work: LineItem[], when: When, s: EstimateSettings) {
  const workTotal = work.reduce((sum, item) => sum + item.amount, 0);
  const adjustments: Adjustment[] = [];
  const lineItems: LineItem[] = [];
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
    adjust(
      'peak',
      s.peakSurchargePercent,
      when.season ? 'Yoğun sezon farkı' : when.monthTurn ? 'Ay dönümü yoğunluk farkı' : 'Yoğun gün farkı',
    );
  }
  return { adjustments, lineItems };
}

/**
 * The range of a total: the stated margins below and above it, rounded outwards to 500 TL,
 * and held up by the minimum price (both ends at least the minimum).
 */
export function priceRange(
  total: number,
  s: Pick<EstimateSettings, 'rangeBelowPercent' | 'rangeAbovePercent'>,
  minimum: number,
) {
  const computedMin = roundDown((total * (100 - s.rangeBelowPercent)) / 100);
  const computedMax = roundUp((total * (100 + s.rangeAbovePercent)) / 100);
  const min = Math.max(computedMin, minimum);
  const max = Math.max(computedMax, min);
  return { min, max, computedMin, computedMax };
}

/** "Bu mesafe için en düşük fiyatımız 40.000 TL'dir": the minimum in one plain line. */
export function minimumMessage(subject: string, amount: number): string {
  return `${subject} en düşük fiyatımız ${money(amount)}'dir`;
}

/** Prices work, date and insurance lines: the total, the range, the minimum's line and its effect on the discount. */
function priceLines(
  work: LineItem[],
  when: When,
  input: EstimateInput,
  s: EstimateSettings,
  volumeM3: number,
  minimum: { amount: number; subject: string },
  free: ReadonlySet<IncludedExtra>,
): PricedLines {
  const date = dateAdjustments(work, when, s);
  const lineItems = [...work, ...date.lineItems];
  if (input.insurance && !free.has('insurance')) {
    lineItems.push({
      key: 'insurance',
      label: 'Genişletilmiş nakliyat sigortası',
      detail: `${m3(volumeM3)} × ${money(s.insurancePerM3)}`,
      amount: perM3(volumeM3, s.insurancePerM3),
    });
  }
  const total = lineItems.reduce((sum, item) => sum + item.amount, 0);
  const range = priceRange(total, s, minimum.amount);
  const discount = date.adjustments.find((a) => a.kind === 'weekday');
  const withoutDiscount = discount ? priceRange(total - discount.amount, s, minimum.amount) : null;
  return {
    ...range,
    total,
    lineItems,
    adjustments: date.adjustments,
    minimumMessage: range.computedMin < minimum.amount ? minimumMessage(minimum.subject, minimum.amount) : null,
    discountHeldByMinimum:
      withoutDiscount !== null && withoutDiscount.min === range.min && withoutDiscount.max === range.max,
  };
}

/** The distance band of a shared truck's per-m³ rate. */
export function sharedBand(distanceKm: number, s: EstimateSettings): { band: SharedBand; ratePerM3: number } {
  if (distanceKm <= s.sharedNearMaxKm) return { band: 'near', ratePerM3: s.sharedNearPerM3 };
  if (distanceKm <= s.sharedMidMaxKm) return { band: 'mid', ratePerM3: s.sharedMidPerM3 };
  return { band: 'far', ratePerM3: s.sharedFarPerM3 };
}

const BAND_NAMES: Record<SharedBand, string> = { near: 'yakın', mid: 'orta', far: 'uzak' };

/**
 * Estimates a home move. Throws only on a programming error (a distance missing between
 * two provinces, or from the base); visitor input is checked beforehand by `parseEstimateQuery`.
 */
export function estimateMove(input: EstimateInput, settings: EstimateSettings, context: EstimateContext): MoveEstimate {
  const s = settings;
  const intercity = input.origin.province !== input.destination.province;
  const distanceKm = intercity ? context.distanceKm : 0;
  if (intercity && !(Number.isFinite(distanceKm) && distanceKm > 0)) {
    throw new Error(`No road distance between ${input.origin.province} and ${input.destination.province}`);
  }
  const fromBase = input.origin.province !== BASE_PROVINCE && input.destination.province !== BASE_PROVINCE;
  if (fromBase && !context.baseKm) {
    throw new Error(`No road distance from the base to ${input.origin.province} and ${input.destination.province}`);
  }

  const volumeM3 = context.volumeM3 ?? s.volumeM3[input.homeSize];
  const vehicles = Math.ceil(volumeM3 / s.vehicleCapacityM3);
  const vehiclesText = `${vehicles} araç`;
  const dayLoad = input.date ? (context.dayLoad ?? null) : null;
  const classified = input.date ? classifyDate(input.date, s) : null;
  // A day the calendar counts busy or full costs the peak factor too (once, never twice).
  const when = classified && dayLoad ? { ...classified, peak: true, busyDay: true } : classified;

  const transport: LineItem[] = [];
  if (intercity) {
    transport.push(
      {
        key: 'intercity-fee',
        label: 'Şehirlerarası sabit ücret (otoyol, köprü, konaklama)',
        detail: `${vehiclesText} × ${money(s.intercityFeePerVehicle)}`,
        amount: vehicles * s.intercityFeePerVehicle,
      },
      {
        key: 'road',
        label: 'Yol ücreti',
        detail: `${tl.format(distanceKm)} km × ${money(s.roadRatePerKm)} × ${vehiclesText}`,
        amount: Math.round(distanceKm * s.roadRatePerKm * vehicles),
      },
    );
  } else {
    transport.push({
      key: 'city-vehicles',
      label: 'Şehir içi araç ve şoför',
      detail: `${vehiclesText} × ${money(s.cityRatePerVehicle)}`,
      amount: vehicles * s.cityRatePerVehicle,
    });
  }
  const baseKm = fromBase ? context.baseKm! : null;
  const emptyLegKm = baseKm ? baseKm.toOrigin + baseKm.fromDestination : 0;
  if (baseKm) {
    transport.push({
      key: 'empty-leg',
      label: "Aracın İstanbul'daki merkezimizden gelişi ve dönüşü (boş)",
      detail: `(${tl.format(baseKm.toOrigin)} km + ${tl.format(baseKm.fromDestination)} km) × ${money(s.emptyLegRatePerKm)} × ${vehiclesText}`,
      amount: emptyLegKm * s.emptyLegRatePerKm * vehicles,
    });
  }

  // The range is never below the matching service's starting price.
  const service = intercity ? 'sehirlerarasi-tasima' : 'sehir-ici-tasima';
  const liftUsed = input.origin.furnitureLift || input.destination.furnitureLift;
  const floorService: EstimateServiceSlug =
    liftUsed && context.startingPrices['asansorlu-tasimacilik'] > context.startingPrices[service]
      ? 'asansorlu-tasimacilik'
      : service;
  const floorAmount = roundUp(context.startingPrices[floorService]);
  const free = freeExtras(context, intercity);
  const priced = priceLines(
    workLines(input, s, volumeM3, transport, free),
    when,
    input,
    s,
    volumeM3,
    {
      amount: floorAmount,
      subject: floorService === 'asansorlu-tasimacilik' ? 'Asansörlü taşımada' : 'Bu mesafe için',
    },
    free,
  );

  return {
    ...priced,
    service,
    intercity,
    distanceKm,
    volumeM3,
    vehicles,
    duration: estimateDuration(input, s, { intercity, distanceKm, volumeM3, vehicles }),
    floorPrice: { service: floorService, amount: floorAmount, applied: priced.computedMin < floorAmount },
    emptyLegKm,
    shared: intercity ? sharedEstimate(input, s, { distanceKm, volumeM3, when, free }) : null,
    day: when?.day ?? null,
    peak: when?.peak ?? false,
    dayLoad,
    ...coverage(input, intercity, free),
  };
}

/** The shared-truck offer of a move between provinces, when its load is small enough. */
function sharedEstimate(
  input: EstimateInput,
  s: EstimateSettings,
  move: { distanceKm: number; volumeM3: number; when: When; free: ReadonlySet<IncludedExtra> },
): SharedEstimate | null {
  if (move.volumeM3 > s.sharedMaxVolumeM3) return null;
  const { band, ratePerM3 } = sharedBand(move.distanceKm, s);
  const carriage: LineItem = {
    key: 'shared-carriage',
    label: 'Paylaşılan araçla taşıma (parsiyel)',
    detail: `${m3(move.volumeM3)} × ${money(ratePerM3)} (${BAND_NAMES[band]} mesafe, ${tl.format(move.distanceKm)} km)`,
    amount: perM3(move.volumeM3, ratePerM3),
  };
  const amount = roundUp(s.sharedMinimum);
  const priced = priceLines(
    workLines(input, s, move.volumeM3, [carriage], move.free),
    move.when,
    input,
    s,
    move.volumeM3,
    { amount, subject: 'Paylaşılan araçla' },
    move.free,
  );
  return {
    ...priced,
    band,
    ratePerM3,
    minimum: { amount, applied: priced.computedMin < amount },
    deliveryDays: s.sharedDeliveryDays,
  };
}

/**
 * How long the road takes between two provinces: whole days at the settings' km a day, at
 * least one. The one source of a route's delivery time: the estimate and the route pages.
 */
export function roadDuration(distanceKm: number, s: Pick<EstimateSettings, 'roadKmPerDay'>): EstimateDuration {
  return { unit: 'days', value: Math.max(1, Math.ceil(distanceKm / s.roadKmPerDay)) };
}

function estimateDuration(
  input: EstimateInput,
  s: EstimateSettings,
  move: { intercity: boolean; distanceKm: number; volumeM3: number; vehicles: number },
): EstimateDuration {
  if (move.intercity) return roadDuration(move.distanceKm, s);
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
    // No insurance is claimed here: the pages name the insurer where they claim one (lib/claims.ts).
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

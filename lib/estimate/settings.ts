// The numbers of the moving-cost estimate: their schema (the bounds staff can set in
// "Fiyatlar", with Turkish messages) and the defaults the database is seeded with.
// Browser-safe: the staff form can check a value before it is sent. See
// docs/decisions/006-estimate-model.md for the formula.
import { z } from 'zod';
import { HOME_SIZES, type HomeSize } from './types';

type Unit = 'TL' | '%' | 'm³' | 'm³/saat' | 'saat' | 'km' | 'gün';

interface FieldRule {
  label: string;
  unit: Unit;
  min: number;
  max: number;
  /** Whole numbers only (every lira amount is whole TL). */
  integer: boolean;
}

/** Every number of the settings but the per-size volumes and the season's months. */
export const ESTIMATE_SETTING_FIELDS = {
  baseFee: { label: 'Taban ücret', unit: 'TL', min: 0, max: 100_000, integer: true },
  labourPerM3: { label: 'İşçilik (m³ başına)', unit: 'TL', min: 0, max: 10_000, integer: true },
  vehicleCapacityM3: { label: 'Bir aracın kapasitesi', unit: 'm³', min: 5, max: 150, integer: true },
  cityRatePerVehicle: { label: 'Şehir içi araç ücreti (araç başına)', unit: 'TL', min: 0, max: 100_000, integer: true },
  intercityFeePerVehicle: {
    label: 'Şehirlerarası sabit ücret (araç başına)',
    unit: 'TL',
    min: 0,
    max: 200_000,
    integer: true,
  },
  roadRatePerKm: {
    label: 'Şehirlerarası kilometre ücreti (araç başına)',
    unit: 'TL',
    min: 0,
    max: 1_000,
    integer: true,
  },
  floorSurchargePerFloor: {
    label: 'Asansörsüz kat ücreti (kat başına)',
    unit: 'TL',
    min: 0,
    max: 20_000,
    integer: true,
  },
  furnitureLiftPerEnd: {
    label: 'Asansörlü taşıma ücreti (adres başına)',
    unit: 'TL',
    min: 0,
    max: 100_000,
    integer: true,
  },
  packingPerM3: { label: 'Paketleme (m³ başına)', unit: 'TL', min: 0, max: 10_000, integer: true },
  assemblyPerM3: { label: 'Söküm ve montaj (m³ başına)', unit: 'TL', min: 0, max: 10_000, integer: true },
  insurancePerM3: { label: 'Genişletilmiş sigorta (m³ başına)', unit: 'TL', min: 0, max: 10_000, integer: true },
  weekdayDiscountPercent: { label: 'Hafta içi indirimi', unit: '%', min: 0, max: 50, integer: true },
  weekendSurchargePercent: { label: 'Hafta sonu farkı', unit: '%', min: 0, max: 100, integer: true },
  peakSurchargePercent: { label: 'Yoğun dönem farkı', unit: '%', min: 0, max: 100, integer: true },
  monthTurnDays: { label: 'Ay başında ve sonunda yoğun gün sayısı', unit: 'gün', min: 0, max: 7, integer: true },
  rangeBelowPercent: { label: 'Aralığın alt payı', unit: '%', min: 0, max: 50, integer: true },
  rangeAbovePercent: { label: 'Aralığın üst payı', unit: '%', min: 0, max: 100, integer: true },
  crewM3PerHour: {
    label: 'Bir ekibin saatte yüklediği ve boşalttığı hacim',
    unit: 'm³',
    min: 1,
    max: 50,
    integer: false,
  },
  packingM3PerHour: { label: 'Bir ekibin saatte paketlediği hacim', unit: 'm³', min: 1, max: 100, integer: false },
  cityDriveHours: { label: 'Şehir içi yol süresi', unit: 'saat', min: 0, max: 12, integer: false },
  roadKmPerDay: { label: 'Bir aracın günde gittiği yol', unit: 'km', min: 100, max: 1_500, integer: true },
  emptyLegRatePerKm: {
    label: 'Merkezden gidiş ve dönüş kilometre ücreti (araç başına)',
    unit: 'TL',
    min: 0,
    max: 1_000,
    integer: true,
  },
  sharedMaxVolumeM3: { label: 'Paylaşılan araçla taşınan en çok hacim', unit: 'm³', min: 0, max: 150, integer: true },
  sharedNearMaxKm: { label: 'Paylaşılan araç: yakın mesafe sınırı', unit: 'km', min: 1, max: 3_000, integer: true },
  sharedMidMaxKm: { label: 'Paylaşılan araç: orta mesafe sınırı', unit: 'km', min: 1, max: 3_000, integer: true },
  sharedNearPerM3: {
    label: 'Paylaşılan araç, yakın mesafe (m³ başına)',
    unit: 'TL',
    min: 0,
    max: 20_000,
    integer: true,
  },
  sharedMidPerM3: { label: 'Paylaşılan araç, orta mesafe (m³ başına)', unit: 'TL', min: 0, max: 20_000, integer: true },
  sharedFarPerM3: { label: 'Paylaşılan araç, uzak mesafe (m³ başına)', unit: 'TL', min: 0, max: 20_000, integer: true },
  sharedMinimum: { label: 'Paylaşılan araçla en düşük fiyat', unit: 'TL', min: 0, max: 200_000, integer: true },
  sharedDeliveryDays: { label: 'Paylaşılan araçla en geç teslim süresi', unit: 'gün', min: 1, max: 30, integer: true },
} as const satisfies Record<string, FieldRule>;

export type EstimateSettingField = keyof typeof ESTIMATE_SETTING_FIELDS;

/** Bounds of a home size's typical volume. */
export const VOLUME_RULE: FieldRule = { label: 'Tipik hacim', unit: 'm³', min: 1, max: 300, integer: true };

const numberFormat = new Intl.NumberFormat('tr-TR');
const amount = (n: number, unit: Unit) =>
  unit === '%' ? `%${numberFormat.format(n)}` : `${numberFormat.format(n)} ${unit}`;

function numberField({ label, unit, min, max, integer }: FieldRule) {
  let schema = z
    .number({ error: `${label} için bir sayı girin.` })
    .min(min, { error: `${label} en az ${amount(min, unit)} olmalıdır.` })
    .max(max, { error: `${label} en çok ${amount(max, unit)} olabilir.` });
  if (integer) {
    schema = schema.int({
      error: unit === 'TL' ? `${label} kuruşsuz, tam lira olmalıdır.` : `${label} tam sayı olmalıdır.`,
    });
  }
  return schema;
}

const volumeShape = Object.fromEntries(
  HOME_SIZES.map((size) => [size, numberField({ ...VOLUME_RULE, label: `${VOLUME_RULE.label} (${size})` })]),
) as Record<HomeSize, ReturnType<typeof numberField>>;

/**
 * Seed values of the fields added after settings were first stored (issue 24): a stored
 * value without them still parses, with these (docs/decisions/028-estimate-tells-the-truth.md).
 */
const ADDED_FIELD_SEEDS = {
  emptyLegRatePerKm: 20,
  sharedMaxVolumeM3: 20,
  sharedNearMaxKm: 250,
  sharedMidMaxKm: 800,
  sharedNearPerM3: 400,
  sharedMidPerM3: 700,
  sharedFarPerM3: 1_000,
  sharedMinimum: 10_000,
  sharedDeliveryDays: 7,
} as const satisfies Partial<Record<EstimateSettingField, number>>;

const scalarShape = Object.fromEntries(
  Object.entries(ESTIMATE_SETTING_FIELDS).map(([key, rule]) => {
    const seed = (ADDED_FIELD_SEEDS as Partial<Record<string, number>>)[key];
    return [key, seed === undefined ? numberField(rule) : numberField(rule).default(seed)];
  }),
) as Record<EstimateSettingField, ReturnType<typeof numberField>>;

export const estimateSettingsSchema = z
  .object({
    ...scalarShape,
    /** Typical volume in m³ of each home size. */
    volumeM3: z.object(volumeShape),
    /** Months (1-12) of the peak season; sorted, each once. */
    peakMonths: z
      .array(
        z
          .number({ error: 'Yoğun sezon ayları 1 ile 12 arasında olmalıdır.' })
          .int({ error: 'Yoğun sezon ayları 1 ile 12 arasında olmalıdır.' })
          .min(1, { error: 'Yoğun sezon ayları 1 ile 12 arasında olmalıdır.' })
          .max(12, { error: 'Yoğun sezon ayları 1 ile 12 arasında olmalıdır.' }),
        { error: 'Yoğun sezon aylarını seçin.' },
      )
      .transform((months) => [...new Set(months)].sort((a, b) => a - b)),
  })
  .superRefine((settings, ctx) => {
    // A larger home is never typically smaller: it would make a 3+1 cheaper than a 2+1.
    HOME_SIZES.forEach((size, i) => {
      const smaller = HOME_SIZES[i - 1];
      if (smaller && settings.volumeM3[size] < settings.volumeM3[smaller]) {
        ctx.addIssue({
          code: 'custom',
          path: ['volumeM3', size],
          message: `${size} evin tipik hacmi ${smaller} evinkinden az olamaz.`,
        });
      }
    });
    // The bands follow each other: near, then mid, then far.
    if (settings.sharedMidMaxKm <= settings.sharedNearMaxKm) {
      ctx.addIssue({
        code: 'custom',
        path: ['sharedMidMaxKm'],
        message: 'Paylaşılan aracın orta mesafe sınırı, yakın mesafe sınırından büyük olmalıdır.',
      });
    }
  });

export type EstimateSettings = z.output<typeof estimateSettingsSchema>;

export type SettingsResult =
  { ok: true; settings: EstimateSettings } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Checks settings (from the staff form or the database). Field errors are keyed by the
 * field's path: `baseFee`, `volumeM3.2+1`, `peakMonths.0`; the first message per field.
 */
export function parseEstimateSettings(value: unknown): SettingsResult {
  const result = estimateSettingsSchema.safeParse(value);
  if (result.success) return { ok: true, settings: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
  return { ok: false, fieldErrors };
}

/**
 * Seed values: İstanbul prices for 2026, whole TL. How they were chosen:
 *
 * - Volumes: the usual rule of thumb of Turkish movers (a 1+1 holds 15-20 m³ of goods, a
 *   2+1 25-30, a 3+1 35-40, a 4+1 45-50); the middle of each band.
 * - A vehicle: a closed-box moving truck with about 40 m³ of usable space, so homes up to
 *   3+1 need one truck and 4+1 or larger two (each truck comes with its own crew).
 * - Base fee 4.000 TL: planning, blankets, stretch film and the crew's way to the first
 *   address; the same for every job (the survey itself is free).
 * - Labour 350 TL per m³: a crew of four loads and unloads about 6 m³ an hour; four
 *   workers at about 2.500 TL a day with employer costs is ~10.000 TL for a 27 m³ 2+1.
 * - In-city vehicle 4.500 TL: a truck with its driver and fuel for a working day in İstanbul.
 * - Intercity: 45 TL per km per truck on the highways authority's road distance (diesel
 *   ~60 TL/l at ~25 l/100 km is ~15 TL/km, doubled for the empty way back, plus the
 *   driver's wage and wear) and 8.000 TL per truck for tolls, bridges and the crew's
 *   night away. This replaces the in-city vehicle rate.
 * - Floors: 750 TL per floor climbed by stairs at an end without an elevator (floor 5 is
 *   3.750 TL); no stairs are climbed at an end where the furniture lift does the work.
 * - Furniture lift 5.000 TL per address: the lift truck and its operator for the job.
 * - Packing 250 TL per m³ (boxes, bubble wrap and the packing hours), assembly 100 TL per
 *   m³ (taking beds and wardrobes apart and putting them together again), extended
 *   insurance 60 TL per m³ (about 0,3 % of the goods' value, taken as ~20.000 TL a m³).
 * - Date: 10 % off Monday to Friday (the "İndirimli Nakliyat" badge), 15 % more on Saturday
 *   and Sunday, 10 % more in the peak season (June to September: school holidays and
 *   postings) and on the first two and last two days of every month, when most leases
 *   start and end. The adjustments add up and apply to the work, not to the insurance.
 * - Range: 10 % below and 15 % above the computed price, because the real volume of a
 *   home of a given size varies; rounded outwards to 500 TL.
 * - Duration: 6 m³ an hour per crew to load and unload, 12 m³ an hour to pack, an hour
 *   of driving in the city; 600 km a day on the road (about nine hours at the wheel).
 *
 * - From the base: the trucks start and end every job at the base in İstanbul (Bağcılar).
 *   When neither end is İstanbul, the way from the base to the first address and back from
 *   the last is charged at 20 TL per km per truck: diesel (~15 TL/km) and the driver's time,
 *   no crew and no load.
 * - Shared truck ("parsiyel taşıma"): loads up to 20 m³ (a 1+0 or 1+1) can travel between
 *   provinces in a truck shared with other customers' loads, delivered within 7 days. The
 *   carriage is charged per m³ by distance: 400 TL up to 250 km, 700 TL up to 800 km, 1.000
 *   TL beyond (what Turkish movers publish for 2026: an İstanbul–İzmir 1+1 for 20.000 –
 *   27.000 TL), at least 10.000 TL a move. The base fee, labour, floors and extras are
 *   charged as for a truck of one's own; the shared truck replaces the intercity fee, the
 *   road and the trip from the base.
 *
 * With these, a typical 2+1 in-city move (27 m³, one truck, elevators, no extras, no
 * date) costs 4.000 + 9.450 + 4.500 = 17.950 TL, shown as 16.000 – 21.000 TL: just
 * above the in-city starting price of 15.000 TL, as a typical home should be. The same
 * 2+1 from İstanbul to Ankara (453 km) is 4.000 + 9.450 + 8.000 + 20.385 = 41.835 TL,
 * shown as 40.000 – 48.500 TL, at the intercity starting price of 40.000 TL.
 */
export const DEFAULT_ESTIMATE_SETTINGS: EstimateSettings = {
  volumeM3: { '1+0': 12, '1+1': 18, '2+1': 27, '3+1': 36, '4+1': 46, '5+1': 58 },
  baseFee: 4_000,
  labourPerM3: 350,
  vehicleCapacityM3: 40,
  cityRatePerVehicle: 4_500,
  intercityFeePerVehicle: 8_000,
  roadRatePerKm: 45,
  floorSurchargePerFloor: 750,
  furnitureLiftPerEnd: 5_000,
  packingPerM3: 250,
  assemblyPerM3: 100,
  insurancePerM3: 60,
  weekdayDiscountPercent: 10,
  weekendSurchargePercent: 15,
  peakSurchargePercent: 10,
  peakMonths: [6, 7, 8, 9],
  monthTurnDays: 2,
  rangeBelowPercent: 10,
  rangeAbovePercent: 15,
  crewM3PerHour: 6,
  packingM3PerHour: 12,
  cityDriveHours: 1,
  roadKmPerDay: 600,
  ...ADDED_FIELD_SEEDS,
};

// The query parameters of `/fiyat-hesaplama`: parsed with field-level Turkish messages and
// written back, so a result can be bookmarked and shared. Browser-safe: it imports no
// server code and no content table; the province and district slugs are passed in.
import { z } from 'zod';
import { isHomeSize, type EstimateInput, type HomeSize, type MoveEnd } from './types';

/** The parameter names, exactly as the issue defines them (they are also the form's field names). */
export const ESTIMATE_PARAMS = {
  from: 'nereden',
  to: 'nereye',
  homeSize: 'ev',
  floorFrom: 'kat-cikis',
  floorTo: 'kat-varis',
  elevatorFrom: 'asansor-cikis',
  elevatorTo: 'asansor-varis',
  furnitureLift: 'asansorlu-tasima',
  packing: 'paketleme',
  assembly: 'montaj',
  insurance: 'sigorta',
  date: 'tarih',
} as const;

export type EstimateParam = (typeof ESTIMATE_PARAMS)[keyof typeof ESTIMATE_PARAMS];
const PARAM_NAMES = Object.values(ESTIMATE_PARAMS);

/** Highest floor accepted (the tallest residential towers in İstanbul have about 60). */
export const MAX_FLOOR = 60;
/** The furniture lift reaches the 20th floor at most (SPEC.md section 9). */
export const FURNITURE_LIFT_MAX_FLOOR = 20;
/** How far ahead a move date may be. */
export const MAX_DAYS_AHEAD = 365;

export const ESTIMATE_QUERY_MESSAGES = {
  fromRequired: 'Lütfen nereden taşınacağınızı seçin.',
  toRequired: 'Lütfen nereye taşınacağınızı seçin.',
  unknownProvince: 'Bu il bulunamadı. Lütfen listeden bir il seçin.',
  unknownDistrict: 'Bu ilçe bulunamadı. Lütfen listeden bir İstanbul ilçesi seçin.',
  districtOnlyIstanbul: 'İlçe yalnızca İstanbul için seçilebilir.',
  homeSizeRequired: 'Lütfen evinizin büyüklüğünü seçin.',
  homeSizeUnknown: 'Lütfen listeden bir ev büyüklüğü seçin: 1+0, 1+1, 2+1, 3+1, 4+1 ya da 5+1 ve üzeri.',
  floorNotWhole: 'Kat numarası tam sayı olmalıdır; giriş kat için 0 yazın.',
  floorNegative: 'Kat numarası eksi olamaz; giriş kat için 0 yazın.',
  floorTooHigh: `Kat numarası en fazla ${MAX_FLOOR} olabilir.`,
  elevator: 'Lütfen binada asansör olup olmadığını seçin: var ya da yok.',
  furnitureLift: 'Lütfen asansörlü taşımanın nerede gerektiğini seçin: çıkış, varış ya da ikisi.',
  furnitureLiftTooHigh: `Asansörlü taşıma en fazla ${FURNITURE_LIFT_MAX_FLOOR}. kata kadar yapılabilir.`,
  dateInvalid: 'Lütfen geçerli bir taşınma tarihi girin.',
  datePast: 'Taşınma tarihi geçmiş bir gün olamaz; lütfen bugünü ya da ileri bir tarihi seçin.',
  dateTooFar: 'Taşınma tarihi en fazla bir yıl sonrası için seçilebilir.',
} as const;

const M = ESTIMATE_QUERY_MESSAGES;

/** The slugs a place parameter may name: all provinces, and İstanbul's districts. */
export interface EstimatePlaces {
  provinces: readonly string[];
  istanbulDistricts: readonly string[];
}

export interface EstimateQueryOptions {
  places: EstimatePlaces;
  /** Today as `YYYY-MM-DD` in Europe/Istanbul (see `todayInIstanbul`); injected so tests can fix it. */
  today: string;
}

/** What Next.js passes as `searchParams`, or a `URLSearchParams`. */
export type SearchParamsLike = URLSearchParams | Record<string, string | string[] | undefined>;

export type EstimateQueryValues = Partial<Record<EstimateParam, string>>;

export type EstimateQueryResult =
  /** None of the parameters: the page shows an empty form, no errors. */
  | { status: 'empty'; values: EstimateQueryValues }
  | { status: 'valid'; input: EstimateInput; values: EstimateQueryValues }
  | { status: 'invalid'; fieldErrors: Partial<Record<EstimateParam, string>>; values: EstimateQueryValues };

/** Today's calendar day in İstanbul as `YYYY-MM-DD`. */
export function todayInIstanbul(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Days since 1970-01-01 of a real `YYYY-MM-DD` calendar day, or null. */
function dayNumber(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.getTime() / 86_400_000;
}

/** The first value of each known parameter, trimmed; unknown parameters are ignored. */
function readValues(params: SearchParamsLike): EstimateQueryValues {
  const values: EstimateQueryValues = {};
  for (const name of PARAM_NAMES) {
    const raw = params instanceof URLSearchParams ? params.get(name) : params[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string' && value.trim() !== '') values[name] = value.trim();
  }
  return values;
}

const optional = z.string().optional();

function querySchema({ places, today }: EstimateQueryOptions) {
  const provinces = new Set(places.provinces);
  const districts = new Set(places.istanbulDistricts);
  const todayNumber = dayNumber(today);
  if (todayNumber === null) throw new Error(`today must be YYYY-MM-DD, got ${today}`);

  const place = (required: string) =>
    z.string({ error: required }).transform((value, ctx): Pick<MoveEnd, 'province' | 'district'> => {
      const [province = '', district = '', ...rest] = value.toLowerCase().split('/');
      if (rest.length > 0 || !provinces.has(province)) {
        ctx.addIssue({ code: 'custom', message: M.unknownProvince });
        return z.NEVER;
      }
      if (district === '') return { province, district: null };
      if (province !== 'istanbul') {
        ctx.addIssue({ code: 'custom', message: M.districtOnlyIstanbul });
        return z.NEVER;
      }
      if (!districts.has(district)) {
        ctx.addIssue({ code: 'custom', message: M.unknownDistrict });
        return z.NEVER;
      }
      return { province, district };
    });

  const floor = optional.transform((value, ctx) => {
    if (value === undefined) return 0;
    if (!/^[+-]?\d+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: M.floorNotWhole });
      return z.NEVER;
    }
    const n = Number(value) + 0; // "-0" is the ground floor too
    if (n < 0 || n > MAX_FLOOR) {
      ctx.addIssue({ code: 'custom', message: n < 0 ? M.floorNegative : M.floorTooHigh });
      return z.NEVER;
    }
    return n;
  });

  const elevator = optional.transform((value, ctx) => {
    if (value === undefined) return false;
    const v = value.toLocaleLowerCase('tr-TR');
    if (v === 'var' || v === 'yok') return v === 'var';
    ctx.addIssue({ code: 'custom', message: M.elevator });
    return z.NEVER;
  });

  // A ticked box sends "evet"; an unticked one sends nothing.
  const yes = optional.transform((value) => value?.toLocaleLowerCase('tr-TR') === 'evet');

  return z
    .object({
      nereden: place(M.fromRequired),
      nereye: place(M.toRequired),
      ev: z.string({ error: M.homeSizeRequired }).transform((value, ctx): HomeSize => {
        // A "+" typed into an address arrives as a space: "2 1" is "2+1".
        const size = value.replace(/\s+/g, '+');
        if (isHomeSize(size)) return size;
        ctx.addIssue({ code: 'custom', message: M.homeSizeUnknown });
        return z.NEVER;
      }),
      'kat-cikis': floor,
      'kat-varis': floor,
      'asansor-cikis': elevator,
      'asansor-varis': elevator,
      'asansorlu-tasima': optional.transform((value, ctx) => {
        const v = value?.toLocaleLowerCase('tr-TR');
        if (v === undefined) return { origin: false, destination: false };
        if (v === 'cikis' || v === 'varis' || v === 'ikisi') {
          return { origin: v !== 'varis', destination: v !== 'cikis' };
        }
        ctx.addIssue({ code: 'custom', message: M.furnitureLift });
        return z.NEVER;
      }),
      paketleme: yes,
      montaj: yes,
      sigorta: yes,
      tarih: optional.transform((value, ctx) => {
        if (value === undefined) return null;
        const day = dayNumber(value);
        const message =
          day === null
            ? M.dateInvalid
            : day < todayNumber
              ? M.datePast
              : day > todayNumber + MAX_DAYS_AHEAD
                ? M.dateTooFar
                : null;
        if (message === null) return value;
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }),
    })
    .superRefine((v, ctx) => {
      const lift = v['asansorlu-tasima'];
      if (
        (lift.origin && v['kat-cikis'] > FURNITURE_LIFT_MAX_FLOOR) ||
        (lift.destination && v['kat-varis'] > FURNITURE_LIFT_MAX_FLOOR)
      ) {
        ctx.addIssue({ code: 'custom', path: ['asansorlu-tasima'], message: M.furnitureLiftTooHigh });
      }
    })
    .transform((v): EstimateInput => ({
      origin: {
        ...v.nereden,
        floor: v['kat-cikis'],
        elevator: v['asansor-cikis'],
        furnitureLift: v['asansorlu-tasima'].origin,
      },
      destination: {
        ...v.nereye,
        floor: v['kat-varis'],
        elevator: v['asansor-varis'],
        furnitureLift: v['asansorlu-tasima'].destination,
      },
      homeSize: v.ev,
      packing: v.paketleme,
      assembly: v.montaj,
      insurance: v.sigorta,
      date: v.tarih,
    }));
}

/**
 * Reads the estimate's parameters. Bad input gives a Turkish message per field (the
 * first problem of each), never an exception; unknown parameters are ignored.
 */
export function parseEstimateQuery(params: SearchParamsLike, options: EstimateQueryOptions): EstimateQueryResult {
  const values = readValues(params);
  if (Object.keys(values).length === 0) return { status: 'empty', values };
  const result = querySchema(options).safeParse(values);
  if (result.success) return { status: 'valid', input: result.data, values };
  const fieldErrors: Partial<Record<EstimateParam, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EstimateParam;
    fieldErrors[field] ??= issue.message;
  }
  return { status: 'invalid', fieldErrors, values };
}

const placeValue = (end: MoveEnd) => (end.district ? `${end.province}/${end.district}` : end.province);

/** The parameters of an estimate, in a fixed order; options left at their default are omitted. */
export function estimateQueryValues(input: EstimateInput): EstimateQueryValues {
  const { origin, destination } = input;
  const values: EstimateQueryValues = {
    nereden: placeValue(origin),
    nereye: placeValue(destination),
    ev: input.homeSize,
    'kat-cikis': String(origin.floor),
    'kat-varis': String(destination.floor),
    'asansor-cikis': origin.elevator ? 'var' : 'yok',
    'asansor-varis': destination.elevator ? 'var' : 'yok',
  };
  if (origin.furnitureLift || destination.furnitureLift) {
    values['asansorlu-tasima'] = !destination.furnitureLift ? 'cikis' : !origin.furnitureLift ? 'varis' : 'ikisi';
  }
  if (input.packing) values.paketleme = 'evet';
  if (input.assembly) values.montaj = 'evet';
  if (input.insurance) values.sigorta = 'evet';
  if (input.date) values.tarih = input.date;
  return values;
}

/**
 * The query string of an estimate (without "?"), e.g.
 * `nereden=istanbul/kadikoy&nereye=ankara&ev=2%2B1&...`: the slash of a district stays
 * readable, the "+" of a home size is encoded (a bare "+" would arrive as a space).
 */
export function estimateQueryString(input: EstimateInput): string {
  return Object.entries(estimateQueryValues(input))
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%2F/g, '/')}`)
    .join('&');
}

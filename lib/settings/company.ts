// The company's identity as staff edit it in "Firma Bilgileri": the fields, their checks
// (Turkish messages), the environment's values as defaults, and which value wins
// (built-in default < environment < saved in the database; docs/decisions/010).
// No server imports: pure functions, tested in company.test.ts.
import { z } from 'zod';
import type { Env } from '@/lib/env';
import { DEFAULT_SERVICE_HOURS, WEEKDAYS, WEEKDAY_IDS, type ServiceHours, type Weekday } from '@/lib/facts';
import { toE164 } from '@/lib/phone';
import { capitalize } from '@/lib/turkish';
import { readNumber } from '@/lib/validation/form-fields';
import { FIGURES, FIGURE_SEED, type FigureId } from './figures';

export interface CompanySettings {
  name: string;
  legalName: string;
  phone: string;
  phone2: string;
  phone3: string;
  whatsapp: string;
  email: string;
  street: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  facebook: string;
  twitter: string;
  linkedin: string;
  instagram: string;
  youtube: string;
  google: string;
  k3Certificate: string;
  insurancePartner: string;
  /** Whether the prices staff write in offers include KDV ("dahil") or have it added ("haric"). */
  vatMode: VatMode;
  /** The KDV rate in %, stated on every offer. */
  vatRatePercent: number;
  moveFirstDay: Weekday;
  moveLastDay: Weekday;
  movesOpen: string;
  movesClose: string;
  figureCustomers: number | null;
  figureMoves: number | null;
  figureVehicles: number | null;
  figureUndamagedPercent: number | null;
  figureOnTimePercent: number | null;
  figureResponseMinutes: number | null;
  figureCustomersConfirmed: boolean;
  figureMovesConfirmed: boolean;
  figureVehiclesConfirmed: boolean;
  figureUndamagedPercentConfirmed: boolean;
  figureOnTimePercentConfirmed: boolean;
  figureResponseMinutesConfirmed: boolean;
  /** The Google Business Profile's "write a review" address, offered to every reviewer alike (issue 29). */
  googleReviewUrl: string;
  /** How many days after the move the one review request e-mail goes (only with the customer's consent). */
  reviewRequestDays: number;
}

export type CompanyField = keyof CompanySettings;
export type CompanyFieldKind =
  | 'text'
  | 'phone'
  | 'email'
  | 'url'
  | 'coordinate'
  | 'day'
  | 'time'
  | 'figure'
  | 'confirm'
  | 'vat'
  | 'percent'
  | 'days';

/** Prices with KDV included or added on top (the written offer states it, docs/decisions/036). */
export const VAT_MODES = ['dahil', 'haric'] as const;
export type VatMode = (typeof VAT_MODES)[number];
export const VAT_MODE_OPTIONS: { value: VatMode; label: string }[] = [
  { value: 'dahil', label: 'KDV dahil' },
  { value: 'haric', label: 'KDV hariç (üstüne eklenir)' },
];
/** The seed: prices KDV dahil, 20 %. */
export const DEFAULT_VAT_SETTINGS = { vatMode: 'dahil', vatRatePercent: 20 } as const satisfies Pick<
  CompanySettings,
  'vatMode' | 'vatRatePercent'
>;

export const DEFAULT_REVIEW_REQUEST_DAYS = 3;

/** The form's fields in order, with their labels (also the history's field names). */
export const COMPANY_FIELDS: { id: CompanyField; label: string; kind: CompanyFieldKind; hint?: string }[] = [
  { id: 'name', label: 'Ticari ad', kind: 'text' },
  { id: 'legalName', label: 'Ticaret unvanı', kind: 'text' },
  { id: 'phone', label: 'Telefon 1 (ana hat)', kind: 'phone', hint: 'Örnek: 0212 555 00 00' },
  { id: 'phone2', label: 'Telefon 2', kind: 'phone' },
  { id: 'phone3', label: 'Telefon 3 (cep)', kind: 'phone' },
  { id: 'whatsapp', label: 'WhatsApp numarası', kind: 'phone' },
  { id: 'email', label: 'E-posta', kind: 'email' },
  { id: 'street', label: 'Adres (mahalle, cadde, numara)', kind: 'text' },
  { id: 'postalCode', label: 'Posta kodu', kind: 'text' },
  { id: 'latitude', label: 'Harita enlemi', kind: 'coordinate', hint: 'Örnek: 41,0391' },
  { id: 'longitude', label: 'Harita boylamı', kind: 'coordinate', hint: 'Örnek: 28,8566' },
  { id: 'facebook', label: 'Facebook adresi', kind: 'url' },
  { id: 'twitter', label: 'X (Twitter) adresi', kind: 'url' },
  { id: 'linkedin', label: 'LinkedIn adresi', kind: 'url' },
  { id: 'instagram', label: 'Instagram adresi', kind: 'url' },
  { id: 'youtube', label: 'YouTube adresi', kind: 'url' },
  { id: 'google', label: 'Google işletme adresi', kind: 'url' },
  {
    id: 'k3Certificate',
    label: 'K3 yetki belgesi numarası',
    kind: 'text',
    hint: 'Boşken sitede K3 belgesinden söz edilmez.',
  },
  {
    id: 'insurancePartner',
    label: 'Sigorta şirketi',
    kind: 'text',
    hint: 'Boşken sayfalar "sigortalı" yerine "sigorta seçeneği" der.',
  },
  { id: 'vatMode', label: 'Fiyatlar KDV dahil mi', kind: 'vat', hint: 'Tekliflerde yazılır.' },
  { id: 'vatRatePercent', label: 'KDV oranı (%)', kind: 'percent', hint: 'Örnek: 20' },
  { id: 'moveFirstDay', label: 'Taşıma günleri: ilk gün', kind: 'day' },
  { id: 'moveLastDay', label: 'Taşıma günleri: son gün', kind: 'day' },
  { id: 'movesOpen', label: 'Taşıma başlangıç saati', kind: 'time', hint: 'Örnek: 08:00' },
  { id: 'movesClose', label: 'Taşıma bitiş saati', kind: 'time', hint: 'Örnek: 18:00' },
  {
    id: 'googleReviewUrl',
    label: 'Google işletme profili yorum bağlantısı',
    kind: 'url',
    hint: 'Yorum yazan her müşteriye, puanı ne olursa olsun, teşekkür sayfasında aynı şekilde gösterilir. Boş: gösterilmez.',
  },
  {
    id: 'reviewRequestDays',
    label: 'Yorum isteği e-postası: taşınmadan kaç gün sonra',
    kind: 'days',
    hint: 'Yalnızca onay verirken takip mesajlarına izin veren müşterilere, bir kez gider. Örnek: 3',
  },
  ...FIGURES.flatMap((f) => [
    { id: f.id, label: f.label, kind: 'figure' as const, hint: f.hint },
    { id: f.confirmId, label: `${f.label}: kaynağıyla doğrulandı`, kind: 'confirm' as const },
  ]),
];

/** The day choices of the service hours, as staff read them ("Pazartesi"). */
export const DAY_OPTIONS = WEEKDAYS.map((d) => ({
  value: d.id,
  label: capitalize(d.name),
}));

const label = (id: CompanyField) => COMPANY_FIELDS.find((f) => f.id === id)!.label;

function text(id: CompanyField, { required, max }: { required: boolean; max: number }) {
  const base = z
    .string()
    .trim()
    .max(max, { error: `${label(id)} en çok ${max} karakter olabilir.` });
  return required ? base.min(1, { error: `${label(id)} boş bırakılamaz.` }) : base;
}

/** A Turkish phone number in any usual form ("0212 555 00 00", "+90 212…"), kept as E.164. */
function phone(id: CompanyField) {
  return z
    .string()
    .trim()
    .transform((value, ctx) => {
      const e164 = toE164(value);
      if (!e164 || !/^\+\d{10,15}$/.test(e164)) {
        ctx.addIssue({
          code: 'custom',
          message: `${label(id)} geçerli bir telefon numarası olmalıdır (örnek: 0212 555 00 00).`,
        });
        return z.NEVER;
      }
      return e164;
    });
}

/** A social profile's address, or empty: an empty one is not shown. */
function url(id: CompanyField) {
  return z
    .string()
    .trim()
    .pipe(
      z.union([
        z.literal(''),
        z.url({
          protocol: /^https?$/,
          error: `${label(id)} https:// ile başlayan geçerli bir adres olmalıdır.`,
        }),
      ]),
    );
}

function coordinate(id: CompanyField, limit: number) {
  const message = `${label(id)} −${limit} ile ${limit} arasında bir sayı olmalıdır.`;
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .min(1, { error: message })
        .transform((s) => Number(s.replace(',', '.'))),
    ])
    .pipe(z.number({ error: message }).min(-limit, { error: message }).max(limit, { error: message }));
}

function day(id: CompanyField) {
  return z.enum(WEEKDAY_IDS, { error: `${label(id)} listeden seçilmelidir.` });
}

/** "8:00", "08.00" or "08:00" → "08:00". */
function time(id: CompanyField) {
  return z
    .string()
    .trim()
    .transform((value, ctx) => {
      const match = /^(\d{1,2})[:.](\d{2})$/.exec(value);
      const hours = match ? Number(match[1]) : NaN;
      const minutes = match ? Number(match[2]) : NaN;
      if (!(hours <= 23 && minutes <= 59)) {
        ctx.addIssue({ code: 'custom', message: `${label(id)} SS:DD biçiminde bir saat olmalıdır (örnek: 08:00).` });
        return z.NEVER;
      }
      return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
    });
}

/** A figure staff enter (empty: not shown anywhere); "5.000", "99,8" and "%98" are read. */
function figure(id: FigureId) {
  const { label: name, max, decimals } = FIGURES.find((f) => f.id === id)!;
  const message = decimals
    ? `${name} 0 ile ${max} arasında bir sayı olmalıdır (boş bırakılırsa sitede gösterilmez).`
    : `${name} 0 ile ${max.toLocaleString('tr-TR')} arasında tam sayı olmalıdır (boş bırakılırsa sitede gösterilmez).`;
  return z.union([z.number(), z.string(), z.null()]).transform((value, ctx) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const n = readNumber(typeof value === 'string' ? value.trim().replace(/^%\s*/, '').replace(/\+$/, '') : value);
    if (!(n >= 0 && n <= max) || (!decimals && !Number.isInteger(n))) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
}

/** A whole percentage 0-50 ("20", "%20"). */
function percent(id: CompanyField) {
  const message = `${label(id)} 0 ile 50 arasında tam sayı olmalıdır (örnek: 20).`;
  return z.union([z.number(), z.string()]).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim().replace(/^%\s*/, '') : String(value);
    const n = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
    if (!(n >= 0 && n <= 50)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
}

/** Whole days 0–60 ("3"). */
function days(id: CompanyField) {
  const message = `${label(id)} 0 ile 60 arasında tam sayı olmalıdır (örnek: 3).`;
  return z.union([z.number(), z.string()]).transform((value, ctx) => {
    const text = String(value).trim();
    const n = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
    if (!(n >= 0 && n <= 60)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
}

/** A confirmation checkbox: "on" when ticked, absent (empty) when not. */
const confirmed = z.union([z.boolean(), z.string()]).transform((v) => v === true || v === 'on' || v === 'true');

const companyFieldsSchema = z.object({
  name: text('name', { required: true, max: 80 }),
  legalName: text('legalName', { required: true, max: 160 }),
  phone: phone('phone'),
  phone2: phone('phone2'),
  phone3: phone('phone3'),
  whatsapp: phone('whatsapp'),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'E-posta geçerli bir e-posta adresi olmalıdır (örnek: info@firma.com.tr).' })),
  street: text('street', { required: true, max: 160 }),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: 'Posta kodu beş haneli olmalıdır (örnek: 34200).' }),
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
  facebook: url('facebook'),
  twitter: url('twitter'),
  linkedin: url('linkedin'),
  instagram: url('instagram'),
  youtube: url('youtube'),
  google: url('google'),
  k3Certificate: text('k3Certificate', { required: false, max: 60 }),
  insurancePartner: text('insurancePartner', { required: false, max: 120 }),
  vatMode: z.enum(VAT_MODES, { error: `${label('vatMode')}: listeden seçilmelidir.` }),
  vatRatePercent: percent('vatRatePercent'),
  moveFirstDay: day('moveFirstDay'),
  moveLastDay: day('moveLastDay'),
  movesOpen: time('movesOpen'),
  movesClose: time('movesClose'),
  figureCustomers: figure('figureCustomers'),
  figureMoves: figure('figureMoves'),
  figureVehicles: figure('figureVehicles'),
  figureUndamagedPercent: figure('figureUndamagedPercent'),
  figureOnTimePercent: figure('figureOnTimePercent'),
  figureResponseMinutes: figure('figureResponseMinutes'),
  figureCustomersConfirmed: confirmed,
  figureMovesConfirmed: confirmed,
  figureVehiclesConfirmed: confirmed,
  figureUndamagedPercentConfirmed: confirmed,
  figureOnTimePercentConfirmed: confirmed,
  figureResponseMinutesConfirmed: confirmed,
  googleReviewUrl: url('googleReviewUrl'),
  reviewRequestDays: days('reviewRequestDays'),
});

/** The fields, and the service hours as a whole: the last day not before the first, closing after opening. */
export const companySettingsSchema = companyFieldsSchema.superRefine((c, ctx) => {
  if (WEEKDAY_IDS.indexOf(c.moveLastDay) < WEEKDAY_IDS.indexOf(c.moveFirstDay)) {
    ctx.addIssue({
      code: 'custom',
      path: ['moveLastDay'],
      message: 'Son gün, ilk günden önce olamaz (haftanın günleri pazartesiden pazara sıralanır).',
    });
  }
  if (c.movesClose <= c.movesOpen) {
    ctx.addIssue({
      code: 'custom',
      path: ['movesClose'],
      message: 'Bitiş saati, başlangıç saatinden sonra olmalıdır.',
    });
  }
}) satisfies z.ZodType<CompanySettings, unknown>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string> };

/** Checks the form's values; the first message per field. */
export function parseCompanySettings(input: Record<string, unknown>): ParseResult<CompanySettings> {
  const result = companySettingsSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
  return { ok: false, fieldErrors };
}

/** The environment's values (which fall back to the built-in defaults, lib/env.ts). */
export function companyFromEnv(e: Env): CompanySettings {
  return {
    name: e.COMPANY_NAME,
    legalName: e.COMPANY_LEGAL_NAME,
    phone: e.COMPANY_PHONE,
    phone2: e.COMPANY_PHONE_2,
    phone3: e.COMPANY_PHONE_3,
    whatsapp: e.COMPANY_WHATSAPP,
    email: e.COMPANY_EMAIL,
    street: e.COMPANY_STREET,
    postalCode: e.COMPANY_POSTAL_CODE,
    latitude: e.COMPANY_LATITUDE,
    longitude: e.COMPANY_LONGITUDE,
    facebook: e.SOCIAL_FACEBOOK,
    twitter: e.SOCIAL_TWITTER,
    linkedin: e.SOCIAL_LINKEDIN,
    instagram: e.SOCIAL_INSTAGRAM,
    youtube: e.SOCIAL_YOUTUBE,
    google: e.SOCIAL_GOOGLE,
    k3Certificate: e.COMPANY_K3_CERTIFICATE,
    insurancePartner: e.COMPANY_INSURANCE_PARTNER,
    // KDV has no environment variable: included, 20 %, until staff save otherwise.
    ...DEFAULT_VAT_SETTINGS,
    // The service hours have no environment variable: the built-in hours until staff save others.
    moveFirstDay: DEFAULT_SERVICE_HOURS.firstDay,
    moveLastDay: DEFAULT_SERVICE_HOURS.lastDay,
    movesOpen: DEFAULT_SERVICE_HOURS.opens,
    movesClose: DEFAULT_SERVICE_HOURS.closes,
    // The figures have no environment variable: the seed's values, unconfirmed, until staff save others.
    ...FIGURE_SEED,
    // No environment variables: no review link, the request three days after the move.
    googleReviewUrl: '',
    reviewRequestDays: DEFAULT_REVIEW_REQUEST_DAYS,
  };
}

/** The service hours among the company's facts. */
export function serviceHoursOf(c: CompanySettings): ServiceHours {
  return { firstDay: c.moveFirstDay, lastDay: c.moveLastDay, opens: c.movesOpen, closes: c.movesClose };
}

/**
 * Which value wins: what staff saved, field by field, over the environment's value.
 * A saved field that no longer passes the checks (or is missing) is ignored.
 */
export function effectiveCompany(fromEnv: CompanySettings, saved: unknown): CompanySettings {
  if (!saved || typeof saved !== 'object') return fromEnv;
  const result: CompanySettings = { ...fromEnv };
  const shape = companyFieldsSchema.shape;
  for (const id of Object.keys(shape) as CompanyField[]) {
    const value = (saved as Record<string, unknown>)[id];
    if (value === undefined) continue;
    const parsed = shape[id].safeParse(value);
    if (parsed.success) (result as unknown as Record<string, unknown>)[id] = parsed.data;
  }
  return result;
}

/** Fields whose built-in default is a placeholder no real company has. */
const PLACEHOLDER_FIELDS: CompanyField[] = ['phone', 'phone2', 'phone3', 'whatsapp', 'email', 'street'];

/** The fields that still hold their placeholder default (empty when the identity is configured). */
export function placeholderFields(company: CompanySettings, builtIn: CompanySettings): CompanyField[] {
  return PLACEHOLDER_FIELDS.filter((id) => company[id] === builtIn[id]);
}

export function companyFieldLabel(id: string): string {
  return COMPANY_FIELDS.find((f) => f.id === id)?.label ?? id;
}

/** The start-up warning of a placeholder identity (null when configured), naming the fields and their variables. */
export function placeholderWarning(fields: CompanyField[]): string | null {
  if (fields.length === 0) return null;
  const variables: Partial<Record<CompanyField, string>> = {
    phone: 'COMPANY_PHONE',
    phone2: 'COMPANY_PHONE_2',
    phone3: 'COMPANY_PHONE_3',
    whatsapp: 'COMPANY_WHATSAPP',
    email: 'COMPANY_EMAIL',
    street: 'COMPANY_STREET',
  };
  const named = fields.map((f) => `${f} (${variables[f] ?? f})`).join(', ');
  return `[identity] The company identity is still the placeholder default: ${named}. Fill it in the dashboard ("Firma Bilgileri") or set the environment variables.`;
}

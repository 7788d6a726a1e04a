// The staff settings forms: the fields, the values shown in them, reading a sent form
// back (with Turkish messages by field) and the display form of each value for the
// history. Pure functions: tested in forms.test.ts.
import { SERVICE_FACTS, SERVICE_ORDER, formatPrice } from '@/content/services';
import type { SettingsFieldGroup } from '@/lib/admin/settings-form';
import {
  ESTIMATE_SETTING_FIELDS,
  VOLUME_RULE,
  parseEstimateSettings,
  type EstimateSettingField,
  type EstimateSettings,
  HOME_SIZES,
} from '@/lib/estimate';
import { formatPhone } from '@/lib/site';
import {
  COMPANY_FIELDS,
  DAY_OPTIONS,
  VAT_MODE_OPTIONS,
  companyFieldLabel,
  parseCompanySettings,
  type CompanySettings,
} from './company';
import { FIGURES } from './figures';
import { parseLira, parseServicePrices, type ServicePrices } from './prices';

export type FormResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const ESTIMATE_KEYS = Object.keys(ESTIMATE_SETTING_FIELDS) as EstimateSettingField[];
const numberFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

// --- Fiyatlar ---------------------------------------------------------------------

export function pricesFormGroups(): SettingsFieldGroup[] {
  return [
    {
      id: 'hizmetler',
      title: 'Hizmetlerin başlangıç fiyatları',
      description:
        'Kartlarda, hizmet sayfalarında, sık sorulan sorularda ve arama motorlarına verilen bilgide görünen fiyat, süre ve hizmet alanı.',
      fields: SERVICE_ORDER.flatMap((id) => {
        const { title } = SERVICE_FACTS[id];
        return [
          { name: `svc.${id}.priceFrom`, label: `${title} başlangıç fiyatı`, kind: 'number' as const, unit: 'TL' },
          { name: `svc.${id}.duration`, label: `${title} süresi`, kind: 'text' as const },
          { name: `svc.${id}.coverage`, label: `${title} hizmet alanı`, kind: 'text' as const },
        ];
      }),
    },
    {
      id: 'hesaplama',
      title: 'Fiyat hesaplama ayarları',
      description: '/fiyat-hesaplama sayfasının hesapladığı tutarın bütün sayıları.',
      fields: [
        ...HOME_SIZES.map((size) => ({
          name: `est.volumeM3.${size}`,
          label: `${VOLUME_RULE.label} (${size})`,
          kind: 'number' as const,
          unit: VOLUME_RULE.unit,
        })),
        ...ESTIMATE_KEYS.map((key) => ({
          name: `est.${key}`,
          label: ESTIMATE_SETTING_FIELDS[key].label,
          kind: 'number' as const,
          unit: ESTIMATE_SETTING_FIELDS[key].unit,
        })),
        {
          name: 'est.peakMonths',
          label: 'Yoğun sezon ayları',
          hint: 'Ay numaraları, virgülle: 6, 7, 8, 9 (haziran–eylül)',
          kind: 'text' as const,
        },
      ],
    },
  ];
}

const plain = (n: number) => String(n);

/** The values shown in the Fiyatlar form. */
export function pricesFormValues(prices: ServicePrices, estimate: EstimateSettings): Record<string, string> {
  const values: Record<string, string> = {};
  for (const id of SERVICE_ORDER) {
    values[`svc.${id}.priceFrom`] = plain(prices[id].priceFrom);
    values[`svc.${id}.duration`] = prices[id].duration;
    values[`svc.${id}.coverage`] = prices[id].coverage;
  }
  for (const size of HOME_SIZES) values[`est.volumeM3.${size}`] = plain(estimate.volumeM3[size]);
  for (const key of ESTIMATE_KEYS) values[`est.${key}`] = plain(estimate[key]);
  values['est.peakMonths'] = estimate.peakMonths.join(', ');
  return values;
}

/** A percentage may be typed with its sign, before or after: "%12", "12 %", "% 12,5" (as staff write it). */
export function stripPercentSign(text: string | undefined): string | undefined {
  return text?.trim().replace(/^%\s*|\s*%$/g, '');
}

function parseEstimateNumber(key: EstimateSettingField, text: string | undefined): number {
  return parseLira(ESTIMATE_SETTING_FIELDS[key].unit === '%' ? stripPercentSign(text) : text);
}

function months(text: string | undefined): unknown[] {
  const parts = (text ?? '').split(/[\s,;]+/).filter(Boolean);
  return parts.map((p) => (/^\d+$/.test(p) ? Number(p) : Number.NaN));
}

/** Reads the sent Fiyatlar form; errors keyed by field name. */
export function parsePricesForm(
  values: Record<string, string>,
): FormResult<{ services: ServicePrices; estimate: EstimateSettings }> {
  const services = Object.fromEntries(
    SERVICE_ORDER.map((id) => [
      id,
      {
        priceFrom: values[`svc.${id}.priceFrom`] ?? '',
        duration: values[`svc.${id}.duration`] ?? '',
        coverage: values[`svc.${id}.coverage`] ?? '',
      },
    ]),
  );
  const estimateInput = {
    volumeM3: Object.fromEntries(HOME_SIZES.map((size) => [size, parseLira(values[`est.volumeM3.${size}`])])),
    ...Object.fromEntries(ESTIMATE_KEYS.map((key) => [key, parseEstimateNumber(key, values[`est.${key}`])])),
    peakMonths: months(values['est.peakMonths']),
  };
  const servicesResult = parseServicePrices(services);
  const estimateResult = parseEstimateSettings(estimateInput);
  const errors: Record<string, string> = {};
  if (!servicesResult.ok) {
    for (const [path, message] of Object.entries(servicesResult.fieldErrors)) errors[`svc.${path}`] = message;
  }
  if (!estimateResult.ok) {
    for (const [path, message] of Object.entries(estimateResult.fieldErrors)) {
      const name = path.startsWith('peakMonths') ? 'est.peakMonths' : `est.${path}`;
      errors[name] ??= message;
    }
  } else if (estimateResult.settings.peakMonths.length === 0 && values['est.peakMonths']?.trim()) {
    errors['est.peakMonths'] = 'Yoğun sezon ayları 1 ile 12 arasında olmalıdır.';
  }
  if (!servicesResult.ok || !estimateResult.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { services: servicesResult.value, estimate: estimateResult.settings } };
}

/** Each value as staff read it in the history ("15.000 TL", "%10", "6, 7, 8, 9"). */
export function pricesDisplay(prices: ServicePrices, estimate: EstimateSettings): Record<string, string> {
  const display: Record<string, string> = {};
  for (const id of SERVICE_ORDER) {
    display[`svc.${id}.priceFrom`] = formatPrice(prices[id].priceFrom);
    display[`svc.${id}.duration`] = prices[id].duration;
    display[`svc.${id}.coverage`] = prices[id].coverage;
  }
  for (const size of HOME_SIZES) display[`est.volumeM3.${size}`] = `${numberFormat.format(estimate.volumeM3[size])} m³`;
  for (const key of ESTIMATE_KEYS) {
    const { unit } = ESTIMATE_SETTING_FIELDS[key];
    const n = numberFormat.format(estimate[key]);
    display[`est.${key}`] = unit === '%' ? `%${n}` : `${n} ${unit}`;
  }
  display['est.peakMonths'] = estimate.peakMonths.join(', ');
  return display;
}

// --- Firma Bilgileri ----------------------------------------------------------------

const COMPANY_KIND = {
  text: 'text',
  phone: 'tel',
  email: 'email',
  url: 'url',
  coordinate: 'text',
  day: 'select',
  time: 'time',
  figure: 'number',
  // A confirmation is drawn under its figure (SettingsField.confirm), never as a field of its own.
  confirm: 'text',
  vat: 'select',
  percent: 'number',
  days: 'number',
} as const;

const CONFIRM_OF = new Map(FIGURES.map((f) => [f.id as string, f.confirmId as string]));

export function companyFormGroups(): SettingsFieldGroup[] {
  const group = (id: string, title: string, ids: string[], description?: string): SettingsFieldGroup => ({
    id,
    title,
    description,
    fields: COMPANY_FIELDS.filter((f) => ids.includes(f.id)).map((f) => {
      const confirmId = CONFIRM_OF.get(f.id);
      return {
        name: `co.${f.id}`,
        label: f.label,
        hint: f.hint,
        kind: COMPANY_KIND[f.kind],
        options: f.kind === 'day' ? DAY_OPTIONS : f.kind === 'vat' ? VAT_MODE_OPTIONS : undefined,
        confirm: confirmId
          ? { name: `co.${confirmId}`, label: 'Kaynağıyla doğrulandı', historyLabel: companyFieldLabel(confirmId) }
          : undefined,
      };
    }),
  });
  return [
    group('unvan', 'Ad ve unvan', ['name', 'legalName', 'k3Certificate', 'insurancePartner']),
    group(
      'kdv',
      'KDV',
      ['vatMode', 'vatRatePercent'],
      'Tekliflerde fiyatların KDV dahil mi hariç mi olduğu ve oranı yazılır.',
    ),
    group(
      'iletisim',
      'Telefonlar ve e-posta',
      ['phone', 'phone2', 'phone3', 'whatsapp', 'email'],
      'Türkiye biçiminde yazın (0212 555 00 00); başında +90 olan biçim de olur.',
    ),
    group(
      'adres',
      'Adres ve harita',
      ['street', 'postalCode', 'latitude', 'longitude'],
      'İlçe ve il, sitenin metinleri bunlara göre yazıldığı için ortam ayarlarından gelir (README).',
    ),
    group(
      'saatler',
      'Taşıma günleri ve saatleri',
      ['moveFirstDay', 'moveLastDay', 'movesOpen', 'movesClose'],
      'Sayfalardaki çalışma saatleri, metinler ve arama motorlarına verilen bilgi bunlardan yazılır. Telefon ve WhatsApp hattı 7/24 açık, acil taşımalar her saat yapılır.',
    ),
    group(
      'rakamlar',
      'Rakamlarla biz',
      FIGURES.map((f) => f.id),
      'Ana sayfada ve Hakkımızda sayfasında görünen rakamlar. Her birini kayıtlarınızla (taşıma listesi, araç ruhsatları, hasar tutanakları) karşılaştırıp "Kaynağıyla doğrulandı" kutusunu işaretleyin. Boş bıraktığınız rakam sitenin hiçbir yerinde gösterilmez. Tecrübe yılı kuruluş yılından hesaplanır.',
    ),
    group(
      'yorumlar',
      'Yorumlar',
      ['googleReviewUrl', 'reviewRequestDays'],
      'Yorumlar sitede olduğu gibi yayımlanır; Google bağlantısı her yorumcuya aynı şekilde sunulur.',
    ),
    group(
      'sosyal',
      'Sosyal medya',
      ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube', 'google'],
      'Boş bıraktığınız hesap sitede gösterilmez; yalnızca firmanın kendi hesaplarını yazın.',
    ),
  ];
}

const PHONE_FIELDS = new Set(['phone', 'phone2', 'phone3', 'whatsapp']);
const figureFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2, useGrouping: false });

/** The values shown in the Firma Bilgileri form (phones in the Turkish format, an empty figure empty). */
export function companyFormValues(company: CompanySettings): Record<string, string> {
  return Object.fromEntries(
    COMPANY_FIELDS.map((f) => {
      const value = company[f.id];
      if (f.kind === 'figure') return [`co.${f.id}`, typeof value === 'number' ? figureFormat.format(value) : ''];
      if (f.kind === 'confirm') return [`co.${f.id}`, value === true ? 'on' : ''];
      return [`co.${f.id}`, PHONE_FIELDS.has(f.id) ? formatPhone(String(value)) : String(value)];
    }),
  );
}

/** Reads the sent Firma Bilgileri form; errors keyed by field name. */
export function parseCompanyForm(values: Record<string, string>): FormResult<CompanySettings> {
  const input = Object.fromEntries(COMPANY_FIELDS.map((f) => [f.id, values[`co.${f.id}`] ?? '']));
  const result = parseCompanySettings(input);
  if (result.ok) return result;
  return {
    ok: false,
    errors: Object.fromEntries(Object.entries(result.fieldErrors).map(([k, v]) => [`co.${k}`, v])),
  };
}

/** Each value as staff read it in the history (days by their Turkish names, an empty figure "boş"). */
export function companyDisplay(company: CompanySettings): Record<string, string> {
  const values = companyFormValues(company);
  for (const f of FIGURES) {
    values[`co.${f.id}`] ||= 'boş (gösterilmiyor)';
    values[`co.${f.confirmId}`] = company[f.confirmId] ? 'doğrulandı' : 'doğrulanmadı';
  }
  for (const id of ['moveFirstDay', 'moveLastDay'] as const) {
    values[`co.${id}`] = DAY_OPTIONS.find((o) => o.value === company[id])?.label ?? company[id];
  }
  values['co.vatMode'] = VAT_MODE_OPTIONS.find((o) => o.value === company.vatMode)?.label ?? company.vatMode;
  return values;
}

/** Field name → label, for the history list. */
export function fieldLabels(groups: SettingsFieldGroup[]): Record<string, string> {
  return Object.fromEntries(
    groups.flatMap((g) =>
      g.fields.flatMap((f) => [[f.name, f.label], ...(f.confirm ? [[f.confirm.name, f.confirm.historyLabel]] : [])]),
    ),
  );
}

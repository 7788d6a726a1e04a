// The services' starting prices, durations and coverage as staff edit them in "Fiyatlar":
// their checks (Turkish messages) and which value wins (the service table's value unless
// staff saved one; docs/decisions/010). No server imports: tested in prices.test.ts.
import { z } from 'zod';
import { SERVICE_FACTS, SERVICE_ORDER, formatPrice, type ServiceFacts, type ServiceSlug } from '@/content/services';
import { numberField, readNumber } from '@/lib/validation/form-fields';

/** A starting price is whole lira within these bounds. */
export const PRICE_BOUNDS = { min: 500, max: 2_000_000 } as const;
export const SERVICE_TEXT_MAX = 40;

export type ServicePrice = Pick<ServiceFacts, 'priceFrom' | 'duration' | 'coverage'>;
export type ServicePrices = Record<ServiceSlug, ServicePrice>;

export const SERVICE_PRICE_FIELDS = [
  { id: 'priceFrom', label: 'başlangıç fiyatı (TL)' },
  { id: 'duration', label: 'süre' },
  { id: 'coverage', label: 'hizmet alanı' },
] as const satisfies { id: keyof ServicePrice; label: string }[];

/**
 * Reads a lira amount as staff type it: "15000", "15.000", "15 000" or "15.000 TL"; NaN
 * for anything that is not plain decimal digits ("0x10", "1e3", "Infinity", empty).
 */
export function parseLira(value: unknown): number {
  return readNumber(value);
}

function servicePriceSchema(title: string) {
  const price = `${title} başlangıç fiyatı`;
  const amount = (n: number) => formatPrice(n);
  return z.object({
    priceFrom: numberField(
      z
        .number({ error: `${price} için bir sayı girin.` })
        .int({ error: `${price} kuruşsuz, tam lira olmalıdır.` })
        .min(PRICE_BOUNDS.min, { error: `${price} en az ${amount(PRICE_BOUNDS.min)} olmalıdır.` })
        .max(PRICE_BOUNDS.max, { error: `${price} en çok ${amount(PRICE_BOUNDS.max)} olabilir.` }),
    ),
    duration: z
      .string()
      .trim()
      .min(1, { error: `${title} süresi boş bırakılamaz.` })
      .max(SERVICE_TEXT_MAX, { error: `${title} süresi en çok ${SERVICE_TEXT_MAX} karakter olabilir.` }),
    coverage: z
      .string()
      .trim()
      .min(1, { error: `${title} hizmet alanı boş bırakılamaz.` })
      .max(SERVICE_TEXT_MAX, { error: `${title} hizmet alanı en çok ${SERVICE_TEXT_MAX} karakter olabilir.` }),
  });
}

const SCHEMAS = Object.fromEntries(
  SERVICE_ORDER.map((id) => [id, servicePriceSchema(SERVICE_FACTS[id].title)]),
) as Record<ServiceSlug, ReturnType<typeof servicePriceSchema>>;

export const servicePricesSchema = z.object(SCHEMAS);

/** The service table's own values (content/services.ts), the defaults. */
export function builtInServicePrices(): ServicePrices {
  return Object.fromEntries(
    SERVICE_ORDER.map((id) => {
      const { priceFrom, duration, coverage } = SERVICE_FACTS[id];
      return [id, { priceFrom, duration, coverage }];
    }),
  ) as ServicePrices;
}

/** Checks the form's values; field errors keyed `slug.field`, the first message per field. */
export function parseServicePrices(
  input: unknown,
): { ok: true; value: ServicePrices } | { ok: false; fieldErrors: Record<string, string> } {
  const result = servicePricesSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data as ServicePrices };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
  return { ok: false, fieldErrors };
}

/** Saved values win, service by service and field by field; a saved value that fails the checks is ignored. */
export function effectiveServicePrices(saved: unknown): ServicePrices {
  const result = builtInServicePrices();
  if (!saved || typeof saved !== 'object') return result;
  for (const id of SERVICE_ORDER) {
    const row = (saved as Record<string, unknown>)[id];
    if (!row || typeof row !== 'object') continue;
    const shape = SCHEMAS[id].shape;
    for (const field of ['priceFrom', 'duration', 'coverage'] as const) {
      const parsed = shape[field].safeParse((row as Record<string, unknown>)[field]);
      if (parsed.success) (result[id] as Record<string, unknown>)[field] = parsed.data;
    }
  }
  return result;
}

/** The service table with the effective prices, durations and coverage. */
export function serviceFactsWith(prices: ServicePrices): Record<ServiceSlug, ServiceFacts> {
  return Object.fromEntries(SERVICE_ORDER.map((id) => [id, { ...SERVICE_FACTS[id], ...prices[id] }])) as Record<
    ServiceSlug,
    ServiceFacts
  >;
}

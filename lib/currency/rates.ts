// The rates of the currency widget (SPEC.md sections 7 and 9, DECISIONS.md).
// No server imports: the widget uses the types and the formatting too.

export type RateCode = 'USD' | 'EUR' | 'GBP' | 'XAU';

export interface RateItem {
  code: RateCode;
  name: string;
  value: number;
}

export interface RatesSnapshot {
  items: RateItem[];
  /** When the values were fetched; null for the fallback constants. */
  fetchedAt: string | null;
  source: 'live' | 'fallback';
}

/**
 * The widget's rotation order, with the source field each is read from. `label` is what the
 * chip shows first (the code of a currency; for gold what the price is of: one gram), and
 * `name` what it is called; every value is in Turkish lira.
 */
export const RATE_ENTRIES: { code: RateCode; label: string; name: string; field: string }[] = [
  { code: 'USD', label: 'USD', name: 'Dolar', field: 'USD' },
  { code: 'EUR', label: 'EUR', name: 'Euro', field: 'EUR' },
  { code: 'GBP', label: 'GBP', name: 'Pound', field: 'GBP' },
  { code: 'XAU', label: 'Gram altın', name: 'Gram altın', field: 'GRA' },
];

/** The chip's label and name of a rate, read by its code (a cached snapshot may carry older names). */
export function rateLabel(code: RateCode): { label: string; name: string } {
  const entry = RATE_ENTRIES.find((e) => e.code === code);
  return { label: entry?.label ?? code, name: entry?.name ?? code };
}

/** Shown only when no good value was ever fetched (gold: 2.150 is Turkish for 2150). */
export const FALLBACK_RATES: Record<RateCode, number> = { USD: 31.45, EUR: 34.2, GBP: 39.85, XAU: 2150 };
/** Taken when a fetched answer lacks one field. */
export const MISSING_FIELD_DEFAULTS: Record<RateCode, number> = { USD: 40.57, EUR: 47.06, GBP: 54.22, XAU: 4321.97 };

/** "41,2345", "2.950,45", "41.2345" or 41.2345 → a number; anything else → null. */
export function parseRateValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const s = value.trim();
  // With a comma, the comma is the decimal separator and dots group thousands (Turkish).
  const normal = s.includes(',') ? s.replace(/\./g, '').replace(',', '.') : s;
  if (!/^\d+(\.\d+)?$/.test(normal)) return null;
  const n = Number(normal);
  return n > 0 ? n : null;
}

/** Reads USD, EUR, GBP and GRA (each its Selling value). Throws when the answer is not a rates object. */
export function parseRates(json: unknown): RateItem[] {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('rates answer is not an object');
  const data = json as Record<string, unknown>;
  let found = 0;
  const items = RATE_ENTRIES.map(({ code, name, field }) => {
    const entry = data[field];
    const selling =
      entry && typeof entry === 'object' ? parseRateValue((entry as Record<string, unknown>).Selling) : null;
    if (selling !== null) found++;
    return { code, name, value: selling ?? MISSING_FIELD_DEFAULTS[code] };
  });
  if (found === 0) throw new Error('rates answer has none of USD, EUR, GBP, GRA');
  return items;
}

export function fallbackSnapshot(): RatesSnapshot {
  return {
    items: RATE_ENTRIES.map(({ code, name }) => ({ code, name, value: FALLBACK_RATES[code] })),
    fetchedAt: null,
    source: 'fallback',
  };
}

/**
 * 41.2345 → "41,23"; 4321.97 → "4.321,97". Written out by hand rather than with
 * Intl.NumberFormat: this runs in the header of every page, and a phone's first Intl
 * formatter loads the locale's data in one long task (decision 020).
 */
export function formatRate(value: number): string {
  const [whole, fraction] = Math.abs(value).toFixed(2).split('.') as [string, string];
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
}

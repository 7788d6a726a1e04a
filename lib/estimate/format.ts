// How an estimate reads: Turkish lira in the Turkish number format. Browser-safe, no imports.
import type { EstimateDuration } from './model';

const numberFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });

/** "17.950 TL"; whole lira (a fraction is rounded), "-1.795 TL" for a discount. */
export function formatTl(amount: number): string {
  return `${numberFormat.format(Math.round(amount))} TL`;
}

/** The estimate's range: "16.000 – 21.000 TL", or one amount when both ends meet. */
export function formatTlRange(min: number, max: number): string {
  if (Math.round(min) === Math.round(max)) return formatTl(min);
  return `${numberFormat.format(Math.round(min))} – ${formatTl(max)}`;
}

/** "6 saat", "3 gün". */
export function formatDuration(duration: EstimateDuration): string {
  return `${numberFormat.format(duration.value)} ${duration.unit === 'hours' ? 'saat' : 'gün'}`;
}

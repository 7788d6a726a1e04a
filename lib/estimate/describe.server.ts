// How an estimate's inputs read in Turkish: place names for the form's lists, a one-line
// summary for staff (dashboard, CSV) and the quote form, and the WhatsApp message.
import 'server-only';
import { DISTRICTS, PROVINCES } from '@/lib/content/places';
import { formatTlRange } from './format';
import type { EstimateInput, MoveEnd } from './types';
import { HOME_SIZE_LABELS } from './types';

export interface PlaceOption {
  slug: string;
  name: string;
}

const byTurkishName = (a: PlaceOption, b: PlaceOption) => a.name.localeCompare(b.name, 'tr');

/** The 81 provinces, sorted by their Turkish names (Çanakkale after Bursa, İzmir after Isparta). */
export const PROVINCE_OPTIONS: PlaceOption[] = PROVINCES.map((p) => ({ slug: p.slug, name: p.ad })).sort(byTurkishName);

/** İstanbul's 39 districts, sorted by their Turkish names. */
export const DISTRICT_OPTIONS: PlaceOption[] = DISTRICTS.map((d) => ({ slug: d.slug, name: d.ad })).sort(byTurkishName);

const provinceNames = new Map(PROVINCE_OPTIONS.map((p) => [p.slug, p.name]));
const districtNames = new Map(DISTRICT_OPTIONS.map((d) => [d.slug, d.name]));

/** "İstanbul / Kadıköy", "Ankara"; the slug itself for a place no longer in the tables. */
export function placeName(end: Pick<MoveEnd, 'province' | 'district'>): string {
  const province = provinceNames.get(end.province) ?? end.province;
  if (!end.district) return province;
  return `${province} / ${districtNames.get(end.district) ?? end.district}`;
}

const dayFormat = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  weekday: 'long',
  timeZone: 'UTC',
});

/** "15 Temmuz 2026 Çarşamba" for a `YYYY-MM-DD` calendar day. */
export function formatMoveDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return dayFormat.format(new Date(Date.UTC(year!, month! - 1, day!)));
}

function floorText(end: MoveEnd): string {
  const floor = end.floor === 0 ? 'giriş kat' : `${end.floor}. kat`;
  return `${floor}, asansör ${end.elevator ? 'var' : 'yok'}`;
}

/** The furniture lift in a few words: "çıkışta", "varışta", "iki adreste", or null. */
function liftText(input: EstimateInput): string | null {
  const { origin, destination } = input;
  if (origin.furnitureLift && destination.furnitureLift) return 'iki adreste';
  if (origin.furnitureLift) return 'çıkışta';
  if (destination.furnitureLift) return 'varışta';
  return null;
}

/**
 * The inputs on one line, e.g. "İstanbul / Bağcılar → Ankara · 2+1 · çıkış: 3. kat,
 * asansör yok · varış: giriş kat, asansör var · asansörlü taşıma çıkışta · paketleme,
 * sigorta · 15 Temmuz 2026 Çarşamba".
 */
export function describeEstimateInput(input: EstimateInput): string {
  const extras = [input.packing && 'paketleme', input.assembly && 'montaj', input.insurance && 'genişletilmiş sigorta']
    .filter(Boolean)
    .join(', ');
  const lift = liftText(input);
  return [
    `${placeName(input.origin)} → ${placeName(input.destination)}`,
    HOME_SIZE_LABELS[input.homeSize],
    `çıkış: ${floorText(input.origin)}`,
    `varış: ${floorText(input.destination)}`,
    lift && `asansörlü taşıma ${lift}`,
    extras,
    input.date ? formatMoveDate(input.date) : 'tarih seçilmedi',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The WhatsApp message that sends an estimate with the address of its result. */
export function estimateWhatsappText(input: EstimateInput, range: { min: number; max: number }, url: string): string {
  return (
    // The move's description has brackets of its own ("1+0 (stüdyo)"): a colon, not brackets around it.
    `Merhaba, web sitenizde taşınmam için ${formatTlRange(range.min, range.max)} fiyat tahmini aldım: ` +
    `${describeEstimateInput(input)}. Bu fiyatla teklif almak istiyorum. Tahminim: ${url}`
  );
}

/** The CSV export's columns of a quote request's estimate. */
export const ESTIMATE_CSV_HEADERS = ['Tahmin en az (TL)', 'Tahmin en çok (TL)', 'Tahmin bilgileri'] as const;

/** A quote request's estimate as CSV cells (empty without one). */
export function estimateCsvCells(estimate: { min: number; max: number; inputs: EstimateInput } | null): string[] {
  if (!estimate) return ['', '', ''];
  return [String(estimate.min), String(estimate.max), describeEstimateInput(estimate.inputs)];
}

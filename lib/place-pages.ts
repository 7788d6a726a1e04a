// Titles, descriptions and the structured-data offer of the place pages (route pages,
// İstanbul, its districts), kept apart from the views so they can be unit-tested: titles fit
// in 60 characters with the brand, descriptions in 50-160, the offer equals the table shown.
import { WHY_US } from '@/lib/content/corporate';
import { DISTRICTS, ISTANBUL } from '@/lib/content/places';
import type { PlaceText, ValueItem } from '@/content/types';
import { headquartersPhrase } from '@/lib/company-facts';
import { formatTl, type EstimateDuration, type PlacePriceTable, type RoutePlace } from '@/lib/estimate';
import type { PlaceOffer } from '@/lib/seo/json-ld';
import { site } from '@/lib/site';
import { slugify } from '@/lib/slug';
import { properNoun } from '@/lib/turkish';

export const km = new Intl.NumberFormat('tr-TR');
export const IST: RoutePlace = { province: ISTANBUL.slug, district: null };
/** The sidebar's line inside İstanbul, where nothing is "delivered from İstanbul". */
export const IN_CITY_DELIVERY = 'Şehir içi taşıma: aynı gün teslim';

/** "4–7 saat": the range of the in-city table's durations, as the model gives them. */
export function durationRange(table: PlacePriceTable): string {
  const hours = table.rows.map((r) => r.duration.value);
  const [low, high] = [Math.min(...hours), Math.max(...hours)];
  const unit = table.rows[0]?.duration.unit === 'days' ? 'gün' : 'saat';
  return low === high ? `${low} ${unit}` : `${low}–${high} ${unit}`;
}

const lower = (s: string) => s.toLocaleLowerCase('tr-TR');
/** "40.000 TL'den": a lira amount with the ablative ending ("liradan" → "TL'den"). */
const fromPrice = (amount: number) => `${formatTl(amount)}'den`;

/** Whether a district is where the company is based (read from the company's address). */
export function isHeadquartersDistrict(slug: string): boolean {
  return slugify(site().address.district) === slug;
}

// ---------------------------------------------------------------------------------------
// Titles and descriptions (tested in place-views.test.ts: titles ≤ 60 characters with the
// brand, descriptions 50–160 characters).

export function routeTitle(province: PlaceText): string {
  return `${ISTANBUL.ad} ${province.ad} Evden Eve Nakliyat`;
}

/** "1 günde", "6 saatte": a delivery time in the locative, as in "… günde teslim". */
export function deliveryIn(duration: EstimateDuration): string {
  return duration.unit === 'days' ? `${duration.value} günde` : `${duration.value} saatte`;
}

/** "1 gün", "3 gün": a delivery time as a value. */
export function deliveryText(duration: EstimateDuration): string {
  return `${duration.value} ${duration.unit === 'days' ? 'gün' : 'saat'}`;
}

export function routeDescription(province: PlaceText, distanceKm: number, table: PlacePriceTable) {
  const delivery = table.delivery ? `${deliveryIn(table.delivery)} teslim, ` : '';
  return `${ISTANBUL.ad} ile ${province.ad} arasında evden eve nakliyat: ${km.format(distanceKm)} km, ${delivery}fiyatlar ${fromPrice(table.lowPrice)} başlar. Ücretsiz ekspertiz ve yazılı teklif.`;
}

export const ISTANBUL_TITLE = `${ISTANBUL.ad} Evden Eve Nakliyat`;

export function istanbulDescription(table: PlacePriceTable) {
  return `${ISTANBUL.ad} evden eve nakliyat: ${DISTRICTS.length} ilçede ${headquartersPhrase()} ekibimizle şehir içi taşıma, fiyatlar ${fromPrice(table.lowPrice)} başlar. Ücretsiz ekspertiz.`;
}

export function districtTitle(district: PlaceText): string {
  return `${district.ad} Evden Eve Nakliyat`;
}

export function districtDescription(district: PlaceText, table: PlacePriceTable | null, headquarters: boolean) {
  const who = headquarters
    ? `${properNoun(district.ad, 'locative')}ki merkezimizden`
    : `${headquartersPhrase()} ekibimizle`;
  const price = table ? `, fiyatlar ${fromPrice(table.lowPrice)} başlar` : '';
  return `${district.ad} evden eve nakliyat: ${who} aynı gün şehir içi taşıma${price}. Ücretsiz ekspertiz.`;
}

export function genericProvinceDescription(name: string, delivery: EstimateDuration) {
  return `${name} evden eve nakliyat: ${ISTANBUL.ad} ile en geç ${deliveryIn(delivery)} teslim, ücretsiz ekspertiz ve yazılı fiyat teklifi.`;
}

export function placeKeywords(name: string) {
  const n = lower(name);
  return [`${n} nakliyat`, `${n} evden eve nakliyat`, `${n} nakliyat firması`, `${n} ev taşıma`];
}

export function routeKeywords(name: string) {
  const n = lower(name);
  const ist = lower(ISTANBUL.ad);
  return [
    `${ist} ${n} evden eve nakliyat`,
    `${ist} ${n} nakliyat`,
    `${n} ${ist} nakliyat`,
    `${ist} ${n} nakliyat fiyatları`,
    `${n} evden eve nakliyat`,
  ];
}

/** The AggregateOffer of a page: exactly the lowest and highest prices of its table. */
export function placeOffer(table: PlacePriceTable): PlaceOffer {
  return {
    lowPrice: Math.min(...table.rows.map((r) => r.min)),
    highPrice: Math.max(...table.rows.map((r) => r.max)),
    offerCount: table.rows.length,
  };
}

/**
 * The why-us list of an in-city page: the intercity delivery promise ("İstanbul'dan … 72
 * saat içinde teslimat") means nothing inside İstanbul, so it gives way to the in-city one.
 */
export const IN_CITY_WHY_US: ValueItem[] = WHY_US.map((item) =>
  /teslim/i.test(item.title)
    ? {
        title: 'Aynı Gün Biten Taşıma',
        text: `${ISTANBUL.ad} içindeki taşımaları aynı gün bitiririz; köprü geçişini ve trafik saatlerini planlamada hesaba katar, yükleme saatini trafiğe göre seçeriz.`,
      }
    : item,
);

import { describe, expect, it } from 'vitest';
import { DISTRICTS, ISTANBUL, PROVINCES } from '@/lib/content/places';
import { roadDistanceKm, getEstimateSettings } from '@/lib/estimate/index.server';
import { placePriceTable, type RoutePlace, DEFAULT_ESTIMATE_SETTINGS } from '@/lib/estimate';
import { placeServiceJsonLd } from '@/lib/seo/json-ld';
import { site } from '@/lib/site';
import {
  ISTANBUL_TITLE,
  districtDescription,
  districtTitle,
  isHeadquartersDistrict,
  istanbulDescription,
  placeOffer,
  routeDescription,
  routeTitle,
} from './place-pages';

const IST: RoutePlace = { province: 'istanbul', district: null };

async function table(from: RoutePlace, to: RoutePlace) {
  const { settings, startingPrices } = await getEstimateSettings();
  return placePriceTable(from, to, settings, {
    distanceKm: roadDistanceKm(from.province, to.province)!,
    startingPrices,
  });
}

/** What the layout's title template makes of a page title. */
const fullTitle = (title: string) => `${title} | ${site().name}`;

describe('place pages', () => {
  const routes = PROVINCES.filter((p) => p.slug !== ISTANBUL.slug);

  it('title every route page "İstanbul {İl} Evden Eve Nakliyat" within 60 characters with the brand', () => {
    expect(routes).toHaveLength(80);
    expect(routeTitle(PROVINCES.find((p) => p.slug === 'van')!)).toBe('İstanbul Van Evden Eve Nakliyat');
    for (const p of routes) expect(fullTitle(routeTitle(p)).length, p.slug).toBeLessThanOrEqual(60);
    for (const d of DISTRICTS) expect(fullTitle(districtTitle(d)).length, d.slug).toBeLessThanOrEqual(60);
    expect(ISTANBUL_TITLE).toBe('İstanbul Evden Eve Nakliyat');
  });

  it('give every route page a description of 50-160 characters with its distance and starting price', async () => {
    for (const p of routes) {
      const t = await table(IST, { province: p.slug, district: null });
      const description = routeDescription(p, t.distanceKm, t);
      expect(description.length, `${p.slug}: ${description}`).toBeGreaterThanOrEqual(50);
      expect(description.length, `${p.slug}: ${description}`).toBeLessThanOrEqual(160);
    }
    const van = PROVINCES.find((p) => p.slug === 'van')!;
    const t = await table(IST, { province: 'van', district: null });
    // No insurance claim without the insurer (docs/decisions/031). 1.641 km at 600 km a day: 3 days, the estimate's own duration (roadDuration).
    expect(t.delivery).toEqual({ unit: 'days', value: 3 });
    expect(routeDescription(van, t.distanceKm, t)).toBe(
      `İstanbul ile Van arasında evden eve nakliyat: 1.641 km, 3 günde teslim, fiyatlar ${new Intl.NumberFormat('tr-TR').format(t.lowPrice)} TL'den başlar. Ücretsiz ekspertiz ve yazılı teklif.`,
    );
  });

  it('give İstanbul and every district an in-city description of 50-160 characters, never "İstanbul\'dan … teslim"', async () => {
    const inCity = await table(IST, IST);
    const texts = [istanbulDescription(inCity)];
    for (const d of DISTRICTS) {
      const t = await table({ province: 'istanbul', district: d.slug }, IST);
      texts.push(districtDescription(d, t, isHeadquartersDistrict(d.slug)));
    }
    for (const text of texts) {
      expect(text.length, text).toBeGreaterThanOrEqual(50);
      expect(text.length, text).toBeLessThanOrEqual(160);
      expect(text).not.toMatch(/İstanbul'dan.*teslim/);
    }
    const hq = DISTRICTS.filter((d) => isHeadquartersDistrict(d.slug));
    expect(hq.map((d) => d.ad)).toEqual([site().address.district]);
  });

  it('offer in the structured data exactly the lowest and highest prices of the table shown', async () => {
    for (const p of [...routes.map((r) => r.slug), 'istanbul']) {
      const t = await table(IST, { province: p, district: null });
      const data = placeServiceJsonLd(
        {
          title: 't',
          path: '/x',
          description: 'd',
          areaServed: [{ type: 'City', name: p }],
          offer: placeOffer(t),
        },
        site(),
      );
      const shown = t.rows.flatMap((r) => [r.min, r.max]);
      expect(data.offers, p).toMatchObject({
        '@type': 'AggregateOffer',
        priceCurrency: 'TRY',
        lowPrice: Math.min(...shown),
        highPrice: Math.max(...shown),
        offerCount: 3,
      });
    }
    expect(
      placeServiceJsonLd({ title: 't', path: '/x', description: 'd', areaServed: [], offer: null }, site()),
    ).not.toHaveProperty('offers');
  });

  it('prices İstanbul–Van and in-city moves from the default settings as the model does', async () => {
    const van = await table(IST, { province: 'van', district: null });
    expect(van.distanceKm).toBe(1641);
    expect(van.intercity).toBe(true);
    expect(van.rows.map((r) => r.homeSize)).toEqual(['1+1', '2+1', '3+1']);
    // 2+1: 4.000 + 27 × 350 + 8.000 + 1.641 × 45 = 95.295 TL → 85.500 – 110.000 TL
    expect(van.rows[1]).toMatchObject({ min: 85_500, max: 110_000 });
    expect(van.rows[1]!.query).toBe(
      'nereden=istanbul&nereye=van&ev=2%2B1&kat-cikis=2&kat-varis=2&asansor-cikis=var&asansor-varis=var',
    );
    const inCity = placePriceTable({ province: 'istanbul', district: 'kadikoy' }, IST, DEFAULT_ESTIMATE_SETTINGS, {
      distanceKm: 0,
      startingPrices: { 'sehir-ici-tasima': 15_000, 'sehirlerarasi-tasima': 40_000, 'asansorlu-tasimacilik': 25_000 },
    });
    expect(inCity.intercity).toBe(false);
    // 1+1: 4.000 + 18 × 350 + 4.500 = 14.800 TL, below the in-city starting price of 15.000 TL
    expect(inCity.rows.map((r) => [r.min, r.max])).toEqual([
      [15_000, 17_500],
      [16_000, 21_000],
      [18_500, 24_500],
    ]);
    expect(inCity.rows[0]!.query).toMatch(/^nereden=istanbul\/kadikoy&nereye=istanbul&ev=1%2B1&/);
  });

  it('follow a staff price change: a higher road rate raises the route prices and the offer together', () => {
    const base = placePriceTable(IST, { province: 'rize', district: null }, DEFAULT_ESTIMATE_SETTINGS, {
      distanceKm: 1000,
      startingPrices: { 'sehir-ici-tasima': 15_000, 'sehirlerarasi-tasima': 40_000, 'asansorlu-tasimacilik': 25_000 },
    });
    const dearer = placePriceTable(
      IST,
      { province: 'rize', district: null },
      { ...DEFAULT_ESTIMATE_SETTINGS, roadRatePerKm: 60 },
      {
        distanceKm: 1000,
        startingPrices: { 'sehir-ici-tasima': 15_000, 'sehirlerarasi-tasima': 40_000, 'asansorlu-tasimacilik': 25_000 },
      },
    );
    expect(placeOffer(dearer).highPrice).toBeGreaterThan(placeOffer(base).highPrice);
    expect(placeOffer(dearer).lowPrice).toBe(dearer.lowPrice);
  });
});

describe('in-city why-us list', () => {
  it('replaces the intercity delivery promise and keeps the rest', async () => {
    const { WHY_US } = await import('@/lib/content/corporate');
    const { IN_CITY_WHY_US } = await import('./place-pages');
    expect(IN_CITY_WHY_US).toHaveLength(WHY_US.length);
    expect(WHY_US.map((i) => i.text).join(' ')).toMatch(/İstanbul'dan[^.]*teslim/);
    expect(IN_CITY_WHY_US.map((i) => `${i.title} ${i.text}`).join(' ')).not.toMatch(/İstanbul'dan[^.]*teslim/);
    expect(IN_CITY_WHY_US.filter((i, n) => i !== WHY_US[n])).toHaveLength(1);
  });
});

describe('in-city duration', () => {
  it('is the range of the table rows', async () => {
    const { durationRange } = await import('./place-pages');
    const t = placePriceTable(IST, IST, DEFAULT_ESTIMATE_SETTINGS, {
      distanceKm: 0,
      startingPrices: { 'sehir-ici-tasima': 15_000, 'sehirlerarasi-tasima': 40_000, 'asansorlu-tasimacilik': 25_000 },
    });
    expect(t.rows.map((r) => r.duration)).toEqual([
      { unit: 'hours', value: 4 },
      { unit: 'hours', value: 6 },
      { unit: 'hours', value: 7 },
    ]);
    expect(durationRange(t)).toBe('4–7 saat');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DISTRICT_NEIGHBOURS } from '../content/district-neighbours';
import { DISTRICTS, getProvince } from '../lib/content/places';
import { SERVICE_FACTS } from '../content/services';
import { formatTlRange } from '../lib/estimate/format';
import { roadDuration } from '../lib/estimate/model';
import { placePriceTable, type RoutePlace } from '../lib/estimate/place-prices';
import { DEFAULT_ESTIMATE_SETTINGS } from '../lib/estimate/settings';
import { ONCE } from './once';

/** Road km between two provinces, read from the same table the app reads. */
function roadKm(from: string, to: string): number {
  const csv = readFileSync(path.join(import.meta.dirname, '..', 'content', 'data', 'il-mesafeleri.csv'), 'utf8');
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
  const column = rows[0]!.indexOf(to);
  return Number(rows.find((row) => row[1] === from)![column]);
}

/** What the page's table should show, by the model and the seed settings. */
function expectedTable(from: RoutePlace, to: RoutePlace) {
  const startingPrices = {
    'sehir-ici-tasima': SERVICE_FACTS['sehir-ici-tasima'].priceFrom,
    'sehirlerarasi-tasima': SERVICE_FACTS['sehirlerarasi-tasima'].priceFrom,
    'asansorlu-tasimacilik': SERVICE_FACTS['asansorlu-tasimacilik'].priceFrom,
  };
  const distanceKm = from.province === to.province ? 0 : roadKm(from.province, to.province);
  return placePriceTable(from, to, DEFAULT_ESTIMATE_SETTINGS, { distanceKm, startingPrices });
}

const IST: RoutePlace = { province: 'istanbul', district: null };
const km = new Intl.NumberFormat('tr-TR');

/** The prices the visitor reads in the table: each row's "min – max TL" as numbers. */
async function shownPrices(page: Page): Promise<{ size: string; text: string; min: number; max: number }[]> {
  const rows = page.getByTestId('price-table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const out = [];
  for (const row of await rows.all()) {
    const size = (await row.locator('th').innerText()).trim();
    const text = (await row.locator('td').first().innerText()).trim();
    const [min, max = min] = text.split('–').map((part) => Number(part.replace(/\D/g, '')));
    out.push({ size, text, min: min!, max: max! });
  }
  return out;
}

/** The page's Service structured data. */
async function serviceJsonLd(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const services = scripts.map((s) => JSON.parse(s)).filter((d) => d['@type'] === 'Service');
  expect(services).toHaveLength(1);
  return services[0];
}

/** The table shown equals the model's table and the JSON-LD AggregateOffer's low and high prices. */
async function expectPricesMatch(page: Page, from: RoutePlace, to: RoutePlace) {
  const shown = await shownPrices(page);
  const expected = expectedTable(from, to);
  expect(shown.map((r) => r.size)).toEqual(['1+1 ev', '2+1 ev', '3+1 ev']);
  expect(shown.map((r) => r.text)).toEqual(expected.rows.map((r) => formatTlRange(r.min, r.max)));
  const data = await serviceJsonLd(page);
  expect(data.offers).toMatchObject({
    '@type': 'AggregateOffer',
    priceCurrency: 'TRY',
    lowPrice: Math.min(...shown.map((r) => r.min)),
    highPrice: Math.max(...shown.map((r) => r.max)),
    offerCount: 3,
  });
  return { shown, data };
}

test.describe('place pages', ONCE, () => {
  for (const slug of ['van', 'rize', 'izmir']) {
    test(`the ${slug} page is the route page between İstanbul and it, with distance, prices and an estimate button`, async ({
      page,
    }) => {
      const province = getProvince(slug)!;
      await page.goto(province.path);
      const heading = `İstanbul ${province.ad} Evden Eve Nakliyat`;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} | Hafif Nakliyat`);
      expect((await page.title()).length).toBeLessThanOrEqual(60);
      await expect(page.getByTestId('route-km')).toHaveText(`${km.format(roadKm('istanbul', slug))} km`);
      // The delivery time is the estimate's own road duration (one function for both).
      const days = roadDuration(roadKm('istanbul', slug), DEFAULT_ESTIMATE_SETTINGS).value;
      await expect(page.getByTestId('route-hours')).toHaveText(`${days} gün`);

      const there = { province: slug, district: null };
      const { data } = await expectPricesMatch(page, IST, there);
      expect(data.areaServed).toEqual([
        { '@type': 'City', name: 'İstanbul' },
        { '@type': 'City', name: province.ad },
      ]);
      expect(JSON.stringify(data)).not.toContain('"price":15000');

      const button = page.getByTestId('estimate-button').first();
      await expect(button).toHaveAttribute(
        'href',
        `/fiyat-hesaplama?nereden=istanbul&nereye=${slug}&ev=2%2B1&kat-cikis=2&kat-varis=2&asansor-cikis=var&asansor-varis=var`,
      );
      await expect(page.getByTestId('estimate-button').nth(1)).toHaveAttribute(
        'href',
        new RegExp(`^/fiyat-hesaplama\\?nereden=${slug}&nereye=istanbul&`),
      );
      const twoPlusOne = (await shownPrices(page))[1]!.text;
      await button.click();
      await expect(page).toHaveURL(new RegExp(`/fiyat-hesaplama\\?nereden=istanbul&nereye=${slug}&`));
      await expect(page.locator('#nereden')).toHaveValue('istanbul');
      await expect(page.locator('#nereye')).toHaveValue(slug);
      await expect(page.getByTestId('estimate-range')).toHaveText(twoPlusOne);
    });
  }

  test('the İstanbul page is the in-city page: its prices, its districts, no "İstanbul\'dan … teslim"', async ({
    page,
  }) => {
    await page.goto('/hizmet-bolgeleri/marmara/istanbul');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('İstanbul Evden Eve Nakliyat');
    await expectPricesMatch(page, IST, IST);
    await expect(page.getByTestId('district-list').locator('li')).toHaveCount(39);
    await expect(page.locator('main')).not.toContainText(/İstanbul'dan[^.]*teslim/);
    await expect(page.getByTestId('estimate-button')).toHaveAttribute(
      'href',
      /^\/fiyat-hesaplama\?nereden=istanbul&nereye=istanbul&ev=2%2B1&/,
    );
  });

  test('the Bağcılar page says the company is based there and links to its neighbours, which link back', async ({
    page,
  }) => {
    const bagcilar = DISTRICTS.find((d) => d.slug === 'bagcilar')!;
    await page.goto(bagcilar.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bağcılar Evden Eve Nakliyat');
    await expect(page.getByTestId('headquarters')).toContainText("Merkezimiz Bağcılar'da");
    await expect(page.getByTestId('headquarters').locator('address')).toContainText('Bağcılar/İstanbul');
    const scripts = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) =>
      JSON.parse(s),
    );
    const company = scripts.find((d) => d['@type'] === 'MovingCompany');
    expect(company?.address).toMatchObject({ addressLocality: 'Bağcılar', addressRegion: 'İstanbul' });
    await expectPricesMatch(page, { province: 'istanbul', district: 'bagcilar' }, IST);
    await expect(page.locator('main')).not.toContainText(/İstanbul'dan[^.]*teslim/);
    await expect(page.getByTestId('estimate-button')).toHaveAttribute(
      'href',
      /^\/fiyat-hesaplama\?nereden=istanbul\/bagcilar&nereye=istanbul&ev=2%2B1&/,
    );

    const neighbours = page.getByTestId('neighbour-links').getByRole('link');
    const expected = DISTRICT_NEIGHBOURS['bagcilar']!.map((slug) => DISTRICTS.find((d) => d.slug === slug)!);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    await expect(neighbours).toHaveCount(expected.length);
    for (const [i, d] of expected.entries()) await expect(neighbours.nth(i)).toHaveAttribute('href', d.path);

    const first = expected[0]!;
    await neighbours.first().click();
    await expect(page).toHaveURL(new RegExp(`${first.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${first.ad} Evden Eve Nakliyat`);
    await expect(page.getByTestId('headquarters')).toHaveCount(0);
    await expect(page.getByTestId('neighbour-links').locator(`a[href="${bagcilar.path}"]`)).toBeVisible();
  });

  test('a service page links to related services, route pages and blog posts; a post links back to services', async ({
    page,
  }) => {
    await page.goto('/hizmetlerimiz/sehirlerarasi-tasima');
    await expect(page.getByTestId('related-services').getByRole('link')).toHaveCount(3);
    await expect(
      page.getByTestId('related-services').getByRole('link', { name: 'Evden Eve Nakliyat' }),
    ).toHaveAttribute('href', '/hizmetlerimiz/evden-eve-nakliyat');
    const post = page.getByTestId('related-posts').locator('a[href="/blog/istanbuldan-baska-sehre-tasinma-plani"]');
    await expect(post).toBeVisible();
    await page.getByTestId('related-places').getByRole('link', { name: 'İstanbul Ankara Evden Eve Nakliyat' }).click();
    await expect(page).toHaveURL(/\/hizmet-bolgeleri\/ic-anadolu\/ankara$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('İstanbul Ankara Evden Eve Nakliyat');
    await expect(page.getByTestId('route-km')).toHaveText('453 km');

    await page.goto('/blog/istanbuldan-baska-sehre-tasinma-plani');
    const links = page.getByTestId('post-service-links').getByRole('link');
    await expect(links.first()).toHaveAttribute('href', '/hizmetlerimiz/sehirlerarasi-tasima');
    expect(await links.count()).toBeGreaterThanOrEqual(2);
  });
});

test.describe('the built site', ONCE, () => {
  test('every sitemap page has a title of at most 60 characters and a description of 50-160; every district has at least four links to it', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(150);
    const inbound = new Map<string, Set<string>>(DISTRICTS.map((d) => [d.path, new Set()]));
    const problems: string[] = [];
    const decode = (s: string) =>
      s
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"');
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
      const description = decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
      if (title.length > 60) problems.push(`${path}: title ${title.length} "${title}"`);
      if (description.length < 50 || description.length > 160) {
        problems.push(`${path}: description ${description.length} "${description}"`);
      }
      for (const m of html.matchAll(/<a [^>]*href="([^"#?]+)"/g)) {
        const target = inbound.get(m[1]!);
        if (target && m[1] !== path) target.add(path);
      }
    }
    expect(problems).toEqual([]);
    for (const [path, from] of inbound) expect(from.size, `pages linking to ${path}`).toBeGreaterThanOrEqual(4);
  });
});

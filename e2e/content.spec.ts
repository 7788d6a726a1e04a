import { expect, test, type Page } from '@playwright/test';
import { BLOG_POSTS } from '../lib/content/blog';
import { SERVICE_LIST } from '../lib/content/services';
import { teamMember } from '../lib/content/team';
import { yearsInBusiness } from '../lib/facts';
import { gotoHydrated } from './helpers';
import { ONCE } from './once';

const SERVICE_PAGES = SERVICE_LIST.map((s) => ({
  path: s.link,
  h1: s.title,
  crumbs: ['Anasayfa', 'Hizmetlerimiz', s.title],
}));
const POST_PAGES = BLOG_POSTS.map((p) => ({
  path: `/blog/${p.id}`,
  h1: p.title,
  crumbs: ['Anasayfa', 'Blog', p.title],
}));

const PAGES: { path: string; h1: string | RegExp; crumbs?: string[]; types: string[] }[] = [
  { path: '/', h1: /ile evden eve nakliyat/, types: ['MovingCompany'] },
  { path: '/kurumsal', h1: 'Kurumsal', crumbs: ['Anasayfa', 'Kurumsal'], types: ['BreadcrumbList'] },
  {
    path: '/kurumsal/hakkimizda',
    h1: 'Hakkımızda',
    crumbs: ['Anasayfa', 'Kurumsal', 'Hakkımızda'],
    types: ['BreadcrumbList'],
  },
  {
    path: '/kurumsal/vizyonumuz',
    h1: 'Vizyonumuz',
    crumbs: ['Anasayfa', 'Kurumsal', 'Vizyonumuz'],
    types: ['BreadcrumbList'],
  },
  {
    path: '/kurumsal/misyonumuz',
    h1: 'Misyonumuz',
    crumbs: ['Anasayfa', 'Kurumsal', 'Misyonumuz'],
    types: ['BreadcrumbList'],
  },
  { path: '/hizmetlerimiz', h1: 'Hizmetlerimiz', crumbs: ['Anasayfa', 'Hizmetlerimiz'], types: ['BreadcrumbList'] },
  ...SERVICE_PAGES.map((p) => ({ ...p, types: ['BreadcrumbList', 'Service', 'FAQPage'] })),
  { path: '/blog', h1: 'Blog', crumbs: ['Anasayfa', 'Blog'], types: ['BreadcrumbList'] },
  ...POST_PAGES.map((p) => ({ ...p, types: ['BreadcrumbList', 'Article'] })),
];

async function jsonLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

test.describe('visitor reads the company, service and blog pages', ONCE, () => {
  test('every content page answers 200 with its heading, breadcrumbs, unique title and description, canonical and structured data', async ({
    browser,
    baseURL,
  }) => {
    // All of it is in the server's HTML: read without running the pages' scripts (quicker).
    const page = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage();
    test.setTimeout(120_000);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const spec of PAGES) {
      const response = await page.goto(spec.path);
      expect(response?.status(), spec.path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), spec.path).toHaveText(spec.h1);
      if (spec.crumbs) {
        const crumbs = page.getByRole('navigation', { name: 'Sayfa konumu' }).getByRole('listitem');
        await expect(crumbs, spec.path).toHaveText(spec.crumbs);
      }
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(title, spec.path).toMatch(/\| Hafif Nakliyat$/);
      expect(description.length, spec.path).toBeGreaterThan(50);
      expect(titles.get(title), `title of ${spec.path}`).toBeUndefined();
      expect(descriptions.get(description), `description of ${spec.path}`).toBeUndefined();
      titles.set(title, spec.path);
      descriptions.set(description, spec.path);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname, spec.path).toBe(spec.path);
      const ogUrl = await page.locator('meta[property="og:url"]').getAttribute('content');
      expect(new URL(ogUrl!).pathname, spec.path).toBe(spec.path);
      const types = (await jsonLd(page)).map((d) => d['@type']);
      for (const type of spec.types) expect(types, spec.path).toContain(type);
    }
    await page.context().close();
  });

  test('a service page shows the price card, six features, four steps and six questions that agree with the table', async ({
    page,
  }) => {
    const service = SERVICE_LIST.find((s) => s.id === 'koli-tasima')!;
    await page.goto(service.link);
    await expect(page.getByTestId('price-card')).toContainText('8.000 TL');
    await expect(page.getByTestId('price-card')).toContainText('1-2 saat');
    await expect(page.locator('#ozellikler li')).toHaveCount(6);
    await expect(page.locator('#nasil-calisir li')).toHaveCount(4);
    await expect(page.locator('#sss details')).toHaveCount(6);
    await expect(
      page.locator('main section').first().getByRole('link', { name: 'Teklif Al', exact: true }),
    ).toHaveAttribute('href', '/iletisim?hizmet=koli-tasima');
    await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
    const data = await jsonLd(page);
    const offer = data.find((d) => d['@type'] === 'Service')!.offers as { price: number; priceCurrency: string };
    expect(offer).toMatchObject({ price: 8000, priceCurrency: 'TRY' });
    const faq = data.find((d) => d['@type'] === 'FAQPage')!.mainEntity as unknown[];
    expect(faq).toHaveLength(6);
    await page.locator('#sss summary').first().click();
    await expect(page.locator('#sss details').first()).toHaveAttribute('open', '');
  });

  test('the home page shows the process, visitor figures since counting began, six featured services, regions, reasons, six testimonials and figures', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('hero-image')).toHaveAttribute('src', '/images/hero-default.svg');
    await expect(page.locator('#surec li')).toHaveCount(4);
    // Real page views (docs/decisions/030), no longer SPEC.md's simulated 250-450 a day: today
    // within this month within all time, since the first day counted.
    const counters = page.getByTestId('visitor-stats').locator('dd');
    await expect(counters).toHaveCount(3);
    const [today, month, allTime] = (await counters.allTextContents()).map((t) => Number(t.replace(/\./g, '')));
    expect(today).toBeGreaterThanOrEqual(0);
    expect(month).toBeGreaterThanOrEqual(today!);
    expect(allTime).toBeGreaterThanOrEqual(month!);
    await expect(page.getByTestId('visitor-since')).toHaveText(
      /^(\d{1,2} \p{L}+ \d{4}'(dan|den|tan|ten) beri|Sayım bugün başladı)$/u,
    );
    const cards = page.locator('#hizmetler li a');
    await expect(cards).toHaveCount(6);
    expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual([
      '/hizmetlerimiz/sehir-ici-tasima',
      '/hizmetlerimiz/sehirlerarasi-tasima',
      '/hizmetlerimiz/ofis-tasima',
      '/hizmetlerimiz/parca-esya-tasima',
      '/hizmetlerimiz/evden-eve-nakliyat',
      '/hizmetlerimiz/fabrika-tasima',
    ]);
    await expect(page.locator('#bolgeler > div > ul > li')).toHaveCount(7);
    await expect(page.locator('#neden-biz li')).toHaveCount(6);
    await expect(page.locator('#yorumlar figure')).toHaveCount(6);
    await expect(page.getByText(`${yearsInBusiness()} yıl`, { exact: true })).toBeVisible();
  });

  test('the service modal opens from a featured service and is fully usable with the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/');
    const card = page.locator('#hizmetler a[href="/hizmetlerimiz/ofis-tasima"]');
    await card.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ofis Taşıma' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('15.000 TL');
    await expect(dialog).toContainText('4-12 saat');
    await expect(dialog).toContainText('Tüm Türkiye');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    // Focus is inside and stays inside.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await expect(dialog.getByRole('link', { name: /Hemen Ara/ })).toHaveAttribute('href', /^tel:\+/);
    await expect(dialog.getByRole('link', { name: 'Detaylar' })).toHaveAttribute('href', '/hizmetlerimiz/ofis-tasima');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(page.url()).toMatch(/\/$/);
  });

  test('the service modal closes with its close button and a click on the backdrop', async ({ page }) => {
    await gotoHydrated(page, '/');
    const card = page.locator('#hizmetler a[href="/hizmetlerimiz/fabrika-tasima"]');
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Fabrika Taşıma' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Kapat' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    await card.click();
    await dialog.getByRole('link', { name: 'Detaylar' }).click();
    await expect(page).toHaveURL(/\/hizmetlerimiz\/fabrika-tasima$/);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('an unknown blog post is a 404', async ({ request }) => {
    expect((await request.get('/blog/boyle-bir-yazi-yok')).status()).toBe(404);
  });

  test('a blog post shows its category, Turkish date, read time, tags and related posts', async ({ page }) => {
    const post = BLOG_POSTS[0]!;
    await page.goto(`/blog/${post.id}`);
    const date = new Intl.DateTimeFormat('tr-TR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Istanbul',
    }).format(new Date(post.date));
    await expect(page.locator('time').first()).toHaveText(date);
    await expect(page.getByText(`${post.readTime} dk okuma`).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Etiketler' }).getByRole('listitem')).toHaveCount(post.tags.length);
    await expect(page.locator('section[aria-labelledby="ilgili-baslik"] article')).toHaveCount(3);
    const article = (await jsonLd(page)).find((d) => d['@type'] === 'Article')!;
    expect(article).toMatchObject({ headline: post.title, datePublished: post.date });
  });

  test("a blog post's author is a person of the team, shown with the same name and role on the corporate page", async ({
    page,
  }) => {
    for (const post of BLOG_POSTS) {
      const author = teamMember(post.author);
      await page.goto(`/blog/${post.id}`);
      const byline = page.getByTestId('post-author');
      await expect(byline, post.id).toHaveText(`${author.name}, ${author.role}`);
      const article = (await jsonLd(page)).find((d) => d['@type'] === 'Article')!;
      expect(article.author, post.id).toMatchObject({ '@type': 'Person', name: author.name, jobTitle: author.role });
    }
    const last = teamMember(BLOG_POSTS.at(-1)!.author);
    await page.getByTestId('post-author').click();
    await expect(page).toHaveURL(new RegExp(`/kurumsal/hakkimizda#${last.id}$`));
    const card = page.locator(`#ekibimiz li#${last.id}`);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(last.name);
    await expect(card).toContainText(last.role);
  });
});

test.describe('visitor without JavaScript', ONCE, () => {
  test.use({ javaScriptEnabled: false });

  test('filters the blog by category with links', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('main article')).toHaveCount(6);
    const filters = page.getByRole('navigation', { name: 'Kategoriler' }).getByRole('link');
    await expect(filters).toHaveCount(7);
    await filters.filter({ hasText: 'Sigorta' }).click();
    await expect(page).toHaveURL(/\/blog\?kategori=sigorta$/);
    await expect(page.locator('main article')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Sigorta yazıları' })).toBeVisible();
    await expect(filters.filter({ hasText: 'Sigorta' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Teklif Al', exact: true })).toHaveAttribute(
      'href',
      '/teklif-al',
    );
    await filters.filter({ hasText: 'Tümü' }).click();
    await expect(page.locator('main article')).toHaveCount(6);
  });

  test('opens a featured service as a page', async ({ page }) => {
    await page.goto('/');
    await page.locator('#hizmetler a[href="/hizmetlerimiz/ofis-tasima"]').click();
    await expect(page).toHaveURL(/\/hizmetlerimiz\/ofis-tasima$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ofis Taşıma');
  });
});

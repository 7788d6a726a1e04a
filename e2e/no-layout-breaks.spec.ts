// Every page fits every screen: nothing scrolls sideways, the header stays on one line,
// the floating contact buttons never cover a heading, a link or a button, and the menus,
// the video player and the photo grid behave as a visitor expects.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { parseEnv } from '../lib/env';
import { gotoHydrated, holdCompanyFacts, releaseCompanyFacts, uniqueTag } from './helpers';
import { ONCE } from './once';

/** One page of each type. */
const PAGES = [
  '/',
  '/hizmetlerimiz/evden-eve-nakliyat',
  '/hizmet-bolgeleri/marmara/istanbul',
  '/hizmet-bolgeleri/marmara/istanbul/bagcilar',
  '/galeri',
  '/video-galeri',
  '/blog',
  '/blog/oda-oda-paketleme-rehberi',
  '/teklif-al',
  '/iletisim',
  '/fiyat-hesaplama',
  '/kurumsal',
  '/boyle-bir-sayfa-yok',
];
const WIDTHS = [320, 390, 768, 1024, 1100, 1280, 1440, 1920];
/** From these widths the floating buttons stand in the window's right edge. */
const DESKTOP_WIDTHS = [1024, 1280, 1440];

/** What reaches into the floating buttons' column: visible headings, links, buttons and fields outside it. */
function intoFloatingColumn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const column = document.querySelector('[data-testid="floating-buttons"]');
    if (!column) return ['no floating buttons'];
    const left = column.getBoundingClientRect().left;
    const found: string[] = [];
    for (const el of document.querySelectorAll('a, button, summary, h1, h2, h3, h4, input, select, textarea')) {
      if (column.contains(el)) continue;
      const box = el.getBoundingClientRect();
      // Not shown, or visually hidden (sr-only: one pixel, clipped).
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      if (box.right > left)
        found.push(`${el.tagName} "${(el.textContent ?? '').trim().slice(0, 40)}" ends at ${box.right}`);
    }
    return found;
  });
}

test.describe('no page scrolls sideways', ONCE, () => {
  for (const path of PAGES) {
    test(`${path} fits every width from 320 to 1920 px`, async ({ page }) => {
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const { scroll, client } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(scroll, `${path} at ${width} px`).toBeLessThanOrEqual(client);
      }
    });
  }
});

test.describe('the header on a desktop', ONCE, () => {
  for (const width of [1024, 1100, 1199, 1280, 1440]) {
    test(`stays on one line at ${width} px with WhatsApp in view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const bar = page.locator('header').getByRole('link', { name: 'WhatsApp', exact: true });
      await expect(bar).toBeInViewport({ ratio: 1 });
      // Each item of the navigation bar is one line high.
      const heights = await page
        .locator('header nav[aria-label="Ana menü"] > ul > li > a, header nav[aria-label="Ana menü"] ~ div > a')
        .evaluateAll((links) => links.filter((a) => a.getBoundingClientRect().width > 0).map((a) => a.clientHeight));
      expect(heights.length).toBeGreaterThan(0);
      for (const h of heights) expect(h).toBeLessThanOrEqual(40);
      // Below 1280 px the sections are in the menu; from there every one is in the bar.
      if (width >= 1280) await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
      else await expect(page.getByTestId('mobile-menu-toggle')).toBeVisible();
    });
  }
});

test.describe('the floating buttons cover nothing', ONCE, () => {
  for (const path of PAGES) {
    test(`no heading, link or button of ${path} reaches under them`, async ({ page }) => {
      await page.goto(path);
      for (const width of DESKTOP_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        expect(await intoFloatingColumn(page), `${path} at ${width} px`).toEqual([]);
      }
    });
  }

  for (const width of DESKTOP_WIDTHS) {
    test(`the sidebar calls to action of the gallery and the blog are on top at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const targets = [
        {
          path: '/galeri',
          name: 'Ücretsiz Teklif Al',
          box: page.getByRole('complementary', { name: 'Galeri bilgisi' }),
        },
        { path: '/blog', name: 'Teklif Al', box: page.locator('aside') },
      ];
      for (const { path, name, box } of targets) {
        await page.goto(path);
        for (const element of [box.getByRole('link', { name, exact: true }), box.getByRole('heading').last()]) {
          await element.scrollIntoViewIfNeeded();
          // Where it is first shown, then low in the window, beside the floating buttons.
          for (const place of ['as shown', 'low'] as const) {
            if (place === 'low') {
              await element.evaluate((el) => {
                const { bottom } = el.getBoundingClientRect();
                window.scrollBy(0, bottom - (window.innerHeight - 24));
              });
            }
            const onTop = await element.evaluate((el) => {
              const r = el.getBoundingClientRect();
              const points = [
                [r.left + r.width / 2, r.top + r.height / 2],
                [r.right - 2, r.top + r.height / 2],
              ] as const;
              return points.every(([x, y]) => {
                const hit = document.elementFromPoint(x, y);
                return hit !== null && el.contains(hit);
              });
            });
            expect(onTop, `${path} "${await element.textContent()}" ${place} at ${width} px`).toBe(true);
          }
        }
      }
    });
  }
});

test.describe('menus', ONCE, () => {
  test('a dropdown hovered and then clicked stays open; a second click closes it', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    for (const label of ['HİZMETLER', 'HİZMET BÖLGELERİ']) {
      const trigger = nav.getByRole('link', { name: label, exact: true });
      const menu = nav.getByRole('menu', { name: label });
      await trigger.hover();
      await expect(menu).toBeVisible();
      // The visitor reads the menu for a moment before clicking its title.
      await page.waitForTimeout(1000);
      await trigger.click();
      await expect(menu).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await trigger.click();
      await expect(menu).toBeHidden();
      await page.mouse.move(5, 700);
    }
  });
});

test.describe('video lightbox', ONCE, () => {
  test('Space toggles autoplay and playback right after it opens; Escape closes it and focus returns', async ({
    page,
  }) => {
    await gotoHydrated(page, '/video-galeri');
    const opener = page.getByTestId('video-grid').locator('a').first();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const state = page.getByTestId('autoplay-state');
    await expect(state).toContainText('açık');
    await page.keyboard.press('Space');
    await expect(state).toContainText('kapalı');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('lightbox-video')).toHaveJSProperty('paused', true);
    await page.keyboard.press('Space');
    await expect(state).toContainText('açık');
    await expect(dialog).toBeVisible();
    // Tab stays inside the player.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('broken images', ONCE, () => {
  test('a photo that fails on a direct page load shows the placeholder', async ({ page }) => {
    // Every photo of the grid fails; the page's scripts wait until the first one has failed,
    // so the failure happens before the grid is hydrated.
    await page.route(
      (url) => url.pathname.startsWith('/images/galeri/') || url.pathname.startsWith('/media/'),
      (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'yok' }),
    );
    const first = 'ul[data-testid="gallery-grid"] li:first-child img';
    // Scripts only: a held stylesheet would hold the page's rendering too.
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await page.waitForFunction(
        (selector) => {
          const img = document.querySelector<HTMLImageElement>(selector);
          return img !== null && img.complete && img.naturalWidth === 0;
        },
        first,
        { polling: 50 },
      );
      await route.continue();
    });
    await page.goto('/galeri');
    await expect(page.locator(first)).toHaveAttribute('src', '/images/galeri-yok.svg');
    await expect(page.locator(first)).toHaveJSProperty('complete', true);
  });
});

test.describe('footer', ONCE, () => {
  test('links the KVKK notice and shows the legal name', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const legalName = parseEnv({ COMPANY_LEGAL_NAME: process.env.COMPANY_LEGAL_NAME }).COMPANY_LEGAL_NAME;
    await expect(footer.getByTestId('footer-credentials')).toContainText(legalName);
    await footer.getByRole('link', { name: 'KVKK Aydınlatma Metni' }).click();
    await expect(page).toHaveURL(/\/kvkk-aydinlatma-metni$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('KVKK Aydınlatma Metni');
    await expect(page.locator('main')).toContainText(legalName);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test.beforeEach(holdCompanyFacts);
    test.afterEach(releaseCompanyFacts);

    test('shows the legal name and K3 certificate number staff saved @site-wide', async ({ adminPage: page }) => {
      test.setTimeout(60_000);
      const tag = uniqueTag();
      const k3 = `K3-${tag}`;
      const legal = `Deneme ${tag} Taşımacılık Ltd. Şti.`;
      const form = page.getByTestId('firma-form');
      const save = async (values: Record<string, string>) => {
        await page.goto('/admin/dashboard?sekme=firma');
        const before: Record<string, string> = {};
        for (const [label, value] of Object.entries(values)) {
          before[label] = await form.getByLabel(label, { exact: true }).inputValue();
          await form.getByLabel(label, { exact: true }).fill(value);
        }
        await form.getByRole('button', { name: /Kaydet/ }).click();
        await expect(page.getByTestId('firma-message')).toContainText('Kaydedildi');
        return before;
      };
      const original = await save({ 'Ticaret unvanı': legal, 'K3 yetki belgesi numarası': k3 });
      try {
        await expect(async () => {
          await page.goto('/iletisim');
          await expect(page.locator('footer').getByTestId('footer-credentials')).toContainText(legal);
          await expect(page.locator('footer').getByTestId('footer-credentials')).toContainText(k3);
        }).toPass({ timeout: 15_000 });
        // An empty number is left out.
        await save({ 'K3 yetki belgesi numarası': '' });
        await expect(async () => {
          await page.goto('/iletisim');
          await expect(page.locator('footer').getByTestId('footer-credentials')).toContainText(legal);
          await expect(page.locator('footer')).not.toContainText('K3');
        }).toPass({ timeout: 15_000 });
      } finally {
        await save(original);
      }
    });
  });
});

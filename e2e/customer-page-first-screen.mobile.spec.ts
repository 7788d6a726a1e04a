// The customer's page on a phone (issue 40, docs/decisions/056): in every state the first screen
// at 390 px says where the move stands, the one thing to do next and how to reach us; finished
// sections shrink to one line that opens in place, without JavaScript.
import type { Page } from '@playwright/test';
import { addDays, istanbulDayOf } from '@/lib/calendar/days';
import { bookSurvey } from '@/lib/calendar/survey-bookings.server';
import { DEFAULT_SURVEY_HOURS } from '@/lib/calendar/survey-hours';
import type { Db } from '@/lib/db/kysely.server';
import type { Inventory } from '@/lib/inventory/inventory';
import { saveLeadInventory } from '@/lib/inventory/repository.server';
import { customerLink, insertLeadFileRow, insertQuoteWithEstimate, seedMovedLead, withDb } from './data';
import { expect, test } from './fixtures';
import { ownAddress, uniqueTag } from './helpers';
import { shotPath } from './shots';

const SCREEN = 844;
const today = () => istanbulDayOf(new Date());

const INVENTORY: Inventory = {
  rooms: [
    { key: 'salon-1', type: 'salon', counts: { 'uclu-koltuk': 1, 'tv-unitesi': 1, 'yemek-masasi': 1 }, custom: [] },
    {
      key: 'yatak-odasi-1',
      type: 'yatak-odasi',
      counts: { 'cift-kisilik-yatak': 1, 'gardirop-iki': 2, buzdolabi: 1, 'camasir-makinesi': 1 },
      custom: [],
    },
  ],
  boxes: 25,
};

/** A survey on a free seat: a staff-agreed time weeks ahead, tried again where another test sits. */
async function bookAhead(db: Db, leadId: string, status: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const start = new Date(Date.now() + (15 + Math.floor(Math.random() * 40)) * 86_400_000);
    start.setUTCHours(15 + Math.floor(Math.random() * 4), 0, 0, 0);
    const result = await bookSurvey(db, {
      lead: { id: leadId, kind: 'quote', status },
      startsAt: start.toISOString(),
      kind: 'video',
      address: null,
      actor: { by: 'staff', email: 'ofis@hafifnakliyat.example' },
      hours: DEFAULT_SURVEY_HOURS,
      outsideSlots: true,
    });
    if (result.ok) return;
  }
  throw new Error('No free seat for a survey in 20 tries.');
}

/** Opens the page and checks the first screen: the headline, the action (if any) and the phone. */
async function firstScreen(page: Page, link: string, headline: string, action: string | null, shot: string) {
  await ownAddress(page);
  await page.goto(link);
  const card = page.getByTestId('customer-next');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(headline);
  const within = async (locator: ReturnType<Page['locator']>) => {
    const box = (await locator.boundingBox())!;
    expect(box.y + box.height, `${shot}: ends inside the first screen`).toBeLessThanOrEqual(SCREEN);
  };
  if (action) {
    const button = card.getByTestId('customer-next-action');
    await expect(button).toHaveText(action);
    await within(button);
  } else {
    await expect(card.getByTestId('customer-next-action')).toHaveCount(0);
  }
  await within(card.getByRole('link', { name: /\d{3}/ }).first());
  await page.screenshot({ path: shotPath(`customer-first-screen-${shot}`) });
  await page.screenshot({ path: shotPath(`customer-page-${shot}`), fullPage: true });
}

test.describe('a customer opens their page on a phone', () => {
  // Two screenshots of a long page each, on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  for (const js of [true, false]) {
    test(`a new request leads with booking the survey${js ? '' : ' (without JavaScript)'}`, async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: js,
        viewport: { width: 390, height: SCREEN },
        isMobile: true,
      });
      const page = await context.newPage();
      const id = await insertQuoteWithEstimate({ name: `Yeni Müşteri ${uniqueTag()}` });
      await firstScreen(
        page,
        await customerLink(id),
        'Talebinizi aldık',
        'Keşif randevusu alın',
        `new${js ? '' : '-nojs'}`,
      );
      await page.getByTestId('customer-next-action').click();
      await expect(page).toHaveURL(/#kesif$/);
      await expect(page.getByTestId('survey-form')).toBeInViewport();
      await context.close();
    });
  }

  test('a booked survey leads with the booking', async ({ page }) => {
    const id = await insertQuoteWithEstimate({ name: `Keşif Müşterisi ${uniqueTag()}` });
    await withDb((db) => bookAhead(db, id, 'yeni'));
    await firstScreen(page, await customerLink(id), 'Keşif randevunuz alındı', 'Randevunuzu görün', 'survey');
    await expect(page.getByTestId('customer-next-text')).toContainText('Keşif:');
  });

  test('a sent offer comes before the inventory, and the survey form folds away', async ({ page }) => {
    const { link } = await withDb((db) =>
      seedMovedLead(db, {
        name: `Teklif Müşterisi ${uniqueTag()}`,
        email: 'teklif@example.com',
        moveDate: addDays(today(), 20),
        accept: false,
      }),
    );
    await firstScreen(page, link, 'Teklifiniz hazır', 'Teklifi inceleyin', 'offer');
    const order = await page
      .locator('[data-testid="offer"], [data-testid="inventory"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(order).toEqual(['offer', 'inventory']);
    const survey = page.getByTestId('collapsed-survey');
    await expect(survey).not.toHaveAttribute('open');
    await expect(survey.getByTestId('survey-form')).toBeHidden();
    await survey.locator(':scope > summary').click();
    await expect(survey.getByTestId('survey-form')).toBeVisible();
  });

  test('an accepted offer with inventory, photos and a survey is at most half its old height (9,300 px)', async ({
    page,
  }) => {
    const { leadId, link } = await withDb(async (db) => {
      const seeded = await seedMovedLead(db, {
        name: `Onaylı Müşteri ${uniqueTag()}`,
        email: 'onay@example.com',
        moveDate: addDays(today(), 21),
      });
      await saveLeadInventory(db, seeded.leadId, INVENTORY, 'customer');
      for (const name of ['salon.jpg', 'yatak.jpg', 'mutfak.jpg'])
        await insertLeadFileRow(db, { leadId: seeded.leadId, damageReportId: null, name });
      await bookAhead(db, seeded.leadId, 'kazanildi');
      return seeded;
    });
    expect(leadId).toBeTruthy();
    await firstScreen(page, link, 'Teklifi onayladınız', 'Onayladığınız teklifi görün', 'accepted');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`customer page with an accepted offer, inventory, photos and a survey: ${height} px at 390 px`);
    expect(height).toBeLessThanOrEqual(4_650);
    for (const id of ['inventory', 'files']) {
      const section = page.getByTestId(`collapsed-${id}`);
      await expect(section).toBeVisible();
      await expect(section).not.toHaveAttribute('open');
    }
    await expect(page.getByTestId('collapsed-inventory').locator(':scope > summary')).toContainText('kalem');
    await expect(page.getByTestId('collapsed-files').locator(':scope > summary')).toContainText('3 fotoğraf eklendi.');
    // The accepted offer stays whole but for its carrier and notices, one line that opens in place
    // and prints in full.
    const terms = page.getByTestId('offer-terms');
    await expect(terms.getByTestId('offer-notices')).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(terms.getByTestId('offer-notices')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await page.getByTestId('customer-next-action').click();
    await expect(page.getByTestId('offer')).toBeInViewport();
    // A collapsed section opens in place, and the list is there in full.
    await page.getByTestId('collapsed-inventory').locator(':scope > summary').click();
    await expect(page.getByTestId('inventory-locked')).toBeVisible();
  });

  test('after the move the review is the one thing to do', async ({ page }) => {
    const { link } = await withDb((db) =>
      seedMovedLead(db, {
        name: `Taşınan Müşteri ${uniqueTag()}`,
        email: 'tasinan@example.com',
        moveDate: addDays(today(), -2),
      }),
    );
    await firstScreen(page, link, 'Taşınmanız tamamlandı', 'Değerlendirme yazın', 'after');
    await expect(page.getByTestId('collapsed-offer')).toBeVisible();
    await page.getByTestId('customer-next-action').click();
    await expect(page.getByTestId('review-section')).toBeInViewport();
  });
});

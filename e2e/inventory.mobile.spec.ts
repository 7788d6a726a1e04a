// The inventory on a phone (docs/decisions/038-inventory.md): a customer without JavaScript
// fills two rooms of "Eşya listesi" on their page, one form per room, and sees the total
// volume and the estimate's new, narrower range beside the one from their home size; staff
// see the inventory on the lead, its badge in the list, and the offer editor's assumption.
// With JavaScript, a room adds up as it is typed and is saved when the customer moves on.
import { expect, test } from './fixtures';
import type { Locator } from '@playwright/test';
import { dashboardHref } from '@/lib/admin/dashboard';
import { leadHref, offerEditorHref } from '@/lib/admin/paths';
import { DEFAULT_CATALOGUE } from '@/lib/inventory/catalogue';
import { formatM3, summarizeInventory, type Inventory } from '@/lib/inventory/inventory';
import { getLeadInventory, saveLeadInventory } from '@/lib/inventory/repository.server';
import { customerLink, findQuoteRequests, insertQuoteWithEstimate, withDb } from './data';
import { gotoHydrated, ownAddress, pastMinimumFillTime, uniqueTag } from './helpers';
import { shotPath } from './shots';
import { ONCE } from './once';

/** What the customer types: two rooms, one free-text item; the boxes left to the home size (2+1). */
const SALON = { 'uclu-koltuk': 1, televizyon: 1, 'orta-sehpa': 1 };
const BEDROOM = { 'cift-kisilik-yatak': 1, 'gardirop-iki': 1, komodin: 2 };
const CUSTOM = { name: 'Dikiş sepeti', size: 'kucuk' as const, count: 1 };
const FILLED: Inventory = {
  rooms: [
    { key: 'salon-1', type: 'salon', counts: SALON, custom: [] },
    { key: 'yatak-odasi-1', type: 'yatak-odasi', counts: BEDROOM, custom: [CUSTOM] },
  ],
  boxes: null,
};
// The seed catalogue's volumes (staff do not edit it in the suite).
const EXPECTED = summarizeInventory(FILLED, DEFAULT_CATALOGUE, '2+1');

/** "27.000 – 34.500 TL" → its two ends. */
async function rangeOf(locator: Locator): Promise<[number, number]> {
  const text = (await locator.textContent()) ?? '';
  const [min, max] = text.split('–').map((part) => Number(part.replace(/[^\d]/g, '')));
  expect(min, text).toBeGreaterThan(0);
  expect(max, text).toBeGreaterThan(min!);
  return [min!, max!];
}

test.describe('a customer on a phone without JavaScript', ONCE, () => {
  test.use({ javaScriptEnabled: false });

  test('fills two rooms and sees the total and the new range', async ({ page }) => {
    const id = await insertQuoteWithEstimate({ name: `Eşya Müşterisi ${uniqueTag()}` });
    await ownAddress(page);
    await page.goto(await customerLink(id));
    const section = page.getByTestId('inventory');
    await expect(section.getByRole('heading', { name: 'Eşya listesi' })).toBeVisible();
    const before = await rangeOf(section.getByTestId('inventory-before'));
    await expect(section.getByTestId('inventory-after')).toHaveText('eşyalarınızı yazdıkça hesaplanır');

    // The first room is open; the server adds up when it is saved and opens the next one.
    const salon = page.locator('#oda-salon-1');
    await expect(salon).toHaveAttribute('open', '');
    for (const [item, count] of Object.entries(SALON)) await salon.locator(`[name="n.${item}"]`).fill(String(count));
    await salon.getByRole('button', { name: 'Kaydet, sonraki odaya geç' }).click();
    await expect(page.getByTestId('inventory-message')).toHaveText('Salon kaydedildi.');

    const bedroom = page.locator('#oda-yatak-odasi-1');
    await expect(bedroom).toHaveAttribute('open', '');
    await expect(salon).not.toHaveAttribute('open', '');
    for (const [item, count] of Object.entries(BEDROOM))
      await bedroom.locator(`[name="n.${item}"]`).fill(String(count));
    await bedroom.getByRole('textbox', { name: 'Başka eşya 1: adı' }).fill(CUSTOM.name);
    await bedroom.getByRole('combobox', { name: 'Başka eşya 1: boyutu' }).selectOption(CUSTOM.size);
    await bedroom.getByRole('button', { name: 'Kaydet, sonraki odaya geç' }).click();
    await expect(page.getByTestId('inventory-message')).toHaveText('Yatak odası kaydedildi.');

    // Each room's sum, the total with the boxes of a 2+1, and both ranges.
    for (const room of EXPECTED.rooms.slice(0, 2)) {
      await expect(page.locator(`#oda-${room.key} > summary`)).toContainText(
        `${room.count} kalem · ${formatM3(room.m3)}`,
      );
    }
    const total = section.getByTestId('inventory-total');
    await expect(total).toContainText(`Toplam hacim: ${formatM3(EXPECTED.totalM3)}`);
    await expect(total).toContainText(`${EXPECTED.itemCount} kalem eşya ve ${EXPECTED.boxes} koli`);
    await expect(section.getByTestId('inventory-before')).toHaveText(/TL$/);
    const after = await rangeOf(section.getByTestId('inventory-after'));
    expect(after[1] - after[0], 'the inventory’s range is narrower').toBeLessThan(before[1] - before[0]);
    await expect(section.getByText(`Eşya listenize göre (${formatM3(EXPECTED.totalM3)})`)).toBeVisible();
    // What was typed is on the server: a fresh load shows it again.
    await page.reload();
    await expect(page.locator('#oda-yatak-odasi-1 [name="n.komodin"]')).toHaveValue('2');
    await expect(page.locator('#oda-yatak-odasi-1 [name="c.0.name"]')).toHaveValue(CUSTOM.name);

    // A room can be added twice: a second bedroom.
    await section.getByLabel('Oda ekle (aynı odadan iki tane eklenebilir)').selectOption('yatak-odasi');
    await section.getByRole('button', { name: 'Oda ekle', exact: true }).click();
    await expect(page.getByTestId('inventory-message')).toHaveText('Yatak odası 2 eklendi.');
    await expect(page.locator('#oda-yatak-odasi-2')).toHaveAttribute('open', '');

    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('#oda-yatak-odasi-2').evaluate((d) => d.removeAttribute('open'));
    await page.locator('#oda-salon-1').evaluate((d) => d.setAttribute('open', ''));
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: shotPath('inventory-customer-390') });
  });

  test('enters their belongings on the estimate and they arrive with the quote request', async ({ page }) => {
    test.setTimeout(60_000);
    await ownAddress(page);
    await page.goto('/fiyat-hesaplama?nereden=istanbul%2Fkadikoy&nereye=istanbul%2Fbesiktas&ev=2%2B1');
    await page.getByTestId('estimate-inventory-link').click();
    await expect(page).toHaveURL(/\/fiyat-hesaplama\/esya\?/);
    const form = page.getByTestId('estimate-inventory-form');
    for (const [item, count] of Object.entries(SALON))
      await form.locator(`[name="salon-1.n.${item}"]`).fill(String(count));
    for (const [item, count] of Object.entries(BEDROOM))
      await form.locator(`[name="yatak-odasi-1.n.${item}"]`).fill(String(count));
    // What the catalogue does not list: a free-text row with its size, as on the customer's page.
    const bedroom = form.getByRole('group', { name: 'Yatak odası', exact: true });
    await bedroom.getByRole('textbox', { name: 'Başka eşya 1: adı' }).fill(CUSTOM.name);
    await bedroom.getByRole('combobox', { name: 'Başka eşya 1: boyutu' }).selectOption(CUSTOM.size);
    await form.getByRole('button', { name: 'Hacmi ve fiyatı hesapla' }).click();
    const result = page.getByTestId('estimate-inventory-result');
    await expect(result).toContainText(`Eşyalarınızın hacmi: ${formatM3(EXPECTED.totalM3)}`);
    await expect(bedroom.getByRole('textbox', { name: 'Başka eşya 1: adı' })).toHaveValue(CUSTOM.name);
    await expect(result.getByTestId('estimate-inventory-range')).toContainText('Eşyalarınıza göre:');
    await result.screenshot({ path: shotPath('inventory-estimate-390') });

    await result.getByRole('link', { name: 'Bu eşyalarla teklif iste' }).click();
    await expect(page.getByTestId('quote-inventory')).toContainText(
      `Eşya listeniz: ${EXPECTED.itemCount} kalem ve ${EXPECTED.boxes} koli, ${formatM3(EXPECTED.totalM3)}`,
    );
    const lastName = `Eşyalı ${uniqueTag()}`;
    await page.fill('[name="firstName"]', 'Gülşen');
    await page.fill('[name="lastName"]', lastName);
    await page.fill('[name="phone"]', '0532 765 43 21');
    await page.fill('[name="email"]', 'gulsen@example.com');
    await pastMinimumFillTime(page);
    await page.getByRole('button', { name: 'Teklif İste' }).click();
    await expect(page.getByTestId('lead-success')).toBeVisible();
    const reference = (await page.getByTestId('lead-reference').textContent())!;
    const [lead] = await findQuoteRequests((r) => r.reference === reference);
    const stored = await withDb((db) => getLeadInventory(db, lead!.id));
    expect(stored).toMatchObject({
      source: 'estimate',
      inventory: {
        rooms: [
          { key: 'salon-1', counts: SALON, custom: [] },
          { key: 'yatak-odasi-1', counts: BEDROOM, custom: [CUSTOM] },
        ],
      },
    });
  });
});

test.describe('a customer on a phone with JavaScript', ONCE, () => {
  test('sees a room add up while typing; moving on saves it, and a dropped connection loses at most the room in progress', async ({
    page,
    context,
  }) => {
    const id = await insertQuoteWithEstimate({ name: `Canlı Eşya ${uniqueTag()}` });
    const stored = async (key: string) =>
      (await withDb((db) => getLeadInventory(db, id)))?.inventory.rooms.find((r) => r.key === key) ?? null;
    await ownAddress(page);
    await gotoHydrated(page, await customerLink(id));

    // The room adds up as the customer types, before anything is saved.
    const [salonSum, bedroomSum] = EXPECTED.rooms;
    const salon = page.locator('#oda-salon-1');
    for (const [item, count] of Object.entries(SALON)) await salon.locator(`[name="n.${item}"]`).fill(String(count));
    await expect(salon.getByTestId('inventory-room-live')).toHaveText(
      `Bu odada: ${salonSum!.count} kalem, ${formatM3(salonSum!.m3)}`,
    );
    expect(await stored('salon-1'), 'nothing saved while typing in the room').toBeNull();

    // Opening the next room is moving on: the salon is saved without its button.
    const bedroom = page.locator('#oda-yatak-odasi-1');
    await page.locator('#oda-yatak-odasi-1 > summary').click();
    await expect(salon.getByRole('status')).toHaveText('Salon kaydedildi.');
    await expect.poll(async () => (await stored('salon-1'))?.counts).toEqual(SALON);
    await expect(page.locator('#oda-salon-1 > summary')).toContainText(
      `${salonSum!.count} kalem · ${formatM3(salonSum!.m3)}`,
    );

    // The phone locked (the page hidden) saves the room in progress too.
    for (const [item, count] of Object.entries(BEDROOM))
      await bedroom.locator(`[name="n.${item}"]`).fill(String(count));
    await bedroom.getByRole('textbox', { name: 'Başka eşya 1: adı' }).fill(CUSTOM.name);
    await bedroom.getByRole('combobox', { name: 'Başka eşya 1: boyutu' }).selectOption(CUSTOM.size);
    await expect(bedroom.getByTestId('inventory-room-live')).toHaveText(
      `Bu odada: ${bedroomSum!.count} kalem, ${formatM3(bedroomSum!.m3)}`,
    );
    await page.getByTestId('inventory').screenshot({ path: shotPath('inventory-live-390') });
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      Reflect.deleteProperty(document, 'visibilityState');
    });
    await expect(bedroom.getByRole('status')).toHaveText('Yatak odası kaydedildi.');
    expect(await stored('yatak-odasi-1')).toMatchObject({ counts: BEDROOM, custom: [CUSTOM] });

    // The connection drops while the kitchen is filled: its save fails and says so.
    const kitchen = page.locator('#oda-mutfak-1');
    await page.locator('#oda-mutfak-1 > summary').click();
    await context.setOffline(true);
    await kitchen.locator('[name="n.buzdolabi"]').fill('1');
    await page.locator('#oda-banyo-1 > summary').click();
    await expect(kitchen.getByRole('status')).toContainText('Kaydedilemedi');
    // Back online, a fresh load: the rooms saved before are all there.
    await context.setOffline(false);
    await page.reload();
    await expect(page.locator('#oda-salon-1 [name="n.uclu-koltuk"]')).toHaveValue(String(SALON['uclu-koltuk']));
    await expect(page.locator('#oda-yatak-odasi-1 [name="n.komodin"]')).toHaveValue(String(BEDROOM.komodin));
    await expect(page.locator('#oda-yatak-odasi-1 [name="c.0.name"]')).toHaveValue(CUSTOM.name);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.locator('#oda-salon-1 [name="n.televizyon"]').fill('2');
    await expect(salon.getByTestId('inventory-room-live')).toBeVisible();
    await page.getByTestId('inventory').screenshot({ path: shotPath('inventory-live-1440') });
  });
});

test.describe('staff on a phone', ONCE, () => {
  test('see the inventory on the lead, its badge in the list and its line in the offer editor', async ({
    adminPage,
  }) => {
    const name = `Eşya Listesi ${uniqueTag()}`;
    const id = await insertQuoteWithEstimate({ name });
    await withDb((db) => saveLeadInventory(db, id, FILLED, 'customer'));
    const line = `Eşya listesi: ${EXPECTED.itemCount} kalem, ${formatM3(EXPECTED.totalM3)}`;

    await adminPage.goto(leadHref('quote', id));
    const inventory = adminPage.getByTestId('lead-inventory');
    await expect(inventory.getByTestId('lead-inventory-total')).toContainText(line);
    await expect(inventory.getByTestId('lead-inventory-fragile')).toContainText('1 × Televizyon (Salon)');
    await expect(inventory.getByTestId('lead-inventory-take-apart')).toContainText(
      '1 × Çift kişilik yatak (baza ve başlık) (Yatak odası)',
    );
    await expect(inventory.getByTestId('lead-inventory-room')).toHaveCount(2);

    await adminPage.goto(dashboardHref({ tab: 'teklifler', search: name }));
    const item = adminPage.getByTestId('inbox-item').filter({ hasText: name });
    await expect(item.getByTestId('inbox-inventory')).toHaveText('Eşya listesi');

    await adminPage.goto(offerEditorHref('quote', id));
    await expect(adminPage.locator('#assumptions')).toHaveValue(
      new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(adminPage.locator('#assumptions')).not.toHaveValue(/Eşya hacmi yaklaşık/);
  });
});

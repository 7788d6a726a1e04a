// The customer's side of the written offer (docs/decisions/037): on their own page, without
// JavaScript, the customer reads the offer, confirms the assumptions, types their name and
// the addresses and accepts; the page shows the acceptance, the lead is won, and the contract
// PDF carries the name, the total, the reference and the survey photos' fingerprints; the
// inventory the offer was priced on no longer changes from the page. Another customer declines.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { leadHref } from '@/lib/admin/paths';
import { insertLeadFile } from '@/lib/lead-files/repository.server';
import { localFileStore } from '@/lib/storage/storage.server';
import { pdfPlainText as pdfText } from '@/test/pdf-text';
import { formatTl } from '@/lib/estimate/format';
import { assumptionField } from '@/lib/offers/answer-form';
import { offerContent } from '@/test/offer-fixtures';
import { expect, test } from './fixtures';
import { getLeadInventory, saveLeadInventory } from '@/lib/inventory/repository.server';
import type { Inventory } from '@/lib/inventory/inventory';
import { insertQuoteWithSentOffer, leadOffers, quoteRequest, withDb } from './data';
import { ownAddress, uniqueTag } from './helpers';
import { shotPath } from './shots';

const LISTED: Inventory = {
  rooms: [{ key: 'salon-1', type: 'salon', counts: { 'uclu-koltuk': 1, televizyon: 1 }, custom: [] }],
  boxes: 10,
};

const reference = () =>
  `T-${uniqueTag()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(-6)}`;

async function noJsPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await ownAddress(page);
  return page;
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test.describe('a customer without JavaScript answers the written offer on their page', () => {
  test('confirms the assumptions, types name and addresses, accepts; the lead is won and the contract PDF names them', async ({
    browser,
    adminPage,
  }) => {
    // The customer page now holds the inventory, the survey slots and the files too: a longer story.
    test.setTimeout(90_000);
    const ref = reference();
    const content = offerContent();
    const { leadId, link, total } = await insertQuoteWithSentOffer(
      { name: 'Gülşen Yıldırım', reference: ref },
      content,
    );
    // The customer had listed their belongings: the offer is priced on that list.
    await withDb((db) => saveLeadInventory(db, leadId, LISTED, 'customer'));
    // Two survey photos on the lead: the acceptance records their fingerprints (docs/decisions/039).
    const store = localFileStore(path.join(process.env.E2E_DATA_DIR!, 'lead-files'));
    const photo = readFileSync(path.join(import.meta.dirname, '../test/fixtures/phone/salon.jpg'));
    const photos = [
      { room: 'salon', name: 'salon.jpg' },
      { room: 'mutfak', name: 'mutfak.jpg' },
    ].map((f) => ({ ...f, id: randomUUID() }));
    await withDb(async (db) => {
      for (const f of photos) {
        await store.write(`lf_${f.id}.jpg`, photo);
        await insertLeadFile(db, {
          id: f.id,
          leadId,
          kind: 'photo',
          room: f.room,
          storageKey: `lf_${f.id}.jpg`,
          contentType: 'image/jpeg',
          bytes: photo.length,
          sha256: createHash('sha256').update(photo).digest('hex'),
          width: null,
          height: null,
          durationMs: null,
          originalName: f.name,
          damageReportId: null,
          uploadedBy: 'customer',
        });
      }
    });
    const page = await noJsPage(browser, 390);

    expect((await page.goto(link))!.status()).toBe(200);
    const offer = page.getByTestId('offer');
    await expect(offer).toHaveAttribute('data-offer-state', 'sent');
    await expect(offer.getByTestId('condition-record')).toHaveCount(0);
    await expect(page.getByTestId('offer-total')).toHaveText(formatTl(total));
    await expect(page.getByTestId('offer-vat')).toContainText('KDV dahildir');
    await expect(page.getByTestId('offer-notices')).toContainText('3 iş günü');
    await expect(page.getByTestId('offer-notices')).toContainText('Tüketici Hakem Heyeti');
    await expect(page.getByTestId('offer-company')).toContainText('Taşıyıcı');
    expect((await leadOffers(leadId))[0]!.firstViewedAt).not.toBeNull();
    await shoot(page, 'offer');

    const form = page.getByTestId('offer-accept-form');
    for (let i = 0; i < content.assumptions.length; i++) await form.locator(`[name="${assumptionField(i)}"]`).check();
    await form.getByLabel('Adınız ve soyadınız').fill('Gülşen');
    await form
      .getByLabel('Eşyaların alınacağı açık adres')
      .fill('Bağcılar Mah. Çınar Sok. No 12 D 5, Bağcılar/İstanbul');
    await form.getByLabel('Eşyaların götürüleceği açık adres').fill('Karşıyaka Mah. 1720 Sok. No 3, Karşıyaka/İzmir');
    await form.getByLabel('Teklifi ve taşıma koşullarını okudum, kabul ediyorum').check();
    await form.getByRole('button', { name: 'Teklifi onayla' }).click();

    // Refused (a first name alone): the messages and everything typed come back.
    await expect(page).toHaveURL(new RegExp(`${link}#onay$`));
    await expect(form.getByRole('alert')).toContainText('işaretli alanları');
    await expect(form).toContainText('Adınızı ve soyadınızı birlikte yazın.');
    await expect(form.getByLabel('Eşyaların alınacağı açık adres')).toHaveValue(/Çınar Sok/);
    await expect(form.locator(`[name="${assumptionField(0)}"]`)).toBeChecked();
    await shoot(page, 'accept-form');

    await form.getByLabel('Adınız ve soyadınız').fill('Gülşen Yıldırım');
    await form.getByRole('button', { name: 'Teklifi onayla' }).click();
    await expect(page.getByTestId('offer-acceptance')).toBeVisible();
    await expect(offer).toHaveAttribute('data-offer-state', 'accepted');
    await expect(page.getByTestId('offer-accepted-name')).toHaveText('Gülşen Yıldırım');
    await expect(page.getByTestId('offer-accepted-hash')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(page.getByTestId('customer-timeline').locator('[aria-current="step"]')).toContainText('Onaylandı');
    expect((await quoteRequest(leadId))?.status).toBe('kazanildi');
    // Post/Redirect/Get: the page is a GET, so a reload resends nothing.
    expect((await page.reload())!.request().method()).toBe('GET');
    await expect(page.getByTestId('offer-accept-form')).toHaveCount(0);
    // The pre-move condition record: both photos, each with the start of its fingerprint.
    const record = offer.getByTestId('condition-record');
    await expect(record).toContainText('Taşınma öncesi durum kaydı');
    await expect(record).toContainText('parmak izleri (SHA-256) teklif kaydına yazıldı; sonradan değiştirilemez');
    const sha = createHash('sha256').update(photo).digest('hex');
    await expect(record.locator('li')).toHaveText([
      new RegExp(`Fotoğraf 1 · Salon · salon\\.jpg .*SHA-256: ${sha.slice(0, 12)}…`),
      new RegExp(`Fotoğraf 2 · Mutfak · mutfak\\.jpg .*SHA-256: ${sha.slice(0, 12)}…`),
    ]);
    await record.screenshot({ path: shotPath('record-customer-390') });
    await shoot(page, 'accepted');
    // The list the offer was priced on is shown without forms, with whom to call for a change;
    // a post made by hand changes nothing.
    // A finished section is one line until opened (decision 056): the customer opens it.
    await page.getByTestId('collapsed-inventory').locator(':scope > summary').click();
    const inventory = page.getByTestId('inventory');
    await expect(inventory.getByTestId('inventory-locked')).toContainText(
      'Teklifinizi bu listeye göre kabul ettiniz. Listede bir değişiklik olursa bizi arayın:',
    );
    await expect(inventory.getByTestId('inventory-locked').getByRole('link')).toHaveAttribute('href', /^tel:\+/);
    await expect(inventory.getByTestId('inventory-accepted-room')).toContainText(['Salon']);
    await expect(inventory.locator('form, input')).toHaveCount(0);
    await inventory.screenshot({ path: shotPath('inventory-accepted-1440') });
    await page.setViewportSize({ width: 390, height: 844 });
    await inventory.screenshot({ path: shotPath('inventory-accepted-390') });
    await page.setViewportSize({ width: 1440, height: 900 });
    const crafted = await page.request.post(`${link}/esya`, {
      form: { room: 'salon-1', 'n.uclu-koltuk': '5' },
      maxRedirects: 0,
    });
    expect(crafted.status()).toBe(303);
    expect((await withDb((db) => getLeadInventory(db, leadId)))?.inventory).toEqual(LISTED);
    // Printed from the browser: the offer and its acceptance, without the site's header, footer or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('offer')).toBeVisible();
    await expect(page.getByTestId('offer-acceptance')).toBeVisible();
    for (const chrome of [
      page.locator('header').first(),
      page.locator('footer').first(),
      page.getByTestId('floating-buttons'),
    ])
      await expect(chrome).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    const pdfHref = (await page.getByTestId('offer-pdf').getAttribute('href'))!;
    expect(pdfHref).toBe(`${link}/teklif-1.pdf`);
    const response = await page.request.get(pdfHref);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const pdf = await response.body();
    await writeFile(test.info().outputPath('contract.pdf'), pdf);
    const text = await pdfText(pdf);
    expect(text).toContain('Eşya Taşıma Sözleşmesi');
    expect(text).toContain('Gülşen Yıldırım');
    expect(text).toContain(formatTl(total));
    expect(text).toContain(ref);
    expect(text).toContain('Taşınma öncesi durum kaydı');
    expect(text.replace(/\s/g, '')).toContain(`SHA-256${sha}`);

    // Staff see the record checked against the store: unchanged, then one photo altered, one deleted.
    await adminPage.goto(leadHref('quote', leadId));
    const checks = adminPage.getByTestId('offer-section').getByTestId('condition-record-check');
    await expect(checks).toHaveText(['Değişmedi', 'Değişmedi']);
    await store.write(`lf_${photos[0]!.id}.jpg`, Buffer.from('başka bir dosya'));
    await store.remove(`lf_${photos[1]!.id}.jpg`);
    await adminPage.reload();
    await expect(checks).toHaveText(['Uyuşmuyor', 'Dosya silinmiş (kayıt duruyor)']);
    await adminPage
      .getByTestId('offer-section')
      .getByTestId('condition-record')
      .screenshot({
        path: shotPath('record-staff-checks'),
      });

    // Another version or another link: the same 404.
    expect((await page.request.get(`${link}/teklif-2.pdf`)).status()).toBe(404);
    expect((await page.request.get(`/talep/${'A'.repeat(43)}/teklif-1.pdf`)).status()).toBe(404);
    await page.context().close();
  });

  test('another customer says "Vazgeçtim" and the offer shows declined', async ({ browser }) => {
    const { leadId, link } = await insertQuoteWithSentOffer(
      { name: 'Murat Şahin', reference: reference() },
      offerContent(),
    );
    const page = await noJsPage(browser, 1440);
    await page.goto(link);
    await page.getByText('Vazgeçtim', { exact: true }).click();
    const form = page.getByTestId('offer-decline-form');
    await form.getByLabel(/Nedenini yazarsanız/).fill('Başka bir firmayla anlaştık.');
    await form.getByRole('button', { name: 'Teklifi istemiyorum' }).click();
    await expect(page.getByTestId('offer')).toHaveAttribute('data-offer-state', 'declined');
    await expect(page.getByTestId('offer-state-note')).toContainText('istemediğinizi');
    expect((await leadOffers(leadId))[0]).toMatchObject({
      response: 'declined',
      responseMessage: 'Başka bir firmayla anlaştık.',
    });
    await page.context().close();
  });
});

// Nothing is lost on a slow phone (docs/decisions/054-early-input.md): the site's scripts arrive
// four seconds after the page (e2e/slow-scripts.ts), and in that gap a visitor or customer types,
// ticks, chooses and picks files in every form they use. When the scripts arrive, what the plain
// form holds is still there (or already sent and stored); the plain form's own button works
// before they arrive, as without JavaScript. At 390 px (the mobile project).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { addDays, istanbulDayOf } from '@/lib/calendar/days';
import { listLeadFiles } from '@/lib/lead-files/repository.server';
import { formatM3, summarizeInventory } from '@/lib/inventory/inventory';
import { DEFAULT_CATALOGUE } from '@/lib/inventory/catalogue';
import { getLeadInventory } from '@/lib/inventory/repository.server';
import { assumptionField } from '@/lib/offers/answer-form';
import { getOfferAcceptance } from '@/lib/offers/repository.server';
import { getLeadReview, listLeadDamageReports } from '@/lib/reviews/repository.server';
import { offerContent } from '@/test/offer-fixtures';
import {
  customerLink,
  findContactMessages,
  findQuoteRequests,
  insertLead,
  insertQuoteWithEstimate,
  insertQuoteWithSentOffer,
  leadOffers,
  liveSurveyBooking,
  seedMovedLead,
  withDb,
} from './data';
import { expect, test } from './fixtures';
import { ownAddress, pastMinimumFillTime, uniqueTag } from './helpers';
import { ONCE } from './once';
import { shotPath } from './shots';
import { expectScriptsNotYetArrived, letScriptsArrive, openBeforeScripts } from './slow-scripts';

/** A real phone photo (test/fixtures/phone), named as the customer's phone would name it. */
const phonePhoto = (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: readFileSync(path.join(import.meta.dirname, '../test/fixtures/phone/salon.jpg')),
});

/** Fills each field (by its `name`) inside `scope`: a select is chosen, anything else typed. */
async function fillByName(scope: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = scope.locator(`[name="${name}"]`);
    if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Each field (by its `name`) inside `scope` still holds its value. */
async function expectValues(scope: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await expect(scope.locator(`[name="${name}"]`), `${name} kept what was typed`).toHaveValue(value);
}

/** Opens `url` from an address of its own, its scripts held (e2e/slow-scripts.ts). */
async function openSlow(page: Page, url: string) {
  await ownAddress(page);
  return openBeforeScripts(page, url);
}

const daysAgo = (n: number) => addDays(istanbulDayOf(new Date()), -n);

/** The server's answer to a sent form, on a test machine that may be busy with other runs. */
const ANSWER = { timeout: 20_000 };

// Each story waits out at least one script delay, on a machine shared with other test runs.
test.describe.configure({ timeout: 120_000 });

test.describe('a customer on a slow phone, on their page', ONCE, () => {
  test('picks a photo and its room before the scripts arrive: it is uploaded with that room', async ({ page }) => {
    const leadId = await insertLead('quote', { name: `Yavaş Telefon ${uniqueTag()}` });
    const scripts = await openSlow(page, await customerLink(leadId));

    const uploader = page.getByTestId('survey-files').getByTestId('lead-file-uploader');
    await uploader.getByLabel('Hangi oda?').selectOption({ label: 'Mutfak' });
    await uploader.getByLabel('Fotoğraf ya da video seçin').setInputFiles(phonePhoto('mutfak-dolabi.jpg'));

    await letScriptsArrive(page, scripts);
    await expect(uploader).toHaveAttribute('data-hydrated', '');
    await expect(uploader.getByTestId('lead-file-list').locator('li')).toHaveCount(1, { timeout: 25_000 });
    await expect(uploader.getByTestId('lead-file-count')).toHaveText('1 / 20 fotoğraf, 0 / 2 video eklendi.');
    await expect(uploader.locator('img[alt="Mutfak: mutfak-dolabi.jpg"]')).toBeVisible();
    // The room chosen stays chosen for the next photos.
    await expect(uploader.getByLabel('Hangi oda?')).toHaveValue('mutfak');
    const files = await withDb((db) => listLeadFiles(db, leadId));
    expect(files.map((f) => [f.kind, f.room, f.originalName, f.damageReportId])).toEqual([
      ['photo', 'mutfak', 'mutfak-dolabi.jpg', null],
    ]);
    await uploader.screenshot({ path: shotPath('slow-phone-uploader-390') });
  });

  test('counts a room’s belongings before the scripts arrive: they add up, and moving on saves them', async ({
    page,
  }) => {
    const leadId = await insertQuoteWithEstimate({ name: `Yavaş Eşya ${uniqueTag()}` });
    const scripts = await openSlow(page, await customerLink(leadId));

    const counts = { 'uclu-koltuk': 1, televizyon: 1, 'orta-sehpa': 2 };
    const salon = page.locator('#oda-salon-1');
    await page.getByLabel('Koli sayısı').fill('14');
    await fillByName(salon, Object.fromEntries(Object.entries(counts).map(([item, n]) => [`n.${item}`, String(n)])));
    await salon.getByRole('textbox', { name: 'Başka eşya 1: adı' }).fill('Dikiş makinesi');
    await salon.getByRole('combobox', { name: 'Başka eşya 1: boyutu' }).selectOption('kucuk');

    await letScriptsArrive(page, scripts);
    // The room adds up what was typed before the scripts, as if typed after them.
    const expected = summarizeInventory(
      {
        rooms: [
          {
            key: 'salon-1',
            type: 'salon',
            counts,
            custom: [{ name: 'Dikiş makinesi', size: 'kucuk', count: 1 }],
          },
        ],
        boxes: null,
      },
      DEFAULT_CATALOGUE,
      null,
    ).rooms[0]!;
    await expect(salon.getByTestId('inventory-room-live')).toHaveText(
      `Bu odada: ${expected.count} kalem, ${formatM3(expected.m3)}`,
    );
    await expect(page.getByLabel('Koli sayısı')).toHaveValue('14');

    // Moving on to the next room saves the salon, as it does for what is typed later.
    await page.locator('#oda-yatak-odasi-1 > summary').click();
    await expect(salon.getByRole('status')).toHaveText('Salon kaydedildi.', ANSWER);
    const stored = await withDb((db) => getLeadInventory(db, leadId));
    expect(stored?.inventory.rooms.find((r) => r.key === 'salon-1')).toMatchObject({
      counts,
      custom: [{ name: 'Dikiş makinesi', size: 'kucuk', count: 1 }],
    });
    // The boxes have their own form and button: still as typed.
    await expect(page.getByLabel('Koli sayısı')).toHaveValue('14');
  });

  test('chooses the kind, the address and a slot before the scripts arrive: all kept, and the booking is made', async ({
    page,
  }) => {
    const leadId = await insertLead('quote', { name: `Yavaş Keşif ${uniqueTag()}` });
    const scripts = await openSlow(page, await customerLink(leadId));

    const form = page.getByTestId('survey-form');
    const address = 'Caferağa Mah. Moda Cad. No 7 D 2, Kadıköy';
    await form.getByRole('radio', { name: 'Ev ziyareti' }).check();
    await form.getByLabel('Ev ziyareti için açık adres').fill(address);
    // The last day offered (least likely to be taken by another story): opened and its last slot chosen.
    const lastDay = form.locator('details').last();
    await lastDay.locator('summary').click();
    const slot = lastDay.locator('input[name="slot"]').last();
    const startsAt = (await slot.getAttribute('value'))!;
    await slot.check();

    await letScriptsArrive(page, scripts);
    await expect(form.getByRole('radio', { name: 'Ev ziyareti' })).toBeChecked();
    await expect(form.getByLabel('Ev ziyareti için açık adres')).toHaveValue(address);
    await expect(lastDay).toHaveAttribute('open', '');
    await expect(slot).toBeChecked();

    await form.getByRole('button', { name: 'Keşif randevusunu al' }).click();
    await expect(page.getByTestId('survey-message')).toContainText('Keşif randevunuz alındı', ANSWER);
    expect(await liveSurveyBooking(leadId)).toMatchObject({ startsAt, kind: 'ev', address });
  });

  test('accepts the offer before the scripts arrive, is refused, corrects the name and an address before they arrive again: all kept, and the offer is accepted', async ({
    page,
  }) => {
    const content = offerContent();
    const { leadId, link } = await insertQuoteWithSentOffer({ name: `Gülşen Yıldırım ${uniqueTag()}` }, content);
    const scripts = await openSlow(page, link);

    const form = page.getByTestId('offer-accept-form');
    const terms = form.getByLabel('Teklifi ve taşıma koşullarını okudum, kabul ediyorum');
    for (let i = 0; i < content.assumptions.length; i++) await form.locator(`[name="${assumptionField(i)}"]`).check();
    await fillByName(form, {
      fullName: 'Gülşen',
      fromAddress: 'Bağcılar Mah. Çınar Sok. No 12 D 5, Bağcılar/İstanbul',
      toAddress: 'Karşıyaka Mah. 1720 Sok. No 3, Karşıyaka/İzmir',
    });
    await terms.check();
    // Sent by the plain form, as without JavaScript: a first name alone is refused, everything comes back.
    await expectScriptsNotYetArrived(page);
    await form.getByRole('button', { name: 'Teklifi onayla' }).click();
    await expect(form.getByRole('alert')).toContainText('işaretli alanları', ANSWER);
    await expect(form.getByLabel('Eşyaların götürüleceği açık adres')).toHaveValue(/1720 Sok/);

    // The page it came back on is slow too: the name and the address (a text area sent with its
    // text) are corrected before its scripts arrive.
    await expectScriptsNotYetArrived(page);
    const corrected = {
      fullName: 'Gülşen Yıldırım',
      fromAddress: 'Bağcılar Mah. Çınar Sok. No 12 D 5, Bağcılar/İstanbul',
      toAddress: 'Karşıyaka Mah. 1720 Sok. No 5 D 2, Karşıyaka/İzmir',
    };
    await fillByName(form, { fullName: corrected.fullName, toAddress: corrected.toAddress });

    await letScriptsArrive(page, scripts);
    await expectValues(form, corrected);
    for (let i = 0; i < content.assumptions.length; i++)
      await expect(form.locator(`[name="${assumptionField(i)}"]`)).toBeChecked();
    await expect(terms).toBeChecked();

    await form.getByRole('button', { name: 'Teklifi onayla' }).click();
    await expect(page.getByTestId('offer-acceptance')).toBeVisible(ANSWER);
    const [offer] = await leadOffers(leadId);
    expect(offer!.response).toBe('accepted');
    expect(await withDb((db) => getOfferAcceptance(db, offer!.id))).toMatchObject(corrected);
  });

  test('rates the move and writes a review before the scripts arrive: all kept, and the review is published', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const { leadId, link } = await withDb((db) =>
      seedMovedLead(db, { name: 'Ayla Demir', email: `ayla-${tag}@example.com`, moveDate: daysAgo(5) }),
    );
    const scripts = await openSlow(page, link);

    const form = page.getByTestId('review-form');
    const body = `Ekip dakikti, eşyalar özenle paketlendi (${tag}).`;
    await form.getByLabel('4 puan', { exact: true }).check();
    await form.getByLabel('Yorumunuz').fill(body);
    await form.getByRole('radio', { name: 'Adım gösterilmesin' }).check();

    await letScriptsArrive(page, scripts);
    await expect(form.getByLabel('4 puan', { exact: true })).toBeChecked();
    await expect(form.getByLabel('Yorumunuz')).toHaveValue(body);
    await expect(form.getByRole('radio', { name: 'Adım gösterilmesin' })).toBeChecked();

    await form.getByRole('button', { name: 'Yorumu gönder' }).click();
    await expect(page.getByTestId('review-done')).toBeVisible(ANSWER);
    expect(await withDb((db) => getLeadReview(db, leadId))).toMatchObject({
      rating: 4,
      body,
      author: 'Bir müşterimiz',
    });
  });

  test('reports damage and picks its photo before the scripts arrive: the report and the photo are stored', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const { leadId, link } = await withDb((db) =>
      seedMovedLead(db, { name: 'Kerem Aksoy', email: `kerem-${tag}@example.com`, moveDate: daysAgo(1) }),
    );
    const scripts = await openSlow(page, link);

    const form = page.getByTestId('damage-form');
    const description = `Vitrin camı çatlak geldi (${tag}).`;
    await form.getByLabel('Ne oldu?').fill(description);
    await form.getByLabel('Hangi eşyalar?').fill('Vitrin');

    await letScriptsArrive(page, scripts);
    await expect(form.getByLabel('Ne oldu?')).toHaveValue(description);
    await expect(form.getByLabel('Hangi eşyalar?')).toHaveValue('Vitrin');
    // The page the report comes back on is slow too.
    scripts.hold();
    await form.getByRole('button', { name: 'Hasar bildirimini gönder' }).click();
    await expect(page.getByTestId('damage-report')).toHaveCount(1, ANSWER);
    const [report] = await withDb((db) => listLeadDamageReports(db, leadId));
    expect(report).toMatchObject({ description, items: 'Vitrin' });

    // The photo is picked in the report's uploader before that page's scripts arrive.
    await expectScriptsNotYetArrived(page);
    const uploader = page.getByTestId('damage-report-uploader');
    await uploader.getByLabel('Fotoğraf ya da video seçin').setInputFiles(phonePhoto(`vitrin-${tag}.jpg`));
    await letScriptsArrive(page, scripts);
    await expect(uploader.getByTestId('lead-file-count')).toHaveText('1 / 20 fotoğraf, 0 / 2 video eklendi.', {
      timeout: 25_000,
    });
    const files = await withDb((db) => listLeadFiles(db, leadId, { damageReportId: 'all' }));
    expect(files.map((f) => [f.kind, f.originalName, f.damageReportId])).toEqual([
      ['photo', `vitrin-${tag}.jpg`, report!.id],
    ]);
  });
});

test.describe('a visitor on a slow phone', ONCE, () => {
  const quote = () => ({
    firstName: 'Deniz',
    lastName: `Yavaş ${uniqueTag()}`,
    phone: '0532 765 43 21',
    email: 'deniz@example.com',
    fromLocation: 'Fatih',
    toLocation: 'Eskişehir',
    service: 'Ev Taşıma',
    message: 'Üç oda, asansör yok.',
  });

  test('types a quote request before the scripts arrive: every field is kept and the request is stored', async ({
    page,
  }) => {
    const scripts = await openSlow(page, '/teklif-al');
    const values = quote();
    const form = page.locator('form:has([name="fromLocation"])');
    await fillByName(form, values);

    await letScriptsArrive(page, scripts);
    await expect(form).toHaveAttribute('data-hydrated', '');
    await expectValues(form, values);
    await form.getByRole('button', { name: 'Teklif İste' }).click();
    await expect(page.getByTestId('lead-success')).toBeVisible(ANSWER);
    const [stored] = await findQuoteRequests((r) => r.name === `${values.firstName} ${values.lastName}`);
    expect(stored).toMatchObject({
      fromLocation: values.fromLocation,
      toLocation: values.toLocation,
      serviceType: values.service,
      message: values.message,
    });
  });

  test('sends a quote request before the scripts arrive: the plain form is answered and stored', async ({ page }) => {
    const scripts = await openSlow(page, '/teklif-al');
    const values = quote();
    const form = page.locator('form:has([name="fromLocation"])');
    await fillByName(form, values);
    await pastMinimumFillTime(page);
    await expectScriptsNotYetArrived(page);
    await form.getByRole('button', { name: 'Teklif İste' }).click();
    await expect(page.getByTestId('lead-success')).toBeVisible(ANSWER);
    const [stored] = await findQuoteRequests((r) => r.name === `${values.firstName} ${values.lastName}`);
    expect(stored).toMatchObject({ fromLocation: values.fromLocation, serviceType: values.service });
    // The answer stays when the scripts arrive.
    await letScriptsArrive(page, scripts);
    await expect(page.getByTestId('lead-success')).toBeVisible(ANSWER);
  });

  test('types a message before the scripts arrive: every field is kept over an older draft, and the message is stored', async ({
    page,
  }) => {
    // This tab kept a draft of an earlier visit (the form's sessionStorage key, app/(site)/_components/lead-form.tsx).
    await page.addInitScript(() =>
      sessionStorage.setItem(
        'hn-lead-draft-contact',
        JSON.stringify({ firstName: 'Eski', lastName: 'Taslak', message: 'Eski bir taslak.', service: 'Yük Taşıma' }),
      ),
    );
    const scripts = await openSlow(page, '/iletisim');
    const values = {
      firstName: 'Ece',
      lastName: `Yavaş ${uniqueTag()}`,
      phone: '0532 111 22 44',
      email: 'ece@example.com',
      service: 'Ofis Taşıma',
      message: 'Ofisimiz için keşif rica ediyoruz.',
    };
    const form = page.locator('form:has([name="message"])');
    await fillByName(form, values);

    await letScriptsArrive(page, scripts);
    await expect(form).toHaveAttribute('data-hydrated', '');
    await expectValues(form, values);
    await form.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByTestId('lead-success')).toBeVisible(ANSWER);
    const [stored] = await findContactMessages((m) => m.name === `${values.firstName} ${values.lastName}`);
    expect(stored).toMatchObject({ subject: values.service, message: values.message });
  });

  test('fills in the estimate before the scripts arrive: every choice is kept and the estimate follows it', async ({
    page,
  }) => {
    const scripts = await openSlow(page, '/fiyat-hesaplama');
    const form = page.locator('form:has(#nereden)');
    await form.locator('#nereden').selectOption('istanbul');
    await form.locator('#nereden-ilce').selectOption('kadikoy');
    await form.locator('#nereye').selectOption('ankara');
    await form.locator('#ev').selectOption('2+1');
    await form.locator('#kat-cikis').fill('3');
    await form.getByLabel('Paketleme ve koli malzemesi').check();
    await expect(page.getByTestId('estimate-range')).toHaveCount(0);

    await letScriptsArrive(page, scripts);
    // The live form takes over what the plain form holds: the address and the estimate follow it.
    await expect(page).toHaveURL(
      /[?&]nereden=istanbul\/kadikoy&nereye=ankara&ev=2%2B1&kat-cikis=3.*paketleme=evet/,
      ANSWER,
    );
    await expect(page.getByTestId('estimate-range')).toHaveText(/TL$/, ANSWER);
    await expect(page.getByTestId('estimate-result')).toContainText('İstanbul / Kadıköy → Ankara');
    await expect(form.locator('#nereden-ilce')).toHaveValue('kadikoy');
    await expect(form.locator('#kat-cikis')).toHaveValue('3');
    await expect(form.getByLabel('Paketleme ve koli malzemesi')).toBeChecked();
  });
});

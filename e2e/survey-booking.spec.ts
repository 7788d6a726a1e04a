// Survey slots (docs/decisions/040-survey-slots.md): staff set the survey hours in "Keşif
// Saatleri"; a customer books a home visit on their own page without JavaScript; the next
// customer, who chose the same last slot on a page loaded before, is refused and shown the
// next free slots, and no longer sees it; staff see the booking on the lead page and cancel it.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { leadHref } from '@/lib/admin/paths';
import { istanbulDayOf } from '@/lib/calendar/days';
import { dayLabel, slotLabel } from '@/lib/calendar/slots';
import { customerLink, freeSurveySlot, insertLead, liveSurveyBooking } from './data';
import { ownAddress, uniqueTag } from './helpers';
import { shotPath } from './shots';

const HOURS_TAB = '/admin/dashboard?sekme=kesif';
const ADDRESS = 'Caferağa Mah. Moda Cad. No 12 D 3, Kadıköy';

/** Opens the day's group of slots and picks its 10:00 (no JavaScript: <details> opens by itself). */
async function pickTen(page: Page, day: string) {
  const group = page.getByTestId('survey-form').locator('details', { hasText: dayLabel(day) });
  if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
  await group.getByRole('radio', { name: '10:00' }).check();
}

async function sendHomeVisit(page: Page) {
  await page.getByRole('radio', { name: 'Ev ziyareti' }).check();
  await page.getByLabel('Ev ziyareti için açık adres').fill(ADDRESS);
  await page.getByRole('button', { name: 'Keşif randevusunu al' }).click();
}

test('staff set the survey hours; a customer books a home visit without JavaScript; the next customer no longer gets that slot', async ({
  adminPage,
  browser,
  baseURL,
}) => {
  // Three pages (staff, two customers) and a dozen round trips: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  // Four days ahead (İstanbul), open only 10:00–11:00: one slot, one surveyor.
  const day = istanbulDayOf(new Date(Date.now() + 4 * 24 * 3_600_000));
  const slot = `${day}T07:00:00.000Z`;
  await freeSurveySlot(slot);

  await adminPage.goto(HOURS_TAB);
  const hoursForm = adminPage.locator('[data-testid="kesif-saatleri-form"][data-hydrated]');
  await hoursForm.waitFor();
  const exceptions = hoursForm.getByLabel('Kapalı günler ve özel saatler');
  const original = { exceptions: await exceptions.inputValue() };
  await exceptions.fill(`${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)} 10:00-11:00`);
  await hoursForm.getByLabel('Aynı anda yapılabilecek keşif').fill('1');
  await hoursForm.getByRole('button', { name: 'Keşif Saatlerini Kaydet' }).click();
  await expect(adminPage.getByTestId('kesif-saatleri-message')).toContainText('Kaydedildi');
  await adminPage.reload();
  await expect(adminPage.getByTestId('settings-history').locator('li').first()).toContainText(
    'Kapalı günler ve özel saatler',
  );
  await expect(adminPage.getByTestId('survey-hours-preview').locator('li').first()).toBeVisible();
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await adminPage.screenshot({ path: shotPath(`slots-hours-390`), fullPage: true });

  const customers = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const tag = uniqueTag();
    const first = await insertLead('quote', { name: `Keşif Birinci ${tag}` });
    const second = await insertLead('quote', { name: `Keşif İkinci ${tag}` });
    const a = await customers.newPage();
    const b = await customers.newPage();
    await ownAddress(a);
    await ownAddress(b);
    await a.goto(await customerLink(first));
    // The second customer opens their page before the first books: the slot is still offered there.
    await b.goto(await customerLink(second));
    await expect(b.locator(`input[name="slot"][value="${slot}"]`)).toHaveCount(1);

    await expect(a.getByRole('heading', { name: 'Keşif randevusu al' })).toBeVisible();
    await pickTen(a, day);
    await sendHomeVisit(a);
    await expect(a.getByTestId('survey-message')).toHaveText(
      `Keşif randevunuz alındı: ${slotLabel(slot)}. Size e-posta da gönderiyoruz.`,
    );
    await expect(a.getByTestId('survey-booking')).toContainText(slotLabel(slot));
    await expect(a.getByTestId('survey-booking')).toContainText('Moda Cad.');
    await expect(a.getByTestId('customer-timeline').locator('[aria-current="step"]')).toContainText('Keşif');
    expect(await liveSurveyBooking(first)).toMatchObject({ startsAt: slot, kind: 'ev', address: ADDRESS, seat: 0 });

    // The second customer sends the same slot from the page loaded before: the last seat is gone.
    await pickTen(b, day);
    await sendHomeVisit(b);
    await expect(b.getByTestId('survey-message')).toContainText('Seçtiğiniz saat az önce doldu');
    await expect(b.getByTestId('survey-suggestions').getByRole('radio').first()).toBeVisible();
    await expect(b.getByLabel('Ev ziyareti için açık adres')).toHaveValue(ADDRESS);
    await expect(b.locator(`input[name="slot"][value="${slot}"]`)).toHaveCount(0);
    await expect(b.getByTestId('survey-form')).not.toContainText(dayLabel(day));
    expect(await liveSurveyBooking(second)).toBeNull();

    await b.setViewportSize({ width: 390, height: 844 });
    await b.getByTestId('survey-section').screenshot({ path: shotPath(`slots-customer-refused-390`) });
    await a.setViewportSize({ width: 390, height: 844 });
    await a.getByTestId('survey-section').screenshot({ path: shotPath(`slots-customer-booked-390`) });

    // Staff see the booking and the status with its date on the lead page, and can cancel it.
    await adminPage.goto(leadHref('quote', first));
    await expect(adminPage.getByRole('heading', { level: 1 })).toContainText('Keşif planlandı');
    await expect(adminPage.getByTestId('staff-survey-booking')).toContainText(slotLabel(slot));
    await expect(adminPage.locator('body')).toContainText(`Planlandı: ${slotLabel(slot)}, Ev ziyareti`);
    await adminPage.getByTestId('staff-survey-section').screenshot({ path: shotPath(`slots-staff-390`) });
    await adminPage.getByTestId('staff-survey-section').getByRole('button', { name: 'Randevuyu iptal et' }).click();
    await expect(adminPage.getByTestId('admin-notice')).toContainText('Keşif randevusu iptal edildi');
    expect(await liveSurveyBooking(first)).toBeNull();
    // Freed, the slot is offered again.
    await b.reload();
    await expect(b.locator(`input[name="slot"][value="${slot}"]`)).toHaveCount(1);
  } finally {
    await customers.close();
    // At a desk's width every section of the form is open (a phone starts them closed).
    await adminPage.setViewportSize({ width: 1440, height: 900 });
    await adminPage.goto(HOURS_TAB);
    const form = adminPage.locator('[data-testid="kesif-saatleri-form"][data-hydrated]');
    await form.getByLabel('Kapalı günler ve özel saatler').fill(original.exceptions);
    await form.getByRole('button', { name: 'Keşif Saatlerini Kaydet' }).click();
    await expect(adminPage.getByTestId('kesif-saatleri-message')).toContainText('Kaydedildi');
  }
});

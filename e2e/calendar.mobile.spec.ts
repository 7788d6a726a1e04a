// Staff on a phone (390 px) see the day's surveys, moves and follow-ups in the calendar, each
// with a link to its lead, and the day's booked and available vehicles and crews
// (docs/decisions/041-calendar.md); they move the survey to a time agreed by phone, outside the
// offered slots, through the lead page's one path (docs/decisions/040-survey-slots.md).
import type { Page } from '@playwright/test';
import { addDays, formatDayLong } from '@/lib/calendar/days';
import { expect, test } from './fixtures';
import { acceptedOfferOn, addFleet, bookSurvey, followUpOn, ownDay } from './calendar-data';
import { insertLead, withDb } from './data';
import { uniqueTag } from './helpers';
import { shotPath } from './shots';
import { ONCE } from './once';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: shotPath(`takvim-${name}-390`), fullPage: true });
}

test('staff see a booked survey in the day view on a phone and open its lead', ONCE, async ({ adminPage: page }) => {
  const tag = uniqueTag();
  const day = ownDay();
  await addFleet(2);
  const surveyLead = await insertLead('quote', { name: `Keşif Müşterisi ${tag}`, email: `kesif-${tag}@example.com` });
  const moveLead = await insertLead('quote', { name: `Taşınan Müşteri ${tag}`, email: `tasinan-${tag}@example.com` });
  const followLead = await insertLead('quote', { name: `Takip Müşterisi ${tag}`, email: `takip-${tag}@example.com` });
  const surveyId = await withDb(async (db) => {
    const id = await bookSurvey(db, surveyLead, day, '10:00');
    await acceptedOfferOn(db, moveLead, day);
    await followUpOn(db, followLead, day, '15:30');
    return id;
  });

  await page.goto(`/admin/takvim?gorunum=gun&tarih=${day}`);
  await expect(page.getByTestId('calendar-title')).toHaveText(formatDayLong(day));
  const survey = page.getByTestId('calendar-survey').filter({ hasText: tag });
  await expect(survey).toContainText('10:00–11:00');
  await expect(survey).toContainText('Keşif (ev ziyareti)');
  await expect(page.getByTestId('calendar-move').filter({ hasText: tag })).toContainText('Araç ve ekip atanmadı');
  await expect(page.getByTestId('calendar-follow-up').filter({ hasText: tag })).toContainText('15:30');
  await expect(page.getByTestId('calendar-capacity')).toContainText(/1\/\d+ araç/);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'day');

  await page.getByRole('link', { name: 'Hafta' }).click();
  await expect(page.getByTestId('calendar-week-day')).toHaveCount(7);
  await expect(page.getByTestId('calendar-survey').filter({ hasText: tag })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'week');

  await page.getByRole('link', { name: 'Ajanda' }).click();
  await expect(page.getByTestId('calendar-agenda-day').first()).toContainText(formatDayLong(day));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'agenda');

  await page.getByRole('link', { name: 'Gün', exact: true }).click();
  await survey.getByTestId('calendar-lead-link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard/talep/teklif/${surveyLead}$`));
  await expect(page.getByTestId('lead-name')).toHaveText(`Keşif Müşterisi ${tag}`);

  // Moved from the calendar to 19:30 the next day, agreed by phone: outside the offered slots,
  // on purpose, and the lead's log says so.
  const next = addDays(day, 1);
  await page.goto(`/admin/takvim/kesif/${surveyId}`);
  // Where to go and whom to call, before moving it.
  const details = page.getByTestId('calendar-survey-details');
  await expect(details).toContainText('Ev ziyareti');
  await expect(details).toContainText('Çınar Sokak No 12 Daire 5');
  await expect(details.locator('a[href^="tel:+90"]')).toBeVisible();
  await expect(details).toContainText('Atanmadı');
  const move = page.getByTestId('calendar-survey-move');
  await move.getByText('Listede olmayan bir saat').click();
  await move.getByLabel('Başlangıç (İstanbul saati)').fill(`${next}T19:30`);
  await move.getByRole('button', { name: 'Randevuyu taşı' }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText('Keşif randevusu taşındı; müşteriye e-posta gidecek.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Keşif · ${formatDayLong(next)}, 19:30`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'survey');
  await page.getByRole('link', { name: new RegExp(tag) }).click();
  await expect(page.locator('body')).toContainText('19:30, Ev ziyareti (sunulan saatlerin dışında)');
});

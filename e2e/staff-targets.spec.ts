// Issue 35: some links on the staff calendar, survey, move, damage and review pages were 14–16 px
// tall, hard to hit with a thumb on the office phone. Every control there is at least 24 × 24 px
// (WCAG 2.2, 2.5.8), at 1440 and at 390 px, with the data that makes the links appear.
import type { Page } from '@playwright/test';
import { createDamageReport, createReview, moveOfLead } from '@/lib/reviews/repository.server';
import { expect, test } from './fixtures';
import { acceptedOfferOn, addFleet, bookSurvey, followUpOn, ownDay } from './calendar-data';
import { insertLead, withDb } from './data';
import { uniqueTag } from './helpers';
import { smallTargets } from './target-size';

/** Checks the open page at both widths and names every target under 24 px. */
async function expectTargetsOf(page: Page, what: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await smallTargets(page), `${what} at ${width} px: targets under 24 px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('every link and button on the staff calendar, survey, move, damage and review pages is at least 24 px', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const day = ownDay();
  await addFleet(1);
  const surveyLead = await insertLead('quote', { name: `Hedef Keşif ${tag}`, email: `hedef-k-${tag}@example.com` });
  const moveLead = await insertLead('quote', { name: `Hedef Taşınma ${tag}`, email: `hedef-t-${tag}@example.com` });
  const followLead = await insertLead('quote', { name: `Hedef Takip ${tag}`, email: `hedef-f-${tag}@example.com` });
  const surveyId = await withDb(async (db) => {
    const id = await bookSurvey(db, surveyLead, day, '10:00');
    await acceptedOfferOn(db, moveLead, day);
    await followUpOn(db, followLead, day, '15:30');
    const move = await moveOfLead(db, moveLead);
    if (!move) throw new Error('the move was not stored');
    await createReview(db, { id: moveLead, name: `Hedef Taşınma ${tag}` }, move, {
      rating: 2,
      body: `Ekip geç geldi, bir koli ezildi (${tag}).`,
      nameDisplay: 'name-district',
    });
    await createDamageReport(db, move, { description: `Masanın ayağı kırıldı (${tag}).`, items: 'Yemek masası' });
    return id;
  });

  for (const view of ['gun', 'hafta', 'ajanda'] as const) {
    await page.goto(`/admin/takvim?gorunum=${view}&tarih=${day}`);
    await expect(page.getByTestId('calendar-survey').filter({ hasText: tag }).first()).toBeVisible();
    await expectTargetsOf(page, `the calendar (${view})`);
  }

  await page.goto(`/admin/takvim?gorunum=gun&tarih=${day}`);
  await page.getByTestId('calendar-move').filter({ hasText: tag }).getByRole('link', { name: 'Planla' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Taşınma');
  await expectTargetsOf(page, 'the move page');

  await page.goto(`/admin/takvim/kesif/${surveyId}`);
  await expect(page.getByTestId('calendar-survey-details')).toBeVisible();
  await expectTargetsOf(page, 'the survey page');

  await page.goto('/admin/dashboard/hasar');
  await expect(page.getByTestId('damage-item').filter({ hasText: tag })).toBeVisible();
  await expectTargetsOf(page, 'the damage reports');

  await page.goto('/admin/dashboard/yorumlar');
  await expect(page.getByTestId('staff-review').filter({ hasText: tag })).toBeVisible();
  await expectTargetsOf(page, 'the reviews');
});

import { expect, test } from './fixtures';
import { insertLead } from './data';
import { uniqueTag } from './helpers';

test('a lead page fits a 390 px phone, with 44 px buttons', async ({ adminPage: page }) => {
  const name = `Telefondaki Müşteri ${uniqueTag()}`;
  await insertLead('quote', { name, message: 'Eşyalar üçüncü kattan inecek.' });
  await page.goto('/admin/dashboard?sekme=teklifler');
  await page.getByTestId('inbox-item').filter({ hasText: name }).getByTestId('inbox-open').click();
  await expect(page.getByTestId('lead-name')).toHaveText(name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const buttons = [
    page.getByTestId('lead-contact').getByRole('link', { name: 'Ara' }),
    page.getByTestId('lead-contact').getByRole('link', { name: 'WhatsApp' }),
    page.getByTestId('lead-contact').getByRole('link', { name: 'E-posta' }),
    page.getByRole('button', { name: 'Durumu kaydet' }),
    page.getByRole('button', { name: 'Takip zamanını kaydet' }),
    page.getByRole('button', { name: 'Notu kaydet' }),
    page.getByRole('link', { name: 'Sil', exact: true }),
  ];
  for (const button of buttons) {
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: test.info().outputPath('lead-page-390.png'), fullPage: true });
  await page.goto('/admin/dashboard?sekme=teklifler');
  await expect(page.getByTestId('inbox-item').filter({ hasText: name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('inbox-390.png') });
  await page.goto('/admin/dashboard?sekme=genel');
  await expect(page.getByTestId('overview-chart')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('overview-390.png'), fullPage: true });
});

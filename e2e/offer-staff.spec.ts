// Staff write and send a written offer (docs/decisions/036-offer-editor.md): "Teklif hazırla"
// carries the estimate's lines, staff change an amount and add a line, send it (the lead is
// "Teklif verildi", version 1 is sent, a WhatsApp link is handed out), prepare version 2 from
// it (version 1 is then superseded), see the state in the list, and withdraw with a confirm step.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN_PATHS, leadHref } from '@/lib/admin/paths';
import { insertQuoteWithEstimate } from './data';
import { uniqueTag } from './helpers';
import { shotPath } from './shots';

/** Screenshots at a phone's and a desk's width, when E2E_SHOTS_DIR names a folder (e2e/shots.ts). */
async function shots(page: Page, name: string) {
  if (!process.env.E2E_SHOTS_DIR) return;
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: shotPath(`offer-${name}-${width}`), fullPage: true });
  }
}

test('staff prepare an offer from the estimate, change it, send it, and replace it with version 2', async ({
  adminPage: page,
}) => {
  const name = `Teklif Müşterisi ${uniqueTag()}`;
  const id = await insertQuoteWithEstimate({ name, reference: `HN-T-${uniqueTag()}` });
  await page.goto(leadHref('quote', id));
  const section = page.getByTestId('offer-section');
  await expect(section).toContainText('Yazılı teklif henüz yok');
  await section.getByRole('link', { name: 'Teklif hazırla' }).click();

  // The estimate's own lines, in the Turkish format, adding up to the total shown.
  const editor = page.getByTestId('offer-editor');
  await expect(page.getByTestId('offer-editor-version')).toHaveText('1');
  const labels = () =>
    page.locator('input[name$=".label"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  expect(await labels()).toEqual(
    expect.arrayContaining(['Şehirlerarası sabit ücret (otoyol, köprü, konaklama)', 'Yol ücreti']),
  );
  await expect(editor.locator('textarea[name="assumptions"]')).toContainText(
    'Yükleme adresi: 3. kat, bina asansörü yok',
  );
  await expect(editor.locator('textarea[name="excluded"]')).not.toContainText('Paketleme');

  await page.locator('[name="line.0.amount"]').fill('20.000');
  await editor.getByRole('button', { name: 'Satır ekle' }).click();
  const rows = page.getByTestId('offer-line');
  const last = rows.last();
  await expect(last.locator('input[name$=".label"]')).toHaveValue('');
  // The changed amount was saved with the draft.
  await expect(page.locator('[name="line.0.amount"]')).toHaveValue('20.000');
  await last.locator('input[name$=".label"]').fill('Piyano taşıma');
  await last.locator('input[name$=".amount"]').fill('0x10');
  await editor.getByRole('button', { name: 'Taslağı kaydet' }).click();
  await expect(page.getByTestId('offer-field-error').first()).toHaveText(
    'Tutar TL olarak tam sayı olmalı (örnek: 12.500; indirim için -1.000).',
  );
  await page.getByTestId('offer-line').last().locator('input[name$=".amount"]').fill('2.500');
  await shots(page, 'offer-editor');
  await page.getByTestId('offer-editor').getByRole('button', { name: 'Teklifi gönder' }).click();

  await expect(page.getByTestId('admin-notice')).toContainText('Teklif gönderildi');
  await expect(page.getByTestId('lead-status').first()).toHaveText('Teklif verildi');
  const v1 = section.locator('[data-testid="offer-version"][data-version="1"]');
  await expect(v1.getByTestId('offer-version-state')).toHaveText('Gönderildi');
  await expect(v1.getByTestId('offer-sent-at')).not.toHaveText('-');
  await expect(
    section.getByTestId('offer-whatsapp').getByRole('link', { name: 'Teklifi WhatsApp ile gönder' }),
  ).toHaveAttribute('href', /wa\.me\/905321112233\?text=.*%2Ftalep%2F[A-Za-z0-9_-]{43}/);
  await shots(page, 'offer-section');

  // A change is a new version, prefilled from the sent one; version 1 stays as it was sent.
  await section.getByRole('link', { name: 'Yeni sürüm hazırla' }).click();
  await expect(page.getByTestId('offer-editor-version')).toHaveText('2');
  await expect(page.locator('[name="line.0.amount"]')).toHaveValue('20.000');
  await expect(page.getByTestId('offer-line').last().locator('input[name$=".label"]')).toHaveValue('Piyano taşıma');
  await page.getByTestId('offer-editor').getByRole('button', { name: 'Teklifi gönder' }).click();
  await expect(page.getByTestId('admin-notice')).toContainText('Teklif gönderildi');
  await expect(v1.getByTestId('offer-version-state')).toHaveText('Yerini yeni teklif aldı');
  await expect(v1).toContainText('Bu teklifin yerini yeni teklif aldı');
  const v2 = section.locator('[data-testid="offer-version"][data-version="2"]');
  await expect(v2.getByTestId('offer-version-state')).toHaveText('Gönderildi');

  // The list shows the latest version's state.
  await page.goto(`${ADMIN_PATHS.dashboard}?ara=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('inbox-offer-state')).toHaveText('Teklif 2: Gönderildi');

  // Withdrawing asks first.
  await page.goto(leadHref('quote', id));
  await v2.getByRole('link', { name: 'Teklifi geri çek' }).click();
  await v2.getByRole('button', { name: 'Evet, geri çek' }).click();
  await expect(page.getByTestId('admin-notice')).toContainText('Teklif geri çekildi');
  await expect(v2.getByTestId('offer-version-state')).toHaveText('Geri çekildi');
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { insertLead, quoteRequest } from './data';
import { uniqueTag } from './helpers';

/** Seven digits no other test uses, for a phone number search can find only this test's lead by. */
const uniqueDigits = () => String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');

/** Today's date in Istanbul, as a datetime-local input takes it. */
const istanbulToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

const notice = (page: Page) => page.getByTestId('admin-notice');

test.describe('lead pipeline', () => {
  test('staff follow a lead through every status with a note and a follow-up, delete it and undo', async ({
    adminPage: page,
    staff,
  }) => {
    const tag = uniqueTag();
    const name = `Süreç Müşterisi ${tag}`;
    // Its own lead, searched for: other stories store leads meanwhile (20 at a time for the list's
    // weight), which push an older one off the list's first page.
    const list = `/admin/dashboard?sekme=teklifler&ara=${tag}`;
    const digits = uniqueDigits();
    const id = await insertLead('quote', {
      name,
      phone: `+90 532 ${digits}`,
      reference: `T-${tag.slice(-6).toUpperCase()}`,
    });
    await page.goto(list);
    const card = page.getByTestId('inbox-item').filter({ hasText: name });
    await expect(card.getByTestId('lead-status')).toHaveText('Yeni');

    // Open the lead from its card.
    await card.getByTestId('inbox-open').click();
    await expect(page.getByTestId('lead-name')).toHaveText(name);
    await expect(page.getByTestId('lead-first-response')).toHaveText('Henüz yanıt verilmedi.');
    const whatsapp = page.getByTestId('lead-contact').getByRole('link', { name: 'WhatsApp' });
    await expect(whatsapp).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/90532${digits}\\?text=.*T-${tag.slice(-6).toUpperCase()}`, 'i'),
    );

    // Arandı, with one tap after the call.
    await page.getByRole('button', { name: /Arandı” olarak işaretle/ }).click();
    await expect(notice(page)).toHaveText('Durum kaydedildi.');
    await expect(page.getByRole('heading', { level: 1 }).getByTestId('lead-status')).toHaveText('Arandı');
    await expect(page.getByTestId('lead-first-response')).toContainText('İlk yanıt:');

    // A note, kept with the staff member's e-mail.
    await page.fill('#note', `Perşembe keşif için uygun ${tag}`);
    await page.getByRole('button', { name: 'Notu kaydet' }).click();
    await expect(notice(page)).toHaveText('Not eklendi.');
    await expect(page.getByTestId('lead-note')).toHaveCount(1);
    await expect(page.getByTestId('lead-note')).toContainText(`Perşembe keşif için uygun ${tag}`);
    await expect(page.getByTestId('lead-note')).toContainText(staff.email);

    // A follow-up today: the lead is in "Bugün".
    await page.fill('#followUp', `${istanbulToday()}T00:05`);
    await page.getByRole('button', { name: 'Takip zamanını kaydet' }).click();
    await expect(notice(page)).toHaveText('Takip zamanı kaydedildi.');
    await page.goto('/admin/dashboard?sekme=bugun');
    await expect(page.getByTestId('due-count')).toBeVisible();
    const dueCard = page.getByTestId('inbox-item').filter({ hasText: name });
    await expect(dueCard.getByTestId('inbox-follow-up')).toBeVisible();
    await dueCard.getByTestId('inbox-open').click();
    await expect(page.getByTestId('lead-name')).toHaveText(name);

    // Keşif planlandı, Teklif verildi, then Kaybedildi: first without a reason (refused), then with one.
    for (const status of ['Keşif planlandı', 'Teklif verildi']) {
      await page.getByLabel(status).check();
      await page.getByRole('button', { name: 'Durumu kaydet' }).click();
      await expect(notice(page)).toHaveText('Durum kaydedildi.');
      await expect(page.getByRole('heading', { level: 1 }).getByTestId('lead-status')).toHaveText(status);
    }
    await page.getByLabel('Kaybedildi', { exact: true }).check();
    await page.getByRole('button', { name: 'Durumu kaydet' }).click();
    await expect(notice(page)).toHaveText('Kaybedildi için bir neden seçin.');
    await expect(page.getByRole('heading', { level: 1 }).getByTestId('lead-status')).toHaveText('Teklif verildi');
    await page.getByLabel('Kaybedildi', { exact: true }).check();
    await page.selectOption('#lostReason', { label: 'Fiyat' });
    await page.getByRole('button', { name: 'Durumu kaydet' }).click();
    await expect(notice(page)).toHaveText('Durum kaydedildi.');
    await expect(page.getByRole('heading', { level: 1 }).getByTestId('lead-status')).toHaveText('Kaybedildi · Fiyat');
    // Every action is in the log, newest first.
    await expect(page.getByTestId('lead-audit-entry').first()).toContainText('Durum değişti: Kaybedildi (Fiyat)');
    await expect(page.getByTestId('lead-audit-entry')).toHaveCount(6);

    // Won or lost leads are not due any more.
    await page.goto('/admin/dashboard?sekme=bugun');
    await expect(page.getByRole('heading', { name: 'Bugün' })).toBeVisible();
    await expect(page.getByTestId('inbox-item').filter({ hasText: name })).toHaveCount(0);

    // Delete: the lead goes to "Silinenler", and comes back with its note.
    await page.goto(list);
    await page.getByTestId('inbox-item').filter({ hasText: name }).getByTestId('inbox-open').click();
    await expect(page.getByTestId('lead-name')).toHaveText(name);
    await page.getByRole('link', { name: 'Sil', exact: true }).click();
    await page.getByRole('button', { name: 'Evet, sil' }).click();
    await expect(notice(page)).toHaveText('Teklif talebi Silinenler’e taşındı; 30 gün içinde geri alabilirsiniz.');
    await expect(page.getByTestId('inbox-item').filter({ hasText: name })).toHaveCount(0);
    expect((await quoteRequest(id))?.deletedAt).not.toBeNull();

    await page.getByRole('navigation', { name: 'Bölümler' }).getByRole('link', { name: 'Silinenler' }).click();
    const deleted = page.getByTestId('inbox-item').filter({ hasText: name });
    await expect(deleted).toContainText('tarihinde kalıcı olarak silinecek');
    await deleted.getByRole('button', { name: 'Geri al' }).click();
    await expect(notice(page)).toHaveText('Talep geri alındı.');
    await expect(page.getByTestId('inbox-item').filter({ hasText: name })).toHaveCount(0);
    expect((await quoteRequest(id))?.deletedAt).toBeNull();

    await page.goto(list);
    await page.getByTestId('inbox-item').filter({ hasText: name }).getByTestId('inbox-open').click();
    await expect(page.getByTestId('lead-note')).toContainText(`Perşembe keşif için uygun ${tag}`);
    await expect(page.getByTestId('lead-audit-entry').first()).toContainText('Geri alındı');
  });

  test('the undo on the list brings a deleted message straight back', async ({ adminPage: page }) => {
    const name = `Geri Alınan ${uniqueTag()}`;
    await insertLead('contact', { name });
    await page.goto('/admin/dashboard?sekme=mesajlar');
    const card = page.getByTestId('inbox-item').filter({ hasText: name });
    await card.getByRole('link', { name: 'Sil' }).click();
    await card.getByRole('button', { name: 'Evet, sil' }).click();
    await expect(notice(page)).toHaveText('Mesaj Silinenler’e taşındı; 30 gün içinde geri alabilirsiniz.');
    await expect(card).toHaveCount(0);
    await page.getByRole('button', { name: 'Geri al' }).click();
    await expect(notice(page)).toHaveText('Talep geri alındı.');
    await expect(card).toBeVisible();
  });

  test('search finds a lead of the other kind by a differently formatted phone number', async ({ adminPage: page }) => {
    const name = `Telefonla Aranan ${uniqueTag()}`;
    const digits = uniqueDigits();
    await insertLead('quote', { name, phone: `+90 532 ${digits}` });
    // From the messages tab: the search looks at both kinds.
    await page.goto('/admin/dashboard?sekme=mesajlar');
    await page.fill('#ara', `0532 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`);
    await page.getByRole('button', { name: 'Ara', exact: true }).click();
    await expect(page).toHaveURL(/ara=/);
    const card = page.getByTestId('inbox-item').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Teklif talebi');
    // A status filter that does not match leaves it out.
    await page.selectOption('#durum', 'kazanildi');
    await page.getByRole('button', { name: 'Ara', exact: true }).click();
    await expect(page).toHaveURL(/durum=kazanildi/);
    await expect(page.getByText('Aramaya uyan talep yok.')).toBeVisible();
  });

  test('the overview shows a new lead as waiting and today’s figures with the source chart', async ({
    adminPage: page,
  }) => {
    await insertLead('contact', { name: `Genel Bakış ${uniqueTag()}`, attribution: { gclid: 'e2e' } });
    await page.goto('/admin/dashboard?sekme=genel');
    await expect(page.getByTestId('overview-today-value')).not.toHaveText('0');
    await expect(page.getByTestId('overview-chart')).toBeVisible();
    await expect(page.getByTestId('overview-source-google-ads')).not.toHaveText('0');
  });
});

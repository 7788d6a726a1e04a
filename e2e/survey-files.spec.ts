// Photos and videos on the customer's page (docs/decisions/039): with JavaScript the customer
// adds a JPEG, an iPhone HEIC, a .mov and an .mp4, each labelled with its room; the HEIC arrives
// as a viewable picture; staff see them on the lead in a lightbox; nobody else gets them (an
// anonymous request and another lead's link: 404); staff add one of their own from the lead page
// on a phone; after the retention period they are gone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { leadHref } from '@/lib/admin/paths';
import { listLeadFiles } from '@/lib/lead-files/repository.server';
import { removeExpiredLeadFiles } from '@/lib/lead-files/retention.server';
import { setLeadStatus } from '@/lib/leads/repository.server';
import { localFileStore } from '@/lib/storage/storage.server';
import { customerLink, insertLead, withDb } from './data';
import { uniqueTag } from './helpers';
import { shotPath } from './shots';
import { ONCE } from './once';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../test/fixtures/phone', name));
const DAY = 24 * 3600_000;

test(
  'a customer adds photos and videos room by room, staff see them, nobody else can, and they go after the retention period',
  ONCE,
  async ({ page, adminPage, browser, staff }) => {
    test.setTimeout(90_000);
    const name = `Dosya Müşteri ${uniqueTag()}`;
    const leadId = await insertLead('quote', { name });
    const link = await customerLink(leadId);
    const otherLink = await customerLink(await insertLead('quote', { name: `Başka Müşteri ${uniqueTag()}` }));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${link}#fotograflar`);
    const uploader = page.getByTestId('lead-file-uploader');
    await expect(uploader).toHaveAttribute('data-hydrated', '');
    const input = uploader.getByTestId('lead-file-input');

    await uploader.getByLabel('Hangi oda?').selectOption({ label: 'Salon' });
    await input.setInputFiles([
      { name: 'salon.jpg', mimeType: 'image/jpeg', buffer: fixture('salon.jpg') },
      { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: fixture('salon.heic') },
    ]);
    await expect(uploader.getByTestId('lead-file-list').locator('li')).toHaveCount(2, { timeout: 20_000 });
    await uploader.getByLabel('Hangi oda?').selectOption({ label: 'Mutfak' });
    await input.setInputFiles([
      { name: 'IMG_0002.MOV', mimeType: 'video/quicktime', buffer: fixture('oda.mov') },
      { name: 'oda.mp4', mimeType: 'video/mp4', buffer: fixture('oda.mp4') },
    ]);
    await expect(uploader.getByTestId('lead-file-list').locator('li')).toHaveCount(4, { timeout: 20_000 });
    await expect(uploader.getByTestId('lead-file-count')).toHaveText('2 / 20 fotoğraf, 2 / 2 video eklendi.');
    await expect(uploader.getByTestId('lead-file-queue')).toHaveCount(0);

    // The HEIC is a picture the browser shows (Chromium cannot open HEIC itself: the server converted it).
    const heicImage = uploader.locator('img[alt="Salon: IMG_0001.HEIC"]');
    await expect(heicImage).toBeVisible();
    await expect.poll(() => heicImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
    await page.screenshot({ path: shotPath('survey-files-upload-390'), fullPage: false });
    await uploader.screenshot({ path: shotPath('survey-files-uploader-390') });

    const files = await withDb((db) => listLeadFiles(db, leadId));
    expect(files.map((f) => [f.kind, f.room, f.contentType.split(';')[0]])).toEqual([
      ['photo', 'salon', 'image/jpeg'],
      ['photo', 'salon', 'image/jpeg'],
      ['video', 'mutfak', 'video/quicktime'],
      ['video', 'mutfak', 'video/mp4'],
    ]);
    const own = await page.request.get(`${link}/dosyalar/${files[1]!.id}`);
    expect(own.status()).toBe(200);
    expect(own.headers()['content-type']).toBe('image/jpeg');
    expect(own.headers()['cache-control']).toBe('private, no-store');

    // Nobody else: another lead's link, no link, and staff's address without a session.
    const anonymous = await browser.newContext();
    try {
      for (const url of [
        `${otherLink}/dosyalar/${files[0]!.id}`,
        `/talep/${'A'.repeat(43)}/dosyalar/${files[0]!.id}`,
        `/api/admin/talep-dosyalari/${files[0]!.id}`,
      ]) {
        const response = await anonymous.request.get(new URL(url, page.url()).toString(), { maxRedirects: 0 });
        expect(response.status(), url).toBe(404);
      }
    } finally {
      await anonymous.close();
    }

    // Staff see them on the lead, in the lightbox; the H.264 .mov plays, every file downloads.
    await adminPage.goto(leadHref('quote', leadId));
    const section = adminPage.getByTestId('staff-lead-files-section');
    await expect(section.getByRole('heading')).toHaveText('Fotoğraflar ve videolar (4)');
    await section.locator('a[data-kind="video"]').first().click();
    const lightbox = adminPage.getByTestId('staff-lightbox');
    await expect(lightbox).toContainText('Mutfak · IMG_0002.MOV');
    await expect(lightbox.locator('video')).toHaveAttribute('src', `/api/admin/talep-dosyalari/${files[2]!.id}`);
    const download = await adminPage.request.get(`/api/admin/talep-dosyalari/${files[2]!.id}?indir=1`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toContain('attachment; filename="IMG_0002.mov"');
    expect(Buffer.from(await download.body()).equals(fixture('oda.mov'))).toBe(true);
    await adminPage.keyboard.press('Escape');

    // Staff add a photo themselves on a phone (the surveyor on the home visit): the same uploader,
    // kept with their e-mail, marked "Ekip ekledi" in the list.
    const staffUploader = section.getByTestId('lead-file-uploader');
    await expect(staffUploader).toHaveAttribute('data-hydrated', '');
    await staffUploader.getByLabel('Hangi oda?').selectOption({ label: 'Yatak odası' });
    await staffUploader
      .getByTestId('lead-file-input')
      .setInputFiles([{ name: 'kesif.jpg', mimeType: 'image/jpeg', buffer: fixture('salon.jpg') }]);
    await expect(section.getByRole('heading')).toHaveText('Fotoğraflar ve videolar (5)', { timeout: 20_000 });
    await expect(section.getByTestId('staff-lead-file-by-staff')).toHaveText(['Ekip ekledi']);
    await expect(staffUploader.getByTestId('lead-file-count')).toHaveText('3 / 20 fotoğraf, 2 / 2 video eklendi.');
    await section.screenshot({ path: shotPath('record-staff-uploader-390') });
    const added = (await withDb((db) => listLeadFiles(db, leadId))).at(-1)!;
    expect([added.room, added.uploadedBy]).toEqual(['yatak-odasi', staff.email]);
    await adminPage.goto(`/admin/dashboard?sekme=teklifler&ara=${encodeURIComponent(name)}`);
    const item = adminPage.getByTestId('inbox-item').filter({ hasText: name });
    await expect(item.getByTestId('inbox-has-files')).toHaveText('Fotoğraf var');

    // The lead is closed; once the retention period has passed (the clock moved on), the files are gone.
    const store = localFileStore(path.join(process.env.E2E_DATA_DIR!, 'lead-files'));
    expect(await store.size(files[0]!.storageKey)).toBeGreaterThan(0);
    await withDb(async (db) => {
      await setLeadStatus(
        db,
        'quote',
        leadId,
        { status: 'kaybedildi', lostReason: 'fiyat' },
        { email: 'e2e@example.com' },
      );
      await removeExpiredLeadFiles(db, store, { days: 180, now: new Date(Date.now() + 179 * DAY) });
      expect(await store.size(files[0]!.storageKey)).toBeGreaterThan(0);
      expect(
        await removeExpiredLeadFiles(db, store, { days: 180, now: new Date(Date.now() + 181 * DAY) }),
      ).toBeGreaterThanOrEqual(4);
    });
    for (const file of files) expect(await store.size(file.storageKey)).toBeNull();
    expect((await page.request.get(`${link}/dosyalar/${files[0]!.id}`)).status()).toBe(404);
  },
);

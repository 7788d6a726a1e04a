// The calendar from the staff's desk (docs/decisions/041-calendar.md): an offer the customer
// accepts becomes a move on its day, staff plan its vehicle and crew and move it to another
// day, and the customer's page shows the new day; each staff account carries its surveys
// and moves in its phone's calendar through a private feed that holds no phone, e-mail or
// street address; and the customer's reminder the day before arrives once, even from two
// app instances sweeping the same database.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { SMTPServer } from 'smtp-server';
import { addDays, formatDayLong, istanbulDayOf } from '@/lib/calendar/days';
import { CALENDAR_SETTING_KEY } from '@/lib/calendar/settings';
import { saveSetting } from '@/lib/data/site-settings.server';
import { createDatabase, migrateToLatest } from '@/lib/db/kysely.server';
import { insertLead as storeLead } from '@/lib/leads/repository.server';
import { assumptionField } from '@/lib/offers/answer-form';
import { offerContent } from '@/test/offer-fixtures';
import { expect, test } from './fixtures';
import { acceptedOfferOn, addFleet, bookSurvey, dayWithinAYear, followUpOn, ownDay } from './calendar-data';
import { insertLead, insertQuoteWithSentOffer, withDb } from './data';
import { startExtraApp, type ExtraApp } from './extra-app';
import { ownAddress, uniqueTag } from './helpers';
import { ONCE } from './once';
import { shotPath } from './shots';

/** A header's MIME encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), decoded and unfolded. */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/\r?\n[ \t]/g, ' ');
}

async function noJsCustomer(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'tr-TR' });
  const page = await context.newPage();
  await ownAddress(page);
  return page;
}

test(
  'an accepted offer appears as a move; staff plan it and move it, and the customer’s page shows the new day',
  ONCE,
  async ({ adminPage: page, browser, baseURL }) => {
    test.setTimeout(60_000);
    const tag = uniqueTag();
    const day = ownDay();
    const content = offerContent({ moveDate: day });
    const { leadId, link } = await insertQuoteWithSentOffer(
      { name: `Onaylayan Müşteri ${tag}`, email: `onay-${tag}@example.com` },
      content,
    );

    // The customer accepts on their own page, without JavaScript.
    const customer = await noJsCustomer(browser, baseURL!);
    await customer.goto(link);
    const form = customer.getByTestId('offer-accept-form');
    for (let i = 0; i < content.assumptions.length; i++) await form.locator(`[name="${assumptionField(i)}"]`).check();
    await form.getByLabel('Adınız ve soyadınız').fill('Onaylayan Müşteri');
    await form.getByLabel('Eşyaların alınacağı açık adres').fill('Çınar Sok. No 12 D 5, Bağcılar/İstanbul');
    await form.getByLabel('Eşyaların götürüleceği açık adres').fill('Gül Sok. No 3, Kadıköy/İstanbul');
    await form.getByLabel('Teklifi ve taşıma koşullarını okudum, kabul ediyorum').check();
    await form.getByRole('button', { name: 'Teklifi onayla' }).click();
    await expect(customer.getByTestId('offer-acceptance')).toBeVisible();
    await expect(customer.getByTestId('customer-move-day')).toContainText(formatDayLong(day));

    // Staff add a vehicle and a crew in the dashboard.
    await page.goto('/admin/takvim/ayarlar');
    await page.getByLabel('Araç adı veya plakası').fill(`34 TKV ${tag}`);
    await page.getByLabel('Hacim (m³)').fill('35');
    await page.getByRole('button', { name: 'Araç ekle' }).click();
    await expect(page.getByTestId('admin-notice')).toHaveText('Araç eklendi.');
    await expect(page.getByTestId('calendar-vehicles')).toContainText(`34 TKV ${tag} · 35 m³`);
    await page.getByLabel('Ekip adı').fill(`Ekip ${tag}`);
    await page.getByLabel('Kişi sayısı').fill('4');
    await page.getByRole('button', { name: 'Ekip ekle' }).click();
    await expect(page.getByTestId('calendar-crews')).toContainText(`Ekip ${tag} · 4 kişi`);

    // The move is on its day in the calendar, linked to its lead.
    await page.goto(`/admin/takvim?gorunum=gun&tarih=${day}`);
    const move = page.getByTestId('calendar-move').filter({ hasText: tag });
    await expect(move.getByTestId('calendar-lead-link')).toHaveAttribute(
      'href',
      `/admin/dashboard/talep/teklif/${leadId}`,
    );
    await move.getByRole('link', { name: 'Planla veya başka güne al' }).click();
    await page.getByLabel(new RegExp(`34 TKV ${tag}`)).check();
    await page.getByLabel(new RegExp(`Ekip ${tag}`)).check();
    await page.getByRole('button', { name: 'Atamayı kaydet' }).click();
    await expect(page.getByTestId('admin-notice')).toContainText('ataması kaydedildi');

    const later = addDays(day, 2);
    await page.getByLabel('Yeni taşınma günü').fill(later);
    await page.getByRole('button', { name: 'Günü değiştir' }).click();
    await expect(page.getByTestId('admin-notice')).toContainText('Yeni tarih kaydedildi');
    await page.goto(`/admin/takvim?gorunum=gun&tarih=${later}`);
    await expect(page.getByTestId('calendar-move').filter({ hasText: tag })).toContainText(
      `34 TKV ${tag}, Ekip ${tag}`,
    );

    await customer.reload();
    await expect(customer.getByTestId('customer-move-day')).toContainText(formatDayLong(later));
    await customer.context().close();
  },
);

test(
  'a staff member’s calendar feed holds their surveys and moves, never the phone or e-mail, and can be revoked',
  ONCE,
  async ({ adminPage: page, playwright, baseURL }) => {
    const tag = uniqueTag();
    // The feed reaches a year ahead.
    const day = dayWithinAYear();
    const email = `feed-${tag}@example.com`;
    const phone = '0533 987 65 43';
    const leadId = await insertLead('quote', { name: `Feride Akın ${tag}`, email, phone });
    const other = await insertLead('quote', { name: `Takipli Müşteri ${tag}`, email: `takipli-${tag}@example.com` });
    await addFleet(2);
    await withDb(async (db) => {
      await bookSurvey(db, leadId, addDays(day, -3), '14:00', 'video');
      await acceptedOfferOn(db, leadId, day);
      await followUpOn(db, other, day, '11:00');
    });

    // Screenshots of the three views at 1440 px.
    for (const view of ['gun', 'hafta', 'ajanda'] as const) {
      await page.goto(`/admin/takvim?gorunum=${view}&tarih=${view === 'ajanda' ? addDays(day, -3) : day}`);
      await expect(page.getByTestId('calendar-move').filter({ hasText: tag }).first()).toBeVisible();
      const name = { gun: 'day', hafta: 'week', ajanda: 'agenda' }[view];
      await page.screenshot({ path: shotPath(`takvim-${name}-1440`), fullPage: true });
    }

    await page.goto('/admin/takvim/ayarlar');
    await page.getByRole('button', { name: /adresi? oluştur/ }).click();
    await expect(page.getByTestId('admin-notice')).toContainText('Yeni takvim adresiniz oluşturuldu');
    const url = (await page.getByTestId('calendar-feed-url').locator('.font-mono').textContent())!.trim();
    expect(url).toMatch(/\/api\/takvim\/[A-Za-z0-9_-]{40,}$/);
    const feedPath = new URL(url).pathname;

    // Fetched as a calendar app does: no session.
    const app = await playwright.request.newContext({ baseURL });
    const response = await app.get(feedPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/calendar');
    const text = await response.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const events = calendar
      .getAllSubcomponents('vevent')
      .map((e) => new ICAL.Event(e))
      .filter((e) => String(e.component.getFirstPropertyValue('url')).endsWith(`/talep/teklif/${leadId}`));
    expect(events).toHaveLength(2);
    const survey = events.find((e) => e.uid.startsWith('survey-'))!;
    expect(survey.summary).toBe('Görüntülü keşif: Feride (Bağcılar, İstanbul)');
    expect(survey.startDate.toString()).toBe(`${addDays(day, -3)}T14:00:00`);
    expect(survey.startDate.toJSDate().toISOString()).toBe(new Date(`${addDays(day, -3)}T11:00:00Z`).toISOString());
    const move = events.find((e) => e.uid.startsWith('move-'))!;
    expect(move.startDate.toString()).toBe(day);
    expect(move.summary).toContain('Taşınma: ');
    expect(text).not.toContain(email);
    expect(text).not.toContain(phone);
    expect(text).not.toContain('0533');
    expect(text).not.toMatch(/Çınar|Sok/);

    await page.getByRole('button', { name: 'Adresi iptal et' }).click();
    await expect(page.getByTestId('admin-notice')).toContainText('iptal edildi');
    expect((await app.get(feedPath)).status()).toBe(404);
    await app.dispose();
  },
);

test.describe('the customer’s reminder the day before', ONCE, () => {
  interface Received {
    to: string[];
    subject: string;
  }
  const received: Received[] = [];
  let smtp: SMTPServer;
  let apps: ExtraApp[] = [];
  let dataDir: string;
  const tomorrow = addDays(istanbulDayOf(new Date()), 1);

  test.beforeAll(async () => {
    test.setTimeout(150_000); // two app starts on a loaded machine
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
        stream.on('end', () => {
          const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
          const subject = decodeWords(header);
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;

    // The database both instances share, with a survey and a move tomorrow and the reminder hour at 00:00.
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'hn-e2e-reminders-'));
    const handle = createDatabase({ dataDir });
    await migrateToLatest(handle);
    const db = handle.db;
    const lead = (name: string, email: string) =>
      storeLead(db, {
        kind: 'quote',
        name,
        email,
        phone: '0532 111 22 33',
        message: '',
        reference: null,
        attribution: null,
        fromLocation: 'Bağcılar',
        toLocation: 'Kadıköy',
        serviceType: 'Ev Taşıma',
      });
    const surveyLead = await lead('Hatice Keşifli', 'hatice@example.com');
    const moveLead = await lead('Murat Taşınan', 'murat@example.com');
    await bookSurvey(db, surveyLead.id, tomorrow, '10:00');
    await acceptedOfferOn(db, moveLead.id, tomorrow);
    await saveSetting(db, {
      key: CALENDAR_SETTING_KEY,
      value: { reminderHour: 0, moveStartTime: '08:30', busySharePercent: 75 },
      changes: [],
      by: 'e2e',
    });
    await db.destroy();

    const settings = {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      LEAD_NOTIFY_EMAIL: 'ofis@hafifnakliyat.example',
      CALENDAR_REMINDER_SWEEP_MS: '1000',
    };
    apps = await Promise.all([
      startExtraApp(settings, { dataDir }),
      startExtraApp(settings, { dataDir, createAdmin: false }),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await new Promise<void>((r) => smtp?.close(() => r()));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('arrives once for the survey and once for the move, though two instances sweep every second', async () => {
    test.setTimeout(60_000);
    const reminders = () => received.filter((m) => /Hatırlatma/.test(m.subject));
    await expect.poll(() => reminders().length, { timeout: 30_000 }).toBe(2);
    // Several more sweeps of both instances: nothing is sent again.
    await new Promise((r) => setTimeout(r, 5_000));
    expect(
      reminders()
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(['hatice@example.com', 'murat@example.com']);
    expect(
      reminders()
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Hatırlatma: keşif randevunuz yarın', 'Hatırlatma: taşınmanız yarın']);
  });
});

// The fuller pages of issues 26–29 for the standards checks (e2e/standards.ts) and their
// screenshots (e2e/standards-shots.spec.ts): leads in each state the customer's page and the
// staff pages show, written through the app's repositories (no SQL text), on a day of their
// own in the calendar.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dashboardHref } from '@/lib/admin/dashboard';
import {
  ADMIN_PATHS,
  calendarHref,
  calendarMoveHref,
  calendarSettingsHref,
  calendarSurveyHref,
  leadHref,
} from '@/lib/admin/paths';
import { getLeadMove } from '@/lib/calendar/calendar.server';
import { insertLeadFile } from '@/lib/lead-files/repository.server';
import type { Db } from '@/lib/db/kysely.server';
import type { Inventory } from '@/lib/inventory/inventory';
import { saveLeadInventory } from '@/lib/inventory/repository.server';
import { issueLeadLink } from '@/lib/leads/links.server';
import { addDays, istanbulDayOf } from '@/lib/calendar/days';
import { createDamageReport, createReview, moveOfLead } from '@/lib/reviews/repository.server';
import { localFileStore } from '@/lib/storage/storage.server';
import { acceptedOfferOn, bookSurvey, followUpOn, ownDay } from './calendar-data';
import { seedMovedLead, storeQuoteWithEstimate, withDb } from './data';
import { uniqueTag } from './helpers';

/**
 * The dashboard's tabs of issues 26–27 that need no data of their own: looked at in the
 * screenshots only (the standards checks keep to the pages above, for CI's time; the tabs are
 * the dashboard's template, which the checks open, with the generic settings form).
 */
export const DASHBOARD_TABS: SeededPage[] = [
  { name: 'today', path: dashboardHref({ tab: 'bugun' }) },
  { name: 'survey hours', path: dashboardHref({ tab: 'kesif' }) },
  { name: 'prices with the inventory catalogue', path: dashboardHref({ tab: 'fiyatlar' }) },
];

/** A page of the checks whose address needs data first. */
export interface SeededPage {
  name: string;
  path: string;
}

const INVENTORY: Inventory = {
  rooms: [
    { key: 'salon-1', type: 'salon', counts: { 'uclu-koltuk': 1, televizyon: 1, 'orta-sehpa': 1 }, custom: [] },
    {
      key: 'yatak-odasi-1',
      type: 'yatak-odasi',
      counts: { 'cift-kisilik-yatak': 1, 'gardirop-iki': 1, komodin: 2 },
      custom: [{ name: 'Dikiş sepeti', size: 'kucuk', count: 1 }],
    },
  ],
  boxes: null,
};

const PHOTO = readFileSync(path.join(import.meta.dirname, '../test/fixtures/phone/salon.jpg'));

/** A survey photo of the lead (or of its damage report), its bytes in the suite's local store, as the uploader leaves it. */
async function addPhoto(db: Db, leadId: string, room: string | null, damageReportId: string | null = null) {
  const id = randomUUID();
  const storageKey = `${id}.jpg`;
  await localFileStore(path.join(process.env.E2E_DATA_DIR!, 'lead-files')).write(storageKey, PHOTO);
  await insertLeadFile(db, {
    id,
    leadId,
    kind: 'photo',
    room,
    storageKey,
    contentType: 'image/jpeg',
    bytes: PHOTO.length,
    sha256: '0'.repeat(64),
    width: 1600,
    height: 1200,
    durationMs: null,
    originalName: `${room ?? 'hasar'}.jpg`,
    damageReportId,
    uploadedBy: 'customer',
  });
}

/** A quote lead from the estimate's form (İstanbul → Ankara, 2+1), as the site stores one. */
const estimateLead = (db: Db, name: string) =>
  storeQuoteWithEstimate(db, {
    name,
    email: `${uniqueTag()}@example.com`,
    message: 'Piyanomuz var, üçüncü kat, asansör yok.',
  });

/**
 * Leads in the customer page's fuller states (with everyday names: the pages are looked at as
 * customers and staff see them) and the staff pages that show them: a lead with an
 * inventory, survey photos and a booked survey; one with an accepted offer (a move) on the same
 * day; one after the move (review and damage forms); one after the move with a review and a
 * damage report with a photo.
 */
export async function seedFullerPages(): Promise<{ customer: SeededPage[]; staff: SeededPage[] }> {
  return withDb(async (db) => {
    const tag = uniqueTag();
    const day = ownDay();
    const link = async (leadId: string) => `/talep/${await issueLeadLink(db, leadId, 'form')}`;

    const surveyed = await estimateLead(db, 'Ayşe Korkmaz');
    await saveLeadInventory(db, surveyed.id, INVENTORY, 'customer');
    await addPhoto(db, surveyed.id, 'salon');
    await addPhoto(db, surveyed.id, 'yatak-odasi');
    const surveyId = await bookSurvey(db, surveyed.id, day, '10:00');
    await followUpOn(db, surveyed.id, day, '15:00');

    const accepted = await estimateLead(db, 'Mehmet Aydın');
    await acceptedOfferOn(db, accepted.id, day);
    const move = await getLeadMove(db, accepted.id);
    if (!move) throw new Error('the accepted offer made no move');

    const moved = await seedMovedLead(db, {
      name: 'Zeynep Kaya',
      email: `tasinmis-${tag}@example.com`,
      moveDate: addDays(istanbulDayOf(new Date()), -2),
    });
    const reviewed = await seedMovedLead(db, {
      name: 'Emre Şahin',
      email: `yorumlu-${tag}@example.com`,
      moveDate: addDays(istanbulDayOf(new Date()), -4),
    });
    const facts = await moveOfLead(db, reviewed.leadId);
    if (!facts) throw new Error('the moved lead has no move');
    await createReview(db, { id: reviewed.leadId, name: 'Emre Şahin' }, facts, {
      rating: 4,
      body: 'Ekip zamanında geldi, eşyalar özenle paketlendi; bir koli biraz ezildi.',
      nameDisplay: 'name-district',
    });
    const report = await createDamageReport(db, facts, {
      description: 'Yemek masasının üst tablası çizilmiş geldi, köşesinde de küçük bir kırık var.',
      items: 'Yemek masası',
    });
    await addPhoto(db, reviewed.leadId, null, report.id);

    return {
      customer: [
        { name: 'customer page, inventory, photos and a booked survey', path: await link(surveyed.id) },
        { name: 'customer page, accepted offer', path: await link(accepted.id) },
        { name: 'customer page, after the move', path: moved.link },
        { name: 'customer page, reviewed, damage reported', path: reviewed.link },
      ],
      staff: [
        { name: 'calendar, day', path: calendarHref({ view: 'gun', day }) },
        { name: 'calendar, week', path: calendarHref({ view: 'hafta', day }) },
        { name: 'calendar, agenda', path: calendarHref({ view: 'ajanda', day }) },
        { name: 'calendar, survey', path: calendarSurveyHref(surveyId) },
        { name: 'calendar, move', path: calendarMoveHref(move.id) },
        { name: 'calendar settings and feed', path: calendarSettingsHref() },
        { name: 'lead with inventory, photos and survey', path: leadHref('quote', surveyed.id) },
        { name: 'lead after the move', path: leadHref('quote', reviewed.leadId) },
        { name: 'new lead (phone-in)', path: ADMIN_PATHS.newLead },
        { name: 'damage reports', path: ADMIN_PATHS.damageReports },
        { name: 'staff reviews', path: ADMIN_PATHS.reviews },
        { name: 'team', path: dashboardHref({ tab: 'ekip' }) },
        { name: 'alerts', path: ADMIN_PATHS.alerts },
      ],
    };
  });
}

// Test data of the end-to-end suite, written and read through the app's own data layer
// (lib/data/*, lib/leads/repository.server.ts), never with SQL of its own, so the suite runs on either engine. The
// connection is opened the way the app opens it: the SQLite file in the suite's DATA_DIR,
// or the suite's own PostgreSQL database when global-setup made one.
import { readState } from '@/lib/data/app-state.server';
import { listGalleryImages } from '@/lib/data/gallery-images.server';
import { activateHeroImage, insertHeroImage, listHeroImages } from '@/lib/data/hero-images.server';
import { insertVideo, listVideos, type NewVideo } from '@/lib/data/videos.server';
import { issueLeadLink } from '@/lib/leads/links.server';
import { randomUUID } from 'node:crypto';
import { acceptOffer, listLeadOffers, saveOfferDraft, sendOffer } from '@/lib/offers/repository.server';
import { offerContent as offerFixture } from '@/test/offer-fixtures';
import { offerTotal, type Offer, type OfferContent } from '@/lib/offers/types';
import { getLead, insertLead as storeLead, listLeadPage } from '@/lib/leads/repository.server';
import type { ContactMessage, LeadKind, LeadOf, QuoteRequest } from '@/lib/leads/types';
import { createDatabase, type Db } from '@/lib/db/kysely.server';
import { cancelSurveyBooking, getLiveSurveyBooking, listSurveyBookings } from '@/lib/calendar/survey-bookings.server';
import { DEFAULT_SURVEY_HOURS } from '@/lib/calendar/survey-hours';

/** Runs `work` on a connection of its own to the app's database, closed afterwards. */
export async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: start the suite with `npm run test:e2e`.');
  const { db } = createDatabase({ databaseUrl: process.env.E2E_APP_DATABASE_URL, dataDir });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

export interface LeadFields {
  name: string;
  email?: string;
  phone?: string;
  message?: string;
  subject?: string;
  reference?: string;
  attribution?: Record<string, string>;
}

/** Stores a lead as the site's forms do (test data of one test). Returns its id. */
export function insertLead(kind: 'contact' | 'quote', fields: LeadFields): Promise<string> {
  const common = {
    name: fields.name,
    email: fields.email ?? 'test@example.com',
    phone: fields.phone ?? '0532 111 22 33',
    message: fields.message ?? '',
    reference: fields.reference ?? null,
    attribution: fields.attribution ?? null,
  };
  return withDb(async (db) => {
    const lead =
      kind === 'contact'
        ? await storeLead(db, { kind: 'contact', ...common, subject: fields.subject ?? 'Genel İletişim' })
        : await storeLead(db, {
            kind: 'quote',
            ...common,
            fromLocation: 'Bağcılar',
            toLocation: 'Kadıköy',
            serviceType: 'Ev Taşıma',
          });
    return lead.id;
  });
}

/** A quote request made from an estimate (İstanbul → Ankara, 2+1, packing), stored on `db` as the estimate's quote form does. */
export function storeQuoteWithEstimate(db: Db, fields: LeadFields) {
  return storeLead(db, {
    kind: 'quote',
    name: fields.name,
    email: fields.email ?? 'test@example.com',
    phone: fields.phone ?? '0532 111 22 33',
    message: fields.message ?? '',
    reference: fields.reference ?? null,
    fromLocation: 'İstanbul / Esenler',
    toLocation: 'Ankara',
    serviceType: 'Şehirlerarası Taşıma',
    estimate: {
      min: 30_000,
      max: 40_000,
      inputs: {
        origin: { province: 'istanbul', district: 'esenler', floor: 3, elevator: false, furnitureLift: false },
        destination: { province: 'ankara', district: null, floor: 1, elevator: true, furnitureLift: false },
        homeSize: '2+1',
        packing: true,
        assembly: false,
        insurance: false,
        date: null,
      },
    },
  });
}

/**
 * Stores a quote request made from an estimate (İstanbul → Ankara, 2+1, packing), as the
 * estimate's quote form does: its inputs and the range shown. Returns its id.
 */
export function insertQuoteWithEstimate(fields: LeadFields): Promise<string> {
  return withDb(async (db) => (await storeQuoteWithEstimate(db, fields)).id);
}

/** Every stored lead of a kind (not in "Silinenler"), newest first, page by page. */
async function everyLead<K extends LeadKind>(db: Db, kind: K): Promise<LeadOf<K>[]> {
  const items: LeadOf<K>[] = [];
  for (let page = 1; ; page++) {
    const result = await listLeadPage(db, { kinds: [kind], page, pageSize: 100 });
    items.push(...(result.items as unknown as LeadOf<K>[]));
    if (page >= result.pageCount) return items;
  }
}

/** A new link to the customer's page of a lead, as the form's answer hands it out: its path. */
export const customerLink = (leadId: string) =>
  withDb(async (db) => `/talep/${await issueLeadLink(db, leadId, 'form')}`);

export const contactMessage = (id: string) => withDb((db) => getLead(db, 'contact', id));
export const quoteRequest = (id: string) => withDb((db) => getLead(db, 'quote', id));

/** The stored contact messages that match (newest first). */
export function findContactMessages(match: (message: ContactMessage) => boolean): Promise<ContactMessage[]> {
  return withDb(async (db) => (await everyLead(db, 'contact')).filter(match));
}

/** The stored quote requests that match (newest first). */
export function findQuoteRequests(match: (request: QuoteRequest) => boolean): Promise<QuoteRequest[]> {
  return withDb(async (db) => (await everyLead(db, 'quote')).filter(match));
}

export const heroImages = () => withDb(listHeroImages);
export const galleryImages = () => withDb(listGalleryImages);
export const videos = () => withDb(listVideos);

/** A value the app keeps in its state table (for example the generated auth secret). */
export const appState = (key: string) => withDb(async (db) => (await readState(db, key))?.value ?? null);

/** Ends a session on the server, as expiry would (the browser keeps its cookie). Returns how many rows went. */
export const deleteSession = (token: string) =>
  withDb(async (db) =>
    Number(
      (
        await db
          // Better Auth's table, outside the app's schema types.
          .withTables<{ session: { token: string } }>()
          .deleteFrom('session')
          .where('token', '=', token)
          .executeTakeFirst()
      ).numDeletedRows,
    ),
  );

/** Stores a homepage photo and makes it the active one, as staff would. Returns its id. */
export const insertActiveHero = (fields: { url: string; filename: string; width: number; height: number }) =>
  withDb(async (db) => {
    const hero = await insertHeroImage(db, fields);
    await activateHeroImage(db, hero.id);
    return hero.id;
  });

/** Stores a video row (test data of one test). Returns its id. */
export const insertVideoRow = (fields: NewVideo) => withDb(async (db) => (await insertVideo(db, fields)).id);

/**
 * A quote lead with a written offer sent to the customer (as "Teklifi gönder" does), and a
 * link to the customer's page: the lead's id, the link's path and the offer's total.
 */
export async function insertQuoteWithSentOffer(
  fields: LeadFields,
  content: OfferContent,
): Promise<{ leadId: string; link: string; total: number }> {
  const leadId = await insertLead('quote', fields);
  return withDb(async (db) => {
    const draft = await saveOfferDraft(db, leadId, content, 'ofis@example.com');
    await sendOffer(db, draft.id, { email: 'ofis@example.com' });
    return { leadId, link: `/talep/${await issueLeadLink(db, leadId, 'form')}`, total: offerTotal(content.lines) };
  });
}

/** Every version of a lead's offer, newest first. */
export const leadOffers = (leadId: string): Promise<Offer[]> => withDb((db) => listLeadOffers(db, leadId));

/** Frees a survey slot for a test: cancels the live bookings starting at `startsAt` (as staff would). */
export const freeSurveySlot = (startsAt: string) =>
  withDb(async (db) => {
    const end = new Date(Date.parse(startsAt) + 1000).toISOString();
    for (const booking of await listSurveyBookings(db, startsAt, end))
      await cancelSurveyBooking(db, {
        lead: { id: booking.leadId, kind: booking.lead.kind },
        actor: { by: 'staff', email: 'e2e@hafifnakliyat.example' },
        hours: DEFAULT_SURVEY_HOURS,
      });
  });

/** A lead's live survey booking, or null. */
export const liveSurveyBooking = (leadId: string) => withDb((db) => getLiveSurveyBooking(db, leadId));
/**
 * A won quote lead on `db` whose accepted offer moves on `moveDate` (as "Teklifi gönder" and
 * "Teklifi onayla" store it), unless `accept` is false (then only sent), with a link to the
 * customer's page: the lead's id, the offer's id and the link's path.
 */
export async function seedMovedLead(
  db: Db,
  { name, email, moveDate, accept = true }: { name: string; email: string; moveDate: string; accept?: boolean },
): Promise<{ leadId: string; offerId: string; link: string }> {
  const lead = await storeLead(db, {
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
  const draft = await saveOfferDraft(db, lead.id, offerFixture({ moveDate }), 'ofis@example.com');
  await sendOffer(db, draft.id, { email: 'ofis@example.com' });
  if (accept) {
    const result = await acceptOffer(db, draft.id, {
      fullName: name,
      fromAddress: 'Bağcılar Mah. Çınar Sok. No 12 D 5, Bağcılar/İstanbul',
      toAddress: 'Caferağa Mah. Moda Cad. No 3, Kadıköy/İstanbul',
      clientAddress: '203.0.113.5',
      userAgent: 'e2e',
      snapshot: { moveDate },
    });
    if (!result.ok) throw new Error('The offer could not be accepted.');
  }
  return { leadId: lead.id, offerId: draft.id, link: `/talep/${await issueLeadLink(db, lead.id, 'form')}` };
}

/**
 * A photo row of a lead's private files (lead_files, migration 017), as the survey's uploader
 * stores it: `damageReportId` null for the survey (before the move), else the damage report's.
 */
export async function insertLeadFileRow(
  db: Db,
  { leadId, damageReportId, name }: { leadId: string; damageReportId: string | null; name: string },
): Promise<void> {
  await db
    .insertInto('lead_files')
    .values({
      id: randomUUID(),
      lead_id: leadId,
      kind: 'photo',
      room: damageReportId ? null : 'salon',
      storage_key: `private/leads/${leadId}/${randomUUID()}.jpg`,
      content_type: 'image/jpeg',
      bytes: 1000,
      sha256: '0'.repeat(64),
      width: 800,
      height: 600,
      duration_ms: null,
      original_name: name,
      damage_report_id: damageReportId,
      uploaded_by: 'customer',
      created_at: new Date(),
    })
    .execute();
}

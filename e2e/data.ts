// Test data of the end-to-end suite, written and read through the app's own data layer
// (lib/data/*), never with SQL of its own, so the suite runs on either engine. The
// connection is opened the way the app opens it: the SQLite file in the suite's DATA_DIR,
// or the suite's own PostgreSQL database when global-setup made one.
import {
  getContactMessage,
  insertContactMessage,
  listContactMessages,
  type ContactMessage,
} from '@/lib/data/contact-messages';
import { readState } from '@/lib/data/app-state';
import { listGalleryImages } from '@/lib/data/gallery-images';
import { activateHeroImage, insertHeroImage, listHeroImages } from '@/lib/data/hero-images';
import type { Page, PageQuery } from '@/lib/data/inbox';
import { getQuoteRequest, insertQuoteRequest, listQuoteRequests, type QuoteRequest } from '@/lib/data/quote-requests';
import { insertVideo, listVideos, type NewVideo } from '@/lib/data/videos';
import { createDatabase, type Db } from '@/lib/db/kysely';

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
        ? await insertContactMessage(db, { ...common, subject: fields.subject ?? 'Genel İletişim' })
        : await insertQuoteRequest(db, {
            ...common,
            fromLocation: 'Bağcılar',
            toLocation: 'Kadıköy',
            serviceType: 'Ev Taşıma',
          });
    return lead.id;
  });
}

/** Every item of a paged list, page by page. */
async function everyPage<T>(list: (query: PageQuery) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const result = await list({ page, pageSize: 100 });
    items.push(...result.items);
    if (page >= result.pageCount) return items;
  }
}

export const contactMessage = (id: string) => withDb((db) => getContactMessage(db, id));
export const quoteRequest = (id: string) => withDb((db) => getQuoteRequest(db, id));

/** The stored contact messages that match (newest first). */
export function findContactMessages(match: (message: ContactMessage) => boolean): Promise<ContactMessage[]> {
  return withDb(async (db) => (await everyPage((q) => listContactMessages(db, q))).filter(match));
}

/** The stored quote requests that match (newest first). */
export function findQuoteRequests(match: (request: QuoteRequest) => boolean): Promise<QuoteRequest[]> {
  return withDb(async (db) => (await everyPage((q) => listQuoteRequests(db, q))).filter(match));
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

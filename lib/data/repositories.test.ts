import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { ping, migrateToLatest } from '@/lib/db/kysely.server';
import { testEngines } from '@/test/db-engines';
import { countUnreadLeads, insertLead, listLeadPage, markLeadRead, trashLead } from '@/lib/leads/index.server';
import {
  deleteGalleryImage,
  insertGalleryImage,
  listGalleryImages,
  updateGalleryImageTitle,
} from './gallery-images.server';
import {
  activateHeroImage,
  deleteHeroImage,
  getActiveHeroImage,
  insertHeroImage,
  listHeroImages,
} from './hero-images.server';
import { deleteVideo, insertVideo, listVideos } from './videos.server';

const staff = { email: 'personel@example.com' };
const pause = () => new Promise((r) => setTimeout(r, 3));

describe.each(testEngines())('repositories on $name', (engine) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const handle = await engine.open();
    db = handle.db;
    close = handle.close;
    // Running the migrations again is a no-op.
    expect(await migrateToLatest(handle)).toEqual([]);
  });
  afterAll(async () => close?.());

  it('answers a round trip', async () => {
    await expect(ping(db)).resolves.toBeUndefined();
  });

  it('stores a contact message unread and lists messages newest first', async () => {
    const first = await insertLead(db, { kind: 'contact',
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: null,
      subject: 'Genel İletişim',
      message: 'İlk mesaj <script>alert(1)</script>',
      attribution: { utm_source: 'google', landing: '/hizmetlerimiz' },
    });
    await pause();
    const second = await insertLead(db, { kind: 'contact',
      name: 'Mehmet Öztürk',
      email: 'mehmet@example.com',
      phone: '0532 000 00 00',
      subject: 'Ofis Taşıma',
      message: 'İkinci mesaj',
    });
    expect(first.isRead).toBe(false);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(first.createdAt))).toBe(false);

    const page = await listLeadPage(db, { kinds: ['contact'] });
    expect(page.items.map((m) => m.id)).toEqual([second.id, first.id]);
    expect(page.total).toBe(2);
    expect(page.items[1]).toMatchObject({
      name: 'Ayşe Yılmaz',
      phone: null,
      message: 'İlk mesaj <script>alert(1)</script>',
      attribution: { utm_source: 'google', landing: '/hizmetlerimiz' },
    });
    expect(await countUnreadLeads(db, 'contact')).toBe(2);

    expect(await markLeadRead(db, 'contact', first.id)).toBe(true);
    expect(await markLeadRead(db, 'contact', first.id)).toBe(true);
    expect(await countUnreadLeads(db, 'contact')).toBe(1);
    expect((await listLeadPage(db, { kinds: ['contact'], filter: 'read' })).items.map((m) => m.id)).toEqual([first.id]);
    expect((await listLeadPage(db, { kinds: ['contact'], filter: 'unread' })).items.map((m) => m.id)).toEqual([second.id]);

    expect(await trashLead(db, 'contact', first.id, staff)).toBe(true);
    expect(await trashLead(db, 'contact', first.id, staff)).toBe(false);
    expect(await markLeadRead(db, 'contact', 'missing')).toBe(false);
    expect((await listLeadPage(db, { kinds: ['contact'] })).items.map((m) => m.id)).toEqual([second.id]);
  });

  it('stores quote requests with an empty message by default and paginates on the server', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const q = await insertLead(db, { kind: 'quote',
        name: `Müşteri ${i}`,
        email: `m${i}@example.com`,
        phone: '0212 555 00 00',
        fromLocation: 'Bağcılar',
        toLocation: 'Kadıköy',
        serviceType: 'Ev Taşıma',
      });
      ids.push(q.id);
      await pause();
    }
    const newestFirst = [...ids].reverse();
    const page1 = await listLeadPage(db, { kinds: ['quote'], page: 1, pageSize: 2 });
    const page3 = await listLeadPage(db, { kinds: ['quote'], page: 3, pageSize: 2 });
    expect(page1).toMatchObject({ total: 5, pageCount: 3, page: 1, pageSize: 2 });
    expect(page1.items.map((q) => q.id)).toEqual(newestFirst.slice(0, 2));
    expect(page3.items.map((q) => q.id)).toEqual(newestFirst.slice(4));
    expect(page1.items[0]).toMatchObject({ message: '', isRead: false, fromLocation: 'Bağcılar', serviceType: 'Ev Taşıma' });

    expect(await markLeadRead(db, 'quote', ids[0]!)).toBe(true);
    expect(await countUnreadLeads(db, 'quote')).toBe(4);
    expect((await listLeadPage(db, { kinds: ['quote'], filter: 'read' })).total).toBe(1);
    expect(await trashLead(db, 'quote', ids[0]!, staff)).toBe(true);
    expect((await listLeadPage(db, { kinds: ['quote'] })).total).toBe(4);
  });

  it('keeps at most one hero image active', async () => {
    const a = await insertHeroImage(db, { url: '/media/a.webp', filename: 'hero_1_a.jpg', width: 1920, height: 1080 });
    await pause();
    const b = await insertHeroImage(db, { url: '/media/b.webp', filename: 'hero_2_b.jpg' });
    expect(a.isActive).toBe(false);
    expect(await getActiveHeroImage(db)).toBeNull();

    expect(await activateHeroImage(db, a.id)).toBe(true);
    expect((await getActiveHeroImage(db))?.id).toBe(a.id);
    expect(await activateHeroImage(db, b.id)).toBe(true);
    const list = await listHeroImages(db);
    expect(list.map((h) => h.id)).toEqual([b.id, a.id]);
    expect(list.filter((h) => h.isActive).map((h) => h.id)).toEqual([b.id]);
    expect(list[1]).toMatchObject({ width: 1920, height: 1080, variants: [] });

    // Activating a missing image changes nothing.
    expect(await activateHeroImage(db, 'missing')).toBe(false);
    expect((await getActiveHeroImage(db))?.id).toBe(b.id);

    const deleted = await deleteHeroImage(db, b.id);
    expect(deleted?.filename).toBe('hero_2_b.jpg');
    expect(await getActiveHeroImage(db)).toBeNull();
    expect(await deleteHeroImage(db, b.id)).toBeNull();
  });

  it('lists gallery images and videos newest first and deletes them', async () => {
    const g1 = await insertGalleryImage(db, {
      url: '/media/g1.webp',
      filename: 'gallery_1_g1.jpg',
      variants: [{ width: 640, format: 'webp', filename: 'gallery_1_g1-640.webp' }],
    });
    await pause();
    const g2 = await insertGalleryImage(db, { url: '/media/g2.webp', filename: 'gallery_2_g2.jpg', title: 'Ofis' });
    expect((await listGalleryImages(db)).map((g) => g.id)).toEqual([g2.id, g1.id]);
    expect((await listGalleryImages(db))[1]).toMatchObject({ title: '', variants: [{ width: 640, format: 'webp' }] });
    expect(await updateGalleryImageTitle(db, g1.id, 'Kadıköy’de 3+1 ev taşıma')).toBe(true);
    expect((await listGalleryImages(db))[1]?.title).toBe('Kadıköy’de 3+1 ev taşıma');
    expect(await updateGalleryImageTitle(db, 'yok', 'Başlık')).toBe(false);
    expect((await deleteGalleryImage(db, g1.id))?.filename).toBe('gallery_1_g1.jpg');
    expect((await listGalleryImages(db)).map((g) => g.id)).toEqual([g2.id]);

    const v1 = await insertVideo(db, { url: '/media/v1.mp4', filename: 'video_1_v1.mp4', title: 'Ofis Taşıma' });
    await pause();
    const v2 = await insertVideo(db, {
      url: '/media/v2.mp4',
      filename: 'video_2_v2.mp4',
      title: 'Koli Taşıma',
      description: 'Açıklama',
      thumbnailUrl: '/media/v2.jpg',
      thumbnailFilename: 'video_2_v2.jpg',
    });
    expect((await listVideos(db)).map((v) => v.id)).toEqual([v2.id, v1.id]);
    expect((await listVideos(db))[1]).toMatchObject({ description: '', thumbnailUrl: '', thumbnailFilename: null });
    expect((await deleteVideo(db, v2.id))?.thumbnailFilename).toBe('video_2_v2.jpg');
    expect((await listVideos(db)).map((v) => v.id)).toEqual([v1.id]);
  });
});

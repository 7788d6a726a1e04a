// A deleted home page photo, gallery photo or video can be brought back for MEDIA_TRASH_DAYS
// days; then it is purged with its files.
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import type { FileStore } from '@/lib/storage/storage.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { insertGalleryImage, listGalleryImages } from './gallery-images.server';
import { activateHeroImage, getActiveHeroImage, insertHeroImage, listHeroImages } from './hero-images.server';
import { MEDIA_TRASH_DAYS, listTrashedMedia, purgeTrashedMedia, restoreMedia, trashMedia } from './media-trash.server';
import { insertVideo, listVideos } from './videos.server';

const DAY = 24 * 3600_000;

/** A store that only records what was removed. */
function recordingStore(): FileStore & { removed: string[] } {
  const removed: string[] = [];
  return { removed, remove: async (name: string) => void removed.push(name) } as unknown as FileStore & {
    removed: string[];
  };
}

describe.each(testEngines())('photos and videos in the trash on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  it('hides a deleted photo from the gallery, lists it in the trash and brings it back', async () => {
    const photo = await insertGalleryImage(db, {
      url: '/media/gallery_1_a.png',
      filename: 'gallery_1_a.png',
      title: 'Kadıköy taşıması',
      variants: [{ width: 640, format: 'webp', filename: 'gallery_1_a-640.webp' }],
    });
    const now = new Date('2026-11-27T10:00:00Z');
    expect(await trashMedia(db, 'gallery', photo.id, now)).toBe(true);
    expect(await trashMedia(db, 'gallery', photo.id, now)).toBe(false);
    expect((await listGalleryImages(db)).map((g) => g.id)).not.toContain(photo.id);
    const [trashed] = await listTrashedMedia(db, 'gallery');
    expect(trashed).toMatchObject({ id: photo.id, title: 'Kadıköy taşıması', preview: '/media/gallery_1_a-640.webp' });
    expect(trashed!.purgeAt).toBe(new Date(now.getTime() + MEDIA_TRASH_DAYS * DAY).toISOString());
    expect(await restoreMedia(db, 'gallery', photo.id)).toBe(true);
    expect((await listGalleryImages(db)).map((g) => g.id)).toContain(photo.id);
    expect(await listTrashedMedia(db, 'gallery')).toEqual([]);
  });

  it('purges only what has been in the trash longer than the set days, with its files', async () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const old = await insertVideo(db, { url: '/media/video_1.mp4', filename: 'video_1.mp4', thumbnailFilename: 'video_1.jpg' });
    const recent = await insertVideo(db, { url: '/media/video_2.mp4', filename: 'video_2.mp4' });
    const photo = await insertGalleryImage(db, {
      url: '/media/gallery_2.png',
      filename: 'gallery_2.png',
      variants: [{ width: 640, format: 'webp', filename: 'gallery_2-640.webp' }],
    });
    await trashMedia(db, 'video', old.id, new Date(now.getTime() - (MEDIA_TRASH_DAYS + 1) * DAY));
    await trashMedia(db, 'video', recent.id, new Date(now.getTime() - (MEDIA_TRASH_DAYS - 1) * DAY));
    await trashMedia(db, 'gallery', photo.id, new Date(now.getTime() - (MEDIA_TRASH_DAYS + 2) * DAY));
    const store = recordingStore();
    expect(await purgeTrashedMedia(db, store, now)).toBe(2);
    expect(store.removed.sort()).toEqual(['gallery_2-640.webp', 'video_1.jpg', 'video_1.mp4']);
    expect((await listTrashedMedia(db, 'video')).map((v) => v.id)).toEqual([recent.id]);
    expect(await restoreMedia(db, 'video', old.id)).toBe(false);
    expect(await listVideos(db)).toEqual([]);
  });

  it('takes a deleted home page photo off the home page and the staff list, and brings it back inactive', async () => {
    const hero = await insertHeroImage(db, {
      url: '/media/hero_1_kapak-1920.webp',
      filename: 'hero_1_kapak_resmi.png',
      width: 1920,
      height: 1080,
      variants: [{ width: 640, format: 'webp', filename: 'hero_1_kapak-640.webp' }],
    });
    expect(await activateHeroImage(db, hero.id)).toBe(true);
    const now = new Date('2026-11-27T10:00:00Z');
    expect(await trashMedia(db, 'hero', hero.id, now)).toBe(true);
    expect(await trashMedia(db, 'hero', hero.id, now)).toBe(false);
    // Never shown while in the trash: not on the home page, not in the staff list, and it cannot be made active.
    expect(await getActiveHeroImage(db)).toBeNull();
    expect((await listHeroImages(db)).map((h) => h.id)).not.toContain(hero.id);
    expect(await activateHeroImage(db, hero.id)).toBe(false);
    expect(await getActiveHeroImage(db)).toBeNull();
    const [trashed] = await listTrashedMedia(db, 'hero');
    expect(trashed).toMatchObject({ id: hero.id, title: 'kapak resmi', preview: '/media/hero_1_kapak-640.webp' });
    expect(trashed!.purgeAt).toBe(new Date(now.getTime() + MEDIA_TRASH_DAYS * DAY).toISOString());
    expect((await listTrashedMedia(db, 'gallery')).map((g) => g.id)).not.toContain(hero.id);

    expect(await restoreMedia(db, 'hero', hero.id)).toBe(true);
    expect(await restoreMedia(db, 'hero', hero.id)).toBe(false);
    expect(await listTrashedMedia(db, 'hero')).toEqual([]);
    expect((await listHeroImages(db)).find((h) => h.id === hero.id)).toMatchObject({ isActive: false });
    expect(await getActiveHeroImage(db)).toBeNull();
    // Staff make it active again.
    expect(await activateHeroImage(db, hero.id)).toBe(true);
    expect((await getActiveHeroImage(db))?.id).toBe(hero.id);
  });

  it('keeps the other active home page photo when an inactive one is deleted, and purges old trashed ones with their files', async () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const shown = await insertHeroImage(db, { url: '/media/hero_1_shown.webp', filename: 'hero_1_shown.png' });
    const old = await insertHeroImage(db, {
      url: '/media/hero_2_old.webp',
      filename: 'hero_2_old.png',
      variants: [
        { width: 640, format: 'webp', filename: 'hero_2_old-640.webp' },
        { width: 1920, format: 'webp', filename: 'hero_2_old-1920.webp' },
      ],
    });
    const recent = await insertHeroImage(db, { url: '/media/hero_3_recent.webp', filename: 'hero_3_recent.png' });
    await activateHeroImage(db, shown.id);
    await trashMedia(db, 'hero', old.id, new Date(now.getTime() - (MEDIA_TRASH_DAYS + 1) * DAY));
    await trashMedia(db, 'hero', recent.id, new Date(now.getTime() - (MEDIA_TRASH_DAYS - 1) * DAY));
    expect((await getActiveHeroImage(db))?.id).toBe(shown.id);

    const store = recordingStore();
    expect(await purgeTrashedMedia(db, store, now)).toBe(1);
    expect(store.removed.sort()).toEqual(['hero_2_old-1920.webp', 'hero_2_old-640.webp']);
    expect((await listTrashedMedia(db, 'hero')).map((h) => h.id)).toEqual([recent.id]);
    expect(await restoreMedia(db, 'hero', old.id)).toBe(false);
    const listed = (await listHeroImages(db)).map((h) => h.id);
    expect(listed).toContain(shown.id);
    expect(listed).not.toContain(old.id);
    expect(listed).not.toContain(recent.id);
    expect((await getActiveHeroImage(db))?.id).toBe(shown.id);
  });
});

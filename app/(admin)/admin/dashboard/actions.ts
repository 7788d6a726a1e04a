'use server';

import { headers } from 'next/headers';
import { RedirectType, redirect } from 'next/navigation';
import { dashboardHref, listState, parseDashboardQuery, type DashboardQuery } from '@/lib/admin/dashboard';
import { getAuth } from '@/lib/auth/auth';
import { LOGIN_PATH, requireAdmin } from '@/lib/auth/guard';
import { revalidateEverywhere } from '@/lib/cache/revalidate';
import { deleteGalleryImage, updateGalleryImageTitle } from '@/lib/data/gallery-images';
import { activateHeroImage, deleteHeroImage } from '@/lib/data/hero-images';
import { markLeadRead, trashLead } from '@/lib/leads/repository.server';
import { deleteVideo } from '@/lib/data/videos';
import { getDb } from '@/lib/db/kysely';
import { LEAD_KINDS, isLeadKind, type LeadKind } from '@/lib/leads/kinds';
import { removeVariants } from '@/lib/media/images';
import { GALLERY_TITLE_MAX_LENGTH } from '@/lib/media/rules';
import { heroChanged } from '@/lib/hero';
import { fileStore } from '@/lib/storage';

function target(form: FormData) {
  const value = form.get('kind');
  const kind: LeadKind = isLeadKind(value) ? value : 'contact';
  const back = parseDashboardQuery(Object.fromEntries(new URLSearchParams(String(form.get('back') ?? '')).entries()));
  return { kind, id: String(form.get('id') ?? ''), back };
}

/** The list the form was sent from (tab, filter, page): where a new sign-in leads back to. */
function listHref(back: DashboardQuery): string {
  return dashboardHref(listState(back));
}

/** Marks a message read or a quote request reviewed (one-way). */
export async function markReadAction(form: FormData): Promise<void> {
  const { kind, id, back } = target(form);
  await requireAdmin(listHref(back));
  let ok = false;
  try {
    const db = await getDb();
    ok = await markLeadRead(db, kind, id);
  } catch (error) {
    console.error('[admin] mark read failed:', error instanceof Error ? error.message : error);
  }
  const { notices } = LEAD_KINDS[kind];
  const notice = (ok ? notices.markedRead : notices.markReadFailed).id;
  redirect(dashboardHref({ ...listState(back), notice }), RedirectType.replace);
}

/** Moves a message or quote request to "Silinenler" (after the confirmation on the page); the notice offers to undo. */
export async function deleteAction(form: FormData): Promise<void> {
  const { kind, id, back } = target(form);
  const admin = await requireAdmin(listHref(back));
  let ok = false;
  try {
    const db = await getDb();
    ok = await trashLead(db, kind, id, admin);
  } catch (error) {
    console.error('[admin] delete failed:', error instanceof Error ? error.message : error);
  }
  const { notices } = LEAD_KINDS[kind];
  const notice = (ok ? notices.deleted : notices.deleteFailed).id;
  redirect(dashboardHref({ ...listState(back), notice, undo: ok ? `${kind}:${id}` : undefined }), RedirectType.replace);
}

/** Ends the server session and returns to the sign-in page. */
export async function logoutAction(): Promise<void> {
  const auth = await getAuth();
  try {
    await auth.api.signOut({ headers: await headers() });
  } catch (error) {
    console.error('[admin] sign-out failed:', error instanceof Error ? error.message : error);
  }
  redirect(LOGIN_PATH, RedirectType.replace);
}

function mediaTarget(form: FormData) {
  return { id: String(form.get('id') ?? '') };
}

/** Makes one hero image the only active one. */
export async function activateHeroAction(form: FormData): Promise<void> {
  await requireAdmin(dashboardHref({ tab: 'anasayfa' }));
  let ok = false;
  try {
    ok = await activateHeroImage(await getDb(), mediaTarget(form).id);
  } catch (error) {
    console.error('[admin] activate failed:', error instanceof Error ? error.message : error);
  }
  if (ok) {
    heroChanged();
    await revalidateEverywhere('/');
  }
  redirect(dashboardHref({ tab: 'anasayfa', notice: ok ? 'hero-aktif' : 'hero-aktif-degil' }), RedirectType.replace);
}

/** Gives a gallery photo its title (caption and alt text on /galeri); an empty title clears it. */
export async function saveGalleryTitleAction(form: FormData): Promise<void> {
  await requireAdmin();
  const { id } = mediaTarget(form);
  const title = String(form.get('title') ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, GALLERY_TITLE_MAX_LENGTH);
  let ok = false;
  try {
    ok = await updateGalleryImageTitle(await getDb(), id, title);
  } catch (error) {
    console.error('[admin] title save failed:', error instanceof Error ? error.message : error);
  }
  if (ok) await revalidateEverywhere('/galeri');
  redirect(
    dashboardHref({ tab: 'galeri', notice: ok ? 'baslik-kaydedildi' : 'baslik-kaydedilemedi' }),
    RedirectType.replace,
  );
}

/** Deletes a hero or gallery image (after the confirmation on the page): the row, then its files (a failed file removal is only logged). */
export async function deleteImageAction(form: FormData): Promise<void> {
  const hero = form.get('kind') === 'hero';
  await requireAdmin(dashboardHref({ tab: hero ? 'anasayfa' : 'galeri' }));
  let ok = false;
  try {
    const db = await getDb();
    const row = hero
      ? await deleteHeroImage(db, mediaTarget(form).id)
      : await deleteGalleryImage(db, mediaTarget(form).id);
    if (row) {
      await removeVariants(fileStore(), row.variants);
      ok = true;
    }
  } catch (error) {
    console.error('[admin] image delete failed:', error instanceof Error ? error.message : error);
  }
  if (hero) heroChanged();
  await revalidateEverywhere(hero ? '/' : '/galeri');
  redirect(
    dashboardHref({ tab: hero ? 'anasayfa' : 'galeri', notice: ok ? 'gorsel-silindi' : 'gorsel-silinemedi' }),
    RedirectType.replace,
  );
}

/** Deletes a video and its poster (after the confirmation on the page). */
export async function deleteVideoAction(form: FormData): Promise<void> {
  await requireAdmin(dashboardHref({ tab: 'video' }));
  let ok = false;
  try {
    const row = await deleteVideo(await getDb(), mediaTarget(form).id);
    if (row) {
      await removeVariants(fileStore(), [], [row.filename, ...(row.thumbnailFilename ? [row.thumbnailFilename] : [])]);
      ok = true;
    }
  } catch (error) {
    console.error('[admin] video delete failed:', error instanceof Error ? error.message : error);
  }
  await revalidateEverywhere('/video-galeri');
  redirect(dashboardHref({ tab: 'video', notice: ok ? 'video-silindi' : 'video-silinemedi' }), RedirectType.replace);
}

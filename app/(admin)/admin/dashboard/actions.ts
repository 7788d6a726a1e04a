'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { RedirectType, redirect } from 'next/navigation';
import { dashboardHref, parseDashboardQuery, type InboxKind } from '@/lib/admin/dashboard';
import { getAuth } from '@/lib/auth/auth';
import { LOGIN_PATH, requireAdmin } from '@/lib/auth/guard';
import { deleteContactMessage, markContactMessageRead } from '@/lib/data/contact-messages';
import { deleteGalleryImage } from '@/lib/data/gallery-images';
import { activateHeroImage, deleteHeroImage } from '@/lib/data/hero-images';
import { deleteQuoteRequest, markQuoteRequestRead } from '@/lib/data/quote-requests';
import { deleteVideo } from '@/lib/data/videos';
import { getDb } from '@/lib/db/kysely';
import { removeVariants } from '@/lib/media/images';
import { fileStore } from '@/lib/storage';

function target(form: FormData) {
  const kind: InboxKind = form.get('kind') === 'quote' ? 'quote' : 'contact';
  const back = parseDashboardQuery(Object.fromEntries(new URLSearchParams(String(form.get('back') ?? '')).entries()));
  return { kind, id: String(form.get('id') ?? ''), back };
}

/** Marks a message read or a quote request reviewed (one-way). */
export async function markReadAction(form: FormData): Promise<void> {
  await requireAdmin();
  const { kind, id, back } = target(form);
  let ok = false;
  try {
    const db = await getDb();
    ok = kind === 'quote' ? await markQuoteRequestRead(db, id) : await markContactMessageRead(db, id);
  } catch (error) {
    console.error('[admin] mark read failed:', error instanceof Error ? error.message : error);
  }
  const notice = kind === 'quote' ? (ok ? 'teklif-incelendi' : 'teklif-isaretlenemedi') : ok ? 'mesaj-okundu' : 'mesaj-isaretlenemedi';
  redirect(dashboardHref({ tab: back.tab, filter: back.filter.id, page: back.page, notice }), RedirectType.replace);
}

/** Deletes a message or quote request (after the confirmation on the page). */
export async function deleteAction(form: FormData): Promise<void> {
  await requireAdmin();
  const { kind, id, back } = target(form);
  let ok = false;
  try {
    const db = await getDb();
    ok = kind === 'quote' ? await deleteQuoteRequest(db, id) : await deleteContactMessage(db, id);
  } catch (error) {
    console.error('[admin] delete failed:', error instanceof Error ? error.message : error);
  }
  const notice = kind === 'quote' ? (ok ? 'teklif-silindi' : 'teklif-silinemedi') : ok ? 'mesaj-silindi' : 'mesaj-silinemedi';
  redirect(dashboardHref({ tab: back.tab, filter: back.filter.id, page: back.page, notice }), RedirectType.replace);
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
  await requireAdmin();
  let ok = false;
  try {
    ok = await activateHeroImage(await getDb(), mediaTarget(form).id);
  } catch (error) {
    console.error('[admin] activate failed:', error instanceof Error ? error.message : error);
  }
  if (ok) revalidatePath('/');
  redirect(dashboardHref({ tab: 'anasayfa', notice: ok ? 'hero-aktif' : 'hero-aktif-degil' }), RedirectType.replace);
}

/** Deletes a hero or gallery image: the row, then its files (a failed file removal is only logged). */
export async function deleteImageAction(form: FormData): Promise<void> {
  await requireAdmin();
  const hero = form.get('kind') === 'hero';
  let ok = false;
  try {
    const db = await getDb();
    const row = hero ? await deleteHeroImage(db, mediaTarget(form).id) : await deleteGalleryImage(db, mediaTarget(form).id);
    if (row) {
      await removeVariants(fileStore(), row.variants);
      ok = true;
    }
  } catch (error) {
    console.error('[admin] image delete failed:', error instanceof Error ? error.message : error);
  }
  revalidatePath(hero ? '/' : '/galeri');
  redirect(dashboardHref({ tab: hero ? 'anasayfa' : 'galeri', notice: ok ? 'gorsel-silindi' : 'gorsel-silinemedi' }), RedirectType.replace);
}

export async function deleteVideoAction(form: FormData): Promise<void> {
  await requireAdmin();
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
  revalidatePath('/video-galeri');
  redirect(dashboardHref({ tab: 'video', notice: ok ? 'video-silindi' : 'video-silinemedi' }), RedirectType.replace);
}

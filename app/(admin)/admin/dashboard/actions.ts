'use server';

import { ACTION_NEEDS } from '@/lib/auth/permissions';
import { headers } from 'next/headers';
import { z } from 'zod';
import { dashboardHref, listState, parseDashboardQuery, type ListState } from '@/lib/admin/dashboard';
import { staffAction, type FormFields } from '@/lib/admin/staff-action.server';
import { getAuth } from '@/lib/auth/auth.server';
import { LOGIN_PATH } from '@/lib/auth/guard.server';
import { revalidateEverywhere } from '@/lib/cache/revalidate.server';
import { updateGalleryImageTitle } from '@/lib/data/gallery-images.server';
import { activateHeroImage } from '@/lib/data/hero-images.server';
import { markLeadRead, trashLead } from '@/lib/leads/index.server';
import { restoreMedia, trashMedia } from '@/lib/data/media-trash.server';
import { getDb } from '@/lib/db/kysely.server';
import { LEAD_KINDS, LEAD_KIND_IDS, isLeadKind, type LeadKind } from '@/lib/leads';
import { GALLERY_TITLE_MAX_LENGTH } from '@/lib/media';
import { heroChanged } from '@/lib/hero.server';
import { idField, oneOf, returnField, textField } from '@/lib/validation/form-fields';

// Staff actions of the dashboard's lists (inbox cards, media tabs) and the sign-out
// button; each is one piece of work in the shape of lib/admin/staff-action.server.ts.

const FAILED = 'islem-basarisiz';

/** An inbox card's form: the lead, and the list it was sent from (tab, filter, page) as a query string. */
const inboxCard = z.object({ kind: oneOf(LEAD_KIND_IDS), id: idField(), back: returnField(2000) });

/** The list a query string describes: where the action returns, and where a new sign-in leads back to. */
function listOf(query: string | undefined): ListState {
  return listState(parseDashboardQuery(Object.fromEntries(new URLSearchParams(query ?? '').entries())));
}

/** A refused inbox card returns to its list with the kind's failure notice, or the general one for an unknown kind. */
function refusedCard(failure: (kind: LeadKind) => string) {
  return (fields: FormFields) =>
    dashboardHref({ ...listOf(fields.back), notice: isLeadKind(fields.kind) ? failure(fields.kind) : FAILED });
}

/** Marks a message read or a quote request reviewed (one-way). */
export const markReadAction = staffAction({
  name: 'mark read',
  role: ACTION_NEEDS.markReadAction,
  form: inboxCard,
  signInReturn: (fields) => dashboardHref(listOf(fields.back)),
  work: async ({ kind, id }) => markLeadRead(await getDb(), kind, id),
  done: ({ kind, back }, ok) => {
    const { notices } = LEAD_KINDS[kind];
    return dashboardHref({ ...listOf(back), notice: (ok ? notices.markedRead : notices.markReadFailed).id });
  },
  refused: refusedCard((kind) => LEAD_KINDS[kind].notices.markReadFailed.id),
});

/** Moves a message or quote request to "Silinenler" (after the confirmation on the page); the notice offers to undo. */
export const deleteAction = staffAction({
  name: 'delete',
  role: ACTION_NEEDS.deleteAction,
  form: inboxCard,
  signInReturn: (fields) => dashboardHref(listOf(fields.back)),
  work: async ({ kind, id }, staff) => trashLead(await getDb(), kind, id, staff),
  done: ({ kind, id, back }, ok) => {
    const { notices } = LEAD_KINDS[kind];
    const notice = (ok ? notices.deleted : notices.deleteFailed).id;
    return dashboardHref({ ...listOf(back), notice, undo: ok ? `${kind}:${id}` : undefined });
  },
  refused: refusedCard((kind) => LEAD_KINDS[kind].notices.deleteFailed.id),
});

/** Ends the server session and returns to the sign-in page (also when signing out failed). */
export const logoutAction = staffAction({
  name: 'sign-out',
  role: ACTION_NEEDS.logoutAction,
  form: z.object({}),
  signInReturn: () => undefined,
  work: async () => {
    const auth = await getAuth();
    await auth.api.signOut({ headers: await headers() });
    return true;
  },
  done: () => LOGIN_PATH,
  refused: () => LOGIN_PATH,
});

/** Makes one hero image the only active one. */
export const activateHeroAction = staffAction({
  name: 'activate',
  role: ACTION_NEEDS.activateHeroAction,
  form: z.object({ id: idField() }),
  signInReturn: () => dashboardHref({ tab: 'anasayfa' }),
  work: async ({ id }) => {
    const ok = await activateHeroImage(await getDb(), id);
    if (ok) {
      heroChanged();
      await revalidateEverywhere('/');
    }
    return ok;
  },
  done: (_input, ok) => dashboardHref({ tab: 'anasayfa', notice: ok ? 'hero-aktif' : 'hero-aktif-degil' }),
  refused: () => dashboardHref({ tab: 'anasayfa', notice: 'hero-aktif-degil' }),
});

/** Gives a gallery photo its title (caption and alt text on /galeri); an empty title clears it. */
export const saveGalleryTitleAction = staffAction({
  name: 'title save',
  role: ACTION_NEEDS.saveGalleryTitleAction,
  form: z.object({ id: idField(), title: textField({ max: GALLERY_TITLE_MAX_LENGTH, singleLine: true }) }),
  signInReturn: () => dashboardHref({ tab: 'galeri' }),
  work: async ({ id, title }) => {
    const ok = await updateGalleryImageTitle(await getDb(), id, title);
    if (ok) await revalidateEverywhere('/galeri');
    return ok;
  },
  done: (_input, ok) => dashboardHref({ tab: 'galeri', notice: ok ? 'baslik-kaydedildi' : 'baslik-kaydedilemedi' }),
  refused: () => dashboardHref({ tab: 'galeri', notice: 'baslik-kaydedilemedi' }),
});

/** The media tab of a hero or gallery image. */
const imageTab = (kind: string | undefined) => (kind === 'hero' ? 'anasayfa' : 'galeri');

/**
 * Deletes a hero or gallery image (after the confirmation on the page): to the trash, from where
 * staff bring it back for MEDIA_TRASH_DAYS days; then it is purged with its files. A hero leaves
 * the home page (the default image shows when it was the active one).
 */
export const deleteImageAction = staffAction({
  name: 'image delete',
  role: ACTION_NEEDS.deleteImageAction,
  form: z.object({ kind: oneOf(['hero', 'gallery'] as const), id: idField() }),
  signInReturn: (fields) => dashboardHref({ tab: imageTab(fields.kind) }),
  work: async ({ kind, id }) => {
    try {
      return await trashMedia(await getDb(), kind, id);
    } finally {
      // Also after a failure: the row may have been moved.
      if (kind === 'hero') heroChanged();
      await revalidateEverywhere(kind === 'hero' ? '/' : '/galeri');
    }
  },
  done: ({ kind }, ok) =>
    dashboardHref({
      tab: imageTab(kind),
      notice: ok ? (kind === 'gallery' ? 'gorsel-cope' : 'hero-cope') : 'gorsel-silinemedi',
    }),
  refused: (fields) => dashboardHref({ tab: imageTab(fields.kind), notice: 'gorsel-silinemedi' }),
});

/** Deletes a video and its poster (after the confirmation on the page). */
export const deleteVideoAction = staffAction({
  name: 'video delete',
  role: ACTION_NEEDS.deleteVideoAction,
  form: z.object({ id: idField() }),
  signInReturn: () => dashboardHref({ tab: 'video' }),
  work: async ({ id }) => {
    try {
      // To the trash: undo for MEDIA_TRASH_DAYS days, then purged with its files.
      return await trashMedia(await getDb(), 'video', id);
    } finally {
      await revalidateEverywhere('/video-galeri');
    }
  },
  done: (_input, ok) => dashboardHref({ tab: 'video', notice: ok ? 'video-cope' : 'video-silinemedi' }),
  refused: () => dashboardHref({ tab: 'video', notice: 'video-silinemedi' }),
});

/** The media tab of a trashable medium. */
const mediaTab = (kind: string | undefined) => (kind === 'video' ? 'video' : imageTab(kind));

/**
 * Brings a home page photo, gallery photo or video back from the trash. A home page photo
 * comes back inactive (the home page does not change): staff make it active again.
 */
export const restoreMediaAction = staffAction({
  name: 'media restore',
  role: ACTION_NEEDS.restoreMediaAction,
  form: z.object({ kind: oneOf(['hero', 'gallery', 'video'] as const), id: idField() }),
  signInReturn: (fields) => dashboardHref({ tab: mediaTab(fields.kind) }),
  work: async ({ kind, id }) => {
    try {
      return await restoreMedia(await getDb(), kind, id);
    } finally {
      if (kind !== 'hero') await revalidateEverywhere(kind === 'video' ? '/video-galeri' : '/galeri');
    }
  },
  done: ({ kind }, ok) =>
    dashboardHref({
      tab: mediaTab(kind),
      notice: ok ? (kind === 'hero' ? 'hero-geri-alindi' : 'medya-geri-alindi') : FAILED,
    }),
  refused: (fields) => dashboardHref({ tab: mediaTab(fields.kind), notice: FAILED }),
});

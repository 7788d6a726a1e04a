'use server';

import { headers } from 'next/headers';
import { RedirectType, redirect } from 'next/navigation';
import { dashboardHref, parseDashboardQuery, type InboxKind } from '@/lib/admin/dashboard';
import { getAuth } from '@/lib/auth/auth';
import { LOGIN_PATH, requireAdmin } from '@/lib/auth/guard';
import { deleteContactMessage, markContactMessageRead } from '@/lib/data/contact-messages';
import { deleteQuoteRequest, markQuoteRequestRead } from '@/lib/data/quote-requests';
import { getDb } from '@/lib/db/kysely';

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

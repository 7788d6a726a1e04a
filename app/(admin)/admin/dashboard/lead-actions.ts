'use server';

import { RedirectType, redirect } from 'next/navigation';
import { dashboardHref, parseDashboardQuery, listState } from '@/lib/admin/dashboard';
import { leadHref } from '@/lib/admin/paths';
import { requireAdmin } from '@/lib/auth/guard';
import {
  addLeadNote,
  restoreLead,
  setLeadFollowUp,
  setLeadStatus,
  trashLead,
  type StatusChange,
} from '@/lib/leads/repository.server';
import { getDb } from '@/lib/db/kysely';
import { LEAD_KINDS, isLeadKind, type LeadKind } from '@/lib/leads/kinds';
import { istanbulLocalToDate, isLeadStatus, isLostReason } from '@/lib/leads/pipeline';

// Staff actions on one lead, posted by plain forms of the lead page (and the
// inbox cards): each checks the session, writes the change with its audit
// entry, and returns to the page with a one-line notice.

function target(form: FormData) {
  const value = form.get('kind');
  const kind: LeadKind = isLeadKind(value) ? value : 'contact';
  const id = String(form.get('id') ?? '');
  /** The list the lead page was opened from (its query string), kept through every action. */
  const list = String(form.get('liste') ?? '').slice(0, 500);
  return { kind, id, list };
}

function back(kind: LeadKind, id: string, list: string, notice: string): string {
  return leadHref(kind, id, { bildirim: notice, ...(list ? { liste: list } : {}) });
}

async function run(label: string, work: () => Promise<boolean>): Promise<boolean> {
  try {
    return await work();
  } catch (error) {
    console.error(`[admin] ${label} failed:`, error instanceof Error ? error.message : error);
    return false;
  }
}

/** Sets the status; "Kaybedildi" only with a reason from the list. */
export async function setStatusAction(form: FormData): Promise<void> {
  const { kind, id, list } = target(form);
  const admin = await requireAdmin(leadHref(kind, id));
  const status = form.get('status');
  const reason = form.get('lostReason');
  let notice = 'islem-basarisiz';
  if (status === 'kaybedildi' && !isLostReason(reason)) notice = 'kayip-nedeni-gerekli';
  else if (isLeadStatus(status)) {
    const change: StatusChange =
      status === 'kaybedildi' && isLostReason(reason)
        ? { status, lostReason: reason }
        : { status: status as Exclude<typeof status, 'kaybedildi'> };
    const ok = await run('status', async () => setLeadStatus(await getDb(), kind, id, change, admin));
    if (ok) notice = 'durum-kaydedildi';
  }
  redirect(back(kind, id, list, notice), RedirectType.replace);
}

export async function addNoteAction(form: FormData): Promise<void> {
  const { kind, id, list } = target(form);
  const admin = await requireAdmin(leadHref(kind, id));
  const body = String(form.get('note') ?? '');
  let notice = 'not-bos';
  if (body.trim()) {
    const ok = await run('note', async () => addLeadNote(await getDb(), kind, id, body, admin));
    notice = ok ? 'not-eklendi' : 'islem-basarisiz';
  }
  redirect(back(kind, id, list, notice), RedirectType.replace);
}

/** Sets the next follow-up (Istanbul date and time), or clears it with `clear`. */
export async function setFollowUpAction(form: FormData): Promise<void> {
  const { kind, id, list } = target(form);
  const admin = await requireAdmin(leadHref(kind, id));
  const clear = form.get('clear') === '1';
  const at = clear ? null : istanbulLocalToDate(String(form.get('followUp') ?? ''));
  let notice = 'takip-gecersiz';
  if (clear || at) {
    const ok = await run('follow-up', async () => setLeadFollowUp(await getDb(), kind, id, at, admin));
    notice = ok ? (clear ? 'takip-kaldirildi' : 'takip-kaydedildi') : 'islem-basarisiz';
  }
  redirect(back(kind, id, list, notice), RedirectType.replace);
}

/** Moves the lead to "Silinenler" and returns to the list it was opened from, offering to undo. */
export async function trashLeadAction(form: FormData): Promise<void> {
  const { kind, id, list } = target(form);
  const admin = await requireAdmin(leadHref(kind, id));
  const ok = await run('delete', async () => trashLead(await getDb(), kind, id, admin));
  const { notices } = LEAD_KINDS[kind];
  const state = listState(parseDashboardQuery(Object.fromEntries(new URLSearchParams(list).entries())));
  if (!list) state.tab = LEAD_KINDS[kind].tab;
  redirect(
    dashboardHref({
      ...state,
      notice: (ok ? notices.deleted : notices.deleteFailed).id,
      undo: ok ? `${kind}:${id}` : undefined,
    }),
    RedirectType.replace,
  );
}

/** Brings a lead back from "Silinenler"; from a list it returns to that list, from the lead page to the page. */
export async function restoreLeadAction(form: FormData): Promise<void> {
  const { kind, id, list } = target(form);
  const admin = await requireAdmin(leadHref(kind, id));
  const ok = await run('restore', async () => restoreLead(await getDb(), kind, id, admin));
  const notice = ok ? 'talep-geri-alindi' : 'talep-geri-alinamadi';
  if (form.get('to') === 'list') {
    const state = listState(parseDashboardQuery(Object.fromEntries(new URLSearchParams(list).entries())));
    redirect(dashboardHref({ ...state, notice }), RedirectType.replace);
  }
  redirect(back(kind, id, list, notice), RedirectType.replace);
}

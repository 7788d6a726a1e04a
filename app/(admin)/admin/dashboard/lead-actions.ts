'use server';

import { ACTION_NEEDS } from '@/lib/auth/permissions';
import { z } from 'zod';
import { dashboardHref, parseDashboardQuery, listState, type ListState } from '@/lib/admin/dashboard';
import { leadHref } from '@/lib/admin/paths';
import { staffAction, type FormFields } from '@/lib/admin/staff-action.server';
import {
  NOTE_MAX_LENGTH,
  addLeadNote,
  getLead,
  restoreLead,
  setLeadFollowUp,
  setLeadStatus,
  trashLead,
  type StatusChange,
  CUSTOMER_LINK_COOKIE,
  issueLeadLink,
  revokeLeadLinks,
} from '@/lib/leads/index.server';
import { cookies } from 'next/headers';
import { assignLead, isAssignedWork } from '@/lib/team/index.server';
import { env } from '@/lib/env';
import { getDb } from '@/lib/db/kysely.server';
import { configuredOutbox, triggerDelivery, enqueueLeadNotification } from '@/lib/outbox/index.server';
import { LEAD_KINDS, LEAD_KIND_IDS, isLeadKind, type LeadKind, LEAD_STATUSES, LOST_REASONS } from '@/lib/leads';
import { flagField, idField, istanbulDateTimeField, oneOf, returnField, textField } from '@/lib/validation/form-fields';

// Staff actions on one lead, posted by plain forms of the lead page (and the inbox
// cards), in the shape of lib/admin/staff-action.server.ts: each writes the change with its
// audit entry and returns to the page with a one-line notice.

const FAILED = 'islem-basarisiz';

/** Every lead form names the lead and the list the lead page was opened from (its query string). */
const lead = { kind: oneOf(LEAD_KIND_IDS), id: idField(), liste: returnField(500) };

interface Target {
  kind: LeadKind;
  id: string;
  liste: string;
}

/** The lead page with a notice, keeping the list it was opened from. */
function back({ kind, id, liste }: Target, notice: string): string {
  return leadHref(kind, id, { bildirim: notice, ...(liste ? { liste } : {}) });
}

function listOf(query: string): ListState {
  return listState(parseDashboardQuery(Object.fromEntries(new URLSearchParams(query).entries())));
}

/** Where sign-in leads back to: the lead page, or the list when the form names no known lead kind. */
function signInReturn(fields: FormFields): string {
  return isLeadKind(fields.kind) ? leadHref(fields.kind, fields.id ?? '') : dashboardHref(listOf(fields.liste ?? ''));
}

/**
 * Where a refused form lands: the lead page with `notice`; when the lead itself is not
 * known (unknown kind, malformed id), the list it was opened from with `unknownLead`.
 */
function refusedAt(fields: FormFields, failed: ReadonlySet<string>, notice: string, unknownLead = FAILED): string {
  const liste = (fields.liste ?? '').slice(0, 500);
  if (!isLeadKind(fields.kind) || failed.has('kind') || failed.has('id')) {
    return dashboardHref({ ...listOf(liste), notice: unknownLead });
  }
  return back({ kind: fields.kind, id: fields.id ?? '', liste }, notice);
}

const statusForm = z
  .object({
    ...lead,
    status: oneOf(LEAD_STATUSES.map((s) => s.id)),
    lostReason: z.union([oneOf(LOST_REASONS.map((r) => r.id)), z.literal('')]).optional(),
  })
  .transform(({ status, lostReason, ...target }, ctx) => {
    if (status !== 'kaybedildi') return { ...target, change: { status } satisfies StatusChange };
    if (!lostReason) {
      ctx.addIssue({ code: 'custom', path: ['lostReason'], message: 'Kaybedildi için bir neden seçin.' });
      return z.NEVER;
    }
    return { ...target, change: { status, lostReason } satisfies StatusChange };
  });

/** Sets the status; "Kaybedildi" only with a reason from the list. */
export const setStatusAction = staffAction({
  name: 'status',
  role: ACTION_NEEDS.setStatusAction,
  form: statusForm,
  signInReturn,
  work: async ({ kind, id, change }, staff) => setLeadStatus(await getDb(), kind, id, change, staff),
  done: (input, ok) => back(input, ok ? 'durum-kaydedildi' : FAILED),
  refused: (fields, failed) =>
    refusedAt(
      fields,
      failed,
      fields.status === 'kaybedildi' && failed.has('lostReason') && !failed.has('status')
        ? 'kayip-nedeni-gerekli'
        : FAILED,
    ),
});

export const addNoteAction = staffAction({
  name: 'note',
  role: ACTION_NEEDS.addNoteAction,
  form: z.object({ ...lead, note: textField({ max: NOTE_MAX_LENGTH, required: true }) }),
  signInReturn,
  work: async ({ kind, id, note }, staff) => {
    const db = await getDb();
    // Saha staff write notes only on the leads of the surveys and moves assigned to them.
    if (staff.assignedOnly && !(await isAssignedWork(db, staff.userId, id))) return false;
    return addLeadNote(db, kind, id, note, staff);
  },
  done: (input, ok) => back(input, ok ? 'not-eklendi' : FAILED),
  // Empty is "Not boş olamaz."; longer than the field allows comes only from a crafted request.
  refused: (fields, failed) => refusedAt(fields, failed, (fields.note ?? '').trim() ? FAILED : 'not-bos'),
});

const followUpForm = z
  .object({ ...lead, clear: flagField(), followUp: istanbulDateTimeField().optional() })
  .transform(({ clear, followUp, ...target }, ctx) => {
    if (clear) return { ...target, clear, at: null };
    if (!followUp) {
      ctx.addIssue({ code: 'custom', path: ['followUp'], message: 'Geçerli bir tarih ve saat girin.' });
      return z.NEVER;
    }
    return { ...target, clear, at: followUp };
  });

/** Sets the next follow-up (Istanbul date and time), or clears it with `clear`. */
export const setFollowUpAction = staffAction({
  name: 'follow-up',
  role: ACTION_NEEDS.setFollowUpAction,
  form: followUpForm,
  signInReturn,
  work: async ({ kind, id, at }, staff) => setLeadFollowUp(await getDb(), kind, id, at, staff),
  done: (input, ok) => back(input, ok ? (input.clear ? 'takip-kaldirildi' : 'takip-kaydedildi') : FAILED),
  refused: (fields, failed) => refusedAt(fields, failed, 'takip-gecersiz'),
});

/** The list a lead goes back to after "Sil": the one it was opened from, else its kind's tab. */
function trashedList(kind: LeadKind, liste: string): ListState {
  const state = listOf(liste);
  if (!liste) state.tab = LEAD_KINDS[kind].tab;
  return state;
}

/** Moves the lead to "Silinenler" and returns to the list it was opened from, offering to undo. */
export const trashLeadAction = staffAction({
  name: 'delete',
  role: ACTION_NEEDS.trashLeadAction,
  form: z.object(lead),
  signInReturn,
  work: async ({ kind, id }, staff) => trashLead(await getDb(), kind, id, staff),
  done: ({ kind, id, liste }, ok) => {
    const { notices } = LEAD_KINDS[kind];
    return dashboardHref({
      ...trashedList(kind, liste),
      notice: (ok ? notices.deleted : notices.deleteFailed).id,
      undo: ok ? `${kind}:${id}` : undefined,
    });
  },
  refused: (fields) => {
    const liste = (fields.liste ?? '').slice(0, 500);
    if (!isLeadKind(fields.kind)) return dashboardHref({ ...listOf(liste), notice: FAILED });
    const notice = LEAD_KINDS[fields.kind].notices.deleteFailed.id;
    return dashboardHref({ ...trashedList(fields.kind, liste), notice });
  },
});

const RESTORED = 'talep-geri-alindi';
const NOT_RESTORED = 'talep-geri-alinamadi';

/** Brings a lead back from "Silinenler"; from a list it returns to that list, from the lead page to the page. */
export const restoreLeadAction = staffAction({
  name: 'restore',
  role: ACTION_NEEDS.restoreLeadAction,
  form: z.object({ ...lead, to: oneOf(['list'] as const).optional() }),
  signInReturn,
  work: async ({ kind, id }, staff) => restoreLead(await getDb(), kind, id, staff),
  done: (input, ok) => {
    const notice = ok ? RESTORED : NOT_RESTORED;
    return input.to === 'list' ? dashboardHref({ ...listOf(input.liste), notice }) : back(input, notice);
  },
  refused: (fields, failed) =>
    fields.to === 'list'
      ? dashboardHref({ ...listOf((fields.liste ?? '').slice(0, 500)), notice: NOT_RESTORED })
      : refusedAt(fields, failed, NOT_RESTORED, NOT_RESTORED),
});

// The customer's page (/talep/{token}): staff hand out a new link (shown once on the lead
// page, for copying or WhatsApp), have one e-mailed through the outbox, or revoke them all.

/** A new link to the customer's page, handed to the lead page once in a short-lived cookie. */
export const issueCustomerLinkAction = staffAction({
  name: 'customer-link',
  role: ACTION_NEEDS.issueCustomerLinkAction,
  form: z.object(lead),
  signInReturn,
  work: async ({ kind, id }, staff) => {
    const db = await getDb();
    if (!(await getLead(db, kind, id))) return false;
    const token = await issueLeadLink(db, id, 'staff', { by: staff.email });
    (await cookies()).set(CUSTOMER_LINK_COOKIE.name, `${id}.${token}`, CUSTOMER_LINK_COOKIE.options(env().SITE_URL));
    return true;
  },
  done: (input, ok) => back(input, ok ? 'baglanti-olusturuldu' : FAILED),
  refused: (fields, failed) => refusedAt(fields, failed, FAILED),
});

/**
 * Queues an e-mail with a new link to the customer's page (the link is made when it is sent).
 * The lead page offers it only for a lead with an e-mail address while e-mail is set up.
 */
export const emailCustomerLinkAction = staffAction({
  name: 'customer-link-email',
  role: ACTION_NEEDS.emailCustomerLinkAction,
  form: z.object(lead),
  signInReturn,
  work: async ({ kind, id }) => {
    const db = await getDb();
    if (!(await getLead(db, kind, id))?.email || !configuredOutbox()) return false;
    await enqueueLeadNotification(db, kind, id, new Date(), 'customer-link');
    triggerDelivery();
    return true;
  },
  done: (input, ok) => back(input, ok ? 'baglanti-gonderildi' : FAILED),
  refused: (fields, failed) => refusedAt(fields, failed, FAILED),
});

/** Revokes every link to the customer's page; a new one can be made after. */
export const revokeCustomerLinksAction = staffAction({
  name: 'customer-link-revoke',
  role: ACTION_NEEDS.revokeCustomerLinksAction,
  form: z.object(lead),
  signInReturn,
  work: async ({ kind, id }) => {
    const db = await getDb();
    if (!(await getLead(db, kind, id))) return false;
    await revokeLeadLinks(db, id);
    return true;
  },
  done: (input, ok) => back(input, ok ? 'baglantilar-iptal' : FAILED),
  refused: (fields, failed) => refusedAt(fields, failed, FAILED),
});

/** Gives the lead to a manager or ofis person, or to nobody (an empty `to`); logged with the new owner's name. */
export const assignLeadAction = staffAction({
  name: 'assign',
  role: ACTION_NEEDS.assignLeadAction,
  form: z.object({ ...lead, to: z.union([idField(), z.literal('')]) }),
  signInReturn,
  work: async ({ id, to }, staff) => assignLead(await getDb(), id, to || null, staff),
  done: (input, ok) => back(input, ok ? 'sorumlu-kaydedildi' : FAILED),
  refused: (fields, failed) => refusedAt(fields, failed, FAILED),
});

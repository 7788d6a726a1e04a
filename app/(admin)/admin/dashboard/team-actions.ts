'use server';

import { z } from 'zod';
import { dashboardHref } from '@/lib/admin/dashboard';
import { staffAction } from '@/lib/admin/staff-action.server';
import { getAuth } from '@/lib/auth/auth.server';
import { ACTION_NEEDS, ROLES } from '@/lib/auth/permissions';
import { getDb } from '@/lib/db/kysely.server';
import { getSite } from '@/lib/settings/index.server';
import {
  invite,
  removeAccount,
  resendInvitation,
  setDisabled,
  setRole,
  setOnDuty,
  inviteMail,
  sendStaffMail,
} from '@/lib/team/index.server';
import { flagField, idField, oneOf, textField } from '@/lib/validation/form-fields';

// The "Ekip" tab's actions (managers only, lib/auth/permissions.ts) and the on-duty switch.

const TEAM = dashboardHref({ tab: 'ekip' });
const team = (notice: string) => dashboardHref({ tab: 'ekip', notice });
const signInReturn = () => TEAM;

/** The notice of a change that must never leave the team without a manager. */
const changeNotice = (result: string | undefined) =>
  result === 'done' ? 'ekip-kaydedildi' : result === 'last-manager' ? 'ekip-son-yonetici' : 'islem-basarisiz';

/** Invites a person: the account (no password yet) and a one-time link by e-mail, valid 72 hours. */
export const inviteStaffAction = staffAction({
  name: 'invite',
  role: ACTION_NEEDS.inviteStaffAction,
  form: z.object({
    email: textField({ max: 200, required: true, singleLine: true }),
    name: textField({ max: 80, required: true, singleLine: true }),
    role: oneOf(ROLES),
  }),
  signInReturn,
  work: async ({ email, name, role }, staff) => {
    const db = await getDb();
    const result = await invite(await getAuth(), db, { email, name, role, invitedBy: staff.userId });
    if (!result.ok) return { ok: false, detail: result.reason === 'exists' ? 'davet-var' : 'davet-eposta-gecersiz' };
    const sent = await sendStaffMail(
      inviteMail(email.trim().toLowerCase(), name, role, result.token, (await getSite()).name),
    );
    return { ok: true, detail: sent ? 'davet-gonderildi' : 'davet-gonderilemedi' };
  },
  done: (_input, _ok, detail) => team(detail ?? 'islem-basarisiz'),
  refused: () => team('davet-eposta-gecersiz'),
});

const person = { user: idField() };

/** Sends an invitation again (a new link valid 72 hours; the earlier one stops working). */
export const resendInvitationAction = staffAction({
  name: 'invite again',
  role: ACTION_NEEDS.resendInvitationAction,
  form: z.object(person),
  signInReturn,
  work: async ({ user }, staff) => {
    const result = await resendInvitation(await getDb(), user, staff.userId);
    if (!result.ok) return { ok: false, detail: 'davet-gerekmiyor' };
    const sent = await sendStaffMail(
      inviteMail(result.email, result.name, result.role, result.token, (await getSite()).name),
    );
    return { ok: true, detail: sent ? 'davet-yeniden-gonderildi' : 'davet-yeniden-gonderilemedi' };
  },
  done: (_input, _ok, detail) => team(detail ?? 'islem-basarisiz'),
  refused: () => team('islem-basarisiz'),
});

export const setStaffRoleAction = staffAction({
  name: 'team role',
  role: ACTION_NEEDS.setStaffRoleAction,
  form: z.object({ ...person, role: oneOf(ROLES) }),
  signInReturn,
  work: async ({ user, role }) => {
    const result = await setRole(await getDb(), user, role);
    return { ok: result === 'done', detail: result };
  },
  done: (_input, _ok, detail) => team(changeNotice(detail)),
  refused: () => team('islem-basarisiz'),
});

/** Disables (sessions end at once) or enables an account; `disabled` "1" disables. */
export const setStaffDisabledAction = staffAction({
  name: 'team disable',
  role: ACTION_NEEDS.setStaffDisabledAction,
  form: z.object({ ...person, disabled: flagField() }),
  signInReturn,
  work: async ({ user, disabled }) => {
    const result = await setDisabled(await getDb(), user, disabled);
    return { ok: result === 'done', detail: result };
  },
  done: (_input, _ok, detail) => team(changeNotice(detail)),
  refused: () => team('islem-basarisiz'),
});

/** Removes an account after the confirmation on the tab; its leads become unassigned. */
export const removeStaffAction = staffAction({
  name: 'team remove',
  role: ACTION_NEEDS.removeStaffAction,
  form: z.object(person),
  signInReturn,
  work: async ({ user }) => {
    const result = await removeAccount(await getDb(), user);
    return { ok: result === 'done', detail: result };
  },
  done: (_input, _ok, detail) => team(detail === 'done' ? 'hesap-silindi' : changeNotice(detail)),
  refused: () => team('islem-basarisiz'),
});

/** A manager sets someone's on-duty switch (new leads go round-robin to the ofis staff on duty). */
export const setStaffDutyAction = staffAction({
  name: 'team duty',
  role: ACTION_NEEDS.setStaffDutyAction,
  form: z.object({ ...person, onDuty: flagField() }),
  signInReturn,
  work: async ({ user, onDuty }) => setOnDuty(await getDb(), user, onDuty),
  done: (_input, ok) => team(ok ? 'ekip-kaydedildi' : 'islem-basarisiz'),
  refused: () => team('islem-basarisiz'),
});

/** The staff member's own on-duty switch ("Benim taleplerim"). */
export const setOwnDutyAction = staffAction({
  name: 'own duty',
  role: ACTION_NEEDS.setOwnDutyAction,
  form: z.object({ onDuty: flagField() }),
  signInReturn: () => dashboardHref({ tab: 'benim' }),
  work: async ({ onDuty }, staff) => setOnDuty(await getDb(), staff.userId, onDuty),
  done: (_input, ok) => dashboardHref({ tab: 'benim', notice: ok ? 'nobet-kaydedildi' : 'islem-basarisiz' }),
  refused: () => dashboardHref({ tab: 'benim', notice: 'islem-basarisiz' }),
});

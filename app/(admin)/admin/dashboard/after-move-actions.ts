'use server';

import { z } from 'zod';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { staffAction } from '@/lib/admin/staff-action.server';
import { revalidateEverywhere } from '@/lib/cache/revalidate.server';
import { getDb } from '@/lib/db/kysely.server';
import { hideReview, replyToReview, updateDamageReport } from '@/lib/reviews/index.server';
import { DAMAGE_STATUSES, HIDE_REASONS } from '@/lib/reviews';
import { idField, oneOf, textField } from '@/lib/validation/form-fields';
import { ACTION_NEEDS } from '@/lib/auth/permissions';

// Staff actions after the move (issue 29): hide a review (only for a reason of the fixed
// list), reply to it in public, and handle a damage report. Each writes its audit entry and
// returns to its list with a one-line notice (lib/reviews/staff-notices.ts).

const reviews = (notice: string) => `${ADMIN_PATHS.reviews}?bildirim=${notice}`;
const damage = (notice: string) => `${ADMIN_PATHS.damageReports}?bildirim=${notice}`;

/** Hides a review; without a reason of the list nothing is hidden. */
export const hideReviewAction = staffAction({
  name: 'review-hide',
  role: ACTION_NEEDS.hideReviewAction,
  form: z.object({ id: idField(), reason: oneOf(HIDE_REASONS.map((r) => r.id)) }),
  signInReturn: () => ADMIN_PATHS.reviews,
  work: async ({ id, reason }, staff) => {
    const hidden = await hideReview(await getDb(), id, reason, staff.email);
    if (hidden) await revalidateEverywhere('/', 'layout');
    return hidden;
  },
  done: (_input, ok) => reviews(ok ? 'yorum-gizlendi' : 'islem-basarisiz'),
  refused: (_fields, failed) => reviews(failed.has('reason') ? 'gizleme-nedeni-gerekli' : 'islem-basarisiz'),
});

/** The company's public reply (empty removes it). */
export const replyReviewAction = staffAction({
  name: 'review-reply',
  role: ACTION_NEEDS.replyReviewAction,
  form: z.object({ id: idField(), reply: textField({ max: 2000 }) }),
  signInReturn: () => ADMIN_PATHS.reviews,
  work: async ({ id, reply }, staff) => {
    const saved = await replyToReview(await getDb(), id, reply, staff.email);
    if (saved) await revalidateEverywhere('/', 'layout');
    return saved;
  },
  done: (_input, ok) => reviews(ok ? 'yanit-kaydedildi' : 'islem-basarisiz'),
  refused: () => reviews('islem-basarisiz'),
});

const damageForm = z
  .object({
    id: idField(),
    status: oneOf(DAMAGE_STATUSES.map((s) => s.id)),
    rejectReason: textField({ max: 1000 }),
    note: textField({ max: 4000 }),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'reddedildi' && !input.rejectReason)
      ctx.addIssue({ code: 'custom', path: ['rejectReason'], message: 'Ret nedeni gerekli.' });
  });

/** Sets a damage report's status (a rejection needs its reason, which the customer sees) and the staff note. */
export const updateDamageAction = staffAction({
  name: 'damage-update',
  role: ACTION_NEEDS.updateDamageAction,
  form: damageForm,
  signInReturn: () => ADMIN_PATHS.damageReports,
  work: async ({ id, status, rejectReason, note }, staff) =>
    updateDamageReport(
      await getDb(),
      id,
      { status, rejectReason: rejectReason || null, staffNote: note || null },
      staff.email,
    ),
  done: (_input, ok) => damage(ok ? 'hasar-kaydedildi' : 'islem-basarisiz'),
  refused: (_fields, failed) => damage(failed.has('rejectReason') ? 'ret-nedeni-gerekli' : 'islem-basarisiz'),
});

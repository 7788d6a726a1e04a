'use server';

import { z } from 'zod';
import { dashboardHref } from '@/lib/admin/dashboard';
import { leadHref } from '@/lib/admin/paths';
import { staffAction, staffFormAction, type FormFields } from '@/lib/admin/staff-action.server';
import { bookSurvey, cancelSurveyBooking, readSurveyHours } from '@/lib/calendar/index.server';
import {
  SURVEY_HOURS_KEY,
  SURVEY_KINDS,
  parseSurveyHoursForm,
  surveyHoursDisplay,
  surveyHoursFormValues,
  ADDRESS_MIN,
  parseSurveyAddress,
  staffSurveyNotice,
  surveyStart,
  surveyStartFields,
} from '@/lib/calendar';
import { diffFields, saveSetting } from '@/lib/data/site-settings.server';
import { getDb } from '@/lib/db/kysely.server';
import { triggerDelivery } from '@/lib/outbox/index.server';
import { LEAD_KIND_IDS, isLeadKind } from '@/lib/leads';
import { getLead } from '@/lib/leads/index.server';
import { idField, oneOf, returnField, textField } from '@/lib/validation/form-fields';
import { ACTION_NEEDS } from '@/lib/auth/permissions';

// "Keşif Saatleri" (the survey hours) and staff booking, moving and cancelling a lead's
// survey on the lead page (docs/decisions/040-survey-slots.md). Staff need no notice and may
// change a booking at any time; the customer gets an e-mail through the outbox either way.

/** "Keşif Saatleri": weekly hours, exceptions, slot length, surveyors, kinds, change window. */
export const saveSurveyHoursAction = staffFormAction({
  name: 'survey hours save',
  role: ACTION_NEEDS.saveSurveyHoursAction,
  signInReturn: dashboardHref({ tab: 'kesif' }),
  accept: (name) => name.startsWith('kh.'),
  parse: parseSurveyHoursForm,
  work: async (hours, staff) => {
    const db = await getDb();
    const changes = diffFields(surveyHoursDisplay(await readSurveyHours(db)), surveyHoursDisplay(hours));
    await saveSetting(db, { key: SURVEY_HOURS_KEY, value: hours, changes, by: staff.email });
    return {
      values: surveyHoursFormValues(hours),
      message:
        changes.length > 0
          ? `Kaydedildi: ${changes.length} değişiklik. Müşteriler yeni saatleri hemen görüyor.`
          : 'Kaydedildi; değişen bir değer yoktu.',
    };
  },
  messages: {
    invalid: 'Kaydedilmedi: işaretli alanları düzeltip yeniden kaydedin.',
    failed: 'Kaydedilemedi: veritabanına ulaşılamadı. Lütfen biraz sonra yeniden deneyin.',
  },
});

const FAILED = 'islem-basarisiz';
const target = { kind: oneOf(LEAD_KIND_IDS), id: idField(), liste: returnField(500) };
/** What the work found, for the notice `done` shows (a fresh object per request). */
const outcome = () => ({ notice: FAILED });

function back(input: { kind: 'contact' | 'quote'; id: string; liste?: string }, notice: string): string {
  return `${leadHref(input.kind, input.id, { bildirim: notice, ...(input.liste ? { liste: input.liste } : {}) })}#kesif`;
}
function signInReturn(fields: FormFields): string {
  return isLeadKind(fields.kind) ? leadHref(fields.kind, fields.id ?? '') : dashboardHref({ tab: 'teklifler' });
}
function refused(fields: FormFields, failed: ReadonlySet<string>): string {
  if (!isLeadKind(fields.kind) || failed.has('id')) return dashboardHref({ tab: 'teklifler', notice: FAILED });
  const input = { kind: fields.kind, id: fields.id ?? '', liste: (fields.liste ?? '').slice(0, 500) };
  if (failed.has('slot') || failed.has('outsideAt')) return back(input, 'kesif-saat-secin');
  if (failed.has('address')) return back(input, 'kesif-adres-gerekli');
  return back(input, FAILED);
}

const bookForm = z
  .object({
    ...target,
    ...surveyStartFields,
    surveyKind: oneOf(SURVEY_KINDS.map((k) => k.id)),
    address: textField({ max: 300, singleLine: true }),
  })
  .transform((value, ctx) => {
    const start = surveyStart(value);
    if (!start) {
      ctx.addIssue({ code: 'custom', path: ['slot'], message: 'Bir gün ve saat seçin.' });
      return z.NEVER;
    }
    const address = parseSurveyAddress(value.surveyKind, value.address);
    if (address === undefined) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: `En az ${ADDRESS_MIN} karakter.` });
      return z.NEVER;
    }
    return { ...value, ...start, address, result: outcome() };
  });

/** Books the lead's survey in a slot (or, explicitly, outside the slots), or moves its booking there. */
export const bookSurveyAction = staffAction({
  name: 'survey book',
  role: ACTION_NEEDS.bookSurveyAction,
  form: bookForm,
  signInReturn,
  work: async (input, staff) => {
    const db = await getDb();
    const lead = await getLead(db, input.kind, input.id);
    if (!lead) return false;
    const result = await bookSurvey(db, {
      lead,
      startsAt: input.startsAt,
      outsideSlots: input.outsideSlots,
      kind: input.surveyKind,
      address: input.address,
      actor: { by: 'staff', email: staff.email },
      hours: await readSurveyHours(db),
    });
    input.result.notice = staffSurveyNotice(result);
    if (result.ok) triggerDelivery();
    return result.ok;
  },
  done: (input) => back(input, input.result.notice),
  refused,
});

/** Cancels the lead's survey booking. */
export const cancelSurveyAction = staffAction({
  name: 'survey cancel',
  role: ACTION_NEEDS.cancelSurveyAction,
  form: z.object(target),
  signInReturn,
  work: async ({ kind, id }, staff) => {
    const db = await getDb();
    const result = await cancelSurveyBooking(db, {
      lead: { id, kind },
      actor: { by: 'staff', email: staff.email },
      hours: await readSurveyHours(db),
    });
    if (result.ok) triggerDelivery();
    return result.ok;
  },
  done: (input, ok) => back(input, ok ? 'kesif-iptal' : FAILED),
  refused,
});

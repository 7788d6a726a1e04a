'use server';

import { cookies } from 'next/headers';
import { z } from 'zod';
import {
  ADMIN_PATHS,
  calendarHref,
  calendarMoveHref,
  calendarSettingsHref,
  calendarSurveyHref,
} from '@/lib/admin/paths';
import { staffAction, type FormFields } from '@/lib/admin/staff-action.server';
import {
  assignMove,
  rescheduleMove,
  FEED_TOKEN_COOKIE,
  createFeedToken,
  revokeFeedTokens,
  addCrew,
  addVehicle,
  readCalendarSettings,
  setCrewActive,
  setVehicleActive,
  moveSurveyBooking,
  readSurveyHours,
} from '@/lib/calendar/index.server';
import {
  isDay,
  CALENDAR_SETTING_KEY,
  calendarSettingsSchema,
  staffSurveyNotice,
  surveyStart,
  surveyStartFields,
} from '@/lib/calendar';
import { diffFields, saveSetting } from '@/lib/data/site-settings.server';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { triggerDelivery } from '@/lib/outbox/index.server';
import { idField, integerField, numberField, textField } from '@/lib/validation/form-fields';
import { ACTION_NEEDS } from '@/lib/auth/permissions';

// The calendar's staff actions (docs/decisions/041-calendar.md), each a plain form's
// action in the shape of lib/admin/staff-action.server.ts.

const day = z.string().refine(isDay, 'Geçerli bir gün seçin.');
const settingsRefused = () => calendarSettingsHref('gecersiz');

export const addVehicleAction = staffAction({
  name: 'calendar-vehicle-add',
  role: ACTION_NEEDS.addVehicleAction,
  form: z.object({
    name: textField({ max: 80, required: true, singleLine: true }),
    capacity: numberField(z.number().positive().max(200)),
  }),
  signInReturn: () => calendarSettingsHref(),
  work: async ({ name, capacity }) => {
    await addVehicle(await getDb(), { name, capacityM3: capacity });
    return true;
  },
  done: (_, ok) => calendarSettingsHref(ok ? 'arac-eklendi' : 'islem-basarisiz'),
  refused: settingsRefused,
});

export const addCrewAction = staffAction({
  name: 'calendar-crew-add',
  role: ACTION_NEEDS.addCrewAction,
  form: z.object({
    name: textField({ max: 80, required: true, singleLine: true }),
    size: integerField({ min: 1, max: 30, label: 'Kişi sayısı' }),
  }),
  signInReturn: () => calendarSettingsHref(),
  work: async ({ name, size }) => {
    await addCrew(await getDb(), { name, size });
    return true;
  },
  done: (_, ok) => calendarSettingsHref(ok ? 'ekip-eklendi' : 'islem-basarisiz'),
  refused: settingsRefused,
});

/** "Kullanımdan kaldır" / "Yeniden kullan" of a vehicle or a crew. */
export const setResourceActiveAction = staffAction({
  name: 'calendar-resource-active',
  role: ACTION_NEEDS.setResourceActiveAction,
  form: z.object({ type: z.enum(['arac', 'ekip']), id: idField(), active: z.enum(['0', '1']) }),
  signInReturn: () => calendarSettingsHref(),
  work: async ({ type, id, active }) => {
    const db = await getDb();
    return type === 'arac' ? setVehicleActive(db, id, active === '1') : setCrewActive(db, id, active === '1');
  },
  done: (_, ok) => calendarSettingsHref(ok ? 'kayit-guncellendi' : 'islem-basarisiz'),
  refused: settingsRefused,
});

export const saveCalendarSettingsAction = staffAction({
  name: 'calendar-settings',
  role: ACTION_NEEDS.saveCalendarSettingsAction,
  form: calendarSettingsSchema,
  signInReturn: () => calendarSettingsHref(),
  work: async (value, staff) => {
    const db = await getDb();
    const before = await readCalendarSettings(db);
    const text = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));
    await saveSetting(db, {
      key: CALENDAR_SETTING_KEY,
      value,
      changes: diffFields(text(before), text(value)),
      by: staff.email,
    });
    return true;
  },
  done: (_, ok) => calendarSettingsHref(ok ? 'ayarlar-kaydedildi' : 'islem-basarisiz'),
  refused: settingsRefused,
});

/** The move's vehicles, crews and staff: one checkbox each, named `arac:<id>`, `ekip:<id>`, `personel:<id>`. */
export const assignMoveAction = staffAction({
  name: 'calendar-move-assign',
  role: ACTION_NEEDS.assignMoveAction,
  form: z.looseObject({ id: idField() }),
  signInReturn: (fields: FormFields) => calendarMoveHref(fields.id ?? ''),
  work: async (input) => {
    const picked = (prefix: string) =>
      Object.keys(input)
        .filter((name) => name.startsWith(`${prefix}:`) && input[name] === '1')
        .map((name) => name.slice(prefix.length + 1))
        .filter((id) => /^[\w-]{1,64}$/.test(id));
    return assignMove(await getDb(), input.id, {
      vehicleIds: picked('arac'),
      crewIds: picked('ekip'),
      userIds: picked('personel'),
    });
  },
  done: (input, ok) => calendarMoveHref(input.id, ok ? 'atama-kaydedildi' : 'islem-basarisiz'),
  refused: (fields) => calendarMoveHref(fields.id ?? '', 'gecersiz'),
});

export const rescheduleMoveAction = staffAction({
  name: 'calendar-move-reschedule',
  role: ACTION_NEEDS.rescheduleMoveAction,
  form: z.object({ id: idField(), day }),
  signInReturn: (fields) => calendarMoveHref(fields.id ?? ''),
  work: async ({ id, day }) => {
    const moved = await rescheduleMove(await getDb(), id, day);
    if (moved) triggerDelivery();
    return moved;
  },
  done: (input, ok) => calendarMoveHref(input.id, ok ? 'gun-degisti' : 'gun-degismedi'),
  refused: (fields) => calendarMoveHref(fields.id ?? '', 'gecersiz'),
});

/**
 * Moves a booked survey from the calendar's survey page: the lead page's one rule
 * (`bookSurvey`, docs/decisions/040-survey-slots.md): an offered slot, or explicitly a time
 * outside the slots; the audit entry, the customer's "survey-moved" e-mail and the same notices.
 * A move is a new booking, so it lands on the new booking's page.
 */
export const rescheduleSurveyAction = staffAction({
  name: 'calendar-survey-reschedule',
  role: ACTION_NEEDS.rescheduleSurveyAction,
  form: z.object({ id: idField(), ...surveyStartFields }).transform((value, ctx) => {
    const start = surveyStart(value);
    if (!start) {
      ctx.addIssue({ code: 'custom', path: ['slot'], message: 'Bir gün ve saat seçin.' });
      return z.NEVER;
    }
    // Where `done` lands, set by the work (a failed attempt: the same page, the failure notice).
    return { id: value.id, ...start, landing: { href: calendarSurveyHref(value.id, 'islem-basarisiz') } };
  }),
  signInReturn: (fields) => calendarSurveyHref(fields.id ?? ''),
  work: async ({ id, startsAt, outsideSlots, landing }, staff) => {
    const db = await getDb();
    const result = await moveSurveyBooking(db, id, {
      startsAt,
      outsideSlots,
      actor: { by: 'staff', email: staff.email },
      hours: await readSurveyHours(db),
    });
    if (!result) {
      landing.href = calendarHref({ notice: 'kesif-yok' });
      return false;
    }
    const notice = staffSurveyNotice(result);
    landing.href = calendarSurveyHref(result.ok ? result.booking.id : id, notice);
    if (result.ok) triggerDelivery();
    return result.ok;
  },
  done: (input) => input.landing.href,
  refused: (fields, failed) =>
    calendarSurveyHref(
      fields.id ?? '',
      failed.has('slot') || failed.has('outsideAt') ? 'kesif-saat-secin' : 'gecersiz',
    ),
});

/** "Yeni takvim adresi oluştur": the old address stops working; the new one is shown once. */
export const createFeedAction = staffAction({
  name: 'calendar-feed-create',
  role: ACTION_NEEDS.createFeedAction,
  form: z.object({}),
  signInReturn: () => calendarSettingsHref(),
  work: async (_, staff) => {
    const token = await createFeedToken(await getDb(), staff.userId);
    (await cookies()).set(FEED_TOKEN_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: env().SITE_URL.startsWith('https://'),
      path: ADMIN_PATHS.calendar,
      maxAge: 120,
    });
    return true;
  },
  done: (_, ok) => calendarSettingsHref(ok ? 'adres-olusturuldu' : 'islem-basarisiz'),
  refused: settingsRefused,
});

export const revokeFeedAction = staffAction({
  name: 'calendar-feed-revoke',
  role: ACTION_NEEDS.revokeFeedAction,
  form: z.object({}),
  signInReturn: () => calendarSettingsHref(),
  work: async (_, staff) => {
    await revokeFeedTokens(await getDb(), staff.userId);
    return true;
  },
  done: (_, ok) => calendarSettingsHref(ok ? 'adres-iptal' : 'islem-basarisiz'),
  refused: settingsRefused,
});

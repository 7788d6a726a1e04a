'use server';

import { z } from 'zod';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { staffAction, staffFormAction } from '@/lib/admin/staff-action.server';
import { MANAGER_ROLE, staffRole, removeSubscription, setQuietHours } from '@/lib/alerts/index.server';
import {
  ALERT_SETTINGS_KEY,
  QUIET_FIELDS,
  alertSettingsFormValues,
  effectiveAlertSettings,
  parseAlertSettingsForm,
  parseQuietHoursForm,
} from '@/lib/alerts';
import { diffFields, readSettings, saveSetting } from '@/lib/data/site-settings.server';
import { getDb } from '@/lib/db/kysely.server';
import { ACTION_NEEDS } from '@/lib/auth/permissions';

const MESSAGES = {
  invalid: 'Kaydedilmedi: işaretli alanları düzeltip yeniden kaydedin.',
  failed: 'Kaydedilemedi. Lütfen biraz sonra yeniden deneyin.',
};

/** Each person's own quiet hours (İstanbul time): no alerts to their devices in that window. */
export const saveQuietHoursAction = staffFormAction({
  name: 'quiet hours save',
  role: ACTION_NEEDS.saveQuietHoursAction,
  signInReturn: ADMIN_PATHS.alerts,
  accept: (name) => name.startsWith('qh.'),
  parse: parseQuietHoursForm,
  work: async (quiet, staff) => {
    await setQuietHours(await getDb(), staff.userId, quiet);
    return {
      values: { [QUIET_FIELDS.from]: quiet?.from ?? '', [QUIET_FIELDS.until]: quiet?.until ?? '' },
      message: quiet
        ? `Kaydedildi: ${quiet.from} ile ${quiet.until} arasında bildirim gelmeyecek.`
        : 'Kaydedildi: bildirimler her saatte gelecek.',
    };
  },
  messages: MESSAGES,
});

/** The team's settings (managers only): who gets the staff e-mails, and when an unanswered lead escalates. */
export const saveAlertSettingsAction = staffFormAction({
  name: 'alert settings save',
  role: ACTION_NEEDS.saveAlertSettingsAction,
  signInReturn: ADMIN_PATHS.alerts,
  accept: (name) => name.startsWith('al.'),
  parse: parseAlertSettingsForm,
  work: async (settings, staff) => {
    const db = await getDb();
    if ((await staffRole(db, staff.userId)) !== MANAGER_ROLE) throw new Error('only managers change the team settings');
    const before = alertSettingsFormValues(effectiveAlertSettings((await readSettings(db))[ALERT_SETTINGS_KEY]));
    const after = alertSettingsFormValues(settings);
    const changes = diffFields(before, after);
    await saveSetting(db, { key: ALERT_SETTINGS_KEY, value: settings, changes, by: staff.email });
    return {
      values: after,
      message:
        changes.length > 0
          ? `Kaydedildi: ${changes.length} değişiklik.${settings.leadEmailTo.length === 0 ? ' Talep e-postaları ortam ayarındaki adrese gidiyor.' : ''}`
          : 'Kaydedildi; değişen bir değer yoktu.',
    };
  },
  messages: MESSAGES,
});

/** Removes one of the person's own devices from the alerts. */
export const removeDeviceAction = staffAction({
  name: 'alert device remove',
  role: ACTION_NEEDS.removeDeviceAction,
  form: z.object({ id: z.string().min(1).max(64) }),
  signInReturn: () => ADMIN_PATHS.alerts,
  work: async ({ id }, staff) => removeSubscription(await getDb(), staff.userId, { id }),
  done: (_input, ok) => `${ADMIN_PATHS.alerts}?bildirim=${ok ? 'cihaz-kaldirildi' : 'cihaz-kaldirilamadi'}`,
  refused: () => `${ADMIN_PATHS.alerts}?bildirim=cihaz-kaldirilamadi`,
});

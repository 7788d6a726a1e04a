// The team's alert and e-mail settings (dashboard "Bildirimler", manager only), saved as
// one value under the key `alerts`: who receives the staff e-mails about leads (empty: the
// environment's LEAD_NOTIFY_EMAIL) and after how many minutes an unanswered new lead alerts
// the managers. Pure; tested in settings.test.ts.
import { z } from 'zod';
import { readClock } from './quiet-hours';

export const ALERT_SETTINGS_KEY = 'alerts';

export interface AlertSettings {
  /** Addresses of the staff e-mails about leads; empty: the environment's LEAD_NOTIFY_EMAIL. */
  leadEmailTo: string[];
  /** A new lead without a first response after this many minutes alerts every manager. */
  escalationMinutes: number;
}

export const DEFAULT_ESCALATION_MINUTES = 10;
export const MAX_LEAD_EMAIL_RECIPIENTS = 5;

export const DEFAULT_ALERT_SETTINGS: AlertSettings = { leadEmailTo: [], escalationMinutes: DEFAULT_ESCALATION_MINUTES };

const emailList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(/[\s,;]+/)).map((s) => s.trim().toLowerCase()).filter(Boolean),
  )
  .pipe(
    z
      .array(z.email({ error: 'Her adres geçerli bir e-posta adresi olmalıdır (örnek: ofis@firma.com.tr).' }))
      .max(MAX_LEAD_EMAIL_RECIPIENTS, { error: `En çok ${MAX_LEAD_EMAIL_RECIPIENTS} adres yazılabilir.` })
      .transform((list) => [...new Set(list)]),
  );

const minutes = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const text = String(value).trim();
  const n = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1 && n <= 1440)) {
    ctx.addIssue({ code: 'custom', message: 'Süre 1 ile 1440 dakika arasında tam sayı olmalıdır (örnek: 10).' });
    return z.NEVER;
  }
  return n;
});

export const alertSettingsSchema = z.object({ leadEmailTo: emailList, escalationMinutes: minutes });

/** The saved value, field by field over the defaults; a field that no longer passes the checks is ignored. */
export function effectiveAlertSettings(saved: unknown): AlertSettings {
  const result = { ...DEFAULT_ALERT_SETTINGS };
  if (!saved || typeof saved !== 'object') return result;
  const record = saved as Record<string, unknown>;
  const to = alertSettingsSchema.shape.leadEmailTo.safeParse(record.leadEmailTo ?? []);
  if (to.success) result.leadEmailTo = to.data;
  const after = alertSettingsSchema.shape.escalationMinutes.safeParse(record.escalationMinutes ?? '');
  if (after.success) result.escalationMinutes = after.data;
  return result;
}

/** The form's field names. */
export const ALERT_FIELDS = { leadEmailTo: 'al.leadEmailTo', escalationMinutes: 'al.escalationMinutes' } as const;

/** Reads the sent form; messages keyed by field name. */
export function parseAlertSettingsForm(
  values: Record<string, string>,
): { ok: true; value: AlertSettings } | { ok: false; errors: Record<string, string> } {
  const result = alertSettingsSchema.safeParse({
    leadEmailTo: values[ALERT_FIELDS.leadEmailTo] ?? '',
    escalationMinutes: values[ALERT_FIELDS.escalationMinutes] ?? '',
  });
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = ALERT_FIELDS[issue.path[0] as keyof typeof ALERT_FIELDS];
    if (field) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export function alertSettingsFormValues(s: AlertSettings): Record<string, string> {
  return {
    [ALERT_FIELDS.leadEmailTo]: s.leadEmailTo.join(', '),
    [ALERT_FIELDS.escalationMinutes]: String(s.escalationMinutes),
  };
}

/** The quiet-hours form's field names. */
export const QUIET_FIELDS = { from: 'qh.from', until: 'qh.until' } as const;

/** Reads the quiet-hours form: both empty (none) or two times that differ. */
export function parseQuietHoursForm(
  values: Record<string, string>,
): { ok: true; value: { from: string; until: string } | null } | { ok: false; errors: Record<string, string> } {
  const fromText = (values[QUIET_FIELDS.from] ?? '').trim();
  const untilText = (values[QUIET_FIELDS.until] ?? '').trim();
  if (!fromText && !untilText) return { ok: true, value: null };
  const from = readClock(fromText);
  const until = readClock(untilText);
  const errors: Record<string, string> = {};
  if (!from) errors[QUIET_FIELDS.from] = 'Başlangıç SS:DD biçiminde bir saat olmalıdır (örnek: 22:00).';
  if (!until) errors[QUIET_FIELDS.until] = 'Bitiş SS:DD biçiminde bir saat olmalıdır (örnek: 08:00).';
  if (from && until && from === until) errors[QUIET_FIELDS.until] = 'Bitiş saati başlangıçtan farklı olmalıdır.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { from: from!, until: until! } };
}

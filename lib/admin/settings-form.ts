// The staff settings forms ("Fiyatlar", "Firma Bilgileri") as plain data: the fields the
// server describes and the state an action answers with. No imports: safe in the browser.

export interface SettingsField {
  /** The form field's name, e.g. `svc.evden-eve-nakliyat.priceFrom`. */
  name: string;
  label: string;
  hint?: string;
  /** `number` fields are typed as text with a numeric keyboard ("15.000" is accepted). */
  kind: 'text' | 'number' | 'tel' | 'email' | 'url' | 'time' | 'select';
  unit?: string;
  /** The choices of a `select` field. */
  options?: { value: string; label: string }[];
  /** A checkbox under the field that says its value was checked against its source (sent as "on"). */
  confirm?: { name: string; label: string; historyLabel: string };
}

export interface SettingsFieldGroup {
  id: string;
  title: string;
  description?: string;
  fields: SettingsField[];
  /** Four fields to a row on wide screens (a table-like group), instead of three. */
  wide?: boolean;
}

export interface SettingsFormState {
  /** `stale`: someone else saved after this form was opened; the fields show their values. */
  status: 'idle' | 'saved' | 'invalid' | 'failed' | 'stale';
  /** The values shown in the fields: what was typed (after an error) or what was saved. */
  values: Record<string, string>;
  /** Messages next to the fields, by field name. */
  errors: Record<string, string>;
  message?: string;
  /** When the server answered (ms): a new answer re-mounts the fields with its values. */
  answeredAt?: number;
  /**
   * The saved versions the fields' values belong to (`company:3`, see settingsVersionToken),
   * sent back with the form so a stale save is refused (docs/decisions/044).
   */
  version?: string;
  /** After a stale save: what this person had typed, by field, where it differs from the saved value. */
  yours?: Record<string, string>;
}

/** The form field that carries the versions the form was opened with. */
export const VERSION_FIELD = '_version';

/** `{ services: 2, estimate: 5 }` → `estimate:5,services:2` (keys sorted, never-saved keys 0). */
export function settingsVersionToken(keys: readonly string[], versions: Readonly<Record<string, number>>): string {
  return [...keys]
    .sort()
    .map((key) => `${key}:${versions[key] ?? 0}`)
    .join(',');
}

/**
 * Reads a version token back for the given keys; null when it is empty or malformed or names
 * other keys (tampered with): such a save is refused.
 */
export function parseSettingsVersionToken(
  token: string | null | undefined,
  keys: readonly string[],
): Record<string, number> | null {
  if (!token) return null;
  const result: Record<string, number> = {};
  for (const part of token.split(',')) {
    const match = /^([a-z][a-z0-9-]*):(\d{1,9})$/.exec(part);
    if (!match || !keys.includes(match[1]!) || match[1]! in result) return null;
    result[match[1]!] = Number(match[2]);
  }
  return keys.every((key) => key in result) ? result : null;
}

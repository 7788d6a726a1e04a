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
  status: 'idle' | 'saved' | 'invalid' | 'failed';
  /** The values shown in the fields: what was typed (after an error) or what was saved. */
  values: Record<string, string>;
  /** Messages next to the fields, by field name. */
  errors: Record<string, string>;
  message?: string;
  /** When the server answered (ms): a new answer re-mounts the fields with its values. */
  answeredAt?: number;
}

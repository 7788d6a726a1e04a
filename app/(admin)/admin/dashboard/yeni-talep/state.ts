// The answer of "Yeni talep" to a refused form (a saved one redirects to the lead). No imports: browser-safe.

export interface NewLeadFormState {
  status: 'idle' | 'error';
  message?: string;
  /** What was typed, by field name, shown again after a refusal. */
  values: Record<string, string>;
  /** Messages next to the fields, by field name. */
  fieldErrors: Record<string, string>;
  /** When the server answered (ms): a new answer re-mounts the fields with its values. */
  answeredAt?: number;
}

// The lead form's fields (lead-form.tsx): each kind's fields in two columns on wide screens, with
// their labels, autofill hints, limits and the message of the last answer under each.
import {
  isRequired,
  FIELD_LABELS,
  MAX_LENGTHS,
  LEAD_FORM_FIELDS,
  type LeadField,
  type LeadKind,
} from '@/lib/validation/lead';
import type { LeadFormState } from '@/lib/leads';

const LABELS: Record<LeadField, string> = {
  ...FIELD_LABELS,
  firstName: 'Adınız',
  lastName: 'Soyadınız',
  fromLocation: 'Nereden (il / ilçe)',
  toLocation: 'Nereye (il / ilçe)',
  message: 'Mesajınız',
};

const INPUTS: Partial<Record<LeadField, { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }>> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  fromLocation: { type: 'text', autoComplete: 'address-level2' },
  toLocation: { type: 'text', autoComplete: 'off' },
};

/** How each kind's form lays out its service field: the empty choice, and whether it spans both columns. */
const FORM_LAYOUT: Record<LeadKind, { servicePlaceholder: string; wideService: boolean }> = {
  contact: { servicePlaceholder: 'Genel iletişim', wideService: true },
  quote: { servicePlaceholder: 'Hizmet seçin', wideService: false },
};

export function LeadFormFields({
  kind,
  state,
  serviceOptions,
  valueOf,
}: {
  kind: LeadKind;
  state: LeadFormState;
  serviceOptions: readonly string[];
  /** A field's value to show: what the last answer left, else the default. */
  valueOf: (field: LeadField) => string;
}) {
  const id = (f: string) => `${kind}-${f}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {LEAD_FORM_FIELDS[kind].map((f) => {
        const required = isRequired(kind, f);
        const error = state.status === 'error' ? state.fieldErrors?.[f] : undefined;
        const common = {
          id: id(f),
          name: f,
          required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id(f)}-hata` : undefined,
          className: `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ${
            error ? 'border-red-500' : 'border-slate-300'
          }`,
        };
        const wide = f === 'message' || (f === 'service' && FORM_LAYOUT[kind].wideService);
        return (
          <div key={`${f}-${state.answeredAt ?? 0}`} className={wide ? 'sm:col-span-2' : undefined}>
            <label htmlFor={id(f)} className="text-sm font-semibold text-slate-800">
              {LABELS[f]}{' '}
              {required ? (
                <span className="text-red-700">
                  <span aria-hidden="true">*</span>
                  <span className="sr-only">(zorunlu)</span>
                </span>
              ) : (
                <span className="font-normal text-slate-500">(isteğe bağlı)</span>
              )}
            </label>
            {f === 'service' ? (
              // A select takes no maxlength (the list is its limit); the text fields do.
              <select {...common} defaultValue={valueOf(f)}>
                <option value="">{FORM_LAYOUT[kind].servicePlaceholder}</option>
                {serviceOptions.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : f === 'message' ? (
              <textarea {...common} maxLength={MAX_LENGTHS[f]} rows={5} defaultValue={valueOf(f)} />
            ) : (
              <input {...common} maxLength={MAX_LENGTHS[f]} {...INPUTS[f]} defaultValue={valueOf(f)} />
            )}
            {error && (
              <p id={`${id(f)}-hata`} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

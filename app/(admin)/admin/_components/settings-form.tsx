'use client';

import { useActionState, useSyncExternalStore } from 'react';
import type { SettingsFieldGroup, SettingsFormState } from '@/lib/admin/settings-form';

const subscribe = () => () => {};
const inputClass = 'mt-1 block min-h-11 w-full rounded-lg border px-3 text-slate-900';

/**
 * A staff settings form ("Fiyatlar", "Firma Bilgileri"). A plain form posting to a server
 * action: without JavaScript the server renders the answer; after an error the typed values
 * stay in the fields with the message next to each.
 */
export function SettingsForm({
  id,
  action,
  groups,
  initialValues,
  submitLabel,
}: {
  id: string;
  action: (state: SettingsFormState, form: FormData) => Promise<SettingsFormState>;
  groups: SettingsFieldGroup[];
  initialValues: Record<string, string>;
  submitLabel: string;
}) {
  const [state, formAction, pending] = useActionState(action, {
    status: 'idle',
    values: initialValues,
    errors: {},
  });
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const errorCount = Object.keys(state.errors).length;
  // A new answer re-mounts the fields, so each shows the answer's value.
  const answer = state.answeredAt ?? 0;
  return (
    <form action={formAction} noValidate data-hydrated={hydrated ? '' : undefined} data-testid={`${id}-form`}>
      {state.message && (
        <p
          role={state.status === 'saved' ? 'status' : 'alert'}
          data-testid={`${id}-message`}
          className={`mb-4 rounded-lg p-3 text-sm font-semibold ${
            state.status === 'saved' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'
          }`}
        >
          {state.message}
          {errorCount > 0 && ` (${errorCount} alan)`}
        </p>
      )}
      {groups.map((group) => (
        <fieldset key={group.id} className="mb-6 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-bold text-slate-900">{group.title}</legend>
          {group.description && <p className="mb-3 text-sm text-slate-600">{group.description}</p>}
          <div className={`grid gap-4 sm:grid-cols-2 ${group.wide ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
            {group.fields.map((field) => {
              const error = state.errors[field.name];
              const fieldId = `${id}-${field.name.replace(/[^a-zA-Z0-9-]/g, '-')}`;
              return (
                <div key={`${field.name}-${answer}`}>
                  <label htmlFor={fieldId} className="text-sm font-semibold text-slate-800">
                    {field.label}
                    {field.unit && <span className="font-normal text-slate-500"> ({field.unit})</span>}
                  </label>
                  {field.kind === 'select' ? (
                    <select
                      id={fieldId}
                      name={field.name}
                      defaultValue={state.values[field.name] ?? ''}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${fieldId}-hata` : field.hint ? `${fieldId}-ipucu` : undefined}
                      className={`${inputClass} ${error ? 'border-red-500 bg-red-50' : 'border-slate-300 bg-white'}`}
                    >
                      {field.options?.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={fieldId}
                      name={field.name}
                      type={field.kind === 'number' ? 'text' : field.kind}
                      inputMode={field.kind === 'number' ? 'decimal' : undefined}
                      defaultValue={state.values[field.name] ?? ''}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${fieldId}-hata` : field.hint ? `${fieldId}-ipucu` : undefined}
                      className={`${inputClass} ${error ? 'border-red-500 bg-red-50' : 'border-slate-300 bg-white'}`}
                    />
                  )}
                  {field.hint && !error && (
                    <p id={`${fieldId}-ipucu`} className="mt-1 text-xs text-slate-500">
                      {field.hint}
                    </p>
                  )}
                  {error && (
                    <p id={`${fieldId}-hata`} className="mt-1 text-sm font-semibold text-red-700" data-field-error>
                      {error}
                    </p>
                  )}
                  {field.confirm && (
                    <label className="mt-1 flex min-h-11 items-center gap-2 text-sm text-slate-700">
                      <input
                        type="checkbox"
                        name={field.confirm.name}
                        defaultChecked={state.values[field.confirm.name] === 'on'}
                        aria-label={field.confirm.historyLabel}
                        className="size-5 accent-brand-600"
                      />
                      {field.confirm.label}
                    </label>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {pending ? 'Kaydediliyor…' : submitLabel}
      </button>
    </form>
  );
}

'use client';

import { useActionState } from 'react';
import { LEAD_SOURCES, STAFF_ENTRY_SOURCES } from '@/lib/leads';
import { FIELD_LABELS, QUOTE_SERVICES, isRequired, type LeadField, type LeadKind } from '@/lib/validation/lead';
import type { NewLeadFormState } from './state';

const INPUT = 'mt-1 block min-h-11 w-full scroll-mt-24 rounded-lg border px-3 text-slate-900';
const TYPES: Partial<Record<LeadField, { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }>> = {
  firstName: { type: 'text', autoComplete: 'off' },
  lastName: { type: 'text', autoComplete: 'off' },
  phone: { type: 'tel', autoComplete: 'off', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'off', inputMode: 'email' },
};

/**
 * "Yeni talep": the fields of the kind's public form, where the lead came from, and one
 * save button. Posts to a server action (works without JavaScript); a refusal keeps what
 * was typed, with the message next to each field and the first refused field focused.
 */
export function NewLeadForm({
  kind,
  fields,
  action,
}: {
  kind: LeadKind;
  fields: readonly LeadField[];
  action: (state: NewLeadFormState, form: FormData) => Promise<NewLeadFormState>;
}) {
  const [state, formAction, pending] = useActionState(action, {
    status: 'idle',
    values: { source: 'telefon' },
    fieldErrors: {},
  });
  const answer = state.answeredAt ?? 0;
  const firstRefused = ['source', ...fields].find((f) => state.fieldErrors[f]);
  const source = state.values.source ?? 'telefon';
  return (
    <form action={formAction} noValidate className="space-y-4" data-testid="new-lead-form" key={answer}>
      <input type="hidden" name="kind" value={kind} />
      {state.message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {state.message}
        </p>
      )}
      <fieldset aria-describedby={state.fieldErrors.source ? 'yeni-source-hata' : undefined}>
        <legend className="text-sm font-semibold text-slate-800">Nereden geldi?</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {STAFF_ENTRY_SOURCES.map((id, index) => (
            <label
              key={id}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="source"
                value={id}
                defaultChecked={source === id}
                autoFocus={firstRefused === 'source' && index === 0}
                className="size-5 accent-brand-600"
              />
              {LEAD_SOURCES.find((s) => s.id === id)?.label}
            </label>
          ))}
        </div>
        {state.fieldErrors.source && (
          <p id="yeni-source-hata" className="mt-1 text-sm font-semibold text-red-700">
            {state.fieldErrors.source}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const id = `yeni-${field}`;
          const error = state.fieldErrors[field];
          const required = isRequired(kind, field) && field !== 'email';
          const common = {
            id,
            name: field,
            defaultValue: state.values[field] ?? '',
            autoFocus: firstRefused === field,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-hata` : undefined,
            'aria-required': required || undefined,
            className: `${INPUT} ${error ? 'border-red-500 bg-red-50' : 'border-slate-300 bg-white'}`,
          } as const;
          return (
            <div key={field} className={field === 'message' ? 'sm:col-span-2' : undefined}>
              <label htmlFor={id} className="text-sm font-semibold text-slate-800">
                {FIELD_LABELS[field]}
                {required ? (
                  <span className="text-red-700"> *</span>
                ) : field === 'email' ? (
                  <span className="font-normal text-slate-500"> (varsa; alındı e-postası gider)</span>
                ) : null}
              </label>
              {field === 'service' ? (
                <select {...common}>
                  <option value="">{kind === 'quote' ? 'Seçin' : 'Genel'}</option>
                  {QUOTE_SERVICES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              ) : field === 'message' ? (
                <textarea {...common} rows={4} className={`${common.className} py-2`} />
              ) : (
                <input {...common} {...(TYPES[field] ?? { type: 'text', autoComplete: 'off' })} />
              )}
              {error && (
                <p id={`${id}-hata`} className="mt-1 text-sm font-semibold text-red-700">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
      >
        {pending ? 'Kaydediliyor…' : 'Talebi kaydet'}
      </button>
    </form>
  );
}

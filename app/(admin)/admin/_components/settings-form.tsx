'use client';

import { useActionState, useEffect, useState, useSyncExternalStore } from 'react';
import {
  VERSION_FIELD,
  type SettingsField,
  type SettingsFieldGroup,
  type SettingsFormState,
} from '@/lib/admin/settings-form';

const subscribe = () => () => {};
const subscribeNarrow = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const inputClass = 'mt-1 block min-h-11 w-full scroll-mt-24 scroll-mb-40 rounded-lg border px-3 text-slate-900';
/** Below this width the sections start closed (a phone): the form is a list of section titles. */
const NARROW = '(max-width: 639px)';

const fieldIdOf = (formId: string, name: string) => `${formId}-${name.replace(/[^a-zA-Z0-9-]/g, '-')}`;

/**
 * A staff settings form ("Fiyatlar", "Firma Bilgileri"). A plain form posting to a server
 * action: without JavaScript the server renders the answer; after an error the typed values
 * stay in the fields with the message next to each.
 *
 * Each group is a section that opens and closes (`<details>`); on a phone they start closed.
 * The save button and the answer share a bar that sticks to the bottom of the screen; after
 * a refusal the first refused field takes the focus (`autoFocus`, so also without
 * JavaScript) and its section opens. Groups are data (SettingsFieldGroup): a new group or
 * field drops in without touching this component. The form carries the saved version it
 * was opened with; a save after someone else's is refused with their values shown
 * (docs/decisions/044).
 */
export function SettingsForm({
  id,
  action,
  groups,
  initialValues,
  version,
  submitLabel,
}: {
  id: string;
  action: (state: SettingsFormState, form: FormData) => Promise<SettingsFormState>;
  groups: SettingsFieldGroup[];
  initialValues: Record<string, string>;
  /** The saved versions the values belong to (settingsVersionToken). */
  version?: string;
  submitLabel: string;
}) {
  const [state, formAction, pending] = useActionState(action, {
    status: 'idle',
    values: initialValues,
    errors: {},
    version,
  });
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  // A phone starts with every section closed (but a form's only one); the server renders them open
  // (without JavaScript nothing hides).
  const narrow = useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
  /** The sections the person opened or closed themselves. */
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({});
  const errorCount = Object.keys(state.errors).length;
  const yours = state.yours ?? {};
  // A new answer re-mounts the sections and fields, so each shows the answer's value.
  const answer = state.answeredAt ?? 0;
  const firstRefused = groups.flatMap((g) => g.fields).find((f) => state.errors[f.name]);
  const firstRefusedId = firstRefused ? fieldIdOf(id, firstRefused.name) : undefined;
  useEffect(() => {
    // autoFocus scrolls the field only just into view, where the save bar covers its message: centre it.
    if (firstRefusedId) document.getElementById(firstRefusedId)?.scrollIntoView({ block: 'center' });
  }, [answer, firstRefusedId]);
  return (
    <form action={formAction} noValidate data-hydrated={hydrated ? '' : undefined} data-testid={`${id}-form`}>
      {state.version !== undefined && <input type="hidden" name={VERSION_FIELD} value={state.version} />}
      {groups.map((group) => {
        const refused = group.fields.filter((f) => state.errors[f.name]).length;
        const changed = group.fields.filter((f) => f.name in yours).length;
        // A form of one section shows it: nothing to choose between.
        const open = (toggled[group.id] ?? (!narrow || groups.length === 1)) || refused > 0 || changed > 0;
        return (
          <details
            key={`${group.id}-${answer}`}
            open={open}
            onToggle={(event) => {
              const isOpen = event.currentTarget.open;
              if (isOpen !== open) setToggled((before) => ({ ...before, [group.id]: isOpen }));
            }}
            className="group mb-4 rounded-xl border border-slate-200 open:pb-4"
            data-testid={`${id}-section-${group.id}`}
          >
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-2 font-bold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <span>
                {group.title}
                {refused > 0 && (
                  <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                    {refused} hatalı alan
                  </span>
                )}
                {changed > 0 && (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {changed} alan başkasınca değişti
                  </span>
                )}
              </span>
              <span aria-hidden="true" className="text-slate-500 transition-transform group-open:rotate-180">
                ▾
              </span>
            </summary>
            <div className="px-4">
              {group.description && <p className="mb-3 text-sm text-slate-600">{group.description}</p>}
              <div className={`grid gap-4 sm:grid-cols-2 ${group.wide ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
                {group.fields.map((field) => (
                  <FieldInput
                    key={field.name}
                    field={field}
                    fieldId={fieldIdOf(id, field.name)}
                    value={state.values[field.name] ?? ''}
                    confirmed={field.confirm ? state.values[field.confirm.name] === 'on' : false}
                    error={state.errors[field.name]}
                    yours={yours[field.name]}
                    focus={fieldIdOf(id, field.name) === firstRefusedId}
                  />
                ))}
              </div>
            </div>
          </details>
        );
      })}
      <div
        className="sticky bottom-0 z-10 flex flex-col gap-2 rounded-t-xl border-t border-slate-200 bg-white/95 px-3 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur sm:flex-row sm:items-center"
        data-testid={`${id}-save-bar`}
      >
        <button
          type="submit"
          disabled={pending}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {pending ? 'Kaydediliyor…' : submitLabel}
        </button>
        {state.message && (
          <p
            key={answer}
            role={state.status === 'saved' ? 'status' : 'alert'}
            data-testid={`${id}-message`}
            className={`max-h-32 overflow-y-auto rounded-lg p-2 text-sm font-semibold ${
              state.status === 'saved'
                ? 'bg-green-50 text-green-800'
                : state.status === 'stale'
                  ? 'bg-amber-50 text-amber-900'
                  : 'bg-red-50 text-red-800'
            }`}
          >
            {state.message}
            {errorCount > 0 && ` (${errorCount} alan)`}
            {firstRefused && firstRefusedId && (
              <>
                {' '}
                <a href={`#${firstRefusedId}`} className="underline">
                  İlk hatalı alan: {firstRefused.label}
                </a>
              </>
            )}
          </p>
        )}
      </div>
    </form>
  );
}

/** One field with its label, hint or message, what this person typed before a stale save, and its confirmation box. */
function FieldInput({
  field,
  fieldId,
  value,
  confirmed,
  error,
  yours,
  focus,
}: {
  field: SettingsField;
  fieldId: string;
  value: string;
  confirmed: boolean;
  error: string | undefined;
  yours: string | undefined;
  focus: boolean;
}) {
  const describedBy = error
    ? `${fieldId}-hata`
    : yours !== undefined
      ? `${fieldId}-sizin`
      : field.hint
        ? `${fieldId}-ipucu`
        : undefined;
  const common = {
    id: fieldId,
    name: field.name,
    defaultValue: value,
    autoFocus: focus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${inputClass} ${error ? 'border-red-500 bg-red-50' : yours !== undefined ? 'border-amber-500 bg-amber-50' : 'border-slate-300 bg-white'}`,
  } as const;
  return (
    <div>
      <label htmlFor={fieldId} className="text-sm font-semibold text-slate-800">
        {field.label}
        {field.unit && <span className="font-normal text-slate-500"> ({field.unit})</span>}
      </label>
      {field.kind === 'select' ? (
        <select {...common}>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind === 'number' ? 'text' : field.kind}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
        />
      )}
      {field.hint && !error && yours === undefined && (
        <p id={`${fieldId}-ipucu`} className="mt-1 text-xs text-slate-500">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-hata`} className="mt-1 text-sm font-semibold text-red-700" data-field-error>
          {error}
        </p>
      )}
      {yours !== undefined && (
        <p id={`${fieldId}-sizin`} className="mt-1 text-sm text-amber-900" data-testid="settings-yours">
          Sizin yazdığınız: <span className="font-semibold">{yours === '' ? '(boş)' : yours}</span>
        </p>
      )}
      {field.confirm && (
        <label className="mt-1 flex min-h-11 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name={field.confirm.name}
            defaultChecked={confirmed}
            aria-label={field.confirm.historyLabel}
            className="size-5 accent-brand-600"
          />
          {field.confirm.label}
        </label>
      )}
    </div>
  );
}

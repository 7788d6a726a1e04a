import { parseAmount } from '@/lib/offers';

// What the offer editor's sections share (offer-editor-form.tsx composes them): input and
// button classes, a labelled field with its hint or error, and the total of the rows as typed.

/** A refused field's message by name, and the id that describes its input. */
export interface FieldErrors {
  errorText: (name: string) => string | undefined;
  described: (name: string) => string | undefined;
}

export const INPUT = 'mt-1 block min-h-11 w-full rounded-lg border px-3 text-base text-slate-900 sm:text-sm';
export const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-4 text-sm font-semibold whitespace-nowrap';
export const border = (error?: string) => (error ? 'border-red-500' : 'border-slate-300');

/** The sum of the rows as typed (rows removed or unreadable left out). */
export function totalOf(values: Record<string, string>, rows: number): number {
  let total = 0;
  for (let i = 0; i < rows; i++) {
    if (values[`line.${i}.remove`]) continue;
    total += parseAmount(values[`line.${i}.amount`] ?? '') ?? 0;
  }
  return total;
}

export function Field({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={name} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children}
      {hint && !error && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      {error && (
        <p id={`${name}-hata`} className="mt-1 text-sm font-semibold text-red-700" data-testid="offer-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

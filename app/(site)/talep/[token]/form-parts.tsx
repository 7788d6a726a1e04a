// What the plain forms on the customer's page share: the field's look and its message.

export const fieldInput =
  'mt-1 block min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-600';

/** A field's message, named by the field's aria-describedby (`id`); nothing when there is none. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

// What the lead page's sections share: the button and card classes, a labelled value, and how a
// person who wrote a note or a log entry is named.

export const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap';
export const CARD = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';

export function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm [overflow-wrap:anywhere] text-slate-800">{children}</dd>
    </div>
  );
}

/** Who wrote a note or an entry: the person's name, with the e-mail the record keeps. */
export function personLabel(names: ReadonlyMap<string, string>, email: string): string {
  const name = names.get(email);
  return name && name !== email ? `${name} (${email})` : email;
}

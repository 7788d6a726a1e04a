import { CheckCircle2 } from '@/components/ui/icons';
import type { ValueItem } from '@/content/types';
import { fillFacts } from '@/lib/company-facts';
import { getEditedFacts } from '@/lib/settings/index.server';

/**
 * Cards of short titled statements (values, goals, standards, reasons), with the staff-edited
 * facts filled in (the insurance claims among them: lib/claims.ts).
 */
export async function ValueGrid({ items, numbered = false }: { items: readonly ValueItem[]; numbered?: boolean }) {
  const edited = await getEditedFacts();
  const fill = (t: string) => fillFacts(t, { edited });
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="grid size-10 place-items-center rounded-xl bg-brand-50 font-extrabold text-brand-600">
            {numbered ? index + 1 : <CheckCircle2 className="size-5" aria-hidden="true" />}
          </span>
          <h3 className="mt-4 font-bold text-brand-900">{fill(item.title)}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{fill(item.text)}</p>
        </li>
      ))}
    </ul>
  );
}

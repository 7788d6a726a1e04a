import { ROLE_LABELS, isRole } from '@/lib/auth/permissions';
import type { Db } from '@/lib/db/kysely.server';
import { assignableStaff } from '@/lib/team/index.server';
import { assignLeadAction } from '../../../lead-actions';

/** Who owns the lead: a plain form (works without JavaScript) to give it to a person or to nobody. */
export async function AssignmentSection({
  db,
  hidden,
  assignedTo,
}: {
  db: Db;
  /** The lead form's hidden fields (kind, id, list). */
  hidden: React.ReactNode;
  assignedTo: string | null;
}) {
  const people = await assignableStaff(db);
  const owner = people.find((p) => p.id === assignedTo);
  return (
    <section
      className="mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      aria-labelledby="sorumlu-baslik"
      data-testid="assignment"
    >
      <h2 id="sorumlu-baslik" className="font-bold text-slate-900">
        Sorumlu
      </h2>
      <p className="mt-1 text-sm text-slate-700" data-testid="assigned-to">
        {owner ? owner.name : 'Atanmamış'}
      </p>
      <form action={assignLeadAction} className="mt-3 flex flex-wrap items-end gap-2">
        {hidden}
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor="sorumlu" className="text-sm font-semibold text-slate-800">
            Talebi ata
          </label>
          <select
            id="sorumlu"
            name="to"
            defaultValue={owner?.id ?? ''}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          >
            <option value="">Atanmamış</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({isRole(p.role) ? ROLE_LABELS[p.role] : p.role})
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-700"
        >
          Kaydet
        </button>
      </form>
    </section>
  );
}

import type { Db } from '@/lib/db/kysely.server';
import { formatDateTime } from '@/lib/format';
import { listLeadAudit } from '@/lib/leads/index.server';
import type { LeadKind } from '@/lib/validation/lead';
import { namesByEmail } from '@/lib/team/index.server';
import { CARD, personLabel } from './lead-page-ui';

/** "İşlem geçmişi": the lead's audit log, newest first, with who did what. Loads its own rows. */
export async function HistorySection({ db, kind, id }: { db: Db; kind: LeadKind; id: string }) {
  const [log, names] = await Promise.all([listLeadAudit(db, kind, id), namesByEmail(db)]);
  const person = (email: string) => personLabel(names, email);
  return (
    <section className={`${CARD} mt-4`} aria-labelledby="gecmis">
      <h2 id="gecmis" className="font-bold text-slate-900">
        İşlem geçmişi
      </h2>
      {log.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">Henüz işlem yok.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100 text-sm" data-testid="lead-audit">
          {log.map((e) => (
            <li key={e.id} className="py-2" data-testid="lead-audit-entry">
              <span className="font-semibold text-slate-800">{e.label}</span>
              {e.detail && (
                <>
                  : <bdi>{e.detail}</bdi>
                </>
              )}
              <span className="block text-xs text-slate-500">
                {formatDateTime(e.createdAt)} · <bdi>{person(e.actorEmail)}</bdi>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

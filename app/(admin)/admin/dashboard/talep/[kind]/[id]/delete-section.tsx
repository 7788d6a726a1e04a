import Link from 'next/link';
import { leadHref } from '@/lib/admin/paths';
import { LEAD_KINDS, TRASH_DAYS } from '@/lib/leads';
import type { LeadKind } from '@/lib/validation/lead';
import { trashLeadAction } from '../../../lead-actions';
import { BUTTON } from './lead-page-ui';

/** "Sil": a link that asks first (works without JavaScript), then moves the lead to the trash. */
export function DeleteSection({
  kind,
  id,
  list,
  confirmDelete,
  hidden,
}: {
  kind: LeadKind;
  id: string;
  list: string;
  confirmDelete: boolean;
  hidden: React.ReactNode;
}) {
  return (
    <section className="mt-4">
      {confirmDelete ? (
        <div
          role="alertdialog"
          aria-labelledby="sil-onay"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3"
        >
          <p id="sil-onay" className="text-sm font-semibold text-red-800">
            {LEAD_KINDS[kind].labels.confirmDelete} {TRASH_DAYS} gün boyunca Silinenler’den geri alabilirsiniz.
          </p>
          <form action={trashLeadAction}>
            {hidden}
            <button type="submit" className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`} autoFocus>
              Evet, sil
            </button>
          </form>
          <Link
            href={leadHref(kind, id, list ? { liste: list } : {})}
            className={`${BUTTON} text-slate-700 hover:underline`}
          >
            Vazgeç
          </Link>
        </div>
      ) : (
        <Link
          href={leadHref(kind, id, { ...(list ? { liste: list } : {}), sil: '1' })}
          className={`${BUTTON} border border-red-300 text-red-700 hover:bg-red-50`}
        >
          Sil
        </Link>
      )}
    </section>
  );
}

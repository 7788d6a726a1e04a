import Link from 'next/link';
import { Stars } from '@/components/reviews/stars';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { staffControls, type Role } from '@/lib/auth/permissions';
import { getDb } from '@/lib/db/kysely.server';
import { formatDateTime } from '@/lib/format';
import { TIMELINESS_LABELS, damageStatusLabel, hideReasonOf } from '@/lib/reviews';
import { getLeadReview, listLeadDamageReports, reviewText } from '@/lib/reviews/index.server';

/**
 * After the move on the staff lead page: the lead's review and damage reports, with links to
 * their lists for the roles that may open them.
 */
export async function AfterMoveSection({ leadId, role }: { leadId: string; role: Role }) {
  const db = await getDb();
  const controls = staffControls(role);
  const [review, reports] = await Promise.all([getLeadReview(db, leadId), listLeadDamageReports(db, leadId)]);
  if (!review && reports.length === 0) return null;
  const text = review ? await reviewText(db, review.id) : null;
  return (
    <section
      aria-labelledby="tasinma-sonrasi"
      className="mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      data-testid="lead-after-move"
    >
      <h2 id="tasinma-sonrasi" className="text-lg font-bold text-slate-900">
        Taşınma sonrası
      </h2>
      {review && (
        <div className="mt-2 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <Stars rating={review.rating} /> {formatDateTime(review.createdAt)}
            {review.hiddenReason && <span> · Gizlendi: {hideReasonOf(review.hiddenReason)!.label}</span>}
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{text}</p>
          {controls.reviews && (
            <Link href={ADMIN_PATHS.reviews} className="font-semibold text-brand-700 underline">
              Yorumlar
            </Link>
          )}
        </div>
      )}
      {reports.length > 0 && (
        <ul className="mt-3 grid gap-1 text-sm">
          {reports.map((r) => (
            <li key={r.id}>
              Hasar bildirimi {formatDateTime(r.createdAt)} · {damageStatusLabel(r.status)} ·{' '}
              {TIMELINESS_LABELS[r.timeliness]} · {r.items}
            </li>
          ))}
          {controls.damageReports && (
            <li>
              <Link href={ADMIN_PATHS.damageReports} className="font-semibold text-brand-700 underline">
                Hasar bildirimleri
              </Link>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

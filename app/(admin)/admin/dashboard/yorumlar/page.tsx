import Link from 'next/link';
import { Stars } from '@/components/reviews/stars';
import { ADMIN_PATHS, leadHref } from '@/lib/admin/paths';
import { requireStaff } from '@/lib/auth/guard.server';
import { PAGE_NEEDS } from '@/lib/auth/permissions';
import { getDb } from '@/lib/db/kysely.server';
import { formatDateTime } from '@/lib/format';
import { formatMonthYear } from '@/lib/calendar';
import { FOLLOW_UP_AT_OR_BELOW, listReviewsForStaff } from '@/lib/reviews/index.server';
import { HIDE_REASONS, hideReasonOf } from '@/lib/reviews';
import { AfterMoveShell } from '../../_components/after-move-shell';
import { hideReviewAction, replyReviewAction } from '../after-move-actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Yorumlar · Yönetim Paneli' };

const BUTTON = 'mt-2 min-h-11 rounded-lg px-3 text-sm font-semibold';
const FIELD = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';

/** Every review with its moderation: hide only with a reason of the list, reply in public. */
export default async function StaffReviewsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff(PAGE_NEEDS['app/(admin)/admin/dashboard/yorumlar/page.tsx'], ADMIN_PATHS.reviews);
  const notice = (await searchParams).bildirim;
  const reviews = await listReviewsForStaff(await getDb());
  return (
    <AfterMoveShell title="Yorumlar" notice={typeof notice === 'string' ? notice : undefined}>
      <p className="mt-2 text-sm text-slate-600">
        Her yorum yazıldığı anda /yorumlar sayfasında yayımlanır. Yalnızca listedeki nedenlerden biriyle gizlenebilir;
        gizleme kayda geçer ve müşteri kendi sayfasında nedenini görür. {FOLLOW_UP_AT_OR_BELOW} ve altı puanlar
        yöneticiler için takip oluşturur ve yayında kalır.
      </p>
      {reviews.length === 0 ? (
        <p className="mt-4 text-slate-700">Henüz yorum yok.</p>
      ) : (
        <ul className="mt-4 grid gap-4" data-testid="staff-reviews">
          {reviews.map((r) => (
            <li
              key={r.id}
              className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              data-testid="staff-review"
              data-review-id={r.id}
            >
              <div className="flex flex-wrap items-center gap-2">
                <Stars rating={r.rating} />
                {r.rating <= FOLLOW_UP_AT_OR_BELOW && (
                  <span
                    className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800"
                    data-testid="staff-review-follow-up"
                  >
                    Düşük puan: yöneticiler arasın
                  </span>
                )}
                {r.hiddenReason && (
                  <span
                    className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800"
                    data-testid="staff-review-hidden"
                  >
                    Gizlendi: {hideReasonOf(r.hiddenReason)!.label}
                  </span>
                )}
              </div>
              <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{r.text}</p>
              <p className="mt-2 text-xs text-slate-600">
                {r.author} · {formatMonthYear(r.moveMonth)} · {r.routeFrom} → {r.routeTo} ·{' '}
                {formatDateTime(r.createdAt)} ·{' '}
                <Link href={leadHref(r.leadKind, r.leadId)} className="font-semibold text-brand-700 underline">
                  {r.reference ?? 'Talep'} ({r.leadName})
                </Link>
              </p>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <form action={replyReviewAction} className="text-sm">
                  <input type="hidden" name="id" value={r.id} />
                  <label htmlFor={`reply-${r.id}`} className="font-semibold text-slate-900">
                    Herkese açık yanıt
                  </label>
                  <textarea
                    id={`reply-${r.id}`}
                    name="reply"
                    rows={3}
                    maxLength={2000}
                    className={FIELD}
                    defaultValue={r.reply ?? ''}
                  />
                  <button type="submit" className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
                    Yanıtı yayımla
                  </button>
                </form>
                {!r.hiddenReason && (
                  <form action={hideReviewAction} className="text-sm" data-testid="staff-review-hide">
                    <input type="hidden" name="id" value={r.id} />
                    <label htmlFor={`hide-${r.id}`} className="font-semibold text-slate-900">
                      Gizleme nedeni
                    </label>
                    <select id={`hide-${r.id}`} name="reason" className={FIELD} defaultValue="">
                      <option value="">Neden seçin</option>
                      {HIDE_REASONS.map((reason) => (
                        <option key={reason.id} value={reason.id}>
                          {reason.label}
                        </option>
                      ))}
                    </select>
                    <button
                      type="submit"
                      className={`${BUTTON} border border-red-300 bg-white text-red-800 hover:bg-red-50`}
                    >
                      Yorumu gizle
                    </button>
                  </form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </AfterMoveShell>
  );
}

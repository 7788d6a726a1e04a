import Link from 'next/link';
import { dashboardHref, type listState } from '@/lib/admin/dashboard';
import type { Page, Lead } from '@/lib/leads';
import { BUTTON } from './inbox-ui';

/** "← Önceki" and "Sonraki →" under the lead list. */
export function InboxPager({ page, state }: { page: Page<Lead>; state: ReturnType<typeof listState> }) {
  return (
    <>
      {page.pageCount > 1 && (
        <nav aria-label="Sayfalar" className="mt-6 flex items-center justify-between">
          {page.page > 1 ? (
            <Link
              href={dashboardHref({ ...state, page: page.page - 1 })}
              className={`${BUTTON} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
            >
              ← Önceki
            </Link>
          ) : (
            <span />
          )}
          {page.page < page.pageCount && (
            <Link
              href={dashboardHref({ ...state, page: page.page + 1 })}
              className={`${BUTTON} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
            >
              Sonraki →
            </Link>
          )}
        </nav>
      )}
    </>
  );
}

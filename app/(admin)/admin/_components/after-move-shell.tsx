import Link from 'next/link';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { AFTER_MOVE_NOTICES } from '@/lib/reviews';
import { AdminNotice } from './admin-notice';

/** The two pages after the move, by their titles. */
const PAGES = [
  { href: ADMIN_PATHS.damageReports, title: 'Hasar bildirimleri' },
  { href: ADMIN_PATHS.reviews, title: 'Yorumlar' },
];

/** The frame of the staff pages after the move: back to the dashboard, the two pages, the title and a notice. */
export function AfterMoveShell({
  title,
  notice,
  children,
}: {
  title: string;
  notice: string | undefined;
  children: React.ReactNode;
}) {
  const link =
    'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50';
  return (
    <main className="mx-auto max-w-5xl px-3 py-4 sm:px-4 sm:py-6">
      <nav aria-label="Taşınma sonrası" className="flex flex-wrap gap-1">
        <Link href={ADMIN_PATHS.dashboard} className={link}>
          ← Yönetim paneli
        </Link>
        {PAGES.map((page) => (
          <Link
            key={page.href}
            href={page.href}
            aria-current={page.title === title ? 'page' : undefined}
            className={`${link} ${page.title === title ? 'bg-white ring-1 ring-slate-200' : ''}`}
          >
            {page.title}
          </Link>
        ))}
      </nav>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{title}</h1>
      <AdminNotice notice={notice ? AFTER_MOVE_NOTICES[notice] : undefined} />
      {children}
    </main>
  );
}

/** The links to the two pages, for the dashboard. */
export function AfterMoveLinks() {
  return (
    <p className="mb-1 flex flex-wrap gap-x-4 text-sm" data-testid="after-move-links">
      {PAGES.map((page) => (
        <Link
          key={page.href}
          href={page.href}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
        >
          {page.title}
        </Link>
      ))}
    </p>
  );
}

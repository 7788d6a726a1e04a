'use client';

import Link from 'next/link';
import { CalendarDays } from '@/components/ui/icons';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { logoutAction } from '../dashboard/actions';
import { AlertsLink } from './alerts-link';

/**
 * The dashboard's header: the panel's name, "Bildirimler", the person, "Takvim" and "Çıkış Yap".
 * A client component so the page's payload carries these few strings, not the header's tree
 * (issue 35); "Çıkış Yap" posts to its server action, with or without JavaScript.
 */
export function DashboardHeader({
  siteName,
  email,
  calendar,
}: {
  siteName: string;
  email: string;
  /** The calendar, or the person's own calendar link, when the role has one. */
  calendar?: { href: string; label: string };
}) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Link
          href={ADMIN_PATHS.dashboard}
          className="flex min-w-0 items-center gap-2 font-bold text-slate-900"
          aria-label={`${siteName} · Yönetim Paneli`}
        >
          <img src="/logo.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
          <span className="hidden truncate sm:inline">
            {siteName} <span className="font-semibold text-slate-500">· Yönetim</span>
          </span>
        </Link>
        <div className="flex shrink-0 items-center gap-2 text-sm sm:gap-3">
          <AlertsLink />
          <span className="hidden truncate text-slate-600 sm:inline" data-testid="admin-email">
            {email}
          </span>
          {calendar && (
            <Link
              href={calendar.href}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg bg-brand-600 px-3 font-semibold whitespace-nowrap text-white hover:bg-brand-700 sm:min-h-9"
            >
              <CalendarDays aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">{calendar.label}</span>
            </Link>
          )}
          <form action={logoutAction}>
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-50 sm:min-h-9"
            >
              Çıkış Yap
            </button>
          </form>
        </div>
      </div>
    </header>
  );
}

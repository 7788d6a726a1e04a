'use client';

import Link from 'next/link';
import { dashboardHref, type TabId } from '@/lib/admin/dashboard';

/**
 * The dashboard's tabs with their unread and due counts. A client component so the page's payload
 * carries the tabs' names and counts, not each link's tree (issue 35); the classes are in
 * app/(admin)/staff.css. Phones: a two-column grid, so every tab is on screen; wider screens:
 * underlined tabs that wrap, never overlap.
 */
export function DashboardTabs({
  tabs,
  current,
  due,
}: {
  tabs: { id: TabId; label: string; count?: number }[];
  current: TabId;
  /** Follow-ups due today, counted on "Bugün". */
  due?: number;
}) {
  return (
    <nav
      aria-label="Bölümler"
      className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-x-1 sm:gap-y-0 sm:border-b sm:border-slate-200"
    >
      {tabs.map((t) => (
        <Link
          key={t.id}
          href={dashboardHref({ tab: t.id })}
          aria-current={t.id === current ? 'page' : undefined}
          // Separate strings: the class sorter trims a class string's spaces, and would glue them.
          className={[t.id === current ? 'tab-on' : 'tab-off', tabs.length % 2 ? 'last:col-span-2' : '']
            .join(' ')
            .trim()}
        >
          <span className="min-w-0">{t.label}</span>
          {t.count !== undefined && t.count > 0 && (
            <span
              className="shrink-0 rounded-full bg-amber-700 px-2 py-0.5 text-xs text-white"
              data-testid={`unread-${t.id}`}
            >
              {t.count}
              <span className="sr-only"> okunmamış</span>
            </span>
          )}
          {t.id === 'bugun' && due !== undefined && due > 0 && (
            <span className="shrink-0 rounded-full bg-red-700 px-2 py-0.5 text-xs text-white" data-testid="due-count">
              {due}
              <span className="sr-only"> takip</span>
            </span>
          )}
        </Link>
      ))}
    </nav>
  );
}

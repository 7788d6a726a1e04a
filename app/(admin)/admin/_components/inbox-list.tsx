import { dashboardHref, listState, type DashboardQuery } from '@/lib/admin/dashboard';
import { LEAD_KINDS, type Lead, type LeadKind, type Page } from '@/lib/leads';
import type { OfferState } from '@/lib/offers';
import { InboxCard } from './inbox-card';
import { InboxPager } from './inbox-pager';
import { InboxToolbar } from './inbox-toolbar';
import type { InboxMode } from './inbox-ui';

export { KIND_LABEL, StatusBadge, type InboxMode } from './inbox-ui';

/**
 * A newest-first, paginated list of contact messages or quote requests.
 * Everything typed by visitors is rendered as text and isolated from its
 * surroundings (`<bdi>`, `dir="auto"`), so a right-to-left override character
 * in one field cannot reverse the rest of the line.
 */
export function InboxList({
  kind,
  page,
  query,
  mode = 'inbox',
  now,
  offers,
  inventories,
  withFiles,
  canExport = true,
  canCreate = true,
}: {
  /** Whether the role may download the CSV (lib/auth/permissions.ts `export.csv`; the route checks it too). */
  canExport?: boolean;
  /** Whether the role may open "Yeni talep" (lib/auth/permissions.ts staffControls). */
  canCreate?: boolean;
  /** The kind of the tab (its read filter and CSV export); none for the lists of both kinds. */
  kind?: LeadKind;
  page: Page<Lead>;
  query: DashboardQuery;
  mode?: InboxMode;
  now: Date;
  /** The latest offer version and its state per quote request of the page (lib/offers), if any. */
  offers?: ReadonlyMap<string, { version: number; state: OfferState }>;
  /** The quote requests of the page whose customer listed their belongings (lib/inventory). */
  inventories?: ReadonlySet<string>;
  /** The quote requests of the page that have survey photos or videos (the "Fotoğraf" badge). */
  withFiles?: ReadonlySet<string>;
}) {
  const state = listState(query);
  const back = new URLSearchParams(dashboardHref(state).split('?')[1]).toString();
  const emptyText =
    mode === 'due'
      ? 'Bugün için takip zamanı gelen talep yok.'
      : mode === 'deleted'
        ? 'Silinenler boş.'
        : query.search
          ? 'Aramaya uyan talep yok.'
          : kind && !query.status && !query.source
            ? LEAD_KINDS[kind].labels.empty
            : 'Bu filtrede talep yok.';
  return (
    <div>
      <InboxToolbar kind={kind} query={query} state={state} mode={mode} canExport={canExport} canCreate={canCreate} />
      <p className="mt-3 text-sm text-slate-600">
        {page.total} kayıt · sayfa {page.page}/{page.pageCount}
      </p>
      {page.items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {emptyText}
        </p>
      ) : (
        <ul className="mt-4 space-y-3" data-testid="inbox-list">
          {page.items.map((item) => (
            <InboxCard
              key={item.id}
              item={item}
              kind={kind}
              mode={mode}
              now={now}
              query={query}
              state={state}
              back={back}
              offers={offers}
              inventories={inventories}
              withFiles={withFiles}
            />
          ))}
        </ul>
      )}
      <InboxPager page={page} state={state} />
    </div>
  );
}

import { dashboardHref, listState, type DashboardQuery } from '@/lib/admin/dashboard';
import { LEAD_KINDS, type Lead, type LeadKind, type Page } from '@/lib/leads';
import type { OfferState } from '@/lib/offers';
import { Mail, MessageCircle, Phone } from '@/components/ui/icons';
import { InboxCards } from './inbox-card';
import { InboxPager } from './inbox-pager';
import { InboxToolbar } from './inbox-toolbar';
import { inboxRow } from './inbox-row.server';
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
        <>
          <InboxIcons />
          <InboxCards
            rows={page.items.map((item) => inboxRow(item, { kind, mode, now, query, offers, inventories, withFiles }))}
            back={back}
            list={dashboardHref(state)}
            mode={mode}
          />
        </>
      )}
      <InboxPager page={page} state={state} />
    </div>
  );
}

/**
 * The rows' icons, drawn once as symbols: each row's call, WhatsApp and e-mail links use them
 * (`<use href="#inbox-icon-…">`), instead of three whole inline drawings per row.
 */
/** A symbol's drawing needs only its strokes: its size and box come from the symbol and the row's <svg>. */
const BARE = { xmlns: undefined, width: undefined, height: undefined, viewBox: undefined, 'aria-hidden': undefined };

function InboxIcons() {
  return (
    <svg className="hidden" aria-hidden="true">
      <symbol id="i-phone" viewBox="0 0 24 24">
        <Phone {...BARE} />
      </symbol>
      <symbol id="i-wa" viewBox="0 0 24 24">
        <MessageCircle {...BARE} />
      </symbol>
      <symbol id="i-mail" viewBox="0 0 24 24">
        <Mail {...BARE} />
      </symbol>
    </svg>
  );
}

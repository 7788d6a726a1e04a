'use client';

// A client component so the page's payload carries its few props, not its form's whole tree (issue 35).
import Link from 'next/link';
import { dashboardHref, FILTERS, type DashboardQuery, type listState } from '@/lib/admin/dashboard';
import { ADMIN_PATHS, exportHref } from '@/lib/admin/paths';
import { LEAD_KINDS, type LeadKind, LEAD_SOURCES, LEAD_STATUSES } from '@/lib/leads';
import { BUTTON, type InboxMode } from './inbox-ui';

/** Above the lead list: "Yeni talep", the search with status and source, "Aramayı temizle", the read filter and the CSV. */
export function InboxToolbar({
  kind,
  query,
  state,
  mode,
  canExport,
  canCreate,
}: {
  kind?: LeadKind;
  query: DashboardQuery;
  state: ReturnType<typeof listState>;
  mode: InboxMode;
  canExport: boolean;
  /** The viewer may create leads ("Yeni talep"); read from the permission table. */
  canCreate: boolean;
}) {
  return (
    <>
      {mode !== 'deleted' && canCreate && (
        <div className="mb-3 flex justify-end">
          <Link
            href={`${ADMIN_PATHS.newLead}?tur=${kind === 'contact' ? 'mesaj' : 'teklif'}`}
            className={`${BUTTON} w-full bg-brand-600 text-white hover:bg-brand-700 sm:w-auto`}
            data-testid="new-lead-link"
          >
            + Yeni talep (telefon, WhatsApp, tavsiye)
          </Link>
        </div>
      )}
      <form
        method="get"
        action={ADMIN_PATHS.dashboard}
        role="search"
        className="mb-4 grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto]"
      >
        <input type="hidden" name="sekme" value={query.tab} />
        {query.filter.id !== 'tumu' && <input type="hidden" name="filtre" value={query.filter.id} />}
        <label className="sr-only" htmlFor="ara">
          Ara
        </label>
        <input
          id="ara"
          name="ara"
          type="search"
          defaultValue={query.search ?? ''}
          placeholder="Ad, telefon, e-posta, talep no veya yer"
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:min-h-9 sm:text-sm"
        />
        <div className="grid grid-cols-2 gap-2 sm:contents">
          <label className="sr-only" htmlFor="durum">
            Durum
          </label>
          <select
            id="durum"
            name="durum"
            defaultValue={query.status ?? ''}
            className="min-h-11 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm sm:min-h-9"
          >
            <option value="">Tüm durumlar</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor="kaynak">
            Kaynak
          </label>
          <select
            id="kaynak"
            name="kaynak"
            defaultValue={query.source ?? ''}
            className="min-h-11 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm sm:min-h-9"
          >
            <option value="">Tüm kaynaklar</option>
            {LEAD_SOURCES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
          Ara
        </button>
      </form>
      {(query.search || query.status || query.source) && (
        <p className="mb-3 text-sm text-slate-600">
          {query.search && mode === 'inbox' ? 'İletişim mesajları ve teklif talepleri birlikte aranıyor. ' : ''}
          <Link
            href={dashboardHref({ tab: query.tab, filter: query.filter.id })}
            className="font-semibold text-brand-700 underline"
          >
            Aramayı temizle
          </Link>
        </p>
      )}
      {kind && mode === 'inbox' && !query.search && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <nav
            aria-label="Filtre"
            className="flex w-full gap-1 rounded-lg bg-slate-200/70 p-1 sm:w-auto sm:bg-slate-100"
          >
            {FILTERS.map((f) => (
              <Link
                key={f.id}
                href={dashboardHref({ ...state, page: 1, filter: f.id })}
                aria-current={f.id === query.filter.id ? 'page' : undefined}
                className={`inline-flex min-h-10 flex-1 items-center justify-center rounded-md px-3 text-sm font-semibold sm:min-h-8 sm:flex-none ${f.id === query.filter.id ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
              >
                {LEAD_KINDS[kind].labels.filters[f.value]}
              </Link>
            ))}
          </nav>
          {canExport && (
            <a
              href={exportHref(LEAD_KINDS[kind].tab)}
              className={`${BUTTON} w-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 sm:w-auto`}
            >
              CSV olarak indir
            </a>
          )}
        </div>
      )}
    </>
  );
}

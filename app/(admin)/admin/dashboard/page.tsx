import { leadsWithFiles } from '@/lib/lead-files/index.server';
import Link from 'next/link';
import { NOTICES, TABS, dashboardHref, listState, parseDashboardQuery } from '@/lib/admin/dashboard';
import { ADMIN_PATHS, calendarSettingsHref } from '@/lib/admin/paths';
import { uploadReportTexts } from '@/lib/admin/upload-report';
import { requireSignedIn, requireStaff } from '@/lib/auth/guard.server';
import { TAB_NEEDS, accessOf, can, landingTab, staffControls } from '@/lib/auth/permissions';
import { myLeadIds } from '@/lib/team/index.server';
import { TeamTab, MyDutySwitch, ResponseTimes, firstResponseByPerson } from '../_components/team-tab';
import { countUnreadLeads, leadOverview, listLeadPage, type LeadScope } from '@/lib/leads/index.server';
import { type Page, LEAD_KIND_IDS, LEAD_KINDS, leadKindOfTab, type Lead } from '@/lib/leads';
import { getDb } from '@/lib/db/kysely.server';
import { latestOfferStates } from '@/lib/offers/index.server';
import { InboxList, type InboxMode } from '../_components/inbox-list';
import { leadsWithInventory } from '@/lib/inventory/index.server';
import { Overview } from '../_components/overview';
import { GalleryTab, HeroTab, VideoTab } from '../_components/media-tabs';
import { CompanyTab, PricesTab } from '../_components/settings-tabs';
import { SurveyHoursTab } from '../_components/survey-hours-tab';
import { logoutAction } from './actions';
import { companyFieldLabel } from '@/lib/settings';
import { getClaimsStatus, getIdentityStatus, getSite } from '@/lib/settings/index.server';
import { AfterMoveLinks } from '../_components/after-move-shell';
import { ClaimsBanner } from '../_components/claims-banner';
import { restoreLeadAction } from './lead-actions';
import { AdminNotice } from '../_components/admin-notice';
import { AlertsLink } from '../_components/alerts-link';
import { CalendarDays } from '@/components/ui/icons';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Yönetim Paneli' };

const PAGE_SIZE = 20;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

async function safe<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error('[admin] load failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

// No loading.tsx here: a streamed loading screen would be the whole answer for
// a browser without JavaScript, and would turn the guard's redirect into a 200
// page. The page is rendered in one piece instead (its queries are quick).
export default async function DashboardPage({ searchParams }: Props) {
  const params = await searchParams;
  const query = parseDashboardQuery(params);
  // After a new sign-in: back to this list (tab, filter, page), or just the dashboard if none was asked for.
  const here = Object.keys(params).length ? dashboardHref(listState(query)) : ADMIN_PATHS.dashboard;
  const admin = await requireSignedIn(here);
  // Each tab is a page of the permission table (lib/auth/permissions.ts TAB_NEEDS): a tab the role
  // may not open is refused here, on the server; without a tab asked for, the role's own first tab.
  if (!one(params.sekme) && accessOf(admin.role, TAB_NEEDS[query.tab]) === 'refused') {
    query.tab = landingTab(admin.role);
  }
  await requireStaff(TAB_NEEDS[query.tab], here);
  const tabs = TABS.filter((t) => accessOf(admin.role, TAB_NEEDS[t.id]) !== 'refused');
  const controls = staffControls(admin.role);
  const db = await getDb();
  const unread: Partial<Record<string, number | null>> = Object.fromEntries(
    await Promise.all(
      LEAD_KIND_IDS.map(async (kind) => [LEAD_KINDS[kind].tab, await safe(() => countUnreadLeads(db, kind))]),
    ),
  );
  const now = new Date();
  // Follow-ups due by the end of today, shown on the "Bugün" tab.
  const due = await safe(
    async () => (await listLeadPage(db, { kinds: LEAD_KIND_IDS, scope: 'due', pageSize: 1, now })).total,
  );
  const leadKind = leadKindOfTab(query.tab);
  const mine = query.tab === 'benim' ? await safe(() => myLeadIds(db, admin.userId)) : null;
  // The lists of leads: a kind's tab (a search there looks at both kinds), "Bugün" and "Silinenler".
  const mode: InboxMode | null =
    leadKind || query.tab === 'benim'
      ? 'inbox'
      : query.tab === 'bugun'
        ? 'due'
        : query.tab === 'silinenler'
          ? 'deleted'
          : null;
  const scope: LeadScope = mode === 'due' ? 'due' : mode === 'deleted' ? 'deleted' : 'active';
  const list: Page<Lead> | null = mode
    ? await safe(() =>
        listLeadPage(db, {
          kinds: leadKind && !query.search ? [leadKind] : LEAD_KIND_IDS,
          scope,
          filter: leadKind && !query.search ? query.filter.value : 'all',
          status: query.status,
          source: query.source,
          search: query.search,
          ids: query.tab === 'benim' ? (mine ?? []) : undefined,
          page: query.page,
          pageSize: PAGE_SIZE,
          now,
        }),
      )
    : null;
  // The latest offer state of the page's quote requests: one query for the page's ids.
  const quoteIds = list?.items.filter((item) => item.kind === 'quote').map((item) => item.id) ?? [];
  const offerStates = quoteIds.length ? await safe(() => latestOfferStates(db, quoteIds, now)) : null;
  const inventories = quoteIds.length ? await safe(() => leadsWithInventory(db, quoteIds)) : null;
  const withFiles = quoteIds.length ? await safe(() => leadsWithFiles(db, quoteIds)) : null;
  const overview = query.tab === 'genel' ? await safe(() => leadOverview(db, now)) : null;
  const responders = query.tab === 'genel' ? await safe(() => firstResponseByPerson(db, now)) : null;
  const [undoKind, undoId] = query.undo?.split(':') ?? [];
  const notice = query.notice ? NOTICES[query.notice] : undefined;
  const tab = TABS.find((t) => t.id === query.tab)!;
  // An upload without JavaScript: the route's report in the address, shown as the texts its codes stand for.
  const uploadReport = query.upload ? uploadReportTexts(query.upload, query.tab) : null;
  const s = await getSite();
  const identity = await getIdentityStatus();
  const claims = await getClaimsStatus();

  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <Link
            href={ADMIN_PATHS.dashboard}
            className="flex min-w-0 items-center gap-2 font-bold text-slate-900"
            aria-label={`${s.name} · Yönetim Paneli`}
          >
            <img src="/logo.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
            <span className="hidden truncate sm:inline">
              {s.name} <span className="font-semibold text-slate-500">· Yönetim</span>
            </span>
          </Link>
          <div className="flex shrink-0 items-center gap-2 text-sm sm:gap-3">
            <AlertsLink />
            <span className="hidden truncate text-slate-600 sm:inline" data-testid="admin-email">
              {admin.email}
            </span>
            {controls.calendar && (
              <Link
                href={controls.calendar === 'calendar' ? ADMIN_PATHS.calendar : calendarSettingsHref()}
                className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg bg-brand-600 px-3 font-semibold whitespace-nowrap text-white hover:bg-brand-700 sm:min-h-9"
              >
                <CalendarDays aria-hidden="true" className="size-4" />
                <span className="sr-only sm:not-sr-only">
                  {controls.calendar === 'calendar' ? 'Takvim' : 'Takvim bağlantım'}
                </span>
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
      <main className="mx-auto max-w-6xl px-3 py-4 sm:px-4 sm:py-6">
        <h1 className="sr-only">Yönetim Paneli</h1>
        {identity.identity === 'placeholder' && can(admin.role, 'company.write') && (
          <div
            role="alert"
            data-testid="identity-banner"
            className="mb-4 rounded-xl border-2 border-red-600 bg-red-50 p-4 text-sm text-red-900"
          >
            <p className="font-bold">
              Firma bilgileri hâlâ örnek değerlerde: sitede gerçek olmayan bilgiler görünüyor.
            </p>
            <p className="mt-1">
              Örnek değerde kalan alanlar: {identity.fields.map(companyFieldLabel).join(', ')}.{' '}
              <Link href={dashboardHref({ tab: 'firma' })} className="font-bold underline">
                Firma Bilgileri sekmesinden doldurun
              </Link>
              .
            </p>
          </div>
        )}
        {can(admin.role, 'company.write') && <ClaimsBanner status={claims} />}
        <AfterMoveLinks />
        {/* Phones: a two-column grid, so every tab is on screen; wider screens: underlined tabs that wrap, never overlap. */}
        <nav
          aria-label="Bölümler"
          className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-x-1 sm:gap-y-0 sm:border-b sm:border-slate-200"
        >
          {tabs.map((t) => {
            const count = unread[t.id];
            const current = t.id === query.tab;
            return (
              <Link
                key={t.id}
                href={dashboardHref({ tab: t.id })}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-11 min-w-0 items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${tabs.length % 2 ? 'last:col-span-2' : ''} sm:-mb-px sm:shrink-0 sm:justify-start sm:rounded-none sm:border-b-2 sm:bg-transparent sm:py-2.5 sm:whitespace-nowrap sm:shadow-none sm:ring-0 ${
                  current
                    ? 'bg-brand-600 text-white shadow-sm sm:border-brand-600 sm:text-brand-700'
                    : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:text-slate-900 sm:border-transparent sm:text-slate-600'
                }`}
              >
                <span className="min-w-0">{t.label}</span>
                {typeof count === 'number' && count > 0 && (
                  <span
                    className="shrink-0 rounded-full bg-amber-700 px-2 py-0.5 text-xs text-white"
                    data-testid={`unread-${t.id}`}
                  >
                    {count}
                    <span className="sr-only"> okunmamış</span>
                  </span>
                )}
                {t.id === 'bugun' && typeof due === 'number' && due > 0 && (
                  <span
                    className="shrink-0 rounded-full bg-red-700 px-2 py-0.5 text-xs text-white"
                    data-testid="due-count"
                  >
                    {due}
                    <span className="sr-only"> takip</span>
                  </span>
                )}
              </Link>
            );
          })}
        </nav>
        <section className="mt-5 sm:mt-6 sm:rounded-2xl sm:bg-white sm:p-5 sm:shadow-sm" aria-labelledby="sekme-baslik">
          <h2 id="sekme-baslik" className="text-lg font-bold text-slate-900">
            {tab.label}
          </h2>
          <AdminNotice notice={notice} />
          {uploadReport?.success && (
            <p
              role="status"
              data-testid="upload-report-success"
              className="mt-3 rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800"
            >
              {uploadReport.success}
            </p>
          )}
          {uploadReport && uploadReport.errors.length > 0 && (
            <ul
              role="alert"
              data-testid="upload-report-errors"
              className={`mt-3 space-y-1 rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800 ${uploadReport.errors.length > 1 ? 'list-disc pl-8' : ''}`}
            >
              {uploadReport.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
          {undoKind && undoId && (
            <form action={restoreLeadAction} className="mt-2">
              <input type="hidden" name="kind" value={undoKind} />
              <input type="hidden" name="id" value={undoId} />
              <input type="hidden" name="liste" value={dashboardHref(listState(query)).split('?')[1]} />
              <input type="hidden" name="to" value="list" />
              <button
                type="submit"
                className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 sm:min-h-9"
              >
                Geri al
              </button>
            </form>
          )}
          <div className="mt-4">
            {query.tab === 'benim' && <MyDutySwitch db={db} userId={admin.userId} role={admin.role} />}
            {mode ? (
              list ? (
                <InboxList
                  kind={query.search ? undefined : leadKind}
                  page={list}
                  query={query}
                  mode={mode}
                  now={now}
                  offers={offerStates ?? undefined}
                  inventories={inventories ?? undefined}
                  withFiles={withFiles ?? undefined}
                  canExport={can(admin.role, 'export.csv')}
                  canCreate={controls.newLead}
                />
              ) : (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
                  {leadKind ? LEAD_KINDS[leadKind].labels.loadError : 'Talepler yüklenirken hata oluştu.'}
                </p>
              )
            ) : query.tab === 'genel' ? (
              overview ? (
                <>
                  <Overview overview={overview} now={now} />
                  {responders && <ResponseTimes people={responders} />}
                </>
              ) : (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
                  Genel bakış yüklenirken hata oluştu.
                </p>
              )
            ) : query.tab === 'anasayfa' ? (
              <HeroTab db={db} confirmDelete={query.confirmDelete} />
            ) : query.tab === 'galeri' ? (
              <GalleryTab db={db} confirmDelete={query.confirmDelete} />
            ) : query.tab === 'fiyatlar' ? (
              <PricesTab />
            ) : query.tab === 'firma' ? (
              <CompanyTab />
            ) : query.tab === 'kesif' ? (
              <SurveyHoursTab />
            ) : query.tab === 'ekip' ? (
              <TeamTab
                db={db}
                me={admin.userId}
                confirmRemove={query.confirmDelete}
                confirmDisable={query.confirmDisable}
              />
            ) : (
              <VideoTab db={db} confirmDelete={query.confirmDelete} />
            )}
          </div>
        </section>
      </main>
    </div>
  );
}

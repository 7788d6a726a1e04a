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
import { companyFieldLabel } from '@/lib/settings';
import { getClaimsStatus, getIdentityStatus, getSite } from '@/lib/settings/index.server';
import { AfterMoveLinks } from '../_components/after-move-shell';
import { ClaimsBanner } from '../_components/claims-banner';
import { restoreLeadAction } from './lead-actions';
import { AdminNotice } from '../_components/admin-notice';
import { DashboardHeader } from '../_components/dashboard-header';
import { DashboardTabs } from '../_components/dashboard-tabs';

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
      <DashboardHeader
        siteName={s.name}
        email={admin.email}
        calendar={
          controls.calendar
            ? controls.calendar === 'calendar'
              ? { href: ADMIN_PATHS.calendar, label: 'Takvim' }
              : { href: calendarSettingsHref(), label: 'Takvim bağlantım' }
            : undefined
        }
      />
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
        <DashboardTabs
          tabs={tabs.map((t) =>
            unread[t.id] ? { id: t.id, label: t.label, count: unread[t.id]! } : { id: t.id, label: t.label },
          )}
          current={query.tab}
          due={due || undefined}
        />
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

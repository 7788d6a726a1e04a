import Link from 'next/link';
import { NOTICES, TABS, dashboardHref, parseDashboardQuery, LOAD_ERRORS } from '@/lib/admin/dashboard';
import { requireAdmin } from '@/lib/auth/guard';
import { countUnreadContactMessages, listContactMessages, type ContactMessage } from '@/lib/data/contact-messages';
import type { Page } from '@/lib/data/inbox';
import { countUnreadQuoteRequests, listQuoteRequests, type QuoteRequest } from '@/lib/data/quote-requests';
import { getDb } from '@/lib/db/kysely';
import { site } from '@/lib/site';
import { InboxList } from '../_components/inbox-list';
import { GalleryTab, HeroTab, VideoTab } from '../_components/media-tabs';
import { logoutAction } from './actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Yönetim Paneli' };

const PAGE_SIZE = 20;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function safe<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error('[admin] load failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

export default async function DashboardPage({ searchParams }: Props) {
  const admin = await requireAdmin();
  const query = parseDashboardQuery(await searchParams);
  const db = await getDb();
  const [unreadMessages, unreadQuotes] = await Promise.all([safe(() => countUnreadContactMessages(db)), safe(() => countUnreadQuoteRequests(db))]);
  const unread: Partial<Record<string, number | null>> = { mesajlar: unreadMessages, teklifler: unreadQuotes };
  let list: Page<ContactMessage | QuoteRequest> | null = null;
  if (query.tab === 'mesajlar') list = await safe(() => listContactMessages(db, { filter: query.filter.value, page: query.page, pageSize: PAGE_SIZE }));
  if (query.tab === 'teklifler') list = await safe(() => listQuoteRequests(db, { filter: query.filter.value, page: query.page, pageSize: PAGE_SIZE }));
  const notice = query.notice ? NOTICES[query.notice] : undefined;
  const tab = TABS.find((t) => t.id === query.tab)!;

  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link href="/admin/dashboard" className="flex items-center gap-2 font-bold text-slate-900">
            <img src="/logo.svg" alt="" width={32} height={32} className="size-8" /> {site().name} · Yönetim
          </Link>
          <div className="flex items-center gap-3 text-sm">
            <span className="text-slate-600" data-testid="admin-email">
              {admin.email}
            </span>
            <form action={logoutAction}>
              <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-700 hover:bg-slate-50">
                Çıkış Yap
              </button>
            </form>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <h1 className="sr-only">Yönetim Paneli</h1>
        <nav aria-label="Bölümler" className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {TABS.map((t) => {
            const count = unread[t.id];
            const current = t.id === query.tab;
            return (
              <Link
                key={t.id}
                href={dashboardHref({ tab: t.id })}
                aria-current={current ? 'page' : undefined}
                className={`-mb-px flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold ${
                  current ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                {t.label}
                {typeof count === 'number' && count > 0 && (
                  <span className="rounded-full bg-amber-500 px-2 py-0.5 text-xs text-white" aria-label={`${count} okunmamış`} data-testid={`unread-${t.id}`}>
                    {count}
                  </span>
                )}
              </Link>
            );
          })}
        </nav>
        <section className="mt-6 rounded-2xl bg-white p-5 shadow-sm" aria-labelledby="sekme-baslik">
          <h2 id="sekme-baslik" className="text-lg font-bold text-slate-900">
            {tab.label}
          </h2>
          {notice && (
            <p
              role="status"
              data-testid="admin-notice"
              className={`mt-3 rounded-lg p-3 text-sm font-semibold ${notice.tone === 'success' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
            >
              {notice.text}
            </p>
          )}
          <div className="mt-4">
            {query.tab === 'mesajlar' || query.tab === 'teklifler' ? (
              list ? (
                <InboxList kind={query.tab === 'mesajlar' ? 'contact' : 'quote'} page={list} query={query} />
              ) : (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
                  {LOAD_ERRORS[query.tab]}
                </p>
              )
            ) : query.tab === 'anasayfa' ? (
              <HeroTab db={db} />
            ) : query.tab === 'galeri' ? (
              <GalleryTab db={db} />
            ) : (
              <VideoTab db={db} />
            )}
          </div>
        </section>
      </main>
    </div>
  );
}

import { Mail, MessageCircle, Phone } from 'lucide-react';
import Link from 'next/link';
import { Fragment } from 'react';
import { dashboardHref, FILTERS, type DashboardQuery } from '@/lib/admin/dashboard';
import { exportHref } from '@/lib/admin/paths';
import type { Page } from '@/lib/data/inbox';
import { describeEstimateInput } from '@/lib/estimate/describe';
import { formatTlRange } from '@/lib/estimate/format';
import { formatDateTime } from '@/lib/format';
import { LEAD_KINDS, leadListDetails, type Lead, type LeadKind } from '@/lib/leads/kinds';
import { toE164 } from '@/lib/phone';
import { whatsappLink } from '@/lib/site';
import { deleteAction, markReadAction } from '../dashboard/actions';

function Detail({ label, className = '', children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    // min-w-0 and anywhere-wrapping: a long e-mail or address never widens the card past the screen.
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm [overflow-wrap:anywhere] text-slate-800">{children}</dd>
    </div>
  );
}

/** A touch-sized (44 px) action next to a lead: call, WhatsApp, e-mail. */
const CONTACT_LINK =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2.5 font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-50 sm:flex-none sm:px-3';
/** A smaller button on wide screens, 44 px on phones. */
const BUTTON = 'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold sm:min-h-9';

/**
 * A newest-first, paginated list of contact messages or quote requests.
 * Everything typed by visitors is rendered as text and isolated from its
 * surroundings (`<bdi>`, `dir="auto"`), so a right-to-left override character
 * in one field cannot reverse the rest of the line.
 */
export function InboxList({ kind, page, query }: { kind: LeadKind; page: Page<Lead>; query: DashboardQuery }) {
  const { labels, tab } = LEAD_KINDS[kind];
  const back = new URLSearchParams(
    dashboardHref({ tab: query.tab, filter: query.filter.id, page: query.page }).split('?')[1],
  ).toString();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Filtre" className="flex w-full gap-1 rounded-lg bg-slate-200/70 p-1 sm:w-auto sm:bg-slate-100">
          {FILTERS.map((f) => (
            <Link
              key={f.id}
              href={dashboardHref({ tab: query.tab, filter: f.id })}
              aria-current={f.id === query.filter.id ? 'page' : undefined}
              className={`inline-flex min-h-10 flex-1 items-center justify-center rounded-md px-3 text-sm font-semibold sm:min-h-8 sm:flex-none ${f.id === query.filter.id ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {labels.filters[f.value]}
            </Link>
          ))}
        </nav>
        <a
          href={exportHref(tab)}
          className={`${BUTTON} w-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 sm:w-auto`}
        >
          CSV olarak indir
        </a>
      </div>
      <p className="mt-3 text-sm text-slate-500">
        {page.total} kayıt · sayfa {page.page}/{page.pageCount}
      </p>
      {page.items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-500">
          {labels.empty}
        </p>
      ) : (
        <ul className="mt-4 space-y-3" data-testid="inbox-list">
          {page.items.map((item) => {
            const phone = item.phone ? toE164(item.phone) : null;
            return (
              <li
                key={item.id}
                data-testid="inbox-item"
                data-unread={item.isRead ? undefined : 'true'}
                className={`min-w-0 rounded-xl border p-3 sm:p-4 ${item.isRead ? 'border-slate-200 bg-white' : 'border-amber-300 bg-amber-50 shadow-sm'}`}
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-bold [overflow-wrap:anywhere] text-slate-900">
                      <bdi data-testid="inbox-name">{item.name}</bdi>{' '}
                      <span
                        className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${item.isRead ? 'bg-slate-100 text-slate-600' : 'bg-amber-200 text-amber-900'}`}
                      >
                        {item.isRead ? labels.read : labels.unread}
                      </span>
                    </p>
                    <p className="text-xs text-slate-500">
                      {formatDateTime(item.createdAt)} {item.reference && <>· {item.reference}</>}
                    </p>
                  </div>
                  <div className="flex w-full gap-2 text-sm sm:w-auto">
                    {phone && (
                      <>
                        <a href={`tel:${phone}`} className={CONTACT_LINK}>
                          <Phone className="size-4" aria-hidden="true" /> Ara
                        </a>
                        <a
                          href={whatsappLink(
                            phone,
                            `Merhaba ${item.name.split(' ')[0]}, ${item.reference ?? ''} numaralı talebiniz hakkında yazıyoruz.`,
                          )}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={CONTACT_LINK}
                        >
                          <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp
                        </a>
                      </>
                    )}
                    <a href={`mailto:${item.email}`} className={CONTACT_LINK}>
                      <Mail className="size-4" aria-hidden="true" /> E-posta
                    </a>
                  </div>
                </div>
                <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                  <Detail label="E-posta">
                    <bdi>{item.email}</bdi>
                  </Detail>
                  <Detail label="Telefon">{item.phone ? <bdi>{item.phone}</bdi> : '-'}</Detail>
                  {leadListDetails(item).map(({ label, parts, joiner }) => (
                    <Detail key={label} label={label}>
                      {parts.map((part, i) => (
                        <Fragment key={i}>
                          {i > 0 && joiner}
                          <bdi>{part}</bdi>
                        </Fragment>
                      ))}
                    </Detail>
                  ))}
                  {item.attribution && (
                    <Detail label="Kaynak" className="sm:col-span-2">
                      {[item.attribution.utm_source, item.attribution.utm_campaign].filter(Boolean).map((value, i) => (
                        <Fragment key={i}>
                          {i > 0 && ' · '}
                          <bdi>{value}</bdi>
                        </Fragment>
                      ))}
                      {item.attribution.landingPage && (
                        // Landing addresses can be hundreds of characters: two lines, the full one on hover and in the CSV.
                        <bdi
                          className="line-clamp-2 block break-all text-slate-600"
                          title={item.attribution.landingPage}
                          data-testid="inbox-landing-page"
                        >
                          {item.attribution.landingPage}
                        </bdi>
                      )}
                    </Detail>
                  )}
                </dl>
                {'estimate' in item && item.estimate && (
                  <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800" data-testid="inbox-estimate">
                    <strong className="text-brand-900">
                      Tahmin: {formatTlRange(item.estimate.min, item.estimate.max)}
                    </strong>{' '}
                    · {describeEstimateInput(item.estimate.inputs)}
                  </p>
                )}
                {item.message && (
                  <p
                    dir="auto"
                    className="mt-3 rounded-lg bg-white/70 p-3 text-sm break-words whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200/70"
                    data-testid="inbox-message"
                  >
                    {item.message}
                  </p>
                )}
                {query.confirmDelete === item.id ? (
                  <div
                    role="alertdialog"
                    aria-labelledby={`sil-${item.id}`}
                    className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3"
                  >
                    <p id={`sil-${item.id}`} className="text-sm font-semibold text-red-800">
                      {labels.confirmDelete}
                    </p>
                    <form action={deleteAction}>
                      <input type="hidden" name="kind" value={kind} />
                      <input type="hidden" name="id" value={item.id} />
                      <input type="hidden" name="back" value={back} />
                      <button type="submit" className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`} autoFocus>
                        Evet, sil
                      </button>
                    </form>
                    <Link
                      href={dashboardHref({ tab: query.tab, filter: query.filter.id, page: query.page })}
                      className={`${BUTTON} text-slate-700 hover:underline`}
                    >
                      Vazgeç
                    </Link>
                  </div>
                ) : (
                  <div className="mt-3 flex flex-wrap gap-2">
                    {!item.isRead && (
                      <form action={markReadAction}>
                        <input type="hidden" name="kind" value={kind} />
                        <input type="hidden" name="id" value={item.id} />
                        <input type="hidden" name="back" value={back} />
                        <button type="submit" className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
                          {labels.markRead}
                        </button>
                      </form>
                    )}
                    <Link
                      href={dashboardHref({
                        tab: query.tab,
                        filter: query.filter.id,
                        page: query.page,
                        confirmDelete: item.id,
                      })}
                      className={`${BUTTON} border border-red-300 text-red-700 hover:bg-red-50`}
                    >
                      Sil
                    </Link>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {page.pageCount > 1 && (
        <nav aria-label="Sayfalar" className="mt-6 flex items-center justify-between">
          {page.page > 1 ? (
            <Link
              href={dashboardHref({ tab: query.tab, filter: query.filter.id, page: page.page - 1 })}
              className={`${BUTTON} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
            >
              ← Önceki
            </Link>
          ) : (
            <span />
          )}
          {page.page < page.pageCount && (
            <Link
              href={dashboardHref({ tab: query.tab, filter: query.filter.id, page: page.page + 1 })}
              className={`${BUTTON} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
            >
              Sonraki →
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

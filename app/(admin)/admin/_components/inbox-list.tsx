import { Mail, MessageCircle, Phone } from 'lucide-react';
import Link from 'next/link';
import { Fragment } from 'react';
import { dashboardHref, FILTERS, listState, type DashboardQuery } from '@/lib/admin/dashboard';
import { ADMIN_PATHS, exportHref, leadHref } from '@/lib/admin/paths';
import type { Page } from '@/lib/leads/types';
import { describeEstimateInput } from '@/lib/estimate/describe.server';
import { formatTlRange } from '@/lib/estimate/format';
import { formatDateTime } from '@/lib/format';
import { LEAD_KINDS, leadListDetails, type Lead, type LeadKind } from '@/lib/leads/kinds';
import { toE164 } from '@/lib/phone';
import { whatsappLink } from '@/lib/site';
import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  TRASH_DAYS,
  formatNationalPhone,
  lostReasonLabel,
  sourceLabel,
  statusLabel,
  type LeadStatus,
} from '@/lib/leads/pipeline';
import { OFFER_STATE_LABELS, OFFER_STATE_TONE } from '@/lib/offers/labels';
import type { OfferState } from '@/lib/offers/types';
import { deleteAction, markReadAction } from '../dashboard/actions';
import { restoreLeadAction } from '../dashboard/lead-actions';

const STATUS_TONE: Record<LeadStatus, string> = {
  yeni: 'bg-sky-100 text-sky-900',
  arandi: 'bg-indigo-100 text-indigo-900',
  kesif: 'bg-violet-100 text-violet-900',
  teklif: 'bg-amber-100 text-amber-900',
  kazanildi: 'bg-green-100 text-green-900',
  kaybedildi: 'bg-slate-200 text-slate-700',
};

/** A lead's pipeline status as a small badge. */
export function StatusBadge({ status, lostReason }: { status: LeadStatus; lostReason?: string | null }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_TONE[status]}`}
      data-testid="lead-status"
    >
      {statusLabel(status)}
      {status === 'kaybedildi' && lostReason ? ` · ${lostReasonLabel(lostReason)}` : ''}
    </span>
  );
}

/** Which leads the list shows: a lead tab or a search, the follow-ups due today, or "Silinenler". */
export type InboxMode = 'inbox' | 'due' | 'deleted';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A lead card's anchor: "Sil" reloads at the card, so its confirmation is where the tap was (on a phone too). */
const leadCardId = (id: string) => `talep-${id}`;

/** One lead's kind, in the lists of both kinds. */
export const KIND_LABEL: Record<LeadKind, string> = { contact: 'İletişim mesajı', quote: 'Teklif talebi' };

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
      <p className="mt-3 text-sm text-slate-600">
        {page.total} kayıt · sayfa {page.page}/{page.pageCount}
      </p>
      {page.items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {emptyText}
        </p>
      ) : (
        <ul className="mt-4 space-y-3" data-testid="inbox-list">
          {page.items.map((item) => {
            const phone = item.phone ? toE164(item.phone) : null;
            const labels = LEAD_KINDS[item.kind].labels;
            const href = leadHref(item.kind, item.id, { liste: back });
            const overdue = item.followUpAt !== null && new Date(item.followUpAt) < now;
            return (
              <li
                key={item.id}
                id={leadCardId(item.id)}
                data-testid="inbox-item"
                data-unread={item.isRead ? undefined : 'true'}
                className={`min-w-0 scroll-mt-4 rounded-xl border p-3 sm:p-4 ${item.isRead ? 'border-slate-200 bg-white' : 'border-amber-300 bg-amber-50 shadow-sm'}`}
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-bold [overflow-wrap:anywhere] text-slate-900">
                      <bdi data-testid="inbox-name">{item.name}</bdi>{' '}
                      <StatusBadge status={item.status} lostReason={item.lostReason} />{' '}
                      {item.kind === 'quote' && offers?.get(item.id) && (
                        <span
                          className={`mr-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${OFFER_STATE_TONE[offers.get(item.id)!.state]}`}
                          data-testid="inbox-offer-state"
                        >
                          Teklif {offers.get(item.id)!.version}: {OFFER_STATE_LABELS[offers.get(item.id)!.state]}
                        </span>
                      )}
                      {inventories?.has(item.id) && (
                        <span
                          className="mr-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-900"
                          data-testid="inbox-inventory"
                        >
                          Eşya listesi
                        </span>
                      )}
                      {withFiles?.has(item.id) && (
                        <span
                          className="mr-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-900"
                          data-testid="inbox-has-files"
                        >
                          Fotoğraf var
                        </span>
                      )}
                      {/* A new quote request reads "Yeni" once, not twice. */}
                      {(item.isRead || labels.unread !== statusLabel(item.status)) && (
                        <span
                          className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${item.isRead ? 'bg-slate-100 text-slate-600' : 'bg-amber-200 text-amber-900'}`}
                        >
                          {item.isRead ? labels.read : labels.unread}
                        </span>
                      )}
                    </p>
                    <p className="text-xs text-slate-500">
                      {!kind && <>{KIND_LABEL[item.kind]} · </>}
                      {formatDateTime(item.createdAt)} {item.reference && <>· {item.reference}</>} ·{' '}
                      {sourceLabel(item.source)}
                    </p>
                    {item.followUpAt && (
                      <p
                        className={`mt-1 text-sm font-semibold ${overdue ? 'text-red-700' : 'text-slate-700'}`}
                        data-testid="inbox-follow-up"
                      >
                        Takip: {formatDateTime(item.followUpAt)}
                        {overdue && ' · Gecikti'}
                      </p>
                    )}
                    {mode === 'deleted' && item.deletedAt && (
                      <p className="mt-1 text-sm text-slate-600">
                        Silindi: {formatDateTime(item.deletedAt)} ·{' '}
                        {formatDateTime(
                          new Date(new Date(item.deletedAt).getTime() + TRASH_DAYS * DAY_MS).toISOString(),
                        )}{' '}
                        tarihinde kalıcı olarak silinecek
                      </p>
                    )}
                  </div>
                  <div className="flex w-full gap-2 text-sm sm:w-auto">
                    {phone && (
                      <>
                        <a href={`tel:${phone}`} className={CONTACT_LINK}>
                          <Phone className="size-4 shrink-0" aria-hidden="true" /> Ara
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
                          <MessageCircle className="size-4 shrink-0" aria-hidden="true" /> WhatsApp
                        </a>
                      </>
                    )}
                    {/* A lead staff entered from a phone call may have no e-mail. */}
                    {item.email && (
                      <a href={`mailto:${item.email}`} className={CONTACT_LINK}>
                        <Mail className="size-4 shrink-0" aria-hidden="true" /> E-posta
                      </a>
                    )}
                  </div>
                </div>
                <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                  <Detail label="E-posta">{item.email ? <bdi>{item.email}</bdi> : '-'}</Detail>
                  <Detail label="Telefon">
                    {item.phone ? <bdi data-testid="inbox-phone">{formatNationalPhone(item.phone)}</bdi> : '-'}
                  </Detail>
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
                      <input type="hidden" name="kind" value={item.kind} />
                      <input type="hidden" name="id" value={item.id} />
                      <input type="hidden" name="back" value={back} />
                      <button type="submit" className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`} autoFocus>
                        Evet, sil
                      </button>
                    </form>
                    <Link
                      href={`${dashboardHref(state)}#${leadCardId(item.id)}`}
                      className={`${BUTTON} text-slate-700 hover:underline`}
                    >
                      Vazgeç
                    </Link>
                  </div>
                ) : mode === 'deleted' ? (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <form action={restoreLeadAction}>
                      <input type="hidden" name="kind" value={item.kind} />
                      <input type="hidden" name="id" value={item.id} />
                      <input type="hidden" name="liste" value={back} />
                      <input type="hidden" name="to" value="list" />
                      <button type="submit" className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
                        Geri al
                      </button>
                    </form>
                    <Link
                      href={href}
                      className={`${BUTTON} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
                    >
                      Ayrıntılar
                    </Link>
                  </div>
                ) : (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Link
                      href={href}
                      className={`${BUTTON} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50`}
                      data-testid="inbox-open"
                    >
                      Aç · notlar ve durum
                    </Link>
                    {!item.isRead && (
                      <form action={markReadAction}>
                        <input type="hidden" name="kind" value={item.kind} />
                        <input type="hidden" name="id" value={item.id} />
                        <input type="hidden" name="back" value={back} />
                        <button type="submit" className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
                          {labels.markRead}
                        </button>
                      </form>
                    )}
                    <Link
                      href={`${dashboardHref({ ...state, confirmDelete: item.id })}#${leadCardId(item.id)}`}
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
              href={dashboardHref({ ...state, page: page.page - 1 })}
              className={`${BUTTON} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
            >
              ← Önceki
            </Link>
          ) : (
            <span />
          )}
          {page.page < page.pageCount && (
            <Link
              href={dashboardHref({ ...state, page: page.page + 1 })}
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

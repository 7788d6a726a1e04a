import { Mail, MessageCircle, Phone } from 'lucide-react';
import Link from 'next/link';
import { dashboardHref, FILTERS, type DashboardQuery, type InboxKind } from '@/lib/admin/dashboard';
import type { ContactMessage } from '@/lib/data/contact-messages';
import type { Page } from '@/lib/data/inbox';
import type { QuoteRequest } from '@/lib/data/quote-requests';
import { formatDateTime } from '@/lib/format';
import { toE164 } from '@/lib/phone';
import { whatsappLink } from '@/lib/site';
import { deleteAction, markReadAction } from '../dashboard/actions';

type Item = ContactMessage | QuoteRequest;

const TEXT = {
  contact: { markRead: 'Okundu olarak işaretle', read: 'Okundu', unread: 'Okunmamış', empty: 'Bu filtrede mesaj yok.', confirm: 'Bu mesajı silmek istediğinize emin misiniz?' },
  quote: { markRead: 'İncelendi olarak işaretle', read: 'İncelendi', unread: 'Yeni', empty: 'Bu filtrede teklif talebi yok.', confirm: 'Bu teklif talebini silmek istediğinize emin misiniz?' },
} as const;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-800">{children}</dd>
    </div>
  );
}

/** A newest-first, paginated list of contact messages or quote requests. Everything typed by visitors is rendered as text. */
export function InboxList({ kind, page, query }: { kind: InboxKind; page: Page<Item>; query: DashboardQuery }) {
  const t = TEXT[kind];
  const back = new URLSearchParams(dashboardHref({ tab: query.tab, filter: query.filter.id, page: query.page }).split('?')[1]).toString();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Filtre" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {FILTERS.map((f) => (
            <Link
              key={f.id}
              href={dashboardHref({ tab: query.tab, filter: f.id })}
              aria-current={f.id === query.filter.id ? 'page' : undefined}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold ${f.id === query.filter.id ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {f[kind]}
            </Link>
          ))}
        </nav>
        <a
          href={`/admin/dashboard/export?tur=${kind === 'quote' ? 'teklifler' : 'mesajlar'}`}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          CSV olarak indir
        </a>
      </div>
      <p className="mt-3 text-sm text-slate-500">
        {page.total} kayıt · sayfa {page.page}/{page.pageCount}
      </p>
      {page.items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-500">{t.empty}</p>
      ) : (
        <ul className="mt-4 space-y-3" data-testid="inbox-list">
          {page.items.map((item) => {
            const phone = item.phone ? toE164(item.phone) : null;
            const quote = kind === 'quote' ? (item as QuoteRequest) : null;
            const message = kind === 'contact' ? (item as ContactMessage) : null;
            return (
              <li
                key={item.id}
                data-testid="inbox-item"
                data-unread={item.isRead ? undefined : 'true'}
                className={`rounded-xl border p-4 ${item.isRead ? 'border-slate-200 bg-white' : 'border-amber-300 bg-amber-50 shadow-sm'}`}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="font-bold text-slate-900">
                      {item.name}{' '}
                      <span className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${item.isRead ? 'bg-slate-100 text-slate-600' : 'bg-amber-200 text-amber-900'}`}>
                        {item.isRead ? t.read : t.unread}
                      </span>
                    </p>
                    <p className="text-xs text-slate-500">
                      {formatDateTime(item.createdAt)} {item.reference && <>· {item.reference}</>}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2 text-sm">
                    {phone && (
                      <>
                        <a href={`tel:${phone}`} className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 hover:bg-slate-50">
                          <Phone className="size-4" aria-hidden="true" /> Ara
                        </a>
                        <a
                          href={whatsappLink(phone, `Merhaba ${item.name.split(' ')[0]}, ${item.reference ?? ''} numaralı talebiniz hakkında yazıyoruz.`)}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 hover:bg-slate-50"
                        >
                          <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp
                        </a>
                      </>
                    )}
                    <a href={`mailto:${item.email}`} className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 hover:bg-slate-50">
                      <Mail className="size-4" aria-hidden="true" /> E-posta
                    </a>
                  </div>
                </div>
                <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                  <Detail label="E-posta">{item.email}</Detail>
                  <Detail label="Telefon">{item.phone ?? '-'}</Detail>
                  {quote && (
                    <>
                      <Detail label="Güzergâh">
                        {quote.fromLocation} → {quote.toLocation}
                      </Detail>
                      <Detail label="Hizmet">{quote.serviceType}</Detail>
                    </>
                  )}
                  {message && <Detail label="Konu">{message.subject}</Detail>}
                  {item.attribution && (
                    <Detail label="Kaynak">
                      {[item.attribution.utm_source, item.attribution.utm_campaign, item.attribution.landingPage].filter(Boolean).join(' · ')}
                    </Detail>
                  )}
                </dl>
                {item.message && <p className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-white/70 p-3 text-sm text-slate-800" data-testid="inbox-message">{item.message}</p>}
                {query.confirmDelete === item.id ? (
                  <div role="alertdialog" aria-labelledby={`sil-${item.id}`} className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3">
                    <p id={`sil-${item.id}`} className="text-sm font-semibold text-red-800">
                      {t.confirm}
                    </p>
                    <form action={deleteAction}>
                      <input type="hidden" name="kind" value={kind} />
                      <input type="hidden" name="id" value={item.id} />
                      <input type="hidden" name="back" value={back} />
                      <button type="submit" className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800" autoFocus>
                        Evet, sil
                      </button>
                    </form>
                    <Link href={dashboardHref({ tab: query.tab, filter: query.filter.id, page: query.page })} className="text-sm font-semibold text-slate-700 hover:underline">
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
                        <button type="submit" className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700">
                          {t.markRead}
                        </button>
                      </form>
                    )}
                    <Link
                      href={dashboardHref({ tab: query.tab, filter: query.filter.id, page: query.page, confirmDelete: item.id })}
                      className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
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
            <Link href={dashboardHref({ tab: query.tab, filter: query.filter.id, page: page.page - 1 })} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold">
              ← Önceki
            </Link>
          ) : (
            <span />
          )}
          {page.page < page.pageCount && (
            <Link href={dashboardHref({ tab: query.tab, filter: query.filter.id, page: page.page + 1 })} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold">
              Sonraki →
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

import { Mail, MessageCircle, Phone } from '@/components/ui/icons';
import type { DashboardQuery, listState } from '@/lib/admin/dashboard';
import { formatDateTime } from '@/lib/format';
import { LEAD_KINDS, type Lead, type LeadKind, TRASH_DAYS, sourceLabel, statusLabel } from '@/lib/leads';
import { OFFER_STATE_LABELS, OFFER_STATE_TONE, type OfferState } from '@/lib/offers';
import { toE164 } from '@/lib/phone';
import { whatsappLink } from '@/lib/site';
import { InboxCardActions, InboxCardDetails } from './inbox-card-parts';
import { CONTACT_LINK, DAY_MS, KIND_LABEL, StatusBadge, leadCardId, type InboxMode } from './inbox-ui';

/** One lead in the list: name, badges, dates and one-tap replies, then its details and actions. */
export function InboxCard({
  item,
  kind,
  mode,
  now,
  query,
  state,
  back,
  offers,
  inventories,
  withFiles,
}: {
  item: Lead;
  kind?: LeadKind;
  mode: InboxMode;
  now: Date;
  query: DashboardQuery;
  state: ReturnType<typeof listState>;
  /** The list's own address, for the lead page's way back. */
  back: string;
  offers?: ReadonlyMap<string, { version: number; state: OfferState }>;
  inventories?: ReadonlySet<string>;
  withFiles?: ReadonlySet<string>;
}) {
  const phone = item.phone ? toE164(item.phone) : null;
  const labels = LEAD_KINDS[item.kind].labels;
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
            {formatDateTime(item.createdAt)} {item.reference && <>· {item.reference}</>} · {sourceLabel(item.source)}
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
              {formatDateTime(new Date(new Date(item.deletedAt).getTime() + TRASH_DAYS * DAY_MS).toISOString())}{' '}
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
      <InboxCardDetails item={item} />
      <InboxCardActions item={item} mode={mode} query={query} state={state} back={back} />
    </li>
  );
}

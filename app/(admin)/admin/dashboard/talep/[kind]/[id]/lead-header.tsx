import { Mail, MessageCircle, Phone } from '@/components/ui/icons';
import { formatDateTime } from '@/lib/format';
import { TRASH_DAYS, formatMinutes, type Lead } from '@/lib/leads';
import { site, whatsappLink } from '@/lib/site';
import { AdminNotice } from '../../../../_components/admin-notice';
import { KIND_LABEL, StatusBadge } from '../../../../_components/inbox-list';
import { restoreLeadAction, setStatusAction } from '../../../lead-actions';
import { BUTTON } from './lead-page-ui';

/**
 * The lead page's head: kind, reference, name and status, the first response, the page's notice,
 * the trash banner with "Geri al", one-tap replies (call, WhatsApp, e-mail) and "Aradım".
 */
export function LeadHeader({
  lead,
  phone,
  full,
  hidden,
  notice,
}: {
  lead: Lead;
  /** The lead's phone in E.164, when it has a valid one. */
  phone: string | null;
  /** Whether the staff member works the whole lead (not only assigned field work). */
  full: boolean;
  hidden: React.ReactNode;
  notice: Parameters<typeof AdminNotice>[0]['notice'];
}) {
  const kind = lead.kind;
  const firstName = lead.name.split(' ')[0] ?? '';
  const whatsapp = phone
    ? whatsappLink(
        phone,
        `Merhaba ${firstName}, ${site().name} olarak ${lead.reference ?? ''} numaralı talebiniz hakkında yazıyoruz.`.replace(
          /\s+/g,
          ' ',
        ),
      )
    : null;
  const responseMinutes = lead.firstResponseAt
    ? (new Date(lead.firstResponseAt).getTime() - new Date(lead.createdAt).getTime()) / 60_000
    : null;
  return (
    <>
      <header className="mt-2">
        <p className="text-sm text-slate-600">
          {KIND_LABEL[kind]} {lead.reference && <>· {lead.reference}</>} · {formatDateTime(lead.createdAt)}
        </p>
        <h1 className="mt-1 flex flex-wrap items-center gap-2 text-2xl font-bold [overflow-wrap:anywhere] text-slate-900">
          <bdi data-testid="lead-name">{lead.name}</bdi>
          <StatusBadge status={lead.status} lostReason={lead.lostReason} />
        </h1>
        <p className="mt-1 text-sm text-slate-600" data-testid="lead-first-response">
          {responseMinutes === null ? 'Henüz yanıt verilmedi.' : `İlk yanıt: ${formatMinutes(responseMinutes)}`}
        </p>
      </header>

      <AdminNotice notice={notice} />

      {lead.deletedAt && (
        <div
          role="alert"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3"
        >
          <p className="text-sm font-semibold text-amber-900">
            Bu talep Silinenler’de ({formatDateTime(lead.deletedAt)}). {TRASH_DAYS} gün sonra kalıcı olarak silinir.
          </p>
          <form action={restoreLeadAction}>
            {hidden}
            <button type="submit" className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
              Geri al
            </button>
          </form>
        </div>
      )}

      <div className="mt-4 grid grid-cols-3 gap-2 sm:flex" data-testid="lead-contact">
        {phone && (
          <>
            <a
              href={`tel:${phone}`}
              className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
            >
              <Phone className="size-4 shrink-0" aria-hidden="true" /> Ara
            </a>
            <a
              href={whatsapp!}
              target="_blank"
              rel="noopener noreferrer"
              className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
            >
              <MessageCircle className="size-4 shrink-0" aria-hidden="true" /> WhatsApp
            </a>
          </>
        )}
        {lead.email && (
          <a
            href={`mailto:${lead.email}?subject=${encodeURIComponent(`${lead.reference ?? ''} numaralı talebiniz`.trim())}`}
            className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" /> E-posta
          </a>
        )}
      </div>
      {full && lead.status === 'yeni' && !lead.deletedAt && (
        <form action={setStatusAction} className="mt-2">
          {hidden}
          <input type="hidden" name="status" value="arandi" />
          <button type="submit" className={`${BUTTON} w-full bg-brand-600 text-white hover:bg-brand-700 sm:w-auto`}>
            Aradım: “Arandı” olarak işaretle
          </button>
        </form>
      )}
    </>
  );
}

import { MessageCircle } from '@/components/ui/icons';
import { CopyButton } from '../../../../_components/copy-button';
import { formatDateTime } from '@/lib/format';
import type { LeadLinkInfo } from '@/lib/leads/index.server';
import { whatsappLink } from '@/lib/site';
import { emailCustomerLinkAction, issueCustomerLinkAction, revokeCustomerLinksAction } from '../../../lead-actions';

const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap';

interface Props {
  /** The lead form's hidden fields (kind, id, list). */
  hidden: React.ReactNode;
  links: LeadLinkInfo[];
  /** A link this staff member just made, shown once: its full address. */
  fresh: string | null;
  /** The customer's phone (E.164) for WhatsApp, or null. */
  phone: string | null;
  firstName: string;
  companyName: string;
  /** Whether the lead has an e-mail address and the outbox can send. */
  canEmail: boolean;
}

/**
 * The customer's own page of the lead (/talep/{token}): the live links and where they went,
 * a new link to copy or send by WhatsApp (shown once: only its hash is kept), an e-mail with
 * a new link, and revoking them all.
 */
export function CustomerLinkSection({ hidden, links, fresh, phone, firstName, companyName, canEmail }: Props) {
  return (
    <section
      className="mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      aria-labelledby="musteri-sayfasi"
      data-testid="customer-link-section"
    >
      <h2 id="musteri-sayfasi" className="font-bold text-slate-900">
        Müşteri sayfası
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Müşteri talebinin durumunu ve teklifini kendi bağlantısıyla görür. Bağlantılar yalnızca oluşturulduklarında
        görünür; kaybolan bir bağlantının yerine yenisini oluşturun.
      </p>
      {fresh && (
        <div className="mt-3 rounded-lg border border-green-200 bg-green-50 p-3" data-testid="customer-link-fresh">
          <label className="block text-sm font-semibold text-green-900" htmlFor="musteri-baglanti">
            Yeni bağlantı (bu sayfadan çıkınca bir daha gösterilmez)
          </label>
          <input
            id="musteri-baglanti"
            readOnly
            value={fresh}
            className="mt-1 min-h-11 w-full rounded-lg border border-green-300 bg-white px-3 font-mono text-sm"
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <CopyButton text={fresh} className={`${BUTTON} border border-green-300 bg-white text-green-900`} />
            {phone && (
              <a
                href={whatsappLink(
                  phone,
                  `Merhaba ${firstName}, ${companyName} olarak talebinizin sayfasını gönderiyoruz: ${fresh}`,
                )}
                target="_blank"
                rel="noopener noreferrer"
                className={`${BUTTON} bg-whatsapp text-white hover:bg-whatsapp-dark`}
              >
                <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp ile gönder
              </a>
            )}
          </div>
        </div>
      )}
      {links.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="customer-links-none">
          Açık bağlantı yok.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm" data-testid="customer-links">
          {links.map((link) => (
            <li key={link.createdAt + link.channel} className="py-2">
              <span className="font-semibold text-slate-800">{link.channelLabel}</span>
              {link.createdBy && (
                <>
                  {' '}
                  · <bdi>{link.createdBy}</bdi>
                </>
              )}
              <span className="block text-xs text-slate-500">
                {formatDateTime(link.createdAt)} ·{' '}
                {link.lastOpenedAt ? `son açılış ${formatDateTime(link.lastOpenedAt)}` : 'henüz açılmadı'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <form action={issueCustomerLinkAction}>
          {hidden}
          <button type="submit" className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
            Yeni bağlantı oluştur
          </button>
        </form>
        {canEmail && (
          <form action={emailCustomerLinkAction}>
            {hidden}
            <button
              type="submit"
              className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
            >
              Bağlantıyı e-postayla gönder
            </button>
          </form>
        )}
        {links.length > 0 && (
          <form action={revokeCustomerLinksAction}>
            {hidden}
            <button type="submit" className={`${BUTTON} border border-red-300 text-red-700 hover:bg-red-50`}>
              Bağlantıları iptal et
            </button>
          </form>
        )}
      </div>
    </section>
  );
}

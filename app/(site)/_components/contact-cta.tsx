import { MessageCircle, Phone } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { REPLY_PROMISE } from '@/lib/facts';
import { WHATSAPP_QUOTE_MESSAGE, telLink, whatsappLink } from '@/lib/site';
import { getSite } from '@/lib/settings/index.server';

/** Call to action: quote, call, WhatsApp. */
export async function ContactCta({
  title = 'Taşınmanızı birlikte planlayalım',
  text,
  quoteHref = '/teklif-al',
  quoteLabel = 'Ücretsiz Teklif Al',
}: {
  title?: string;
  text?: string;
  quoteHref?: string;
  quoteLabel?: string;
}) {
  const s = await getSite();
  return (
    <section className="bg-brand-50">
      <div className="container-page flex flex-col items-start gap-6 py-12 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 className="text-2xl font-extrabold text-brand-900">{title}</h2>
          <p className="mt-2 max-w-2xl text-slate-600">
            {text ??
              `Ücretsiz ekspertiz ve yazılı fiyat teklifi için formu doldurun ya da bizi arayın; teklif taleplerini ${REPLY_PROMISE} içinde yanıtlıyoruz.`}
          </p>
        </div>
        <div className="flex flex-wrap gap-3 lg:shrink-0 lg:flex-nowrap">
          <Link
            href={quoteHref}
            className="rounded-lg bg-accent-600 px-5 py-3 font-bold text-white hover:bg-accent-700"
          >
            {quoteLabel}
          </Link>
          <a
            href={telLink(s.phone)}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700"
          >
            <Phone className="size-5" aria-hidden="true" />
            {s.phone.display}
          </a>
          <a
            href={whatsappLink(s.whatsapp.e164, WHATSAPP_QUOTE_MESSAGE)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-lg bg-whatsapp px-5 py-3 font-bold text-white hover:bg-whatsapp-dark"
          >
            <MessageCircle className="size-5" aria-hidden="true" />
            WhatsApp
          </a>
        </div>
      </div>
    </section>
  );
}

import { BadgePercent, MessageCircle, Phone } from 'lucide-react';
import Link from 'next/link';
import { WHATSAPP_QUOTE_MESSAGE, site, telLink, whatsappLink } from '@/lib/site';

/** Discount badge, WhatsApp and phone buttons, fixed to the corner of every public page. */
export function FloatingButtons() {
  const s = site();
  return (
    <div className="pointer-events-none fixed bottom-4 right-4 z-40 flex flex-col items-end gap-3 print:hidden">
      <Link
        href="/teklif-al"
        className="pointer-events-auto inline-flex items-center gap-1.5 rounded-full bg-accent-600 px-3 py-2 text-xs font-bold text-white shadow-lg hover:bg-accent-700"
      >
        <BadgePercent className="size-4" aria-hidden="true" />
        İndirimli Nakliyat
      </Link>
      <a
        href={whatsappLink(s.whatsapp.e164, WHATSAPP_QUOTE_MESSAGE)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="WhatsApp ile yazın"
        data-testid="floating-whatsapp"
        className="pointer-events-auto grid size-14 place-items-center rounded-full bg-whatsapp text-white shadow-lg hover:bg-whatsapp-dark"
      >
        <MessageCircle className="size-7" aria-hidden="true" />
      </a>
      <a
        href={telLink(s.phone)}
        aria-label={`Hemen arayın: ${s.phone.display}`}
        data-testid="floating-phone"
        className="pointer-events-auto grid size-14 place-items-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700"
      >
        <Phone className="size-6" aria-hidden="true" />
      </a>
    </div>
  );
}

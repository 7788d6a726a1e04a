import { BadgePercent, MessageCircle, Phone } from 'lucide-react';
import Link from '@/components/ui/link';
import { WHATSAPP_QUOTE_MESSAGE, telLink, whatsappLink } from '@/lib/site';
import { getSite } from '@/lib/settings/effective';

/**
 * Discount badge, WhatsApp and phone on every public page: a bar along the
 * bottom of a phone's screen (it never covers the text), floating buttons in
 * the corner on larger screens.
 */
export async function FloatingButtons() {
  const s = await getSite();
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-3 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur sm:inset-x-auto sm:right-4 sm:bottom-4 sm:flex sm:flex-col sm:items-end sm:gap-3 sm:border-0 sm:bg-transparent sm:shadow-none sm:backdrop-blur-none print:hidden">
      <Link
        href="/fiyat-hesaplama#hafta-ici-indirimi"
        className="order-3 flex flex-col items-center justify-center gap-0.5 py-2 text-xs font-bold text-accent-700 sm:order-none sm:flex-row sm:gap-1.5 sm:rounded-full sm:bg-accent-600 sm:px-3 sm:py-2 sm:text-white sm:shadow-lg sm:hover:bg-accent-700"
      >
        <BadgePercent className="size-5 sm:size-4" aria-hidden="true" />
        İndirimli Nakliyat
      </Link>
      <a
        href={whatsappLink(s.whatsapp.e164, WHATSAPP_QUOTE_MESSAGE)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="WhatsApp ile yazın"
        data-testid="floating-whatsapp"
        className="order-2 flex flex-col items-center justify-center gap-0.5 py-2 text-xs font-bold text-whatsapp sm:order-none sm:grid sm:size-14 sm:place-items-center sm:rounded-full sm:bg-whatsapp sm:p-0 sm:text-white sm:shadow-lg sm:hover:bg-whatsapp-dark"
      >
        <MessageCircle className="size-5 sm:size-7" aria-hidden="true" />
        <span className="sm:sr-only">WhatsApp</span>
      </a>
      <a
        href={telLink(s.phone)}
        aria-label={`Hemen arayın: ${s.phone.display}`}
        data-testid="floating-phone"
        className="order-1 flex flex-col items-center justify-center gap-0.5 py-2 text-xs font-bold text-brand-700 sm:order-none sm:grid sm:size-14 sm:place-items-center sm:rounded-full sm:bg-brand-600 sm:p-0 sm:text-white sm:shadow-lg sm:hover:bg-brand-700"
      >
        <Phone className="size-5 sm:size-6" aria-hidden="true" />
        <span className="sm:sr-only">Hemen Ara</span>
      </a>
    </div>
  );
}

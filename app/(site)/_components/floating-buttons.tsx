import { BadgePercent, MessageCircle, Phone } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { WHATSAPP_QUOTE_MESSAGE, telLink, whatsappLink } from '@/lib/site';
import { getSite } from '@/lib/settings/index.server';

/**
 * Discount tag, WhatsApp and phone on every public page: a bar along the
 * bottom of a phone's or tablet's screen (the footer leaves room for it), and
 * from lg a narrow column in the window's right edge, out of the content's way:
 * the page containers keep that strip free (--float-gutter in globals.css), so
 * the buttons never cover a heading, a link or a button.
 */
export async function FloatingButtons() {
  const s = await getSite();
  return (
    <aside
      aria-label="Hızlı iletişim"
      data-testid="floating-buttons"
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-3 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur lg:inset-x-auto lg:right-(--float-inset) lg:bottom-4 lg:flex lg:w-(--float-size) lg:flex-col lg:items-center lg:gap-2 lg:border-0 lg:bg-transparent lg:shadow-none lg:backdrop-blur-none print:hidden"
    >
      <Link
        href="/fiyat-hesaplama#hafta-ici-indirimi"
        // In vertical writing px pads the ends of the text (padding-inline), py its sides.
        className="order-3 flex flex-col items-center justify-center gap-0.5 py-2 text-xs font-bold text-accent-700 lg:order-none lg:w-full lg:rotate-180 lg:flex-row lg:gap-1.5 lg:rounded-full lg:bg-accent-600 lg:px-5 lg:py-0 lg:text-white lg:shadow-lg lg:[writing-mode:vertical-rl] lg:hover:bg-accent-700"
      >
        <BadgePercent className="size-5 lg:size-4 lg:rotate-180" aria-hidden="true" />
        İndirimli Nakliyat
      </Link>
      <a
        href={whatsappLink(s.whatsapp.e164, WHATSAPP_QUOTE_MESSAGE)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="WhatsApp ile yazın"
        data-testid="floating-whatsapp"
        className="order-2 flex flex-col items-center justify-center gap-0.5 py-2 text-xs font-bold text-whatsapp lg:order-none lg:grid lg:size-(--float-size) lg:place-items-center lg:rounded-full lg:bg-whatsapp lg:p-0 lg:text-white lg:shadow-lg lg:hover:bg-whatsapp-dark"
      >
        <MessageCircle className="size-5 lg:size-6" aria-hidden="true" />
        <span className="lg:sr-only">WhatsApp</span>
      </a>
      <a
        href={telLink(s.phone)}
        data-testid="floating-phone"
        className="order-1 flex flex-col items-center justify-center gap-0.5 py-2 text-xs font-bold text-brand-700 lg:order-none lg:grid lg:size-(--float-size) lg:place-items-center lg:rounded-full lg:bg-brand-600 lg:p-0 lg:text-white lg:shadow-lg lg:hover:bg-brand-700"
      >
        <Phone className="size-5" aria-hidden="true" />
        <span className="lg:sr-only">
          Hemen Ara<span className="sr-only">: {s.phone.display}</span>
        </span>
      </a>
    </aside>
  );
}

// The lead form's answer (lead-form.tsx): acknowledged with the reference and the customer's
// page; not stored (no answer came, or the server could not store it), with what was typed kept
// and the offer to send again, call or write; or what to correct.
import {
  CheckCircle2 as CheckCircle2Icon,
  CircleX as CircleXIcon,
  Clock as ClockIcon,
  MessageCircle as MessageCircleIcon,
  Phone as PhoneIcon,
} from '@/components/ui/icons';
import type { LeadFormState, LeadReach } from '@/lib/leads';

export function LeadFormAnswer({
  state,
  reach,
  sending,
}: {
  state: LeadFormState;
  reach: LeadReach;
  /** A send is on its way: "Tekrar dene" waits. */
  sending: boolean;
}) {
  return (
    <>
      {state.status === 'success' && (
        <div className="rounded-xl border border-green-200 bg-green-50 p-4 text-green-900" data-testid="lead-success">
          <p className="flex gap-2 font-semibold">
            <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-green-700" />
            {state.message}
          </p>
          <p className="mt-2 text-sm">
            Talep numaranız:{' '}
            <strong className="font-mono text-base tracking-wider" data-testid="lead-reference">
              {state.reference}
            </strong>
          </p>
          {state.customerPath && (
            <p className="mt-2 text-sm">
              Talebinizi, teklifimizi ve sonraki adımları size özel sayfanızdan izleyebilirsiniz:{' '}
              <a
                href={state.customerPath}
                className="font-semibold text-green-900 underline underline-offset-2"
                data-testid="lead-customer-link"
              >
                Talebimin sayfası
              </a>
              . Bağlantıyı saklayın; bağlantısı olmayan kimse bu sayfayı açamaz.
            </p>
          )}
          {state.whatsappHref && (
            <a
              href={state.whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex items-center gap-2 rounded-lg bg-whatsapp px-4 py-2 text-sm font-semibold text-white hover:bg-whatsapp-dark"
            >
              <MessageCircleIcon className="size-4" /> WhatsApp&apos;tan da yazın
            </a>
          )}
        </div>
      )}
      {/* Nothing was stored (no answer came, or the server could not store it): what was typed
        stays, and the banner offers to send again, call or write. Works without JavaScript too. */}
      {state.status === 'error' && (state.connectionLost || state.notStored) && (
        <div
          className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
          data-testid={state.connectionLost ? 'lead-connection-lost' : 'lead-not-stored'}
        >
          <p className="flex gap-2 font-semibold" data-testid="lead-error">
            <CircleXIcon className="mt-0.5 size-5 shrink-0 text-red-700" />
            {state.message}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={sending}
              className="inline-flex min-h-11 items-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
            >
              Tekrar dene
            </button>
            <a
              href={reach.phone.href}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-900 hover:bg-red-100"
            >
              <PhoneIcon className="size-4" /> Arayın: {reach.phone.display}
            </a>
            <a
              href={reach.whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-whatsapp px-4 py-2 text-sm font-semibold text-white hover:bg-whatsapp-dark"
            >
              <MessageCircleIcon className="size-4" /> WhatsApp&apos;tan yazın
            </a>
          </div>
        </div>
      )}
      {state.status === 'error' &&
        !state.connectionLost &&
        !state.notStored &&
        (state.resend ? (
          <p
            className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900"
            data-testid="lead-error"
          >
            <ClockIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
            {state.message}
          </p>
        ) : (
          <p
            className="flex gap-2 rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-800"
            data-testid="lead-error"
          >
            <CircleXIcon className="mt-0.5 size-5 shrink-0 text-red-700" />
            {state.message}
          </p>
        ))}
    </>
  );
}

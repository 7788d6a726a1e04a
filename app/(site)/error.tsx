'use client';

import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { startTransition } from 'react';

/**
 * An unexpected error on a public page: only the page's content is replaced. The
 * site layout around it stays, with the header, the footer and the phone and
 * WhatsApp buttons, so the visitor can still reach the company.
 */
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  return (
    <div className="container-page py-16 text-center" data-testid="site-error">
      <h1 className="text-3xl font-extrabold text-brand-900">Bu sayfa şu anda gösterilemiyor</h1>
      <p className="mx-auto mt-3 max-w-xl text-slate-600">
        Beklenmedik bir sorun oluştu. Lütfen sayfayı yeniden deneyin; beklemek istemezseniz telefon ya da WhatsApp
        düğmesinden bize hemen ulaşabilirsiniz.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          // The page is fetched again from the server, then shown in place of this message.
          onClick={() =>
            startTransition(() => {
              router.refresh();
              reset();
            })
          }
          className="min-h-11 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Tekrar dene
        </button>
        <Link
          href="/"
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-200 px-5 py-2.5 font-semibold text-brand-700"
        >
          Anasayfa
        </Link>
      </div>
    </div>
  );
}

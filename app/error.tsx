'use client';

import Link from '@/components/ui/link';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="container-page py-20 text-center">
      <h1 className="text-3xl font-extrabold text-brand-900">Bir sorun oluştu</h1>
      <p className="mx-auto mt-3 max-w-xl text-slate-600">
        Sayfa şu anda gösterilemiyor. Lütfen biraz sonra tekrar deneyin; acil durumlarda bizi telefonla arayabilirsiniz.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" onClick={reset} className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white">
          Tekrar dene
        </button>
        <Link href="/" className="rounded-lg border border-brand-200 px-5 py-2.5 font-semibold text-brand-700">
          Anasayfa
        </Link>
      </div>
    </main>
  );
}

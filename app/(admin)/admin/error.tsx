'use client';

import Link from 'next/link';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { useErrorReference } from '@/components/ui/use-error-reference';

/**
 * An unexpected error on a staff page (the dashboard, a lead, the sign-in page):
 * only the page is replaced, the staff area's layout stays. The reference shown is
 * logged too (for an error thrown on the server it is the digest in the server's
 * log), so a staff member who reports the problem can say which error it was.
 */
export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
  const reference = useErrorReference('admin', error);
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="admin-error">
      <h1 className="text-2xl font-bold text-slate-900">Bu sayfa şu anda açılamıyor</h1>
      <p className="mt-3 text-slate-600">
        Beklenmedik bir hata oluştu; yaptığınız son değişiklik kaydedilmemiş olabilir. Sayfayı yeniden deneyin ya da
        panele dönün. Sorun sürerse aşağıdaki hata kodunu teknik destekle paylaşın.
      </p>
      <p className="mt-4 text-sm text-slate-600">
        Hata kodu:{' '}
        <code className="rounded bg-white px-1.5 py-0.5 font-mono text-slate-900" data-testid="error-reference">
          {reference}
        </code>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          // Fetches the page again from the server, then shows it in place of this message.
          onClick={retry}
          className="min-h-11 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Tekrar dene
        </button>
        <Link
          href={ADMIN_PATHS.dashboard}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-700"
        >
          Panele dön
        </Link>
      </div>
    </main>
  );
}

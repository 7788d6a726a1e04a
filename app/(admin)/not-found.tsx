import Link from 'next/link';
import { ADMIN_PATHS } from '@/lib/admin/paths';

/**
 * A lead, survey or move the staff area cannot find. The staff area's own page, without the public
 * site's header and footer: the root one (app/not-found.tsx) was also sent, whole, in the payload
 * of every staff page as this group's boundary (issue 35).
 */
export default function AdminNotFound() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Sayfa Bulunamadı</h1>
      <p className="mt-3 text-slate-600">Aradığınız kayıt silinmiş ya da hiç var olmamış olabilir.</p>
      <Link href={ADMIN_PATHS.dashboard} className="btn btn-primary mt-6">
        Yönetim paneline dön
      </Link>
    </main>
  );
}

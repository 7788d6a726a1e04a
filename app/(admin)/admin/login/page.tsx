import Link from 'next/link';

export const dynamic = 'force-dynamic';

/** Sign-in arrives with the admin issue; until then the page says so plainly. */
export default function AdminLoginPage() {
  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow">
        <h1 className="text-xl font-bold text-slate-900">Yönetim Paneli Girişi</h1>
        <p className="mt-3 text-sm text-slate-600">Yönetici girişi henüz etkin değil.</p>
        <Link href="/" className="mt-6 inline-block text-sm font-semibold text-blue-700 hover:underline">
          Siteye dön
        </Link>
      </div>
    </main>
  );
}

import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getAdminSession } from '@/lib/auth/guard';
import { site } from '@/lib/site';
import { signInAction } from './actions';
import { LoginForm } from './login-form';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Yönetim Paneli Girişi' };

export default async function AdminLoginPage() {
  if (await getAdminSession()) redirect('/admin/dashboard');
  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-lg">
        <div className="flex items-center gap-3">
          <img src="/logo.svg" alt="" width={40} height={40} className="size-10" />
          <div>
            <p className="text-sm text-slate-500">{site().name}</p>
            <h1 className="text-xl font-bold text-slate-900">Yönetim Paneli Girişi</h1>
          </div>
        </div>
        <div className="mt-6">
          <LoginForm action={signInAction} />
        </div>
        <Link href="/" className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:underline">
          ← Siteye dön
        </Link>
      </div>
    </main>
  );
}

import Link from 'next/link';
import { redirect } from 'next/navigation';
import { parseDashboardQuery } from '@/lib/admin/dashboard';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { RETURN_PARAM, afterSignInPath, safeReturnPath } from '@/lib/admin/return-to';
import { getStaffSession } from '@/lib/auth/guard.server';

import { signInAction } from './actions';
import { LoginForm } from './login-form';
import { getSite } from '@/lib/settings/index.server';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Yönetim Paneli Girişi' };

const returnParams = (path: string) =>
  Object.fromEntries(new URL(path, 'http://return.invalid').searchParams.entries());

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminLoginPage({ searchParams }: Props) {
  // The staff-area address to return to after signing in; anything else is dropped.
  const params = await searchParams;
  const returnTo = safeReturnPath(params[RETURN_PARAM]);
  if (await getStaffSession()) redirect(afterSignInPath(returnTo));
  // Sent here by an upload that arrived after the session ended (the upload route leaves this notice for the tab).
  const uploadLost = returnTo ? parseDashboardQuery(returnParams(returnTo)).notice === 'yukleme-kaydedilmedi' : false;
  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-lg">
        <div className="flex items-center gap-3">
          <img src="/logo.svg" alt="" width={40} height={40} className="size-10" />
          <div>
            <p className="text-sm text-slate-500">{(await getSite()).name}</p>
            <h1 className="text-xl font-bold text-slate-900">Yönetim Paneli Girişi</h1>
          </div>
        </div>
        {returnTo && (
          <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900" data-testid="login-return-note">
            {uploadLost
              ? 'Oturumunuzun süresi dolduğu için dosyanız kaydedilmedi. Giriş yaptıktan sonra kaldığınız sekmeye döneceksiniz; yüklemeyi orada tekrarlayın.'
              : 'Giriş yaptıktan sonra kaldığınız sayfaya döneceksiniz.'}
          </p>
        )}
        {params.sifre === 'kaydedildi' && (
          <p
            role="status"
            data-testid="password-saved"
            className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-900"
          >
            Şifreniz kaydedildi. Yeni şifrenizle giriş yapabilirsiniz.
          </p>
        )}
        <div className="mt-6">
          <LoginForm action={signInAction} returnTo={returnTo} />
        </div>
        <Link
          href={ADMIN_PATHS.password}
          className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          Şifremi unuttum
        </Link>
        <Link href="/" className="mt-6 block w-fit text-sm font-semibold text-brand-700 hover:underline">
          ← Siteye dön
        </Link>
      </div>
    </main>
  );
}

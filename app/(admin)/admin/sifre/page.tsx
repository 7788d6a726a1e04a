import Link from 'next/link';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { getDb } from '@/lib/db/kysely.server';
import { getSite } from '@/lib/settings/index.server';
import { RESET_VALID_MS, tokenAccount } from '@/lib/team/index.server';
import { requestPasswordResetAction, setPasswordAction } from '../login/actions';
import { PasswordForm } from './password-form';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Şifre · Yönetim Paneli', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/**
 * "Şifremi unuttum" (ask for a reset link by e-mail) and the page a one-time link opens
 * (an invitation or a reset): no session needed, the link itself is the permission.
 */
export default async function PasswordPage({ searchParams }: Props) {
  const params = await searchParams;
  const token = one(params.anahtar);
  const account = token ? await tokenAccount(await getDb(), token) : null;
  const site = await getSite();
  const title = token
    ? account?.purpose === 'invite'
      ? 'Şifrenizi belirleyin'
      : 'Yeni şifre belirleyin'
    : 'Şifremi unuttum';
  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-lg">
        <p className="text-sm text-slate-500">{site.name}</p>
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        <div className="mt-6">
          {token ? (
            account ? (
              <>
                <p className="mb-4 text-sm text-slate-700">
                  Hesap: <span className="font-semibold [overflow-wrap:anywhere]">{account.email}</span>
                </p>
                <PasswordForm action={setPasswordAction} token={token} email={account.email} />
              </>
            ) : (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
                Bu bağlantının süresi dolmuş ya da bağlantı daha önce kullanılmış.{' '}
                <Link href={ADMIN_PATHS.password} className="underline">
                  Yeni bağlantı isteyin
                </Link>
                .
              </p>
            )
          ) : one(params.gonderildi) ? (
            <p role="status" data-testid="reset-sent" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
              Bu e-posta adresine ait bir hesap varsa şifre sıfırlama bağlantısı gönderildi. Bağlantı{' '}
              {RESET_VALID_MS / 3_600_000} saat geçerlidir. E-postayı birkaç dakika içinde göremezseniz istenmeyen
              e-posta klasörüne bakın.
            </p>
          ) : (
            <form action={requestPasswordResetAction} className="space-y-4">
              {one(params.hata) && (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
                  Geçerli bir e-posta adresi yazın.
                </p>
              )}
              <p className="text-sm text-slate-700">
                Hesabınızın e-posta adresini yazın; şifrenizi yenilemeniz için bir bağlantı gönderelim.
              </p>
              <div>
                <label htmlFor="email" className="text-sm font-semibold text-slate-800">
                  E-posta
                </label>
                <input
                  id="email"
                  name="email"
                  type="email"
                  autoComplete="username"
                  required
                  className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
                />
              </div>
              <button
                type="submit"
                className="w-full rounded-lg bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700"
              >
                Bağlantı gönder
              </button>
            </form>
          )}
        </div>
        <Link
          href={ADMIN_PATHS.login}
          className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          ← Giriş sayfasına dön
        </Link>
      </div>
    </main>
  );
}

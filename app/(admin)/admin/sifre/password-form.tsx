'use client';

import { useActionState, useEffect, useRef } from 'react';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/password-policy';
import type { PasswordFormState } from '@/lib/team';

const INPUT =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/** The new password, typed twice, for a one-time link; the refusal's reasons get focus. */
export function PasswordForm({
  action,
  token,
  email,
}: {
  action: (state: PasswordFormState, form: FormData) => Promise<PasswordFormState>;
  token: string;
  email: string;
}) {
  const permalink = `${ADMIN_PATHS.password}?${new URLSearchParams({ anahtar: token })}`;
  const [state, formAction, pending] = useActionState(action, { status: 'idle' }, permalink);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status === 'error') alertRef.current?.focus();
  }, [state]);
  return (
    <form action={formAction} className="space-y-4">
      <input type="hidden" name="anahtar" value={token} />
      {/* The account's e-mail for password managers; not sent anywhere. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <div
        ref={alertRef}
        role="alert"
        tabIndex={-1}
        hidden={state.status !== 'error'}
        data-testid="password-error"
        className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800 outline-none"
      >
        <ul className="space-y-1">
          {state.problems?.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        {state.expired && (
          <a href={ADMIN_PATHS.password} className="mt-2 inline-block underline">
            Yeni bağlantı isteyin
          </a>
        )}
      </div>
      <div>
        <label htmlFor="password" className="text-sm font-semibold text-slate-800">
          Yeni şifre
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          aria-describedby="password-hint"
          className={INPUT}
        />
        <p id="password-hint" className="mt-1 text-xs text-slate-600">
          En az {MIN_PASSWORD_LENGTH} karakter; yaygın şifreler ve e-posta adresiniz kabul edilmez.
        </p>
      </div>
      <div>
        <label htmlFor="repeat" className="text-sm font-semibold text-slate-800">
          Yeni şifre (tekrar)
        </label>
        <input id="repeat" name="repeat" type="password" autoComplete="new-password" required className={INPUT} />
      </div>
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-lg bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {pending ? 'Kaydediliyor...' : 'Şifreyi kaydet'}
      </button>
    </form>
  );
}

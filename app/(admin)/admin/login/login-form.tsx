'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { CircleX as CircleXIcon } from '@/components/ui/icons';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { RETURN_PARAM } from '@/lib/admin/return-to';
import { SIGN_IN_MESSAGES, type SignInState } from '@/lib/auth/messages';

export function LoginForm({
  action,
  returnTo,
}: {
  action: (state: SignInState, form: FormData) => Promise<SignInState>;
  /** The checked staff-area address to go back to after signing in. */
  returnTo: string | null;
}) {
  // The permalink is this page's own address: the form's action attribute without JavaScript
  // (React writes an empty, invalid `action=""` for a server action without one).
  const permalink = returnTo
    ? `${ADMIN_PATHS.login}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`
    : ADMIN_PATHS.login;
  const [state, formAction, pending] = useActionState(action, { status: 'idle' }, permalink);
  // An empty field is caught before anything is sent (same text as the server's).
  const [localError, setLocalError] = useState<{ message: string; at: number } | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const message = localError?.message ?? (state.status === 'error' ? state.message : undefined);
  // A new answer from the server replaces the browser-side message (adjusted during render).
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    setLocalError(null);
  }
  useEffect(() => {
    if (message) alertRef.current?.focus();
  }, [state, localError, message]);
  return (
    <form
      action={formAction}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget);
        if (!String(data.get('email') ?? '').trim() || !String(data.get('password') ?? '')) {
          event.preventDefault();
          setLocalError({ message: SIGN_IN_MESSAGES.required, at: Date.now() });
        }
      }}
    >
      {returnTo && <input type="hidden" name={RETURN_PARAM} value={returnTo} />}
      <p
        ref={alertRef}
        role="alert"
        tabIndex={-1}
        hidden={!message}
        data-testid="login-error"
        className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800 outline-none"
      >
        {message && (
          <>
            <CircleXIcon className="mt-0.5 size-4 shrink-0" />
            {message}
          </>
        )}
      </p>
      <div>
        <label htmlFor="email" className="text-sm font-semibold text-slate-800">
          E-posta
        </label>
        <input
          key={`email-${state.message ?? ''}`}
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email ?? ''}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
      </div>
      <div>
        <label htmlFor="password" className="text-sm font-semibold text-slate-800">
          Şifre
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
      </div>
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-lg bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {pending ? 'Giriş yapılıyor...' : 'Giriş Yap'}
      </button>
    </form>
  );
}

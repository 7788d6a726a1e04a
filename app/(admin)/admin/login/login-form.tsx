'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { CircleXIcon } from '@/components/ui/inline-icons';
import { SIGN_IN_MESSAGES, type SignInState } from '@/lib/auth/messages';

export function LoginForm({ action }: { action: (state: SignInState, form: FormData) => Promise<SignInState> }) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' });
  // An empty field is caught before anything is sent (same text as the server's).
  const [localError, setLocalError] = useState<{ message: string; at: number } | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const message = localError?.message ?? (state.status === 'error' ? state.message : undefined);
  useEffect(() => setLocalError(null), [state]);
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
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
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
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </div>
      <button type="submit" disabled={pending} className="w-full rounded-lg bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-70">
        {pending ? 'Giriş yapılıyor...' : 'Giriş Yap'}
      </button>
    </form>
  );
}

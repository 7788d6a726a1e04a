'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { RETURN_PARAM, afterSignInPath } from '@/lib/admin/return-to';
import { getAuth } from '@/lib/auth/auth.server';
import type { SignInState } from '@/lib/auth/messages';
import { signIn } from '@/lib/auth/sign-in.server';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';

export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get('email') ?? '');
  const e = env();
  const result = await signIn(
    await getAuth(),
    await getDb(),
    { email, password: String(form.get('password') ?? ''), headers: await headers() },
    {
      maxFailures: e.LOGIN_MAX_FAILURES,
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    },
  );
  if (!result.ok) return { status: 'error', message: result.message, email };
  // Back to where the staff member was when the session ended (a checked staff-area path).
  redirect(afterSignInPath(form.get(RETURN_PARAM)));
}

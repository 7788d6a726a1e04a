'use server';

import { headers } from 'next/headers';
import { RedirectType, redirect } from 'next/navigation';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { RETURN_PARAM, afterSignInPath } from '@/lib/admin/return-to';
import { getAuth } from '@/lib/auth/auth.server';
import type { SignInState } from '@/lib/auth/messages';
import { signIn } from '@/lib/auth/sign-in.server';
import { countRecentEvents, recordEvent } from '@/lib/data/rate-events.server';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { clientAddressKey } from '@/lib/leads/index.server';
import { getSite } from '@/lib/settings/index.server';
import {
  accountByEmail,
  issueToken,
  setPasswordWithToken,
  resetMail,
  sendStaffMail,
  signInWarningMail,
} from '@/lib/team/index.server';
import type { PasswordFormState } from '@/lib/team';
import { EMAIL_PATTERN } from '@/lib/validation/lead';

/**
 * Failed sign-ins per account, from any addresses (decision 042): slowed after
 * LOGIN_ACCOUNT_FREE_FAILURES (five), 15 s doubling each time, never more than five minutes.
 */
const ACCOUNT_DELAYS = { baseDelayMs: 15_000, maxDelayMs: 5 * 60_000 };

/** Sends the owner of an existing, active account the warning about failed sign-ins (in the background). */
function warnOwner(email: string, failures: number): void {
  void (async () => {
    const account = await accountByEmail(await getDb(), email);
    if (!account || account.disabled) return;
    await sendStaffMail(signInWarningMail(account.email, failures, (await getSite()).name));
  })().catch((error: unknown) =>
    console.error('[team] sign-in warning failed:', error instanceof Error ? error.message : error),
  );
}

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
      perAccount: { ...ACCOUNT_DELAYS, freeFailures: e.LOGIN_ACCOUNT_FREE_FAILURES, warn: warnOwner },
    },
  );
  if (!result.ok) return { status: 'error', message: result.message, email };
  // Back to where the staff member was when the session ended (a checked staff-area path).
  redirect(afterSignInPath(form.get(RETURN_PARAM)));
}

const RESET_BUCKET = 'password-reset';
const RESETS_PER_HOUR = 3;

/**
 * "Şifremi unuttum": the same answer whether or not the e-mail has an account. An existing,
 * active account gets a one-time link valid one hour (at most three an hour, so nobody can
 * flood a mailbox); the mail goes out in the background, so the answer takes the same time.
 */
export async function requestPasswordResetAction(form: FormData): Promise<void> {
  const email = String(form.get('email') ?? '')
    .trim()
    .toLowerCase()
    .slice(0, 200);
  const done = `${ADMIN_PATHS.password}?gonderildi=1`;
  if (!EMAIL_PATTERN.test(email)) redirect(`${ADMIN_PATHS.password}?hata=eposta`, RedirectType.replace);
  const db = await getDb();
  const address = clientAddressKey(await headers());
  const now = new Date();
  const recent = await Promise.all([
    countRecentEvents(db, RESET_BUCKET, email, 60 * 60_000, now),
    countRecentEvents(db, RESET_BUCKET, address, 60 * 60_000, now),
  ]);
  if (recent[0] < RESETS_PER_HOUR && recent[1] < RESETS_PER_HOUR * 5) {
    await Promise.all([recordEvent(db, RESET_BUCKET, email, now), recordEvent(db, RESET_BUCKET, address, now)]);
    void (async () => {
      const account = await accountByEmail(db, email);
      if (!account || account.disabled) return;
      const token = await issueToken(db, account.id, 'reset', now);
      await sendStaffMail(resetMail(account.email, token, (await getSite()).name));
    })().catch((error: unknown) =>
      console.error('[team] password reset failed:', error instanceof Error ? error.message : error),
    );
  }
  redirect(done, RedirectType.replace);
}

/** Sets the password through an invitation or reset link; weak passwords are refused as at sign-up. */
export async function setPasswordAction(_state: PasswordFormState, form: FormData): Promise<PasswordFormState> {
  const token = String(form.get('anahtar') ?? '');
  const password = String(form.get('password') ?? '');
  const repeat = String(form.get('repeat') ?? '');
  if (!password) return { status: 'error', problems: ['Lütfen yeni şifrenizi yazın.'] };
  if (password !== repeat) return { status: 'error', problems: ['İki şifre aynı değil.'] };
  const result = await setPasswordWithToken(await getAuth(), await getDb(), token, password);
  if (!result.ok) {
    return 'expired' in result
      ? {
          status: 'error',
          problems: ['Bu bağlantının süresi dolmuş ya da bağlantı daha önce kullanılmış.'],
          expired: true,
        }
      : { status: 'error', problems: result.problems };
  }
  redirect(`${ADMIN_PATHS.login}?sifre=kaydedildi`, RedirectType.replace);
}

import 'server-only';
import { APIError } from 'better-auth/api';
import type { Db } from '@/lib/db/kysely';
import { countRecentEvents, recordEvent } from '@/lib/data/rate-events';
import { clientAddressKey } from '@/lib/leads/client-address';
import { EMAIL_PATTERN } from '@/lib/validation/lead';
import type { Auth } from './auth';
import { SIGN_IN_MESSAGES } from './messages';

export interface SignInLimits {
  maxFailures: number;
  maxFailuresPerAddress: number;
  windowMs: number;
}

/** A failed sign-in takes at least this long, whatever made it fail. */
export const FAILURE_FLOOR_MS = 700;

export type SignInResult = { ok: true; headers: Headers } | { ok: false; message: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Signs the administrator in. Unknown e-mail and wrong password give the same
 * answer in about the same time; failures are counted per address (for one
 * e-mail and for any e-mail) in the database, so someone elsewhere cannot lock
 * the administrator out and a restart does not reset the count.
 */
export async function signIn(
  auth: Auth,
  db: Db,
  input: { email: string; password: string; headers: Headers },
  limits: SignInLimits,
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const password = input.password;
  if (!email || !password) return { ok: false, message: SIGN_IN_MESSAGES.required };
  if (!EMAIL_PATTERN.test(email)) return { ok: false, message: SIGN_IN_MESSAGES.invalidEmail };

  const address = clientAddressKey(input.headers);
  const pairKey = `${address}|${email}`;
  const [forPair, forAddress] = await Promise.all([
    countRecentEvents(db, 'login-fail', pairKey, limits.windowMs),
    countRecentEvents(db, 'login-fail-address', address, limits.windowMs),
  ]);
  if (forPair >= limits.maxFailures || forAddress >= limits.maxFailuresPerAddress) {
    return { ok: false, message: SIGN_IN_MESSAGES.tooManyAttempts };
  }

  const started = Date.now();
  try {
    const response = await auth.api.signInEmail({ body: { email, password }, headers: input.headers, asResponse: true });
    if (response.ok) return { ok: true, headers: response.headers };
    if (response.status !== 401 && response.status !== 400) throw new Error(`sign-in answered ${response.status}`);
  } catch (error) {
    const credentials = error instanceof APIError && (error.status === 'UNAUTHORIZED' || error.statusCode === 401);
    if (!credentials) {
      console.error('[auth] sign-in failed:', error instanceof Error ? error.message : error);
      return { ok: false, message: SIGN_IN_MESSAGES.generic };
    }
  }
  await Promise.all([recordEvent(db, 'login-fail', pairKey), recordEvent(db, 'login-fail-address', address)]);
  await sleep(Math.max(0, FAILURE_FLOOR_MS - (Date.now() - started)));
  return { ok: false, message: SIGN_IN_MESSAGES.wrongCredentials };
}

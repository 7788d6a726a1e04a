import 'server-only';
import { APIError } from 'better-auth/api';
import type { Db } from '@/lib/db/kysely.server';
import {
  clearEvents,
  countRecentEvents,
  deleteEvents,
  latestEvent,
  limitLiftsAt,
  recordEvent,
} from '@/lib/data/rate-events.server';
import { clientAddressKey } from '@/lib/leads/index.server';
import { EMAIL_PATTERN } from '@/lib/validation/lead';
import type { Auth } from './auth.server';
import { SIGN_IN_MESSAGES, tooManyAttemptsMessage } from './messages';

export interface SignInLimits {
  maxFailures: number;
  maxFailuresPerAddress: number;
  windowMs: number;
  /** The limit per account, whatever the addresses (decision 042); left out, there is none. */
  perAccount?: AccountLimit;
}

/**
 * After `freeFailures` failed sign-ins to one e-mail within the window, from any addresses,
 * each further attempt must wait `baseDelayMs` × 2^(failures − freeFailures) after the last
 * failure, at most `maxDelayMs`: guessing slows down fast, the real owner waits minutes at
 * most. When the count reaches `freeFailures`, `warn` is called (the owner's e-mail).
 */
export interface AccountLimit {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  warn?: (email: string, failures: number) => void;
}

/** How long after the last failure an account with `failures` recent failures may try again. */
export function accountDelayMs(failures: number, limit: AccountLimit): number {
  if (failures < limit.freeFailures) return 0;
  return Math.min(limit.maxDelayMs, limit.baseDelayMs * 2 ** (failures - limit.freeFailures));
}

/** A failed sign-in takes at least this long, whatever made it fail. */
export const FAILURE_FLOOR_MS = 700;

export type SignInResult = { ok: true; headers: Headers } | { ok: false; message: string };

/** How sign-in measures and waits; tests pass their own to check the padding without a wall clock. */
export interface SignInClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}
const REAL_CLOCK: SignInClock = { now: () => Date.now(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) };

const PAIR_BUCKET = 'login-fail';
const ADDRESS_BUCKET = 'login-fail-address';
const ACCOUNT_BUCKET = 'login-fail-account';

/**
 * Signs the administrator in. Unknown e-mail and wrong password give the same
 * answer in about the same time; failures are counted per address (for one
 * e-mail and for any e-mail) in the database, so someone elsewhere cannot lock
 * the administrator out and a restart does not reset the count. The address is
 * the one the server derived from the connection (lib/leads/client-address.ts),
 * never one the client names.
 *
 * Each attempt is counted before the password is checked, so guesses sent in
 * parallel cannot all slip in under the limit; a refused, successful or broken
 * attempt then takes its count back. A success also clears this address's
 * failures for that e-mail.
 */
export async function signIn(
  auth: Auth,
  db: Db,
  input: { email: string; password: string; headers: Headers; now?: Date },
  limits: SignInLimits,
  clock: SignInClock = REAL_CLOCK,
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const password = input.password;
  if (!email || !password) return { ok: false, message: SIGN_IN_MESSAGES.required };
  if (!EMAIL_PATTERN.test(email)) return { ok: false, message: SIGN_IN_MESSAGES.invalidEmail };

  const now = input.now ?? new Date();
  const address = clientAddressKey(input.headers);
  const pairKey = `${address}|${email}`;
  const attempt = await Promise.all([
    recordEvent(db, PAIR_BUCKET, pairKey, now),
    recordEvent(db, ADDRESS_BUCKET, address, now),
  ]);
  const [forPair, forAddress] = await Promise.all([
    countRecentEvents(db, PAIR_BUCKET, pairKey, limits.windowMs, now),
    countRecentEvents(db, ADDRESS_BUCKET, address, limits.windowMs, now),
  ]);
  if (forPair > limits.maxFailures || forAddress > limits.maxFailuresPerAddress) {
    await deleteEvents(db, attempt);
    const ends = await Promise.all([
      limitLiftsAt(db, PAIR_BUCKET, pairKey, limits.maxFailures, limits.windowMs, now),
      limitLiftsAt(db, ADDRESS_BUCKET, address, limits.maxFailuresPerAddress, limits.windowMs, now),
    ]);
    const until = Math.max(...ends.map((end) => end?.getTime() ?? 0));
    return {
      ok: false,
      message: until > 0 ? tooManyAttemptsMessage(new Date(until), now) : SIGN_IN_MESSAGES.tooManyAttempts,
    };
  }

  // Per account, across addresses: a failure counted (before the check, as above), or a wait.
  const account = limits.perAccount;
  let accountFailures = 0;
  if (account) {
    const failures = await countRecentEvents(db, ACCOUNT_BUCKET, email, limits.windowMs, now);
    const last = await latestEvent(db, ACCOUNT_BUCKET, email);
    const wait = accountDelayMs(failures, account);
    if (last && wait > 0 && now.getTime() < last.getTime() + wait) {
      await deleteEvents(db, attempt);
      return { ok: false, message: tooManyAttemptsMessage(new Date(last.getTime() + wait), now) };
    }
    attempt.push(await recordEvent(db, ACCOUNT_BUCKET, email, now));
    accountFailures = failures + 1;
  }

  const started = clock.now();
  try {
    const response = await auth.api.signInEmail({
      body: { email, password },
      headers: input.headers,
      asResponse: true,
    });
    if (response.ok) {
      await Promise.all([
        deleteEvents(db, attempt),
        clearEvents(db, PAIR_BUCKET, pairKey),
        clearEvents(db, ACCOUNT_BUCKET, email),
      ]);
      return { ok: true, headers: response.headers };
    }
    if (response.status !== 401 && response.status !== 400) throw new Error(`sign-in answered ${response.status}`);
  } catch (error) {
    const credentials = error instanceof APIError && (error.status === 'UNAUTHORIZED' || error.statusCode === 401);
    if (!credentials) {
      console.error('[auth] sign-in failed:', error instanceof Error ? error.message : error);
      await deleteEvents(db, attempt);
      return { ok: false, message: SIGN_IN_MESSAGES.generic };
    }
  }
  if (account && accountFailures === account.freeFailures) account.warn?.(email, accountFailures);
  await clock.sleep(Math.max(0, FAILURE_FLOOR_MS - (clock.now() - started)));
  return { ok: false, message: SIGN_IN_MESSAGES.wrongCredentials };
}

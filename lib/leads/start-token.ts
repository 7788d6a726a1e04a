// The time a lead form was shown, signed by the server so that the minimum
// fill time cannot be forged: `<ms>.<hmac>`, HMAC-SHA256 under a key derived
// from the auth secret. Pure functions of the secret they are given (the
// end-to-end suite signs with them too); the secret never reaches the browser.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A token older than this is refused (a tab left open for a day gets a fresh one with the neutral failure). */
export const START_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How far in the future a token's time may lie (clocks of several servers). */
export const START_FUTURE_SKEW_MS = 5_000;

const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

export type StartCheck =
  /** Signed by this server, at least the minimum fill time ago. */
  | { kind: 'ok'; startedAt: number }
  /** Signed by this server, but the form was sent sooner than the minimum fill time. */
  | { kind: 'early'; startedAt: number }
  /** Missing, unsigned, tampered, from the future or too old: bot-like. */
  | { kind: 'invalid' };

/** The signing key of form start times: derived, so it signs nothing else the auth secret signs. */
function key(secret: string): Buffer {
  return createHmac('sha256', secret).update('hafif-nakliyat/lead-form-start/v1').digest();
}

function signature(ms: number, secret: string): Buffer {
  return createHmac('sha256', key(secret)).update(String(ms)).digest();
}

/** The token of a form shown at `ms`. */
export function signStart(ms: number, secret: string): string {
  const time = Math.floor(ms);
  return `${time}.${signature(time, secret).toString('base64url')}`;
}

/** Checks a submitted token against the secret, the clock and the minimum fill time. Never throws. */
export function checkStart(token: unknown, secret: string, now: number, minFillMs: number): StartCheck {
  if (typeof token !== 'string') return { kind: 'invalid' };
  const match = TOKEN.exec(token);
  if (!match) return { kind: 'invalid' };
  const startedAt = Number(match[1]);
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(startedAt, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'invalid' };
  const elapsed = now - startedAt;
  if (elapsed < -START_FUTURE_SKEW_MS || elapsed > START_MAX_AGE_MS) return { kind: 'invalid' };
  return elapsed < minFillMs ? { kind: 'early', startedAt } : { kind: 'ok', startedAt };
}

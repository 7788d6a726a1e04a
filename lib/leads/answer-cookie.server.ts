import 'server-only';
// The answer to a lead form sent without JavaScript. The form posts to a stable
// route handler (app/api/leads/[kind]/route.ts, through proxy.ts), which answers with a
// redirect back to the form page (Post/Redirect/Get). The answer (banner, field errors,
// what was typed) travels in a short-lived cookie of that page, keyed by a one-time id
// that the redirect carries in ?yanit=, so only that page view shows it.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { LeadFormState } from './form-state';

/** Query parameter of the page a form's answer was sent back to. */
export const ANSWER_PARAM = 'yanit';
const COOKIE = 'hn-form-yanit';
/** Characters per cookie: well under the 4096 bytes a browser keeps of one. */
const CHUNK = 3800;
/** At most this many cookies: a 5000-character message compresses far below it. */
const MAX_CHUNKS = 4;
const MAX_AGE_S = 600;

export interface AnswerCookie {
  name: string;
  value: string;
  options: { path: string; maxAge: number; httpOnly: true; sameSite: 'lax'; secure: boolean };
}

/** The cookies that carry `state` to the page at `path` under the one-time id `nonce`. */
export function answerCookies(path: string, nonce: string, state: LeadFormState, secure: boolean): AnswerCookie[] {
  const options = { path, maxAge: MAX_AGE_S, httpOnly: true as const, sameSite: 'lax' as const, secure };
  let encoded = deflateRawSync(JSON.stringify(state)).toString('base64url');
  if (encoded.length > CHUNK * MAX_CHUNKS) {
    // Never reached by a real form (the body limit is far smaller); the banner still arrives.
    encoded = deflateRawSync(JSON.stringify({ ...state, values: undefined })).toString('base64url');
  }
  const parts: string[] = [];
  for (let i = 0; i < encoded.length; i += CHUNK) parts.push(encoded.slice(i, i + CHUNK));
  return parts.map((part, i) => ({
    name: `${COOKIE}-${i}`,
    value: i === 0 ? `${nonce}.${parts.length}.${part}` : part,
    options,
  }));
}

/** The answer for the one-time id `nonce`, read back from the request's cookies, or null. */
export function readAnswer(nonce: string, cookie: (name: string) => string | undefined): LeadFormState | null {
  const first = cookie(`${COOKIE}-0`);
  const match = first?.match(/^([\w-]+)\.(\d)\.(.*)$/);
  if (!match || match[1] !== nonce) return null;
  const count = Number(match[2]);
  if (count < 1 || count > MAX_CHUNKS) return null;
  let encoded = match[3]!;
  for (let i = 1; i < count; i++) {
    const part = cookie(`${COOKIE}-${i}`);
    if (part === undefined) return null;
    encoded += part;
  }
  try {
    const state = JSON.parse(inflateRawSync(Buffer.from(encoded, 'base64url')).toString('utf8')) as LeadFormState;
    return state && typeof state === 'object' && typeof state.status === 'string' ? state : null;
  } catch {
    return null;
  }
}

import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';

/**
 * This process's identity for revalidation signals and the token its own listener
 * sends to /api/internal/revalidate. Kept on globalThis: the route handlers and
 * instrumentation.ts are separate bundles of one process.
 */
/** The header carrying the token. */
export const REVALIDATE_TOKEN_HEADER = 'x-hn-revalidate-token';

export interface InstanceState {
  id: string;
  token: string;
  /** Where this process answers, as scripts/server.ts listens (set there). */
  selfUrl?: string;
}

const g = globalThis as unknown as { __hnInstance?: Partial<InstanceState> };

export function instanceState(): InstanceState {
  // scripts/server.ts may have put selfUrl here first.
  const state = (g.__hnInstance ??= {});
  state.id ??= randomUUID();
  state.token ??= randomBytes(32).toString('base64url');
  return state as InstanceState;
}

/** The data-cache tag of the home page's hero (lib/hero.server.ts), renewed with every signal for `/`. */
export const HERO_CACHE_TAG = 'home-hero';

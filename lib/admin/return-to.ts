// Where the sign-in page sends a staff member back to: the staff-area address
// they were on when their session ended. Browser-safe (the proxy reads it too).
import { ADMIN_PATHS, isStaffPath, isWithin } from './paths';

/** Query parameter of the sign-in page carrying the address to return to. */
export const RETURN_PARAM = 'donus';

const MAX_LENGTH = 1000;
const BASE = 'http://return.invalid';

/**
 * `value` as a same-site staff-area path with its query (`/admin/...`), or
 * null for anything else: other origins (`https://…`, `//host`, `/\host`),
 * other parts of the site, the sign-in page itself, control characters.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const { pathname } = url;
  if (!isStaffPath(pathname) || isWithin(pathname, ADMIN_PATHS.login)) return null;
  return `${pathname}${url.search}`;
}

/** The sign-in page, carrying the way back unless that is where sign-in leads anyway. */
export function loginHref(returnTo?: string | null): string {
  const path = safeReturnPath(returnTo);
  if (!path || path === ADMIN_PATHS.root || path === ADMIN_PATHS.dashboard) return ADMIN_PATHS.login;
  return `${ADMIN_PATHS.login}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}

/** Where a successful sign-in leads: the way back if it is safe, else the dashboard. */
export function afterSignInPath(returnTo: unknown): string {
  return safeReturnPath(returnTo) ?? ADMIN_PATHS.dashboard;
}

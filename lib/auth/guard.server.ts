import 'server-only';
import { headers } from 'next/headers';
import { RedirectType, redirect } from 'next/navigation';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { loginHref } from '@/lib/admin/return-to';
import { getAuth } from './auth.server';

export const LOGIN_PATH = ADMIN_PATHS.login;

export interface AdminSession {
  userId: string;
  email: string;
}

/** The signed-in administrator, or null. Only the fields pages need (no password hash ever leaves the server). */
export async function getAdminSession(): Promise<AdminSession | null> {
  try {
    const auth = await getAuth();
    const session = await auth.api.getSession({ headers: await headers() });
    return session ? { userId: session.user.id, email: session.user.email } : null;
  } catch (error) {
    console.error('[auth] session check failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * Every admin page, layout, server action and route handler calls this: no
 * session means a redirect (replacing history) to the sign-in page, which
 * brings the staff member back to `returnTo` (a staff-area address, e.g. the
 * dashboard tab they were on) once they have signed in again.
 */
export async function requireAdmin(returnTo?: string): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect(loginHref(returnTo), RedirectType.replace);
  return session;
}

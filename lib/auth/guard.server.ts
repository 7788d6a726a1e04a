import 'server-only';
import { headers } from 'next/headers';
import { RedirectType, redirect } from 'next/navigation';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { loginHref } from '@/lib/admin/return-to';
import { getDb } from '@/lib/db/kysely.server';
import { getAuth } from './auth.server';
import { accessOf, isRole, landingTab, type Need, type Role } from './permissions';

export const LOGIN_PATH = ADMIN_PATHS.login;

/** A signed-in staff member of any role (yönetici, ofis or saha). */
export interface StaffSession {
  userId: string;
  email: string;
  /** The person's name as the team list shows it (audit log, notes). */
  name: string;
  role: Role;
}

/** The notice a refused page or action lands on (lib/admin/dashboard.ts NOTICES). */
export const REFUSED_NOTICE = 'yetki-yok';

/**
 * The signed-in staff member, or null. Only the fields pages need (no password hash ever
 * leaves the server). A disabled account, or one with an unknown role, has no session.
 */
export async function getStaffSession(): Promise<StaffSession | null> {
  try {
    const auth = await getAuth();
    const session = await auth.api.getSession({ headers: await headers() });
    if (!session) return null;
    const db = await getDb();
    const row = await db
      .selectFrom('user')
      .select(['role', 'name', 'disabled_at'])
      .where('id', '=', session.user.id)
      .executeTakeFirst();
    if (!row || row.disabled_at || !isRole(row.role)) return null;
    return { userId: session.user.id, email: session.user.email, name: row.name, role: row.role };
  } catch (error) {
    console.error('[auth] session check failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

/** Where a refused staff member lands: the first tab their role may open, with the refusal notice. */
export function refusedHref(role: Role): string {
  return `${ADMIN_PATHS.dashboard}?${new URLSearchParams({ sekme: landingTab(role), bildirim: REFUSED_NOTICE })}`;
}

/**
 * Any signed-in staff member, whatever the role (a manager, the office or the field crew):
 * no session means a redirect (replacing history) to the sign-in page, which brings the
 * staff member back to `returnTo` once they have signed in again. It checks no permission:
 * a page or action that only some roles may use calls requireStaff(need) instead.
 */
export async function requireSignedIn(returnTo?: string): Promise<StaffSession> {
  const session = await getStaffSession();
  if (!session) redirect(loginHref(returnTo), RedirectType.replace);
  return session;
}

/**
 * The session, when its role may do what `need` says (lib/auth/permissions.ts); a role that may
 * not is sent to its own landing tab with "Bu sayfa için yetkiniz yok." An entry open to
 * `assigned` work answers `assignedOnly: true`: the caller checks the lead (canSeeLead).
 */
export async function requireStaff(need: Need, returnTo?: string): Promise<StaffSession & { assignedOnly: boolean }> {
  const session = await requireSignedIn(returnTo);
  const access = accessOf(session.role, need);
  if (access === 'refused') redirect(refusedHref(session.role), RedirectType.replace);
  return { ...session, assignedOnly: access === 'assigned' };
}

/** For route handlers: the session and whether `need` lets it in (they answer 401/403 themselves). */
export async function staffAccess(
  need: Need,
): Promise<{ session: StaffSession | null; allowed: boolean; assignedOnly: boolean }> {
  const session = await getStaffSession();
  const access = accessOf(session?.role ?? null, need);
  return { session, allowed: access !== 'refused', assignedOnly: access === 'assigned' };
}

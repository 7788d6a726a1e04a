import 'server-only';
import { EMAIL_PATTERN } from '@/lib/validation/lead';
import type { Db } from '@/lib/db/kysely.server';
import type { Auth } from './auth.server';
import { passwordProblems } from './password-policy';

export type AdminResult = { ok: true; created: boolean } | { ok: false; problems: string[] };

/**
 * Creates the administrator, or sets a new password for an existing one (and
 * ends its sessions). The sign-up function of the command line; there is no
 * public sign-up.
 */
export async function createOrResetAdmin(
  auth: Auth,
  emailInput: string,
  password: string,
  /** With the database: the account also becomes an active manager (the way back in when no manager can sign in). */
  db?: Db,
): Promise<AdminResult> {
  const email = emailInput.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) return { ok: false, problems: ['Geçersiz e-posta adresi.'] };
  const problems = passwordProblems(password, email);
  if (problems.length) return { ok: false, problems };
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(password);
  const existing = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (existing) {
    if (existing.accounts.some((a) => a.providerId === 'credential')) {
      await ctx.internalAdapter.updatePassword(existing.user.id, hash);
    } else {
      await ctx.internalAdapter.linkAccount({
        userId: existing.user.id,
        providerId: 'credential',
        accountId: existing.user.id,
        password: hash,
      });
    }
    await ctx.internalAdapter.deleteUserSessions(existing.user.id);
    if (db)
      await db
        .updateTable('user')
        .set({ role: 'yonetici', disabled_at: null })
        .where('id', '=', existing.user.id)
        .execute();
    return { ok: true, created: false };
  }
  const user = await ctx.internalAdapter.createUser(
    { email, name: 'Yönetici', emailVerified: true },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  });
  return { ok: true, created: true };
}

export interface AdminAccount {
  email: string;
  createdAt: Date;
}

/** Every staff account, oldest first (`npm run admin:list`). */
export async function listAdmins(auth: Auth): Promise<AdminAccount[]> {
  const ctx = await auth.$context;
  const users = await ctx.internalAdapter.listUsers(undefined, undefined, { field: 'createdAt', direction: 'asc' });
  return users.map((u) => ({ email: u.email, createdAt: new Date(u.createdAt) }));
}

import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Auth } from '@/lib/auth/auth.server';
import { passwordProblems } from '@/lib/auth/password-policy';
import { isRole, type Role } from '@/lib/auth/permissions';
import { engineOf, type Db } from '@/lib/db/kysely.server';
import { EMAIL_PATTERN } from '@/lib/validation/lead';

// The team's accounts (issue 28, decision 042): invitations and password resets by a one-time
// link, roles, disabling and removing. The last active manager can never be removed, disabled
// or demoted, so the staff area always has someone who can manage the team.

export const INVITE_VALID_MS = 72 * 60 * 60_000;
export const RESET_VALID_MS = 60 * 60_000;

export type TokenPurpose = 'invite' | 'reset';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new one-time link token for the person; only its hash is stored. Earlier links of that purpose stop working. */
export async function issueToken(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  now = new Date(),
  createdBy: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
    await trx
      .insertInto('staff_tokens')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        purpose,
        expires_at: new Date(now.getTime() + (purpose === 'invite' ? INVITE_VALID_MS : RESET_VALID_MS)),
        created_at: now,
        created_by: createdBy,
      })
      .execute();
  });
  return token;
}

/** The account a link is for, when it is known, unused and not expired; null otherwise. */
export async function tokenAccount(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ userId: string; email: string; purpose: TokenPurpose } | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const row = await db
    .selectFrom('staff_tokens')
    .innerJoin('user', 'user.id', 'staff_tokens.user_id')
    .select(['staff_tokens.user_id as userId', 'user.email as email', 'purpose', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(token))
    .where('user.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.used_at || new Date(row.expires_at).getTime() <= now.getTime()) return null;
  return { userId: row.userId, email: row.email, purpose: row.purpose === 'invite' ? 'invite' : 'reset' };
}

export type SetPasswordResult =
  { ok: true; email: string } | { ok: false; problems: string[] } | { ok: false; expired: true };

/**
 * Sets the password through a one-time link: weak passwords refused (lib/auth/password-policy.ts),
 * the link used up (a second use is refused even when two arrive at once), and every session of
 * the account ended, so a reset signs out whoever else was in.
 */
export async function setPasswordWithToken(
  auth: Auth,
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<SetPasswordResult> {
  const account = await tokenAccount(db, token, now);
  if (!account) return { ok: false, expired: true };
  const problems = passwordProblems(password, account.email);
  if (problems.length) return { ok: false, problems };
  const claimed = await db
    .updateTable('staff_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return { ok: false, expired: true };
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(password);
  const accounts = await ctx.internalAdapter.findAccounts(account.userId);
  if (accounts.some((a) => a.providerId === 'credential')) {
    await ctx.internalAdapter.updatePassword(account.userId, hash);
  } else {
    await ctx.internalAdapter.linkAccount({
      userId: account.userId,
      providerId: 'credential',
      accountId: account.userId,
      password: hash,
    });
  }
  await ctx.internalAdapter.deleteUserSessions(account.userId);
  // Any other link for this account (an invitation and a reset both open) is spent too.
  await db.deleteFrom('staff_tokens').where('user_id', '=', account.userId).where('used_at', 'is', null).execute();
  return { ok: true, email: account.email };
}

export type InviteResult =
  { ok: true; userId: string; token: string } | { ok: false; reason: 'email' | 'exists' | 'name' };

/** Creates the account of an invited person (no password yet) and its invitation link token. */
export async function invite(
  auth: Auth,
  db: Db,
  input: { email: string; name: string; role: Role; invitedBy?: string },
  now = new Date(),
): Promise<InviteResult> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!EMAIL_PATTERN.test(email)) return { ok: false, reason: 'email' };
  if (!name || name.length > 80) return { ok: false, reason: 'name' };
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) return { ok: false, reason: 'exists' };
  const user = await ctx.internalAdapter.createUser({ email, name, emailVerified: false }, { method: 'invite' });
  await db.updateTable('user').set({ role: input.role }).where('id', '=', user.id).execute();
  const token = await issueToken(db, user.id, 'invite', now, input.invitedBy ?? null);
  if (input.invitedBy) await recordTeamAudit(db, email, input.invitedBy, 'invite', now);
  return { ok: true, userId: user.id, token };
}

/** Writes what a manager (by id) did to a team account (by e-mail) into `staff_audit`. */
async function recordTeamAudit(
  db: Db,
  subjectEmail: string,
  actorId: string,
  action: 'invite' | 'invite-resent',
  now: Date,
): Promise<void> {
  const actor = await db.selectFrom('user').select('email').where('id', '=', actorId).executeTakeFirst();
  await db
    .insertInto('staff_audit')
    .values({
      id: randomBytes(16).toString('hex'),
      subject_email: subjectEmail,
      actor_email: actor?.email ?? actorId,
      action,
      created_at: now,
    })
    .execute();
}

/** The team log of one account, oldest first. */
export async function listTeamAudit(
  db: Db,
  subjectEmail: string,
): Promise<{ actorEmail: string; action: string; createdAt: Date }[]> {
  const rows = await db
    .selectFrom('staff_audit')
    .select(['actor_email', 'action', 'created_at'])
    .where('subject_email', '=', subjectEmail)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({ actorEmail: r.actor_email, action: r.action, createdAt: new Date(r.created_at) }));
}

/** Whether the account has a password (it can sign in unless disabled). */
async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('account')
    .select('id')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .where('password', 'is not', null)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The people invited who have not set a password yet, by id: until when their invitation link
 * is valid (null when it has expired or was cancelled). The "Ekip" list marks them.
 */
export async function pendingInvitations(db: Db, now = new Date()): Promise<Map<string, Date | null>> {
  const people = await db
    .selectFrom('user')
    .select('id')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('account')
            .select('account.id')
            .whereRef('account.userId', '=', 'user.id')
            .where('account.providerId', '=', 'credential')
            .where('account.password', 'is not', null),
        ),
      ),
    )
    .execute();
  const links = await db
    .selectFrom('staff_tokens')
    .select(['user_id', 'expires_at'])
    .where('purpose', '=', 'invite')
    .where('used_at', 'is', null)
    .execute();
  const pending = new Map<string, Date | null>(people.map((p) => [p.id, null]));
  for (const link of links) {
    const until = new Date(link.expires_at);
    if (pending.has(link.user_id) && until.getTime() > now.getTime()) pending.set(link.user_id, until);
  }
  return pending;
}

export type ResendResult =
  | { ok: true; token: string; email: string; name: string; role: Role }
  | { ok: false; reason: 'unknown' | 'active' | 'disabled' };

/**
 * Sends an invitation again to a person who has not set a password: a new link valid 72 hours;
 * the earlier one stops working. Logged in the team log with who sent it.
 */
export async function resendInvitation(db: Db, userId: string, by: string, now = new Date()): Promise<ResendResult> {
  const person = await db
    .selectFrom('user')
    .select(['email', 'name', 'role', 'disabled_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!person) return { ok: false, reason: 'unknown' };
  if (person.disabled_at) return { ok: false, reason: 'disabled' };
  if (await hasPassword(db, userId)) return { ok: false, reason: 'active' };
  const token = await issueToken(db, userId, 'invite', now, by);
  await recordTeamAudit(db, person.email, by, 'invite-resent', now);
  return { ok: true, token, email: person.email, name: person.name, role: isRole(person.role) ? person.role : 'saha' };
}

export type TeamChange = 'done' | 'unknown' | 'last-manager';

/**
 * Whether the change would leave no manager who can sign in: an enabled manager with a password.
 * An invited manager who never set one does not count (issue 35).
 */
async function wouldLeaveNoManager(db: Db, userId: string): Promise<boolean> {
  const managers = await db
    .selectFrom('user')
    .select('id')
    .where('role', '=', 'yonetici')
    .where('disabled_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('account')
          .select('account.id')
          .whereRef('account.userId', '=', 'user.id')
          .where('account.providerId', '=', 'credential')
          .where('account.password', 'is not', null),
      ),
    )
    .execute();
  return managers.every((m) => m.id === userId);
}

/**
 * Runs a change of one account that must never leave the team without an active manager.
 * The check and the change are one transaction; on PostgreSQL the manager rows are locked
 * first, so two managers demoting each other at once cannot both succeed.
 */
async function guarded(db: Db, userId: string, change: (trx: Db) => Promise<void>): Promise<TeamChange> {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('user')
      .select('id')
      .where('role', '=', 'yonetici')
      .$call((q) => (engineOf(trx) === 'postgres' ? q.forUpdate() : q))
      .execute();
    const person = await trx.selectFrom('user').select(['id', 'role']).where('id', '=', userId).executeTakeFirst();
    if (!person) return 'unknown';
    if (person.role === 'yonetici' && (await wouldLeaveNoManager(trx, userId))) return 'last-manager';
    await change(trx);
    return 'done';
  });
}

export async function setRole(db: Db, userId: string, role: Role): Promise<TeamChange> {
  if (!isRole(role)) return 'unknown';
  if (role === 'yonetici') {
    const result = await db.updateTable('user').set({ role }).where('id', '=', userId).executeTakeFirst();
    return Number(result.numUpdatedRows) ? 'done' : 'unknown';
  }
  return guarded(db, userId, async (trx) => {
    await trx
      .updateTable('user')
      .set({ role, on_duty: role === 'ofis' ? undefined : false })
      .where('id', '=', userId)
      .execute();
  });
}

/**
 * Disables (ending its sessions at once, and cancelling the invitations it sent that are not
 * yet used) or enables an account.
 */
export async function setDisabled(db: Db, userId: string, disabled: boolean, now = new Date()): Promise<TeamChange> {
  if (!disabled) {
    const result = await db.updateTable('user').set({ disabled_at: null }).where('id', '=', userId).executeTakeFirst();
    return Number(result.numUpdatedRows) ? 'done' : 'unknown';
  }
  return guarded(db, userId, async (trx) => {
    await trx.updateTable('user').set({ disabled_at: now, on_duty: false }).where('id', '=', userId).execute();
    await trx.deleteFrom('session').where('userId', '=', userId).execute();
    await trx.deleteFrom('staff_tokens').where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('staff_tokens')
      .where('created_by', '=', userId)
      .where('purpose', '=', 'invite')
      .where('used_at', 'is', null)
      .execute();
  });
}

/**
 * Removes an account: the one removal path, for the Ekip tab and `npm run admin:remove` alike
 * (decision 052). The last active manager is refused ('last-manager'); otherwise the account
 * row is deleted and the database does the rest in the same statement (decision 048): its
 * leads and surveys become unassigned, the invitations it sent forget their sender, and its
 * sessions, credentials, links, places on moves, calendar feeds, devices and quiet hours go.
 */
export async function removeAccount(db: Db, userId: string): Promise<TeamChange> {
  return guarded(db, userId, async (trx) => {
    await trx.deleteFrom('user').where('id', '=', userId).execute();
  });
}

/** removeAccount for the account of an e-mail (`npm run admin:remove`): the same rules. */
export async function removeAccountByEmail(db: Db, email: string): Promise<TeamChange> {
  const row = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? removeAccount(db, row.id) : 'unknown';
}

/** The account of an e-mail, if any (password reset: the answer never tells the visitor). */
export async function accountByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; email: string; disabled: boolean } | null> {
  const row = await db
    .selectFrom('user')
    .select(['id', 'email', 'disabled_at'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, disabled: Boolean(row.disabled_at) } : null;
}
